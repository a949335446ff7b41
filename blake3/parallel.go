package blake3

import (
	"errors"
	"io"
	"math"
	"runtime"
	"sync"
)

// Multi-core hashing splits the input into equal segments, each a complete
// subtree of a power-of-two number of chunks at an offset that is a multiple
// of its size, exactly the subtrees that sequential hashing builds. Workers
// hash segments in any order; their chaining values are then folded into the
// Hasher in input order, so the digest is identical to h.Write's.
const (
	// sliceSegment is the smallest work unit when hashing memory; it doubles
	// up to maxSliceSegment while every worker still gets at least
	// segmentsPerWorker segments, since each segment ends with narrow tree
	// levels that cost about as much as full ones (3% of the work at
	// 64 KiB), while small segments balance the workers' loads better.
	sliceSegment      = 64 << 10
	maxSliceSegment   = 1 << 20
	segmentsPerWorker = 64
	// fileSegment is the work unit (and per-worker read buffer) for an
	// io.ReaderAt.
	fileSegment = 1 << 20
	// windowSegments bounds how many segments are hashed before their
	// chaining values are folded in (128 KiB of them), which bounds memory
	// for any input size. Each window hands its work to the helpers afresh
	// and ends with a wait for them, so windows are large: 256 segments
	// measured 1.65x on 64 MiB, 4096 segments 1.87x.
	windowSegments = 4096
	// ParallelThreshold is the input length below which WriteParallel and
	// WriteReaderAt hash on the calling goroutine alone: below it, handing
	// out work costs more than it saves. It was chosen from measurements
	// on 2 cores with the helpers awake (raw-threshold.txt in
	// docs/results/2026-11-30-blake3-multicore-helpers), where 256 KiB
	// gained nothing and 512 KiB did.
	ParallelThreshold = 512 << 10
)

// WriteParallel adds p to the hashed input, as Write does, hashing on up to
// workers goroutines (workers <= 0 means runtime.GOMAXPROCS(0)). The result is
// identical to Write(p). No more workers run than runtime.GOMAXPROCS(0) and
// runtime.NumCPU() allow, whatever workers asks for. Inputs shorter than
// ParallelThreshold, or workers == 1, are hashed on the calling goroutine.
// It allocates a bounded amount for the workers, independent of len(p).
// Calls under 16 MiB are hashed on the calling goroutine too unless they
// follow another parallel call closely, since waking an idle core can take
// longer than they do, and so is every call for a while after one whose
// helpers were contended (the machine's other cores busy). Otherwise the
// calling goroutine hashes from the start of p at once and the others join
// as they get a core, so that a call on a busy machine costs about what
// Write costs (helpers.go states the policy). p is not used after the
// call returns.
func (h *Hasher) WriteParallel(p []byte, workers int) {
	workers = workerCount(workers)
	if workers == 1 || len(p) < ParallelThreshold {
		h.Write(p)
		return
	}
	defer markParallelCall()
	if !splitWorthwhile(int64(len(p))) {
		h.Write(p)
		return
	}
	seg := sliceSegment
	for seg < maxSliceSegment && len(p) >= 2*seg*segmentsPerWorker*workers {
		seg *= 2
	}
	p = h.alignTo(p, seg)
	n := (len(p) - 1) / seg
	h.hashSegments(n, seg, 0, workers, func(i int, _ []byte) ([]byte, error) {
		return p[i*seg : (i+1)*seg], nil
	})
	h.Write(p[n*seg:])
}

// WriteReaderAt adds the n bytes of r at offsets off..off+n-1 to the hashed
// input, reading and hashing on up to workers goroutines (workers <= 0 means
// runtime.GOMAXPROCS(0); no more run than WriteParallel allows, and it
// shares work when WriteParallel would), each with a 1 MiB read buffer. The result is identical to writing those bytes with Write.
//
// A read that returns fewer bytes than asked ends the call with its error,
// or with io.ErrUnexpectedEOF if that is nil or io.EOF (r has fewer than n
// bytes there, or breaks the io.ReaderAt contract). Which error is returned
// when several reads fail depends on the schedule. After any error the
// Hasher is as it was before the call, so it can be retried or resumed; so
// it is after a panic in r on the calling goroutine, which reaches the
// caller.
func (h *Hasher) WriteReaderAt(r io.ReaderAt, off, n int64, workers int) error {
	if off < 0 || n < 0 || n > math.MaxInt64-off {
		return errors.New("blake3: negative offset or length, or past the largest int64 offset")
	}
	saved := *h
	var err error
	done := false
	defer func() {
		if !done || err != nil { // an error, or r panicked
			*h = saved
		}
	}()
	if workers = workerCount(workers); workers == 1 || n < ParallelThreshold {
		err = h.copyFrom(r, off, n)
	} else {
		err = h.writeReaderAt(r, off, n, workers)
	}
	done = true
	return err
}

