package bao

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"runtime"
	"testing"
	"time"
)

// bounded runs f and fails if it took more than a second or allocated more
// than 4 MiB: hostile input must not cost more than honest input of its
// real size.
func bounded(t *testing.T, what string, f func()) {
	t.Helper()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	start := time.Now()
	f()
	d := time.Since(start)
	runtime.ReadMemStats(&m1)
	if d > time.Second || m1.TotalAlloc-m0.TotalAlloc > 4<<20 {
		t.Errorf("%s: %v and %d bytes allocated", what, d, m1.TotalAlloc-m0.TotalAlloc)
	}
}

// checkPrefix fails unless got is a prefix of want.
func checkPrefix(t *testing.T, what string, got, want []byte) {
	t.Helper()
	if len(got) > len(want) || !bytes.Equal(got, want[:len(got)]) {
		t.Fatalf("%s: returned %d bytes that are not the content's", what, len(got))
	}
}

func TestTruncation(t *testing.T) {
	for _, n := range []int{0, 1, 1024, 1025, 5000, 300000} {
		in := testInput(n)
		for _, g := range []int{0, 2} {
			enc, root := Encode(nil, in, g)
			ob, _ := EncodeOutboard(nil, in, g)
			step := max(1, len(enc)/300)
			for cut := 0; cut < len(enc); cut += step {
				got, err := io.ReadAll(NewDecoder(onlyReader{bytes.NewReader(enc[:cut])}, root, g))
				if err == nil || !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Fatalf("len %d g %d: cut at %d: %v", n, g, cut, err)
				}
				checkPrefix(t, "truncated", got, in)
			}
			for cut := 0; cut < len(ob); cut += max(1, len(ob)/300) {
				if _, err := io.ReadAll(NewOutboardDecoderBytes(in, ob[:cut], root, g)); err == nil {
					t.Fatalf("len %d g %d: outboard cut at %d decoded", n, g, cut)
				}
			}
			if n > 0 {
				if _, err := io.ReadAll(NewOutboardDecoderBytes(in[:n-1], ob, root, g)); !errors.Is(err, io.ErrUnexpectedEOF) {
					t.Fatalf("len %d g %d: short content: %v", n, g, err)
				}
			}
		}
	}
}

// TestExtension checks that bytes after an encoding are never read
// (the specification's trailing garbage, which cannot change the content),
// and that a length header grown by any amount fails.
func TestExtension(t *testing.T) {
	for _, n := range []int{0, 1, 1024, 2049, 70000} {
		in := testInput(n)
		enc, root := Encode(nil, in, 0)
		long := append(bytes.Clone(enc), testInput(5000)...)
		if got, err := io.ReadAll(NewDecoderBytes(long, root, 0)); err != nil || !bytes.Equal(got, in) {
			t.Fatalf("len %d: trailing bytes: %v", n, err)
		}
		for _, grow := range []uint64{1, 1023, 1024, 1025, uint64(n), 5000} {
			if grow == 0 {
				continue
			}
			forged := bytes.Clone(long)
			binary.LittleEndian.PutUint64(forged, uint64(n)+grow)
			got, err := io.ReadAll(NewDecoderBytes(forged, root, 0))
			if err == nil {
				t.Fatalf("len %d: length header +%d decoded", n, grow)
			}
			checkPrefix(t, "grown header", got, in)
		}
	}
}

// TestForgedLength forges length headers up to 2^64-1 on real encodings:
// decoding, seeking to the end, extracting and decoding slices fail, in
// bounded time and memory.
func TestForgedLength(t *testing.T) {
	in := testInput(70000)
	forgeries := []uint64{1, 1023, 1024, 69999, 70001, 140000, 1 << 32, 1<<62 + 1, 1<<63 - 1, 1 << 63, 1<<64 - 1}
	for _, g := range []int{0, 4} {
		enc, root := Encode(nil, in, g)
		ob, _ := EncodeOutboard(nil, in, g)
		for _, l := range forgeries {
			fe := bytes.Clone(enc)
			binary.LittleEndian.PutUint64(fe, l)
			fo := bytes.Clone(ob)
			binary.LittleEndian.PutUint64(fo, l)
			bounded(t, "forged length", func() {
				got, err := io.ReadAll(NewDecoder(bytes.NewReader(fe), root, g))
				if err == nil {
					t.Errorf("g %d length %d: decoded", g, l)
				}
				checkPrefix(t, "forged", got, in)
				if _, err := io.ReadAll(NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(fo), root, g)); err == nil {
					t.Errorf("g %d length %d: outboard decoded", g, l)
				}
				if p, err := NewDecoder(bytes.NewReader(fe), root, g).Seek(0, io.SeekEnd); err == nil {
					t.Errorf("g %d length %d: SeekEnd gave %d", g, l, p)
				}
				d := NewDecoderBytes(fe, root, g)
				if _, err := d.Seek(int64(min(l, 1<<62)), io.SeekStart); err != nil {
					t.Fatal(err)
				}
				if _, err := d.Read(make([]byte, 10)); err == nil {
					t.Errorf("g %d length %d: read past the end", g, l)
				}
				for _, r := range [][2]uint64{{0, 1<<64 - 1}, {1<<64 - 1, 1<<64 - 1}, {1 << 40, 100}, {69000, 5000}} {
					// Extraction verifies nothing: it only has to stop.
					var sl bytes.Buffer
					ExtractSlice(&sl, bytes.NewReader(fe), nil, r[0], r[1], g)
					if sl.Len() > len(fe) {
						t.Errorf("g %d length %d: slice %v of %d bytes", g, l, r, sl.Len())
					}
					// A slice whose header is forged, made from the honest one.
					sl.Reset()
					if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, r[0], r[1], g); err != nil {
						t.Fatal(err)
					}
					b := sl.Bytes()
					binary.LittleEndian.PutUint64(b, l)
					got, err := io.ReadAll(NewSliceDecoder(bytes.NewReader(b), root, r[0], r[1], g))
					if err == nil {
						t.Errorf("g %d length %d: forged slice %v decoded", g, l, r)
					}
					if r[0] < uint64(len(in)) {
						checkPrefix(t, "forged slice", got, in[r[0]:])
					}
				}
			})
		}
	}
}

