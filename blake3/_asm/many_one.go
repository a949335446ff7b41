package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Group kernels for batches of one-block messages (Sum256Batch, many_one.go
// in package blake3): each call hashes whole groups of 16 messages of at
// most 64 bytes, one message per lane, reading the messages through the
// caller's slice headers and writing the 32-byte digests straight to the
// caller's output array, so that no Go code runs per message. The contract
// is manyOneGeneric's.

// sliceHeader is the size of a []byte header on amd64: pointer, length,
// capacity.
const sliceHeader = 24

// genManyOneAVX512 is the 16-lane group kernel: each lane's block is read
// by a zero-masked byte load of exactly its message's length (BZHI of all
// ones by the length, so no byte past a message is touched and no padding
// is copied), the 16 blocks are transposed to message words in registers,
// the state starts from the key with counter 0, and the eight chaining
// value vectors are transposed back to 16 digests by two unpack stages and
// one two-table permute per pair of digests.
func genManyOneAVX512() {
	perm := GLOBL("many_one_perm", RODATA|NOPTR)
	// Qword indices for VPERMI2Q over (b, c): the digests of the lanes in
	// 128-bit blocks 0, 1 of b (words 0-3) and c (words 4-7), then blocks
	// 2, 3.
	for i, q := range []uint64{0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15} {
		DATA(8*i, U64(q))
	}
	name := "manyOneAVX512"
	TEXT(name, 0, "func(out *[32]byte, msgs *[]byte, groups int, key *[8]uint32, flags uint32) int")
	Doc(name+" is manyOneGeneric on groups of 16 messages: it hashes the",
		"messages msgs[0:16*groups] (a []byte header every 24 bytes) in groups of",
		"16, each message as one block (block length its length, counter 0,",
		"flags flags, chaining value key), writing digest i to out[i]. It stops",
		"before the first group holding a message longer than 64 bytes and",
		"returns the number of groups hashed. Only the len(msgs[i]) bytes of",
		"each message are read.")
	Pragma("noescape")
	out := Load(Param("out"), GP64())
	msgs := Load(Param("msgs"), GP64())
	groups := Load(Param("groups"), GP64())
	key := Load(Param("key"), GP64())
	fl := Load(Param("flags"), GP32())
	lens := alignedScratch(64, 64)
	done := GP64()
	XORQ(done, done)
	t, p, mk := GP64(), GP64(), GP64()
	Label(name + "_group")
	CMPQ(done, groups)
	JEQ(LabelRef(name + "_done"))
	Comment("Each lane's block: exactly its message's bytes, zero beyond.")
	rows := make([]VecPhysical, 16)
	copy(rows, zregs[16:32])
	for i := 0; i < 16; i++ {
		MOVQ(Mem{Base: msgs, Disp: sliceHeader*i + 8}, t)
		CMPQ(t, U8(64))
		JA(LabelRef(name + "_done"))
		MOVL(t.As32(), lens.Offset(4*i))
		MOVQ(Mem{Base: msgs, Disp: sliceHeader * i}, p)
		MOVQ(I32(-1), mk)
		BZHIQ(t, mk, mk)
		KMOVQ(mk, K1)
		VMOVDQU8_Z(Mem{Base: p}, K1, rows[i])
	}
	transpose16(rows, Z8)
	free := spareRegs(zregs[8:], rows)
	v := make([]VecPhysical, 16)
	copy(v, zregs[:8])
	copy(v[8:], free)
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	VPXORD(v[12], v[12], v[12])
	VPXORD(v[13], v[13], v[13])
	VMOVDQU32(lens, v[14])
	VPBROADCASTD(fl, v[15])
	rounds512(v, rows)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	Comment("Digests out: word pairs, then word quads of one lane per 128-bit block.")
	s := append(append([]VecPhysical{}, rows...), v[8:]...)
	lo, hi := s[0:4], s[4:8]
	for q := 0; q < 4; q++ {
		unpckLoD512(v[2*q], v[2*q+1], lo[q])
		unpckHiD512(v[2*q], v[2*q+1], hi[q])
	}
	// b[j] (words 0-3) and c[j] (words 4-7) hold lane 4L+j in block L.
	b, c := s[8:12], s[12:16]
	unpckLoQ512(lo[0], lo[1], b[0])
	unpckHiQ512(lo[0], lo[1], b[1])
	unpckLoQ512(hi[0], hi[1], b[2])
	unpckHiQ512(hi[0], hi[1], b[3])
	unpckLoQ512(lo[2], lo[3], c[0])
	unpckHiQ512(lo[2], lo[3], c[1])
	unpckLoQ512(hi[2], hi[3], c[2])
	unpckHiQ512(hi[2], hi[3], c[3])
	d := s[16:24]
	for j := 0; j < 4; j++ {
		for h := 0; h < 2; h++ {
			x := d[2*j+h]
			VMOVDQU64(perm.Offset(64*h), x)
			VPERMI2Q(c[j], b[j], x)
			// x holds the digests of lanes 8h+j and 8h+4+j.
			VMOVDQU64(x.AsY(), Mem{Base: out, Disp: 32 * (8*h + j)})
			VEXTRACTI64X4(U8(1), x, Mem{Base: out, Disp: 32 * (8*h + 4 + j)})
		}
	}
	ADDQ(U32(16*32), out)
	ADDQ(U32(16*sliceHeader), msgs)
	INCQ(done)
	JMP(LabelRef(name + "_group"))
	Label(name + "_done")
	VZEROUPPER()
	Store(done, ReturnIndex(0))
	RET()
}

// genManyOne is the group kernel on AVX2 (8 lanes) or SSE4.1 (4 lanes),
// the lane kernels' scheme (genMany): the state in the sixteen registers,
// the transposed message in aligned stack scratch. Without byte-masked
// loads, a message shorter than 64 bytes is first copied into a zeroed
// 64-byte buffer of its lane (overlapping moves of 32, 16, 8, 4 or 1 bytes
// from both ends; no byte past the message is read); a 64-byte message is
// read in place. The digests leave through 4x4 transposes of the chaining
// value (and, on AVX2, a 128-bit permute per lane pair).
func (w *w16) genManyOne() {
	name := "manyOne" + w.name
	TEXT(name, 0, "func(out *[32]byte, msgs *[]byte, groups int, key *[8]uint32, flags uint32) int")
	Doc(name+" is manyOneGeneric on groups of "+fmt.Sprint(w.lanes)+" messages: see",
		"manyOneAVX512.")
	Pragma("noescape")
	vb := w.vb
	const offLens, offPtrs, offBufs = 0, 32, 96
	scr := alignedScratch(19*vb+offBufs+64*8, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	spill, r16m, r8m := scr.Offset(16*vb), scr.Offset(17*vb), scr.Offset(18*vb)
	aux := func(off int) Mem { return scr.Offset(19*vb + off) }
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	out := Load(Param("out"), GP64())
	msgs := Load(Param("msgs"), GP64())
	done := GP64()
	XORQ(done, done)
	i, t, p, bp, a, c := GP64(), GP64(), GP64(), GP64(), GP64(), GP64()
	Label(name + "_group")
	CMPQ(done, paramAddr("groups"))
	JEQ(LabelRef(name + "_done"))
	Comment("Each lane's block: in place for 64 bytes, else copied into its zeroed buffer.")
	XORQ(i, i)
	Label(name + "_lane")
	MOVQ(Mem{Base: msgs, Disp: 8}, t)
	CMPQ(t, U8(64))
	JA(LabelRef(name + "_done"))
	MOVL(t.As32(), Mem{Base: scr.Base, Index: i, Scale: 4, Disp: 19*vb + offLens})
	MOVQ(Mem{Base: msgs}, p)
	JEQ(LabelRef(name + "_inplace"))
	MOVQ(i, bp)
	SHLQ(U8(6), bp)
	LEAQ(Mem{Base: scr.Base, Index: bp, Scale: 1, Disp: 19*vb + offBufs}, bp)
	x0, x1, x2, x3 := xregs[0], xregs[1], xregs[2], xregs[3]
	w.xor(x0, x0)
	for k := 0; k < 4; k++ {
		w.store(x0, Mem{Base: bp, Disp: 16 * k})
	}
	at := func(base Register, disp int) Mem { return Mem{Base: base, Index: t, Scale: 1, Disp: disp} }
	copied := LabelRef(name + "_copied")
	CMPQ(t, U8(32))
	JB(LabelRef(name + "_lt32"))
	w.load(Mem{Base: p}, x0)
	w.load(Mem{Base: p, Disp: 16}, x1)
	w.load(at(p, -32), x2)
	w.load(at(p, -16), x3)
	w.store(x0, Mem{Base: bp})
	w.store(x1, Mem{Base: bp, Disp: 16})
	w.store(x2, at(bp, -32))
	w.store(x3, at(bp, -16))
	JMP(copied)
	Label(name + "_lt32")
	CMPQ(t, U8(16))
	JB(LabelRef(name + "_lt16"))
	w.load(Mem{Base: p}, x0)
	w.load(at(p, -16), x1)
	w.store(x0, Mem{Base: bp})
	w.store(x1, at(bp, -16))
	JMP(copied)
	Label(name + "_lt16")
	CMPQ(t, U8(8))
	JB(LabelRef(name + "_lt8"))
	MOVQ(Mem{Base: p}, a)
	MOVQ(a, Mem{Base: bp})
	MOVQ(at(p, -8), a)
	MOVQ(a, at(bp, -8))
	JMP(copied)
	Label(name + "_lt8")
	CMPQ(t, U8(4))
	JB(LabelRef(name + "_lt4"))
	MOVL(Mem{Base: p}, a.As32())
	MOVL(a.As32(), Mem{Base: bp})
	MOVL(at(p, -4), a.As32())
	MOVL(a.As32(), at(bp, -4))
	JMP(copied)
	Label(name + "_lt4")
	TESTQ(t, t)
	JZ(copied)
	Comment("1..3 bytes: the first, the last and the middle one.")
	MOVB(Mem{Base: p}, a.As8())
	MOVB(a.As8(), Mem{Base: bp})
	MOVB(at(p, -1), a.As8())
	MOVB(a.As8(), at(bp, -1))
	MOVQ(t, c)
	SHRQ(U8(1), c)
	MOVB(Mem{Base: p, Index: c, Scale: 1}, a.As8())
	MOVB(a.As8(), Mem{Base: bp, Index: c, Scale: 1})
	Label(name + "_copied")
	MOVQ(bp, p)
	Label(name + "_inplace")
	MOVQ(p, Mem{Base: scr.Base, Index: i, Scale: 8, Disp: 19*vb + offPtrs})
	ADDQ(U8(sliceHeader), msgs)
	INCQ(i)
	CMPQ(i, U8(w.lanes))
	JNE(LabelRef(name + "_lane"))

	Comment("Transpose the blocks to message words.")
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{R[8], R[9], R[10], R[11]}
		for l := 0; l < 4; l++ {
			MOVQ(aux(offPtrs+8*l), t)
			w.load(Mem{Base: t, Disp: 16 * g}, rows[l].AsX())
			if w.avx {
				MOVQ(aux(offPtrs+8*(l+4)), t)
				VINSERTI128(U8(1), Mem{Base: t, Disp: 16 * g}, rows[l], rows[l])
			}
		}
		w.transpose4(rows, R[12])
		for j := 0; j < 4; j++ {
			w.store(rows[j], msg(4*g+j))
		}
	}
	v := R
	key := Load(Param("key"), GP64())
	for k := 0; k < 8; k++ {
		MOVL(Mem{Base: key, Disp: 4 * k}, t.As32())
		w.bcast32(t.As32(), v[k])
	}
	for k := 0; k < 4; k++ {
		w.load(ivBcast.Offset(32*k), v[8+k])
	}
	w.xor(v[12], v[12])
	w.xor(v[13], v[13])
	w.load(aux(offLens), v[14])
	Load(Param("flags"), t.As32())
	w.bcast32(t.As32(), v[15])
	w.rounds(v, msg, spill, r16m, r8m)
	for k := 0; k < 8; k++ {
		w.xor(v[8+k], v[k])
	}
	Comment("Digests out: lane j's words 0-3 and 4-7 by two 4x4 transposes.")
	lo := []VecPhysical{v[0], v[1], v[2], v[3]}
	hi := []VecPhysical{v[4], v[5], v[6], v[7]}
	w.transpose4(lo, v[8])
	w.transpose4(hi, v[9])
	for j := 0; j < 4; j++ {
		if w.avx {
			// lo[j], hi[j] hold lane j in the low half, lane 4+j in the high.
			VPERM2I128(U8(0x20), hi[j], lo[j], v[10])
			VPERM2I128(U8(0x31), hi[j], lo[j], v[11])
			w.store(v[10], Mem{Base: out, Disp: 32 * j})
			w.store(v[11], Mem{Base: out, Disp: 32 * (4 + j)})
		} else {
			w.store(lo[j], Mem{Base: out, Disp: 32 * j})
			w.store(hi[j], Mem{Base: out, Disp: 32*j + 16})
		}
	}
	ADDQ(U32(32*w.lanes), out)
	INCQ(done)
	JMP(LabelRef(name + "_group"))
	Label(name + "_done")
	if w.avx {
		VZEROUPPER()
	}
	Store(done, ReturnIndex(0))
	RET()
}
