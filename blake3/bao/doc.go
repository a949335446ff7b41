// Package bao implements Bao verified streaming over BLAKE3: the combined
// and outboard encodings, a decoder that returns only verified bytes, and
// slices that prove any byte range on their own, as the Bao specification
// (testdata/bao/spec.md, from the bao crate 0.13) defines them. The root
// hash of an encoding is the plain BLAKE3 digest (blake3.Sum256) of the
// content.
//
// # The encodings
//
// Both encodings start with the content length, 8 bytes little-endian. The
// combined encoding then holds the nodes of the BLAKE3 tree in pre-order: a
// parent node (its left and right children's 32-byte chaining values), its
// left subtree, then its right subtree; a leaf is the content bytes it
// covers. The outboard encoding holds the parent nodes only; the decoder
// reads the leaves from the content itself.
//
// # Chunk groups
//
// Every function takes a group g, 0 <= g <= MaxGroup: the leaves of the
// tree are groups of 2^g chunks (1024 << g bytes) rather than single
// chunks, as iroh's bao-tree does, so that the tree (and the outboard) is
// 2^g times smaller; the root hash does not change. g = 0 is exactly the
// format of the Bao specification and its test vectors. A group out of
// range is a programmer error: the functions panic.
//
// # Verification
//
// A Decoder verifies a whole subtree of up to 256 KiB of content (every
// parent node inside it, and its top against the chaining value its parent
// vouched for) before it returns any byte of it, so its memory is bounded
// and its hashing runs on the BLAKE3 kernels many chunks at a time. Above
// that size it verifies parent nodes one at a time on the way down. It
// never returns an unverified byte, and it reports the end of the content
// (io.EOF, or a Seek relative to the end) only after verifying the final
// leaf, which proves the length header. A length header whose encoding
// could not fit in an int64 is rejected.
//
// # Speed
//
// Encoding and decoding hash whole subtrees with package blake3's chunk and
// parent kernels (through blake3/internal/hazmat), not a copy of them.
// EncodeParallel and EncodeOutboardParallel encode disjoint subtrees of 1
// MiB or more on several goroutines, the same bytes as Encode and
// EncodeOutboard; EncodeReaderAt does so from an io.ReaderAt (a file) to
// an io.WriterAt, reading and hashing on several goroutines and writing
// from one at a time. EncodeTo writes a combined encoding to an io.Writer
// in order, handing it the content straight from the input.
//
// Scratch and buffers come from pools: once they are warm, encoding into a
// destination large enough allocates nothing (a shared call, only its
// helper goroutines), and a Decoder allocates only itself.
package bao
