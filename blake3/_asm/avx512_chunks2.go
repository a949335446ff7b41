package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512, two groups of 16 lanes at once, the chunk kernel: group 0's
// state in Z0..Z15 and group 1's in Z16..Z31 through the rounds, each
// operation issued for the four G functions of one group and then of the
// other, so that eight independent chains fill the vector pipes where one
// group's four leave them waiting on latency (where an operation's result
// comes two cycles later: internal/cpu.Latency512). The message words of
// both groups are
// transposed as in the 16-lane kernel (rowsToColumns), then stored on the
// stack, and the rounds add them from memory; group 1's chaining values
// wait on the stack while the blocks are transposed.

// genHashChunks512x2 emits hashChunksAVX512x2: genHashChunks512 for n a
// multiple of 32, two groups of 16 chunks per pass.
func genHashChunks512x2() {
	name := "hashChunksAVX512x2"
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" hashes n whole chunks (n a positive multiple of 32) from in,",
		"with chunk counters counter..counter+n-1, writing their chaining values",
		"to out[0:32*n]: hashChunksAVX512 two groups of 16 lanes at a time.")
	Pragma("noescape")
	in := Load(Param("in"), GP64())
	nrem := Load(Param("n"), GP64())
	f := Load(Param("flags"), GP32())
	const (
		offOffs  = 0
		offCtr   = 128  // ctrLo, ctrHi of group 0, then of group 1
		offMsg   = 384  // 16 message words of group 0, then of group 1
		offCV1   = 2432 // group 1's chaining values
		offScal  = 2944 // key pointer, out pointer, counter
		scrBytes = 2968
	)
	scr := alignedScratch(scrBytes, 64)
	offs := scr.Offset(offOffs)
	ctrLo := [2]Mem{scr.Offset(offCtr), scr.Offset(offCtr + 128)}
	ctrHi := [2]Mem{scr.Offset(offCtr + 64), scr.Offset(offCtr + 192)}
	msg := [2]Mem{scr.Offset(offMsg), scr.Offset(offMsg + 1024)}
	cv1 := scr.Offset(offCV1)
	keyS, outS, ctrS := scr.Offset(offScal), scr.Offset(offScal+8), scr.Offset(offScal+16)
	t := GP64()
	Load(Param("key"), t)
	MOVQ(t, keyS)
	Load(Param("out"), t)
	MOVQ(t, outS)
	Load(Param("counter"), t)
	MOVQ(t, ctrS)
	Comment("Lane offsets: i * 1024.")
	lanesR := GP64()
	MOVQ(U32(16), lanesR)
	laneOffsets(lanesR, 16, 10, offs)
	v := [2][]VecPhysical{zregs[:16], zregs[16:32]}
	blk := GP64()
	nb := GP64()
	fb := GP32()
	ft := GP32()

	Label(name + "_group")
	pairStart512(ctrS, keyS, ctrLo, ctrHi, cv1, v[0])
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("nb = in + 64*blk, this block of group 0 (group 1's is 16 KiB on).")
	MOVQ(blk, nb)
	SHLQ(U8(6), nb)
	ADDQ(in, nb)
	Comment(fmt.Sprintf("pf = the block %d after this one, or for blk >= %d the next pair of groups' block blk-%d.", prefetchBlocks, 16-prefetchBlocks, 16-prefetchBlocks))
	pf := fb.As64()
	MOVQ(blk, pf)
	SHLQ(U8(6), pf)
	LEAQ(Mem{Base: pf, Disp: prefetchBlocks * 64}, pf)
	LEAQ(Mem{Base: pf, Disp: 32768 - 1024}, ft.As64())
	CMPQ(blk, U8(16-prefetchBlocks))
	CMOVQCC(ft.As64(), pf)
	ADDQ(in, pf)
	for g := 0; g < 2; g++ {
		Commentf("Group %d's block, transposed to message words and stored.", g)
		storeMessage512(msg[g], func(i int) {
			MOVQ(offs.Offset(8*i), t)
			loadRowBlocks(i, Mem{Base: nb, Index: t, Scale: 1, Disp: 16384 * g})
			PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1, Disp: 16384 * g})
		})
	}
	blockFlags(f, fb, ft, blk)
	pairBlock512(v, msg, cv1, ctrLo, ctrHi, fb)
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	out := GP64()
	MOVQ(outS, out)
	storePairCVs512(name, out, nrem, v, cv1)
	ADDQ(U32(1024), outS)
	ADDQ(U32(32), ctrS)
	ADDQ(U32(32768), in)
	SUBQ(U8(32), nrem)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}

