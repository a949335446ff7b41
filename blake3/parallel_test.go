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

// forceShare makes every call of parallelThreshold bytes or more share its
// work until t ends, whatever sharing has gained so far.
func forceShare(t testing.TB) {
	alwaysShare.Store(true)
	t.Cleanup(func() { alwaysShare.Store(false) })
}

func TestParallelEqualsSequential(t *testing.T) {
	forceShare(t)
	r := rand.New(rand.NewPCG(8, 8))
	data := randomBytes(r, 9<<20+12345)
	sizes := []int{parallelThreshold - 1, parallelThreshold, parallelThreshold + 1,
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
// use segments above sliceSegment (more than windowSegments of them).
func TestParallelLargeSegments(t *testing.T) {
	if testing.Short() {
		t.Skip("300 MiB input")
	}
	forceShare(t)
	r := rand.New(rand.NewPCG(9, 9))
	in := randomBytes(r, windowSegments*sliceSegment+44<<20+12345)
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

// pageReaderAt is an io.ReaderAt of n bytes, each 4 KiB page filled with a
// byte taken from its index, cheap enough to stand for gigabytes; failAt,
// if positive, is an offset whose read fails.
type pageReaderAt struct{ n, failAt int64 }

var errPageRead = errors.New("pageReaderAt: failing read")

func (r pageReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 || off >= r.n {
		return 0, io.EOF
	}
	if r.failAt > 0 && off <= r.failAt && r.failAt < off+int64(len(p)) {
		return 0, errPageRead
	}
	p = p[:min(int64(len(p)), r.n-off)]
	for i := 0; i < len(p); {
		page := (off + int64(i)) >> 12
		end := min(len(p), int((page+1)<<12-off))
		q := p[i:end]
		q[0] = byte(page*131 + page>>8)
		for k := 1; k < len(q); k *= 2 {
			copy(q[k:], q[:k])
		}
		i = end
	}
	return len(p), nil
}

// TestParallelReaderAtWindows checks WriteReaderAt over more than one window
// (windowSegments segments of fileSegment bytes), each taken from the pool
// after the last one ended: the digest is Write's, and a read failing in a
// later window leaves the Hasher as it was.
func TestParallelReaderAtWindows(t *testing.T) {
	if testing.Short() {
		t.Skip("a 2 GiB input")
	}
	forceShare(t)
	n := int64(2*windowSegments*fileSegment + 12345)
	r := pageReaderAt{n: n}
	seq := New()
	seq.Write([]byte("prefix"))
	if err := seq.WriteReaderAt(r, 0, n, 1); err != nil {
		t.Fatal(err)
	}
	want := seq.Sum256()
	for _, workers := range []int{2, 3} {
		h := New()
		h.Write([]byte("prefix"))
		if err := h.WriteReaderAt(r, 0, n, workers); err != nil {
			t.Fatal(err)
		}
		if h.Sum256() != want {
			t.Fatalf("workers=%d: WriteReaderAt over %d windows differs", workers, n/(windowSegments*fileSegment)+1)
		}
		h = New()
		h.Write([]byte("prefix"))
		before := h.Sum256()
		bad := pageReaderAt{n: n, failAt: windowSegments*fileSegment + 5*fileSegment + 1}
		if err := h.WriteReaderAt(bad, 0, n, workers); !errors.Is(err, errPageRead) {
			t.Fatalf("workers=%d: error %v, want %v", workers, err, errPageRead)
		}
		if h.Sum256() != before {
			t.Fatalf("workers=%d: a failed WriteReaderAt changed the Hasher", workers)
		}
	}
}

// TestParallelSegmentRuns checks that concurrent workers claim every segment
// of a window exactly once, whatever the split, in pieces that are complete
// subtrees (k a power of two up to maxPiece, the absolute index a multiple
// of k), and that stop ends them.
func TestParallelSegmentRuns(t *testing.T) {
	for _, m := range []int{1, 2, 3, 7, 16, 63, 4096} {
		for w := 1; w <= min(m, 8); w++ {
			for _, first := range []uint64{0, 1, 6, 1 << 20} {
				for _, maxPiece := range []uint64{1, 2, 16} {
					runs := new(segmentRuns)
					runs.reset(m, w, first, maxPiece)
					claimed := make([]atomic.Int32, m)
					var wg sync.WaitGroup
					for j := range w {
						wg.Go(func() {
							for {
								i, k, ok := runs.claim(j)
								if !ok {
									return
								}
								if k < 1 || uint64(k) > maxPiece || k&(k-1) != 0 || (first+uint64(i))%uint64(k) != 0 || i+k > m {
									t.Errorf("m=%d w=%d first=%d: piece %d+%d", m, w, first, i, k)
									return
								}
								for x := i; x < i+k; x++ {
									claimed[x].Add(1)
								}
							}
						})
					}
					wg.Wait()
					for i := range claimed {
						if c := claimed[i].Load(); c != 1 {
							t.Fatalf("m=%d w=%d first=%d maxPiece=%d: segment %d claimed %d times", m, w, first, maxPiece, i, c)
						}
					}
					runs.reset(m, w, first, maxPiece) // reused, as a pooled window's are
					runs.stop()
					for j := range w {
						if i, _, ok := runs.claim(j); ok {
							t.Fatalf("m=%d w=%d: claimed %d after stop", m, w, i)
						}
					}
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

// TestParallelPolicyPaths runs calls whose sharing the policy decides,
// after shared calls that gained and that lost, right after the previous
// call and 3 ms after it; the digests must equal Sum256's and read errors
// must come back.
func TestParallelPolicyPaths(t *testing.T) {
	defer resetSharing()
	r := rand.New(rand.NewPCG(10, 10))
	data := randomBytes(r, 19<<20+77)
	for _, n := range []int{parallelThreshold + 5, 5<<20 + 77, 19<<20 + 77} {
		want := Sum256(data[:n])
		for _, gained := range []bool{true, false} {
			for _, gap := range []time.Duration{0, 3 * time.Millisecond} {
				for _, pre := range []int{0, 1000} {
					resetSharing()
					if gained {
						noteShared(int64(n), 2*time.Millisecond, time.Millisecond, true)
					} else {
						noteShared(int64(n), time.Millisecond, 2*time.Millisecond, true)
					}
					time.Sleep(gap)
					h := New()
					h.Write(data[:pre])
					h.WriteParallel(data[pre:n], 2)
					if h.Sum256() != want {
						t.Fatalf("WriteParallel n=%d gap=%v prefix=%d differs", n, gap, pre)
					}
					time.Sleep(gap)
					h.Reset()
					h.Write(data[:pre])
					if err := h.WriteReaderAt(bytes.NewReader(data), int64(pre), int64(n-pre), 2); err != nil {
						t.Fatal(err)
					}
					if h.Sum256() != want {
						t.Fatalf("WriteReaderAt n=%d gap=%v prefix=%d differs", n, gap, pre)
					}
				}
				for _, failAt := range []int64{1, int64(n) / 3, int64(n) - 100} {
					time.Sleep(gap)
					if failAt == 1 {
						resetSharing() // the first piece, alone, fails
					}
					h := New()
					err := h.WriteReaderAt(failingReaderAt{data, failAt}, 0, int64(n), 2)
					if err != errFailingRead {
						t.Fatalf("n=%d gap=%v failAt=%d: got %v, want the read error", n, gap, failAt, err)
					}
				}
			}
		}
	}
}

// TestParallelConcurrentCallers runs WriteParallel and WriteReaderAt from
// several goroutines at once, so that they compete for the shared helpers,
// and checks every digest.
func TestParallelConcurrentCallers(t *testing.T) {
	forceShare(t)
	r := rand.New(rand.NewPCG(11, 11))
	data := randomBytes(r, 6<<20+99)
	sizes := []int{parallelThreshold + 3, 2<<20 + 5, 6<<20 + 99}
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
// a piece a helper holds until the helper releases it.
func TestParallelWindowWaitsOnlyForHeldSegments(t *testing.T) {
	win := newWindow(8, 2, 0, 1)
	for range 8 {
		if _, _, ok := win.runs.claim(0); !ok {
			t.Fatal("the caller could not take a segment of the helper's run")
		}
	}
	if _, _, ok := win.runs.claim(0); ok {
		t.Fatal("more than 8 segments claimed")
	}
	withDeadline(t, 10*time.Second, func() { win.work(func(int, int, int) bool { return true }) })
	withDeadline(t, 10*time.Second, func() {
		win.help(1, func(i, _, _ int) bool {
			t.Errorf("a late helper got segment %d", i)
			return true
		})
	})

	win = newWindow(8, 2, 0, 1)
	win.held.Add(1)
	i, _, ok := win.runs.claim(1)
	if !ok {
		t.Fatal("the helper got no segment")
	}
	done := make(chan struct{})
	go func() {
		win.work(func(j, _, _ int) bool {
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

// TestParallelWindowLateHelper checks that a helper which starts after its
// call has ended touches nothing, neither the ended window nor its next use
// (a pooled window's), and that one of the current generation joins.
func TestParallelWindowLateHelper(t *testing.T) {
	win := newWindow(8, 2, 0, 1) // never ended, so never back in the pool
	late := helperStart{win, win.generation(), 1}
	win.work(func(int, int, int) bool { return true })
	win.state.Or(windowEnded) // as end does
	late.run()
	if j := win.state.Load() & windowJoined; j != 0 {
		t.Fatalf("a late helper joined an ended window (%d joined)", j)
	}
	win.state.Store((win.state.Load()>>32 + 1) << 32) // the next use, as newWindow makes it
	win.runs.reset(8, 2, 0, 1)
	late.run() // it would hash a piece of nil input, and panic
	claimed := 0
	for {
		if _, _, ok := win.runs.claim(0); !ok {
			break
		}
		claimed++
	}
	if claimed != 8 {
		t.Fatalf("the window's next caller claimed %d segments, want 8", claimed)
	}
	if !win.join(win.generation()) {
		t.Fatal("a helper of the current generation could not join")
	}
}

// resetSharing returns the sharing policy to its state at start-up.
func resetSharing() {
	for i := range classes {
		classes[i].ratio.Store(0)
		classes[i].nextProbe.Store(0)
		classes[i].spacing.Store(0)
		classes[i].declined.Store(0)
		for k := range classes[i].best {
			classes[i].best[k].Store(0)
		}
	}
	for i := range bestRate {
		bestRate[i].Store(0)
	}
}

// TestSharePolicy checks the policy: a size class shares until the moving average of
// its shared calls' time over their time alone reaches 0.8, then only in
// probes, at most one per probeSpacing declined calls and probeSpacing
// times the last one's length, spaced further after every probe that does
// not gain; a probe that gains sets the average to its ratio, and the
// class shares again. Classes are independent.
func TestSharePolicy(t *testing.T) {
	defer resetSharing()
	resetSharing()
	const n = 4 << 20
	if !shareWorthwhile(n) {
		t.Fatal("a call does not share at start-up")
	}
	noteShared(n, 100*time.Millisecond, 60*time.Millisecond, true) // gained
	if !shareWorthwhile(n) {
		t.Fatal("a class that gained does not share")
	}
	noteShared(n, 100*time.Millisecond, 95*time.Millisecond, true) // average 0.775
	if !shareWorthwhile(n) {
		t.Fatal("a class whose average gains does not share")
	}
	noteShared(n, 100*time.Millisecond, 200*time.Millisecond, true)
	for range probeSpacing + 1 {
		if shareWorthwhile(n) || shareWorthwhile(n+1000) {
			t.Fatal("a class whose average loses shares before a probe is due")
		}
	}
	if !shareWorthwhile(2*n) || !shareWorthwhile(n/2) {
		t.Fatal("the losses of one class stopped another from sharing")
	}
	if got := classOf(n).spacing.Load(); got != probeSpacing {
		t.Fatalf("spacing %d, want %d", got, probeSpacing)
	}
	for range 20 {
		noteShared(n, time.Millisecond, 2*time.Millisecond, true)
	}
	if got := classOf(n).spacing.Load(); got != maxProbeSpacing {
		t.Fatalf("spacing %d after many lost probes, want %d", got, maxProbeSpacing)
	}
	classOf(n).nextProbe.Store(sinceBase())
	for range maxProbeSpacing - 1 - 2*(probeSpacing+1) {
		if shareWorthwhile(n) {
			t.Fatal("a probe before enough calls were declined")
		}
	}
	if !shareWorthwhile(n) {
		t.Fatal("no probe once it was due")
	}
	if shareWorthwhile(n) {
		t.Fatal("two probes at once")
	}
	noteShared(n, 2*time.Millisecond, time.Millisecond, true)
	if classOf(n).spacing.Load() != 0 || !shareWorthwhile(n) || !shareWorthwhile(n) {
		t.Fatal("after a probe that gained the class does not share, or the spacing outlived the losses")
	}
	noteShared(n, time.Millisecond, 2*time.Millisecond, true)
	if shareWorthwhile(n) {
		t.Fatal("a loss after a gaining probe left the class sharing")
	}
}

// TestShareBaseline checks what a shared call's time is judged against:
// the least time per byte of its class's calls hashed alone, or, while the
// class has none, the least of any hashing alone of the same kind; the
// caller's pieces in shared calls lower only the latter.
func TestShareBaseline(t *testing.T) {
	defer resetSharing()
	resetSharing()
	near := func(got, want time.Duration) bool { return got > want*99/100 && got < want*101/100 }
	if d, _ := aloneTime(inMemory, 64<<20); d != 0 {
		t.Fatalf("alone time %v before any call", d)
	}
	noteAlone(inMemory, 1<<20, 100*time.Microsecond)
	if d, own := aloneTime(inMemory, 64<<20); !near(d, 6400*time.Microsecond) || own {
		t.Fatalf("64 MiB alone %v (own %v) without a call of its class; want bestRate's 6.4ms", d, own)
	}
	noteAlone(inMemory, 64<<20, 9600*time.Microsecond)
	if d, own := aloneTime(inMemory, 64<<20); !near(d, 9600*time.Microsecond) || !own {
		t.Fatalf("64 MiB alone %v (own %v) after a call of its class; want its own 9.6ms", d, own)
	}
	if d, _ := aloneTime(inMemory, 100<<20); !near(d, 15*time.Millisecond) {
		t.Fatalf("100 MiB alone %v; want its class's rate, 15ms", d)
	}
	if d, _ := aloneTime(inMemory, 32<<20); !near(d, 3200*time.Microsecond) {
		t.Fatalf("32 MiB alone %v; want bestRate's 3.2ms", d)
	}
	if d, _ := aloneTime(fromReaderAt, 64<<20); d != 0 {
		t.Fatalf("reader alone %v from calls on memory", d)
	}
	// A caller's fastest 64 KiB segment of a shared call.
	noteCall(inMemory, 64<<20, 64<<10, 5*time.Microsecond, time.Now())
	if d, _ := aloneTime(inMemory, 32<<20); !near(d, 2560*time.Microsecond) {
		t.Fatalf("32 MiB alone %v after a faster piece; want 2.56ms", d)
	}
	if d, _ := aloneTime(inMemory, 64<<20); !near(d, 9600*time.Microsecond) {
		t.Fatalf("64 MiB alone %v after a faster piece; want its class's 9.6ms", d)
	}
}

// TestShareRetryWithoutBaseline: a class's shared call judged against
// bestRate (the class has no call of its own hashed alone yet) that took
// less than that estimate but not under shareBelow of it is not a verdict:
// the next call hashes alone and the one after it probes again. Judged
// against the class's own baseline, or slower than bestRate's estimate,
// the same ratio waits for the usual probeSpacing calls (the probe the
// last of them).
func TestShareRetryWithoutBaseline(t *testing.T) {
	defer resetSharing()
	const n = 64 << 20
	for _, tc := range []struct {
		name     string
		took     time.Duration // against an estimate of 100ms alone
		own      bool
		declined int // calls declined before the next probe
	}{
		{"bestRate, 0.9", 90 * time.Millisecond, false, 1},
		{"bestRate, 1.2", 120 * time.Millisecond, false, probeSpacing - 1},
		{"own, 0.9", 90 * time.Millisecond, true, probeSpacing - 1},
	} {
		resetSharing()
		if !shareWorthwhile(n) {
			t.Fatalf("%s: the first call of a class does not share", tc.name)
		}
		noteShared(n, 100*time.Millisecond, tc.took, tc.own)
		classOf(n).nextProbe.Store(min(classOf(n).nextProbe.Load(), sinceBase()))
		for i := range tc.declined {
			if shareWorthwhile(n) {
				t.Fatalf("%s: call %d after the first shares; want %d declined first", tc.name, i+1, tc.declined)
			}
		}
		if !shareWorthwhile(n) {
			t.Fatalf("%s: no probe after %d declined calls", tc.name, tc.declined)
		}
	}
}
