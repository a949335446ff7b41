//go:build !purego

//go:generate sh -c "cd _asm && go run . -out ../sha512x_amd64.s -stubs ../sha512x_stubs_amd64.go -pkg sha512x"

package sha512x

import "github.com/vilyacrypto/vilya/internal/cpu"

// The use flags say which assembly kernel sumBatch may call. selectKernel is
// the one place that sets them.
var (
	useAVX2   bool
	useAVX512 bool
)

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

// selectKernel enables the named kernel.
func selectKernel(name string) {
	useAVX2, useAVX512 = false, false
	switch name {
	case "avx512":
		useAVX512 = true
	case "avx2":
		useAVX2 = true
	}
}

func activeKernel() string {
	switch {
	case useAVX512:
		return "avx512"
	case useAVX2:
		return "avx2"
	}
	return "generic"
}

func sumBatch(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	switch {
	case len(msgs) < minKernelMsgs:
		sumLoop(out, prefixes, msgs)
	case useAVX512:
		sumLanes(kernAVX512, out, prefixes, msgs)
	case useAVX2:
		sumLanes(kernAVX2, out, prefixes, msgs)
	default:
		sumLoop(out, prefixes, msgs)
	}
}

// blocks runs kernel k; see blocksGeneric for the contract.
func blocks(k kern, h *[8][MaxLanes]uint64, p *[MaxLanes]*byte, n *[MaxLanes]uint64) {
	switch k {
	case kernAVX512:
		blocksAVX512(h, p, n)
	case kernAVX2:
		blocksAVX2(h, p, n)
	default:
		blocksGeneric(h, p, n)
	}
}
