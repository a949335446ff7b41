package main

// This file generates the AVX2 kernels of package ed25519 (go run . -avx2):
// one point's four coordinates in the four 64-bit lanes of YMM registers,
// in radix 2^25.5, with VPMULUDQ. Every kernel computes exactly what its
// xxxGeneric twin in fe10.go and solo10.go computes, limb for limb, for any
// input; the representation and its bounds are stated in fe10.go.
//
// A four-lane element is ten YMM registers (limb i of every lane in
// register i), which leaves six of AVX2's sixteen for everything else, so
// the emitters name physical registers (no allocation can spill into
// Y16..Y31, which only AVX-512 encodes) and keep every intermediate element
// in memory, in a 32-byte aligned stack scratch.

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

var ys = [16]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, Y13, Y14, Y15}

// Four-lane constants: limb masks, 19, the limbs of 2p, and the factors
// (1, 1, 2, 2d) of the cached form.
var (
	cMask26, cMask25, c19x4 Mem
	cTwoP10, cK10           Mem // [10][4]uint64: limb i at 32 i
	cLaneBits               Mem // 1, 2, 4, 8
	cD2x4                   Mem // 2d in every lane
)

// limbs10 returns the radix-2^25.5 limbs of the radix-2^51 limbs v.
func limbs10(v [5]uint64) (r [10]uint64) {
	for i, x := range v {
		r[2*i], r[2*i+1] = x&(1<<26-1), x>>26
	}
	return r
}

func vec4(name string, v uint64) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	for l := range 4 {
		DATA(8*l, U64(v))
	}
	return m
}