// TestHugeSliceRange asks for ranges up to 2^64-1 of honest encodings: the
// slice is capped at the content, in bounded time and memory.
func TestHugeSliceRange(t *testing.T) {
	in := testInput(5000)
	enc, root := Encode(nil, in, 0)
	for _, r := range [][2]uint64{{0, 1<<64 - 1}, {4999, 1<<64 - 1}, {1<<64 - 1, 1<<64 - 1}, {1 << 63, 0}} {
		bounded(t, "huge range", func() {
			var sl bytes.Buffer
			if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, r[0], r[1], 0); err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(NewSliceDecoder(&sl, root, r[0], r[1], 0))
			if err != nil || !bytes.Equal(got, in[min(r[0], 5000):]) {
				t.Fatalf("range %v: %d bytes, %v", r, len(got), err)
			}
		})
	}
}

// TestErrorsSticky checks that a Decoder that failed keeps failing and
// that the error names the mismatch.
func TestErrorsSticky(t *testing.T) {
	in := testInput(600000)
	enc, root := Encode(nil, in, 0)
	enc[len(enc)-1] ^= 1
	d := NewDecoderBytes(enc, root, 0)
	got, err := io.ReadAll(d)
	if !errors.Is(err, ErrMismatch) {
		t.Fatalf("want ErrMismatch, got %v", err)
	}
	checkPrefix(t, "corrupt last chunk", got, in)
	if len(got) != 2*unitLen { // the two whole subtrees verified before the last
		t.Errorf("returned %d bytes, want %d", len(got), 2*unitLen)
	}
	if _, err2 := d.Read(make([]byte, 1)); err2 != err {
		t.Errorf("second Read: %v", err2)
	}
	if _, err2 := d.Seek(0, io.SeekStart); err2 != err {
		t.Errorf("Seek after the error: %v", err2)
	}
}

// TestEmptyNeedsRoot checks the specification's empty-encoding pitfall: the
// empty encoding decodes only under the hash of the empty input.
func TestEmptyNeedsRoot(t *testing.T) {
	enc, root := Encode(nil, nil, 0)
	if _, err := io.ReadAll(NewDecoderBytes(enc, root, 0)); err != nil {
		t.Fatal(err)
	}
	root[0] ^= 1
	if _, err := io.ReadAll(NewDecoderBytes(enc, root, 0)); !errors.Is(err, ErrMismatch) {
		t.Fatalf("empty encoding under another hash: %v", err)
	}
	if _, err := NewDecoderBytes(enc, root, 0).Seek(0, io.SeekEnd); !errors.Is(err, ErrMismatch) {
		t.Fatalf("SeekEnd of the empty encoding under another hash: %v", err)
	}
}

func TestBadGroupPanics(t *testing.T) {
	for _, g := range []int{-1, MaxGroup + 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("group %d did not panic", g)
				}
			}()
			Encode(nil, nil, g)
		}()
	}
}

func TestAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented build")
	}
	in := testInput(1 << 20)
	enc, root := Encode(nil, in, 0)
	dst := make([]byte, 0, len(enc))
	Encode(dst, in, 0)
	if a := testing.AllocsPerRun(5, func() { Encode(dst, in, 0) }); a != 0 {
		t.Errorf("Encode into a large enough dst: %v allocations", a)
	}
	if a := testing.AllocsPerRun(5, func() { EncodeOutboard(dst, in, 0) }); a != 0 {
		t.Errorf("EncodeOutboard into a large enough dst: %v allocations", a)
	}
	d := NewDecoderBytes(enc, root, 0)
	buf := make([]byte, 100000)
	if _, err := io.ReadFull(d, buf); err != nil {
		t.Fatal(err)
	}
	pos := int64(0)
	if a := testing.AllocsPerRun(20, func() {
		pos = (pos + 300000) % int64(len(in)-len(buf))
		d.Seek(pos, io.SeekStart)
		if _, err := io.ReadFull(d, buf); err != nil {
			t.Fatal(err)
		}
	}); a != 0 {
		t.Errorf("Decoder Seek and Read: %v allocations", a)
	}
}
