package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// genHashChunksAt512 is the 16-lane chunk kernel of genHashChunks512 (rows
// loaded in 128-bit pieces and transposed in registers, blocks prefetched
// ahead) for chunks that lie anywhere in one buffer: chunk i is read at
// in+offs[i], so Bao's leaves are hashed between its parent nodes. With
// copy set it also stores every block it loads to dst+doffs[i], which
// writes a combined encoding's content while hashing it, and asks for the
// next group's copy into L2 in order. Only whole groups of sixteen chunks:
// the Go side hashes the rest.
func genHashChunksAt512(copy bool) {
	name := "hashChunksAtAVX512"
	sig := "func(in *byte, offs *uint64, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)"
	doc := []string{
		name + " hashes n whole chunks (n a positive multiple of 16), chunk i",
		"at in+offs[i], with chunk counters counter..counter+n-1, writing their",
		"chaining values to out[0:32*n].",
	}
	if copy {
		name = "hashChunksCopyAVX512"
		sig = "func(in *byte, offs *uint64, n int, key *[8]uint32, counter uint64, flags uint32, out *byte, dst *byte, doffs *uint64)"
		doc = []string{
			name + " is hashChunksAtAVX512 that also copies chunk i to",
			"dst+doffs[i], block by block as it loads them (a chunk may be",
			"stored more than once, always with its own bytes). The copies must",
			"not overlap the chunks read or the output.",
		}
	}
	TEXT(name, 0, sig)
	Doc(doc...)
	Pragma("noescape")
	scr := alignedScratch(256+128, 64)
	ctrLo, ctrHi := scr.Offset(128), scr.Offset(192)
	sp := func(i int) Mem { return scr.Offset(256 + 8*i) }
	inS, tblS, nremS, keyS, outS, ctrS, fS, dstS, dtblS := sp(0), sp(1), sp(2), sp(3), sp(4), sp(5), sp(6), sp(7), sp(8)
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
	if copy {
		Load(Param("dst"), t)
		MOVQ(t, dstS)
		Load(Param("doffs"), t)
		MOVQ(t, dtblS)
	}
	v := zregs[:16]

	blk := GP64()
	Label(name + "_group")
	groupStart512(ctrS, keyS, ctrLo, ctrHi, v)
	XORQ(blk, blk)
	Label(name + "_block")
	tbl, base, pf, ptbl := blockPointersAt("group", 16, tblS, inS, nremS, blk, t)
	var dbase, dtbl Register
	if copy {
		Comment("This block's copy: dst + 64*blk (+ the lane's offset).")
		dbase, dtbl = GP64(), GP64()
		MOVQ(blk, dbase)
		SHLQ(U8(6), dbase)
		ADDQ(dstS, dbase)
		MOVQ(dtblS, dtbl)
	}
	t2 := GP64()
	m := rowsToColumns(func(i int) {
		MOVQ(Mem{Base: tbl, Disp: 8 * i}, t)
		loadRowBlocks(i, Mem{Base: base, Index: t, Scale: 1})
		MOVQ(Mem{Base: ptbl, Disp: 8 * i}, t2)
		PREFETCHT0(Mem{Base: pf, Index: t2, Scale: 1})
	})
	var extra []func()
	if copy {
		// The next group's chunk blk in the copy, asked for into L2 line by
		// line in order (this group's again in the last group), in place
		// of each lane's line some blocks ahead: asked for in the lanes'
		// order, sixteen lines 1 KiB apart a block, the copy's reads for
		// ownership waited on memory
		// (docs/results/2026-12-07-bao-encode-seq-prefetch-spr).
		pn, nt := GP64(), GP64()
		MOVQ(dtblS, nt)
		LEAQ(Mem{Base: nt, Disp: 128}, pn)
		CMPQ(nremS, U8(16))
		CMOVQGT(pn, nt)
		MOVQ(Mem{Base: nt, Index: blk, Scale: 8}, pn)
		ADDQ(dstS, pn)
		for k := 0; k < 17; k++ { // 1 KiB at any alignment
			k := k
			extra = append(extra, func() { PREFETCHT1(Mem{Base: pn, Disp: 64 * k}) })
		}
		// The copy runs during the rounds (no vector register is free
		// there): each row in eight quadwords through a general register,
		// read again from L1, so that the stores are spread over the block.
		ts, td, d := GP64(), GP64(), GP64()
		for i := 0; i < 16; i++ {
			i := i
			extra = append(extra, func() {
				MOVQ(Mem{Base: tbl, Disp: 8 * i}, ts)
				MOVQ(Mem{Base: dtbl, Disp: 8 * i}, td)
			})
			for k := 0; k < 8; k++ {
				k := k
				extra = append(extra, func() {
					MOVQ(Mem{Base: base, Index: ts, Scale: 1, Disp: 8 * k}, d)
					MOVQ(d, Mem{Base: dbase, Index: td, Scale: 1, Disp: 8 * k})
				})
			}
		}
	}
	{
		f, fb, ft := GP32(), GP32(), GP32()
		MOVL(fS, f)
		blockFlags(f, fb, ft, blk)
		chunkBlock512(v, m, ctrLo, ctrHi, fb, extra)
	}
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	{
		out, sixteen := GP64(), GP64()
		MOVQ(outS, out)
		MOVQ(U32(16), sixteen)
		storeCVsTo(name, out, sixteen, v[:8], Z16)
	}
	Comment("Next group.")
	ADDQ(U32(512), outS)
	ADDQ(U32(16), ctrS)
	ADDQ(U32(128), tblS)
	if copy {
		ADDQ(U32(128), dtblS)
	}
	SUBQ(U8(16), nremS)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}

