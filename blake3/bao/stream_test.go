package bao

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// streamLengths cross the boundaries of EncodeStream's paths: content held
// whole (under two units) and written in post-order then flipped.
var streamLengths = []int{0, 1, 4096, unitLen - 1, unitLen, unitLen + 1, 2*unitLen - 1, 2 * unitLen, 2*unitLen + 1, 3*unitLen + 5, 5<<20 + 12345}

// TestEncodeStreamWritesOnce: content held whole is written once, each
// byte, and nothing is read back; longer content is read back (the flip).
func TestEncodeStreamWritesOnce(t *testing.T) {
	big := testInput(2 * unitLen)
	for _, n := range []int{0, 1, 4096, unitLen - 1, unitLen, unitLen + 1, 2*unitLen - 1} {
		for _, g := range []int{0, 3, 8} {
			for _, outboard := range []bool{false, true} {
				want, wroot := encodeSlice(nil, big[:n], g, outboard)
				cw := newCoverWriter(t, int64(len(want)))
				m, root, err := EncodeStream(noReadBack{cw}, bytes.NewReader(big[:n]), g, outboard)
				if err != nil || m != int64(n) || root != wroot || !bytes.Equal(cw.b, want) {
					t.Fatalf("n=%d g=%d outboard=%v: %d, %v, differs from Encode", n, g, outboard, m, err)
				}
				for i, ok := range cw.written {
					if !ok {
						t.Fatalf("n=%d g=%d outboard=%v: byte %d never written", n, g, outboard, i)
					}
				}
			}
		}
	}
}

// noReadBack is a ReadWriterAt whose ReadAt fails the test.
type noReadBack struct{ *coverWriter }

func (n noReadBack) ReadAt(p []byte, off int64) (int, error) {
	n.t.Errorf("ReadAt of %d bytes at %d", len(p), off)
	return 0, errors.New("read back")
}

// failReadWriterAt is a memFile whose reads and writes fail from the k-th
// call of each (counting from 1, 0 for never); src's failure is the test's.
type failReadWriterAt struct {
	memFile
	reads, writes       int
	failRead, failWrite int
	err                 error
}

func (f *failReadWriterAt) WriteAt(p []byte, off int64) (int, error) {
	if f.writes++; f.failWrite > 0 && f.writes >= f.failWrite {
		return 0, f.err
	}
	return f.memFile.WriteAt(p, off)
}

func (f *failReadWriterAt) ReadAt(p []byte, off int64) (int, error) {
	if f.reads++; f.failRead > 0 && f.reads >= f.failRead {
		return 0, f.err
	}
	return f.memFile.ReadAt(p, off)
}

// failReader returns err once the first at bytes of r have been read.
type failReader struct {
	r   io.Reader
	at  int
	err error
}

func (f *failReader) Read(p []byte) (int, error) {
	if f.at <= 0 {
		return 0, f.err
	}
	if len(p) > f.at {
		p = p[:f.at]
	}
	n, err := f.r.Read(p)
	f.at -= n
	return n, err
}

// TestEncodeStreamErrors: a failing source, write or read-back anywhere,
// on every path, ends the call with that error.
func TestEncodeStreamErrors(t *testing.T) {
	in := testInput(5<<20 + 12345)
	boom := errors.New("boom")
	for _, n := range streamLengths[1:] {
		for _, outboard := range []bool{false, true} {
			for _, at := range []int{0, 1, n / 2, n - 1} {
				_, _, err := EncodeStream(&memFile{}, &failReader{bytes.NewReader(in[:n]), at, boom}, 0, outboard)
				if err != boom {
					t.Errorf("n=%d outboard=%v, a source failing at %d: %v", n, outboard, at, err)
				}
			}
			ok := &failReadWriterAt{err: boom}
			if _, _, err := EncodeStream(ok, bytes.NewReader(in[:n]), 0, outboard); err != nil {
				t.Fatal(err)
			}
			if n < 2*unitLen && ok.reads != 0 {
				t.Errorf("n=%d outboard=%v: %d reads back, want none", n, outboard, ok.reads)
			}
			for k := 1; k <= ok.writes; k += max(1, ok.writes/9) {
				f := &failReadWriterAt{failWrite: k, err: boom}
				if _, _, err := EncodeStream(f, bytes.NewReader(in[:n]), 0, outboard); err != boom {
					t.Errorf("n=%d outboard=%v, writes failing from the %d-th of %d: %v", n, outboard, k, ok.writes, err)
				}
			}
			for k := 1; k <= ok.reads; k += max(1, ok.reads/9) {
				f := &failReadWriterAt{failRead: k, err: boom}
				if _, _, err := EncodeStream(f, bytes.NewReader(in[:n]), 0, outboard); err != boom {
					t.Errorf("n=%d outboard=%v, reads failing from the %d-th of %d: %v", n, outboard, k, ok.reads, err)
				}
			}
		}
	}
}

// TestEncodeStreamAllocs: with their state pooled, EncodeStream (on either
// path) and EncodeReader allocate nothing into a destination large enough.
func TestEncodeStreamAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented build")
	}
	in := testInput(3<<20 + 5)
	for _, n := range []int{0, 4096, unitLen + 1, 3<<20 + 5} {
		for _, outboard := range []bool{false, true} {
			s, _ := size(int64(n), 0, outboard)
			m := &memFile{b: make([]byte, s)}
			var r bytes.Reader
			if a := testing.AllocsPerRun(5, func() {
				r.Reset(in[:n])
				if _, _, err := EncodeStream(m, &r, 0, outboard); err != nil {
					t.Fatal(err)
				}
			}); a != 0 {
				t.Errorf("EncodeStream n=%d outboard=%v: %v allocations", n, outboard, a)
			}
			if a := testing.AllocsPerRun(5, func() {
				r.Reset(in[:n])
				if _, err := EncodeReader(m, &r, int64(n), 0, outboard); err != nil {
					t.Fatal(err)
				}
			}); a != 0 {
				t.Errorf("EncodeReader n=%d outboard=%v: %v allocations", n, outboard, a)
			}
		}
	}
}