// writeReaderAt is WriteReaderAt on several workers; on error, h holds an
// unspecified part of the input.
func (h *Hasher) writeReaderAt(r io.ReaderAt, off, n int64, workers int) error {
	defer markParallelCall()
	if n <= 2*fileSegment || !splitWorthwhile(n) {
		return h.copyFrom(r, off, n)
	}
	// Hash sequentially up to the first segment boundary of the stream.
	h.foldPending()
	pos := int64(h.chunks)*chunkLen + int64(h.bufLen)
	if k := (fileSegment - pos%fileSegment) % fileSegment; k > 0 {
		if err := h.copyFrom(r, off, k); err != nil {
			return err
		}
		off, n = off+k, n-k
	}
	if h.bufLen == bufSize {
		h.flushBuf()
	}
	h.foldPending()
	segs := int((n - 1) / fileSegment)
	err := h.hashSegments(segs, fileSegment, fileSegment, workers, func(i int, buf []byte) ([]byte, error) {
		return buf, readFullAt(r, buf, off+int64(i)*fileSegment)
	})
	if err != nil {
		return err
	}
	done := int64(segs) * fileSegment
	return h.copyFrom(r, off+done, n-done)
}

// copyFrom writes the n bytes of r at off to h on the calling goroutine,
// through a pooled buffer; on error, h holds an unspecified part of them.
func (h *Hasher) copyFrom(r io.ReaderAt, off, n int64) error {
	buf := readBufs.Get().(*[4 * bufSize]byte)
	defer readBufs.Put(buf)
	for n > 0 {
		p := buf[:min(n, int64(len(buf)))]
		if err := readFullAt(r, p, off); err != nil {
			return err
		}
		h.Write(p)
		off, n = off+int64(len(p)), n-int64(len(p))
	}
	return nil
}

// readFullAt fills p from r at off with one ReadAt. A short read is an
// error: the one r returned, or io.ErrUnexpectedEOF for nil or io.EOF.
func readFullAt(r io.ReaderAt, p []byte, off int64) error {
	m, err := r.ReadAt(p, off)
	if m == len(p) {
		return nil
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return err
}

// alignTo writes the start of p until the stream position is a multiple of
// seg with the buffer empty, and returns the rest of p, which must be longer
// than seg.
func (h *Hasher) alignTo(p []byte, seg int) []byte {
	h.foldPending()
	pos := int(h.chunks%uint64(seg/chunkLen))*chunkLen + h.bufLen
	if k := (seg - pos%seg) % seg; k > 0 {
		h.Write(p[:k])
		p = p[k:]
	}
	if h.bufLen == bufSize {
		h.flushBuf()
	}
	h.foldPending()
	return p
}

// hashSegments folds n segments of seg bytes into h, which must be at a
// multiple of seg with an empty buffer and nothing pending; more input must
// follow them.
// segment(i, buf) returns segment i, using buf (bufLen bytes, owned by the
// calling worker) if it needs memory. On error, the windows already
// finished stay folded in.
func (h *Hasher) hashSegments(n, seg, bufLen, workers int, segment func(i int, buf []byte) ([]byte, error)) error {
	segChunks := uint64(seg / chunkLen)
	cvs := make([][8]uint32, min(n, windowSegments))
	var bufs [][]byte
	for base := 0; base < n; base += windowSegments {
		m := min(windowSegments, n-base)
		w := min(workers, m)
		for len(bufs) < w {
			bufs = append(bufs, make([]byte, bufLen))
		}
		win := newWindow(m, w)
		var firstErr error
		var errOnce sync.Once
		// hash hashes segment i into cvs[i], using the worker's buffer,
		// and reports whether it succeeded; on failure it records the
		// error and empties the runs.
		hash := func(i, worker int) bool {
			data, err := segment(base+i, bufs[worker])
			if err != nil {
				errOnce.Do(func() { firstErr = err })
				win.runs.stop()
				return false
			}
			cvs[i] = subtreeCV(data, h.keyWords(), h.chunks+uint64(i)*segChunks, h.flags)
			return true
		}
		var offered *func()
		for j := 1; j < w; j++ {
			if o := goHelper(func() { win.help(j, hash) }); o != nil {
				offered = o
			}
		}
		unparkHelpers()
		win.work(hash)
		withdraw(offered)
		if firstErr != nil {
			return firstErr
		}
		for i := range m {
			h.pushCV(&cvs[i], segChunks)
		}
	}
	return nil
}

// workerCount returns how many workers a call asking for w uses: w <= 0
// means runtime.GOMAXPROCS(0), and no more than GOMAXPROCS or the CPUs this
// process may use (runtime.NumCPU), since more cannot run at once: they
// would take turns on the cores, and each costs a helper goroutine (and,
// for WriteReaderAt, a read buffer).
func workerCount(w int) int {
	p := min(runtime.GOMAXPROCS(0), runtime.NumCPU())
	if w <= 0 || w > p {
		return p
	}
	return w
}
