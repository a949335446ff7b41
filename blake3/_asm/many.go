package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Lane kernels for many independent messages (Sum256Batch): every lane
// compresses m blocks into its own chaining value, with its own block
// pointers, counter, flags and last-block length, all read from a
// laneState (many.go). The offsets below are that struct's.
const (
	lsCV     = 0   // [8][16]uint32, word w of lane i at 64*w+4*i
	lsCtrLo  = 512 // [16]uint32
	lsCtrHi  = 576
	lsFlags  = 640
	lsFend   = 704
	lsLenEnd = 768
	lsPtr    = 832 // [16]*byte
	lsLast   = 960
	lsKey    = 1088 // [8]uint32
)

// freshFlags mark a lane whose chaining value starts as the key.
const freshFlags = flagChunkStart | flagParent

// manyHeader declares lane kernel name for lanes lanes.
func manyHeader(name string, lanes int, how string) {
	TEXT(name, 0, "func(s *uint32, m int)")
	Doc(fmt.Sprintf("%s is manyBlocksGeneric on %d lanes, %s.", name, lanes, how),
		"s points at a laneState; 1 <= m <= 16.")
	Pragma("noescape")
}

// manyStepPointers sets base to the pointer table of this step (ptr, or
// last when m, the steps left after this one, is 0) and eff to the byte
// offset of this step's block from those pointers (off, or 0 for last).
func manyStepPointers(s, m, off, base, eff Register) {
	lastBase := GP64()
	zero := GP64()
	LEAQ(Mem{Base: s, Disp: lsPtr}, base)
	LEAQ(Mem{Base: s, Disp: lsLast}, lastBase)
	MOVQ(off, eff)
	XORQ(zero, zero)
	CMPQ(m, Imm(0))
	CMOVQEQ(lastBase, base)
	CMOVQEQ(zero, eff)
}

// genManyAVX512 is the 16-lane kernel: chaining values in Z0..Z7 across the
// steps, each step's blocks loaded from the lane pointers into Z16..Z31
// and transposed in place (the 16-lane chunk kernel's scheme).
func genManyAVX512() {
	name := "manyBlocksAVX512"
	manyHeader(name, 16, "the chaining\n// values in ZMM registers across the m steps")
	s := Load(Param("s"), GP64())
	m := Load(Param("m"), GP64())
	v := make([]VecPhysical, 16)
	copy(v, zregs[:8])
	off, base, eff, t := GP64(), GP64(), GP64(), GP64()
	Comment("Chaining values; lanes starting a chunk or parent start from the key.")
	VMOVDQU32(Mem{Base: s, Disp: lsFlags}, Z8)
	MOVL(U32(freshFlags), t.As32())
	VPBROADCASTD(t.As32(), Z9)
	VPTESTMD(Z9, Z8, K1)
	for w := 0; w < 8; w++ {
		VMOVDQU32(Mem{Base: s, Disp: lsCV + 64*w}, v[w])
		VPBROADCASTD(Mem{Base: s, Disp: lsKey + 4*w}, K1, v[w])
	}
	XORQ(off, off)
	DECQ(m)
	Label(name + "_step")
	manyStepPointers(s, m, off, base, eff)
	Comment("Load one block of every lane and transpose it to message words.")
	rows := rowsToColumns(func(i int) {
		MOVQ(Mem{Base: base, Disp: 8 * i}, t)
		loadRowBlocks(i, Mem{Base: t, Index: eff, Scale: 1})
	})
	free := spareRegs(zregs[8:], rows)
	copy(v[8:], free)
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	VMOVDQU32(Mem{Base: s, Disp: lsCtrLo}, v[12])
	VMOVDQU32(Mem{Base: s, Disp: lsCtrHi}, v[13])
	VPBROADCASTD(blen64, v[14])
	VMOVDQU32(Mem{Base: s, Disp: lsFlags}, v[15])
	CMPQ(m, Imm(0))
	JNE(LabelRef(name + "_rounds"))
	Comment("The last step: its block lengths and end flags.")
	VMOVDQU32(Mem{Base: s, Disp: lsLenEnd}, v[14])
	VPORD(Mem{Base: s, Disp: lsFend}, v[15], v[15])
	Label(name + "_rounds")
	rounds512(v, rows)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	Comment("Later blocks lose the chunk-start flag.")
	MOVL(U32(flagChunkStart), t.As32())
	VPBROADCASTD(t.As32(), v[9])
	VPANDND(Mem{Base: s, Disp: lsFlags}, v[9], v[8])
	VMOVDQU32(v[8], Mem{Base: s, Disp: lsFlags})
	CMPQ(m, Imm(0))
	JE(LabelRef(name + "_done"))
	ADDQ(U32(64), off)
	DECQ(m)
	JMP(LabelRef(name + "_step"))
	Label(name + "_done")
	for w := 0; w < 8; w++ {
		VMOVDQU32(v[w], Mem{Base: s, Disp: lsCV + 64*w})
	}
	VZEROUPPER()
	RET()
}

