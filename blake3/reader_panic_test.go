package blake3

import (
	"bytes"
	"sync"
	"testing"
	"time"
)

// panickingReaderAt serves data until its calls-th ReadAt, which panics.
type panickingReaderAt struct {
	data  []byte
	calls *int
}

func (r panickingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if *r.calls--; *r.calls < 0 {
		panic("reader panics")
	}
	return bytes.NewReader(r.data).ReadAt(p, off)
}

// TestWriteReaderAtPanicLeavesHasher checks that a ReaderAt that panics on
// the calling goroutine leaves the Hasher as it was before the call: the
// panic reaches the caller, and after recover a retry with an honest
// reader gives the right digest. The Hasher used to keep what it had
// hashed before the panic.
func TestWriteReaderAtPanicLeavesHasher(t *testing.T) {
	data := make([]byte, 3*parallelThreshold+12345)
	for i := range data {
		data[i] = byte(i * 7)
	}
	for _, pre := range []int{0, 1, 1025} {
		for _, n := range []int{100, 70 << 10, len(data) - pre} {
			for calls := 0; calls < 4; calls++ {
				var h Hasher
				h.Write(data[:pre])
				left := calls
				panicked := func() (p bool) {
					defer func() { p = recover() != nil }()
					h.WriteReaderAt(panickingReaderAt{data, &left}, int64(pre), int64(n), 1)
					return false
				}()
				if !panicked {
					continue // finished within calls reads
				}
				if err := h.WriteReaderAt(bytes.NewReader(data), int64(pre), int64(n), 1); err != nil {
					t.Fatal(err)
				}
				if h.Sum256() != Sum256(data[:pre+n]) {
					t.Fatalf("pre=%d n=%d panic on read %d: the retry after recover gives a wrong digest", pre, n, calls+1)
				}
			}
		}
	}
}

// slowHelperReaderAt panics on the read at offset panicAt, which the calling
// goroutine makes, and makes every read at or past slowFrom (the helper's
// run) take a millisecond first, so that the helper still holds its piece
// (and its pooled read buffer) when the caller's panic unwinds.
type slowHelperReaderAt struct {
	data              []byte
	panicAt, slowFrom int64
}

func (r slowHelperReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off == r.panicAt {
		panic("reader panics")
	}
	if off >= r.slowFrom {
		time.Sleep(time.Millisecond)
	}
	return bytes.NewReader(r.data).ReadAt(p, off)
}

// TestWriteReaderAtPanicWithHelperRunning panics on the calling goroutine
// of a shared call while a helper is still reading into its buffer, then
// makes more shared calls at once: a buffer the helper still uses must not
// go back to the pool for them (the race detector, and the digests, would
// see it).
func TestWriteReaderAtPanicWithHelperRunning(t *testing.T) {
	forceShare(t)
	if bestRate[fromReaderAt].Load() == 0 {
		noteRate(&bestRate[fromReaderAt], 1<<20, time.Millisecond) // no baseline piece first
	}
	n := 64 * fileSegment
	data := make([]byte, n)
	for i := range data {
		data[i] = byte(i * 13)
	}
	want := Sum256(data)
	for range 3 {
		var h Hasher
		r := slowHelperReaderAt{data: data, panicAt: fileSegment, slowFrom: int64(n / 2)}
		panicked := func() (p bool) {
			defer func() { p = recover() != nil }()
			h.WriteReaderAt(r, 0, int64(n), 2)
			return false
		}()
		if !panicked {
			t.Fatal("the reader did not panic")
		}
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				var h Hasher
				if err := h.WriteReaderAt(bytes.NewReader(data), 0, int64(n), 2); err != nil {
					t.Error(err)
				} else if h.Sum256() != want {
					t.Error("a shared call after a panic gives a wrong digest")
				}
			})
		}
		wg.Wait()
	}
}
