//go:build vilya_sha512x

package main

// This file adapts vilya's sha512x package (contract in api.md). It builds
// only with -tags vilya_sha512x until the package lands in this branch; then
// the build line above is deleted and the vilya SHA-512 cells stop being n/a.

import vs "github.com/vilyacrypto/vilya/sha512x"

func init() {
	vilyaSHA512x = &sha512Impl{
		name:        "vilya",
		sumBatch:    vs.SumBatch,
		sumPrefixed: vs.SumPrefixedBatch,
		kernel:      vs.Kernel,
	}
}
