package main

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"
)

// TestOverlapWriterOrder: writes of every size, across buffer boundaries,
// arrive in order and whole, in pieces of at most overlapBufLen bytes.
func TestOverlapWriterOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	want := make([]byte, 5*overlapBufLen+12345)
	for i := range want {
		want[i] = byte(rng.Uint32())
	}
	for _, sizes := range [][]int{{1}, {1000, 1}, {overlapBufLen}, {overlapBufLen - 1, 2}, {3 * overlapBufLen}, {0, 65536, 262144}} {
		var got pieceRecorder
		o := newOverlapWriter(&got)
		p := want
		for i := 0; len(p) > 0; i++ {
			k := min(sizes[i%len(sizes)], len(p))
			if n, err := o.Write(p[:k]); n != k || err != nil {
				t.Fatalf("sizes %v: Write of %d: %d, %v", sizes, k, n, err)
			}
			p = p[k:]
		}
		if err := o.Close(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.b, want) {
			t.Fatalf("sizes %v: the bytes differ", sizes)
		}
		if got.largest > overlapBufLen {
			t.Fatalf("sizes %v: a write of %d bytes", sizes, got.largest)
		}
	}
}

type pieceRecorder struct {
	b       []byte
	largest int
}

func (r *pieceRecorder) Write(p []byte) (int, error) {
	r.b = append(r.b, p...)
	r.largest = max(r.largest, len(p))
	return len(p), nil
}

// failAfter accepts n bytes, then fails every write.
type failAfter struct {
	n     int
	calls int
}

var errFull = errors.New("no space left")

func (f *failAfter) Write(p []byte) (int, error) {
	f.calls++
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errFull
	}
	f.n -= len(p)
	return len(p), nil
}

// TestOverlapWriterError: a failed write to w is returned by a later Write
// or by Close, and nothing is written to w after it.
func TestOverlapWriterError(t *testing.T) {
	for _, limit := range []int{0, 100, overlapBufLen, 2*overlapBufLen + 7} {
		f := &failAfter{n: limit}
		o := newOverlapWriter(f)
		var werr error
		chunk := make([]byte, 70000)
		for range 200 { // 14 MB, far more than the buffers hold
			if _, werr = o.Write(chunk); werr != nil {
				break
			}
		}
		cerr := o.Close()
		if werr != nil && werr != errFull {
			t.Fatalf("limit %d: Write returned %v", limit, werr)
		}
		if cerr != errFull {
			t.Fatalf("limit %d: Close returned %v", limit, cerr)
		}
		if werr == nil {
			t.Fatalf("limit %d: 14 MB written without an error", limit)
		}
		if f.calls != limit/overlapBufLen+1 {
			t.Fatalf("limit %d: %d writes to w, want %d", limit, f.calls, limit/overlapBufLen+1)
		}
	}
}

// TestOverlapWriterEmpty: Close with nothing written writes nothing.
func TestOverlapWriterEmpty(t *testing.T) {
	var got pieceRecorder
	o := newOverlapWriter(&got)
	if n, err := o.Write(nil); n != 0 || err != nil {
		t.Fatal(n, err)
	}
	if err := o.Close(); err != nil || len(got.b) != 0 {
		t.Fatal(err, len(got.b))
	}
}
