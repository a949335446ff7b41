package blake3

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestParallelEqualsSequential(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	data := randomBytes(r, 9<<20+12345)
	sizes := []int{ParallelThreshold - 1, ParallelThreshold, ParallelThreshold + 1,
		2<<20 + 1024, 3<<20 - 1, 5<<20 + 77, 9<<20 + 12345}
	if testing.Short() {
		sizes = sizes[:5]
	}
	for _, n := range sizes {
		in := data[:n]
		want := Sum256(in)
		for _, workers := range []int{0, 1, 2, 3, 7} {
			// Odd subtree shapes: a prefix written first shifts alignment.
			for _, pre := range []int{0, 1, 1024, 16385, 70000} {
				h := New()
				h.Write(in[:min(pre, n)])
				h.WriteParallel(in[min(pre, n):], workers)
				if h.Sum256() != want {
					t.Fatalf("WriteParallel n=%d workers=%d prefix=%d differs", n, workers, pre)
				}
				h.Reset()
				h.Write(in[:min(pre, n)])
				rest := int64(n - min(pre, n))
				if err := h.WriteReaderAt(bytes.NewReader(in), int64(min(pre, n)), rest, workers); err != nil {
					t.Fatal(err)
				}
				if h.Sum256() != want {
					t.Fatalf("WriteReaderAt n=%d workers=%d prefix=%d differs", n, workers, pre)
				}
			}
		}
	}
}

func TestWriteReaderAtShort(t *testing.T) {
	data := make([]byte, 3<<20)
	h := New()
	if err := h.WriteReaderAt(bytes.NewReader(data), 0, int64(len(data))+1, 2); err != io.ErrUnexpectedEOF {
		t.Fatalf("short input: %v", err)
	}
	if err := h.WriteReaderAt(bytes.NewReader(data), -1, 10, 2); err == nil {
		t.Fatal("negative offset accepted")
	}
}

// TestParallelLargeSegments covers inputs large enough for WriteParallel to
// use segments above sliceSegment.
func TestParallelLargeSegments(t *testing.T) {
	if testing.Short() {
		t.Skip("33 MiB input")
	}
	r := rand.New(rand.NewPCG(9, 9))
	in := randomBytes(r, 33<<20+12345)
	want := Sum256(in)
	for _, pre := range []int{0, 1, 70000} {
		h := New()
		h.Write(in[:pre])
		h.WriteParallel(in[pre:], 2)
		if h.Sum256() != want {
			t.Fatalf("WriteParallel prefix=%d differs", pre)
		}
	}
}

// TestParallelSegmentRuns checks that concurrent workers claim every segment
// of a window exactly once, whatever the split, and that stop ends them.
func TestParallelSegmentRuns(t *testing.T) {
	for _, m := range []int{1, 2, 3, 7, 16, 63, 4096} {
		for w := 1; w <= min(m, 8); w++ {
			runs := splitRuns(make(segmentRuns, w), m, w)
			claimed := make([]atomic.Int32, m)
			var wg sync.WaitGroup
			for j := range w {
				wg.Go(func() {
					for {
						i, ok := runs.claim(j)
						if !ok {
							return
						}
						claimed[i].Add(1)
					}
				})
			}
			wg.Wait()
			for i := range claimed {
				if c := claimed[i].Load(); c != 1 {
					t.Fatalf("m=%d w=%d: segment %d claimed %d times", m, w, i, c)
				}
			}
			runs = splitRuns(runs, m, w)
			runs.stop()
			for j := range w {
				if i, ok := runs.claim(j); ok {
					t.Fatalf("m=%d w=%d: claimed %d after stop", m, w, i)
				}
			}
		}
	}
}

// failingReaderAt fails every read that reaches past failAt.
type failingReaderAt struct {
	data   []byte
	failAt int64
}

var errFailingRead = errors.New("test: read failed")

func (r failingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off+int64(len(p)) > r.failAt {
		return 0, errFailingRead
	}
	return copy(p, r.data[off:]), nil
}

// TestParallelColdPaths runs calls that start with no helper running:
// isolated ones (3 ms after the previous call), which under
// isolatedParallelMin hash alone, and ones that follow another at once, each
// with no hold in force; the digests must equal Sum256's and
// read errors must come back.
func TestParallelColdPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 10))
	data := randomBytes(r, isolatedParallelMin+3<<20+77)
	for _, n := range []int{ParallelThreshold + 5, 5<<20 + 77, isolatedParallelMin + 3<<20 + 77} {
		want := Sum256(data[:n])
		for _, gap := range []time.Duration{0, 3 * streamGap} {
			for _, pre := range []int{0, 1000} {
				time.Sleep(gap)
				endHold()
				h := New()
				h.Write(data[:pre])
				h.WriteParallel(data[pre:n], 2)
				if h.Sum256() != want {
					t.Fatalf("WriteParallel n=%d gap=%v prefix=%d differs", n, gap, pre)
				}
				time.Sleep(gap)
				endHold()
				h.Reset()
				h.Write(data[:pre])
				if err := h.WriteReaderAt(bytes.NewReader(data), int64(pre), int64(n-pre), 2); err != nil {
					t.Fatal(err)
				}
				if h.Sum256() != want {
					t.Fatalf("WriteReaderAt n=%d gap=%v prefix=%d differs", n, gap, pre)
				}
			}
			for _, failAt := range []int64{int64(n) / 3, int64(n) - 100} {
				time.Sleep(gap)
				endHold()
				h := New()
				err := h.WriteReaderAt(failingReaderAt{data, failAt}, 0, int64(n), 2)
				if err != errFailingRead {
					t.Fatalf("n=%d gap=%v failAt=%d: got %v, want the read error", n, gap, failAt, err)
				}
			}
		}
	}
}

