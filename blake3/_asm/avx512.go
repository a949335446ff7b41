package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512, 16 lanes: state in Z0..Z15, message in sixteen of Z8..Z31.

// pairStep applies a two-output shuffle to the pair (x, y) in place with one
// spare register: lo goes to the spare, hi to y, and x becomes the spare.
func pairStep(pos []VecPhysical, i, j int, tmp VecPhysical, lo, hi func(x, y, dst VecPhysical)) VecPhysical {
	x, y := pos[i], pos[j]
	lo(x, y, tmp)
	hi(x, y, y)
	pos[i], pos[j] = tmp, y
	return x
}

func unpckLoD512(x, y, d VecPhysical) { VPUNPCKLDQ(y, x, d) }
func unpckHiD512(x, y, d VecPhysical) { VPUNPCKHDQ(y, x, d) }
func unpckLoQ512(x, y, d VecPhysical) { VPUNPCKLQDQ(y, x, d) }
func unpckHiQ512(x, y, d VecPhysical) { VPUNPCKHQDQ(y, x, d) }
func shuf88(x, y, d VecPhysical)      { VSHUFI32X4(U8(0x88), y, x, d) }
func shufDD(x, y, d VecPhysical)      { VSHUFI32X4(U8(0xDD), y, x, d) }
func transposeStage12(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	// Stage 1: dword interleave of row pairs.
	for p := 0; p < len(pos); p += 2 {
		tmp = pairStep(pos, p, p+1, tmp, unpckLoD512, unpckHiD512)
	}
	// Stage 2: qword interleave; afterwards position 4q+j holds, in 128-bit
	// block L, word 4L+j of rows 4q..4q+3.
	for q := 0; q < len(pos); q += 4 {
		a0, b0, a1, b1 := pos[q], pos[q+1], pos[q+2], pos[q+3]
		t := []VecPhysical{a0, a1}
		tmp = pairStep(t, 0, 1, tmp, unpckLoQ512, unpckHiQ512)
		u := []VecPhysical{b0, b1}
		tmp = pairStep(u, 0, 1, tmp, unpckLoQ512, unpckHiQ512)
		pos[q], pos[q+1], pos[q+2], pos[q+3] = t[0], t[1], u[0], u[1]
	}
	return tmp
}

// transpose16 transposes the 16x16 dword matrix whose rows are pos in
// place (pos[k] afterwards holds column k), using one spare register, and
// returns the spare left over.
func transpose16(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	tmp = transposeStage12(pos, tmp)
	for j := 0; j < 4; j++ {
		c := []VecPhysical{pos[j], pos[4+j], pos[8+j], pos[12+j]}
		// s0 = [c0.0 c0.2 c1.0 c1.2], s1 = [c0.1 c0.3 c1.1 c1.3], same for c2, c3.
		tmp = pairStep(c, 0, 1, tmp, shuf88, shufDD)
		tmp = pairStep(c, 2, 3, tmp, shuf88, shufDD)
		// c = s0 s1 s2 s3; columns 4L+j for L = 0, 2 from (s0, s2), L = 1, 3 from (s1, s3).
		tmp = pairStep(c, 0, 2, tmp, shuf88, shufDD)
		tmp = pairStep(c, 1, 3, tmp, shuf88, shufDD)
		pos[j], pos[8+j], pos[4+j], pos[12+j] = c[0], c[2], c[1], c[3]
	}
	return tmp
}

// g512 runs four G functions side by side on lanes of vector registers.
// Like operations are grouped four at a time, which keeps the port
// assignment of the rotations (port 0 only) balanced; hook, if not nil, is
// called after each group (fourteen per call).
func g512(a, b, c, d [4]VecPhysical, mx, my [4]Op, hook func()) {
	quad := func(op func(k int)) {
		for k := 0; k < 4; k++ {
			op(k)
		}
		if hook != nil {
			hook()
		}
	}
	step := func(m [4]Op, rd, rb int) {
		quad(func(k int) { VPADDD(m[k], a[k], a[k]) })
		quad(func(k int) { VPADDD(b[k], a[k], a[k]) })
		quad(func(k int) { VPXORD(a[k], d[k], d[k]) })
		quad(func(k int) { VPRORD(U8(rd), d[k], d[k]) })
		quad(func(k int) { VPADDD(d[k], c[k], c[k]) })
		quad(func(k int) { VPXORD(c[k], b[k], b[k]) })
		quad(func(k int) { VPRORD(U8(rb), b[k], b[k]) })
	}
	step(mx, 16, 12)
	step(my, 8, 7)
}