// blockPointersAt emits, for block blk of the at-kernels' current unit
// (a "group" of 16 lanes or a "pair" of two), the registers their loads
// and prefetches use: tbl, the unit's offset table at tblS; base, in (at
// inS) + 64*blk; and pf and ptbl, the block prefetchBlocks ahead and the
// table that names its lanes: the next unit's (its table 8*lanes bytes on,
// this one's again when nremS <= lanes) for blk >= 16-prefetchBlocks. It
// uses t as scratch.
func blockPointersAt(unit string, lanes int, tblS, inS, nremS Mem, blk, t Register) (tbl, base, pf, ptbl Register) {
	Comment(fmt.Sprintf("This %s's table, and the next %s's (this one's again in the last %s).", unit, unit, unit))
	tbl, ntbl := GP64(), GP64()
	MOVQ(tblS, tbl)
	LEAQ(Mem{Base: tbl, Disp: 8 * lanes}, ntbl)
	CMPQ(nremS, U8(lanes))
	CMOVQLE(tbl, ntbl)
	Comment("This block: in + 64*blk (+ the lane's offset).")
	base = GP64()
	MOVQ(blk, base)
	SHLQ(U8(6), base)
	ADDQ(inS, base)
	Comment(fmt.Sprintf("The block prefetched: block blk+%d, or for blk >= %d the next %s's block blk-%d.", prefetchBlocks, 16-prefetchBlocks, unit, 16-prefetchBlocks))
	pf, ptbl = GP64(), GP64()
	MOVQ(blk, pf)
	SHLQ(U8(6), pf)
	LEAQ(Mem{Base: pf, Disp: prefetchBlocks * 64}, pf)
	LEAQ(Mem{Base: pf, Disp: -1024}, t)
	MOVQ(tbl, ptbl)
	CMPQ(blk, U8(16-prefetchBlocks))
	CMOVQCC(t, pf)
	CMOVQCC(ntbl, ptbl)
	ADDQ(inS, pf)
	return tbl, base, pf, ptbl
}

// genPrefetchLinesAt emits prefetchLinesAt: PREFETCHT0 of buf+offs[i] for
// each i < n. Bao's decoder names its parent nodes' lines with it before
// the chunk kernel runs, as the chunk kernels name their own blocks ahead.
func genPrefetchLinesAt() {
	TEXT("prefetchLinesAt", NOSPLIT, "func(buf *byte, offs *uint64, n int)")
	Doc("prefetchLinesAt asks for the cache line of buf+offs[i] for each i < n",
		"(PREFETCHT0: a hint that reads nothing and never faults).")
	Pragma("noescape")
	buf := Load(Param("buf"), GP64())
	offs := Load(Param("offs"), GP64())
	n := Load(Param("n"), GP64())
	TESTQ(n, n)
	JZ(LabelRef("prefetchLinesAt_done"))
	Label("prefetchLinesAt_loop")
	t := GP64()
	MOVQ(Mem{Base: offs}, t)
	PREFETCHT0(Mem{Base: buf, Index: t, Scale: 1})
	ADDQ(U8(8), offs)
	DECQ(n)
	JNZ(LabelRef("prefetchLinesAt_loop"))
	Label("prefetchLinesAt_done")
	RET()
}
