package blake3

import (
	"bytes"
	"testing"
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
