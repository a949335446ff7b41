//go:build (!amd64 && !arm64) || purego

package blake3

var xofKernels []struct {
	name  string
	lanes int
	f     func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)
}

type wideKernel struct {
	name    string
	lanes   int
	chunks  func(in []byte, n int, key *[8]uint32, counter uint64, flags uint32, out []byte)
	parents func(in []byte, n int, key *[8]uint32, flags uint32, out []byte)
}

func wideKernels() []wideKernel { return nil }

func multiGroupChunks(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {}
