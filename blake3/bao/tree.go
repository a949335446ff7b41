package bao

import (
	"encoding/binary"
	"errors"
	"math"
	"math/bits"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/internal/hazmat"
)

// MaxGroup is the largest chunk-group exponent: leaves of 2^8 chunks
// (256 KiB).
const MaxGroup = 8

const (
	chunkLen   = hazmat.ChunkLen
	headerLen  = 8
	parentLen  = 64
	unitChunks = 256                   // chunks in the largest subtree hashed and verified in one piece
	unitLen    = unitChunks * chunkLen // 256 KiB, at least one group
)

// The root hash is the BLAKE3 digest: importing blake3 also sets hazmat's
// function values before any function here runs.
var _ = blake3.Sum256

// ErrTooLarge is returned for a content length whose encoding would not fit
// in an int64, whether asked for or read from a length header.
var ErrTooLarge = errors.New("bao: content length too large for an encoding")

// checkGroup panics unless 0 <= group <= MaxGroup.
func checkGroup(group int) uint {
	if group < 0 || group > MaxGroup {
		panic("bao: chunk group exponent out of range")
	}
	return uint(group)
}

// numLeaves returns the number of leaves of the tree over n content bytes
// with leaves of 1024<<g bytes: at least one (the empty leaf).
func numLeaves(n uint64, g uint) uint64 {
	if n == 0 {
		return 1
	}
	return (n-1)>>(10+g) + 1
}

// encLen returns the length of the encoding of a subtree over n content
// bytes, without the header: its parent nodes, and its content unless
// outboard. For n < 2^63 it cannot overflow.
func encLen(n uint64, g uint, outboard bool) uint64 {
	s := parentLen * (numLeaves(n, g) - 1)
	if !outboard {
		s += n
	}
	return s
}

// leftLen returns the content length of the left subtree of a subtree over
// n > 1024 bytes: the largest power of two of chunks that leaves at least
// one byte to the right. Above a leaf of 1024<<g bytes it is a whole number
// of leaves.
func leftLen(n uint64) uint64 {
	return chunkLen << (bits.Len64((n-1)/chunkLen) - 1)
}

// size returns the length of an encoding with its header, or ErrTooLarge.
func size(n int64, g uint, outboard bool) (int64, error) {
	if n < 0 {
		return 0, errors.New("bao: negative content length")
	}
	s := encLen(uint64(n), g, outboard) + headerLen
	if s > math.MaxInt64 || (outboard && uint64(n) > math.MaxInt64-s) {
		return 0, ErrTooLarge
	}
	return int64(s), nil
}

// EncodedSize returns the length of the combined encoding of n content
// bytes with chunk groups of 2^group chunks: the header, the content and 64
// bytes for every parent node. It returns ErrTooLarge if that exceeds
// math.MaxInt64, and an error for a negative n.
func EncodedSize(n int64, group int) (int64, error) {
	return size(n, checkGroup(group), false)
}

// OutboardSize returns the length of the outboard encoding of n content
// bytes with chunk groups of 2^group chunks: the header and 64 bytes for
// every parent node. It returns ErrTooLarge if the content and the outboard
// together exceed math.MaxInt64, and an error for a negative n.
func OutboardSize(n int64, group int) (int64, error) {
	return size(n, checkGroup(group), true)
}

// tree holds the scratch that encoding and verifying a subtree of up to
// unitLen bytes use: chaining values of its chunks and of every level above.
type tree struct {
	g        uint
	outboard bool // write parent nodes only
	cvs      [2 * unitChunks * 32]byte
	levels   [10][]byte // levels[j]: the CVs j levels above the leaves
	tmp      [32]byte
	block    [parentLen]byte // a parent node being read or written

	offs  [unitChunks]int // where a subtree's whole chunks lie in its encoding
	whole int             // how many offs chunkCVs set
	// Where each of that subtree's parent nodes starts in its encoding (at
	// most unitChunks-1 nodes), for chunkCVs to prefetch.
	nodeOffs [unitChunks]int
	nnodes   int
}

// groupLen returns the length of a leaf.
func (t *tree) groupLen() uint64 { return chunkLen << t.g }

// encode writes to out the encoding (pre-order; parents only if
// t.outboard) of the subtree over data, whose first chunk has counter
// counter, and returns its chaining value, or the root hash if root. out
// must hold encLen(len(data)) bytes; data is non-empty unless it is the
// whole (empty) input.
func (t *tree) encode(data []byte, counter uint64, out []byte, root bool) [32]byte {
	n := uint64(len(data))
	if n <= t.groupLen() {
		if !t.outboard {
			copy(out, data)
		}
		if root {
			return hazmat.Sum(data)
		}
		return hazmat.SubtreeCV(data, counter)
	}
	if n <= unitLen && n&(n-1) == 0 {
		return t.complete(data, counter, out, root)
	}
	l := leftLen(n)
	ls := encLen(l, t.g, t.outboard)
	lcv := t.encode(data[:l], counter, out[parentLen:parentLen+ls], false)
	rcv := t.encode(data[l:], counter+l/chunkLen, out[parentLen+ls:], false)
	copy(out[:32], lcv[:])
	copy(out[32:parentLen], rcv[:])
	return t.parentCV((*[parentLen]byte)(out), root)
}

