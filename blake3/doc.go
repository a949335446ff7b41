// Package blake3 implements the BLAKE3 hash function (O'Connor, Aumasson,
// Neves and Wilcox-O'Hearn, 2020) in Go without cgo: portable code that runs
// everywhere, and generated amd64 and arm64 assembly kernels chosen by the
// CPU and tested against it.
//
// # Modes
//
// BLAKE3 has three modes, distinguished by domain-separation flags and the
// key the compression starts from:
//
//   - hash: [Sum256], [Sum512], [SumXOF] and [New];
//   - keyed hash, a MAC or PRF under a 32-byte key: [KeyedSum256],
//     [KeyedSumXOF] and [NewKeyed];
//   - key derivation from a context string (hard-coded, globally unique,
//     application-specific) and key material: [DeriveKey],
//     [NewKeyDeriver] and [NewDeriveKey].
//
// Every mode has extendable output: the default digest is the first 32
// bytes of an output stream of 2^64-1 bytes (of the 2^64 BLAKE3 defines), which [Hasher.XOF] returns
// as an [OutputReader] (io.Reader, io.ReaderAt and io.Seeker). A shorter or
// longer output is a prefix or an extension of the same stream, so outputs
// of different lengths are related and must not be used as independent
// keys. A [Hasher] is a streaming hash.Hash whose state can be checkpointed
// with [Hasher.MarshalBinary] and resumed on another machine; an [XOF] is
// the same in the shape of hash.XOF (crypto/sha3's SHAKE), checkpointed
// with [XOF.MarshalBinary] while absorbing or reading.
//
// Constructors are named New, then the mode (none for hash, Keyed,
// DeriveKey), then the type when it is not a [Hasher]: [New], [NewKeyed]
// and [NewDeriveKey] return a *Hasher; [NewXOF], [NewKeyedXOF] and
// [NewDeriveKeyXOF] an *XOF. [NewKeyDeriver] is the exception by design: a
// [KeyDeriver] is not a hash state but a context hashed once, from which
// [KeyDeriver.DeriveKey] derives any number of keys ([NewDeriveKey]
// streams one key's material instead). [Hasher.Clone] returns
// (hash.Cloner, error) because that is hash.Cloner's method; [XOF.Clone]
// returns the *XOF itself, since an XOF has no Sum and so is not a
// hash.Cloner.
//
// # Many messages
//
// [Sum256Batch], [KeyedSum256Batch], [DeriveKeyBatch] and
// [KeyDeriver.DeriveKeyBatch] hash many independent messages in one call:
// one chunk of a message of up to 8 KiB per vector lane of the widest
// kernel, longest chunks first, each lane refilled as soon as its chunk is
// done, so messages of different lengths share the kernel calls, and the
// parent nodes of many messages together on the parent kernel. Each digest
// equals the one-shot function's; the calls never allocate.
//
// # The tree
//
// The input is split into 1024-byte chunks. Each chunk is hashed on its own,
// 64-byte block by 64-byte block, into a 32-byte chaining value that also
// depends on the chunk's index; chaining values are then combined pairwise
// by parent compressions into a binary tree whose left subtrees are always
// complete (a power of two of chunks) and whose root compression carries
// the ROOT flag. Because every complete subtree is independent of the rest
// of the input, many chunks (and many parents at one level) can be
// compressed at once: that is what the kernels do within one core, and what
// the parallel methods do across cores. Every path gives exactly the digest
// of the specification, which the official test vectors pin in the tests.
//
// # Multi-core hashing
//
// [Hasher.Write], [Sum256] and the other one-shot functions run on the
// calling goroutine. [Hasher.WriteParallel] (for a slice) and
// [Hasher.WriteReaderAt] (for a file or other io.ReaderAt) split the input
// into power-of-two chunk subtrees, hash them on up to the given number of
// goroutines and fold the results in input order, so the digest is the one
// Write gives. Inputs under 512 KiB stay on one core.
// Longer ones are shared only where sharing has paid in this process: each
// shared call times itself against the least time per byte that calls of its
// size class (a power of two) took hashed alone, or before there is one, any
// hashing alone took, and for each size class a moving average of that
// ratio decides whether its calls share; the others are hashed by Write
// (timed with two clock reads, no system call, no wait), with an occasional
// probe, at most one call in 4 of its class, then in 8, to see whether
// sharing has started to pay. The first shared call of a process hashes its
// first piece alone, timed, as the baseline; a class whose first shared call
// looked like a gain against that process-wide baseline, if not a clear one,
// hashes its next call alone for a baseline of its own and probes again on
// the call after. A shared call starts one goroutine per extra worker; the
// calling goroutine starts at once, takes back work no helper has begun, and
// waits only for pieces (at most 1 MiB) a helper holds. A shared call's
// state (a window of chaining values, the workers' read buffers) is pooled,
// so once a process has made a few, shared calls allocate nothing (after a
// garbage collection empties the pool, the next one allocates it again).
// Nothing runs between calls, and no thread is locked, moved between CPUs
// or put to sleep by the package: the process-wide effects are the Go
// scheduler's own (starting a goroutine may wake an idle thread) and the
// policy's state, which all callers share.
//
// # Kernels
//
// The compression runs in a kernel. "generic" is the portable Go code and
// the authority: every other kernel is tested against it at every lane
// count, tail and boundary. On amd64 (without the purego build tag) there
// are also "sse41" (4 inputs per call), "avx2" (8) and "avx512" (16, plus
// row-wise AVX-512 code for short inputs, and, on CPUs whose 512-bit
// operations take two cycles on four pipes, chunks 32 at a time as two
// groups of 16 in one pass, the group left over with each block's
// transpose spread over the rounds of the one before, as every group is
// on CPUs that run them as two 256-bit halves; on those two-cycle CPUs the
// compressions that wait on one another, such as the blocks of an input
// of one chunk or less, run on general registers instead);
// "avx512" needs AVX-512 F, VL, BW and DQ. On arm64 there is "neon" (4
// inputs per call). The widest kernel the CPU supports is chosen at
// start-up and hands short batches to the narrower ones.
//
// [Kernels] lists the kernels this CPU and build can run, [Kernel] names the
// one in use, and [SetKernel] forces one ("auto" restores the default), for
// benchmarks and diagnostics; forcing a kernel the CPU lacks returns
// [ErrKernelUnavailable] and changes nothing. The choice is process-wide
// and may change at any time: each kernel call runs on the kernel it found
// when it began, and every kernel gives the same output. Building with
// -tags purego leaves only "generic". The assembly is generated (go
// generate), never written by hand.
//
// # Timing
//
// The compression function has no branch or memory access that depends on
// the input or key bytes; the time to hash depends on the input's length.
package blake3
