package blake3

import (
	"bytes"
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
