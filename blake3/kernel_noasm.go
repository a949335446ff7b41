//go:build (!amd64 && !arm64) || purego

package blake3

func kernelAvailable(name string) bool { return name == "generic" }

func compress(out *[16]uint32, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	compressGeneric(out, cv, block, counter, blockLen, flags)
}

func hashChunks(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	hashChunksGeneric(in, key, counter, flags, out)
}

func hashParents(in []byte, key *[8]uint32, flags uint32, out []byte) {
	hashParentsGeneric(in, key, flags, out)
}

func xof(out []byte, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	xofGeneric(out, cv, block, counter, blockLen, flags)
}

func compressChain(cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	compressChainGeneric(cv, in, counter, flags)
}

func sumChunk(data []byte, key *[8]uint32, flags uint32) [Size]byte {
	return sumChunkGeneric(data, key, flags)
}

// sumChunksRows and batchTopRows have no shortcut in this build: they
// return false (see kernel_amd64.go).
func sumChunksRows(d *[Size]byte, in []byte, key *[8]uint32, flags uint32) bool { return false }
func batchTopRows(top *[BlockSize]byte, in []byte, key *[8]uint32, counter uint64, flags uint32) bool {
	return false
}

// tailLanes returns the lane kernel on which reduceBatch hashes a
// message's partial last chunk beside whole chunks: none here.
func tailLanes(whole, nb int) (manyKern, int) { return manyNone, 0 }

// hashChunksTailRows reports false: no row kernel takes a partial chunk
// here (see the amd64 one).
func hashChunksTailRows(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	return false
}

// hashChunksTailX reports false: no lane kernel takes a partial chunk
// here (see the amd64 one).
func hashChunksTailX(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	return false
}
