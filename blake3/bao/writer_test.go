package bao

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

func TestEncodeTo(t *testing.T) {
	big := testInput(16<<20 + 1)
	var buf bytes.Buffer
	for _, n := range testLengths() {
		for _, g := range []int{0, 1, 3, 8} {
			want, wroot := Encode(nil, big[:n], g)
			buf.Reset()
			root, m, err := EncodeTo(&buf, big[:n], g)
			if err != nil || root != wroot || m != int64(len(want)) || !bytes.Equal(buf.Bytes(), want) {
				t.Fatalf("n=%d g=%d: EncodeTo differs from Encode (err %v)", n, g, err)
			}
		}
	}
}

// failWriter accepts ok bytes, then fails (or writes short, if short).
type failWriter struct {
	ok    int
	short bool
}

var errWrite = errors.New("write failed")

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) <= f.ok {
		f.ok -= len(p)
		return len(p), nil
	}
	m := f.ok
	f.ok = 0
	if f.short {
		return m, nil
	}
	return m, errWrite
}

func TestEncodeToWriteErrors(t *testing.T) {
	in := testInput(300 << 10)
	s, _ := EncodedSize(int64(len(in)), 0)
	for _, ok := range []int{0, 7, 8, 100, 5000, int(s) - 1} {
		for _, short := range []bool{false, true} {
			root, m, err := EncodeTo(&failWriter{ok: ok, short: short}, in, 0)
			want := errWrite
			if short {
				want = io.ErrShortWrite
			}
			if err != want || m != int64(ok) || root != [32]byte{} {
				t.Errorf("ok=%d short=%v: %d bytes, %v, root %x", ok, short, m, err, root[:4])
			}
		}
	}
}

// TestEncodeToAllocs: the parent nodes' buffer is recycled.
func TestEncodeToAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	in := testInput(3<<20 + 5)
	EncodeTo(io.Discard, in, 0)
	if a := testing.AllocsPerRun(5, func() { EncodeTo(io.Discard, in, 0) }); a != 0 {
		t.Errorf("EncodeTo to io.Discard: %v allocations", a)
	}
}

// FuzzEncodeTo: EncodeTo writes exactly Encode's bytes, whatever the
// length (to just over 1 MiB: two levels of subtrees above 256 KiB) and
// the group.
func FuzzEncodeTo(f *testing.F) {
	f.Add(uint32(0), uint8(0))
	f.Add(uint32(1025), uint8(0))
	f.Add(uint32(300000), uint8(3))
	f.Add(uint32(1<<20+1), uint8(8))
	f.Fuzz(func(t *testing.T, n uint32, group uint8) {
		n %= 1<<20 + 4096
		g := int(group % (MaxGroup + 1))
		in := testInput(int(n))
		want, wroot := Encode(nil, in, g)
		var buf bytes.Buffer
		root, m, err := EncodeTo(&buf, in, g)
		if err != nil || root != wroot || m != int64(len(want)) || !bytes.Equal(buf.Bytes(), want) {
			t.Fatalf("n=%d g=%d: EncodeTo differs from Encode (err %v)", n, g, err)
		}
	})
}
