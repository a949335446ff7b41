package blake3

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
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
		n, _ := x.Read(a) // 63 at the end
		var o = New().rootOutput()
		b := make([]byte, 64)
		o.fill(b, off)
		if !bytes.Equal(a[:n], b[:n]) || n < 63 {
			t.Fatalf("offset %d: SetPosition read differs from fill", off)
		}
	}
	// The last 63 bytes, then EOF.
	x.SetPosition(1<<64 - 64)
	buf := make([]byte, 100)
	if n, err := x.Read(buf); n != 63 || err != nil {
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

// TestOutputPositionAtEnd checks that Position is right at the end of the
// output, so that SetPosition(Position()) never moves the reader: after the
// last byte it used to report 0, and SetPosition(Position()) rewound to the
// start.
func TestOutputPositionAtEnd(t *testing.T) {
	x := New().XOF()
	x.SetPosition(1<<64 - 2)
	var b [8]byte
	if n, err := x.Read(b[:]); n != 1 || err != nil {
		t.Fatalf("read of the last byte: %d, %v", n, err)
	}
	if x.Position() != 1<<64-1 {
		t.Fatalf("Position() after the last byte = %d, want 2^64-1", x.Position())
	}
	x.SetPosition(x.Position())
	if n, err := x.Read(b[:]); n != 0 || err != io.EOF {
		t.Fatalf("SetPosition(Position()) at the end moved the reader: Read = %d, %v", n, err)
	}
	if pos, err := x.Seek(0, io.SeekCurrent); err != errSeekTooFar || pos != 0 || x.Position() != 1<<64-1 {
		t.Fatalf("Seek(0, SeekCurrent) at the end = %d, %v; position %d", pos, err, x.Position())
	}
	if _, err := x.Seek(1, io.SeekCurrent); err != errSeekPastEnd {
		t.Fatalf("Seek(1, SeekCurrent) at the end: %v", err)
	}
	// Everywhere else too.
	for _, pos := range []uint64{0, 1, 63, 64, 1 << 40, 1<<64 - 65, 1<<64 - 64, 1<<64 - 3} {
		x.SetPosition(pos)
		x.Read(b[:])
		p := x.Position()
		x.SetPosition(p)
		if x.Position() != p || p != pos+min(8, 1<<64-1-pos) {
			t.Fatalf("from %d: Position %d", pos, p)
		}
	}
}

// FuzzOutputReader runs a sequence of Seek, SetPosition, Read and ReadAt
// calls, decoded from ops, against a model of the 2^64-1-byte output: the
// positions and errors must be the model's, and every byte read must be the
// one at its offset, computed one block at a time.
func FuzzOutputReader(f *testing.F) {
	op := func(kind byte, off uint64, n byte) []byte {
		b := []byte{kind}
		b = binary.LittleEndian.AppendUint64(b, off)
		return append(b, n)
	}
	f.Add([]byte("abc"), slices.Concat(op(0, 100, 70), op(1, 1<<63, 5), op(6, 0, 3)))
	f.Add([]byte(""), slices.Concat(op(4, 1<<64-10, 20), op(6, 0, 200), op(1, 0, 1), op(2, 1<<64-1, 1)))
	f.Add([]byte("x"), slices.Concat(op(2, 0, 0), op(2, 1<<63, 0), op(5, math.MaxInt64, 255), op(3, 0, 0)))
	end := new(big.Int).SetUint64(1<<64 - 1)
	maxInt64 := big.NewInt(math.MaxInt64)
	f.Fuzz(func(t *testing.T, in, ops []byte) {
		h := New()
		h.Write(in)
		o := h.rootOutput()
		x := h.XOF()
		var pos uint64 // the model: the position
		byteAt := func(q uint64) byte {
			var b [BlockSize]byte
			o.rootBlocks(b[:], q/BlockSize)
			return b[q%BlockSize]
		}
		check := func(what string, got []byte, from uint64) {
			for i, c := range got {
				if want := byteAt(from + uint64(i)); c != want {
					t.Fatalf("%s: byte %d of the output: %#x, want %#x", what, from+uint64(i), c, want)
				}
			}
		}
		for len(ops) >= 10 {
			kind, off, n := ops[0]%7, binary.LittleEndian.Uint64(ops[1:]), int(ops[9])
			ops = ops[10:]
			switch kind {
			case 0, 1, 2, 3: // Seek from start, current, end; a bad whence
				whence := []int{io.SeekStart, io.SeekCurrent, io.SeekEnd, 7}[kind]
				target := big.NewInt(int64(off))
				switch whence {
				case io.SeekCurrent:
					target.Add(target, new(big.Int).SetUint64(pos))
				case io.SeekEnd:
					target.Add(target, end)
				}
				got, err := x.Seek(int64(off), whence)
				var want error
				switch {
				case whence == 7:
					want = errBadWhence
				case target.Sign() < 0:
					want = errSeekNegative
				case target.Cmp(end) > 0:
					want = errSeekPastEnd
				case target.Cmp(maxInt64) > 0:
					want = errSeekTooFar
				}
				if err != want || err == nil && uint64(got) != target.Uint64() {
					t.Fatalf("Seek(%d, %d) from %d = %d, %v; want %v, %v", int64(off), whence, pos, got, err, target, want)
				}
				if err == nil {
					pos = uint64(got)
				}
			case 4:
				x.SetPosition(off)
				pos = off
			case 5: // ReadAt
				p := make([]byte, n)
				got, err := x.ReadAt(p, int64(off))
				if int64(off) < 0 {
					if err != errSeekNegative {
						t.Fatalf("ReadAt(%d): %v", int64(off), err)
					}
					continue
				}
				if got != n || err != nil {
					t.Fatalf("ReadAt(%d bytes at %d) = %d, %v", n, off, got, err)
				}
				check("ReadAt", p, off)
			case 6: // Read
				p := make([]byte, n)
				got, err := x.Read(p)
				left := 1<<64 - 1 - pos
				want := int(min(uint64(n), left))
				if got != want || (err == io.EOF) != (left == 0) || err != nil && err != io.EOF {
					t.Fatalf("Read(%d) at %d = %d, %v; want %d", n, pos, got, err, want)
				}
				check("Read", p[:got], pos)
				pos += uint64(got)
			}
			if x.Position() != pos {
				t.Fatalf("Position() = %d, want %d", x.Position(), pos)
			}
			x.SetPosition(x.Position()) // never moves the reader
		}
	})
}
