package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// AVX2 (8 lanes, YMM) and SSE4.1 (4 lanes, XMM): sixteen registers hold the
// state, the transposed message lives in aligned stack scratch and is used
// as memory operands, and one state register (v[8]) lives in scratch
// through the rounds, freeing its register for the byte-shuffle masks and
// the shift rotations' scratch (see gHalf).

type w16 struct {
	name  string
	lanes int
	vb    int // bytes per vector
	avx   bool
	regs  []VecPhysical
}

func (w *w16) add(src Op, dst VecPhysical) {
	if w.avx {
		VPADDD(src, dst, dst)
	} else {
		PADDL(src, dst)
	}
}

func (w *w16) xor(src Op, dst VecPhysical) {
	if w.avx {
		VPXOR(src, dst, dst)
	} else {
		PXOR(src, dst)
	}
}

func (w *w16) shufb(mask Op, dst VecPhysical) {
	if w.avx {
		VPSHUFB(mask, dst, dst)
	} else {
		PSHUFB(mask, dst)
	}
}

func (w *w16) rotr(n int, x, tmp VecPhysical) {
	if w.avx {
		VPSRLD(U8(n), x, tmp)
		VPSLLD(U8(32-n), x, x)
		VPOR(tmp, x, x)
	} else {
		MOVO(x, tmp)
		PSRLL(U8(n), tmp)
		PSLLL(U8(32-n), x)
		POR(tmp, x)
	}
}

func (w *w16) load(src, dst Op) {
	if w.avx {
		VMOVDQU(src, dst)
	} else {
		MOVOU(src, dst)
	}
}

func (w *w16) store(src, dst Op) {
	if w.avx {
		VMOVDQU(src, dst)
	} else {
		MOVOU(src, dst)
	}
}

func (w *w16) bcast32(r Register, dst VecPhysical) {
	if w.avx {
		VMOVD(r, dst.AsX())
		VPBROADCASTD(dst.AsX(), dst)
	} else {
		MOVD(r, dst)
		PSHUFD(U8(0), dst, dst)
	}
}

// pair applies lo/hi shuffles to (pos[i], pos[j]) in place with a spare.
func (w *w16) pair(pos []VecPhysical, i, j int, tmp VecPhysical, quad bool) VecPhysical {
	x, y := pos[i], pos[j]
	if w.avx {
		if quad {
			VPUNPCKLQDQ(y, x, tmp)
			VPUNPCKHQDQ(y, x, y)
		} else {
			VPUNPCKLDQ(y, x, tmp)
			VPUNPCKHDQ(y, x, y)
		}
		pos[i], pos[j] = tmp, y
		return x
	}
	// tmp = lo(x, y); x = hi(x, y); y is spare.
	MOVO(x, tmp)
	if quad {
		PUNPCKLQDQ(y, tmp)
		PUNPCKHQDQ(y, x)
	} else {
		PUNPCKLLQ(y, tmp)
		PUNPCKHLQ(y, x)
	}
	pos[i], pos[j] = tmp, x
	return y
}

// transpose4 transposes 4x4 dwords within each 128-bit lane of pos.
func (w *w16) transpose4(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	tmp = w.pair(pos, 0, 1, tmp, false)
	tmp = w.pair(pos, 2, 3, tmp, false)
	// pos = a0 b0 a1 b1
	t := []VecPhysical{pos[0], pos[2]}
	tmp = w.pair(t, 0, 1, tmp, true)
	u := []VecPhysical{pos[1], pos[3]}
	tmp = w.pair(u, 0, 1, tmp, true)
	pos[0], pos[1], pos[2], pos[3] = t[0], t[1], u[0], u[1]
	return tmp
}

func (w *w16) g(a, b, c, d [4]VecPhysical, mx, my [4]Mem, spill, r16, r8 Mem, t VecPhysical) {
	w.gHalf(a, b, c, d, mx, spill, r16, 12, t)
	w.gHalf(a, b, c, d, my, spill, r8, 7, t)
}

// gHalf is one half of four G functions side by side: a += m + b, d =
// (d^a) rotated by the byte shuffle rotd, c += d, b = (b^c) >>> rotb. The
// register t, one of the c, lives in spill on entry and on exit: while it
// is there it holds the byte shuffle's mask and then serves as the
// scratch of the shift rotations, and its c += d reads spill as a memory
// operand (one register short of the sixteen words, as the official
// C's AVX2 assembly arranges it).
func (w *w16) gHalf(a, b, c, d [4]VecPhysical, m [4]Mem, spill, rotd Mem, rotb int, t VecPhysical) {
	for k := 0; k < 4; k++ {
		w.add(m[k], a[k])
		w.add(b[k], a[k])
	}
	for k := 0; k < 4; k++ {
		w.xor(a[k], d[k])
	}
	w.load(rotd, t)
	for k := 0; k < 4; k++ {
		w.shufb(t, d[k])
	}
	for k := 0; k < 4; k++ {
		if c[k] != t {
			w.add(d[k], c[k])
			continue
		}
		if w.avx {
			VPADDD(spill, d[k], t)
		} else {
			MOVO(d[k], t)
			PADDL(spill, t)
		}
	}
	for k := 0; k < 4; k++ {
		w.xor(c[k], b[k])
	}
	w.store(t, spill)
	for k := 0; k < 4; k++ {
		w.rotr(rotb, b[k], t)
	}
}

