package bao

import (
	"encoding/binary"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// Multi-core encoding cuts the tree into pieces: the subtrees of at most
// pieceLen content bytes that the encoder's recursion reaches first (left
// subtrees of exactly pieceLen, smaller ones on the right edge). Their
// encodings are disjoint ranges of the output, so workers encode pieces
// in any order, each with its own scratch, and the caller then writes the
// few parent nodes above them. The bytes are those of Encode and
// EncodeOutboard.
const (
	// minPieceLen is the smallest piece: at least one unit, so that a
	// piece's leaves are whole (a group is at most unitLen), and enough
	// work (about 100 us on one core) that handing it out costs little.
	minPieceLen = 1 << 20
)

// maxPieces bounds the pieces of one call: longer inputs get larger pieces
// (twice as long, as often as needed), so that their chaining values take
// at most 128 KiB. A variable only so that tests can reach the doubling.
var maxPieces uint64 = 4096

// EncodeParallel is Encode on up to workers goroutines (workers <= 0 means
// runtime.GOMAXPROCS(0); no more run than GOMAXPROCS and runtime.NumCPU
// allow). It appends exactly the bytes Encode appends and returns the same
// root hash. Inputs of at most 1 MiB, or workers == 1, are encoded by
// Encode on the calling goroutine. Otherwise it starts one goroutine per
// extra worker; its state is pooled, so that it allocates nothing once the
// process has made a few such calls, and never more than a bounded amount
// independent of len(data). dst and data must not overlap; a group out of
// range panics.
func EncodeParallel(dst, data []byte, group, workers int) ([]byte, [32]byte) {
	return encodeParallel(dst, data, group, workers, false)
}

// EncodeOutboardParallel is EncodeOutboard on up to workers goroutines, as
// EncodeParallel is Encode: the same bytes and root hash.
func EncodeOutboardParallel(dst, data []byte, group, workers int) ([]byte, [32]byte) {
	return encodeParallel(dst, data, group, workers, true)
}

// workerCount returns how many workers a call asking for w uses.
func workerCount(w int) int {
	p := min(runtime.GOMAXPROCS(0), runtime.NumCPU())
	if w <= 0 || w > p {
		return p
	}
	return w
}

// piece is one subtree that a worker encodes: content bytes lo..hi-1 (its
// first chunk has counter lo/1024), whose encoding starts at offset off of
// the encoding without its header.
type piece struct {
	lo, hi, off uint64
}

// pieceSet is the cut of one tree into pieces, their chaining values once
// workers have encoded them, and the fold of the parent nodes above them.
type pieceSet struct {
	g        uint
	outboard bool
	pieceLen uint64
	pieces   []piece
	cvs      [][32]byte
	k        int // pieces consumed by fold
}

// cut sets the pieces of the tree over n content bytes (n > minPieceLen),
// reusing the set's slices.
func (s *pieceSet) cut(n uint64, g uint, outboard bool) {
	s.g, s.outboard, s.pieceLen, s.k = g, outboard, minPieceLen, 0
	for n > s.pieceLen*maxPieces {
		s.pieceLen *= 2
	}
	// Every left subtree above a piece is a whole number of pieces.
	m := int((n + s.pieceLen - 1) / s.pieceLen)
	s.pieces = slices.Grow(s.pieces[:0], m)
	s.split(n, 0, 0)
	s.cvs = slices.Grow(s.cvs[:0], m)[:m]
}

// split appends the pieces of the subtree over the n content bytes from
// lo, whose encoding starts at offset off, in order.
func (s *pieceSet) split(n, lo, off uint64) {
	if n <= s.pieceLen {
		s.pieces = append(s.pieces, piece{lo, lo + n, off})
		return
	}
	l := leftLen(n)
	s.split(l, lo, off+parentLen)
	s.split(n-l, lo+l, off+parentLen+encLen(l, s.g, s.outboard))
}

// encLen returns the length of piece i's encoding.
func (s *pieceSet) encLen(i int) uint64 {
	c := s.pieces[i]
	return encLen(c.hi-c.lo, s.g, s.outboard)
}

// fold hands put each parent node of the subtree over n content bytes
// above its pieces (the next ones not yet consumed), with its offset in the
// encoding (the subtree's starts at off), and returns the subtree's
// chaining value, or the root hash if root. put must not keep node. The
// subtree is more than one piece when root.
func (s *pieceSet) fold(n, off uint64, root bool, t *tree, put func(off uint64, node *[parentLen]byte)) [32]byte {
	if n <= s.pieceLen {
		s.k++
		return s.cvs[s.k-1]
	}
	l := leftLen(n)
	lcv := s.fold(l, off+parentLen, false, t, put)
	rcv := s.fold(n-l, off+parentLen+encLen(l, s.g, s.outboard), false, t, put)
	node := &t.block
	copy(node[:32], lcv[:])
	copy(node[32:], rcv[:])
	put(off, node)
	return t.parentCV(node, root)
}

// parallelEncoder is the state of one multi-core encoding into memory.
// Encoders are pooled with their slices (encoders), so that a call
// allocates nothing once the process has made a few; the caller puts one
// back only after every helper has finished with it.
type parallelEncoder struct {
	pieceSet
	data    []byte
	out     []byte       // the encoding without its header
	next    atomic.Int64 // the next piece to hand out
	helpers sync.WaitGroup
}

var encoders = sync.Pool{New: func() any { return new(parallelEncoder) }}

// encodeHelpers passes each helper goroutine its encoder: a go statement
// with arguments allocates a closure for them, one without does not. It
// holds one entry for each goroutine started to run runEncodeHelper that
// has not yet taken one; which entry a goroutine takes does not matter.
var encodeHelpers = make(chan *parallelEncoder, 256)

func runEncodeHelper() { (<-encodeHelpers).help() }

// help is a helper goroutine's whole part in the encoding.
func (p *parallelEncoder) help() {
	p.work()
	p.helpers.Done()
}

func encodeParallel(dst, data []byte, group, workers int, outboard bool) ([]byte, [32]byte) {
	g := checkGroup(group)
	workers = workerCount(workers)
	if workers == 1 || len(data) <= minPieceLen {
		return encodeSlice(dst, data, group, outboard)
	}
	s, err := size(int64(len(data)), g, outboard)
	if err != nil {
		panic(err)
	}
	dst, out := grow(dst, int(s))
	binary.LittleEndian.PutUint64(out, uint64(len(data)))
	p := encoders.Get().(*parallelEncoder)
	p.data, p.out = data, out[headerLen:]
	p.cut(uint64(len(data)), g, outboard)
	n := len(p.pieces)
	p.next.Store(0)
	extra := min(workers, n) - 1
	p.helpers.Add(extra)
	for range extra {
		select {
		case encodeHelpers <- p:
			go runEncodeHelper()
		default: // more helpers starting at once than the queue holds
			go p.help()
		}
	}
	p.work()
	p.helpers.Wait()
	t := trees.Get().(*tree)
	root := p.fold(uint64(len(data)), 0, true, t, func(off uint64, node *[parentLen]byte) {
		copy(p.out[off:], node[:])
	})
	trees.Put(t)
	p.data, p.out = nil, nil
	encoders.Put(p)
	return dst, root
}

// work encodes pieces, in order of the input, until none is left.
func (p *parallelEncoder) work() {
	t := trees.Get().(*tree)
	t.g, t.outboard = p.g, p.outboard
	for {
		i := int(p.next.Add(1) - 1)
		if i >= len(p.pieces) {
			break
		}
		c := p.pieces[i]
		out := p.out[c.off : c.off+p.encLen(i)]
		p.cvs[i] = t.encode(p.data[c.lo:c.hi], c.lo/chunkLen, out, false)
	}
	trees.Put(t)
}