// TestParallelConcurrentCallers runs WriteParallel and WriteReaderAt from
// several goroutines at once, so that they compete for the shared helpers,
// and checks every digest.
func TestParallelConcurrentCallers(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	data := randomBytes(r, 6<<20+99)
	sizes := []int{ParallelThreshold + 3, 2<<20 + 5, 6<<20 + 99}
	want := make([][Size]byte, len(sizes))
	for i, n := range sizes {
		want[i] = Sum256(data[:n])
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 6 {
				i := (g + k) % len(sizes)
				n := sizes[i]
				h := New()
				if k%2 == 0 {
					h.WriteParallel(data[:n], 0)
				} else if err := h.WriteReaderAt(bytes.NewReader(data), 0, int64(n), 3); err != nil {
					t.Error(err)
					return
				}
				if h.Sum256() != want[i] {
					t.Errorf("goroutine %d call %d: n=%d differs", g, k, n)
				}
			}
		})
	}
	wg.Wait()
}

// TestParallelWindowWaitsOnlyForHeldSegments checks the hand-off of one
// window: a caller whose helper never ran takes every segment and does not
// wait, a helper that comes after that gets nothing, and a caller waits for
// a segment a helper holds until the helper releases it.
func TestParallelWindowWaitsOnlyForHeldSegments(t *testing.T) {
	win := newWindow(8, 2)
	for range 8 {
		if _, ok := win.runs.claim(0); !ok {
			t.Fatal("the caller could not take a segment of the helper's run")
		}
	}
	if _, ok := win.runs.claim(0); ok {
		t.Fatal("more than 8 segments claimed")
	}
	withDeadline(t, 10*time.Second, func() { win.work(func(int, int) bool { return true }) })
	if i, ok := win.claim(1); ok {
		t.Fatalf("a late helper got segment %d", i)
	}

	win = newWindow(8, 2)
	i, ok := win.claim(1)
	if !ok {
		t.Fatal("the helper got no segment")
	}
	done := make(chan struct{})
	go func() {
		win.work(func(j, _ int) bool {
			if j == i {
				t.Errorf("segment %d claimed twice", i)
			}
			return true
		})
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("work returned while a helper held a segment")
	case <-time.After(20 * time.Millisecond):
	}
	win.release()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("work did not return after the helper released its segment")
	}
}

// endHold lets the next call share its work whatever the calls before it
// found.
func endHold() {
	hold.Store(0)
	holdUntil.Store(0)
	strikes.Store(0)
	strikeTime.Store(0)
}

// TestContentionHold checks the hold policy: contended calls in a row start
// no hold until there are two of them and holdEvidence of their time, then
// one of holdMin during which calls do not share; each contended call after
// it doubles the hold up to holdMax, and a call that was not contended ends
// the sequence.
func TestContentionHold(t *testing.T) {
	defer endHold()
	endHold()
	if !splitWorthwhile(isolatedParallelMin) {
		t.Fatal("no hold, but calls do not share")
	}
	short := holdEvidence / 4
	noteContention(false, short)
	noteContention(true, 2*holdEvidence)
	if !splitWorthwhile(isolatedParallelMin) || hold.Load() != 0 {
		t.Fatal("one contended call started a hold")
	}
	noteContention(false, short)
	for range 3 {
		noteContention(true, short)
	}
	if hold.Load() != 0 {
		t.Fatal("contended calls shorter than holdEvidence in all started a hold")
	}
	want := holdMin
	for range 10 {
		noteContention(true, short)
		if got := time.Duration(hold.Load()); got != want {
			t.Fatalf("hold %v, want %v", got, want)
		}
		if splitWorthwhile(isolatedParallelMin) {
			t.Fatal("calls share during a hold")
		}
		want = min(2*want, holdMax)
	}
	noteContention(false, short)
	noteContention(true, 2*holdEvidence)
	if hold.Load() != 0 {
		t.Fatal("after a call that was not contended, one contended call started a hold")
	}
	holdUntil.Store(sinceBase())
	if !splitWorthwhile(isolatedParallelMin) {
		t.Fatal("calls do not share after the hold")
	}
}

// TestOfferWithdrawn offers a call's work to a lingering helper that never
// takes it (the count says one lingers, none does): the caller must hash
// everything itself and withdraw the offer, which would otherwise keep its
// input reachable.
func TestOfferWithdrawn(t *testing.T) {
	if workerCount(2) < 2 {
		t.Skip("needs two workers")
	}
	defer endHold()
	endHold()
	r := rand.New(rand.NewPCG(14, 14))
	data := randomBytes(r, isolatedParallelMin+5)
	lingering.Add(1)
	h := New()
	h.WriteParallel(data, 2)
	lingering.Add(-1)
	if h.Sum256() != Sum256(data) {
		t.Fatal("digest differs")
	}
	if offer.Load() != nil {
		t.Fatal("the offer outlived the call")
	}
}