func avx2Kernels() {
	cMask26 = vec4("fe10Mask26", 1<<26-1)
	cMask25 = vec4("fe10Mask25", 1<<25-1)
	c19x4 = vec4("fe10Nineteen", 19)
	cTwoP10 = GLOBL("fe10TwoP", RODATA|NOPTR)
	for i := range 10 {
		v := uint64(1<<27 - 2)
		switch {
		case i == 0:
			v = 1<<27 - 38
		case i%2 == 1:
			v = 1<<26 - 2
		}
		for l := range 4 {
			DATA(32*i+8*l, U64(v))
		}
	}
	cK10 = GLOBL("solo10CachedK", RODATA|NOPTR)
	d2 := limbs10(d2Limbs)
	for i := range 10 {
		k := [4]uint64{0, 0, 0, d2[i]}
		if i == 0 {
			k[0], k[1], k[2] = 1, 1, 2
		}
		for l := range 4 {
			DATA(32*i+8*l, U64(k[l]))
		}
	}

	text("fe10MulAVX2", 0, "func(out, a, b *[10][4]uint64)")
	Doc("fe10MulAVX2 is fe10MulGeneric with AVX2.")
	out, a, b := ptr10("out"), ptr10("a"), ptr10("b")
	s := scratch10()
	mul10(out, a, idPerm, b, idPerm, s)
	VZEROUPPER()
	RET()

	text("fe10SqrAVX2", 0, "func(out, a *[10][4]uint64)")
	Doc("fe10SqrAVX2 is fe10SqrGeneric with AVX2.")
	out, a = ptr10("out"), ptr10("a")
	s = scratch10()
	sqr10(out, loader(a, idPerm), s)
	VZEROUPPER()
	RET()

	text("fe10SqrNAVX2", 0, "func(out, a *[10][4]uint64, n uint64)")
	Doc("fe10SqrNAVX2 is fe10SqrNGeneric with AVX2: out = a^(2^n), n >= 1.")
	out, a = ptr10("out"), ptr10("a")
	count := Load(Param("n"), GP64())
	s = scratch10()
	for i := range 10 { // out = a, then squared in place
		VMOVDQU(a.limb(i), Y0)
		VMOVDQU(Y0, out.limb(i))
	}
	Label("sqrN")
	sqr10(out, loader(out, idPerm), s)
	DECQ(count)
	JNZ(LabelRef("sqrN"))
	VZEROUPPER()
	RET()

	text("solo10DoubleAVX2", 0, "func(p *[10][4]uint64, n uint64)")
	Doc("solo10DoubleAVX2 is solo10DoubleGeneric with AVX2: p = [2^n]p, n >= 1.")
	p := ptr10("p")
	n := Load(Param("n"), GP64())
	s = scratch10()
	Label("dbl10")
	double10(p, s)
	DECQ(n)
	JNZ(LabelRef("dbl10"))
	VZEROUPPER()
	RET()

	text("solo10AddAVX2", 0, "func(p, q *[10][4]uint64)")
	Doc("solo10AddAVX2 is solo10AddGeneric with AVX2: p = p + q, q cached.")
	p, q := ptr10("p"), ptr10("q")
	s = scratch10()
	e := s.elem(0)
	addsub10(e, p, perm(1, 1, 2, 3), perm(0, 0, 0, 0), 0b0001, 0b0010)
	mul10(e, e, idPerm, q, idPerm, s)
	addsub10(e, e, perm(0, 0, 2, 2), perm(1, 1, 3, 3), 0b0110, 0b1001)
	products10(p, e, s)
	VZEROUPPER()
	RET()

	text("solo10CachedAVX2", 0, "func(out, p *[10][4]uint64)")
	Doc("solo10CachedAVX2 is solo10CachedGeneric with AVX2.")
	out, p = ptr10("out"), ptr10("p")
	s = scratch10()
	e = s.elem(0)
	addsub10(e, p, perm(1, 1, 2, 3), perm(0, 0, 0, 0), 0b0001, 0b0010)
	k := m10{base: GP64()}
	LEAQ(cK10, k.base)
	mul10(out, e, idPerm, k, idPerm, s)
	VZEROUPPER()
	RET()

	text("solo10SelectAVX2", NOSPLIT, "func(out, e *[10][4]uint64, neg uint32)")
	Doc("solo10SelectAVX2 is solo10SelectGeneric with AVX2.")
	out, e = ptr10("out"), ptr10("e")
	ng := Load(Param("neg"), GP32())
	TESTL(ng, ng)
	JNZ(LabelRef("negate"))
	for i := range 10 {
		VMOVDQU(e.limb(i), ys[i%4])
		VMOVDQU(ys[i%4], out.limb(i))
	}
	VZEROUPPER()
	RET()
	Label("negate")
	for i := range 10 {
		x, t := ys[2*(i%4)], ys[2*(i%4)+1]
		VPERMQ(U8(perm(1, 0, 2, 3)), e.limb(i), x)
		VMOVDQU(cTwoP10.Offset(32*i), t)
		VPSUBQ(x, t, t)
		VPBLENDD(U8(laneBits(0b1000)), t, x, x)
		VMOVDQU(x, out.limb(i))
	}
	VZEROUPPER()
	RET()

	quadKernels()
	prefetchKernel("prefetchElement", "[10][4]uint64", 0, 64, 128, 192, 256)
}

// m10 addresses a four-lane element in memory: limb i is the 32 bytes at
// base+disp+32i.
type m10 struct {
	base Register
	disp int
}

func (m m10) limb(i int) Mem { return Mem{Base: m.base, Disp: m.disp + 32*i} }

// elem returns element j of a scratch area.
func (m m10) elem(j int) m10 { return m10{m.base, m.disp + 320*j} }

func ptr10(name string) m10 { return m10{base: Load(Param(name), GP64())} }

// scratch10 returns a 32-byte aligned stack area of 50 limbs: element 0
// (limbs 0..9) for the point formulas' intermediate element, then 40 limbs
// for mul10's multiples of its second operand.
func scratch10() m10 { return scratchN(1) }

// scratchN returns a 32-byte aligned stack area of n elements for
// intermediates followed by the 40 limbs of the multiples: the scratch
// that mul10, mulFrom and sqr10 take is then its element n-1 (they write
// their multiples from that element's element 1 on).
func scratchN(n int) m10 {
	m := AllocLocal(32*(10*n+40) + 32)
	r := GP64()
	LEAQ(m, r)
	ADDQ(U8(31), r)
	ANDQ(I32(-32), r)
	return m10{base: r}
}

// perm returns the VPERMQ immediate under which lane j takes lane ij.
func perm(i0, i1, i2, i3 int) uint8 { return uint8(i0 | i1<<2 | i2<<4 | i3<<6) }

