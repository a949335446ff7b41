package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// genHashChunksTailRows4 is the r4 kernel for one to three whole chunks and
// a partial chunk beside them: lane L reads its sixteen blocks from
// lanes[L] (a whole chunk, or the partial chunk zero-padded to a whole
// one), takes each block's state row d from rows (counter, block length
// and flags per lane, so the partial chunk's lanes end where it does), and
// lane 3's chaining value is the one after block last (the partial
// chunk's last block), the others' after block 15.
func genHashChunksTailRows4() {
	name := "hashChunksTailAVX512r4"
	TEXT(name, 0, "func(lanes *[4]*byte, rows *[16][8]uint64, last int, key *[8]uint32, out *[4][8]uint32)")
	Doc(name+" hashes four chunks side by side, one per 128-bit lane, lane L's",
		"sixteen blocks from lanes[L], block i's state row d (each lane's counter,",
		"block length and flags as qwords 2L and 2L+1) from rows[i]; it writes",
		"the chaining values after block 15 of lanes 0..2 to out[0..2] and that",
		"of lane 3 after block last (0 <= last <= 15) to out[3].")
	Pragma("noescape")
	lp := Load(Param("lanes"), GP64())
	p := make([]Register, 4)
	for l := range p {
		p[l] = GP64()
		MOVQ(Mem{Base: lp, Disp: 8 * l}, p[l])
	}
	rows := Load(Param("rows"), GP64())
	last := Load(Param("last"), GP64())
	key := Load(Param("key"), GP64())
	a, b, c, d := Z0, Z1, Z2, Z3
	blk := []VecPhysical{Z4, Z5, Z6, Z7}
	saveA, saveB := Z8, Z9
	setRowMasks()
	VBROADCASTI32X4(Mem{Base: key}, a)
	VBROADCASTI32X4(Mem{Base: key, Disp: 16}, b)
	off := GP64()
	n := GP64()
	XORQ(off, off)
	XORQ(n, n)
	Label(name + "_block")
	Comment("Quarter q of each lane's block into lane L of blk[q].")
	for q := 0; q < 4; q++ {
		VMOVDQU(Mem{Base: p[0], Index: off, Scale: 1, Disp: 16 * q}, blk[q].AsX())
		for l := 1; l < 4; l++ {
			VINSERTI32X4(U8(l), Mem{Base: p[l], Index: off, Scale: 1, Disp: 16 * q}, blk[q], blk[q])
		}
	}
	VBROADCASTI32X4(ivRow, c)
	VMOVDQU64(Mem{Base: rows}, d)
	rowRounds4(a, b, c, d, blk)
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	CMPQ(n, last)
	JNE(LabelRef(name + "_next"))
	VMOVDQA64(a, saveA)
	VMOVDQA64(b, saveB)
	Label(name + "_next")
	ADDQ(U32(64), off)
	ADDQ(U32(64), rows)
	INCQ(n)
	CMPQ(n, U8(16))
	JNE(LabelRef(name + "_block"))
	out := Load(Param("out"), GP64())
	VMOVDQU(a.AsX(), Mem{Base: out})
	VMOVDQU(b.AsX(), Mem{Base: out, Disp: 16})
	for i := 1; i < 3; i++ {
		VEXTRACTI32X4(U8(i), a, Mem{Base: out, Disp: 32 * i})
		VEXTRACTI32X4(U8(i), b, Mem{Base: out, Disp: 32*i + 16})
	}
	VEXTRACTI32X4(U8(3), saveA, Mem{Base: out, Disp: 96})
	VEXTRACTI32X4(U8(3), saveB, Mem{Base: out, Disp: 112})
	VZEROUPPER()
	RET()
}
