package blake3

import (
	"bytes"
	"io"
	"math"
	"math/rand/v2"
	"testing"
)

func TestXOFSeekAndReadAt(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	in := randomBytes(r, 5000)
	long := make([]byte, 5000)
	SumXOF(long, in)
	h := New()
	h.Write(in)
	x := h.XOF()
	for _, k := range []int{0, 1, 31, 32, 63, 64, 65, 127, 128, 1000, 1023, 1024, 1025, 4095} {
		for _, n := range []int{0, 1, 7, 64, 65, 130, 1024 + 3} {
			if k+n > len(long) {
				continue
			}
			if pos, err := x.Seek(int64(k), io.SeekStart); err != nil || pos != int64(k) {
				t.Fatalf("Seek(%d) = %d, %v", k, pos, err)
			}
			got := make([]byte, n)
			if _, err := io.ReadFull(x, got); err != nil || !bytes.Equal(got, long[k:k+n]) {
				t.Fatalf("read %d at %d after Seek differs", n, k)
			}
			at := make([]byte, n)
			if _, err := x.ReadAt(at, int64(k)); err != nil || !bytes.Equal(at, long[k:k+n]) {
				t.Fatalf("ReadAt %d at %d differs", n, k)
			}
		}
	}
	// Reads in odd pieces equal one long read.
	x.Seek(0, io.SeekStart)
	var pieced []byte
	for len(pieced) < len(long) {
		buf := make([]byte, min(r.IntN(200)+1, len(long)-len(pieced)))
		x.Read(buf)
		pieced = append(pieced, buf...)
	}
	if !bytes.Equal(pieced, long) {
		t.Fatal("pieced reads differ from one long read")
	}
}

func TestXOFFarOffsets(t *testing.T) {
	x := New().XOF()
	// The block at counter c is the same whichever way it is reached.
	for _, off := range []uint64{1 << 32 * 64, 1<<32*64 - 1, math.MaxInt64 - 100, 1<<64 - 64} {
		x.SetPosition(off)
		a := make([]byte, 64)
		x.Read(a)
		var o = New().rootOutput()
		b := make([]byte, 64)
		o.fill(b, off)
		if !bytes.Equal(a, b) {
			t.Fatalf("offset %d: SetPosition read differs from fill", off)
		}
	}
	// The last 64 bytes, then EOF.
	x.SetPosition(1<<64 - 64)
	buf := make([]byte, 100)
	if n, err := x.Read(buf); n != 64 || err != nil {
		t.Fatalf("read at end: n=%d err=%v", n, err)
	}
	if n, err := x.Read(buf); n != 0 || err != io.EOF {
		t.Fatalf("read past end: n=%d err=%v", n, err)
	}
	if _, err := x.Seek(1, io.SeekCurrent); err == nil {
		t.Fatal("seek past end accepted")
	}
	if _, err := x.Seek(1, io.SeekEnd); err == nil {
		t.Fatal("seek past end accepted")
	}
	if _, err := x.Seek(-1, io.SeekStart); err == nil {
		t.Fatal("negative seek accepted")
	}
	if _, err := x.Seek(0, 42); err == nil {
		t.Fatal("bad whence accepted")
	}
	if _, err := x.Seek(-64, io.SeekEnd); err == nil {
		t.Fatal("seek beyond int64 accepted by Seek")
	}
	if _, err := x.ReadAt(buf, -1); err == nil {
		t.Fatal("negative ReadAt accepted")
	}
	x.SetPosition(10)
	if pos, err := x.Seek(-5, io.SeekCurrent); pos != 5 || err != nil {
		t.Fatalf("relative seek: %d, %v", pos, err)
	}
	if _, err := x.Seek(-6, io.SeekCurrent); err == nil {
		t.Fatal("seek before start accepted")
	}
	if x.Position() != 5 {
		t.Fatal("failed seek moved the position")
	}
}