// parentCV returns the chaining value of the parent node block, or the root
// hash if root. (The kernel writes to the tree's scratch: a local array
// passed through hazmat's function values would be allocated per call.)
func (t *tree) parentCV(block *[parentLen]byte, root bool) [32]byte {
	if root {
		return hazmat.RootParent(block)
	}
	hazmat.HashParents(block[:], t.tmp[:])
	return t.tmp
}

// complete is encode for a complete subtree of two or more leaves and at
// most unitLen bytes (a power of two above the leaf length): all its chunks
// in one call to the chunk kernel, then each level in one call to the
// parent kernel, then the parent nodes written to their pre-order places,
// with the leaves between them where hazmat.HashThenCopy says so (else
// the chunk kernel has copied them).
func (t *tree) complete(data []byte, counter uint64, out []byte, root bool) [32]byte {
	nch := len(data) / chunkLen
	lv := t.cvs[:32*nch]
	if t.outboard || hazmat.HashThenCopy() {
		hazmat.HashChunks(data, counter, lv)
		return t.levelsUp(lv, t.cvs[32*nch:], data, out, root)
	}
	// The content goes to its places in out as the chunk kernel reads it.
	t.chunkOffsets(uint64(len(data)), 0, 0)
	hazmat.HashChunksCopy(data, out, t.offs[:nch], counter, lv)
	return t.levelsUp(lv, t.cvs[32*nch:], nil, out, root)
}

// chunkOffsets sets t.offs[k:] to the offsets of the chunks of the complete
// subtree over n bytes (whole leaves) in its combined encoding, which
// starts at offset pos, and returns the index after them.
func (t *tree) chunkOffsets(n uint64, pos, k int) int {
	if n <= t.groupLen() {
		for c := 0; c < int(n); c += chunkLen {
			t.offs[k] = pos + c
			k++
		}
		return k
	}
	h := n / 2
	k = t.chunkOffsets(h, pos+parentLen, k)
	return t.chunkOffsets(h, pos+parentLen+int(encLen(h, t.g, false)), k)
}

// levelsUp is complete from the CVs lv of the subtree's chunks on, with
// buf (not overlapping lv) as scratch for the levels above them. data nil
// means the content is in out already (or not wanted: t.outboard).
func (t *tree) levelsUp(lv, buf, data, out []byte, root bool) [32]byte {
	k, top := t.levelsOf(lv, buf)
	t.writeNodes(k+1, 0, data, out)
	return t.parentCV((*[parentLen]byte)(top), root)
}

// levelsOf hashes the levels of the complete subtree whose chunks have the
// CVs lv (two or more leaves), in buf (not overlapping lv): it sets
// t.levels[0..k] to the leaves' CVs and the parents' above them, each
// level one call to the parent kernel, and returns k and the top node's
// block.
func (t *tree) levelsOf(lv, buf []byte) (int, []byte) {
	for range t.g { // chunk CVs up to leaf CVs, not stored
		next := buf[:len(lv)/2]
		buf = buf[len(lv)/2:]
		hazmat.HashParents(lv, next)
		lv = next
	}
	k := 0 // levels above the leaves
	t.levels[0] = lv
	for len(lv) > 64 { // every level below the top node's block
		next := buf[:len(lv)/2]
		buf = buf[len(lv)/2:]
		hazmat.HashParents(lv, next)
		lv = next
		k++
		t.levels[k] = lv
	}
	return k, lv
}

// verifyCVs recomputes, from the CVs cv of its chunks (32 bytes each, at
// most unitChunks, in order), the parent nodes of the subtree over n
// content bytes whose combined encoding is enc, and compares them with
// those in enc. It returns the subtree's chaining value (or root hash if
// root) and whether every parent node matched. A root of one chunk has no
// parent to hash and is not allowed.
func (t *tree) verifyCVs(cv []byte, n uint64, enc []byte, root bool) ([32]byte, bool) {
	if n <= t.groupLen() {
		return t.cvOf(cv, root), true
	}
	if n <= unitLen && n&(n-1) == 0 {
		k, top := t.levelsOf(cv, t.cvs[:])
		_, ok := t.checkNodes(k+1, 0, enc)
		return t.parentCV((*[parentLen]byte)(top), root), ok
	}
	l := leftLen(n)
	ls := encLen(l, t.g, false)
	lc := 32 * (l / chunkLen)
	lcv, lok := t.verifyCVs(cv[:lc], l, enc[parentLen:parentLen+ls], false)
	rcv, rok := t.verifyCVs(cv[lc:], n-l, enc[parentLen+ls:], false)
	copy(t.block[:32], lcv[:])
	copy(t.block[32:], rcv[:])
	return t.parentCV(&t.block, root), lok && rok && eq64(t.block[:], enc)
}

