package blake3

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// msgSchedule[r] lists, for round r, which message word feeds each of the
// sixteen G inputs: round 0 is the identity and every later round applies
// BLAKE3's message permutation once more.
var msgSchedule = [7][16]uint8{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8},
	{3, 4, 10, 12, 13, 2, 7, 14, 6, 5, 9, 0, 11, 15, 8, 1},
	{10, 7, 12, 9, 14, 3, 13, 15, 4, 0, 11, 2, 5, 8, 1, 6},
	{12, 13, 9, 11, 15, 10, 14, 8, 7, 2, 5, 3, 0, 1, 6, 4},
	{9, 14, 11, 5, 8, 12, 15, 1, 13, 3, 0, 10, 2, 6, 4, 7},
	{11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13},
}

// compressGeneric sets out to the sixteen-word output of the BLAKE3
// compression function applied to chaining value cv and the 64-byte block,
// with the given block counter, block length (0..64) and flags. The first
// eight words of out are the new chaining value; all sixteen are extended
// output. out may alias nothing else. Execution time is independent of the
// inputs.
func compressGeneric(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen, flags uint32) {
	var m [16]uint32
	for i := range m {
		m[i] = binary.LittleEndian.Uint32(block[4*i:])
	}
	v0, v1, v2, v3 := cv[0], cv[1], cv[2], cv[3]
	v4, v5, v6, v7 := cv[4], cv[5], cv[6], cv[7]
	v8, v9, v10, v11 := iv[0], iv[1], iv[2], iv[3]
	v12, v13, v14, v15 := uint32(counter), uint32(counter>>32), blockLen, flags
	for r := range msgSchedule {
		s := &msgSchedule[r]
		v0, v4, v8, v12 = g(v0, v4, v8, v12, m[s[0]], m[s[1]])
		v1, v5, v9, v13 = g(v1, v5, v9, v13, m[s[2]], m[s[3]])
		v2, v6, v10, v14 = g(v2, v6, v10, v14, m[s[4]], m[s[5]])
		v3, v7, v11, v15 = g(v3, v7, v11, v15, m[s[6]], m[s[7]])
		v0, v5, v10, v15 = g(v0, v5, v10, v15, m[s[8]], m[s[9]])
		v1, v6, v11, v12 = g(v1, v6, v11, v12, m[s[10]], m[s[11]])
		v2, v7, v8, v13 = g(v2, v7, v8, v13, m[s[12]], m[s[13]])
		v3, v4, v9, v14 = g(v3, v4, v9, v14, m[s[14]], m[s[15]])
	}
	out[0], out[1], out[2], out[3] = v0^v8, v1^v9, v2^v10, v3^v11
	out[4], out[5], out[6], out[7] = v4^v12, v5^v13, v6^v14, v7^v15
	out[8], out[9], out[10], out[11] = v8^cv[0], v9^cv[1], v10^cv[2], v11^cv[3]
	out[12], out[13], out[14], out[15] = v12^cv[4], v13^cv[5], v14^cv[6], v15^cv[7]
}

// g is BLAKE3's quarter-round mixing function.
func g(a, b, c, d, mx, my uint32) (uint32, uint32, uint32, uint32) {
	a += b + mx
	d = bits.RotateLeft32(d^a, -16)
	c += d
	b = bits.RotateLeft32(b^c, -12)
	a += b + my
	d = bits.RotateLeft32(d^a, -8)
	c += d
	b = bits.RotateLeft32(b^c, -7)
	return a, b, c, d
}

// hashChunksGeneric hashes n = len(in)/chunkLen whole chunks. Chunk i is
// in[i*chunkLen:(i+1)*chunkLen] with chunk counter counter+i; its 32-byte
// chaining value is written little-endian to out[32*i:32*i+32]. flags holds
// the mode flags; the chunk start and end flags are added here. len(in) must
// be a multiple of chunkLen and out must hold 32*n bytes and not overlap in.
func hashChunksGeneric(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	var o [16]uint32
	for i := 0; len(in) >= chunkLen; i++ {
		cv := *key
		for b := 0; b < chunkLen; b += BlockSize {
			f := flags
			if b == 0 {
				f |= flagChunkStart
			}
			if b == chunkLen-BlockSize {
				f |= flagChunkEnd
			}
			compressGeneric(&o, &cv, (*[BlockSize]byte)(in[b:]), counter+uint64(i), BlockSize, f)
			cv = [8]uint32(o[:8])
		}
		putWords(out[32*i:32*i+32], cv[:])
		in = in[chunkLen:]
	}
}

// hashParentsGeneric hashes n = len(in)/64 parent nodes. Parent i's block is
// in[64*i:64*i+64], the left and right child chaining values; its chaining
// value is written to out[32*i:32*i+32]. flags holds the mode flags; the
// parent flag is added here. len(in) must be a multiple of 64 and out must
// hold 32*n bytes and not overlap in.
func hashParentsGeneric(in []byte, key *[8]uint32, flags uint32, out []byte) {
	var o [16]uint32
	for i := 0; len(in) >= BlockSize; i++ {
		compressGeneric(&o, key, (*[BlockSize]byte)(in), 0, BlockSize, flags|flagParent)
		putWords(out[32*i:32*i+32], o[:8])
		in = in[BlockSize:]
	}
}

// xofGeneric writes n = len(out)/64 extended-output blocks: block i is the
// sixteen-word output of compressing block into cv with counter counter+i,
// blockLen and flags (which include the root flag), little-endian. len(out)
// must be a multiple of 64.
func xofGeneric(out []byte, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	var o [16]uint32
	for i := 0; len(out) >= BlockSize; i++ {
		compressGeneric(&o, cv, block, counter+uint64(i), blockLen, flags)
		putWords(out[:BlockSize], o[:])
		out = out[BlockSize:]
	}
}

// nativeLE reports a little-endian machine, where words and their
// little-endian bytes have the same layout.
var nativeLE = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// wordBytes returns the memory of words as bytes.
func wordBytes(words []uint32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(words))), 4*len(words))
}

// putWords writes words little-endian to b, which must hold 4*len(words)
// bytes. On a little-endian machine it is one copy: its wide stores let a
// kernel's 16-byte loads of b forward from them, where four 4-byte stores
// would make each such load wait for them to reach the cache.
func putWords(b []byte, words []uint32) {
	_ = b[4*len(words)-1]
	if nativeLE {
		copy(b, wordBytes(words))
		return
	}
	for i, w := range words {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
}

// loadWords sets words from the little-endian bytes b; on a little-endian
// machine with one copy, for the reason putWords gives.
func loadWords(words []uint32, b []byte) {
	_ = b[4*len(words)-1]
	if nativeLE {
		copy(wordBytes(words), b)
		return
	}
	for i := range words {
		words[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
}

// fillBlock copies data (at most BlockSize bytes) into the zeroed block.
// When len(data) is not a multiple of 4, the last partial eight bytes are
// assembled in a register and stored whole: the compressions load the block
// by words, and a word load over a narrower store (the tail of a copy) is
// not forwarded from it but waits until the store reaches the cache.
func fillBlock(block *[BlockSize]byte, data []byte) {
	if len(data)%4 == 0 {
		copy(block[:], data) // whole words: each in one store
		return
	}
	n := len(data) &^ 7
	copy(block[:n], data[:n])
	if r := data[n:]; len(r) > 0 {
		var w uint64
		for i, c := range r {
			w |= uint64(c) << (8 * i)
		}
		binary.LittleEndian.PutUint64(block[n:], w)
	}
}