// rounds512x2 runs the seven rounds on the states v[0] and v[1] (v0..v15
// each), with the message words of group g at msg[g] (word k at 64k).
// Like operations come eight at a time: the four G functions of group 0,
// then those of group 1.
func rounds512x2(v [2][]VecPhysical, msg [2]Mem) {
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		for half := 0; half < 2; half++ {
			var a, b, c, d [2][4]VecPhysical
			var mx, my [4]int
			for k := 0; k < 4; k++ {
				// Columns, then diagonals (b, c, d moved on by 1, 2, 3).
				for g := 0; g < 2; g++ {
					a[g][k] = v[g][k]
					b[g][k], c[g][k], d[g][k] = v[g][4+(k+half)%4], v[g][8+(k+2*half)%4], v[g][12+(k+3*half)%4]
				}
				mx[k], my[k] = s[8*half+2*k], s[8*half+2*k+1]
			}
			g512x2(a, b, c, d, mx, my, msg)
		}
	}
}

// g512x2 runs four G functions on each of two groups' states, message
// words mx and my of group g read from msg[g].
func g512x2(a, b, c, d [2][4]VecPhysical, mx, my [4]int, msg [2]Mem) {
	eight := func(op func(g, k int)) {
		for g := 0; g < 2; g++ {
			for k := 0; k < 4; k++ {
				op(g, k)
			}
		}
	}
	step := func(m [4]int, rd, rb int) {
		eight(func(g, k int) { VPADDD(msg[g].Offset(64*m[k]), a[g][k], a[g][k]) })
		eight(func(g, k int) { VPADDD(b[g][k], a[g][k], a[g][k]) })
		eight(func(g, k int) { VPXORD(a[g][k], d[g][k], d[g][k]) })
		eight(func(g, k int) { VPRORD(U8(rd), d[g][k], d[g][k]) })
		eight(func(g, k int) { VPADDD(d[g][k], c[g][k], c[g][k]) })
		eight(func(g, k int) { VPXORD(c[g][k], b[g][k], b[g][k]) })
		eight(func(g, k int) { VPRORD(U8(rb), b[g][k], b[g][k]) })
	}
	step(mx, 16, 12)
	step(my, 8, 7)
}

// genHashChunksAt512x2 emits hashChunksAtAVX512x2: genHashChunksAt512's
// kernel two groups of 16 chunks at a time, as hashChunksAVX512x2 is
// hashChunksAVX512's. Group g of a pair reads its chunks at the offsets
// offs[16g..16g+15] of the pair's 32. The copying kernel stays on 16
// lanes (docs/NOTEBOOK.md says why).
func genHashChunksAt512x2() {
	name := "hashChunksAtAVX512x2"
	TEXT(name, 0, "func(in *byte, offs *uint64, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" is hashChunksAtAVX512 for n a positive multiple of 32, two",
		"groups of 16 lanes at a time.")
	Pragma("noescape")
	const (
		offCtr   = 0    // ctrLo, ctrHi of group 0, then of group 1
		offMsg   = 256  // 16 message words of group 0, then of group 1
		offCV1   = 2304 // group 1's chaining values
		offScal  = 2816 // in, offs, n, key, out, counter, flags
		scrBytes = 2816 + 56
	)
	scr := alignedScratch(scrBytes, 64)
	ctrLo := [2]Mem{scr.Offset(offCtr), scr.Offset(offCtr + 128)}
	ctrHi := [2]Mem{scr.Offset(offCtr + 64), scr.Offset(offCtr + 192)}
	msg := [2]Mem{scr.Offset(offMsg), scr.Offset(offMsg + 1024)}
	cv1 := scr.Offset(offCV1)
	sp := func(i int) Mem { return scr.Offset(offScal + 8*i) }
	inS, tblS, nremS, keyS, outS, ctrS, fS := sp(0), sp(1), sp(2), sp(3), sp(4), sp(5), sp(6)
	t := GP64()
	for _, p := range []struct {
		name string
		to   Mem
	}{{"in", inS}, {"offs", tblS}, {"n", nremS}, {"key", keyS}, {"out", outS}, {"counter", ctrS}} {
		Load(Param(p.name), t)
		MOVQ(t, p.to)
	}
	fl := GP32()
	Load(Param("flags"), fl)
	MOVL(fl, fS)
	v := [2][]VecPhysical{zregs[:16], zregs[16:32]}

	blk := GP64()
	Label(name + "_group")
	pairStart512(ctrS, keyS, ctrLo, ctrHi, cv1, v[0])
	XORQ(blk, blk)
	Label(name + "_block")
	tbl, base, pf, ptbl := blockPointersAt("pair", 32, tblS, inS, nremS, blk, t)
	t2 := GP64()
	for g := 0; g < 2; g++ {
		Commentf("Group %d's block, transposed to message words and stored.", g)
		storeMessage512(msg[g], func(i int) {
			MOVQ(Mem{Base: tbl, Disp: 8 * (16*g + i)}, t)
			loadRowBlocks(i, Mem{Base: base, Index: t, Scale: 1})
			MOVQ(Mem{Base: ptbl, Disp: 8 * (16*g + i)}, t2)
			PREFETCHT0(Mem{Base: pf, Index: t2, Scale: 1})
		})
	}
	{
		f, fb, ft := GP32(), GP32(), GP32()
		MOVL(fS, f)
		blockFlags(f, fb, ft, blk)
		pairBlock512(v, msg, cv1, ctrLo, ctrHi, fb)
	}
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	{
		out, sixteen := GP64(), GP64()
		MOVQ(outS, out)
		MOVQ(U32(16), sixteen)
		storePairCVs512(name, out, sixteen, v, cv1)
	}
	Comment("Next pair.")
	ADDQ(U32(1024), outS)
	ADDQ(U32(32), ctrS)
	ADDQ(U32(256), tblS)
	SUBQ(U8(32), nremS)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}