// checkNodes compares node i of level j of the complete subtree levelsOf
// computed last (level 0: leaves) with the combined encoding enc of that
// node's subtree, and returns the encoding's length and whether its parent
// nodes all matched.
func (t *tree) checkNodes(j, i int, enc []byte) (int, bool) {
	gl := int(t.groupLen())
	if j == 0 {
		return gl, true
	}
	ok := eq64(t.levels[j-1][parentLen*i:], enc)
	if j == 1 {
		return parentLen + 2*gl, ok
	}
	a, lok := t.checkNodes(j-1, 2*i, enc[parentLen:])
	b, rok := t.checkNodes(j-1, 2*i+1, enc[parentLen+a:])
	return parentLen + a + b, ok && lok && rok
}

// cvOf returns the chaining value (or root hash) of the subtree of a leaf
// whose chunks have the CVs cv (one or more; two or more for a root).
func (t *tree) cvOf(cv []byte, root bool) [32]byte {
	nch := len(cv) / 32
	if nch == 1 {
		return [32]byte(cv)
	}
	if nch&(nch-1) == 0 {
		lv, buf := cv, t.cvs[:]
		for len(lv) > parentLen {
			next := buf[:len(lv)/2]
			buf = buf[len(lv)/2:]
			hazmat.HashParents(lv, next)
			lv = next
		}
		return t.parentCV((*[parentLen]byte)(lv), root)
	}
	l := 32 << (bits.Len(uint(nch-1)) - 1)
	lcv := t.cvOf(cv[:l], false)
	rcv := t.cvOf(cv[l:], false)
	copy(t.block[:32], lcv[:])
	copy(t.block[32:], rcv[:])
	return t.parentCV(&t.block, root)
}

// gather sets t.offs[*k:] to the offsets, in the encoding that the
// combined encoding of a subtree over n bytes is part of (at pos), of the
// subtree's whole chunks, and advances *k past them; it appends the offset
// of each of its parent nodes to t.nodeOffs. It reads nothing, so that the
// content is first read by the chunk kernel, which prefetches it.
func (t *tree) gather(pos int, n uint64, k *int) {
	gl := t.groupLen()
	if n > gl {
		t.nodeOffs[t.nnodes] = pos
		t.nnodes++
	}
	if n <= 2*gl { // one leaf, or two that are neighbours
		if n > gl {
			pos += parentLen
		}
		for c := uint64(0); c+chunkLen <= n; c += chunkLen {
			t.offs[*k] = pos + int(c)
			*k++
		}
		return
	}
	l := leftLen(n)
	t.gather(pos+parentLen, l, k)
	t.gather(pos+parentLen+int(encLen(l, t.g, false)), n-l, k)
}

// eq64 reports whether the first 64 bytes of a and b are equal.
func eq64(a, b []byte) bool {
	a, b = a[:parentLen], b[:parentLen]
	var x uint64
	for i := 0; i < parentLen; i += 8 {
		x |= binary.LittleEndian.Uint64(a[i:]) ^ binary.LittleEndian.Uint64(b[i:])
	}
	return x == 0
}

// chunkCVs writes to cv the CVs of the chunks of the subtree over n bytes
// (more than one chunk, at most unitLen) whose combined encoding is enc,
// hashing them where they lie; its first chunk has counter counter. cv
// must hold 32 bytes per chunk. It first asks for the lines where the
// subtree's parent nodes start: the chunk kernel reads the lines that
// nodes share with chunks, but not those inside a run of nodes (each
// node's line but the run's first), which then come from memory while it
// hashes, so that verifyCVs, which compares the nodes next, finds them
// in the cache (docs/results/2026-12-05-bao-decode-node-prefetch-zen5).
func (t *tree) chunkCVs(enc []byte, n, counter uint64, cv []byte) []byte {
	k := 0
	t.nnodes = 0
	t.gather(0, n, &k)
	t.whole = k
	hazmat.PrefetchLines(enc, t.nodeOffs[:t.nnodes])
	cv = cv[:32*((n+chunkLen-1)/chunkLen)]
	hazmat.HashChunksAt(enc, t.offs[:k], counter, cv[:32*k])
	if tail := n % chunkLen; tail > 0 { // the partial final chunk ends enc
		c := hazmat.SubtreeCV(enc[uint64(len(enc))-tail:], counter+uint64(k))
		copy(cv[32*k:], c[:])
	}
	return cv
}

// writeNodes writes to out the pre-order encoding of node i of level j of
// the complete subtree complete is encoding (level 0: leaves), and returns
// its length.
func (t *tree) writeNodes(j, i int, data, out []byte) int {
	if j == 0 {
		if t.outboard {
			return 0
		}
		gl := int(t.groupLen())
		if data == nil { // the content is in place
			return gl
		}
		return copy(out, data[i*gl:(i+1)*gl])
	}
	w := copy(out[:parentLen], t.levels[j-1][parentLen*i:parentLen*i+parentLen])
	if j == 1 { // both leaves at once: they are neighbours in data and in out
		if t.outboard {
			return w
		}
		gl := int(t.groupLen())
		if data == nil {
			return w + 2*gl
		}
		return w + copy(out[w:], data[2*i*gl:(2*i+2)*gl])
	}
	w += t.writeNodes(j-1, 2*i, data, out[w:])
	w += t.writeNodes(j-1, 2*i+1, data, out[w:])
	return w
}
