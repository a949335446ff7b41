package sha512x

import (
	"crypto/sha512"
	"errors"
	"hash"
	"sync"

	"github.com/vilyacrypto/vilya/internal/cpu"
	"github.com/vilyacrypto/vilya/internal/kernelset"
)

// kernelNames lists every kernel this package knows, narrowest first,
// indexed by the kern that runs it: the kernel set's level is a kern.
var kernelNames = []string{kernGeneric: "generic", kernAVX2: "avx2", kernAVX512: "avx512"}

// ErrKernelUnavailable is returned by SetKernel for a kernel that this CPU or
// build cannot run.
var ErrKernelUnavailable = errors.New("sha512x: kernel not available on this CPU or build")

// Kernels returns the names of the kernels this CPU and build can run, from
// the portable "generic" (a loop over crypto/sha512) to the widest: "avx2"
// hashes four messages at once, "avx512" eight. The list is a diagnostic; it
// does not change while the program runs.
func Kernels() []string { return kernels.Kernels() }

// Kernel returns the name of the kernel now in use.
func Kernel() string { return kernels.Name() }

// SetKernel forces the named kernel, for benchmarks and diagnostics; "auto"
// restores the choice made from the CPU at start-up. A kernel this CPU or
// build lacks returns ErrKernelUnavailable and changes nothing. The choice
// is process-wide: it applies to every caller of the package. SetKernel is
// safe to call at any time, also while other goroutines hash: each batch
// runs on the kernel it found when it began, and every kernel gives the
// same digests.
func SetKernel(name string) error { return kernels.Force(name) }

// kernels is the package's kernel set: it holds the kernel in use, one
// atomic word that SetKernel writes and sumBatch reads once per call.
var kernels = kernelset.Set{
	Names:       kernelNames,
	Available:   kernelAvailable,
	Unavailable: ErrKernelUnavailable,
}

func init() { kernels.Force("auto") }

// minKernelMsgs is, per kernel, the fewest messages worth a pass of the
// kernel: fewer, and a remainder this small beyond whole groups of lanes, go
// to crypto/sha512, which hashes one message in about half the time of a
// pass of either kernel. BenchmarkFewMessages measures the crossover
// (docs/results/2026-12-01-sha512x-few-messages, and docs/NOTEBOOK.md for
// the CPUs measured). Tests set every entry to 1 to drive the kernels with
// every count.
var minKernelMsgs = [...]int{kernGeneric: 1, kernAVX2: 3, kernAVX512: minAVX512Msgs(cpu.Latency512)}

// minAVX512Msgs is minKernelMsgs for the AVX-512 kernel on a CPU whose
// 512-bit operations run at full width (fullWidth512) or not: there one
// pass over two messages takes less time than crypto/sha512 on the two
// (docs/results/2026-12-08-sha512x-few-messages-zen5); elsewhere it takes
// three (two lost in most counts where the crossover was first measured).
func minAVX512Msgs(fullWidth512 bool) int {
	if fullWidth512 {
		return 2
	}
	return 3
}

// sumKernel hashes msgs with kernel k, handing crypto/sha512 what is too
// small to fill enough lanes.
func sumKernel(k kern, out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	n, w, least := len(msgs), k.width(), minKernelMsgs[k]
	if n < least {
		sumLoop(out, prefixes, msgs)
		return
	}
	if r := n % w; n > w && r < least {
		n -= r
		if prefixes != nil {
			sumLoop(out[n:], prefixes[n:], msgs[n:])
			prefixes = prefixes[:n]
		} else {
			sumLoop(out[n:], nil, msgs[n:])
		}
		out, msgs = out[:n], msgs[:n]
	}
	sumLanes(k, out, prefixes, msgs)
}

// portable is a crypto/sha512 state with room for a prefix or a digest.
// Prefixes and digests are copied through buf so that the hash.Hash calls,
// which escape analysis cannot see through, do not move the caller's out
// and prefixes slices to the heap.
type portable struct {
	d   hash.Hash
	buf [64]byte
}

// portables recycles states for the portable prefixed path, so that it
// allocates nothing in the steady state.
var portables = sync.Pool{New: func() any { return &portable{d: sha512.New()} }}

// sumLoop is the portable path: crypto/sha512, one message at a time.
func sumLoop(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	if prefixes == nil {
		for i, m := range msgs {
			out[i] = sha512.Sum512(m)
		}
		return
	}
	p := portables.Get().(*portable)
	for i, m := range msgs {
		p.d.Reset()
		p.buf = prefixes[i]
		p.d.Write(p.buf[:])
		p.d.Write(m)
		p.d.Sum(p.buf[:0])
		out[i] = p.buf
	}
	portables.Put(p)
}
