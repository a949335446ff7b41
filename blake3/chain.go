package blake3

// compressChainGeneric compresses the whole blocks of in into cv in order,
// as the blocks of one chunk before its last: each with the given counter
// and block length 64, the first with flags and the others with flags
// without the chunk-start flag. len(in) must be a multiple of 64; cv is
// updated in place. It is the twin of the per-build compressChain, which
// keeps the chaining value in registers across the blocks.
func compressChainGeneric(cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	var o [16]uint32
	for len(in) >= BlockSize {
		compressGeneric(&o, cv, (*[BlockSize]byte)(in), counter, BlockSize, flags)
		*cv = [8]uint32(o[:8])
		flags &^= flagChunkStart
		in = in[BlockSize:]
	}
}
