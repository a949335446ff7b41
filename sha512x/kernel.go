package sha512x

import (
	"crypto/sha512"
	"errors"
	"hash"
	"slices"
	"sync"
)

// kernelNames lists every kernel this package knows, narrowest first.
var kernelNames = []string{"generic", "avx2", "avx512"}

// ErrKernelUnavailable is returned by SetKernel for a kernel that this CPU or
// build cannot run.
var ErrKernelUnavailable = errors.New("sha512x: kernel not available on this CPU or build")

// Kernels returns the names of the kernels this CPU and build can run, from
// the portable "generic" (a loop over crypto/sha512) to the widest: "avx2"
// hashes four messages at once, "avx512" eight. The list is a diagnostic; it
// does not change while the program runs.
func Kernels() []string {
	var ks []string
	for _, k := range kernelNames {
		if kernelAvailable(k) {
			ks = append(ks, k)
		}
	}
	return ks
}

// Kernel returns the name of the kernel now in use.
func Kernel() string { return activeKernel() }

// SetKernel forces the named kernel, for benchmarks and diagnostics; "auto"
// restores the choice made from the CPU at start-up. A kernel this CPU or
// build lacks returns ErrKernelUnavailable and changes nothing. SetKernel
// must not be called concurrently with hashing.
func SetKernel(name string) error {
	if name == "auto" {
		selectKernel(bestKernel())
		return nil
	}
	if !slices.Contains(kernelNames, name) || !kernelAvailable(name) {
		return ErrKernelUnavailable
	}
	selectKernel(name)
	return nil
}

// bestKernel is the widest kernel this CPU and build can run.
func bestKernel() string {
	ks := Kernels()
	return ks[len(ks)-1]
}

func init() { selectKernel(bestKernel()) }

// minKernelMsgs is the smallest batch handed to a multi-lane kernel: below
// it, one lane of a wide kernel costs more than crypto/sha512 does for the
// whole message. Tests set it to 1 to drive the kernels with every count.
var minKernelMsgs = 2

// digests recycles crypto/sha512 states for the portable prefixed path, so
// that it allocates nothing in the steady state.
var digests = sync.Pool{New: func() any { return sha512.New() }}

// sumLoop is the portable path: crypto/sha512, one message at a time.
func sumLoop(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	if prefixes == nil {
		for i, m := range msgs {
			out[i] = sha512.Sum512(m)
		}
		return
	}
	d := digests.Get().(hash.Hash)
	for i, m := range msgs {
		d.Reset()
		d.Write(prefixes[i][:])
		d.Write(m)
		d.Sum(out[i][:0])
	}
	digests.Put(d)
}
