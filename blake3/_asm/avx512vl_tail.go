package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// tailKernel is what startTailKernel leaves for the body of a chunk kernel
// with a partial chunk in some lanes: the lane pointer table op, the
// blocks' offset in every lane (in, 64*blk), the flags, the block counter
// and scratch registers, the counters' words, the partial lanes' ending
// (laneTail, its mask in K1) and the state v with the key in v0..v7.
type tailKernel struct {
	name           string
	op, in, f      Register
	blk, fb, ft, t Register
	ctrLo, ctrHi   Mem
	tail           *laneTail
	v              []VecPhysical
}

// startTailKernel emits the header and prologue of the tail chunk kernel
// of lanes lanes (8 on YMM, 16 on ZMM; regs are the 32 vector registers of
// that width), up to the label of its block loop: lane L's sixteen blocks
// at lanes[L]+64*i, chunk counters counter+L, the lanes in mask ending at
// block last (0 <= last <= 15) with block length tailLen; every lane's
// chaining value after block 15 goes to out, after block last to outTail.
func startTailKernel(name string, lanes int, regs []VecPhysical) *tailKernel {
	mt := "uint8"
	if lanes == 16 {
		mt = "uint16"
	}
	TEXT(name, 0, fmt.Sprintf("func(lanes *[%d]*byte, mask %s, last int, tailLen uint32, key *[8]uint32, counter uint64, flags uint32, out *[%d][8]uint32, outTail *[%d][8]uint32)", lanes, mt, lanes, lanes))
	Doc(fmt.Sprintf("%s hashes %d chunks side by side, lane L's sixteen blocks at", name, lanes),
		fmt.Sprintf("lanes[L]+64*i, with chunk counters counter..counter+%d; the lanes in", lanes-1),
		"mask end at block last (0 <= last <= 15) with block length tailLen.",
		"It writes every lane's chaining value after block 15 to out and after",
		"block last to outTail.")
	Pragma("noescape")
	k := &tailKernel{name: name}
	k.op = Load(Param("lanes"), GP64())
	k.in = GP64()
	XORQ(k.in, k.in)
	key := Load(Param("key"), GP64())
	k.f = Load(Param("flags"), GP32())
	vb := 4 * lanes
	scr := alignedScratch(2*vb+8*vb+8, vb) // counters, save, endFlag and tailLen
	save, endFlag := scr.Offset(2*vb), scr.Offset(2*vb+8*vb)
	k.ctrLo, k.ctrHi = scr, scr.Offset(vb)
	MOVL(U32(flagChunkEnd), endFlag)
	tl := GP32()
	Load(Param("tailLen"), tl)
	MOVL(tl, endFlag.Offset(4))
	k.tail = &laneTail{last: paramAddr("last"), tailLen: endFlag.Offset(4), endFlag: endFlag, mask: K1, save: save}
	k.v = make([]VecPhysical, 16)
	copy(k.v, regs[:8])
	Comment("Counter words for each lane, carrying into the high word.")
	ctr := GP64()
	Load(Param("counter"), ctr)
	laneCounters(ctr, regs[8], regs[9], regs[10], regs[11])
	VMOVDQU32(regs[9], k.ctrLo)
	VMOVDQU32(regs[10], k.ctrHi)
	mk := GP32()
	if lanes == 16 {
		MOVWLZX(paramAddr("mask"), mk)
	} else {
		MOVBLZX(paramAddr("mask"), mk)
	}
	KMOVW(mk, K1) // after laneCounters, which uses K1
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, k.v[i])
	}
	k.blk, k.fb, k.ft, k.t = GP64(), GP32(), GP32(), GP64()
	XORQ(k.blk, k.blk)
	Label(name + "_block")
	Comment("Load one block of every lane and transpose it to message words.")
	return k
}

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
	k := startTailKernel("hashChunksTailAVX512x8", 8, regs)
	v := k.v
	m := make([]VecPhysical, 16)
	tmp := regs[8]
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{regs[16+4*g], regs[17+4*g], regs[18+4*g], regs[19+4*g]}
		for i := 0; i < 4; i++ {
			MOVQ(Mem{Base: k.op, Disp: 8 * i}, k.t)
			VMOVDQU32(Mem{Base: k.t, Index: k.in, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			MOVQ(Mem{Base: k.op, Disp: 8 * (i + 4)}, k.t)
			VINSERTI32X4(U8(1), Mem{Base: k.t, Index: k.in, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
		}
		tmp = w.transpose4(rows, tmp)
		copy(m[4*g:], rows)
	}
	blockRounds512Tail(k.name, true, v, m, regs[8:], k.ctrLo, k.ctrHi, k.f, k.fb, k.ft, k.blk, k.in, k.tail)
	Comment("Transpose the chaining values after block 15 and after block last, and store them.")
	for j, param := range []string{"out", "outTail"} {
		dst := Load(Param(param), GP64())
		if j == 1 {
			for i := 0; i < 8; i++ {
				VMOVDQU32(k.tail.save.Offset(32*i), v[i])
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
	k := startTailKernel("hashChunksTailAVX512", 16, zregs)
	v := k.v
	rows := rowsToColumns(func(i int) {
		MOVQ(Mem{Base: k.op, Disp: 8 * i}, k.t)
		loadRowBlocks(i, Mem{Base: k.t, Index: k.in, Scale: 1})
	})
	blockRounds512Tail(k.name, true, v, rows, zregs[8:], k.ctrLo, k.ctrHi, k.f, k.fb, k.ft, k.blk, k.in, k.tail)
	sixteen := GP64()
	MOVQ(U32(16), sixteen)
	out := Load(Param("out"), GP64())
	storeCVsTo(k.name+"_out", out, sixteen, v[:8], Z16)
	for i := 0; i < 8; i++ {
		VMOVDQU32(k.tail.save.Offset(64*i), v[i])
	}
	outTail := Load(Param("outTail"), GP64())
	storeCVsTo(k.name+"_tail", outTail, sixteen, v[:8], Z16)
	VZEROUPPER()
	RET()
}
