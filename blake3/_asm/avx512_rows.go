package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512VL row-wise single compressions for the short-input path: rows of
// the state in XMM registers, rotations by VPRORD, message vectors built
// from the block's quarters by in-lane VPSHUFD (quarterMsg).

// genCompress512 is the row-wise single compression: rows in X0..X3, the
// block by quarters in X4..X7, message vectors built by quarterMsg.
func genCompress512() {
	name := "compressAVX512"
	TEXT(name, NOSPLIT, "func(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" is compressGeneric on AVX-512VL: rows of the state in XMM", "registers, rotations by VPRORD.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	a, b, c, d := X0, X1, X2, X3
	VMOVDQU(Mem{Base: cvp}, a)
	VMOVDQU(Mem{Base: cvp, Disp: 16}, b)
	// The block by quarters, 16-byte loads: the engine writes blocks with
	// 16-byte stores, and a wider load spanning two of them would miss
	// store forwarding.
	quarters := []VecPhysical{X4, X5, X6, X7}
	for i, q := range quarters {
		VMOVDQU(Mem{Base: bp, Disp: 16 * i}, q)
	}
	setRowMasks()
	VMOVDQU(ivRow, c)
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	VMOVQ(paramAddr("counter"), d)
	VPINSRD(U8(2), bl, d, d)
	VPINSRD(U8(3), fl, d, d)
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op, first bool) {
		if first {
			VPADDD(b, a, a)
			VPADDD(mx, a, a)
		} else {
			VPADDD(mx, a, a)
			VPADDD(b, a, a)
		}
		VPXORD(a, d, d)
		VPRORD(U8(16), d, d)
		VPADDD(d, c, c)
		VPXORD(c, b, b)
		VPRORD(U8(12), b, b)
		VPADDD(my, a, a)
		VPADDD(b, a, a)
		VPXORD(a, d, d)
		VPRORD(U8(8), d, d)
		VPADDD(d, c, c)
		VPXORD(c, b, b)
		VPRORD(U8(7), b, b)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, quarters)
		}
		gRow(mv[0].AsX(), mv[1].AsX(), r == 0)
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX(), false)
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
	out := Load(Param("out"), GP64())
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	VPXORD(Mem{Base: cvp}, c, c)
	VPXORD(Mem{Base: cvp, Disp: 16}, d, d)
	VMOVDQU(a, Mem{Base: out})
	VMOVDQU(b, Mem{Base: out, Disp: 16})
	VMOVDQU(c, Mem{Base: out, Disp: 32})
	VMOVDQU(d, Mem{Base: out, Disp: 48})
	VZEROUPPER()
	RET()
}

// genCompressChain512 compresses a run of whole blocks of one chunk in
// sequence, keeping the chaining value in registers: the row-wise
// compression of compressAVX512 in a loop.
func genCompressChain512() {
	name := "compressChainAVX512"
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
	tmpl, rest := X6, X7
	VMOVDQU(Mem{Base: cvp}, a)
	VMOVDQU(Mem{Base: cvp, Disp: 16}, b)
	VMOVQ(paramAddr("counter"), tmpl)
	bl := GP32()
	MOVL(U32(64), bl)
	VPINSRD(U8(2), bl, tmpl, tmpl)
	VMOVDQA(tmpl, rest)
	VPINSRD(U8(3), fl, tmpl, tmpl)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	VPINSRD(U8(3), fl, rest, rest)
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op) { gRowAVX512(a, b, c, d, mx, my) }
	quarters := []VecPhysical{X24, X25, X26, X27}
	setRowMasks()
	Label(name + "_block")
	for i, q := range quarters {
		VMOVDQU32(Mem{Base: in, Disp: 16 * i}, q)
	}
	VMOVDQU(ivRow, c)
	VMOVDQA(tmpl, d)
	VMOVDQA(rest, tmpl)
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, quarters)
		}
		gRow(mv[0].AsX(), mv[1].AsX())
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX())
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	ADDQ(U32(64), in)
	DECQ(n)
	JNZ(LabelRef(name + "_block"))
	VMOVDQU(a, Mem{Base: cvp})
	VMOVDQU(b, Mem{Base: cvp, Disp: 16})
	VZEROUPPER()
	RET()
}

// rowRoundsY emits the seven rounds of the row-wise compression on rows a,
// b, c, d (XMM), with the block by quarters in q[0..3] (XMM) and message
// vectors built by quarterMsg into X16..X23.
func rowRoundsY(a, b, c, d VecPhysical, q []VecPhysical) {
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op) { gRowAVX512(a, b, c, d, mx, my) }
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, q)
		}
		gRow(mv[0].AsX(), mv[1].AsX())
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX())
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
}

