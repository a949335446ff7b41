package blake3

//go:generate go run -C _asm . -out ../blake3_amd64.s -stubs ../kernel_stubs_amd64.go -pkg blake3
//go:generate go run -C _asm_arm64 . -out ../blake3_arm64.s -stubs ../kernel_stubs_arm64.go -pkg blake3

import (
	"errors"

	"github.com/vilyacrypto/vilya/internal/kernelset"
)

// The tree engine (tree.go, hasher.go) calls four kernel entry points, each
// defined per build in kernel_amd64.go or kernel_noasm.go:
//
//	compress(out, cv, block, counter, blockLen, flags)   one compression
//	hashChunks(in, key, counter, flags, out)              n whole chunks -> n chaining values
//	hashParents(in, key, flags, out)                      n parent blocks -> n chaining values
//	xof(out, cv, block, counter, blockLen, flags)         n root output blocks at counter..counter+n-1
//
// Each has the exact semantics of its Generic twin in compress_generic.go. A
// kernel takes any n; its lane count is its own business, so the tree engine
// never changes when a kernel is added. The engine hands whole chunks straight
// from the caller's slice, without copying.

// A kernLevel names the kernel level a dispatch runs: its index in
// kernelNames. On amd64 each level also enables every narrower one, to
// which it hands small inputs.
type kernLevel uint8

const (
	levelGeneric kernLevel = iota // the portable Go code
	levelSSE41                    // amd64: 4 inputs per call
	levelAVX2                     // amd64: 8, and the SSE4.1 kernels
	levelAVX512                   // amd64: 16, and every narrower one
	levelNEON                     // arm64: 4
)

// kernelNames lists every kernel this package knows, indexed by level: the
// portable one, then amd64's narrowest first, then arm64's.
var kernelNames = []string{
	levelGeneric: "generic",
	levelSSE41:   "sse41",
	levelAVX2:    "avx2",
	levelAVX512:  "avx512",
	levelNEON:    "neon",
}

// ErrKernelUnavailable is returned by SetKernel for a kernel that this CPU or
// build cannot run.
var ErrKernelUnavailable = errors.New("blake3: kernel not available on this CPU or build")

// kernels is the package's kernel set: it holds the level in use, one
// atomic word that SetKernel writes.
var kernels = kernelset.Set{
	Names:       kernelNames,
	Available:   kernelAvailable,
	Unavailable: ErrKernelUnavailable,
}

// level returns the kernel level in use. Every dispatch function reads it
// once, on entry, and runs the whole call on that level, so a SetKernel
// during the call takes effect at the next one.
func level() kernLevel { return kernLevel(kernels.Level()) }

// Kernels returns the names of the kernels this CPU and build can run, from
// the portable "generic" to the widest. The list is a diagnostic; it does not
// change while the program runs.
func Kernels() []string { return kernels.Kernels() }

// Kernel returns the name of the widest kernel now in use.
func Kernel() string { return kernels.Name() }

// SetKernel forces the named kernel and every narrower one it may hand small
// inputs to, for benchmarks and diagnostics; "auto" restores the choice made
// from the CPU at start-up. A kernel this CPU or build lacks returns
// ErrKernelUnavailable and changes nothing. The choice is process-wide: it
// applies to every caller of the package. SetKernel is safe to call at any
// time, also while other goroutines hash: each kernel call runs on the
// choice it found when it began, and every kernel gives the same output, so
// no digest changes.
func SetKernel(name string) error { return kernels.Force(name) }

func init() { kernels.Force("auto") }
