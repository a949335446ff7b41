package bao

import (
	"encoding/binary"
	"io"
	"sync"
	"sync/atomic"
)

// EncodeReaderAt is EncodeReader on up to workers goroutines (workers <= 0
// means runtime.GOMAXPROCS(0); no more run than EncodeParallel allows),
// reading the n content bytes at offsets 0..n-1 of src: it writes to dst the
// same bytes at the same offsets and returns the same root hash. Each
// worker encodes disjoint subtrees of 1 MiB or more, reading its content
// and writing its encoding with its own calls, so that a file's reads and
// writes, not only its hashing, proceed on several cores; the caller then
// writes the parent nodes above them. Inputs of at most 1 MiB, or
// workers == 1, are encoded by EncodeReader on the calling goroutine.
//
// src's ReadAt is called from several goroutines at once, as io.ReaderAt
// permits; dst's WriteAt from one at a time (while the other workers read
// and hash), and no byte of dst is written twice. Each worker holds about
// 560 KiB of buffers, pooled, as is the call's own state: a call allocates
// only a few small objects for its helper goroutines, none on one worker.
// A short read is an error (io.ErrUnexpectedEOF where src returned nil or
// io.EOF); after the first error the workers take no new subtree, and
// which error is returned when several calls fail depends on the
// schedule. A panic in src or dst on a helper goroutine is not recovered.
func EncodeReaderAt(dst io.WriterAt, src io.ReaderAt, n int64, group int, outboard bool, workers int) ([32]byte, error) {
	g := checkGroup(group)
	if _, err := size(n, g, outboard); err != nil {
		return [32]byte{}, err
	}
	workers = workerCount(workers)
	if workers == 1 || n <= minPieceLen {
		e := readEncoders.Get().(*readEncoder)
		defer readEncoders.Put(e)
		e.section = *io.NewSectionReader(src, 0, n)
		defer func() { e.section = io.SectionReader{} }()
		return e.encodeAll(dst, &e.section, n, g, outboard)
	}
	p := readerAtEncoders.Get().(*readerAtEncoder)
	defer func() {
		p.w, p.r, p.err = nil, nil, nil
		readerAtEncoders.Put(p)
	}()
	binary.LittleEndian.PutUint64(p.hdr[:], uint64(n))
	if _, err := dst.WriteAt(p.hdr[:], 0); err != nil {
		return [32]byte{}, err
	}
	p.w, p.r = dst, src
	p.next.Store(0)
	p.cut(uint64(n), g, outboard)
	var helpers sync.WaitGroup
	for range min(workers, len(p.pieces)) - 1 {
		helpers.Go(p.work)
	}
	p.work()
	helpers.Wait()
	if err := p.firstErr(); err != nil {
		return [32]byte{}, err
	}
	t := trees.Get().(*tree)
	defer trees.Put(t)
	root := p.fold(uint64(n), 0, true, t, func(off uint64, node *[parentLen]byte) {
		if _, err := dst.WriteAt(node[:], int64(headerLen+off)); err != nil {
			p.fail(err)
		}
	})
	return root, p.firstErr()
}

// readerAtEncoder is the state of one multi-core encoding from an
// io.ReaderAt to an io.WriterAt, pooled with its slices; the caller puts
// one back only after every helper has finished with it.
type readerAtEncoder struct {
	pieceSet
	w    io.WriterAt
	r    io.ReaderAt
	hdr  [headerLen]byte
	next atomic.Int64 // the next piece to hand out
	wmu  sync.Mutex   // held by the one WriteAt call to w in progress

	mu  sync.Mutex
	err error // the first error
}

var readerAtEncoders = sync.Pool{New: func() any { return new(readerAtEncoder) }}

// fail records err if it is the first and stops the handing out of pieces.
func (p *readerAtEncoder) fail(err error) {
	p.mu.Lock()
	if p.err == nil {
		p.err = err
	}
	p.mu.Unlock()
	p.next.Store(int64(len(p.pieces)))
}

func (p *readerAtEncoder) firstErr() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// work encodes pieces, in order of the input, until none is left or a call
// has failed.
func (p *readerAtEncoder) work() {
	e := readEncoders.Get().(*readEncoder)
	defer readEncoders.Put(e)
	e.g, e.outboard, e.w, e.r = p.g, p.outboard, (*lockedWriterAt)(p), &e.section
	defer func() { e.w, e.r, e.section = nil, nil, io.SectionReader{} }()
	for {
		i := int(p.next.Add(1) - 1)
		if i >= len(p.pieces) {
			return
		}
		c := p.pieces[i]
		e.section = *io.NewSectionReader(p.r, int64(c.lo), int64(c.hi-c.lo))
		cv, err := e.subtree(c.hi-c.lo, c.lo/chunkLen, int64(headerLen+c.off), false)
		if err != nil {
			p.fail(err)
			return
		}
		p.cvs[i] = cv
	}
}

// lockedWriterAt is a readerAtEncoder's w as its workers see it: an
// io.WriterAt whose calls run one at a time.
type lockedWriterAt readerAtEncoder

func (l *lockedWriterAt) WriteAt(b []byte, off int64) (int, error) {
	l.wmu.Lock()
	defer l.wmu.Unlock()
	return l.w.WriteAt(b, off)
}
