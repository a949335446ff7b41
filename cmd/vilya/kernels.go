package main

import (
	"fmt"
	"os"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/ed25519"
	"github.com/vilyacrypto/vilya/internal/kernelspec"
	"github.com/vilyacrypto/vilya/sha512x"
)

// kernelsEnv names the environment variable that forces kernels for
// diagnostics and measurements: a comma-separated list of package=name,
// such as "blake3=avx2,ed25519=portable", applied through blake3.SetKernel,
// ed25519.SetBackend and sha512x.SetKernel before any command runs. An
// unknown package, or a kernel the package refuses (one this CPU lacks
// among them), is an error, never a silent fallback.
const kernelsEnv = "VILYA_KERNELS"

// forceKernels applies spec, the value of VILYA_KERNELS; "" forces nothing.
func forceKernels(spec string) error {
	return kernelspec.Apply(spec, func(pkg, name string) error {
		var set func(string) error
		switch pkg {
		case "blake3":
			set = blake3.SetKernel
		case "ed25519":
			set = ed25519.SetBackend
		case "sha512x":
			set = sha512x.SetKernel
		default:
			return fmt.Errorf("unknown package %q (want blake3, ed25519 or sha512x)", pkg)
		}
		if err := set(name); err != nil {
			return fmt.Errorf("%s=%s: %v", pkg, name, err)
		}
		return nil
	})
}

// applyKernelsEnv forces the kernels VILYA_KERNELS names and reports
// whether it could: on an error it has written it to standard error.
func applyKernelsEnv() bool {
	if err := forceKernels(os.Getenv(kernelsEnv)); err != nil {
		fmt.Fprintf(os.Stderr, "vilya: %s: %v\n", kernelsEnv, err)
		return false
	}
	return true
}