var idPerm = perm(0, 1, 2, 3)

// laneBits returns the VPBLENDD immediate selecting the 64-bit lanes of
// pattern (bit j: lane j).
func laneBits(pattern uint8) uint8 {
	var b uint8
	for j := range 4 {
		if pattern>>j&1 != 0 {
			b |= 3 << (2 * j)
		}
	}
	return b
}

// loadPerm loads limb i of m into x, its lanes permuted by pm.
func loadPerm(x VecPhysical, m m10, i int, pm uint8) {
	if pm == idPerm {
		VMOVDQU(m.limb(i), x)
	} else {
		VPERMQ(U8(pm), m.limb(i), x)
	}
}

// mask returns the mask of limb k's width: 26 bits for even k, 25 for odd.
func mask(k int) (Mem, uint8) {
	if k%2 == 0 {
		return cMask26, 26
	}
	return cMask25, 25
}

// mul10 sets out = a*b (a's lanes permuted by pa, b's by pb), carried.
// out may alias a or b.
func mul10(out, a m10, pa uint8, b m10, pb uint8, s m10) {
	mulFrom(out, loader(a, pa), loader(b, pb), s)
}

// source gives the limbs of an operand: load(i, x) sets x to limb i using
// no register but x and Y14; mem, when not nil, is where the limbs already lie in
// memory as they are (no permutation, no sum), so that products can read
// them there instead of from a copy in the scratch.
type source struct {
	load func(i int, x VecPhysical)
	mem  *m10
}

// mulFrom sets out = a*b, carried. The product of limbs a_i and b_j has
// weight 2^(e_i + e_j), e_k = ceil(25.5 k), which is 2^(e_(i+j)) times 2
// when i and j are both odd, and wraps past limb 9 with 2^255 = 19: so
// column k is the sum over i of a_i times b_j (j = k - i mod 10) times 19
// (i > k), the terms with i and j odd (only in even columns) summed first
// and doubled. b's multiples by 19 (and b itself, unless it lies in memory
// as it is) are written to the scratch first; a sits in Y0..Y9; columns
// 0..4 are spilled to the scratch, columns 5..9 stay in Y10..Y14; then the
// carry chain of carrySeq, and out is written last, so out may be anything
// a or b reads.
func mulFrom(out m10, a, b source, s m10) {
	v := multiples(s, b)
	for i := range 10 {
		a.load(i, ys[i])
	}
	columns(out, v, func(k int, acc, tmp VecPhysical) {
		first := true
		add := func(i int) {
			j := (k - i + 10) % 10
			m := limbOf(v, b, j)
			if i > k {
				m = v.limb(4*j + 2)
			}
			product(m, i, first, acc, tmp)
			first = false
		}
		if k%2 == 0 {
			for i := 1; i < 10; i += 2 {
				add(i)
			}
			VPADDQ(acc, acc, acc)
		}
		for i := range 10 {
			if k%2 == 1 || i%2 == 0 {
				add(i)
			}
		}
	})
}

// loader loads limb i of m, its lanes permuted by pm.
func loader(m m10, pm uint8) source {
	src := source{load: func(i int, x VecPhysical) { loadPerm(x, m, i, pm) }}
	if pm == idPerm {
		src.mem = &m
	}
	return src
}

// loadSum loads limb i of a + b.
func loadSum(a, b m10) source {
	return source{load: func(i int, x VecPhysical) {
		VMOVDQU(a.limb(i), x)
		VPADDQ(b.limb(i), x, x)
	}}
}

// loadDiff loads limb i of a + 2p - b.
func loadDiff(a, b m10) source {
	return source{load: func(i int, x VecPhysical) {
		VMOVDQU(a.limb(i), x)
		VPADDQ(cTwoP10.Offset(32*i), x, x)
		VPSUBQ(b.limb(i), x, x)
	}}
}

