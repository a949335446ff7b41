package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// genXOFRowsAVX2 is the AVX2 row kernel for extended output, the twin of
// genXOFRows4: up to four output blocks of one compression input (the same
// chaining value and block, counters counter..counter+3), two per YMM
// state, one or two states as the AVX2 row kernel runs them.
func genXOFRowsAVX2() {
	name := "xofAVX2r4"
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 4) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	sc := alignedScratch(128+64, 32)
	qm := func(ch, q int) Mem { return sc.Offset(32 * q) } // one block for every state
	ctrM := func(ch int) Mem { return sc.Offset(128 + 32*ch) }
	st := [2][4]VecPhysical{{Y0, Y1, Y2, Y3}, {Y4, Y5, Y6, Y7}}
	tmp := Y12
	VMOVDQU(rot16, Y15)
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	Comment("The block's quarters, each in both 128-bit lanes.")
	for q := 0; q < 4; q++ {
		VBROADCASTI128(Mem{Base: bp, Disp: 16 * q}, tmp)
		VMOVDQU(tmp, qm(0, q))
	}
	Comment("Counters counter+L in qword 2(L mod 2) of the state of outputs L.")
	c64 := GP64()
	Load(Param("counter"), c64)
	VMOVQ(c64, tmp.AsX())
	VPBROADCASTQ(tmp.AsX(), tmp)
	VPADDQ(rows4CtrAdd, tmp, Y13)
	VMOVDQU(Y13, ctrM(0))
	VPADDQ(rows4CtrAdd.Offset(32), tmp, Y13)
	VMOVDQU(Y13, ctrM(1))
	f, bl := GP64(), GP64()
	Load(Param("flags"), f.As32())
	Load(Param("blockLen"), bl.As32())
	SHLQ(U8(32), f)
	ORQ(bl, f)
	VMOVQ(f, tmp.AsX())
	VPBROADCASTQ(tmp.AsX(), tmp)
	n := Load(Param("n"), GP64())
	out := Load(Param("out"), GP64())
	done := name + "_done"
	one := name + "_one"
	for _, states := range []int{2, 1} {
		if states == 2 {
			CMPQ(n, U8(2))
			JLE(LabelRef(one))
		} else {
			Label(one)
		}
		for ch := 0; ch < states; ch++ {
			VBROADCASTI128(Mem{Base: cvp}, st[ch][0])
			VBROADCASTI128(Mem{Base: cvp, Disp: 16}, st[ch][1])
			VBROADCASTI128(ivRow, st[ch][2])
			VPBLENDD(U8(0x33), ctrM(ch), tmp, st[ch][3])
		}
		rowsAVX2Rounds(states, st, qm)
		Comment("Words 0-7: a^c, b^d; words 8-15: c^cv, d^cv.")
		for ch := 0; ch < states; ch++ {
			a, b, c, d := st[ch][0], st[ch][1], st[ch][2], st[ch][3]
			VPXOR(c, a, a)
			VPXOR(d, b, b)
			VBROADCASTI128(Mem{Base: cvp}, Y12)
			VPXOR(Y12, c, c)
			VBROADCASTI128(Mem{Base: cvp, Disp: 16}, Y12)
			VPXOR(Y12, d, d)
		}
		for i := 0; i < 2*states; i++ {
			if i > 0 {
				CMPQ(n, U8(i))
				JLE(LabelRef(done))
			}
			for r, row := range st[i/2] {
				if i%2 == 0 {
					VMOVDQU(row.AsX(), Mem{Base: out, Disp: 64*i + 16*r})
				} else {
					VEXTRACTI128(U8(1), row, Mem{Base: out, Disp: 64*i + 16*r})
				}
			}
		}
		if states == 2 {
			JMP(LabelRef(done))
		}
	}
	Label(done)
	VZEROUPPER()
	RET()
}
