package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// genXOFRows4 is the r4 kernel for extended output: up to four output
// blocks of one compression input (the same chaining value and block, the
// counters counter..counter+3), one per 128-bit lane, so that four blocks
// take about the latency of one compression where the 16-lane kernel
// spends a whole step on them.
func genXOFRows4() {
	name := "xofAVX512r4"
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 4) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	a, b, c, d := Z0, Z1, Z2, Z3
	blk := []VecPhysical{Z4, Z5, Z6, Z7}
	cvA, cvB := Z8, Z9
	setRowMasks()
	cvp := Load(Param("cv"), GP64())
	VBROADCASTI32X4(Mem{Base: cvp}, cvA)
	VBROADCASTI32X4(Mem{Base: cvp, Disp: 16}, cvB)
	bp := Load(Param("block"), GP64())
	for q := 0; q < 4; q++ {
		VBROADCASTI32X4(Mem{Base: bp, Disp: 16 * q}, blk[q])
	}
	Comment("Row d: counter+L in qword 2L, flags<<32 | blockLen in qword 2L+1.")
	ctr := Z24
	c64 := GP64()
	Load(Param("counter"), c64)
	VPBROADCASTQ(c64, ctr)
	VPADDQ(rows4CtrAdd, ctr, ctr)
	f, bl := GP64(), GP64()
	Load(Param("flags"), f.As32())
	Load(Param("blockLen"), bl.As32())
	SHLQ(U8(32), f)
	ORQ(bl, f)
	VPBROADCASTQ(f, d)
	m := GP32()
	MOVL(U32(0xaa), m)
	KMOVW(m, K3)
	VPBLENDMQ(d, ctr, K3, d)
	VMOVDQA64(cvA, a)
	VMOVDQA64(cvB, b)
	VBROADCASTI32X4(ivRow, c)
	rowRounds4(a, b, c, d, blk)
	Comment("Words 0-7: a^c, b^d; words 8-15: c^cv, d^cv.")
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	VPXORD(cvA, c, c)
	VPXORD(cvB, d, d)
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	done := name + "_done"
	for i := 0; i < 4; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for r, row := range []VecPhysical{a, b, c, d} {
			if i == 0 {
				VMOVDQU(row.AsX(), Mem{Base: out, Disp: 16 * r})
			} else {
				VEXTRACTI32X4(U8(i), row, Mem{Base: out, Disp: 64*i + 16*r})
			}
		}
	}
	Label(done)
	VZEROUPPER()
	RET()
}