// sqr10 sets out = a*a, carried, with the weights of mulFrom: each column
// sums its products a_i a_j (i < j) once and doubles the sum, and even
// columns add one square a_i a_i of odd i and one of even i. Terms that
// need a factor of 2 more (i and j odd) are summed first: an even column
// is 2 (2 S_oo + S_ee + Q_o) + Q_e, where S_oo and S_ee are the sums of the
// products of two odd and of two even limbs, Q_o and Q_e the squares. a's
// limbs are loaded once into Y0..Y9 (a.load may use Y14 as well), the
// products that do not wrap multiply two of those registers, and only
// 19 a_j (j > 0) is written to the scratch, for the products that wrap.
// The operand's limbs may be up to twice the carried bound (a sum of two
// carried elements, uncarried): 19 (2^27 + 2^18) is still below 2^32, and
// a column below 2^62 (every partial sum is below the column's). out may
// be anything a reads.
func sqr10(out m10, a source, s m10) {
	v := s.elem(1)
	for j := range 10 {
		a.load(j, ys[j])
	}
	for j := 1; j < 10; j++ { // after every load: a may lie anywhere
		VPMULUDQ(c19x4, ys[j], Y15)
		VMOVDQU(Y15, v.limb(4*j+2))
	}
	columns(out, v, func(k int, acc, tmp VecPhysical) {
		first := true
		add := func(i, j int) {
			var m Op = ys[j]
			if i+j >= 10 {
				m = v.limb(4*j + 2)
			}
			product(m, i, first, acc, tmp)
			first = false
		}
		cross := func(parity int) {
			for i := range 10 {
				for j := i + 1; j < 10; j++ {
					if (i+j)%10 == k && (parity < 0 || i%2 == parity && j%2 == parity) {
						add(i, j)
					}
				}
			}
		}
		if k%2 == 1 { // every product has one odd and one even limb
			cross(-1)
			VPADDQ(acc, acc, acc)
			return
		}
		cross(1)
		VPADDQ(acc, acc, acc)
		cross(0)
		qo, qe := k/2, k/2+5
		if qo%2 == 0 {
			qo, qe = qe, qo
		}
		add(qo, qo)
		VPADDQ(acc, acc, acc)
		add(qe, qe)
	})
}

// multiples writes, for the limbs b_j of an operand, 19 b_j to limb 4j + 2
// of the scratch's element 1 onwards (j > 0), and b_j itself to limb 4j
// unless b lies in memory as it is; it returns the area's address. Limbs
// 4k + 1 (k < 5) take the spilled columns (mulFrom's and sqr10's), limbs
// 4j + 3 are unused.
func multiples(s m10, b source) m10 {
	v := s.elem(1)
	if b.mem != nil && b.mem.base == v.base && b.mem.disp < v.disp+32*40 && v.disp < b.mem.disp+32*10 {
		panic("multiples: the operand overlaps the scratch's multiples")
	}
	for j := range 10 {
		switch {
		case b.mem == nil:
			b.load(j, Y0)
			VMOVDQU(Y0, v.limb(4*j))
		case j > 0:
			VMOVDQU(b.mem.limb(j), Y0)
		}
		if j > 0 {
			VPMULUDQ(c19x4, Y0, Y1)
			VMOVDQU(Y1, v.limb(4*j+2))
		}
	}
	return v
}

// limbOf returns where limb j of the operand b of multiples lies.
func limbOf(v m10, b source, j int) Mem {
	if b.mem != nil {
		return b.mem.limb(j)
	}
	return v.limb(4 * j)
}

// product adds to acc (or, first, sets acc to) a_i, held in ys[i], times
// m, a register or a limb in memory.
func product(m Op, i int, first bool, acc, tmp VecPhysical) {
	if first {
		VPMULUDQ(m, ys[i], acc)
		return
	}
	VPMULUDQ(m, ys[i], tmp)
	VPADDQ(tmp, acc, acc)
}

