package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// fe64Kernels emits the BMI2 squaring kernels of fe64.go: elements modulo
// p = 2^255-19 as four 64-bit words (any value below 2^256), squared with
// MULX, whose products leave the flags alone, so that the additions of a
// row run as one carry chain around them. Each squaring computes the
// 512-bit square, folds its high half in with 2^256 = 38, folds the word
// that carries out the same way, and adds 38 once more if that carries:
// the steps of fe64SqrGeneric, so the words agree exactly.
func fe64Kernels() {
	text("fe64MulBMI2", NOSPLIT, "func(out, a, b *[4]uint64)")
	Doc("fe64MulBMI2 is fe64MulGeneric with BMI2: out = a*b; out may alias a or b.")
	fe64Mul()
	RET()

	text("fe64SqrNBMI2", NOSPLIT, "func(a *[4]uint64, n uint64)")
	Doc("fe64SqrNBMI2 is fe64SqrNGeneric with BMI2: a = a^(2^n), n >= 1.")
	a := Load(Param("a"), GP64())
	n := Load(Param("n"), GP64())
	Label("sqrN")
	fe64Square(a)
	DECQ(n)
	JNZ(LabelRef("sqrN"))
	RET()

	text("fe64Sqr2NBMI2", NOSPLIT, "func(a, b *[4]uint64, n uint64)")
	Doc("fe64Sqr2NBMI2 is fe64Sqr2NGeneric with BMI2: a = a^(2^n) and",
		"b = b^(2^n), n >= 1, the two chains interleaved so that each hides",
		"the other's latency.")
	a = Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	n = Load(Param("n"), GP64())
	Label("sqr2N")
	fe64Square(a)
	fe64Square(b)
	DECQ(n)
	JNZ(LabelRef("sqr2N"))
	RET()
}

// fe64Mul emits out = a*b: the 512-bit product column by column (each
// column's products summed into three words, the low one stored to the
// stack), then folded as the squaring folds.
func fe64Mul() {
	a := Load(Param("a"), GP64())
	b := Load(Param("b"), GP64())
	buf := AllocLocal(64)
	c := [3]Register{GP64(), GP64(), GP64()}
	lo, hi := GP64(), GP64()
	XORQ(c[0], c[0])
	XORQ(c[1], c[1])
	for k := range 7 {
		XORQ(c[2], c[2])
		for i := range 4 {
			j := k - i
			if j < 0 || j > 3 {
				continue
			}
			MOVQ(word(a, i), RDX)
			MULXQ(word(b, j), lo, hi)
			ADDQ(lo, c[0])
			ADCQ(hi, c[1])
			ADCQ(U8(0), c[2])
		}
		MOVQ(c[0], buf.Offset(8*k))
		c = [3]Register{c[1], c[2], c[0]}
	}
	MOVQ(c[0], buf.Offset(56))
	t := [8]Register{}
	for i := range t {
		t[i] = GP64()
		MOVQ(buf.Offset(8*i), t[i])
	}
	out := Load(Param("out"), GP64())
	fe64Fold(t, lo, hi)
	for i := range 4 {
		MOVQ(t[i], word(out, i))
	}
}

// word returns word i of the element at p.
func word(p Register, i int) Mem { return Mem{Base: p, Disp: 8 * i} }

// fe64Square squares the element at p in place.
func fe64Square(p Register) {
	t := [8]Register{}
	for i := range t {
		t[i] = GP64()
	}
	lo, hi := GP64(), GP64()

	// The six cross products a_i a_j, i < j, at t1..t6.
	MOVQ(word(p, 0), RDX)
	MULXQ(word(p, 1), t[1], t[2])
	MULXQ(word(p, 2), lo, t[3])
	MULXQ(word(p, 3), hi, t[4])
	ADDQ(lo, t[2])
	ADCQ(hi, t[3])
	ADCQ(U8(0), t[4])
	MOVQ(word(p, 1), RDX)
	MULXQ(word(p, 2), lo, hi)
	MULXQ(word(p, 3), t[0], t[5]) // t0 is free until the squares
	ADDQ(lo, t[3])
	ADCQ(hi, t[4])
	ADCQ(U8(0), t[5])
	ADDQ(t[0], t[4])
	ADCQ(U8(0), t[5])
	MOVQ(word(p, 2), RDX)
	MULXQ(word(p, 3), lo, t[6])
	ADDQ(lo, t[5])
	ADCQ(U8(0), t[6])

	// Doubled, into t1..t7.
	MOVQ(U32(0), t[7])
	ADDQ(t[1], t[1])
	ADCQ(t[2], t[2])
	ADCQ(t[3], t[3])
	ADCQ(t[4], t[4])
	ADCQ(t[5], t[5])
	ADCQ(t[6], t[6])
	ADCQ(U8(0), t[7])

	// Plus the squares a_i^2 at t0..t7.
	MOVQ(word(p, 0), RDX)
	MULXQ(RDX, t[0], hi)
	ADDQ(hi, t[1])
	for i := 1; i < 4; i++ {
		MOVQ(word(p, i), RDX)
		MULXQ(RDX, lo, hi)
		ADCQ(lo, t[2*i])
		ADCQ(hi, t[2*i+1])
	}

	fe64Fold(t, lo, hi)
	for i := range 4 {
		MOVQ(t[i], word(p, i))
	}
}

// fe64Fold reduces the 512-bit t0..t7 to t0..t3, below 2^256, as
// fe64Reduce does (lo and hi are scratch): t0..t3 + 38 (t4..t7), the low
// words first, then the high ones, the word carried out ending in t7
// (below 2^6); then t7 folded with 38, and 38 once more if that carries.
func fe64Fold(t [8]Register, lo, hi Register) {
	MOVQ(U32(38), RDX)
	MULXQ(t[4], lo, t[4])
	MULXQ(t[5], hi, t[5])
	ADDQ(lo, t[0])
	ADCQ(hi, t[1])
	MULXQ(t[6], lo, t[6])
	MULXQ(t[7], hi, t[7])
	ADCQ(lo, t[2])
	ADCQ(hi, t[3])
	ADCQ(U8(0), t[7])
	ADDQ(t[4], t[1])
	ADCQ(t[5], t[2])
	ADCQ(t[6], t[3])
	ADCQ(U8(0), t[7])
	IMUL3Q(U8(38), t[7], t[7])
	ADDQ(t[7], t[0])
	ADCQ(U8(0), t[1])
	ADCQ(U8(0), t[2])
	ADCQ(U8(0), t[3])
	SBBQ(lo, lo)
	ANDQ(U8(38), lo)
	ADDQ(lo, t[0])
}
