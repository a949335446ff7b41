//go:build !purego

package avx2

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// kernelModes lists the kernel sets the engines can run on here: the
// portable twins always, the AVX2 kernels where the CPU has them.
func kernelModes() []string {
	if cpu.AVX2 {
		return []string{"generic", "avx2"}
	}
	return []string{"generic"}
}

// useKernels routes the four-lane operations to the named kernel set and
// returns a function that restores the previous routing.
func useKernels(mode string) func() {
	old := r25x4.UseAVX2
	r25x4.UseAVX2 = mode == "avx2"
	return func() { r25x4.UseAVX2 = old }
}