// columns emits the ten columns of a product with a's limbs in Y0..Y9
// (column(k, acc, tmp) sums column k into acc): columns 0..4 are spilled
// to limbs 1, 5, 9, 13 and 17 of the multiples' area v, columns 5..9 stay
// in Y10..Y14; then the carry chain of carrySeq, and out is written.
func columns(out, v m10, column func(k int, acc, tmp VecPhysical)) {
	for k := range 5 {
		column(k, Y15, Y14)
		VMOVDQU(Y15, v.limb(4*k+1))
	}
	for k := 5; k < 10; k++ {
		column(k, ys[k+5], Y15)
	}
	h := [10]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y10, Y11, Y12, Y13, Y14}
	for k := range 5 {
		VMOVDQU(v.limb(4*k+1), h[k])
	}
	for _, k := range carrySeq {
		carryStep(h, k, Y5, Y6)
	}
	for k := range 10 {
		VMOVDQU(h[k], out.limb(k))
	}
}

// carrySeq is the order of mul10's carries: two chains, from limb 0 and
// from limb 4, then limb 9 into limb 0 (times 19) and limb 0 once more.
var carrySeq = []int{0, 4, 1, 5, 2, 6, 3, 7, 4, 8, 9, 0}

// carryStep moves the bits of limb k above its width into limb k+1 (limb
// 9's, times 19 = 1 + 2 + 16, into limb 0), with temporaries t and u.
func carryStep(h [10]VecPhysical, k int, t, u VecPhysical) {
	m, w := mask(k)
	VPSRLQ(U8(w), h[k], t)
	VPAND(m, h[k], h[k])
	if k < 9 {
		VPADDQ(t, h[k+1], h[k+1])
		return
	}
	times19(t, h[0], u)
}

// times19 adds 19 c to h (c + 2c + 16c), with u as scratch.
func times19(c, h, u VecPhysical) {
	VPADDQ(c, h, h)
	VPSLLQ(U8(1), c, u)
	VPADDQ(u, h, h)
	VPSLLQ(U8(4), c, u)
	VPADDQ(u, h, h)
}

// carryRound runs one parallel carry round on h: every limb keeps its low
// 26 or 25 bits and passes the rest to the next, limb 9's entering limb 0
// times 19. Going from the top down, each limb's carry is taken before the
// carry from below reaches it, so two temporaries suffice.
func carryRound(h [10]VecPhysical, t, u VecPhysical) {
	VPSRLQ(U8(25), h[9], t)
	VPAND(cMask25, h[9], h[9])
	for k := 8; k >= 0; k-- {
		m, w := mask(k)
		VPSRLQ(U8(w), h[k], u)
		VPAND(m, h[k], h[k])
		VPADDQ(u, h[k+1], h[k+1])
	}
	times19(t, h[0], u)
}

// addsub10 sets out to v1 + v2 in the lanes of add, v1 - v2 + 2p in those
// of sub and v1 elsewhere, not carried (a multiplication takes it as it
// is), where v1 and v2 are src's lanes permuted by p1 and p2. out may alias
// src: each limb is read before it is written.
func addsub10(out, src m10, p1, p2 uint8, add, sub uint8) {
	for i := range 10 {
		VMOVDQU(src.limb(i), Y0)
		VPERMQ(U8(p1), Y0, Y1)
		VPERMQ(U8(p2), Y0, Y2)
		VPADDQ(Y2, Y1, Y3)
		VMOVDQU(cTwoP10.Offset(32*i), Y4)
		VPADDQ(Y1, Y4, Y4)
		VPSUBQ(Y2, Y4, Y4)
		VPBLENDD(U8(laneBits(add)), Y3, Y1, Y1)
		VPBLENDD(U8(laneBits(sub)), Y4, Y1, Y1)
		VMOVDQU(Y1, out.limb(i))
	}
}

// products10 sets out = (Xc Tc, Yc Zc, Zc Tc, Xc Yc) from the completed
// point c: the extended point.
func products10(out, c m10, s m10) {
	mul10(out, c, perm(0, 1, 2, 0), c, perm(3, 2, 3, 1), s)
}