// rounds emits the seven rounds of the compression on the state v[0..15]
// (one word of every lane per register), reading message word k from
// msg(k), with r16 and r8 the byte-shuffle masks and spill the scratch
// that holds v[8] from the first round to the end of the last (gHalf).
func (w *w16) rounds(v []VecPhysical, msg func(k int) Mem, spill, r16, r8 Mem) {
	w.store(v[8], spill)
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		mm := func(i int) Mem { return msg(s[i]) }
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Mem{mm(0), mm(2), mm(4), mm(6)}, [4]Mem{mm(1), mm(3), mm(5), mm(7)}, spill, r16, r8, v[8])
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Mem{mm(8), mm(10), mm(12), mm(14)}, [4]Mem{mm(9), mm(11), mm(13), mm(15)}, spill, r16, r8, v[8])
	}
	w.load(spill, v[8])
}

// genHashMany emits the chunk kernel (chunks) or the parent kernel. With at
// (chunks only) it emits hashChunksAt<name>, the chunk kernel for chunks
// that lie anywhere in one buffer (Bao's leaves between parent nodes): lane
// i reads its chunk at in+offs[i], and prefetches, in a chunk's last
// blocks, the next group's chunks at in+next[i].
func (w *w16) genHashMany(chunks, at bool) {
	var name string
	if at && !chunks {
		panic("genHashMany: at is for the chunk kernels")
	}
	if at {
		name = "hashChunksAt" + w.name
		TEXT(name, 0, "func(in *byte, offs *uint64, next *uint64, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
		Doc(fmt.Sprintf("%s hashes n whole chunks (1 <= n <= %d), chunk i at in+offs[i], with", name, w.lanes),
			"chunk counters counter..counter+n-1, writing their chaining values to",
			"out[0:32*n]. It prefetches the chunks at in+next[i] for i < n, which",
			"may be offs again: only addresses, never read.")
		Pragma("noescape")
	} else {
		name = kernelHeader(w.name, w.lanes, chunks)
	}
	vb := w.vb
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	tables := 1 // lane offsets, and for at those of the next group
	if at {
		tables = 2
	}
	scr := alignedScratch(21*vb+8*w.lanes*tables, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	ctrLo, ctrHi, spill := scr.Offset(16*vb), scr.Offset(17*vb), scr.Offset(18*vb)
	r16m, r8m := scr.Offset(19*vb), scr.Offset(20*vb)
	offs := scr.Offset(21 * vb)
	nextOffs := scr.Offset(21*vb + 8*w.lanes)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	if at {
		Comment("offs[i] and next[i] for every lane; lanes past n repeat the last chunk.")
		laneOffsets(n, w.lanes, 3, offs)
		d := GP64()
		for _, tb := range []struct {
			param string
			to    Mem
		}{{"next", nextOffs}, {"offs", offs}} { // offs last: it holds the indices
			p := Load(Param(tb.param), GP64())
			for i := 0; i < w.lanes; i++ {
				MOVQ(offs.Offset(8*i), d)
				MOVQ(Mem{Base: p, Index: d, Scale: 1}, d)
				MOVQ(d, tb.to.Offset(8*i))
			}
		}
	} else {
		laneOffsets(n, w.lanes, shift, offs)
	}
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	if chunks {
		w.laneCounters(R, ctrLo, ctrHi)
	} else {
		ORL(U32(flagParent), f)
	}
	// The chaining values stay in v[0..7] from block to block: the message
	// is loaded and transposed in v[8..12], which every block reloads.
	v := R
	kw := GP32()
	for i := 0; i < 8; i++ {
		MOVL(Mem{Base: key, Disp: 4 * i}, kw)
		w.bcast32(kw, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	var pft, u Register
	if at {
		u = GP64()
	}
	// blocks emits the block loop (one pass for the parent kernel). With
	// full (n = lanes), lane i's input lies at in+i<<shift and its loads take
	// that as a displacement; otherwise each load reads the lane's offset
	// from the offs table first. Prefetches read the table either way.
	blocks := func(label string, full bool) {
		lane := func(i, disp int) Mem {
			if full {
				return Mem{Base: in, Disp: i<<shift + disp}
			}
			MOVQ(offs.Offset(8*i), t)
			return Mem{Base: in, Index: t, Scale: 1, Disp: disp}
		}
		if chunks {
			XORQ(blk, blk)
			Label(label)
		}
		var pf Register
		if chunks {
			Comment(fmt.Sprintf("pf = the block %d after this one, or for blk >= %d the next group's", prefetchBlocks, 16-prefetchBlocks),
				fmt.Sprintf("block blk-%d: lanes 1 KiB apart are more streams per page than the L2", 16-prefetchBlocks),
				"streamer follows (see prefetchBlocks).")
			pf = GP64()
			pfNext := GP64()
			LEAQ(Mem{Base: in, Disp: prefetchBlocks * 64}, pf)
			if at {
				Comment("At: the next group's chunks lie at next[i], and pft points at the",
					"table of the offsets to prefetch.")
				LEAQ(Mem{Base: in, Disp: prefetchBlocks*64 - 1024}, pfNext)
				pft = GP64()
				pftNext := GP64()
				LEAQ(offs, pft)
				LEAQ(nextOffs, pftNext)
				CMPQ(blk, U8(16-prefetchBlocks))
				CMOVQCC(pftNext, pft)
			} else {
				LEAQ(Mem{Base: in, Disp: prefetchBlocks*64 + 1024*(w.lanes-1)}, pfNext)
				CMPQ(blk, U8(16-prefetchBlocks))
			}
			CMOVQCC(pfNext, pf)
		}
		// prefetch prefetches lane i's block at pf: at the lane's offset in
		// the table pft points at (at), or at its offset in offs, just
		// loaded into t (the whole-group loop loads it for the prefetch
		// alone: an indexed prefetch, which docs/NOTEBOOK.md compares with
		// the offset as a displacement).
		prefetch := func(i int) {
			if at {
				MOVQ(Mem{Base: pft, Disp: 8 * i}, u)
				PREFETCHT0(Mem{Base: pf, Index: u, Scale: 1})
				return
			}
			if full {
				MOVQ(offs.Offset(8*i), t)
			}
			PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
		}
		// The prefetches go with the block's last loads, where they cost
		// inputs already in cache less than with its first
		// (docs/results/2026-12-01-cli-held-levels).
		Comment("Load one block of every lane and transpose it to message words.")
		for g := 0; g < 4; g++ {
			rows := []VecPhysical{R[8], R[9], R[10], R[11]}
			for i := 0; i < 4; i++ {
				w.load(lane(i, 16*g), rows[i].AsX())
				if chunks && g == 3 {
					prefetch(i)
				}
				if w.avx {
					VINSERTI128(U8(1), lane(i+4, 16*g), rows[i], rows[i])
					if chunks && g == 3 {
						prefetch(i + 4)
					}
				}
			}
			w.transpose4(rows, R[12])
			for j := 0; j < 4; j++ {
				w.store(rows[j], msg(4*g+j))
			}
		}
		for i := 0; i < 4; i++ {
			w.load(ivBcast.Offset(32*i), v[8+i])
		}
		if chunks {
			w.load(ctrLo, v[12])
			w.load(ctrHi, v[13])
			blockFlags(f, fb, ft, blk)
			w.bcast32(fb, v[15])
		} else {
			w.xor(v[12], v[12])
			w.xor(v[13], v[13])
			w.bcast32(f, v[15])
		}
		w.load(blen64, v[14])
		w.rounds(v, msg, spill, r16m, r8m)
		for i := 0; i < 8; i++ {
			w.xor(v[8+i], v[i])
		}
		if chunks {
			ADDQ(U32(64), in)
			INCQ(blk)
			CMPQ(blk, U8(16))
			JNE(LabelRef(label))
		}
	}
	// Only the AVX2 chunk kernel has the whole-group loop: in the SSE4.1
	// and parent kernels it did not pay (docs/NOTEBOOK.md, 2026-12-04).
	if at || !chunks || !w.avx {
		blocks(name+"_block", false)
	} else {
		Comment(fmt.Sprintf("A whole group (n = %d) addresses its lanes by displacement.", w.lanes))
		CMPQ(n, U8(w.lanes))
		JNE(LabelRef(name + "_some"))
		blocks(name+"_all_block", true)
		JMP(LabelRef(name + "_cvs"))
		Label(name + "_some")
		blocks(name+"_block", false)
		Label(name + "_cvs")
	}
	Comment("Transpose the chaining values and store the first n.")
	out := Load(Param("out"), GP64())
	lo := []VecPhysical{v[0], v[1], v[2], v[3]}
	hi := []VecPhysical{v[4], v[5], v[6], v[7]}
	tmp := w.transpose4(lo, v[8])
	w.transpose4(hi, tmp)
	done := name + "_done"
	for i := 0; i < w.lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for gi, grp := range [][]VecPhysical{lo, hi} {
			dst := Mem{Base: out, Disp: 32*i + 16*gi}
			r := grp[i%4]
			if i < 4 {
				w.store(r.AsX(), dst)
			} else {
				VEXTRACTI128(U8(1), r, dst)
			}
		}
	}
	Label(done)
	if w.avx {
		VZEROUPPER()
	}
	RET()
}

// genXOF writes up to lanes extended-output blocks at consecutive counters
// on the 16-register ISAs: the block's words are broadcast into the message
// scratch, the state is the shared CV and per-lane counters, and the
// sixteen output words per lane are transposed back to 64-byte rows.
func (w *w16) genXOF() {
	name := "xof" + w.name
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(fmt.Sprintf("%s writes n (1 <= n <= %d) 64-byte output blocks to out: block i is", name, w.lanes),
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	vb := w.vb
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	scr := alignedScratch(29*vb, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	cvm := func(k int) Mem { return scr.Offset((16 + k) * vb) }
	ctrLo, ctrHi, spill := scr.Offset(24*vb), scr.Offset(25*vb), scr.Offset(26*vb)
	r16m, r8m := scr.Offset(27*vb), scr.Offset(28*vb)
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	w.laneCounters(R, ctrLo, ctrHi)
	word := GP32()
	for i := 0; i < 16; i++ {
		MOVL(Mem{Base: bp, Disp: 4 * i}, word)
		w.bcast32(word, R[0])
		w.store(R[0], msg(i))
	}
	for i := 0; i < 8; i++ {
		MOVL(Mem{Base: cvp, Disp: 4 * i}, word)
		w.bcast32(word, R[0])
		w.store(R[0], cvm(i))
	}
	v := R
	for i := 0; i < 8; i++ {
		w.load(cvm(i), v[i])
	}
	for i := 0; i < 4; i++ {
		w.load(ivBcast.Offset(32*i), v[8+i])
	}
	w.load(ctrLo, v[12])
	w.load(ctrHi, v[13])
	bl := Load(Param("blockLen"), GP32())
	w.bcast32(bl, v[14])
	fl := Load(Param("flags"), GP32())
	w.bcast32(fl, v[15])
	w.rounds(v, msg, spill, r16m, r8m)
	Comment("Output words: v[i]^v[i+8] and v[i+8]^cv[i]; park them in the message scratch.")
	for i := 0; i < 8; i++ {
		w.xor(v[8+i], v[i])
		w.xor(cvm(i), v[8+i])
	}
	for i := 0; i < 16; i++ {
		w.store(v[i], msg(i))
	}
	Comment("Transpose four words at a time, park the rows, store the first n.")
	done := name + "_done"
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{R[0], R[1], R[2], R[3]}
		for j := 0; j < 4; j++ {
			w.load(msg(4*g+j), rows[j])
		}
		w.transpose4(rows, R[4])
		// rows[j]: lane j's words 4g..4g+3 (and lane 4+j's in the high
		// half under AVX2).
		for j := 0; j < 4; j++ {
			w.store(rows[j], msg(4*g+j))
		}
	}
	for i := 0; i < w.lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for g := 0; g < 4; g++ {
			src := msg(4*g + i%4)
			if i >= 4 {
				src = src.Offset(16)
			}
			w.load(src, X0)
			w.store(X0, Mem{Base: out, Disp: 64*i + 16*g})
		}
	}
	Label(done)
	if w.avx {
		VZEROUPPER()
	}
	RET()
}

// laneCounters stores the low and high words of the chunk counters
// counter+0, counter+1, ... (one per lane; the counter parameter) to ctrLo
// and ctrHi, carrying into the high word, using R[0..4] as scratch.
func (w *w16) laneCounters(R []VecPhysical, ctrLo, ctrHi Mem) {
	Comment("Counter words for each lane, carrying into the high word.")
	ctr := GP64()
	Load(Param("counter"), ctr)
	w.bcast32(ctr.As32(), R[0])
	w.load(iota16, R[1])
	w.add(R[0], R[1]) // lo
	SHRQ(U8(32), ctr)
	w.bcast32(ctr.As32(), R[2])
	// carry = lo < base (unsigned): flip sign bits and compare signed.
	sb := GP32()
	MOVL(U32(0x80000000), sb)
	w.bcast32(sb, R[3])
	if w.avx {
		VPXOR(R[3], R[0], R[0])
		VPXOR(R[3], R[1], R[4])
		VPCMPGTD(R[4], R[0], R[0])
		VPSUBD(R[0], R[2], R[2])
	} else {
		PXOR(R[3], R[0])
		MOVO(R[1], R[4])
		PXOR(R[3], R[4])
		PCMPGTL(R[4], R[0])
		PSUBL(R[0], R[2])
	}
	w.store(R[1], ctrLo)
	w.store(R[2], ctrHi)
}
