package blake3

import (
	"bytes"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
)

// TestParallelHugeWorkerCounts asks WriteParallel and WriteReaderAt for far
// more workers than can run, on inputs that share their work: each call
// must return within a bound with the digest Write gives. Waking as many helpers as asked for once livelocked,
// when helpers gave up before the last were started.
func TestParallelHugeWorkerCounts(t *testing.T) {
	forceShare(t)
	r := rand.New(rand.NewPCG(13, 1))
	data := randomBytes(r, 17<<20+3)
	want := Sum256(data)
	for _, workers := range []int{1 << 16, 48000, math.MaxInt32, math.MaxInt} {
		withDeadline(t, 2*time.Minute, func() {
			h := New()
			h.WriteParallel(data, workers)
			if h.Sum256() != want {
				t.Errorf("WriteParallel workers=%d differs", workers)
			}
			h.Reset()
			if err := h.WriteReaderAt(bytes.NewReader(data), 0, int64(len(data)), workers); err != nil {
				t.Errorf("WriteReaderAt workers=%d: %v", workers, err)
			} else if h.Sum256() != want {
				t.Errorf("WriteReaderAt workers=%d differs", workers)
			}
		})
	}
}

// withDeadline runs f and fails the test at once if f has not returned
// within d, so that a hang fails instead of stalling the run.
func withDeadline(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("still running after %v", d)
	}
}

// misbehavingReaderAt breaks the io.ReaderAt contract past limit: it
// returns fewer bytes than asked (short of them, or none) with a nil error.
type misbehavingReaderAt struct {
	data  []byte
	limit int64
	short bool // return half of what is asked, else nothing
}

func (r misbehavingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off+int64(len(p)) <= r.limit {
		return copy(p, r.data[off:]), nil
	}
	if r.short {
		return copy(p[:len(p)/2], r.data[off:]), nil
	}
	return 0, nil
}

// TestParallelWriteReaderAtErrors checks WriteReaderAt's contract on every path: a
// failing read returns its error, a read that breaks the io.ReaderAt
// contract or ends early returns io.ErrUnexpectedEOF, never a hang, and
// after any error the Hasher is as it was before the call (it used to hold
// a state no prefix of the input gives, which UnmarshalBinary refused).
func TestParallelWriteReaderAtErrors(t *testing.T) {
	forceShare(t)
	r := rand.New(rand.NewPCG(13, 2))
	data := randomBytes(r, 19<<20+77)
	sizes := []int{100 << 10, parallelThreshold + 5, 5<<20 + 77, 19<<20 + 77}
	if testing.Short() {
		sizes = sizes[:3]
	}
	for _, n := range sizes {
		for _, pre := range []int{0, 1000, 20000} {
			for _, workers := range []int{1, 2} {
				for _, cut := range []int64{int64(n) / 3, int64(n) - 100} {
					for _, src := range []struct {
						r    io.ReaderAt
						want error
					}{
						{failingReaderAt{data[:n], cut}, errFailingRead},
						{misbehavingReaderAt{data[:n], cut, false}, io.ErrUnexpectedEOF},
						{misbehavingReaderAt{data[:n], cut, true}, io.ErrUnexpectedEOF},
						{bytes.NewReader(data[:cut]), io.ErrUnexpectedEOF},
					} {
						h := New()
						h.Write(data[:pre])
						var err error
						withDeadline(t, time.Minute, func() {
							err = h.WriteReaderAt(src.r, int64(pre), int64(n-pre), workers)
						})
						if err != src.want {
							t.Fatalf("n=%d pre=%d workers=%d cut=%d %T: got %v, want %v", n, pre, workers, cut, src.r, err, src.want)
						}
						checkResumes(t, h, data[:pre], data[pre:n])
					}
				}
			}
		}
	}
}

// checkResumes checks that h holds exactly the input done: its digest is
// done's, its state survives MarshalBinary and UnmarshalBinary, and writing
// rest gives the digest of done followed by rest.
func checkResumes(t *testing.T, h *Hasher, done, rest []byte) {
	t.Helper()
	if h.Sum256() != Sum256(done) {
		t.Fatalf("after the error the digest is not that of the %d bytes before the call", len(done))
	}
	state, err := h.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var g Hasher
	if err := g.UnmarshalBinary(state); err != nil {
		t.Fatalf("the state after the error does not unmarshal: %v", err)
	}
	g.Write(rest)
	if g.Sum256() != Sum256(append(done[:len(done):len(done)], rest...)) {
		t.Fatal("resuming after the error gives a wrong digest")
	}
}

func TestParallelWriteReaderAtBadRange(t *testing.T) {
	h := New()
	rd := bytes.NewReader(make([]byte, 10))
	for _, c := range [][2]int64{{-1, 10}, {0, -1}, {math.MaxInt64, 1}, {math.MaxInt64 - 5, 10}, {1, math.MaxInt64}} {
		if err := h.WriteReaderAt(rd, c[0], c[1], 2); err == nil || err == io.ErrUnexpectedEOF {
			t.Errorf("off=%d n=%d: %v, want a range error", c[0], c[1], err)
		}
	}
	if h.Sum256() != Sum256(nil) {
		t.Error("a refused range changed the Hasher")
	}
}

