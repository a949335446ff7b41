package bao

import (
	"bytes"
	"errors"
	"io"
	"math"
	"runtime"
	"sync/atomic"
	"testing"
)

// coverWriter is a WriterAt over a fixed buffer that fails the test on a
// write out of range, a byte written twice, or two writes at once.
type coverWriter struct {
	t       *testing.T
	b       []byte
	written []bool
	busy    atomic.Int32
}

func newCoverWriter(t *testing.T, n int64) *coverWriter {
	return &coverWriter{t: t, b: make([]byte, n), written: make([]bool, n)}
}

func (w *coverWriter) WriteAt(p []byte, off int64) (int, error) {
	if w.busy.Add(1) != 1 {
		w.t.Error("two WriteAt calls at once")
	}
	defer w.busy.Add(-1)
	if off < 0 || off > int64(len(w.b))-int64(len(p)) {
		w.t.Errorf("WriteAt of %d bytes at %d, past the encoding's %d", len(p), off, len(w.b))
		return 0, errors.New("out of range")
	}
	for i := range p {
		if w.written[off+int64(i)] {
			w.t.Errorf("byte %d written twice", off+int64(i))
			break
		}
		w.written[off+int64(i)] = true
	}
	return copy(w.b[off:], p), nil
}

// TestEncodeReaderAtMatchesEncode: the bytes of Encode and EncodeOutboard,
// each written exactly once, one WriteAt at a time, for every piece layout
// of TestEncodeParallelMatchesEncode and for lengths short of a piece.
func TestEncodeReaderAtMatchesEncode(t *testing.T) {
	big := testInput(16<<20 + 1)
	lengths := append([]int{0, 1, 1024, 1025, 300000}, parallelLengths()...)
	groups, workers := []int{0, 1, 4, 8}, []int{0, 1, 2, 3, 8}
	if testing.Short() {
		groups, workers = []int{0, 4}, []int{1, 2, 3}
	}
	for _, n := range lengths {
		in := big[:n]
		for _, g := range groups {
			for _, outboard := range []bool{false, true} {
				want, wroot := encodeSlice(nil, in, g, outboard)
				for _, w := range workers {
					cw := newCoverWriter(t, int64(len(want)))
					root, err := EncodeReaderAt(cw, bytes.NewReader(in), int64(n), g, outboard, w)
					if err != nil || root != wroot || !bytes.Equal(cw.b, want) {
						t.Fatalf("n=%d g=%d outboard=%v workers=%d: %v, differs from the single-core encoding", n, g, outboard, w, err)
					}
					for i, ok := range cw.written {
						if !ok {
							t.Fatalf("n=%d g=%d outboard=%v workers=%d: byte %d never written", n, g, outboard, w, i)
						}
					}
				}
			}
		}
	}
}

// TestEncodeReaderAtLargePieces: pieces that double, as for inputs over
// 4 GiB.
func TestEncodeReaderAtLargePieces(t *testing.T) {
	defer func(m uint64) { maxPieces = m }(maxPieces)
	maxPieces = 3
	big := testInput(9<<20 + 3)
	for _, n := range []int{3<<20 + 1, 7 << 20, 9<<20 + 3} {
		want, wroot := encodeSlice(nil, big[:n], 0, false)
		var m memFile
		root, err := EncodeReaderAt(&m, bytes.NewReader(big[:n]), int64(n), 0, false, 2)
		if err != nil || root != wroot || !bytes.Equal(m.b, want) {
			t.Fatalf("n=%d: %v, differs from the single-core encoding", n, err)
		}
	}
}

// failReaderAt fails every read that reaches offset at or beyond it.
type failReaderAt struct {
	r   io.ReaderAt
	at  int64
	err error
}

func (f failReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if off+int64(len(p)) > f.at {
		return 0, f.err
	}
	return f.r.ReadAt(p, off)
}

// failWriterAt fails the k-th write (counting from 1) and every later one;
// it counts the calls, so it must not be called from two goroutines at once.
type failWriterAt struct {
	calls, k int
	err      error
}

