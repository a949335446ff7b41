package blake3

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
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
