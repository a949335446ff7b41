package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX2 row-wise, up to four inputs: each 128-bit lane of a YMM state holds
// the four rows of one input, and two such states (inputs 0, 1 in Y0..Y3,
// inputs 2, 3 in Y4..Y7) run interleaved, so four compressions take about
// the latency of one. Each input's block is stored by quarters to stack
// scratch, and every message vector is built by in-lane VPSHUFDs from there,
// one per source quarter (the plan of the AVX-512 r4 kernel), merged by
// VPBLENDD. One or two inputs run on the first state alone, faster than
// with the second idle (docs/results/2026-12-01-blake3-forced-levels).

func genHashManyRowsAVX2(chunks bool) {
	name := kernelHeader("AVX2r4", 4, chunks)
	in, n, key, f, offs := rowsArgs(chunks)
	sc := alignedScratch(320, 32)
	ctrM := func(ch int) Mem { return sc.Offset(256 + 32*ch) }
	st := [2][4]VecPhysical{{Y0, Y1, Y2, Y3}, {Y4, Y5, Y6, Y7}}
	tmp, rt, r16 := Y12, [2]VecPhysical{Y13, Y14}, Y15
	VMOVDQU(rot16, r16)
	VBROADCASTI128(Mem{Base: key}, Y0)
	VBROADCASTI128(Mem{Base: key, Disp: 16}, Y1)
	VMOVDQA(Y0, Y4)
	VMOVDQA(Y1, Y5)
	if chunks {
		Comment("Counters counter+L in qword 2(L mod 2) of the state of inputs L.")
		c64 := GP64()
		Load(Param("counter"), c64)
		VMOVQ(c64, tmp.AsX())
		VPBROADCASTQ(tmp.AsX(), tmp)
		VPADDQ(rows4CtrAdd, tmp, rt[0])
		VMOVDQU(rt[0], ctrM(0))
		VPADDQ(rows4CtrAdd.Offset(32), tmp, rt[0])
		VMOVDQU(rt[0], ctrM(1))
	} else {
		ORQ(U32(flagParent), f)
		VPXOR(tmp, tmp, tmp)
		VMOVDQU(tmp, ctrM(0))
		VMOVDQU(tmp, ctrM(1))
	}
	SHLQ(U8(32), f)
	ORQ(U32(64), f)
	done := name + "_done"
	one := name + "_one"
	CMPQ(n, U8(2))
	JLE(LabelRef(one))
	rowsAVX2Blocks(name, chunks, 2, in, n, f, offs, st, sc, nil)
	JMP(LabelRef(done))
	Label(one)
	rowsAVX2Blocks(one, chunks, 1, in, n, f, offs, st, sc, nil)
	Label(done)
	VZEROUPPER()
	RET()
}

// rowsAVX2Blocks emits the block loop of genHashManyRowsAVX2 on the first
// states of its two (one state for at most two inputs, two for three or
// four) and stores the first n chaining values. With tail set (chunks
// only) it is the loop of genHashChunksTailRowsAVX2 instead: the inputs
// come from tail's lane pointers, each block's row d from tail's table,
// and the stores are tail's.
func rowsAVX2Blocks(name string, chunks bool, states int, in, n, f Register, offs []Register, st [2][4]VecPhysical, sc Mem, tail *rowsTail) {
	qm := func(ch, q int) Mem { return sc.Offset(128*ch + 32*q) }
	ctrM := func(ch int) Mem { return sc.Offset(256 + 32*ch) }
	tmp := Y12
	blkN := GP64()
	fb := GP64()
	ft := GP64()
	if chunks {
		XORQ(blkN, blkN)
		Label(name + "_block")
	}
	Comment("Quarter q of the blocks of inputs 2ch, 2ch+1 to scratch (ch, q).")
	for ch := 0; ch < states; ch++ {
		for q := 0; q < 4; q++ {
			var lo, hi Mem
			if tail != nil {
				lo = Mem{Base: tail.p[2*ch], Index: tail.off, Scale: 1, Disp: 16 * q}
				hi = Mem{Base: tail.p[2*ch+1], Index: tail.off, Scale: 1, Disp: 16 * q}
			} else {
				lo = Mem{Base: in, Index: offs[2*ch], Scale: 1, Disp: 16 * q}
				hi = Mem{Base: in, Index: offs[2*ch+1], Scale: 1, Disp: 16 * q}
			}
			VMOVDQU(lo, tmp.AsX())
			VINSERTI128(U8(1), hi, tmp, tmp)
			VMOVDQU(tmp, qm(ch, q))
		}
	}
	VBROADCASTI128(ivRow, Y2)
	if states == 2 {
		VMOVDQA(Y2, Y6)
	}
	switch {
	case tail != nil:
		for ch := 0; ch < states; ch++ {
			VMOVDQU(Mem{Base: tail.rows, Disp: 32 * ch}, st[ch][3])
		}
	case chunks:
		MOVQ(f, fb)
		MOVQ(f, ft)
		BTSQ(U8(32), ft) // chunk start
		TESTQ(blkN, blkN)
		CMOVQEQ(ft, fb)
		MOVQ(fb, ft)
		BTSQ(U8(33), ft) // chunk end
		CMPQ(blkN, U8(15))
		CMOVQEQ(ft, fb)
		VMOVQ(fb, tmp.AsX())
	default:
		VMOVQ(f, tmp.AsX())
	}
	if tail == nil {
		VPBROADCASTQ(tmp.AsX(), tmp)
		VPBLENDD(U8(0x33), ctrM(0), tmp, Y3)
		if states == 2 {
			VPBLENDD(U8(0x33), ctrM(1), tmp, Y7)
		}
	}
	rowsAVX2Rounds(states, st, qm)
	for ch := 0; ch < states; ch++ {
		VPXOR(st[ch][2], st[ch][0], st[ch][0])
		VPXOR(st[ch][3], st[ch][1], st[ch][1])
	}
	if tail != nil {
		Comment("The partial chunk's lane (the last state's upper half) after its last block.")
		CMPQ(blkN, tail.last)
		JNE(LabelRef(name + "_next"))
		VMOVDQU(st[states-1][0], tail.save)
		VMOVDQU(st[states-1][1], tail.save.Offset(32))
		Label(name + "_next")
		ADDQ(U32(64), tail.off)
		ADDQ(U32(64), tail.rows)
		INCQ(blkN)
		CMPQ(blkN, U8(16))
		JNE(LabelRef(name + "_block"))
		tail.store(states, st)
		return
	}
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blkN)
		CMPQ(blkN, U8(16))
		JNE(LabelRef(name + "_block"))
	}
	out := Load(Param("out"), GP64())
	done := name + "_stored"
	for i := 0; i < 2*states; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		a, b := st[i/2][0], st[i/2][1]
		if i%2 == 0 {
			VMOVDQU(a.AsX(), Mem{Base: out, Disp: 32 * i})
			VMOVDQU(b.AsX(), Mem{Base: out, Disp: 32*i + 16})
		} else {
			VEXTRACTI128(U8(1), a, Mem{Base: out, Disp: 32 * i})
			VEXTRACTI128(U8(1), b, Mem{Base: out, Disp: 32*i + 16})
		}
	}
	Label(done)
}