func rounds512(v, m []VecPhysical) { rounds512Hook(v, m, nil) }

// rounds512Hook is rounds512 calling hook (if not nil) after each of its
// 196 groups of four like operations, to interleave other work.
func rounds512Hook(v, m []VecPhysical, hook func()) {
	rounds512Op(v, func(k int) Op { return m[k] }, hook)
}

// rounds512Op is rounds512Hook with message word k as the operand msg(k):
// a register, or memory (hashChunksAVX512Pipe).
func rounds512Op(v []VecPhysical, msg func(k int) Op, hook func()) {
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		g512([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Op{msg(s[0]), msg(s[2]), msg(s[4]), msg(s[6])}, [4]Op{msg(s[1]), msg(s[3]), msg(s[5]), msg(s[7])}, hook)
		g512([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Op{msg(s[8]), msg(s[10]), msg(s[12]), msg(s[14])}, [4]Op{msg(s[9]), msg(s[11]), msg(s[13]), msg(s[15])}, hook)
	}
}

func genHashMany512(chunks bool) {
	name := kernelHeader("AVX512", 16, chunks)
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(256, 64)
	offs, ctrLo, ctrHi := scr, scr.Offset(128), scr.Offset(192)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	laneOffsets(n, 16, shift, offs)
	v := make([]VecPhysical, 16)
	copy(v, zregs[:8])
	if chunks {
		Comment("Counter words for lanes 0..15, carrying into the high word.")
		ctr := GP64()
		Load(Param("counter"), ctr)
		laneCounters(ctr, Z8, Z9, Z10, Z11)
		VMOVDQU32(Z9, ctrLo)
		VMOVDQU32(Z10, ctrHi)
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
	rows := rowsToColumns(func(i int) {
		MOVQ(offs.Offset(8*i), t)
		loadRowBlocks(i, Mem{Base: in, Index: t, Scale: 1})
	})
	// The state's v8..v15 take the eight of Z8..Z31 not holding message words.
	blockRounds512(name, chunks, v, rows, zregs[8:], ctrLo, ctrHi, f, fb, ft, blk, in)
	storeCVs512(name, n, v[:8], Z16)
	VZEROUPPER()
	RET()
}

// storeCVsTo is storeCVs512 with the output pointer in a register.
func storeCVsTo(name string, out, n Register, cv []VecPhysical, tmp VecPhysical) {
	Comment("Transpose the chaining values and store the first n.")
	transposeStoreCVs(name, out, n, cv, tmp)
}

// storeCVs512 transposes the eight chaining-value word vectors cv (lane i
// in dword i) and stores lane i's 32 bytes at out+32*i for i < n.
func storeCVs512(name string, n Register, cv []VecPhysical, tmp VecPhysical) {
	Comment("Transpose the chaining values and store the first n.")
	transposeStoreCVs(name, Load(Param("out"), GP64()), n, cv, tmp)
}

// transposeStoreCVs is storeCVsTo without its comment.
func transposeStoreCVs(name string, out, n Register, cv []VecPhysical, tmp VecPhysical) {
	pos := make([]VecPhysical, 8)
	copy(pos, cv)
	transposeStage12(pos, tmp)
	done := name + "_done"
	for i := 0; i < 16; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		L, j := i/4, i%4
		for g := 0; g < 2; g++ {
			dst := Mem{Base: out, Disp: 32*i + 16*g}
			if L == 0 {
				VMOVDQU32(pos[4*g+j].AsX(), dst)
			} else {
				VEXTRACTI32X4(U8(L), pos[4*g+j], dst)
			}
		}
	}
	Label(done)
}

func genXOF512() {
	name := "xofAVX512"
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 16) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := GP64()
	Load(Param("counter"), ctr)
	v := zregs[:16]
	m := zregs[16:]
	laneCounters(ctr, Z16, v[12], v[13], Z17)
	bl := Load(Param("blockLen"), GP32())
	VPBROADCASTD(bl, v[14])
	fl := Load(Param("flags"), GP32())
	VPBROADCASTD(fl, v[15])
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: cvp, Disp: 4 * i}, v[i])
	}
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	for i := 0; i < 16; i++ {
		VPBROADCASTD(Mem{Base: bp, Disp: 4 * i}, m[i])
	}
	rounds512(v, m)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
		VPXORD_BCST(Mem{Base: cvp, Disp: 4 * i}, v[8+i], v[8+i])
	}
	pos := make([]VecPhysical, 16)
	copy(pos, v)
	transpose16(pos, Z16)
	done := name + "_done"
	for i := 0; i < 16; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		VMOVDQU32(pos[i], Mem{Base: out, Disp: 64 * i})
	}
	Label(done)
	VZEROUPPER()
	RET()
}

