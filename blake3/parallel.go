package blake3

import (
	"errors"
	"io"
	"math"
	"runtime"
	"time"
)

// Multi-core hashing splits the input into equal segments, each a complete
// subtree of a power-of-two number of chunks at an offset that is a multiple
// of its size, exactly the subtrees that sequential hashing builds, and
// hands them out in pieces of one or more aligned segments (segmentRuns).
// Workers hash pieces in any order; their chaining values are then folded
// into the Hasher in input order, so the digest is identical to h.Write's.
// share.go states when a call shares and how.
const (
	// sliceSegment is the smallest segment when hashing memory; inputs of
	// more than windowSegments of them get larger segments, so that one
	// window holds the whole input. maxPieceBytes bounds a piece: the
	// narrow tree levels at the top of a subtree cost about as much as
	// full ones (3% of the work at 64 KiB, under 0.5% at 1 MiB), while the
	// last pieces of every run are single segments, which balance the
	// workers' loads at the end.
	sliceSegment  = 64 << 10
	maxPieceBytes = 1 << 20
	// fileSegment is the segment (and per-worker read buffer) for an
	// io.ReaderAt; its pieces are single segments. 256 KiB: few enough
	// reads that system calls cost little, a buffer that stays in a core's
	// L2 between the copy and the hash, and little memory to fault in
	// (see windowCVs); readerShareMin is the least input that shares.
	fileSegment    = 256 << 10
	readerShareMin = 2 << 20
	// windowSegments bounds how many segments are hashed before their
	// chaining values are folded in (128 KiB of them), which bounds memory
	// for any input size.
	windowSegments = 4096
)

// parallelThreshold is the input length below which WriteParallel and
// WriteReaderAt always hash on the calling goroutine alone: at 512 KiB a
// call takes tens of microseconds on one core, about what starting a thread
// on an idle core can take. At or above it a call shares its work when
// sharing has paid in this process lately (the package documentation says
// how that is judged).
const parallelThreshold = 512 << 10

// WriteParallel adds p to the hashed input, as Write does, hashing on up to
// workers goroutines (workers <= 0 means runtime.GOMAXPROCS(0)). The result
// is identical to Write(p). No more workers run than runtime.GOMAXPROCS(0)
// and runtime.NumCPU() allow, whatever workers asks for. Inputs shorter than
// 512 KiB, or workers == 1, are hashed on the calling goroutine, by Write.
//
// Longer inputs are shared only where sharing has paid in this process: each
// shared call times itself against the least time per byte that calls of its
// size class (a power of two) took hashed alone, or before there is one, any
// hashing alone took, and calls of a class where shared calls did not take
// under 0.8 of that are hashed by Write, timed with two clock reads (no
// system call, no wait), except for an occasional probe that shares to
// see whether that has changed (at most one call in 4 of the class, then one
// in 8, and so on). The first shared call of a process hashes its first
// piece alone, timed, as the baseline. A shared call starts one goroutine
// per extra worker and hashes from the start of p at once, taking back work
// no helper has begun; it waits only for pieces a helper holds (at most 1
// MiB each). Its state is pooled: it allocates nothing once the process has
// made a few shared calls, and never more than a bounded amount independent
// of len(p). p is not used after the call returns.
func (h *Hasher) WriteParallel(p []byte, workers int) {
	workers = workerCount(workers)
	if workers == 1 || len(p) < parallelThreshold {
		h.Write(p)
		return
	}
	start, size := time.Now(), int64(len(p))
	if !shareWorthwhile(size) {
		h.Write(p)
		noteAlone(inMemory, size, time.Since(start))
		return
	}
	seg := sliceSegment
	for len(p) > seg*windowSegments {
		seg *= 2
	}
	p = h.alignTo(p, seg)
	n := (len(p) - 1) / seg
	fastest, _ := h.hashSegments(p, nil, 0, n, seg, max(1, maxPieceBytes/seg), workers)
	h.Write(p[n*seg:])
	noteCall(inMemory, size, seg, fastest, start)
}

