//go:build !purego

package blake3

import "github.com/vilyacrypto/vilya/internal/cpu"

// The use flags say which assembly kernels the dispatch functions below may
// call. selectKernels is the one place that sets them.
var (
	useSSE41  bool
	useAVX2   bool
	useAVX512 bool
)

// kernelAvailable reports whether this CPU can run the named kernel. Until
// the assembly kernels land, only the generic kernel is available.
func kernelAvailable(name string) bool {
	switch name {
	case "generic":
		return true
	}
	_ = cpu.SSE41
	return false
}

// selectKernels enables the named kernel and every narrower one.
func selectKernels(name string) {
	useSSE41, useAVX2, useAVX512 = false, false, false
	switch name {
	case "avx512":
		useAVX512 = true
		fallthrough
	case "avx2":
		useAVX2 = true
		fallthrough
	case "sse41":
		useSSE41 = true
	}
}

func activeKernel() string {
	switch {
	case useAVX512:
		return "avx512"
	case useAVX2:
		return "avx2"
	case useSSE41:
		return "sse41"
	}
	return "generic"
}

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
