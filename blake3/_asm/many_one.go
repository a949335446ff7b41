package main

import (
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