// genSumChunk512 hashes a whole message of at most one chunk to its 32-byte
// digest in one call: the blocks before the last in a loop keeping the
// chaining value in registers, then the last (possibly partial, possibly
// empty) block read under a byte mask, so nothing is copied, with the root
// flag; only the digest half of the output is computed and stored.
func genSumChunk512() {
	name := "sumChunkAVX512"
	TEXT(name, NOSPLIT, "func(out *[32]byte, key *[8]uint32, in *byte, n int, flags uint32)")
	Doc(name+" sets out to the digest of the n-byte message at in (0 <= n <= 1024),",
		"a single chunk at counter 0, hashed under key with the mode flags. Only the",
		"n bytes at in are read.")
	Pragma("noescape")
	kp := Load(Param("key"), GP64())
	in := Load(Param("in"), GP64())
	n := GP64()
	Load(Param("n"), n)
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	tmpl, rest, last := X6, X7, X10
	VMOVDQU(Mem{Base: kp}, a)
	VMOVDQU(Mem{Base: kp, Disp: 16}, b)
	Comment("nb = blocks before the last: (n-1)/64, 0 for n = 0; L = n - 64*nb.")
	nb := GP64()
	MOVQ(n, nb)
	SUBQ(U8(1), nb)
	SARQ(U8(6), nb)
	zero := GP64()
	XORQ(zero, zero)
	TESTQ(nb, nb)
	CMOVQLT(zero, nb)
	l := GP64()
	MOVQ(nb, l)
	SHLQ(U8(6), l)
	lastp := GP64()
	LEAQ(Mem{Base: in, Index: l, Scale: 1}, lastp)
	SUBQ(l, n) // n = L
	Comment("Byte mask of the last block's L bytes: (1<<L)-1, all ones for L = 64.")
	MOVQ(n, RCX)
	m := GP64()
	MOVQ(U32(1), m)
	SHLQ(CL, m)
	DECQ(m)
	all := GP64()
	MOVQ(I32(-1), all)
	CMPQ(n, U8(64))
	CMOVQEQ(all, m)
	KMOVQ(m, K3)
	lastQ := []VecPhysical{X8, X9, X11, X12}
	for i, q := range lastQ {
		if i > 0 {
			KSHIFTRQ(U8(16), K3, K3)
		}
		VMOVDQU8_Z(Mem{Base: lastp, Disp: 16 * i}, K3, q)
	}
	setRowMasks()
	Comment("Row d of the first block (counter 0, length 64, chunk start),",
		"of the middle blocks, and of the last block (length L, chunk end, root).")
	st := GP32()
	MOVL(fl, st)
	ORL(U32(flagChunkStart), st)
	bl := GP32()
	MOVL(U32(64), bl)
	VPXORD(tmpl, tmpl, tmpl)
	VPINSRD(U8(2), bl, tmpl, tmpl)
	VMOVDQA(tmpl, rest)
	VPINSRD(U8(3), st, tmpl, tmpl)
	VPINSRD(U8(3), fl, rest, rest)
	lf := GP32()
	MOVL(fl, lf)
	TESTQ(nb, nb)
	CMOVLEQ(st, lf)
	ORL(U32(flagChunkEnd|flagRoot), lf)
	VPXORD(last, last, last)
	VPINSRD(U8(2), n.As32(), last, last)
	VPINSRD(U8(3), lf, last, last)
	TESTQ(nb, nb)
	JZ(LabelRef(name + "_last"))
	quarters := []VecPhysical{X4, X5, X13, X14}
	Label(name + "_block")
	for i, q := range quarters {
		VMOVDQU(Mem{Base: in, Disp: 16 * i}, q)
	}
	VMOVDQU(ivRow, c)
	VMOVDQA(tmpl, d)
	VMOVDQA(rest, tmpl)
	rowRoundsY(a, b, c, d, quarters)
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	ADDQ(U32(64), in)
	DECQ(nb)
	JNZ(LabelRef(name + "_block"))
	Label(name + "_last")
	VMOVDQU(ivRow, c)
	VMOVDQA(last, d)
	rowRoundsY(a, b, c, d, lastQ)
	out := Load(Param("out"), GP64())
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	VMOVDQU(a, Mem{Base: out})
	VMOVDQU(b, Mem{Base: out, Disp: 16})
	VZEROUPPER()
	RET()
}
