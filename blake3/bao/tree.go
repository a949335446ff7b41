package bao

import (
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
// parent kernel, then the parent nodes copied to their pre-order places.
func (t *tree) complete(data []byte, counter uint64, out []byte, root bool) [32]byte {
	nch := len(data) / chunkLen
	buf := t.cvs[:]
	lv := buf[:32*nch]
	buf = buf[32*nch:]
	hazmat.HashChunks(data, counter, lv)
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
	// lv is the top node's block.
	t.writeNodes(k+1, 0, data, out)
	return t.parentCV((*[parentLen]byte)(lv), root)
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
		return copy(out, data[i*gl:(i+1)*gl])
	}
	w := copy(out[:parentLen], t.levels[j-1][parentLen*i:parentLen*i+parentLen])
	if j == 1 { // both leaves at once: they are neighbours in data and in out
		if t.outboard {
			return w
		}
		gl := int(t.groupLen())
		return w + copy(out[w:], data[2*i*gl:(2*i+2)*gl])
	}
	w += t.writeNodes(j-1, 2*i, data, out[w:])
	w += t.writeNodes(j-1, 2*i+1, data, out[w:])
	return w
}
