package bao

import (
	"io"
	"sync"
)

// outboards recycles EncodeTo's parent nodes.
var outboards = sync.Pool{New: func() any { return new([]byte) }}

// EncodeTo writes the combined encoding of data, with chunk groups of
// 2^group chunks, to w in order (from the header on), and returns the
// root hash and the number of bytes written. It first computes the parent
// nodes, as EncodeOutboard does, into a buffer of OutboardSize bytes (1/16
// of len(data) with group 0) that calls recycle (a sync.Pool: allocated
// only when none as large is at hand), then hands w, in turn, each run of
// parent nodes from that buffer and each run of content straight from
// data: w sees as many writes as the encoding has runs (two per 2 KiB of
// content with group 0), some as short as 64 bytes, so an unbuffered file
// or connection is better wrapped in a bufio.Writer. w must not modify or
// retain what it is given (io.Writer's contract). A write error ends the
// call with it (a short write without one with io.ErrShortWrite); the
// root hash is then zero. A group out of range panics.
func EncodeTo(w io.Writer, data []byte, group int) ([32]byte, int64, error) {
	bp := outboards.Get().(*[]byte)
	ob, root := EncodeOutboard((*bp)[:0], data, group)
	*bp = ob
	defer outboards.Put(bp)
	e := runWriter{w: w, data: data, ob: ob, leaf: chunkLen << uint(group)}
	e.add(false, 0, headerLen)
	e.pos = headerLen
	e.walk(uint64(len(data)), 0)
	e.flush()
	if e.err != nil {
		return [32]byte{}, e.n, e.err
	}
	return root, e.n, nil
}

// runWriter writes a combined encoding in order from the content and the
// outboard encoding (whose parent nodes are in the same order), coalescing
// neighbouring pieces of the same kind into one write.
type runWriter struct {
	w        io.Writer
	data, ob []byte
	leaf     uint64
	pos      int  // the next parent node in ob
	has      bool // a run is pending:
	content  bool // of content (data[lo:hi]), else of ob[lo:hi]
	lo, hi   int
	n        int64
	err      error
}

// walk adds the encoding of the subtree over the n content bytes from lo.
func (e *runWriter) walk(n, lo uint64) {
	if n <= e.leaf {
		e.add(true, int(lo), int(lo+n))
		return
	}
	e.add(false, e.pos, e.pos+parentLen)
	e.pos += parentLen
	l := leftLen(n)
	e.walk(l, lo)
	e.walk(n-l, lo+l)
}

// add appends a piece to the pending run, or writes that run and starts
// another.
func (e *runWriter) add(content bool, lo, hi int) {
	if e.has && e.content == content && e.hi == lo {
		e.hi = hi
		return
	}
	e.flush()
	e.has, e.content, e.lo, e.hi = true, content, lo, hi
}

// flush writes the pending run, unless an earlier write failed.
func (e *runWriter) flush() {
	if !e.has || e.err != nil || e.lo == e.hi {
		e.has = false
		return
	}
	e.has = false
	src := e.ob
	if e.content {
		src = e.data
	}
	p := src[e.lo:e.hi]
	m, err := e.w.Write(p)
	e.n += int64(m)
	if err == nil && m != len(p) {
		err = io.ErrShortWrite
	}
	e.err = err
}