// double10 sets p = 2p with the doubling of Hisil, Wong, Carter and Dawson
// (section 3.3, a = -1): (X, Y, Z, X+Y) squared gives (A, B, C, E) = (XX,
// YY, ZZ, (X+Y)^2), and the completed point (E-A-B, B+A, B-A, 2C-B+A),
// taken with its first and third coordinates negated (which negates all
// four products, the same point), is (A+B-E, A+B, A-B, A-B+2C): A plus B
// in lanes 0 and 1 and 2p - B in lanes 2 and 3, plus 2p - E in lane 0 and
// 2C in lane 3, carried once.
func double10(p, s m10) {
	e := s.elem(0)
	sqr10(e, source{load: func(j int, x VecPhysical) {
		VPERMQ(U8(perm(0, 1, 2, 0)), p.limb(j), x)
		VPERMQ(U8(perm(0, 0, 0, 1)), p.limb(j), Y14)
		VPADDQ(Y14, x, Y14)
		VPBLENDD(U8(laneBits(0b1000)), Y14, x, x)
	}}, s)
	r := [10]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9}
	for i := range 10 {
		c := r[i]
		VMOVDQU(e.limb(i), Y10)
		VMOVDQU(cTwoP10.Offset(32*i), Y11)
		VPERMQ(U8(perm(0, 0, 0, 0)), Y10, c)   // A
		VPERMQ(U8(perm(1, 1, 1, 1)), Y10, Y12) // B
		VPERMQ(U8(perm(3, 3, 2, 2)), Y10, Y13) // E, C
		VPSUBQ(Y12, Y11, Y14)                  // 2p - B
		VPBLENDD(U8(laneBits(0b1100)), Y14, Y12, Y12)
		VPADDQ(Y12, c, c)     // A+B, A+B, A+2p-B, A+2p-B
		VPSUBQ(Y13, Y11, Y14) // 2p - E
		VPADDQ(Y13, Y13, Y13) // 2C
		VPBLENDD(U8(laneBits(0b0001)), Y14, Y13, Y13)
		VPADDQ(Y13, c, Y14)
		VPBLENDD(U8(laneBits(0b1001)), Y14, c, c)
	}
	carryRound(r, Y14, Y15)
	for i := range 10 {
		VMOVDQU(r[i], e.limb(i))
	}
	products10(p, e, s)
}

// quadDouble sets p = 2p in every lane (point10DoubleGeneric's formulas),
// writing T only if withT; s is a scratch of four elements (scratchN(4)).
func quadDouble(p, s m10, withT bool) {
	a, b, c, e := s.elem(0), s.elem(1), s.elem(2), s.elem(3)
	ms := s.elem(3)
	x, y, z, t := p.elem(0), p.elem(1), p.elem(2), p.elem(3)
	sqr10(a, loader(x, idPerm), ms)
	sqr10(b, loader(y, idPerm), ms)
	sqr10(c, loader(z, idPerm), ms)
	sqr10(e, loadSum(x, y), ms)
	h := [10]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9}
	// Xc = A + B + 2p - E, carried, over E.
	for i := range 10 {
		VMOVDQU(a.limb(i), h[i])
		VPADDQ(b.limb(i), h[i], h[i])
		VPADDQ(cTwoP10.Offset(32*i), h[i], h[i])
		VPSUBQ(e.limb(i), h[i], h[i])
	}
	carryRound(h, Y14, Y15)
	for i := range 10 {
		VMOVDQU(h[i], e.limb(i))
	}
	// Tc = A + 2p - B + 2C, carried, over C.
	for i := range 10 {
		VMOVDQU(a.limb(i), h[i])
		VPADDQ(cTwoP10.Offset(32*i), h[i], h[i])
		VPSUBQ(b.limb(i), h[i], h[i])
		VPADDQ(c.limb(i), h[i], h[i])
		VPADDQ(c.limb(i), h[i], h[i])
	}
	carryRound(h, Y14, Y15)
	for i := range 10 {
		VMOVDQU(h[i], c.limb(i))
	}
	// Yc = A + B over A, Zc = A + 2p - B over B.
	for i := range 10 {
		VMOVDQU(a.limb(i), Y10)
		VMOVDQU(b.limb(i), Y11)
		VPADDQ(Y11, Y10, Y12)
		VPADDQ(cTwoP10.Offset(32*i), Y10, Y13)
		VPSUBQ(Y11, Y13, Y13)
		VMOVDQU(Y12, a.limb(i))
		VMOVDQU(Y13, b.limb(i))
	}
	mulFrom(x, loader(e, idPerm), loader(c, idPerm), ms)
	mulFrom(y, loader(a, idPerm), loader(b, idPerm), ms)
	mulFrom(z, loader(b, idPerm), loader(c, idPerm), ms)
	if withT {
		mulFrom(t, loader(e, idPerm), loader(a, idPerm), ms)
	}
}

