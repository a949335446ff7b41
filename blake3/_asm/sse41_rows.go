package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// SSE4.1 row-wise compressions: one block (compressSSE41), a chain of blocks
// (compressChainSSE41), a whole short input (sumChunkSSE41), and two
// interleaved (hashParentsSSE41x2, xofSSE41x2); rotations by PSHUFB,
// message vectors by PINSRD.

// genCompressSSE41 is the row-wise single compression with SSE4.1 only.
func genCompressSSE41() {
	name := "compressSSE41"
	TEXT(name, NOSPLIT, "func(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" is compressGeneric on SSE4.1: rows of the state in XMM", "registers, message vectors built by PINSRD.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := GP64()
	Load(Param("counter"), ctr)
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: cvp}, a)
	MOVOU(Mem{Base: cvp, Disp: 16}, b)
	MOVOU(ivRow, c)
	MOVQ(ctr, d)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(bp)
	out := Load(Param("out"), GP64())
	MOVOU(Mem{Base: cvp}, X4)
	MOVOU(Mem{Base: cvp, Disp: 16}, X5)
	PXOR(c, a)
	PXOR(d, b)
	PXOR(X4, c)
	PXOR(X5, d)
	MOVOU(a, Mem{Base: out})
	MOVOU(b, Mem{Base: out, Disp: 16})
	MOVOU(c, Mem{Base: out, Disp: 32})
	MOVOU(d, Mem{Base: out, Disp: 48})
	RET()
}

// rowRoundsSSE41 emits the seven rounds of the SSE4.1 row-wise compression
// on the state rows X0..X3, the message read from the block at bp by
// PINSRD into X4..X7 and X9..X12, with the PSHUFB rotation masks in X14
// (16) and X15 (8) and X8 as scratch.
func rowRoundsSSE41(bp Register) {
	a, b, c, d := X0, X1, X2, X3
	tmp := X8
	r16, r8 := X14, X15
	mregs := []VecPhysical{X4, X5, X6, X7, X9, X10, X11, X12}
	rotr := func(x VecPhysical, n int) {
		MOVO(x, tmp)
		PSRLL(U8(n), tmp)
		PSLLL(U8(32-n), x)
		POR(tmp, x)
	}
	gRow := func(mx, my VecPhysical) {
		PADDL(mx, a)
		PADDL(b, a)
		PXOR(a, d)
		PSHUFB(r16, d)
		PADDL(d, c)
		PXOR(c, b)
		rotr(b, 12)
		PADDL(my, a)
		PADDL(b, a)
		PXOR(a, d)
		PSHUFB(r8, d)
		PADDL(d, c)
		PXOR(c, b)
		rotr(b, 7)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			loadRowMsg(bp, r, k, mv[k])
		}
		gRow(mv[0], mv[1])
		PSHUFD(U8(0x93), a, a)
		PSHUFD(U8(0x39), c, c)
		PSHUFD(U8(0x4e), d, d)
		gRow(mv[2], mv[3])
		PSHUFD(U8(0x39), a, a)
		PSHUFD(U8(0x93), c, c)
		PSHUFD(U8(0x4e), d, d)
	}
}

// genHashParentsSSE41x2 emits hashParentsSSE41x2: one or two parent nodes,
// each the row-wise compression of compressSSE41, the two interleaved
// instruction by instruction so that each fills the other's latency. Both
// states (X0..X3 and X4..X7), half a round's message vectors for both
// (X8..X11), a scratch (X12) and the rotation masks (X13, X14) fit the
// sixteen XMM registers.
func genHashParentsSSE41x2() {
	name := "hashParentsSSE41x2"
	TEXT(name, NOSPLIT, "func(in *byte, n int, key *[8]uint32, flags uint32, out *byte)")
	Doc(name+" hashes n parent blocks (1 <= n <= 2) from in into n chaining values",
		"at out, 32 bytes each, under key and flags; the parent flag is added.")
	Pragma("noescape")
	in0 := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	ORL(U32(flagParent), f)
	Comment("With n = 1 both states hash the first block.")
	in1 := GP64()
	LEAQ(Mem{Base: in0, Disp: 64}, in1)
	CMPQ(n, U8(1))
	CMOVQEQ(in0, in1)
	bps := []Register{in0, in1}
	st := [2][4]VecPhysical{{X0, X1, X2, X3}, {X4, X5, X6, X7}}
	tmp, r16, r8 := X12, X13, X14
	MOVOU(rot16, r16)
	MOVOU(rot8, r8)
	a, b, c, d := st[0][0], st[0][1], st[0][2], st[0][3]
	MOVOU(Mem{Base: key}, a)
	MOVOU(Mem{Base: key, Disp: 16}, b)
	MOVOU(ivRow, c)
	Comment("Row d: counter 0, block length 64, flags.")
	PXOR(d, d)
	bl := GP32()
	MOVL(U32(64), bl)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), f, d)
	for i := 0; i < 4; i++ {
		MOVO(st[0][i], st[1][i])
	}
	m := [2][2]VecPhysical{{X8, X9}, {X10, X11}}
	roundsSSE41x2(st, tmp, r16, r8, func(r, h int) [2][2]VecPhysical {
		for i := 0; i < 2; i++ {
			for v := 0; v < 2; v++ {
				loadRowMsg(bps[i], r, 2*h+v, m[i][v])
			}
		}
		return m
	})
	Comment("Chaining values: rows a^c and b^d; the second only for n = 2.")
	out := Load(Param("out"), GP64())
	for i := 0; i < 2; i++ {
		PXOR(st[i][2], st[i][0])
		PXOR(st[i][3], st[i][1])
	}
	MOVOU(st[0][0], Mem{Base: out})
	MOVOU(st[0][1], Mem{Base: out, Disp: 16})
	CMPQ(n, U8(1))
	JEQ(LabelRef(name + "_done"))
	MOVOU(st[1][0], Mem{Base: out, Disp: 32})
	MOVOU(st[1][1], Mem{Base: out, Disp: 48})
	Label(name + "_done")
	RET()
}

