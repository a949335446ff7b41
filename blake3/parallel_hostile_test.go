package blake3

import (
	"bytes"
	"io"
	"math"
	"math/rand/v2"
	"testing"
	"time"
)

// TestParallelHugeWorkerCounts asks WriteParallel and WriteReaderAt for far
// more workers than can run, on inputs large enough (isolatedParallelMin) to
// wake helpers from cold: each call must return within a bound with the
// digest Write gives. Waking as many helpers as asked for used to livelock,
// since helpers give up after helperLinger, before the last were started.
func TestParallelHugeWorkerCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 1))
	data := randomBytes(r, isolatedParallelMin+1<<20+3)
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
	r := rand.New(rand.NewPCG(13, 2))
	data := randomBytes(r, isolatedParallelMin+3<<20+77)
	sizes := []int{100 << 10, ParallelThreshold + 5, 5<<20 + 77, isolatedParallelMin + 3<<20 + 77}
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
