package blake3

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
	"testing/quick"
)

// testLengths returns 0..16 KiB plus lengths around every power of two up to
// 1 MiB, where chunk, buffer and subtree boundaries fall.
func testLengths(short bool) []int {
	var ls []int
	top := 16 << 10
	step := 1
	if short {
		step = 7
	}
	for n := 0; n <= top; n += step {
		ls = append(ls, n)
	}
	for p := 1 << 14; p <= 1<<20; p <<= 1 {
		for d := -65; d <= 65; d += 13 {
			ls = append(ls, p+d)
		}
		ls = append(ls, p-1, p, p+1)
	}
	return ls
}

func randomBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// writeSplit writes in to h cut at random points, biased toward small and
// boundary-sized pieces.
func writeSplit(h *Hasher, r *rand.Rand, in []byte) {
	for len(in) > 0 {
		var n int
		switch r.IntN(4) {
		case 0:
			n = r.IntN(64) + 1
		case 1:
			n = []int{1, 63, 64, 65, 1023, 1024, 1025, bufSize - 1, bufSize, bufSize + 1}[r.IntN(10)]
		case 2:
			n = r.IntN(4*bufSize) + 1
		default:
			n = r.IntN(len(in)) + 1
		}
		n = min(n, len(in))
		h.Write(in[:n])
		in = in[n:]
	}
}

func TestStreamingEqualsOneShot(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	data := randomBytes(r, 1<<20+100)
	var key [KeySize]byte
	copy(key[:], data[7:])
	for _, n := range testLengths(testing.Short()) {
		in := data[:n]
		for _, m := range []struct {
			h    *Hasher
			want [32]byte
		}{
			{New(), Sum256(in)},
			{NewKeyed(&key), KeyedSum256(&key, in)},
		} {
			writeSplit(m.h, r, in)
			if got := m.h.Sum256(); got != m.want {
				t.Fatalf("len %d flags %d: streaming %x, one-shot %x", n, m.h.flags, got, m.want)
			}
		}
	}
}

func TestStreamingQuick(t *testing.T) {
	f := func(seed uint64, lenHint uint32) bool {
		r := rand.New(rand.NewPCG(seed, 0))
		n := edgeLength(r, lenHint)
		in := randomBytes(r, n)
		h := New()
		writeSplit(h, r, in)
		return h.Sum256() == Sum256(in)
	}
	if err := quick.Check(f, &quick.Config{MaxCount: 300}); err != nil {
		t.Error(err)
	}
}

// edgeLength picks an input length biased toward chunk, buffer and subtree
// boundaries.
func edgeLength(r *rand.Rand, hint uint32) int {
	switch hint % 3 {
	case 0:
		return int(hint>>2) % (4 * bufSize)
	case 1:
		base := 1 << (r.IntN(20) + 6)
		return max(0, base+r.IntN(5)-2)
	default:
		return (r.IntN(80) + 1) * chunkLen
	}
}

func FuzzStreaming(f *testing.F) {
	f.Add([]byte("abc"), uint64(1), uint16(0))
	f.Add(make([]byte, 3000), uint64(7), uint16(20000))
	f.Fuzz(func(t *testing.T, in []byte, seed uint64, extra uint16) {
		// Extend the input so that multi-chunk trees are reached.
		in = append(in, bytes.Repeat([]byte{byte(seed)}, int(extra))...)
		h := New()
		writeSplit(h, rand.New(rand.NewPCG(seed, 1)), in)
		if h.Sum256() != Sum256(in) {
			t.Fatalf("streaming differs from one-shot at length %d", len(in))
		}
	})
}

func TestSumDoesNotChangeState(t *testing.T) {
	h := New()
	h.Write([]byte("hello"))
	a := h.Sum(nil)
	b := h.Sum([]byte("prefix"))
	if !bytes.Equal(a, b[6:]) || string(b[:6]) != "prefix" {
		t.Fatal("Sum appended wrongly or changed state")
	}
	h.Write([]byte(" world"))
	if got, want := h.Sum256(), Sum256([]byte("hello world")); got != want {
		t.Fatal("writing after Sum went wrong")
	}
	h.Reset()
	if got, want := h.Sum256(), Sum256(nil); got != want {
		t.Fatal("Reset did not reset")
	}
}

