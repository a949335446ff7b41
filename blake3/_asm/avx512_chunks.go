package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX-512, 16 lanes, the chunk kernels: the state in Z0..Z15, each block's
// rows loaded in 128-bit pieces into Z16..Z31 (a 16-byte load and three
// VINSERTI32X4 from memory per row, which run on either vector port) and
// turned into message words by 4x4 transposes within the 128-bit blocks:
// 32 shuffles a block (port 5 only on Intel) instead of a full transpose's
// 64, and the rounds read the message words from registers.

// prefetchBlocks is how many blocks ahead the 16-lane chunk kernel
// prefetches. Hashing 512 MiB from memory, min of 8 runs, 3-6 alternating
// rounds (2026-11-30): 2 blocks 93-104 ms, 3 blocks 94-95, 4 blocks 87-96,
// 6 blocks 88-95, 8 blocks 86-99. The AVX2 (8-lane) and SSE4.1 (4-lane)
// chunk kernels prefetch as far; for them 2, 4 and 8 blocks measured alike
// (docs/results/2026-12-01-cli-held-levels).
const prefetchBlocks = 4

// loadRowBlocks loads row i of a block, at m: its 16-byte piece q into
// block i/4 of register 16+4q+i%4, so that register 16+4q+j holds words
// 4q..4q+3 of rows j, j+4, j+8 and j+12. Rows must come in order (row
// i%4's load, which clears the rest of its register, before the insertions
// of rows i%4+4, i%4+8 and i%4+12).
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

// xregsHi are the XMM halves of Z16..Z31.
var xregsHi = []VecPhysical{X16, X17, X18, X19, X20, X21, X22, X23, X24, X25, X26, X27, X28, X29, X30, X31}

// rowsToColumns emits the loads of one block's sixteen rows into Z16..Z31
// (load(i) loads row i with loadRowBlocks, and may prefetch) and the 4x4
// transposes within their 128-bit blocks, with Z8..Z11 as spare registers,
// and returns the registers that then hold message words 0..15: word k in
// Z16+k. The chunk, parent and batch kernels use it; their state's v8..v15
// (Z8..Z15) are set afterwards.
func rowsToColumns(load func(i int)) []VecPhysical {
	for i := 0; i < 16; i++ {
		load(i)
	}
	tmp := zregs[8:12]
	for q := 0; q < 4; q++ {
		// Register 16+4q+j holds words 4q..4q+3 of rows j, j+4, j+8, j+12
		// in its four blocks: (a b c d) = j = 0..3.
		x := zregs[16+4*q : 20+4*q]
		VPUNPCKLDQ(x[1], x[0], tmp[0])    // a0 b0 a1 b1
		VPUNPCKHDQ(x[1], x[0], tmp[1])    // a2 b2 a3 b3
		VPUNPCKLDQ(x[3], x[2], tmp[2])    // c0 d0 c1 d1
		VPUNPCKHDQ(x[3], x[2], tmp[3])    // c2 d2 c3 d3
		VPUNPCKLQDQ(tmp[2], tmp[0], x[0]) // word 4q
		VPUNPCKHQDQ(tmp[2], tmp[0], x[1]) // word 4q+1
		VPUNPCKLQDQ(tmp[3], tmp[1], x[2]) // word 4q+2
		VPUNPCKHQDQ(tmp[3], tmp[1], x[3]) // word 4q+3
	}
	return zregs[16:32]
}

// groupOffsets512 stores at offs the byte offsets of the group's lanes from
// its first chunk, min(i, lanes-1) * 1024 with lanes = min(nrem, 16): a
// partial last group repeats its last chunk in the spare lanes.
func groupOffsets512(nrem Register, offs Mem) {
	Comment("Lane offsets for this group: min(i, lanes-1) * 1024.")
	lanesR := GP64()
	MOVQ(U32(16), lanesR)
	CMPQ(nrem, lanesR)
	CMOVQLT(nrem, lanesR)
	laneOffsets(lanesR, 16, 10, offs)
}

// groupStart512 begins a group of sixteen chunks: the counter words of lanes
// 0..15 from the counter at ctrS (carrying into the high word) stored at
// ctrLo and ctrHi, and v0..v7 set to the key at the pointer in keyS. It
// uses Z8..Z11 as scratch.
func groupStart512(ctrS, keyS, ctrLo, ctrHi Mem, v []VecPhysical) {
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
}

