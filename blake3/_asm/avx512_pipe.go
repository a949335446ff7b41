package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512, 16 lanes, software-pipelined chunk kernel: while the rounds of
// block b run on the state (Z0..Z15) with message words read as memory
// operands from one stack buffer, block b+1 is loaded into Z16..Z31,
// transposed there and stored to the other buffer. The transpose then
// overlaps the rounds instead of stalling each block on its shuffles. Pairs
// are shuffled in place without a spare register by parking one operand in
// a stack slot and reading it as a memory operand.

// prefetchBlocks is how many blocks ahead the 16-lane chunk kernel
// prefetches. Hashing 512 MiB from memory, min of 8 runs, 3-6 alternating
// rounds (2026-11-30): 2 blocks 93-104 ms, 3 blocks 94-95, 4 blocks 87-96,
// 6 blocks 88-95, 8 blocks 86-99. The AVX2 (8-lane) and SSE4.1 (4-lane)
// chunk kernels prefetch as far; for them 2, 4 and 8 blocks measured alike
// (docs/results/2026-12-01-cli-held-levels).
const prefetchBlocks = 4

// pipeOp is one queued instruction group of the next block's transpose.
type pipeOp func()

// transposeOps returns the transpose of the sixteen rows loaded from
// base+off[i] into Z16..Z31, ending with the sixteen message words stored
// to dst+64*k, as a queue of instruction groups. With each load it
// prefetches pf+off[i]: the kernel points pf at the block prefetchBlocks
// after the one running (wrapping into the next group of chunks), because
// sixteen lanes 1 KiB apart are four streams per 4 KiB page, more than the
// L2 streamer follows (one per page), so inputs that come from memory rather
// than cache stall without it. Its first sixteen groups are the row loads
// (hashChunksCopyAVX512 replaces them with its own, which also store the
// rows); the transpose is four stages of 64 shuffles in all.
func transposeOps(base, pf Register, offs Mem, t Register, slots Mem, dst func() Register) []pipeOp {
	tq := &transposeQueue{slots: slots}
	rows := make([]VecPhysical, 16)
	copy(rows, zregs[16:32])
	for i := 0; i < 16; i++ {
		i := i
		tq.q = append(tq.q, func() {
			MOVQ(offs.Offset(8*i), t)
			VMOVDQU32(Mem{Base: base, Index: t, Scale: 1}, rows[i])
			PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
		})
	}
	// Stage 1: rows (2p, 2p+1) -> lo in 2p, hi in 2p+1.
	for p := 0; p < 16; p += 2 {
		tq.pair(rows[p], rows[p+1], unpckLoD, unpckHiD)
	}
	// Stage 2: within each group of four (a0 b0 a1 b1), (a0, a1) and (b0, b1).
	pos := make([]VecPhysical, 16)
	for g := 0; g < 16; g += 4 {
		a0, b0, a1, b1 := rows[g], rows[g+1], rows[g+2], rows[g+3]
		tq.pair(a0, a1, unpckLoQ, unpckHiQ)
		tq.pair(b0, b1, unpckLoQ, unpckHiQ)
		// c_{g/4, j}: j=0 a0, j=1 a1, j=2 b0, j=3 b1.
		pos[g], pos[g+1], pos[g+2], pos[g+3] = a0, a1, b0, b1
	}
	// Stages 3 and 4, per j.
	cols := make([]VecPhysical, 16)
	for j := 0; j < 4; j++ {
		c0, c1, c2, c3 := pos[j], pos[4+j], pos[8+j], pos[12+j]
		tq.pair(c0, c1, shuf88m, shufDDm) // c0 = s0, c1 = s1
		tq.pair(c2, c3, shuf88m, shufDDm) // c2 = s2, c3 = s3
		tq.pair(c0, c2, shuf88m, shufDDm) // c0 = col j, c2 = col 8+j
		tq.pair(c1, c3, shuf88m, shufDDm) // c1 = col 4+j, c3 = col 12+j
		cols[j], cols[8+j], cols[4+j], cols[12+j] = c0, c2, c1, c3
	}
	tq.storeCols(cols, dst)
	return tq.q
}