func (f *failWriterAt) WriteAt(p []byte, off int64) (int, error) {
	if f.calls++; f.calls >= f.k {
		return 0, f.err
	}
	return len(p), nil
}

// TestEncodeReaderAtErrors: a short source, a failing read anywhere and a
// failing write anywhere end the call with that error, on one worker and
// several; a length far beyond the source fails at once.
func TestEncodeReaderAtErrors(t *testing.T) {
	const n = 5<<20 + 12345
	in := testInput(n)
	boom := errors.New("boom")
	for _, w := range []int{1, 2, 4} {
		for _, outboard := range []bool{false, true} {
			_, err := EncodeReaderAt(&memFile{}, bytes.NewReader(in[:n-1]), n, 0, outboard, w)
			if !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Errorf("workers=%d outboard=%v, a short source: %v", w, outboard, err)
			}
			_, err = EncodeReaderAt(&memFile{}, bytes.NewReader(in[:10]), 1<<50, 0, outboard, w)
			if !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Errorf("workers=%d outboard=%v, a length of 2^50 over 10 bytes: %v", w, outboard, err)
			}
			for _, at := range []int64{0, 1 << 20, 3<<20 + 7, n - 1} {
				_, err := EncodeReaderAt(&memFile{}, failReaderAt{bytes.NewReader(in), at, boom}, n, 0, outboard, w)
				if err != boom {
					t.Errorf("workers=%d outboard=%v, reads failing from %d: %v", w, outboard, at, err)
				}
			}
			var ok failWriterAt
			ok.k = 1 << 30
			if _, err := EncodeReaderAt(&ok, bytes.NewReader(in), n, 0, outboard, w); err != nil {
				t.Fatal(err)
			}
			for k := 1; k <= ok.calls; k += max(1, ok.calls/7) {
				fw := &failWriterAt{k: k, err: boom} // EncodeReaderAt writes one call at a time
				if _, err := EncodeReaderAt(fw, bytes.NewReader(in), n, 0, outboard, w); err != boom {
					t.Errorf("workers=%d outboard=%v, writes failing from the %d-th of %d: %v", w, outboard, k, ok.calls, err)
				}
			}
		}
	}
}

// TestEncodeReaderAtAllocs: its state pooled, a shared call allocates only
// a few small objects for its helper goroutines, whatever the length; with
// one worker, nothing.
func TestEncodeReaderAtAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented build")
	}
	in := testInput(16 << 20)
	for _, n := range []int{3 << 20, 16 << 20} {
		s, _ := EncodedSize(int64(n), 0)
		m := &memFile{b: make([]byte, s)}
		var r bytes.Reader
		r.Reset(in[:n])
		if a := testing.AllocsPerRun(5, func() { EncodeReaderAt(m, &r, int64(n), 0, false, 1) }); a != 0 {
			t.Errorf("n=%d, one worker: %v allocations", n, a)
		}
	}
	if runtime.NumCPU() < 2 {
		t.Skip("one CPU: no call shares")
	}
	// AllocsPerRun runs with GOMAXPROCS 1, where no call shares: count the
	// mallocs of many shared calls instead (the least of three rounds).
	const workers = 2
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(workers))
	for _, n := range []int{3 << 20, 16 << 20} {
		s, _ := EncodedSize(int64(n), 0)
		m := &memFile{b: make([]byte, s)}
		var r bytes.Reader
		r.Reset(in[:n])
		for range 50 {
			EncodeReaderAt(m, &r, int64(n), 0, false, workers)
		}
		const calls = 50
		least := uint64(math.MaxUint64)
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range calls {
				EncodeReaderAt(m, &r, int64(n), 0, false, workers)
			}
			runtime.ReadMemStats(&after)
			least = min(least, after.Mallocs-before.Mallocs)
		}
		t.Logf("n=%d: %d allocations in %d shared calls (the least of three rounds)", n, least, calls)
		if least > 4*calls {
			t.Errorf("n=%d: %d allocations in %d shared calls, want at most %d", n, least, calls, 4*calls)
		}
	}
}
