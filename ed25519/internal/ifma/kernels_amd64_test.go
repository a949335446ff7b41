//go:build !purego

package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// kernelModes lists the kernel sets the engines can run on here: the
// portable twins always, the IFMA kernels where the CPU has them, in both
// variants ("ifma" folding by shifts and additions, "ifma-mulq" by
// VPMULLQ).
func kernelModes() []string {
	if cpu.IFMA {
		return []string{"generic", "ifma", "ifma-mulq"}
	}
	return []string{"generic"}
}

// useKernels routes the eight-lane operations to the named kernel set and
// returns a function that restores the previous routing.
func useKernels(mode string) func() {
	old, oldQ := r51x8.UseIFMA, r51x8.UseMulQ
	r51x8.UseIFMA = mode == "ifma" || mode == "ifma-mulq"
	r51x8.UseMulQ = mode == "ifma-mulq"
	return func() { r51x8.UseIFMA, r51x8.UseMulQ = old, oldQ }
}