func (w *w16) or(src Op, dst VecPhysical) {
	if w.avx {
		VPOR(src, dst, dst)
	} else {
		POR(src, dst)
	}
}

// genMany is the lane kernel on AVX2 (8 lanes) or SSE4.1 (4 lanes), the
// scheme of genHashMany: the state in the sixteen registers, the chaining
// values kept in v[0..7] across the steps, the transposed message in
// aligned stack scratch.
func (w *w16) genMany() {
	name := "manyBlocks" + w.name
	manyHeader(name, w.lanes, "the\n// message words in stack scratch")
	vb := w.vb
	s := Load(Param("s"), GP64())
	m := Load(Param("m"), GP64())
	scr := alignedScratch(19*vb, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	spill, r16m, r8m := scr.Offset(16*vb), scr.Offset(17*vb), scr.Offset(18*vb)
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	v := R
	off, base, eff, t := GP64(), GP64(), GP64(), GP64()
	Comment("Chaining values; lanes starting a chunk or parent start from the key:")
	Comment("keep = (flags & fresh) == 0, cv = cv&keep | key&^keep.")
	keep, kb, zero := v[8], v[9], v[10]
	w.load(Mem{Base: s, Disp: lsFlags}, keep)
	MOVL(U32(freshFlags), t.As32())
	w.bcast32(t.As32(), kb)
	w.xor(zero, zero)
	if w.avx {
		VPAND(kb, keep, keep)
		VPCMPEQD(zero, keep, keep)
	} else {
		PAND(kb, keep)
		PCMPEQL(zero, keep)
	}
	for i := 0; i < 8; i++ {
		w.load(Mem{Base: s, Disp: lsCV + 64*i}, v[i])
		MOVL(Mem{Base: s, Disp: lsKey + 4*i}, t.As32())
		w.bcast32(t.As32(), kb)
		if w.avx {
			VPANDN(kb, keep, kb)
			VPAND(keep, v[i], v[i])
			VPOR(kb, v[i], v[i])
		} else {
			MOVO(keep, zero)
			PANDN(kb, zero)
			PAND(keep, v[i])
			POR(zero, v[i])
		}
	}
	XORQ(off, off)
	DECQ(m)
	Label(name + "_step")
	manyStepPointers(s, m, off, base, eff)
	Comment("Load one block of every lane and transpose it to message words.")
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{R[8], R[9], R[10], R[11]}
		for i := 0; i < 4; i++ {
			MOVQ(Mem{Base: base, Disp: 8 * i}, t)
			w.load(Mem{Base: t, Index: eff, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			if w.avx {
				MOVQ(Mem{Base: base, Disp: 8 * (i + 4)}, t)
				VINSERTI128(U8(1), Mem{Base: t, Index: eff, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
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
	w.load(Mem{Base: s, Disp: lsCtrLo}, v[12])
	w.load(Mem{Base: s, Disp: lsCtrHi}, v[13])
	CMPQ(m, Imm(0))
	JE(LabelRef(name + "_last"))
	w.load(Mem{Base: s, Disp: lsFlags}, v[15])
	w.load(blen64, v[14])
	JMP(LabelRef(name + "_rounds"))
	Label(name + "_last")
	Comment("The last step: its block lengths and end flags.")
	w.load(Mem{Base: s, Disp: lsFend}, v[15])
	w.load(Mem{Base: s, Disp: lsFlags}, v[14])
	w.or(v[14], v[15])
	w.load(Mem{Base: s, Disp: lsLenEnd}, v[14])
	Label(name + "_rounds")
	w.rounds(v, msg, spill, r16m, r8m)
	for i := 0; i < 8; i++ {
		w.xor(v[8+i], v[i])
	}
	Comment("Later blocks lose the chunk-start flag.")
	w.load(Mem{Base: s, Disp: lsFlags}, v[8])
	MOVL(U32(flagChunkStart), t.As32())
	w.bcast32(t.As32(), v[9])
	if w.avx {
		VPANDN(v[8], v[9], v[9])
	} else {
		PANDN(v[8], v[9])
	}
	w.store(v[9], Mem{Base: s, Disp: lsFlags})
	CMPQ(m, Imm(0))
	JE(LabelRef(name + "_done"))
	ADDQ(U32(64), off)
	DECQ(m)
	JMP(LabelRef(name + "_step"))
	Label(name + "_done")
	for i := 0; i < 8; i++ {
		w.store(v[i], Mem{Base: s, Disp: lsCV + 64*i})
	}
	if w.avx {
		VZEROUPPER()
	}
	RET()
}
