package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512VL on YMM (8 lanes) and XMM (4 lanes): the 16-lane kernel's scheme
// (thirty-two registers, VPRORD, message words in registers) for short
// batches.

func genHashManyVL(lanes int, chunks bool) {
	regs := make([]VecPhysical, 32)
	for i := range regs {
		if lanes == 8 {
			regs[i] = zregs[i].AsY().(VecPhysical)
		} else {
			regs[i] = zregs[i].AsX().(VecPhysical)
		}
	}
	w := &w16{avx: true, lanes: lanes}
	suffix := fmt.Sprintf("AVX512x%d", lanes)
	name := kernelHeader(suffix, lanes, chunks)
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	vb := 4 * lanes
	scr := alignedScratch(2*vb+8*lanes, 32)
	ctrLo, ctrHi, offs := scr, scr.Offset(vb), scr.Offset(2*vb)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	laneOffsets(n, lanes, shift, offs)
	v := make([]VecPhysical, 16)
	copy(v, regs[:8])
	if chunks {
		Comment("Counter words for each lane, carrying into the high word.")
		ctr := GP64()
		Load(Param("counter"), ctr)
		laneCounters(ctr, regs[8], regs[9], regs[10], regs[11])
		VMOVDQU32(regs[9], ctrLo)
		VMOVDQU32(regs[10], ctrHi)
	} else {
		ORL(U32(flagParent), f)
	}
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	if chunks {
		XORQ(blk, blk)
		Label(name + "_block")
	}
	Comment("Load one block of every lane and transpose it to message words.")
	m := make([]VecPhysical, 16)
	tmp := regs[8]
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{regs[16+4*g], regs[17+4*g], regs[18+4*g], regs[19+4*g]}
		for i := 0; i < 4; i++ {
			MOVQ(offs.Offset(8*i), t)
			VMOVDQU32(Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			if lanes == 8 {
				MOVQ(offs.Offset(8*(i+4)), t)
				VINSERTI32X4(U8(1), Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
			}
		}
		tmp = w.transpose4(rows, tmp)
		copy(m[4*g:], rows)
	}
	blockRounds512(name, chunks, v, m, regs[8:], ctrLo, ctrHi, f, fb, ft, blk, in)
	Comment("Transpose the chaining values and store the first n.")
	out := Load(Param("out"), GP64())
	lo := []VecPhysical{v[0], v[1], v[2], v[3]}
	hi := []VecPhysical{v[4], v[5], v[6], v[7]}
	tmp = w.transpose4(lo, regs[16])
	w.transpose4(hi, tmp)
	done := name + "_done"
	for i := 0; i < lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for gi, grp := range [][]VecPhysical{lo, hi} {
			dst := Mem{Base: out, Disp: 32*i + 16*gi}
			r := grp[i%4]
			if i < 4 {
				VMOVDQU32(r.AsX(), dst)
			} else {
				VEXTRACTI32X4(U8(1), r, dst)
			}
		}
	}
	Label(done)
	VZEROUPPER()
	RET()
}