// WriteReaderAt adds the n bytes of r at offsets off..off+n-1 to the hashed
// input, reading and hashing on up to workers goroutines (workers <= 0 means
// runtime.GOMAXPROCS(0); no more run than WriteParallel allows, and it
// shares work when WriteParallel would), each with a 256 KiB read buffer. The
// result is identical to writing those bytes with Write.
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
	if workers = workerCount(workers); workers == 1 || n < parallelThreshold {
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
	start, size := time.Now(), n
	if n <= readerShareMin || !shareWorthwhile(n) {
		err := h.copyFrom(r, off, n)
		if err == nil && n > readerShareMin {
			noteAlone(fromReaderAt, n, time.Since(start))
		}
		return err
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
	fastest, err := h.hashSegments(nil, r, off, segs, fileSegment, 1, workers)
	if err != nil {
		return err
	}
	done := int64(segs) * fileSegment
	if err := h.copyFrom(r, off+done, n-done); err != nil {
		return err
	}
	noteCall(fromReaderAt, size, fileSegment, fastest, start)
	return nil
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
// follow them. Segment i is mem[i*seg:(i+1)*seg] if r is nil, else the seg
// bytes of r at off+i*seg (then seg is fileSegment, and a worker reads one
// segment at a time into its buffer). Pieces have at most maxPiece segments
// (a power of two; 1 for r). It returns the fastest time per segment of the
// pieces the caller hashed (0 if none), or the first error reading r; on
// error, the windows already finished stay folded in.
func (h *Hasher) hashSegments(mem []byte, r io.ReaderAt, off int64, n, seg, maxPiece, workers int) (fastest time.Duration, err error) {
	for base := 0; base < n; base += windowSegments {
		m := min(windowSegments, n-base)
		win := newWindow(m, min(workers, m), h.chunks/uint64(seg/chunkLen), uint64(maxPiece))
		win.mem, win.r, win.off, win.base, win.seg = mem, r, off, base, seg
		f, err := h.hashWindow(win)
		if err != nil {
			return 0, err
		}
		if f > 0 && (fastest == 0 || f < fastest) {
			fastest = f
		}
	}
	return fastest, nil
}

// hashWindow hashes the segments of win, which has its input set, and folds
// them into h, as hashSegments describes. It ends win.
func (h *Hasher) hashWindow(win *window) (fastest time.Duration, err error) {
	// A panic in r on the calling goroutine ends the call without waiting
	// for the helpers: the runs are emptied so that they take no more
	// pieces, and the last of them to leave frees the window.
	returned := false // from work, or from the baseline's failure
	defer func() {
		if !returned {
			win.runs.stop()
		}
		win.end()
	}()
	w := len(win.runs.runs)
	win.key, win.chunks, win.flags = *h.keyWords(), h.chunks, h.flags
	kind := inMemory
	if win.r != nil {
		kind = fromReaderAt
		for len(win.bufs) < w {
			win.bufs = append(win.bufs, nil)
		}
	}
	if bestRate[kind].Load() == 0 {
		// The first shared call of the process hashes one piece alone,
		// timed, as the baseline for the estimates.
		if i, k, ok := win.runs.claim(0); ok {
			t := time.Now()
			if !win.hash(i, k, 0) {
				returned = true
				return 0, win.err
			}
			noteRate(&bestRate[kind], int64(k*win.seg), time.Since(t))
		}
	}
	for j := 1; j < w; j++ {
		startHelper(win, j)
	}
	fastest = win.work(win.hash)
	returned = true
	if win.failed.Load() {
		return 0, win.err
	}
	segChunks := uint64(win.seg / chunkLen)
	for i := 0; i < win.m; i += int(win.ks[i]) {
		h.pushCV(&win.cvs[i], uint64(win.ks[i])*segChunks)
	}
	return fastest, nil
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
