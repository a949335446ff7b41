package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// genHashChunksTailVL8 is the 8-lane AVX-512VL chunk kernel for whole
// chunks and a partial chunk beside them: lane L reads its blocks at
// lanes[L] (the partial chunk's lanes a zero-padded copy of it), and the
// lanes in mask end at block last with block length tailLen, their
// chaining value kept after that block.
func genHashChunksTailVL8() {
	regs := make([]VecPhysical, 32)
	for i := range regs {
		regs[i] = zregs[i].AsY().(VecPhysical)
	}
	w := &w16{avx: true, lanes: 8}
	name := "hashChunksTailAVX512x8"
	TEXT(name, 0, "func(lanes *[8]*byte, mask uint8, last int, tailLen uint32, key *[8]uint32, counter uint64, flags uint32, out *[8][8]uint32, outTail *[8][8]uint32)")
	Doc(name+" hashes eight chunks side by side, lane L's sixteen blocks at",
		"lanes[L]+64*i, with chunk counters counter..counter+7; the lanes in",
		"mask end at block last (0 <= last <= 15) with block length tailLen.",
		"It writes every lane's chaining value after block 15 to out and after",
		"block last to outTail.")
	Pragma("noescape")
	op := Load(Param("lanes"), GP64())
	in := GP64() // the blocks' offset in every lane, 64*blk
	XORQ(in, in)
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(2*32+8*32+8, 32) // counters, save, endFlag and tailLen
	ctrLo, ctrHi, save, endFlag := scr, scr.Offset(32), scr.Offset(64), scr.Offset(64+8*32)
	MOVL(U32(flagChunkEnd), endFlag)
	tl := GP32()
	Load(Param("tailLen"), tl)
	MOVL(tl, endFlag.Offset(4))
	tail := &laneTail{last: paramAddr("last"), tailLen: endFlag.Offset(4), endFlag: endFlag, mask: K1, save: save}
	v := make([]VecPhysical, 16)
	copy(v, regs[:8])
	Comment("Counter words for each lane, carrying into the high word.")
	ctr := GP64()
	Load(Param("counter"), ctr)
	laneCounters(ctr, regs[8], regs[9], regs[10], regs[11])
	VMOVDQU32(regs[9], ctrLo)
	VMOVDQU32(regs[10], ctrHi)
	mk := GP32()
	MOVBLZX(paramAddr("mask"), mk)
	KMOVW(mk, K1) // after laneCounters, which uses K1
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("Load one block of every lane and transpose it to message words.")
	m := make([]VecPhysical, 16)
	tmp := regs[8]
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{regs[16+4*g], regs[17+4*g], regs[18+4*g], regs[19+4*g]}
		for i := 0; i < 4; i++ {
			MOVQ(Mem{Base: op, Disp: 8 * i}, t)
			VMOVDQU32(Mem{Base: t, Index: in, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			MOVQ(Mem{Base: op, Disp: 8 * (i + 4)}, t)
			VINSERTI32X4(U8(1), Mem{Base: t, Index: in, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
		}
		tmp = w.transpose4(rows, tmp)
		copy(m[4*g:], rows)
	}
	blockRounds512Tail(name, true, v, m, regs[8:], ctrLo, ctrHi, f, fb, ft, blk, in, tail)
	Comment("Transpose the chaining values after block 15 and after block last, and store them.")
	for k, src := range []Mem{{}, save} {
		dst := Load(Param([]string{"out", "outTail"}[k]), GP64())
		if k == 1 {
			for i := 0; i < 8; i++ {
				VMOVDQU32(src.Offset(32*i), v[i])
			}
		}
		lo := []VecPhysical{v[0], v[1], v[2], v[3]}
		hi := []VecPhysical{v[4], v[5], v[6], v[7]}
		tmp = w.transpose4(lo, regs[16])
		w.transpose4(hi, tmp)
		for i := 0; i < 8; i++ {
			for gi, grp := range [][]VecPhysical{lo, hi} {
				d := Mem{Base: dst, Disp: 32*i + 16*gi}
				r := grp[i%4]
				if i < 4 {
					VMOVDQU32(r.AsX(), d)
				} else {
					VEXTRACTI32X4(U8(1), r, d)
				}
			}
		}
	}
	VZEROUPPER()
	RET()
}

// genHashChunksTail512 is genHashChunksTailVL8 on sixteen lanes (ZMM, the
// loads and transposes of the 16-lane kernels), for nine to fifteen whole
// chunks and a partial chunk beside them.
func genHashChunksTail512() {
	name := "hashChunksTailAVX512"
	TEXT(name, 0, "func(lanes *[16]*byte, mask uint16, last int, tailLen uint32, key *[8]uint32, counter uint64, flags uint32, out *[16][8]uint32, outTail *[16][8]uint32)")
	Doc(name+" hashes sixteen chunks side by side, lane L's sixteen blocks at",
		"lanes[L]+64*i, with chunk counters counter..counter+15; the lanes in",
		"mask end at block last (0 <= last <= 15) with block length tailLen.",
		"It writes every lane's chaining value after block 15 to out and after",
		"block last to outTail.")
	Pragma("noescape")
	op := Load(Param("lanes"), GP64())
	in := GP64() // the blocks' offset in every lane, 64*blk
	XORQ(in, in)
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(2*64+8*64+8, 64) // counters, save, endFlag and tailLen
	ctrLo, ctrHi, save, endFlag := scr, scr.Offset(64), scr.Offset(128), scr.Offset(128+8*64)
	MOVL(U32(flagChunkEnd), endFlag)
	tl := GP32()
	Load(Param("tailLen"), tl)
	MOVL(tl, endFlag.Offset(4))
	tail := &laneTail{last: paramAddr("last"), tailLen: endFlag.Offset(4), endFlag: endFlag, mask: K1, save: save}
	v := make([]VecPhysical, 16)
	copy(v, zregs[:8])
	Comment("Counter words for lanes 0..15, carrying into the high word.")
	ctr := GP64()
	Load(Param("counter"), ctr)
	laneCounters(ctr, Z8, Z9, Z10, Z11)
	VMOVDQU32(Z9, ctrLo)
	VMOVDQU32(Z10, ctrHi)
	mk := GP32()
	MOVWLZX(paramAddr("mask"), mk)
	KMOVW(mk, K1) // after laneCounters, which uses K1
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("Load one block of every lane and transpose it to message words.")
	rows := rowsToColumns(func(i int) {
		MOVQ(Mem{Base: op, Disp: 8 * i}, t)
		loadRowBlocks(i, Mem{Base: t, Index: in, Scale: 1})
	})
	blockRounds512Tail(name, true, v, rows, zregs[8:], ctrLo, ctrHi, f, fb, ft, blk, in, tail)
	sixteen := GP64()
	MOVQ(U32(16), sixteen)
	out := Load(Param("out"), GP64())
	storeCVsTo(name+"_out", out, sixteen, v[:8], Z16)
	for i := 0; i < 8; i++ {
		VMOVDQU32(save.Offset(64*i), v[i])
	}
	outTail := Load(Param("outTail"), GP64())
	storeCVsTo(name+"_tail", outTail, sixteen, v[:8], Z16)
	VZEROUPPER()
	RET()
}
