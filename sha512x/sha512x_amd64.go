//go:build !purego

//go:generate sh -c "cd _asm && go run . -out ../sha512x_amd64.s -stubs ../sha512x_stubs_amd64.go -pkg sha512x"

package sha512x

import "github.com/vilyacrypto/vilya/internal/cpu"

// kernelAvailable reports whether this CPU can run the named kernel.
func kernelAvailable(name string) bool {
	switch name {
	case "generic":
		return true
	case "avx2":
		return cpu.AVX2
	case "avx512":
		return cpu.AVX512
	}
	return false
}

// sumBatch hashes msgs on the kernel in use, read once for the whole batch.
func sumBatch(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	if k := kern(kernels.Level()); k != kernGeneric {
		sumKernel(k, out, prefixes, msgs)
		return
	}
	sumLoop(out, prefixes, msgs)
}

// blocks runs kernel k; see blocksGeneric for the contract.
func blocks(k kern, h *[8][maxLanes]uint64, p *[nSeg][maxLanes]*byte, n *[nSeg][maxLanes]uint64) {
	switch k {
	case kernAVX512:
		blocksAVX512(h, p, n)
	case kernAVX2:
		blocksAVX2(h, p, n)
	default:
		blocksGeneric(h, p, n)
	}
}
