//go:build !amd64 || purego

package ifma

func kernelModes() []string { return []string{"generic"} }

func useKernels(string) func() { return func() {} }
