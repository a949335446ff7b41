//go:build (amd64 || arm64) && !purego

package blake3

// The row-wise fallbacks of the assembly builds: inputs too few for a wide
// kernel go one compression at a time through the dispatched compress.

// hashChunkCompress hashes one chunk with the row-wise compression.
func hashChunkCompress(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	var o [16]uint32
	cv := *key
	for b := 0; b < chunkLen; b += BlockSize {
		f := flags
		if b == 0 {
			f |= flagChunkStart
		}
		if b == chunkLen-BlockSize {
			f |= flagChunkEnd
		}
		compress(&o, &cv, (*[BlockSize]byte)(in[b:]), counter, BlockSize, f)
		cv = [8]uint32(o[:8])
	}
	putWords(out[:32], cv[:])
}

// compressChainRows is compressChainGeneric on the dispatched compress.
func compressChainRows(cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	var o [16]uint32
	for ; len(in) >= BlockSize; in = in[BlockSize:] {
		compress(&o, cv, (*[BlockSize]byte)(in), counter, BlockSize, flags)
		*cv = [8]uint32(o[:8])
		flags &^= flagChunkStart
	}
}