// quadAdd sets p = p + q in every lane, q cached (point10AddGenericT's
// formulas), writing T only if withT; s is a scratch of four elements.
func quadAdd(p, q, s m10, withT bool) {
	pp, mm, tt, zz := s.elem(0), s.elem(1), s.elem(2), s.elem(3)
	ms := s.elem(3)
	x, y, z, t := p.elem(0), p.elem(1), p.elem(2), p.elem(3)
	mulFrom(pp, loadSum(y, x), loader(q.elem(0), idPerm), ms)
	mulFrom(mm, loadDiff(y, x), loader(q.elem(1), idPerm), ms)
	mulFrom(tt, loader(t, idPerm), loader(q.elem(3), idPerm), ms)
	mulFrom(zz, loader(z, idPerm), loader(q.elem(2), idPerm), ms)
	xc, yc := loadDiff(pp, mm), loadSum(pp, mm)
	zc, tc := loadSum(zz, tt), loadDiff(zz, tt)
	mulFrom(x, xc, tc, ms)
	mulFrom(y, yc, zc, ms)
	mulFrom(z, zc, tc, ms)
	if withT {
		mulFrom(t, xc, yc, ms)
	}
}

// quadKernels emits the kernels of the quad engine: four independent
// points, one per lane.
func quadKernels() {
	cLaneBits = GLOBL("quadLaneBits", RODATA|NOPTR)
	for l := range 4 {
		DATA(8*l, U64(1<<l))
	}
	cD2x4 = GLOBL("quadD2", RODATA|NOPTR)
	for i, v := range limbs10(d2Limbs) {
		for l := range 4 {
			DATA(32*i+8*l, U64(v))
		}
	}

	text("point10DoubleAVX2", 0, "func(p *[4][10][4]uint64, n uint64)")
	Doc("point10DoubleAVX2 is point10DoubleGeneric with AVX2: p = [2^n]p, n >= 1.")
	p := ptr10("p")
	n := Load(Param("n"), GP64())
	s := scratchN(4)
	DECQ(n)
	JZ(LabelRef("last10"))
	Label("dbl4")
	quadDouble(p, s, false)
	DECQ(n)
	JNZ(LabelRef("dbl4"))
	Label("last10")
	quadDouble(p, s, true)
	VZEROUPPER()
	RET()

	for _, withT := range []bool{true, false} {
		name, doc := "point10AddAVX2", "point10AddAVX2 is point10AddGeneric with AVX2: p = p + q, q cached."
		if !withT {
			name, doc = "point10AddNoTAVX2", "point10AddNoTAVX2 is point10AddNoTGeneric with AVX2."
		}
		text(name, 0, "func(p, q *[4][10][4]uint64)")
		Doc(doc)
		p, q := ptr10("p"), ptr10("q")
		s := scratchN(4)
		quadAdd(p, q, s, withT)
		VZEROUPPER()
		RET()
	}

	text("point10CachedAVX2", 0, "func(out, p *[4][10][4]uint64)")
	Doc("point10CachedAVX2 is point10CachedGeneric with AVX2.")
	out0, p0 := ptr10("out"), ptr10("p")
	s = scratchN(1)
	d2 := m10{base: GP64()}
	LEAQ(cD2x4, d2.base)
	mulFrom(out0.elem(3), loader(p0.elem(3), idPerm), loader(d2, idPerm), s)
	for i := range 10 {
		VMOVDQU(p0.elem(0).limb(i), Y0)
		VMOVDQU(p0.elem(1).limb(i), Y1)
		VMOVDQU(p0.elem(2).limb(i), Y2)
		VPADDQ(Y0, Y1, Y3)
		VPADDQ(cTwoP10.Offset(32*i), Y1, Y4)
		VPSUBQ(Y0, Y4, Y4)
		VPADDQ(Y2, Y2, Y2)
		VMOVDQU(Y3, out0.elem(0).limb(i))
		VMOVDQU(Y4, out0.elem(1).limb(i))
		VMOVDQU(Y2, out0.elem(2).limb(i))
	}
	VZEROUPPER()
	RET()

	text("selectLanes10AVX2", NOSPLIT, "func(out *[4][10][4]uint64, tab *[4][10][4]uint64, idx *[4]uint64, neg uint32)")
	Doc("selectLanes10AVX2 is selectLanes10Generic with AVX2.")
	out1 := ptr10("out")
	tab := Load(Param("tab"), GP64())
	ix := Load(Param("idx"), GP64())
	var src [4]m10
	for l := range src {
		src[l] = m10{base: GP64()}
		MOVQ(Mem{Base: ix, Disp: 8 * l}, src[l].base)
		ADDQ(tab, src[l].base)
	}
	ngl := Load(Param("neg"), GP32())
	quadNegMask(ngl, Y15)
	for i := range 10 {
		var c [4]VecPhysical
		for k := range c {
			c[k] = ys[k]
			VMOVDQU(src[0].elem(k).limb(i), c[k])
			for l := 1; l < 4; l++ {
				VPBLENDD(U8(laneBits(1<<l)), src[l].elem(k).limb(i), c[k], c[k])
			}
		}
		negateStore(out1, i, c, Y15)
	}
	VZEROUPPER()
	RET()

	text("select10AVX2", NOSPLIT, "func(out *[4][10][4]uint64, ents *[4]*[10][4]uint64, neg uint32)")
	Doc("select10AVX2 is select10Generic with AVX2.")
	out := ptr10("out")
	ents := Load(Param("ents"), GP64())
	var e [4]m10
	for l := range e {
		e[l] = m10{base: GP64()}
		MOVQ(Mem{Base: ents, Disp: 8 * l}, e[l].base)
	}
	ng := Load(Param("neg"), GP32())
	quadNegMask(ng, Y15)
	for i := range 10 {
		// Lanes (c0, c1) of entries 0 and 2, and of 1 and 3, then (c2,
		// c3): unpacking transposes them.
		var c [4]VecPhysical
		for h := range 2 {
			lo, hi := ys[4*h], ys[4*h+1]
			VMOVDQU(e[0].limb(i).Offset(16*h), lo.AsX())
			VINSERTI128(U8(1), e[2].limb(i).Offset(16*h), lo, lo)
			VMOVDQU(e[1].limb(i).Offset(16*h), hi.AsX())
			VINSERTI128(U8(1), e[3].limb(i).Offset(16*h), hi, hi)
			c[2*h], c[2*h+1] = ys[4*h+2], ys[4*h+3]
			VPUNPCKLQDQ(hi, lo, c[2*h])
			VPUNPCKHQDQ(hi, lo, c[2*h+1])
		}
		negateStore(out, i, c, Y15)
	}
	VZEROUPPER()
	RET()
}

// quadNegMask sets m to all ones in the lanes whose bit of neg is set.
func quadNegMask(neg Register, m VecPhysical) {
	VMOVD(neg, m.AsX())
	VPBROADCASTQ(m.AsX(), m)
	VPAND(cLaneBits, m, m)
	VPCMPEQQ(cLaneBits, m, m)
}

// negateStore writes limb i of the cached point c (Y+X, Y-X, 2Z, 2dT in
// c[0..3]) to out, negated in the lanes of the mask m: Y+X and Y-X swap and
// 2dT becomes 2p - 2dT. It uses Y8..Y11.
func negateStore(out m10, i int, c [4]VecPhysical, m VecPhysical) {
	VPBLENDVB(m, c[1], c[0], Y8)
	VPBLENDVB(m, c[0], c[1], Y9)
	VMOVDQU(cTwoP10.Offset(32*i), Y10)
	VPSUBQ(c[3], Y10, Y10)
	VPBLENDVB(m, Y10, c[3], Y11)
	VMOVDQU(Y8, out.elem(0).limb(i))
	VMOVDQU(Y9, out.elem(1).limb(i))
	VMOVDQU(c[2], out.elem(2).limb(i))
	VMOVDQU(Y11, out.elem(3).limb(i))
}
