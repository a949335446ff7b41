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
// hashChunksAtAVX512, the rest on the lane kernel of the enabled level.
func hashChunksAt(buf []byte, offs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	checkOffsets(buf, offs, out)
	l := level()
	if full := len(offs) &^ 15; l == levelAVX512 && full > 0 {
		hashChunksAtAVX512(unsafe.SliceData(buf), (*uint64)(unsafe.Pointer(unsafe.SliceData(offs))), full, key, counter, flags, unsafe.SliceData(out))
		offs, out, counter = offs[full:], out[32*full:], counter+uint64(full)
	}
	k, _ := manyKernelNamed(kernelNames[l])
	hashChunksAtLanes(k, buf, offs, key, counter, flags, out)
}

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
			unsafe.SliceData(dst), (*uint64)(unsafe.Pointer(unsafe.SliceData(doffs))))
		in, doffs, out, counter = in[k*chunkLen:], doffs[k:], out[32*k:], counter+uint64(k)
		n -= k
	}
	for i, o := range doffs {
		copy(dst[o:o+chunkLen], in[i*chunkLen:(i+1)*chunkLen])
	}
	hashChunks(in[:n*chunkLen], key, counter, flags, out[:32*n])
}
