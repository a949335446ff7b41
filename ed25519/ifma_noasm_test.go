//go:build !amd64 || purego

package ed25519

func kernelModes() []string { return []string{"generic"} }

func ownKernelModes() []string { return []string{"generic"} }

func useKernels(string) func() { return func() {} }

func avx2Modes() []string { return []string{"generic"} }

func useAVX2Kernels(string) func() { return func() {} }
