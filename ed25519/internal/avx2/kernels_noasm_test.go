//go:build !amd64 || purego

package avx2

func kernelModes() []string { return []string{"generic"} }

func useKernels(string) func() { return func() {} }