// gRowAVX512 runs the G function on the four columns held in rows a, b, c,
// d (one word per column, in lanes), adding message vectors mx then my.
func gRowAVX512(a, b, c, d VecPhysical, mx, my Op) {
	VPADDD(mx, a, a)
	VPADDD(b, a, a)
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

// blockRounds512 compresses one block on 16 lanes or fewer: it puts the
// state's v8..v15 in the eight registers of pool that the message words m
// leave free and sets them (IV, counters from ctrLo/ctrHi for chunks, else
// zero, block length, flags f plus the chunk flags of block blk), runs the
// seven rounds and feeds forward into v0..v7. For chunks it then advances in
// by a block and loops to name_block until blk reaches 16.
func blockRounds512(name string, chunks bool, v, m, pool []VecPhysical, ctrLo, ctrHi Mem, f, fb, ft, blk, in Register) {
	blockRounds512Tail(name, chunks, v, m, pool, ctrLo, ctrHi, f, fb, ft, blk, in, nil)
}

// laneTail is what blockRounds512Tail adds for a partial chunk in some
// lanes (mask): at block last their block length is tailLen and their
// flags take the chunk end (the dword at endFlag, which holds
// flagChunkEnd), and after that block v0..v7 are stored to save, one
// vector's size apart.
type laneTail struct {
	last, tailLen, endFlag Mem
	mask                   Register // a K register
	save                   Mem      // 8 vectors
}

// blockRounds512Tail is blockRounds512 with the lanes of tail, if set
// (chunks only), ending at block tail.last.
func blockRounds512Tail(name string, chunks bool, v, m, pool []VecPhysical, ctrLo, ctrHi Mem, f, fb, ft, blk, in Register, tail *laneTail) {
	free := spareRegs(pool, m)
	if len(free) != 8 {
		panic(fmt.Sprint("free registers: ", len(free)))
	}
	copy(v[8:], free)
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	if chunks {
		VMOVDQU32(ctrLo, v[12])
		VMOVDQU32(ctrHi, v[13])
		blockFlags(f, fb, ft, blk)
		VPBROADCASTD(fb, v[15])
	} else {
		VPXORD(v[12], v[12], v[12])
		VPXORD(v[13], v[13], v[13])
		VPBROADCASTD(f, v[15])
	}
	VPBROADCASTD(blen64, v[14])
	if tail != nil {
		Comment("The partial chunk's lanes at their last block: its length and the chunk end.")
		CMPQ(blk, tail.last)
		JNE(LabelRef(name + "_notlast"))
		VPBROADCASTD(tail.tailLen, tail.mask, v[14])
		VPORD_BCST(tail.endFlag, v[15], tail.mask, v[15])
		Label(name + "_notlast")
	}
	rounds512(v, m)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	if tail != nil {
		CMPQ(blk, tail.last)
		JNE(LabelRef(name + "_notsave"))
		for i := 0; i < 8; i++ {
			VMOVDQU32(v[i], tail.save.Offset(int(v[i].Size())*i))
		}
		Label(name + "_notsave")
	}
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blk)
		CMPQ(blk, U8(16))
		JNE(LabelRef(name + "_block"))
	}
}
