package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512, 16 lanes, the software-pipelined chunk kernel for CPUs that run
// a 512-bit operation as two 256-bit halves (internal/cpu.Split512): while
// the rounds of block b run on the state (Z0..Z15) with message words read
// as memory operands from one stack buffer, block b+1 is loaded into
// Z16..Z31, transposed there and stored to the other buffer, its
// instructions spread over the rounds. Where the vector pipes are the
// bound (two 512-bit operations a cycle), the transpose then fills gaps
// in the rounds instead of standing between blocks, as it does in
// genHashChunks512. Pairs are shuffled in place without a spare register
// by parking one operand in a stack slot and reading it as a memory
// operand.

// pipeOp is one queued instruction group of the next block's transpose.
type pipeOp func()

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
func (tq *transposeQueue) storeCols(cols []VecPhysical, dst Register) {
	for k := 0; k < 16; k++ {
		tq.q = append(tq.q, func() { VMOVDQU32(cols[k], Mem{Base: dst, Disp: 64 * k}) })
	}
}

// The shuffles of transposeQueue.pair, d = op(x, m).
func unpckLoDm(m Op, x, d VecPhysical) { VPUNPCKLDQ(m, x, d) }
func unpckHiDm(m Op, x, d VecPhysical) { VPUNPCKHDQ(m, x, d) }
func unpckLoQm(m Op, x, d VecPhysical) { VPUNPCKLQDQ(m, x, d) }
func unpckHiQm(m Op, x, d VecPhysical) { VPUNPCKHQDQ(m, x, d) }

// transposeBlocksOps queues the loads of the sixteen rows of the block at
// base+off[i] into Z16..Z31 in loadRowBlocks's layout, each with a
// prefetch of pf+off[i] (the kernel points pf prefetchBlocks blocks
// ahead), the 4x4 transposes within the 128-bit blocks (32 shuffles), and
// the stores of message word k to dst+64*k. Its first sixteen groups are
// the rows' loads in order.
func transposeBlocksOps(base, pf Register, offs Mem, t Register, slots Mem, dst Register) []pipeOp {
	tq := &transposeQueue{slots: slots}
	for i := 0; i < 16; i++ {
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
		tq.pair(x[0], x[1], unpckLoDm, unpckHiDm) // x0 = a0 b0 a1 b1, x1 = a2 b2 a3 b3
		tq.pair(x[2], x[3], unpckLoDm, unpckHiDm) // x2 = c0 d0 c1 d1, x3 = c2 d2 c3 d3
		tq.pair(x[0], x[2], unpckLoQm, unpckHiQm) // x0 = word 4q, x2 = word 4q+1
		tq.pair(x[1], x[3], unpckLoQm, unpckHiQm) // x1 = word 4q+2, x3 = word 4q+3
		cols[4*q], cols[4*q+1], cols[4*q+2], cols[4*q+3] = x[0], x[2], x[1], x[3]
	}
	tq.storeCols(cols, dst)
	return tq.q
}

// genHashChunks512Pipe is hashChunksAVX512Pipe: hashChunksAVX512's contract,
// with block b+1's transpose (transposeBlocksOps) spread over block b's
// rounds (rounds512Op), the two blocks' message words in two stack buffers.
// The first block of a group is transposed on its own unless the group
// before was full and this one is too, in which case the previous group's
// last block transposed it.
func genHashChunks512Pipe() {
	name := "hashChunksAVX512Pipe"
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" hashes n >= 1 whole chunks from in, with chunk counters",
		"counter..counter+n-1, writing their chaining values to out[0:32*n], as",
		"hashChunksAVX512 does, transposing each block during the rounds of the",
		"one before (between full groups, the first block of the next group",
		"during the last block of the current one).")
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
	groupOffsets512(nrem, offs)
	Comment("The block after block 15: block 0 of a full next group, else block 15 again.")
	MOVQ(U32(960), t)
	MOVQ(U32(16384), nb)
	CMPQ(nrem, U8(32))
	CMOVQGE(nb, t)
	MOVQ(t, lastS)
	groupStart512(ctrS, keyS, ctrLo, ctrHi, v)
	CMPQ(primedS, U8(0))
	JNE(LabelRef(name + "_primed"))
	Comment("Transpose block 0.")
	LEAQ(Mem{Base: in, Disp: 64}, fb.As64())
	for _, op := range transposeBlocksOps(in, fb.As64(), offs, t, slots, cur) {
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
	pf := fb.As64()
	groupPrefetch512(in, blk, pf, ft.As64())
	q := transposeBlocksOps(nb, pf, offs, t, slots, nxt)
	// Spread the queue over the 7*2*2*7 = 196 quads, loads first.
	const quads = 196
	emitted, count := 0, 0
	rounds512Op(v, func(k int) Op { return Mem{Base: cur, Disp: 64 * k} }, func() {
		count++
		for want := (count*len(q) + quads - 1) / quads; emitted < want && emitted < len(q); emitted++ {
			q[emitted]()
		}
	})
	for ; emitted < len(q); emitted++ {
		q[emitted]()
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
	Comment("Next group: its first block was transposed only if this group was followed by a full one.")
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
