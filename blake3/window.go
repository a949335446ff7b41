package blake3

import (
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// window is one window of a shared call (hashSegments): m segments of seg
// bytes, the runs its workers claim pieces of them from, their chaining
// values, and each worker's read buffer. The caller sets every field before
// any helper starts; while workers run, they write only cvs[i] and ks[i] of
// the pieces they claimed, their own bufs[j], and the error fields.
//
// Windows are pooled with everything they hold (windowPool): memory fresh
// from the operating system costs a page fault per 4 KiB on its first touch,
// which on some virtual machines costs as much as hashing several pages, and
// a pooled window makes a shared call allocate nothing. A window goes back to
// the pool when its caller has ended the call and no helper has joined it
// (state): a helper that starts after its call ended, which happens when the
// caller hashed every piece before the helper ran, touches nothing but that
// word and does not keep the window from the next call.
type window struct {
	// The input: segment i (from the start of the call) is
	// mem[i*seg:(i+1)*seg] if r is nil, else seg bytes of r at off+i*seg,
	// read into the worker's buffer. base is the window's first segment.
	mem       []byte
	r         io.ReaderAt
	off       int64
	base, seg int
	// The hashing parameters, copied from the Hasher (after a panic on the
	// calling goroutine, WriteReaderAt restores it while helpers may still
	// be hashing): the key, the chunk counter of the window's first chunk,
	// and the flags.
	key    [8]uint32
	chunks uint64
	flags  uint32

	// m is the number of segments; runs hands them out.
	m    int
	runs segmentRuns
	// held counts the helpers between a claim attempt and the end of the
	// piece it got (or its failure to get one).
	held atomic.Int32
	// closed is set by the caller once every run is empty.
	closed atomic.Bool
	// idle receives (without blocking the sender) when held drops to zero
	// after closed is set.
	idle chan struct{}
	// state packs the window's generation (bits 32-63, one more each time
	// it leaves the pool), whether its caller has ended the call (bit 31),
	// and how many helpers have joined it and not yet left (bits 0-30).
	state atomic.Uint64
	// failed is set by the first piece whose input could not be read, and
	// err is that error (written only by the worker that set failed).
	failed atomic.Bool
	err    error

	cvs [windowSegments][8]uint32
	ks  [windowSegments]uint32
	// bufs[j] is worker j's read buffer (fileSegment bytes) when r is set,
	// made on its first use; the caller makes bufs long enough before any
	// helper starts.
	bufs [][]byte
}

var windowPool = sync.Pool{New: func() any { return &window{idle: make(chan struct{}, 1)} }}

const (
	windowEnded  = 1 << 31
	windowJoined = windowEnded - 1
)

// newWindow returns a window from the pool, with runs dividing m segments
// among w workers (segmentRuns.reset) and a new generation; the caller sets
// the input and hashing fields, and calls end when it is done with it.
func newWindow(m, w int, first, maxPiece uint64) *window {
	win := windowPool.Get().(*window)
	win.state.Store((win.state.Load()>>32 + 1) << 32)
	win.m = m
	win.runs.reset(m, w, first, maxPiece)
	win.closed.Store(false)
	win.failed.Store(false)
	win.err = nil
	select { // a wake-up the last use sent after its caller stopped waiting
	case <-win.idle:
	default:
	}
	return win
}

// generation returns the window's generation, for its helpers.
func (win *window) generation() uint32 { return uint32(win.state.Load() >> 32) }

// join reports whether a helper of generation gen may work on the window:
// its call has not ended (then the helper must call leave when it is done).
func (win *window) join(gen uint32) bool {
	for {
		s := win.state.Load()
		if uint32(s>>32) != gen || s&windowEnded != 0 {
			return false
		}
		if win.state.CompareAndSwap(s, s+1) {
			return true
		}
	}
}

// leave is a joined helper's last touch of the window.
func (win *window) leave() {
	if s := win.state.Add(^uint64(0)); s&windowEnded != 0 && s&windowJoined == 0 {
		win.free()
	}
}

// end is the caller's last touch of the window: no helper joins it after.
func (win *window) end() {
	if s := win.state.Or(windowEnded); s&windowJoined == 0 {
		win.free()
	}
}

// free returns the window to the pool, without the caller's input.
func (win *window) free() {
	win.mem, win.r = nil, nil
	windowPool.Put(win)
}

// hash hashes piece (i, k) of the window on worker j into cvs[i] and ks[i]
// and reports whether it succeeded; if its input cannot be read, it records
// the first such error and empties the runs.
func (win *window) hash(i, k, j int) bool {
	var data []byte
	if win.r == nil {
		s := (win.base + i) * win.seg
		data = win.mem[s : s+k*win.seg]
	} else {
		if win.bufs[j] == nil {
			win.bufs[j] = make([]byte, fileSegment)
		}
		data = win.bufs[j][:k*win.seg]
		if err := readFullAt(win.r, data, win.off+int64(win.base+i)*int64(win.seg)); err != nil {
			if win.failed.CompareAndSwap(false, true) {
				win.err = err
			}
			win.runs.stop()
			return false
		}
	}
	win.cvs[i] = subtreeCV(data, &win.key, win.chunks+uint64(i)*uint64(win.seg/chunkLen), win.flags)
	win.ks[i] = uint32(k)
	return true
}

// work is the caller's share: it hashes pieces with hash (which reports
// whether it succeeded) until none is left or hash fails, then waits until
// no helper holds a piece. It returns the fastest time per segment of its
// pieces, or 0 if it hashed none. Runs only shrink, so a helper that comes
// later gets nothing.
func (win *window) work(hash func(i, k, worker int) bool) (fastest time.Duration) {
	for {
		i, k, ok := win.runs.claim(0)
		if !ok {
			break
		}
		t := time.Now()
		if !hash(i, k, 0) {
			break
		}
		if d := time.Since(t) / time.Duration(k); fastest == 0 || d < fastest {
			fastest = d
		}
	}
	win.closed.Store(true)
	for win.held.Load() != 0 {
		<-win.idle
	}
	return fastest
}

// help is helper j's share: it hashes pieces until none is left or hash
// fails.
func (win *window) help(j int, hash func(i, k, worker int) bool) {
	for {
		win.held.Add(1)
		i, k, ok := win.runs.claim(j)
		if ok {
			ok = hash(i, k, j)
		}
		win.release()
		if !ok {
			return
		}
	}
}

func (win *window) release() {
	if win.held.Add(-1) == 0 && win.closed.Load() {
		select {
		case win.idle <- struct{}{}:
		default:
		}
	}
}

// startHelper starts helper j of win on a new goroutine. The window, its
// generation and the index go through helperStarts because a go statement
// with arguments allocates a closure for them and one without does not;
// when the queue is full (more helpers starting at once than it holds), the
// helper gets them that way.
func startHelper(win *window, j int) {
	s := helperStart{win, win.generation(), j}
	select {
	case helperStarts <- s:
		go runHelper()
	default:
		go s.run()
	}
}

type helperStart struct {
	win *window
	gen uint32
	j   int
}

// helperStarts holds one entry for each goroutine started to run
// runHelper that has not yet taken one; which entry a goroutine takes does
// not matter.
var helperStarts = make(chan helperStart, 256)

func runHelper() {
	s := <-helperStarts
	s.run()
}

func (s helperStart) run() {
	if s.win.join(s.gen) {
		s.win.help(s.j, s.win.hash)
		s.win.leave()
	}
}