// pairStart512 begins a pair of groups of sixteen chunks: the counter
// words of group 0's lanes from the counter at ctrS and of group 1's from
// 16 more (carrying into the high word) stored at ctrLo[g] and ctrHi[g],
// and both groups' chaining values set to the key at the pointer in keyS:
// group 0's in cv0, group 1's at cv1. It uses Z8..Z11 as scratch.
func pairStart512(ctrS, keyS Mem, ctrLo, ctrHi [2]Mem, cv1 Mem, cv0 []VecPhysical) {
	for g := 0; g < 2; g++ {
		Commentf("Counter words of group %d, carrying into the high word.", g)
		ctr := GP64()
		MOVQ(ctrS, ctr)
		if g == 1 {
			ADDQ(U8(16), ctr)
		}
		laneCounters(ctr, Z8, Z9, Z10, Z11)
		VMOVDQU32(Z9, ctrLo[g])
		VMOVDQU32(Z10, ctrHi[g])
	}
	Comment("Both groups' chaining values start as the key: group 0's in Z0..Z7, group 1's on the stack.")
	key := GP64()
	MOVQ(keyS, key)
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, cv0[i])
		VMOVDQU32(cv0[i], cv1.Offset(64*i))
	}
}

// pairBlock512 compresses one block of each group of a pair, their message
// words at msg[g]: group 1's chaining values loaded from cv1, both states'
// v8..v15 set (IV, the counter words at ctrLo[g] and ctrHi[g], the block
// length, the flags in fb), the seven rounds, the feed-forward into
// v0..v7, and group 1's chaining values stored back to cv1.
func pairBlock512(v [2][]VecPhysical, msg [2]Mem, cv1 Mem, ctrLo, ctrHi [2]Mem, fb Register) {
	for i := 0; i < 8; i++ {
		VMOVDQU32(cv1.Offset(64*i), v[1][i])
	}
	for g := 0; g < 2; g++ {
		for i := 0; i < 4; i++ {
			VPBROADCASTD(ivRow.Offset(4*i), v[g][8+i])
		}
		VMOVDQU32(ctrLo[g], v[g][12])
		VMOVDQU32(ctrHi[g], v[g][13])
		VPBROADCASTD(blen64, v[g][14])
		VPBROADCASTD(fb, v[g][15])
	}
	rounds512x2(v, msg)
	for g := 0; g < 2; g++ {
		for i := 0; i < 8; i++ {
			VPXORD(v[g][8+i], v[g][i], v[g][i])
		}
	}
	for i := 0; i < 8; i++ {
		VMOVDQU32(v[1][i], cv1.Offset(64*i))
	}
}

// storeMessage512 emits the loads of one group's block (load(i) loads row
// i, as rowsToColumns takes it), their transposition to message words and
// the words' stores at msg (word k at 64k), for the rounds to add from
// memory.
func storeMessage512(msg Mem, load func(i int)) {
	m := rowsToColumns(load)
	for k := 0; k < 16; k++ {
		VMOVDQU32(m[k], msg.Offset(64*k))
	}
}

// storePairCVs512 transposes and stores the chaining values of both groups
// of a pair at out (group 0's, in v[0][:8], at out; group 1's, read back
// from cv1, 512 bytes on; out is advanced), with n the chunks left (at
// least 32, so every lane's is stored).
func storePairCVs512(name string, out, n Register, v [2][]VecPhysical, cv1 Mem) {
	Comment("Transpose the chaining values of both groups and store them.")
	transposeStoreCVs(name+"_0", out, n, v[0][:8], Z16)
	for i := 0; i < 8; i++ {
		VMOVDQU32(cv1.Offset(64*i), v[1][i])
	}
	ADDQ(U32(512), out)
	transposeStoreCVs(name+"_1", out, n, v[1][:8], Z24)
}
