package bao

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/internal/hazmat"
)

// refEncode is the encoding written straight from the specification: a
// parent node, its left subtree, its right subtree, each node's chaining
// value computed on its own by the BLAKE3 tree engine (hazmat.SubtreeCV),
// none of the batched code under test.
func refEncode(data []byte, g uint, outboard bool) []byte {
	out := binary.LittleEndian.AppendUint64(nil, uint64(len(data)))
	var rec func(d []byte, counter uint64)
	rec = func(d []byte, counter uint64) {
		if uint64(len(d)) <= chunkLen<<g {
			if !outboard {
				out = append(out, d...)
			}
			return
		}
		l := leftLen(uint64(len(d)))
		lcv := hazmat.SubtreeCV(d[:l], counter)
		rcv := hazmat.SubtreeCV(d[l:], counter+l/chunkLen)
		out = append(append(out, lcv[:]...), rcv[:]...)
		rec(d[:l], counter)
		rec(d[l:], counter+l/chunkLen)
	}
	rec(data, 0)
	return out
}

// testLengths returns content lengths that cross chunk, group, subtree
// and tree-level boundaries: every multiple of 256 bytes (1024 in -short)
// to 64 KiB and its
// neighbours, lengths near 1..64 chunks, and (not in -short) every power
// of two from 64 KiB to 16 MiB and its neighbours. Lengths over 1 MiB are
// left out in -short.
func testLengths() []int {
	var ls []int
	step := 256
	if testing.Short() {
		step = 1024
	}
	for n := 0; n <= 64<<10; n += step {
		ls = append(ls, n)
		if n > 0 {
			ls = append(ls, n-1, n+1)
		}
	}
	ls = append(ls, 1, 63, 64, 65)
	top := 1 << 20
	if !testing.Short() {
		top = 16 << 20
	}
	for n := 128 << 10; n <= top; n <<= 1 {
		ls = append(ls, n-1, n, n+1)
	}
	ls = append(ls, 5<<20+12345)
	return ls
}

func testInput(n int) []byte {
	b := make([]byte, n)
	r := rand.NewChaCha8([32]byte{byte(n), byte(n >> 8), byte(n >> 16)})
	r.Read(b)
	return b
}

func TestRoundTrip(t *testing.T) {
	big := testInput(16<<20 + 1)
	for _, n := range testLengths() {
		in := big[:n]
		for g := 0; g <= 4; g++ {
			if n > 1<<20 && g != 0 && g != 4 {
				continue
			}
			enc, root := Encode(nil, in, g)
			if root != blake3.Sum256(in) {
				t.Fatalf("len %d g %d: root is not Sum256", n, g)
			}
			ob, root2 := EncodeOutboard(nil, in, g)
			if root2 != root {
				t.Fatalf("len %d g %d: outboard root differs", n, g)
			}
			if n <= 1<<20 {
				if !bytes.Equal(enc, refEncode(in, uint(g), false)) || !bytes.Equal(ob, refEncode(in, uint(g), true)) {
					t.Fatalf("len %d g %d: encoding differs from the reference", n, g)
				}
			}
			if s, _ := EncodedSize(int64(n), g); s != int64(len(enc)) {
				t.Fatalf("len %d g %d: EncodedSize %d, encoding %d", n, g, s, len(enc))
			}
			if s, _ := OutboardSize(int64(n), g); s != int64(len(ob)) {
				t.Fatalf("len %d g %d: OutboardSize %d, outboard %d", n, g, s, len(ob))
			}
			var got bytes.Buffer
			if _, err := NewDecoder(bytes.NewReader(enc), root, g).WriteTo(&got); err != nil || !bytes.Equal(got.Bytes(), in) {
				t.Fatalf("len %d g %d: decode: %v", n, g, err)
			}
			got.Reset()
			if _, err := NewDecoderBytes(enc, root, g).WriteTo(&got); err != nil || !bytes.Equal(got.Bytes(), in) {
				t.Fatalf("len %d g %d: decode in memory: %v", n, g, err)
			}
			if n <= 1<<20 {
				got.Reset()
				if _, err := io.CopyBuffer(&got, onlyReader{NewDecoderBytes(enc, root, g)}, make([]byte, 1000)); err != nil || !bytes.Equal(got.Bytes(), in) {
					t.Fatalf("len %d g %d: Read in memory: %v", n, g, err)
				}
			}
			got.Reset()
			if _, err := io.Copy(&got, onlyReader{NewOutboardDecoder(onlyReader{bytes.NewReader(in)}, onlyReader{bytes.NewReader(ob)}, root, g)}); err != nil || !bytes.Equal(got.Bytes(), in) {
				t.Fatalf("len %d g %d: outboard decode: %v", n, g, err)
			}
			if n%4096 == 1 || n > 64<<10 && n <= 1<<20 {
				checkReaderEncoders(t, in, enc, g, false)
				checkReaderEncoders(t, in, ob, g, true)
			}
		}
	}
}

// onlyReader hides every method but Read.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