// loadRowMsg loads message vector k of round r of the block at bp into x,
// one word at a time.
func loadRowMsg(bp Register, r, k int, x VecPhysical) {
	for j, w := range rowMsg(r, k) {
		src := Mem{Base: bp, Disp: 4 * w}
		if j == 0 {
			// MOVSS loads exactly 4 bytes; Go's MOVD would assemble
			// to an 8-byte MOVQ and read past word 15.
			MOVSS(src, x)
		} else {
			PINSRD(U8(j), src, x)
		}
	}
}

// roundsSSE41x2 emits the seven rounds of two row-wise compressions on the
// states st (rows a, b, c, d each), interleaved instruction by instruction
// so that each fills the other's latency, with tmp as scratch and the
// PSHUFB rotation masks in r16 and r8. msg(r, h) loads the message vectors
// of half h of round r and returns them per state: m[i][0] for the first
// G step, m[i][1] for the second.
func roundsSSE41x2(st [2][4]VecPhysical, tmp, r16, r8 VecPhysical, msg func(r, h int) [2][2]VecPhysical) {
	rotr := func(x VecPhysical, k int) {
		MOVO(x, tmp)
		PSRLL(U8(k), tmp)
		PSLLL(U8(32-k), x)
		POR(tmp, x)
	}
	// each applies op to both states, the first then the second.
	each := func(op func(s [4]VecPhysical, mv [2]VecPhysical), m [2][2]VecPhysical) {
		op(st[0], m[0])
		op(st[1], m[1])
	}
	half := func(m [2][2]VecPhysical, j int, rot VecPhysical, k int) {
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(mv[j], s[0]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(s[1], s[0]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PXOR(s[0], s[3]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PSHUFB(rot, s[3]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(s[3], s[2]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PXOR(s[2], s[1]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { rotr(s[1], k) }, m)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		for h := 0; h < 2; h++ {
			m := msg(r, h)
			half(m, 0, r16, 12)
			half(m, 1, r8, 7)
			shufA, shufC := U8(0x93), U8(0x39)
			if h == 1 {
				shufA, shufC = shufC, shufA
			}
			for i := 0; i < 2; i++ {
				PSHUFD(shufA, st[i][0], st[i][0])
				PSHUFD(shufC, st[i][2], st[i][2])
				PSHUFD(U8(0x4e), st[i][3], st[i][3])
			}
		}
	}
}

// genXOFSSE41x2 emits xofSSE41x2: one or two root output blocks, the
// row-wise compressions of compressSSE41 of one block under one chaining
// value with counters counter and counter+1, interleaved instruction by
// instruction as in hashParentsSSE41x2. Both states read the same message,
// so half a round's two message vectors (X8, X9) serve both.
func genXOFSSE41x2() {
	name := "xofSSE41x2"
	TEXT(name, NOSPLIT, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 2) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := Load(Param("counter"), GP64())
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	st := [2][4]VecPhysical{{X0, X1, X2, X3}, {X4, X5, X6, X7}}
	tmp, r16, r8 := X12, X13, X14
	MOVOU(rot16, r16)
	MOVOU(rot8, r8)
	for i := 0; i < 2; i++ {
		Commentf("State %d: row d is counter+%d, block length, flags.", i, i)
		a, b, c, d := st[i][0], st[i][1], st[i][2], st[i][3]
		MOVOU(Mem{Base: cvp}, a)
		MOVOU(Mem{Base: cvp, Disp: 16}, b)
		MOVOU(ivRow, c)
		if i == 1 {
			ADDQ(U8(1), ctr)
		}
		MOVQ(ctr, d)
		PINSRD(U8(2), bl, d)
		PINSRD(U8(3), fl, d)
	}
	m := [2]VecPhysical{X8, X9}
	roundsSSE41x2(st, tmp, r16, r8, func(r, h int) [2][2]VecPhysical {
		for v := 0; v < 2; v++ {
			loadRowMsg(bp, r, 2*h+v, m[v])
		}
		return [2][2]VecPhysical{m, m}
	})
	Comment("Output rows a^c, b^d, c^cv[0:4], d^cv[4:8]; the second block only for n = 2.")
	n := Load(Param("n"), GP64())
	out := Load(Param("out"), GP64())
	cv0, cv1 := X10, X11
	MOVOU(Mem{Base: cvp}, cv0)
	MOVOU(Mem{Base: cvp, Disp: 16}, cv1)
	for i := 0; i < 2; i++ {
		a, b, c, d := st[i][0], st[i][1], st[i][2], st[i][3]
		PXOR(c, a)
		PXOR(d, b)
		PXOR(cv0, c)
		PXOR(cv1, d)
		if i == 1 {
			CMPQ(n, U8(1))
			JEQ(LabelRef(name + "_done"))
		}
		for j, x := range st[i] {
			MOVOU(x, Mem{Base: out, Disp: 64*i + 16*j})
		}
	}
	Label(name + "_done")
	RET()
}

// genCompressChainSSE41 is compressChainAVX512 with SSE4.1 only: the
// rounds of compressSSE41 in a loop over the blocks, the chaining value
// kept in X0 and X1.
func genCompressChainSSE41() {
	name := "compressChainSSE41"
	TEXT(name, NOSPLIT, "func(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)")
	Doc(name+" compresses the n >= 1 whole blocks at in into cv in order, all with",
		"the given counter and block length 64; the first block gets flags, the",
		"others flags without the chunk-start flag.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	first := X13
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: cvp}, a)
	MOVOU(Mem{Base: cvp, Disp: 16}, b)
	MOVQ(paramAddr("counter"), first)
	bl := GP32()
	MOVL(U32(64), bl)
	PINSRD(U8(2), bl, first)
	PINSRD(U8(3), fl, first)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	Comment("Row d of the first block stays in X13; the others take their flags from fl.")
	Label(name + "_block")
	MOVOU(ivRow, c)
	MOVO(first, d)
	PINSRD(U8(3), fl, first)
	rowRoundsSSE41(in)
	PXOR(c, a)
	PXOR(d, b)
	ADDQ(U32(64), in)
	DECQ(n)
	JNZ(LabelRef(name + "_block"))
	MOVOU(a, Mem{Base: cvp})
	MOVOU(b, Mem{Base: cvp, Disp: 16})
	RET()
}

// genSumChunkSSE41 is sumChunkAVX512 with SSE4.1 only: the chain of
// compressChainSSE41 over the whole blocks before the last, then the last
// block with the chunk-end and root flags, in one call. Without masked
// loads the last block comes zero-padded from the caller.
func genSumChunkSSE41() {
	name := "sumChunkSSE41"
	TEXT(name, NOSPLIT, "func(out *[32]byte, key *[8]uint32, in *byte, nb int, last *[64]byte, lastLen uint32, flags uint32)")
	Doc(name+" sets out to the digest of a message of one chunk at counter 0,",
		"hashed under key with the mode flags: the nb >= 0 whole blocks at in, then",
		"the block last, whose first lastLen bytes are the message's last bytes and",
		"the rest zero.")
	Pragma("noescape")
	kp := Load(Param("key"), GP64())
	in := Load(Param("in"), GP64())
	nb := Load(Param("nb"), GP64())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: kp}, a)
	MOVOU(Mem{Base: kp, Disp: 16}, b)
	ORL(U32(flagChunkStart), fl)
	bl := GP32()
	MOVL(U32(64), bl)
	TESTQ(nb, nb)
	JZ(LabelRef(name + "_last"))
	Comment("Row d: counter 0, block length 64, flags (chunk start on the first).")
	Label(name + "_block")
	MOVOU(ivRow, c)
	PXOR(d, d)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(in)
	PXOR(c, a)
	PXOR(d, b)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	ADDQ(U32(64), in)
	DECQ(nb)
	JNZ(LabelRef(name + "_block"))
	Label(name + "_last")
	lp := Load(Param("last"), GP64())
	ll := Load(Param("lastLen"), GP32())
	ORL(U32(flagChunkEnd|flagRoot), fl)
	MOVOU(ivRow, c)
	PXOR(d, d)
	PINSRD(U8(2), ll, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(lp)
	Comment("The digest: rows a^c and b^d.")
	PXOR(c, a)
	PXOR(d, b)
	out := Load(Param("out"), GP64())
	MOVOU(a, Mem{Base: out})
	MOVOU(b, Mem{Base: out, Disp: 16})
	RET()
}
