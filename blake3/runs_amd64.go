//go:build !purego

package blake3

import "unsafe"

// chunkOffs[i] is i*chunkLen: the source offsets hashChunksCopyAVX512 reads
// a contiguous input at.
var chunkOffs = func() (o [256]uint64) {
	for i := range o {
		o[i] = uint64(i) * chunkLen
	}
	return o
}()

// hashChunksAt is hashChunksAtGeneric: whole groups of sixteen on
// hashChunksAtAVX512 (pairs of them on hashChunksAtAVX512x2 where
// pairGroups says so); at level avx2 groups of four to eight on
// hashChunksAtAVX2, at level sse41 groups of two to four on
// hashChunksAtSSE41 (each prefetching the next group when a whole one
// follows); the rest on the lane kernel of the enabled level.
func hashChunksAt(buf []byte, offs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	checkOffsets(buf, offs, out)
	l := level()
	if full := len(offs) &^ 31; l == levelAVX512 && pairGroups && full > 0 {
		hashChunksAtAVX512x2(unsafe.SliceData(buf), offsPtr(offs), full, key, counter, flags, unsafe.SliceData(out))
		offs, out, counter = offs[full:], out[32*full:], counter+uint64(full)
	}
	if full := len(offs) &^ 15; l == levelAVX512 && full > 0 {
		hashChunksAtAVX512(unsafe.SliceData(buf), offsPtr(offs), full, key, counter, flags, unsafe.SliceData(out))
		offs, out, counter = offs[full:], out[32*full:], counter+uint64(full)
	}
	w := 0 // the lanes of the level's kernel for chunks where they lie
	switch l {
	case levelAVX2:
		w = 8
	case levelSSE41:
		w = 4
	}
	for w > 0 && len(offs) >= w/2 {
		k, next := min(len(offs), w), offs
		if len(offs) >= 2*w {
			next = offs[w:]
		}
		if w == 8 {
			hashChunksAtAVX2(unsafe.SliceData(buf), offsPtr(offs), offsPtr(next), k, key, counter, flags, unsafe.SliceData(out))
		} else {
			hashChunksAtSSE41(unsafe.SliceData(buf), offsPtr(offs), offsPtr(next), k, key, counter, flags, unsafe.SliceData(out))
		}
		offs, out, counter = offs[k:], out[32*k:], counter+uint64(k)
	}
	k, _ := manyKernelNamed(kernelNames[l])
	hashChunksAtLanes(k, buf, offs, key, counter, flags, out)
}

// prefetchLines asks the CPU to bring the cache line holding buf[o] into its
// caches for each offset o of offs (prefetchLinesAt), on every kernel
// level: a hint that reads nothing and keeps no pointer. The offsets should
// lie in buf; they are not checked, since a prefetch never faults.
func prefetchLines(buf []byte, offs []int) {
	if len(offs) > 0 {
		prefetchLinesAt(unsafe.SliceData(buf), offsPtr(offs), len(offs))
	}
}

// offsPtr returns offs's first element as the kernels' *uint64 (int is 64
// bits on amd64; the chunk kernels' offsets are checked non-negative).
func offsPtr(offs []int) *uint64 { return (*uint64)(unsafe.Pointer(unsafe.SliceData(offs))) }

// hashThenCopy is hazmat.HashThenCopy: at level avx512 where pairGroups
// holds. There the contiguous chunks take the kernel two groups wide, while
// the copying kernel, one group wide, stores each block to its lane's
// chunk as it loads it: sixteen places written at once cost more than
// copying the chunks, still in the cache, in order after hashing them.
func hashThenCopy() bool { return level() == levelAVX512 && pairGroups }

// hashChunksCopy is hashChunksCopyGeneric: whole groups of sixteen on
// hashChunksCopyAVX512, which stores every block it loads, up to 256
// chunks a call; the rest copied, then hashed by hashChunks.
func hashChunksCopy(in, dst []byte, doffs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := len(doffs)
	_ = in[:n*chunkLen]
	checkOffsets(dst, doffs, out)
	for wide := level() == levelAVX512; wide && n >= 16; {
		k := min(n&^15, len(chunkOffs))
		hashChunksCopyAVX512(unsafe.SliceData(in), &chunkOffs[0], k, key, counter, flags, unsafe.SliceData(out),
			unsafe.SliceData(dst), offsPtr(doffs))
		in, doffs, out, counter = in[k*chunkLen:], doffs[k:], out[32*k:], counter+uint64(k)
		n -= k
	}
	for i, o := range doffs {
		copy(dst[o:o+chunkLen], in[i*chunkLen:(i+1)*chunkLen])
	}
	hashChunks(in[:n*chunkLen], key, counter, flags, out[:32*n])
}
