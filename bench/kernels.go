package main

import (
	"fmt"

	"github.com/vilyacrypto/vilya/internal/kernelspec"
)

// forceKernels applies -kernels, a comma-separated list of package=name
// (blake3=avx2, sha512x=generic, ed25519=portable), through each vilya
// package's SetKernel or SetBackend. A package not in the build, or a
// kernel its SetKernel refuses, is an error: the matrix never silently
// measures another kernel than the one asked for.
func forceKernels(spec string) error {
	err := kernelspec.Apply(spec, func(pkg, name string) error {
		var set func(string) error
		switch pkg {
		case "blake3":
			if vilyaBlake3 != nil {
				set = vilyaBlake3.setKernel
			}
		case "sha512x":
			if vilyaSHA512x != nil {
				set = vilyaSHA512x.setKernel
			}
		case "ed25519":
			if vilyaEd25519 != nil {
				set = vilyaEd25519.setBackend
			}
		default:
			return fmt.Errorf("unknown package %q (want blake3, sha512x or ed25519)", pkg)
		}
		if set == nil {
			return fmt.Errorf("vilya's %s package is not in this build", pkg)
		}
		if err := set(name); err != nil {
			return fmt.Errorf("%s=%s: %v", pkg, name, err)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("-kernels: %v", err)
	}
	return nil
}
