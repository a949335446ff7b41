package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// rowsTail is what the block loop of genHashChunksTailRowsAVX2 reads and
// keeps beyond that of the AVX2 row kernel: lane L's blocks at p[L]+off,
// each block's rows d (two lanes per state) at rows, the block after which
// the partial chunk's lane is kept, and where it is kept.
type rowsTail struct {
	p         [4]Register
	off, rows Register
	last      Register
	save      Mem // 64 bytes: the last state's rows a and b
}

// store writes the chaining values after block 15 of every lane but the
// last in use (lanes 0 .. 2*states-2) to out[0..], and the kept one of the
// partial chunk's lane to out[3].
func (t *rowsTail) store(states int, st [2][4]VecPhysical) {
	out := Load(Param("out"), GP64())
	for l := 0; l < 2*states-1; l++ {
		a, b := st[l/2][0], st[l/2][1]
		if l%2 == 0 {
			VMOVDQU(a.AsX(), Mem{Base: out, Disp: 32 * l})
			VMOVDQU(b.AsX(), Mem{Base: out, Disp: 32*l + 16})
		} else {
			VEXTRACTI128(U8(1), a, Mem{Base: out, Disp: 32 * l})
			VEXTRACTI128(U8(1), b, Mem{Base: out, Disp: 32*l + 16})
		}
	}
	VMOVDQU(t.save.Offset(16), X12)
	VMOVDQU(X12, Mem{Base: out, Disp: 96})
	VMOVDQU(t.save.Offset(48), X12)
	VMOVDQU(X12, Mem{Base: out, Disp: 112})
}

// genHashChunksTailRowsAVX2 is the AVX2 row kernel for one to three whole
// chunks and a partial chunk beside them, the twin of
// genHashChunksTailRows4: lane L reads its sixteen blocks from lanes[L] (a
// whole chunk, or the partial chunk zero-padded to a whole one), takes
// each block's row d from rows (counter, block length and flags per lane),
// and the partial chunk's lane, the last in use, is kept after block last.
// Two lanes in use (n <= 2) run on one state, as the AVX2 row kernel runs
// one or two inputs.
func genHashChunksTailRowsAVX2() {
	name := "hashChunksTailAVX2r4"
	TEXT(name, 0, "func(lanes *[4]*byte, rows *[16][8]uint64, last int, n int, key *[8]uint32, out *[4][8]uint32)")
	Doc(name+" hashes n chunks (2 <= n <= 4) side by side, one per 128-bit",
		"lane, lane L's sixteen blocks from lanes[L], block i's state row d",
		"(each lane's counter, block length and flags as qwords 2L and 2L+1)",
		"from rows[i]; it writes the chaining values after block 15 of lanes",
		"0..n-2 to out[0..n-2] and that of lane n-1 after block last",
		"(0 <= last <= 15) to out[3]. With n = 3 lane 3 runs beside lane 2",
		"and must repeat it.")
	Pragma("noescape")
	var t rowsTail
	lp := Load(Param("lanes"), GP64())
	for l := range t.p {
		t.p[l] = GP64()
		MOVQ(Mem{Base: lp, Disp: 8 * l}, t.p[l])
	}
	t.rows = Load(Param("rows"), GP64())
	t.last = Load(Param("last"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	sc := alignedScratch(256+64, 32)
	t.save = sc.Offset(256)
	t.off = GP64()
	XORQ(t.off, t.off)
	st := [2][4]VecPhysical{{Y0, Y1, Y2, Y3}, {Y4, Y5, Y6, Y7}}
	VMOVDQU(rot16, Y15)
	VBROADCASTI128(Mem{Base: key}, Y0)
	VBROADCASTI128(Mem{Base: key, Disp: 16}, Y1)
	VMOVDQA(Y0, Y4)
	VMOVDQA(Y1, Y5)
	done := name + "_done"
	one := name + "_one"
	CMPQ(n, U8(2))
	JLE(LabelRef(one))
	rowsAVX2Blocks(name, true, 2, nil, nil, nil, nil, st, sc, &t)
	JMP(LabelRef(done))
	Label(one)
	rowsAVX2Blocks(one, true, 1, nil, nil, nil, nil, st, sc, &t)
	Label(done)
	VZEROUPPER()
	RET()
}