// transposeBlocksOps is transposeOps with the 128-bit blocks put in place
// by the loads, for the pipelined chunk kernel: register 16+4q+j holds
// words 4q..4q+3 of rows j, j+4, j+8 and j+12 in its four blocks (one
// 16-byte load and three VINSERTI32X4 from memory, which run on either
// vector port), and a 4x4 transpose within the blocks of registers
// 16+4q..16+4q+3 gives columns 4q..4q+3: 32 shuffles (port 5 only on
// Intel) instead of 64. Its first sixteen groups are the rows' loads in
// order (loadRowBlocks; hashChunksAtAVX512 replaces them with its own).
func transposeBlocksOps(base, pf Register, offs Mem, t Register, slots Mem, dst func() Register) []pipeOp {
	tq := &transposeQueue{slots: slots}
	// Rows in block order (rows 0..3 first, each block's load before the
	// insertions into its register).
	for i := 0; i < 16; i++ {
		i := i
		tq.q = append(tq.q, func() {
			MOVQ(offs.Offset(8*i), t)
			loadRowBlocks(i, Mem{Base: base, Index: t, Scale: 1})
			PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
		})
	}
	cols := make([]VecPhysical, 16)
	for q := 0; q < 4; q++ {
		x := zregs[16+4*q : 20+4*q]
		// (a b c d) = rows j = 0..3 of each block: a 4x4 transpose.
		tq.pair(x[0], x[1], unpckLoD, unpckHiD) // x0 = a0 b0 a1 b1, x1 = a2 b2 a3 b3
		tq.pair(x[2], x[3], unpckLoD, unpckHiD) // x2 = c0 d0 c1 d1, x3 = c2 d2 c3 d3
		tq.pair(x[0], x[2], unpckLoQ, unpckHiQ) // x0 = word 4q, x2 = word 4q+1
		tq.pair(x[1], x[3], unpckLoQ, unpckHiQ) // x1 = word 4q+2, x3 = word 4q+3
		cols[4*q], cols[4*q+1], cols[4*q+2], cols[4*q+3] = x[0], x[2], x[1], x[3]
	}
	tq.storeCols(cols, dst)
	return tq.q
}

// loadRowBlocks loads row i of a block, at m, in transposeBlocksOps's
// layout: its 16-byte piece q into block i/4 of register 16+4q+i%4. Rows
// must come in order (row i%4's load before the insertions of i%4+4,
// i%4+8, i%4+12).
func loadRowBlocks(i int, m Mem) {
	j, b := i%4, i/4
	for q := 0; q < 4; q++ {
		if b == 0 {
			VMOVDQU32(m.Offset(16*q), xregsHi[4*q+j])
		} else {
			VINSERTI32X4(U8(b), m.Offset(16*q), zregs[16+4*q+j], zregs[16+4*q+j])
		}
	}
}

// transposeQueue collects a transpose's instruction groups. pair shuffles
// registers x and y in place, x = lo(x, y) and y = hi(x, y), parking y in
// one of eight stack slots to read it as a memory operand (no spare
// register).
type transposeQueue struct {
	q     []pipeOp
	slots Mem
	slot  int
}

func (tq *transposeQueue) pair(x, y VecPhysical, lo, hi func(m Op, x, d VecPhysical)) {
	s := tq.slots.Offset(64 * (tq.slot % 8))
	tq.slot++
	tq.q = append(tq.q, func() {
		VMOVDQU32(y, s)
		hi(s, x, y)
		lo(s, x, x)
	})
}

// storeCols queues the stores of the sixteen message words to dst+64*k.
func (tq *transposeQueue) storeCols(cols []VecPhysical, dst func() Register) {
	for k := 0; k < 16; k++ {
		k := k
		tq.q = append(tq.q, func() { VMOVDQU32(cols[k], Mem{Base: dst(), Disp: 64 * k}) })
	}
}

// The shuffles of transposeQueue.pair, d = op(x, m).
func unpckLoD(m Op, x, d VecPhysical) { VPUNPCKLDQ(m, x, d) }
func unpckHiD(m Op, x, d VecPhysical) { VPUNPCKHDQ(m, x, d) }
func unpckLoQ(m Op, x, d VecPhysical) { VPUNPCKLQDQ(m, x, d) }
func unpckHiQ(m Op, x, d VecPhysical) { VPUNPCKHQDQ(m, x, d) }
func shuf88m(m Op, x, d VecPhysical)  { VSHUFI32X4(U8(0x88), m, x, d) }
func shufDDm(m Op, x, d VecPhysical)  { VSHUFI32X4(U8(0xDD), m, x, d) }

// xregsHi are the XMM halves of Z16..Z31.
var xregsHi = []VecPhysical{X16, X17, X18, X19, X20, X21, X22, X23, X24, X25, X26, X27, X28, X29, X30, X31}

