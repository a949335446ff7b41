// Package hazmat carries package blake3's tree primitives to the packages
// of this module that build their own trees over BLAKE3 (blake3/bao). They
// are the kernels and tree engine package blake3 hashes with, handed over
// as function values that blake3 sets in its init; a package that uses them
// must import blake3 (which any importer of this package does: it is
// internal to blake3) so that they are set before its first call.
//
// Every function computes nodes of the BLAKE3 tree in the hash mode (no
// key, no derive-key flags), as the BLAKE3 specification defines them:
// chunk counters count 1024-byte chunks from the start of the input, and a
// chaining value (CV) is the first 32 bytes of a node's compression output,
// little-endian. Only the root node carries the ROOT flag; its 32-byte
// output is the digest.
package hazmat

// ChunkLen is the length of a BLAKE3 chunk in bytes.
const ChunkLen = 1024

var (
	// HashChunks writes to out[32*i:32*i+32] the CV of whole chunk i of
	// in, in[i*1024:(i+1)*1024], with chunk counter counter+i, for every
	// whole chunk (len(in) must be a multiple of 1024). out must hold
	// 32*len(in)/1024 bytes and not overlap in. It is never a root.
	HashChunks func(in []byte, counter uint64, out []byte)

	// HashChunksAt is HashChunks over chunks that need not be side by
	// side: it writes to out[32*i:32*i+32] the CV of the chunk
	// buf[offs[i]:offs[i]+1024], with chunk counter counter+i. out must
	// hold 32*len(offs) bytes and not overlap buf. An offset out of range
	// panics. It allocates nothing and is never a root.
	HashChunksAt func(buf []byte, offs []int, counter uint64, out []byte)

	// PrefetchLines asks the CPU to bring the cache line holding buf[o]
	// into its caches, for each offset o of offs, so that a later read of
	// it waits less (on amd64; elsewhere it does nothing). It is a hint: it
	// reads nothing, changes nothing and keeps no pointer; the offsets
	// should lie in buf, and are not checked.
	PrefetchLines func(buf []byte, offs []int)

	// HashChunksCopy is HashChunks over the first len(doffs) chunks of in
	// that also copies chunk i to dst[doffs[i]:doffs[i]+1024]. The copies
	// must not overlap each other, in or out; an offset out of range
	// panics. It allocates nothing and is never a root.
	HashChunksCopy func(in, dst []byte, doffs []int, counter uint64, out []byte)

	// HashThenCopy reports whether a combined encoding is written faster
	// by hashing a subtree's chunks where they lie (HashChunks) and then
	// writing them, with the parent nodes, to their places in order, than
	// by HashChunksCopy, whose stores go to every lane's chunk at once. It
	// follows the kernel in use, so it may change when that does.
	HashThenCopy func() bool

	// HashParents writes to out[32*i:32*i+32] the CV of the parent node
	// whose 64-byte block (left CV, then right CV) is in[64*i:64*i+64],
	// for every whole block of in (len(in) must be a multiple of 64). out
	// must hold len(in)/2 bytes and not overlap in. It is never a root.
	HashParents func(in []byte, out []byte)

	// SubtreeCV returns the CV of the subtree over in (at least one byte)
	// whose first chunk has counter counter. in must be a node of the
	// whole input's tree: a left subtree (a power of two of whole chunks,
	// counter a multiple of that power) or a subtree on the right edge
	// (the input's tail from a chunk where such a left subtree ends). It
	// is never a root.
	SubtreeCV func(in []byte, counter uint64) [32]byte

	// RootParent returns the digest of the input whose root is the parent
	// node with block block (left CV, then right CV): that block's
	// compression with the ROOT flag.
	RootParent func(block *[64]byte) [32]byte

	// Sum returns the digest of the whole input in: Sum256.
	Sum func(in []byte) [32]byte
)
