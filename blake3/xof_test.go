package blake3

import (
	"bytes"
	"hash"
	"io"
	"testing"
)

// readPieces reads len(out) bytes from r in uneven pieces.
func readPieces(t *testing.T, r io.Reader, out []byte) {
	t.Helper()
	for i, step := 0, 1; i < len(out); step = step*5%97 + 1 {
		n := min(step, len(out)-i)
		if got, err := r.Read(out[i : i+n]); got != n || err != nil {
			t.Fatalf("Read(%d) = %d, %v", n, got, err)
		}
		i += n
	}
}

// checkXOF checks x, through the hash.XOF interface only, against want,
// the official extended output of in (TestOfficialVectors): input and
// output in uneven pieces, again after a Reset, and through Seek and
// ReadAt.
func checkXOF(t *testing.T, x hash.XOF, in, want []byte) {
	t.Helper()
	if x.BlockSize() != BlockSize || x.(interface{ Size() int }).Size() != Size {
		t.Fatal("BlockSize or Size")
	}
	got := make([]byte, len(want))
	for round := range 2 {
		if round == 1 {
			x.Reset()
		}
		streamInto(x, in)
		readPieces(t, x, got)
		if !bytes.Equal(got, want) {
			t.Fatalf("hash.XOF, input length %d, round %d: got %x\nwant %x", len(in), round, got, want)
		}
	}
	off := len(want) / 3
	got = got[:len(want)-off]
	if n, err := x.(io.ReaderAt).ReadAt(got, int64(off)); n != len(got) || err != nil || !bytes.Equal(got, want[off:]) {
		t.Fatalf("hash.XOF, input length %d: ReadAt(%d) = %x, %v", len(in), off, got, err)
	}
	if _, err := x.(io.Seeker).Seek(int64(off), io.SeekStart); err != nil {
		t.Fatal(err)
	}
	readPieces(t, x, got)
	if !bytes.Equal(got, want[off:]) {
		t.Fatalf("hash.XOF, input length %d: Read after Seek(%d) = %x", len(in), off, got)
	}
}

// TestXOFMatchesHasher checks that an XOF's output is its Hasher's, for
// lengths that cross chunk and buffer boundaries, that ReadAt or Seek
// before any Read ends the input too, and that Clone forks both phases.
func TestXOFMatchesHasher(t *testing.T) {
	for _, n := range []int{0, 1, 64, 1024, 1025, bufSize, bufSize + 1, 3*bufSize + 100} {
		in := vectorInput(n)
		h := New()
		h.Write(in)
		want := make([]byte, 200)
		h.XOF().Read(want)
		for _, first := range []string{"Read", "ReadAt", "Seek"} {
			x := NewXOF()
			x.Write(in[:n/2])
			fork := x.Clone()
			x.Write(in[n/2:])
			fork.Write(in[n/2:])
			got := make([]byte, 200)
			switch first {
			case "Read":
				x.Read(got)
			case "ReadAt":
				x.ReadAt(got, 0)
			case "Seek":
				x.Seek(0, io.SeekStart)
				x.Read(got)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("len %d, %s first: output differs from the Hasher's", n, first)
			}
			reader := x.Clone()
			x.Read(got[:50])
			reader.Read(got[50:100])
			if !bytes.Equal(got[:50], got[50:100]) {
				t.Fatalf("len %d: a clone in the reading phase reads elsewhere", n)
			}
			fork.Read(got)
			if !bytes.Equal(got, want) {
				t.Fatalf("len %d: a clone in the absorbing phase differs", n)
			}
		}
	}
}

func TestXOFWriteAfterReadPanics(t *testing.T) {
	for _, first := range []func(x *XOF){
		func(x *XOF) { x.Read(make([]byte, 1)) },
		func(x *XOF) { x.ReadAt(make([]byte, 1), 5) },
		func(x *XOF) { x.Seek(3, io.SeekStart) },
	} {
		x := NewXOF()
		x.WriteString("abc")
		first(x)
		func() {
			defer func() {
				if recover() == nil {
					t.Error("Write after reading did not panic")
				}
			}()
			x.Write([]byte("d"))
		}()
		x.Reset() // absorbing again
		x.WriteString("abc")
		var got [32]byte
		x.Read(got[:])
		if got != Sum256([]byte("abc")) {
			t.Error("Reset did not restore the initial state")
		}
	}
}
