package main

// This file adapts vilya's sha512x package (contract in api.md) to the
// matrix and the differential tests.

import vs "github.com/vilyacrypto/vilya/sha512x"

func init() {
	vilyaSHA512x = &sha512Impl{
		name:        "vilya",
		sumBatch:    vs.SumBatch,
		sumPrefixed: vs.SumPrefixedBatch,
		kernel:      vs.Kernel,
		setKernel:   vs.SetKernel,
		kernels:     vs.Kernels,
	}
}