// fuzzReaderAt serves data honestly below cut and misbehaves in one of
// several ways for reads that reach past it.
type fuzzReaderAt struct {
	data []byte
	cut  int64
	mode byte
}

var errFuzzRead = errors.New("test: fuzz read failed")

func (r fuzzReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(r.data)) {
		return 0, io.EOF
	}
	if off+int64(len(p)) <= r.cut {
		n := copy(p, r.data[off:])
		if n < len(p) {
			return n, io.EOF
		}
		return n, nil
	}
	switch r.mode % 6 {
	case 0:
		return 0, errFuzzRead
	case 1:
		return 0, nil
	case 2:
		return copy(p[:len(p)/2], r.data[off:]), nil
	case 3:
		return len(p) + 1, nil // a count larger than p
	case 4:
		return -1, nil
	default:
		return copy(p[:len(p)/2], r.data[off:]), io.EOF
	}
}

// FuzzWriteReaderAt calls WriteReaderAt with any range, worker count and a
// ReaderAt that misbehaves past a point. It must return, with either the
// digest of the range or an error that leaves the Hasher as it was, and
// succeed whenever every read it may make is honest.
func FuzzWriteReaderAt(f *testing.F) {
	f.Add(uint64(1), uint32(3<<20), int64(5), int64(3<<20-9), int8(2), int64(1<<20), byte(0), uint16(100))
	f.Add(uint64(2), uint32(parallelThreshold+9), int64(0), int64(parallelThreshold+9), int8(0), int64(1<<40), byte(1), uint16(0))
	f.Add(uint64(3), uint32(1000), int64(10), int64(500), int8(1), int64(300), byte(2), uint16(7))
	f.Add(uint64(4), uint32(3<<20), int64(0), int64(math.MaxInt64), int8(-1), int64(2<<20), byte(3), uint16(0))
	f.Add(uint64(5), uint32(100), int64(math.MaxInt64-5), int64(10), int8(127), int64(0), byte(4), uint16(1))
	f.Add(uint64(6), uint32(1000), int64(0), int64(900), int8(1), int64(100), byte(1), uint16(0))
	f.Fuzz(func(t *testing.T, seed uint64, size uint32, off, n int64, workers int8, cut int64, mode byte, pre uint16) {
		forceShare(t)
		size %= 3<<20 + 1
		data := randomBytes(rand.New(rand.NewPCG(seed, 0)), int(size))
		prefix := data[:min(int(pre), len(data))]
		h := New()
		h.Write(prefix)
		var err error
		withDeadline(t, time.Minute, func() {
			err = h.WriteReaderAt(fuzzReaderAt{data, cut, mode}, off, n, int(workers))
		})
		valid := off >= 0 && n >= 0 && n <= math.MaxInt64-off
		switch {
		case err == nil:
			if !valid || n > 0 && off+n > int64(len(data)) {
				t.Fatalf("off=%d n=%d of %d bytes: no error", off, n, len(data))
			}
			if n > 0 && h.Sum256() != Sum256(append(prefix[:len(prefix):len(prefix)], data[off:off+n]...)) ||
				n == 0 && h.Sum256() != Sum256(prefix) {
				t.Fatalf("off=%d n=%d: wrong digest", off, n)
			}
		case valid && (n == 0 || off+n <= min(cut, int64(len(data)))):
			t.Fatalf("off=%d n=%d cut=%d: %v from honest reads", off, n, cut, err)
		case valid && err != errFuzzRead && err != io.ErrUnexpectedEOF:
			t.Fatalf("off=%d n=%d: unexpected error %v", off, n, err)
		default:
			if h.Sum256() != Sum256(prefix) {
				t.Fatalf("off=%d n=%d: after %v the Hasher is not as before the call", off, n, err)
			}
		}
	})
}

// TestParallelWorkerCountCapped checks that a call never uses more workers
// than GOMAXPROCS or the CPUs the process may use, even with GOMAXPROCS set
// above the CPU count.
func TestParallelWorkerCountCapped(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4 * runtime.NumCPU()))
	for _, w := range []int{0, -1, 4 * runtime.NumCPU(), math.MaxInt} {
		if got := workerCount(w); got != runtime.NumCPU() {
			t.Errorf("GOMAXPROCS=%d NumCPU=%d: workerCount(%d) = %d", runtime.GOMAXPROCS(0), runtime.NumCPU(), w, got)
		}
	}
	runtime.GOMAXPROCS(1)
	if got := workerCount(0); got != 1 {
		t.Errorf("GOMAXPROCS=1: workerCount(0) = %d", got)
	}
}