// TestKernelsAgree encodes on every kernel this CPU runs, writing the
// leaves both ways (hazmat.HashThenCopy forced false, then true), and
// compares with the portable kernel.
func TestKernelsAgree(t *testing.T) {
	defer blake3.SetKernel("auto")
	defer func(f func() bool) { hazmat.HashThenCopy = f }(hazmat.HashThenCopy)
	lengths := []int{0, 1, 1024, 1025, 4096, 64 << 10, 256<<10 + 1, 1<<20 + 3077}
	in := testInput(lengths[len(lengths)-1])
	want := map[[2]int][]byte{}
	if err := blake3.SetKernel("generic"); err != nil {
		t.Fatal(err)
	}
	for _, n := range lengths {
		for g := 0; g <= 4; g++ {
			want[[2]int{n, g}], _ = Encode(nil, in[:n], g)
		}
	}
	for _, k := range blake3.Kernels() {
		if err := blake3.SetKernel(k); err != nil {
			t.Fatal(err)
		}
		for _, htc := range []bool{false, true} {
			hazmat.HashThenCopy = func() bool { return htc }
			for _, n := range lengths {
				for g := 0; g <= 4; g++ {
					enc, root := Encode(nil, in[:n], g)
					if !bytes.Equal(enc, want[[2]int{n, g}]) {
						t.Fatalf("kernel %s hash-then-copy %v len %d g %d: encoding differs from generic", k, htc, n, g)
					}
					if got, err := decodeAll(enc, root, g); err != nil || !bytes.Equal(got, in[:n]) {
						t.Fatalf("kernel %s hash-then-copy %v len %d g %d: decode: %v", k, htc, n, g, err)
					}
				}
			}
		}
		t.Logf("kernel %s agrees", k)
	}
}

func TestSeekRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 1023, 1024, 3000, 70000, 300000, 1<<20 + 5} {
		in := testInput(n)
		for g := 0; g <= 4; g++ {
			enc, root := Encode(nil, in, g)
			ob, _ := EncodeOutboard(nil, in, g)
			ds := []*Decoder{
				NewDecoder(bytes.NewReader(enc), root, g),
				NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(ob), root, g),
				NewDecoderBytes(enc, root, g),
			}
			for i, d := range ds {
				end, err := d.Seek(0, io.SeekEnd)
				if err != nil || end != int64(n) {
					t.Fatalf("len %d g %d dec %d: SeekEnd %d, %v", n, g, i, end, err)
				}
				for range 20 {
					off := r.IntN(n + 2)
					k := r.IntN(5000)
					if p, err := d.Seek(int64(off), io.SeekStart); err != nil || p != int64(off) {
						t.Fatal(p, err)
					}
					buf := make([]byte, k)
					m, err := io.ReadFull(d, buf)
					want := in[min(off, n):min(off+k, n)]
					if m != len(want) || !bytes.Equal(buf[:m], want) {
						t.Fatalf("len %d g %d dec %d: read %d at %d: %d bytes, %v", n, g, i, k, off, m, err)
					}
				}
				if p, err := d.Seek(-1, io.SeekCurrent); n > 0 && err != nil || err == nil && p < 0 {
					t.Fatal(p, err)
				}
			}
		}
	}
}

func TestSlicesRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 1024, 1025, 9000, 70000, 600000} {
		in := testInput(n)
		for g := 0; g <= 4; g++ {
			enc, root := Encode(nil, in, g)
			ob, _ := EncodeOutboard(nil, in, g)
			for i := range 30 {
				start, count := uint64(r.IntN(n+3)), uint64(r.IntN(n+3))
				switch i {
				case 0:
					start, count = 0, uint64(n)
				case 1:
					start, count = 1<<64-1, 1<<64-1
				case 2:
					start, count = 5, 1<<64-1
				}
				var a, b bytes.Buffer
				if err := ExtractSlice(&a, bytes.NewReader(enc), nil, start, count, g); err != nil {
					t.Fatal(err)
				}
				if err := ExtractSlice(&b, onlyReader{bytes.NewReader(ob)}, onlyReader{bytes.NewReader(in)}, start, count, g); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Fatalf("len %d g %d: slices from combined and outboard differ", n, g)
				}
				if i == 0 && !bytes.Equal(a.Bytes(), enc) {
					t.Fatalf("len %d g %d: the whole slice is not the encoding", n, g)
				}
				sl := bytes.Clone(a.Bytes())
				got, err := io.ReadAll(NewSliceDecoder(&a, root, start, count, g))
				want := in[min(start, uint64(n)):min(satAdd(start, count), uint64(n))]
				if err != nil || !bytes.Equal(got, want) {
					t.Fatalf("len %d g %d slice %d+%d: %d bytes, %v", n, g, start, count, len(got), err)
				}
				if a.Len() != 0 {
					t.Fatalf("len %d g %d slice %d+%d: %d slice bytes not read", n, g, start, count, a.Len())
				}
				if len(sl) > headerLen { // every byte after the header is verified
					off := headerLen + r.IntN(len(sl)-headerLen)
					if _, err := io.ReadAll(NewSliceDecoder(bytes.NewReader(corrupt(sl, off)), root, start, count, g)); err == nil {
						t.Fatalf("len %d g %d slice %d+%d: corruption at %d decoded", n, g, start, count, off)
					}
				}
			}
		}
	}
}
