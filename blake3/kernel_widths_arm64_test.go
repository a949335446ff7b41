//go:build !purego

package blake3

// xofKernels lists the wide XOF kernels with their lane counts.
var xofKernels = []xofKernel{
	{"neon", 4, xofNEON},
}

func wideKernels() []wideKernel {
	return []wideKernel{
		{"neon", 4,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksNEON(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsNEON(&in[0], n, key, f, &out[0])
			}},
	}
}

func multiGroupChunks(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {}
