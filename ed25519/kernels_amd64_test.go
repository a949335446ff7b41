//go:build !purego

package ed25519

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// kernelModes lists the kernel sets the lanes engine can run on here: the
// portable twins always, the IFMA kernels where the CPU has them, in both
// variants ("ifma" folding by shifts and additions, "ifma-mulq" by
// VPMULLQ), whichever one the CPU would choose.
func kernelModes() []string {
	if cpu.IFMA {
		return []string{"generic", "ifma", "ifma-mulq"}
	}
	return []string{"generic"}
}

// ownKernelModes is kernelModes without the IFMA variant this CPU does not
// choose, for the slowest engine tests (the variants compute the same limbs,
// which the kernel tests prove).
func ownKernelModes() []string {
	switch {
	case !cpu.IFMA:
		return []string{"generic"}
	case cpu.FastMulQ:
		return []string{"generic", "ifma-mulq"}
	}
	return []string{"generic", "ifma"}
}

// useKernels routes the eight-lane operations to the named kernel set and
// returns a function that restores the previous routing.
func useKernels(mode string) func() {
	old, oldQ := r51x8.UseIFMA, r51x8.UseMulQ
	r51x8.UseIFMA = mode == "ifma" || mode == "ifma-mulq"
	r51x8.UseMulQ = mode == "ifma-mulq"
	return func() { r51x8.UseIFMA, r51x8.UseMulQ = old, oldQ }
}

// avx2Modes lists the kernel sets the avx2 backend's engines can run on
// here: the portable twins always, the AVX2 kernels where the CPU has them.
func avx2Modes() []string {
	if cpu.AVX2 {
		return []string{"generic", "avx2"}
	}
	return []string{"generic"}
}

// useAVX2Kernels routes the four-lane operations to the named kernel set
// and returns a function that restores the previous routing.
func useAVX2Kernels(mode string) func() {
	old := r25x4.UseAVX2
	r25x4.UseAVX2 = mode == "avx2"
	return func() { r25x4.UseAVX2 = old }
}
