package main

import (
	"fmt"
	"strings"
)

// forceKernels applies -kernels, a comma-separated list of package=name
// (blake3=avx2, sha512x=generic, ed25519=portable), through each vilya
// package's SetKernel or SetBackend. A package not in the build, or a
// kernel its SetKernel refuses, is an error: the matrix never silently
// measures another kernel than the one asked for.
func forceKernels(spec string) error {
	if spec == "" {
		return nil
	}
	for _, kv := range strings.Split(spec, ",") {
		pkg, name, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok || name == "" {
			return fmt.Errorf("-kernels: want package=kernel, got %q", kv)
		}
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
			return fmt.Errorf("-kernels: unknown package %q (want blake3, sha512x or ed25519)", pkg)
		}
		if set == nil {
			return fmt.Errorf("-kernels: vilya's %s package is not in this build", pkg)
		}
		if err := set(name); err != nil {
			return fmt.Errorf("-kernels: %s=%s: %v", pkg, name, err)
		}
	}
	return nil
}
