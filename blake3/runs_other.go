//go:build !amd64 || purego

package blake3

// hashChunksAt is hashChunksAtGeneric on the lane kernel of the enabled
// level (hashChunks chunk by chunk where the build has none).
func hashChunksAt(buf []byte, offs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	checkOffsets(buf, offs, out)
	k, _ := manyKernelNamed(kernelNames[level()])
	hashChunksAtLanes(k, buf, offs, key, counter, flags, out)
}

// prefetchLines does nothing in this build (see runs_amd64.go).
func prefetchLines(buf []byte, offs []int) {}

// hashThenCopy is hazmat.HashThenCopy: false in this build, whose
// hashChunksCopy copies first and then hashes the contiguous input.
func hashThenCopy() bool { return false }

// hashChunksCopy is hashChunksCopyGeneric: the copies, then hashChunks on
// the contiguous input.
func hashChunksCopy(in, dst []byte, doffs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := len(doffs)
	_ = in[:n*chunkLen]
	checkOffsets(dst, doffs, out)
	for i, o := range doffs {
		copy(dst[o:o+chunkLen], in[i*chunkLen:(i+1)*chunkLen])
	}
	hashChunks(in[:n*chunkLen], key, counter, flags, out[:32*n])
}