// rowsAVX2Rounds emits the seven rounds of the AVX2 row kernels on the
// first states of st, message vectors built from the quarters of state
// ch's two blocks at qm(ch, q). It uses Y8..Y14 as scratch and Y15 holds
// the rotation mask rot16.
func rowsAVX2Rounds(states int, st [2][4]VecPhysical, qm func(ch, q int) Mem) {
	tmp, rt, r16 := Y12, [2]VecPhysical{Y13, Y14}, Y15
	// A group whose words already sit at their positions in the quarter
	// needs no VPSHUFD: it is loaded, or blended from memory.
	msg := func(mv VecPhysical, r, k, ch int) {
		w := rowMsg(r, k)
		for i, s := range rows4Plan[r][k] {
			inPlace := true
			for j := 0; j < 4; j++ {
				if w[j]/4 == s.q && w[j]%4 != j {
					inPlace = false
				}
			}
			if i == 0 {
				if inPlace {
					VMOVDQU(qm(ch, s.q), mv)
				} else {
					VPSHUFD(U8(s.imm), qm(ch, s.q), mv)
				}
				continue
			}
			mask := 0
			for _, j := range rows4MaskPos[s.mask] {
				mask |= 0x11 << j
			}
			if inPlace {
				VPBLENDD(U8(mask), qm(ch, s.q), mv, mv)
				continue
			}
			VPSHUFD(U8(s.imm), qm(ch, s.q), tmp)
			VPBLENDD(U8(mask), tmp, mv, mv)
		}
	}
	both := func(op func(a, b, c, d, t VecPhysical)) {
		for ch := 0; ch < states; ch++ {
			op(st[ch][0], st[ch][1], st[ch][2], st[ch][3], rt[ch])
		}
	}
	mregs := [2][2]VecPhysical{{Y8, Y9}, {Y10, Y11}}
	half := func(m int, rotMem Op, sh int) {
		for ch := 0; ch < states; ch++ {
			VPADDD(mregs[ch][m], st[ch][0], st[ch][0])
		}
		both(func(a, b, c, d, t VecPhysical) { VPADDD(b, a, a) })
		both(func(a, b, c, d, t VecPhysical) { VPXOR(a, d, d) })
		both(func(a, b, c, d, t VecPhysical) { VPSHUFB(rotMem, d, d) })
		both(func(a, b, c, d, t VecPhysical) { VPADDD(d, c, c) })
		both(func(a, b, c, d, t VecPhysical) { VPXOR(c, b, b) })
		both(func(a, b, c, d, t VecPhysical) { VPSRLD(U8(sh), b, t) })
		both(func(a, b, c, d, t VecPhysical) { VPSLLD(U8(32-sh), b, b) })
		both(func(a, b, c, d, t VecPhysical) { VPOR(t, b, b) })
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		for h := 0; h < 2; h++ {
			for ch := 0; ch < states; ch++ {
				msg(mregs[ch][0], r, 2*h, ch)
				msg(mregs[ch][1], r, 2*h+1, ch)
			}
			half(0, r16, 12)
			half(1, rot8, 7)
			if h == 0 {
				both(func(a, b, c, d, t VecPhysical) {
					VPSHUFD(U8(0x93), a, a)
					VPSHUFD(U8(0x39), c, c)
					VPSHUFD(U8(0x4e), d, d)
				})
			} else {
				both(func(a, b, c, d, t VecPhysical) {
					VPSHUFD(U8(0x39), a, a)
					VPSHUFD(U8(0x93), c, c)
					VPSHUFD(U8(0x4e), d, d)
				})
			}
		}
	}
}