// TestPendingSubtree covers writes that end exactly on a subtree hashed
// straight from the caller's slice, followed by nothing, a byte, or more
// whole subtrees.
func TestPendingSubtree(t *testing.T) {
	data := randomBytes(rand.New(rand.NewPCG(9, 9)), 1<<20+bufSize)
	for _, first := range []int{bufSize, 2 * bufSize, 3 * bufSize, 64 << 10, 1 << 20} {
		for _, second := range []int{0, 1, bufSize - 1, bufSize, 5 * bufSize, 100000} {
			if first+second > len(data) {
				continue
			}
			in := data[:first+second]
			h := New()
			h.Write(in[:first])
			if h.pendingChunks == 0 {
				t.Fatalf("write of %d left nothing pending", first)
			}
			if got := h.Sum256(); got != Sum256(in[:first]) {
				t.Fatalf("%d: digest with a pending subtree differs", first)
			}
			h.Write(in[first:])
			if got := h.Sum256(); got != Sum256(in) {
				t.Fatalf("%d+%d: digest differs", first, second)
			}
			x := make([]byte, 100)
			h.XOF().ReadAt(x, 1000)
			y := make([]byte, 1100)
			SumXOF(y, in)
			if !bytes.Equal(x, y[1000:]) {
				t.Fatalf("%d+%d: XOF differs", first, second)
			}
		}
	}
}

func TestClone(t *testing.T) {
	data := randomBytes(rand.New(rand.NewPCG(3, 3)), 100000)
	h := New()
	h.Write(data[:50000])
	c, err := h.Clone()
	if err != nil {
		t.Fatal(err)
	}
	h.Write(data[50000:])
	c.Write(data[50000:])
	if !bytes.Equal(h.Sum(nil), c.Sum(nil)) || h.Sum256() != Sum256(data) {
		t.Fatal("clone diverged")
	}
}

func TestReadFrom(t *testing.T) {
	data := randomBytes(rand.New(rand.NewPCG(4, 4)), 300001)
	h := New()
	n, err := h.ReadFrom(io.MultiReader(bytes.NewReader(data[:1000]), iotestHalf{bytes.NewReader(data[1000:])}))
	if err != nil || n != int64(len(data)) || h.Sum256() != Sum256(data) {
		t.Fatalf("ReadFrom: n=%d err=%v", n, err)
	}
	h.Reset()
	_, err = h.ReadFrom(io.MultiReader(bytes.NewReader(data[:10]), errReader{}))
	if err != errTest {
		t.Fatalf("ReadFrom error = %v, want errTest", err)
	}
}

type iotestHalf struct{ r io.Reader }

func (h iotestHalf) Read(p []byte) (int, error) { return h.r.Read(p[:(len(p)+1)/2]) }

var errTest = fmt.Errorf("test error")

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errTest }

func TestWriteString(t *testing.T) {
	h := New()
	h.WriteString("derive")
	if h.Sum256() != Sum256([]byte("derive")) {
		t.Fatal("WriteString")
	}
}

func TestDeriveKeyEqualsDeriver(t *testing.T) {
	const ctx = "vilya 2026-11-29 test context"
	in := []byte("material")
	a, b := make([]byte, 100), make([]byte, 100)
	DeriveKey(a, ctx, in)
	NewKeyDeriver(ctx).DeriveKey(b, in)
	h := NewDeriveKey(ctx)
	h.Write(in)
	c := make([]byte, 100)
	h.XOF().Read(c)
	if !bytes.Equal(a, b) || !bytes.Equal(a, c) {
		t.Fatal("derive-key paths disagree")
	}
}
