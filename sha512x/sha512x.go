// Package sha512x computes many independent SHA-512 digests at once, one
// message per 64-bit vector lane: eight lanes with AVX-512, four with AVX2,
// and a portable path that loops over crypto/sha512 everywhere else.
//
// Every digest equals crypto/sha512.Sum512 of its message, whatever the
// lengths in the batch. Messages are read in place: only a lane's first block
// (when a prefix is prepended) and its final one or two padded blocks are
// assembled in small per-lane buffers on the stack, so no call allocates and
// no whole message is ever copied. Lanes that finish early are refilled with
// the next message of the batch, or masked when none is left; no block is
// hashed twice. Batches too small to fill enough lanes go to crypto/sha512.
//
// The functions run in time that depends on the lengths of the messages but
// not on their contents.
//
// [Kernels], [Kernel] and [SetKernel] are diagnostics: they list the
// kernels this CPU and build can run, name the one in use, and force one for
// benchmarks and comparisons, at any time; every kernel gives the same
// digests.
package sha512x

// maxLanes is the widest lane count any kernel uses: the number of messages
// the AVX-512 kernel hashes side by side.
const maxLanes = 8

// Size is the length of a SHA-512 digest in bytes.
const Size = 64

// PrefixSize is the length of the prefix taken by SumPrefixedBatch.
const PrefixSize = 64

// SumBatch sets out[i] to the SHA-512 digest of msgs[i] for every i, for any
// number of messages of any lengths. The messages are only read and may
// alias each other; out must not overlap any message. SumBatch panics if
// len(out) < len(msgs), a programmer error; it never allocates.
func SumBatch(out [][64]byte, msgs [][]byte) {
	if len(out) < len(msgs) {
		panic("sha512x: SumBatch output shorter than messages")
	}
	sumBatch(out[:len(msgs)], nil, msgs)
}

// SumPrefixedBatch sets out[i] to SHA-512(prefixes[i] || msgs[i]) for every
// i, without copying the messages: the form Ed25519 verification needs, with
// R || A as the 64-byte prefix. out may be prefixes itself, replacing each
// prefix by its digest, but must not otherwise overlap prefixes or any
// message. It panics if len(out) or len(prefixes) is shorter than len(msgs),
// a programmer error; it never allocates.
func SumPrefixedBatch(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	if len(out) < len(msgs) {
		panic("sha512x: SumPrefixedBatch output shorter than messages")
	}
	if len(prefixes) < len(msgs) {
		panic("sha512x: SumPrefixedBatch prefixes shorter than messages")
	}
	sumBatch(out[:len(msgs)], prefixes[:len(msgs)], msgs)
}