// rounds512m is rounds512 with message words as operands msg(k), calling
// hook after every group of four like operations.
func rounds512m(v []VecPhysical, msg func(k int) Op, hook func()) {
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		half := func(a, b, c, d [4]VecPhysical, mx, my [4]Op) {
			quad := func(op func(k int)) {
				for k := 0; k < 4; k++ {
					op(k)
				}
				hook()
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
		half([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Op{msg(s[0]), msg(s[2]), msg(s[4]), msg(s[6])}, [4]Op{msg(s[1]), msg(s[3]), msg(s[5]), msg(s[7])})
		half([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Op{msg(s[8]), msg(s[10]), msg(s[12]), msg(s[14])}, [4]Op{msg(s[9]), msg(s[11]), msg(s[13]), msg(s[15])})
	}
}

func genHashChunks512Pipe() {
	name := "hashChunksAVX512"
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" hashes n >= 1 whole chunks from in, with chunk counters",
		"counter..counter+n-1, writing their chaining values to out[0:32*n]. It",
		"runs groups of 16 lanes (the last group may be partial); between full",
		"groups the first block of the next group is transposed during the last",
		"block of the current one.")
	Pragma("noescape")
	in := Load(Param("in"), GP64())
	nrem := Load(Param("n"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(256+2048+512+64, 64)
	offs, ctrLo, ctrHi := scr, scr.Offset(128), scr.Offset(192)
	slots := scr.Offset(256 + 2048)
	// Spill slots for values used once per group.
	keyS, outS, ctrS, primedS, lastS := scr.Offset(2816), scr.Offset(2824), scr.Offset(2832), scr.Offset(2840), scr.Offset(2848)
	t := GP64()
	Load(Param("key"), t)
	MOVQ(t, keyS)
	Load(Param("out"), t)
	MOVQ(t, outS)
	Load(Param("counter"), t)
	MOVQ(t, ctrS)
	MOVQ(U32(0), primedS)
	v := zregs[:16]
	cur, nxt := GP64(), GP64()
	LEAQ(scr.Offset(256), cur)
	LEAQ(scr.Offset(256+1024), nxt)
	blk := GP64()
	nb := GP64()
	fb := GP32()
	ft := GP32()

	Label(name + "_group")
	Comment("Lane offsets for this group: min(i, lanes-1) * 1024.")
	lanesR := GP64()
	MOVQ(U32(16), lanesR)
	CMPQ(nrem, lanesR)
	CMOVQLT(nrem, lanesR)
	laneOffsets(lanesR, 16, 10, offs)
	Comment("The block after block 15: block 0 of a full next group, else block 15 again.")
	MOVQ(U32(960), t)
	MOVQ(U32(16384), nb)
	CMPQ(nrem, U8(32))
	CMOVQGE(nb, t)
	MOVQ(t, lastS)
	Comment("Counter words for lanes 0..15, carrying into the high word.")
	ctr := GP64()
	MOVQ(ctrS, ctr)
	laneCounters(ctr, Z8, Z9, Z10, Z11)
	VMOVDQU32(Z9, ctrLo)
	VMOVDQU32(Z10, ctrHi)
	key := GP64()
	MOVQ(keyS, key)
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	CMPQ(primedS, U8(0))
	JNE(LabelRef(name + "_primed"))
	Comment("Transpose block 0.")
	LEAQ(Mem{Base: in, Disp: 64}, fb.As64())
	for _, op := range transposeBlocksOps(in, fb.As64(), offs, t, slots, func() Register { return cur }) {
		op()
	}
	Label(name + "_primed")
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("nb = in + 64*(blk+1), or the block after block 15: the block transposed during this one.")
	MOVQ(blk, nb)
	INCQ(nb)
	SHLQ(U8(6), nb)
	CMPQ(blk, U8(15))
	CMOVQEQ(lastS, nb)
	ADDQ(in, nb)
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	VMOVDQU32(ctrLo, v[12])
	VMOVDQU32(ctrHi, v[13])
	VPBROADCASTD(blen64, v[14])
	blockFlags(f, fb, ft, blk)
	VPBROADCASTD(fb, v[15])
	Comment(fmt.Sprintf("pf = the block %d after this one: in + 64*(blk+%d), or for blk >= %d the", prefetchBlocks, prefetchBlocks, 16-prefetchBlocks),
		fmt.Sprintf("next group's block blk-%d, so that a group's first blocks are fetched early too.", 16-prefetchBlocks))
	pf := fb.As64()
	MOVQ(blk, pf)
	SHLQ(U8(6), pf)
	LEAQ(Mem{Base: pf, Disp: prefetchBlocks * 64}, pf)
	LEAQ(Mem{Base: pf, Disp: 16384 - 1024}, ft.As64())
	CMPQ(blk, U8(16-prefetchBlocks))
	CMOVQCC(ft.As64(), pf)
	ADDQ(in, pf)
	q := transposeBlocksOps(nb, pf, offs, t, slots, func() Register { return nxt })
	// Spread the queue over the 7*2*2*7 = 196 quads, loads first.
	quads := 196
	emitted := 0
	count := 0
	hook := func() {
		count++
		want := (count*len(q) + quads - 1) / quads
		for emitted < want && emitted < len(q) {
			q[emitted]()
			emitted++
		}
	}
	rounds512m(v, func(k int) Op { return Mem{Base: cur, Disp: 64 * k} }, hook)
	for emitted < len(q) {
		q[emitted]()
		emitted++
	}
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	XCHGQ(cur, nxt)
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	out := GP64()
	MOVQ(outS, out)
	storeCVsTo(name, out, nrem, v[:8], Z16)
	Comment("Next group: the next block was pre-transposed only if this group was followed by a full one.")
	XORQ(t, t)
	CMPQ(nrem, U8(32))
	SETGE(t.As8())
	MOVQ(t, primedS)
	ADDQ(U32(512), outS)
	ADDQ(U32(16), ctrS)
	ADDQ(U32(16384), in)
	SUBQ(U8(16), nrem)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}