// chunkBlock512 emits one block of sixteen chunks: the state's v8..v15 set
// from the IV, the counter words at ctrLo and ctrHi, the block length and
// the flags in fb, the seven rounds with message words m, and v0..v7 =
// the new chaining values. The instruction groups of extra, if any, are
// spread over the rounds.
func chunkBlock512(v, m []VecPhysical, ctrLo, ctrHi Mem, fb Register, extra []func()) {
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	VMOVDQU32(ctrLo, v[12])
	VMOVDQU32(ctrHi, v[13])
	VPBROADCASTD(blen64, v[14])
	VPBROADCASTD(fb, v[15])
	const groups = 196
	emitted, count := 0, 0
	rounds512Hook(v, m, func() {
		count++
		for want := (count*len(extra) + groups - 1) / groups; emitted < want; emitted++ {
			extra[emitted]()
		}
	})
	for ; emitted < len(extra); emitted++ {
		extra[emitted]()
	}
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
}

// groupPrefetch512 sets pf to the block prefetchBlocks after block blk of
// the group of sixteen contiguous chunks at in, or for blk >=
// 16-prefetchBlocks to the next group's block blk-(16-prefetchBlocks), so
// that a group's first blocks are fetched early too; t is scratch.
func groupPrefetch512(in, blk, pf, t Register) {
	Comment(fmt.Sprintf("pf = the block %d after this one: in + 64*(blk+%d), or for blk >= %d the", prefetchBlocks, prefetchBlocks, 16-prefetchBlocks),
		fmt.Sprintf("next group's block blk-%d, so that a group's first blocks are fetched early too.", 16-prefetchBlocks))
	MOVQ(blk, pf)
	SHLQ(U8(6), pf)
	LEAQ(Mem{Base: pf, Disp: prefetchBlocks * 64}, pf)
	LEAQ(Mem{Base: pf, Disp: 16384 - 1024}, t)
	CMPQ(blk, U8(16-prefetchBlocks))
	CMOVQCC(t, pf)
	ADDQ(in, pf)
}

// genHashChunks512 is the 16-lane chunk kernel for contiguous chunks: per
// block, rowsToColumns and chunkBlock512, with every lane's block
// prefetchBlocks ahead prefetched.
func genHashChunks512() {
	name := "hashChunksAVX512"
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" hashes n >= 1 whole chunks from in, with chunk counters",
		"counter..counter+n-1, writing their chaining values to out[0:32*n]. It",
		"runs groups of 16 lanes (the last group may be partial).")
	Pragma("noescape")
	in := Load(Param("in"), GP64())
	nrem := Load(Param("n"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(256+64, 64)
	offs, ctrLo, ctrHi := scr, scr.Offset(128), scr.Offset(192)
	keyS, outS, ctrS := scr.Offset(256), scr.Offset(264), scr.Offset(272)
	t := GP64()
	Load(Param("key"), t)
	MOVQ(t, keyS)
	Load(Param("out"), t)
	MOVQ(t, outS)
	Load(Param("counter"), t)
	MOVQ(t, ctrS)
	v := zregs[:16]
	blk := GP64()
	nb := GP64()
	fb := GP32()
	ft := GP32()

	Label(name + "_group")
	groupOffsets512(nrem, offs)
	groupStart512(ctrS, keyS, ctrLo, ctrHi, v)
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("nb = in + 64*blk, this block.")
	MOVQ(blk, nb)
	SHLQ(U8(6), nb)
	ADDQ(in, nb)
	pf := fb.As64()
	groupPrefetch512(in, blk, pf, ft.As64())
	m := rowsToColumns(func(i int) {
		MOVQ(offs.Offset(8*i), t)
		loadRowBlocks(i, Mem{Base: nb, Index: t, Scale: 1})
		PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
	})
	blockFlags(f, fb, ft, blk)
	chunkBlock512(v, m, ctrLo, ctrHi, fb, nil)
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	out := GP64()
	MOVQ(outS, out)
	storeCVsTo(name, out, nrem, v[:8], Z16)
	ADDQ(U32(512), outS)
	ADDQ(U32(16), ctrS)
	ADDQ(U32(16384), in)
	SUBQ(U8(16), nrem)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}
