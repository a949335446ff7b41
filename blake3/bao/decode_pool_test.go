package bao

import (
	"bytes"
	"fmt"
	"io"
	"sync"
	"testing"
)

// poolLengths reach every buffer class (1 KiB << i, up to 256 KiB), some
// at a bound, besides the empty content and content over 256 KiB.
var poolLengths = []int{0, 1, 1024, 1025, 4096, 5000, 16 << 10, 16<<10 + 1, 64 << 10, 100000, 256<<10 - 1, 256 << 10, 256<<10 + 1, 600000}

// openDecoder returns a Decoder of one of five kinds over in, encoded with
// group g: in memory, from a sequential reader, outboard from seekable
// readers, from a seekable reader, of a slice.
func openDecoder(kind int, in []byte, g int) (*Decoder, string) {
	enc, root := Encode(nil, in, g)
	ob, _ := EncodeOutboard(nil, in, g)
	switch kind {
	case 0:
		return NewDecoderBytes(enc, root, g), "bytes"
	case 1:
		return NewDecoder(onlyReader{bytes.NewReader(enc)}, root, g), "reader"
	case 2:
		return NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(ob), root, g), "outboard"
	case 3:
		return NewDecoder(bytes.NewReader(enc), root, g), "seekable reader"
	default:
		var sl bytes.Buffer
		if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, 0, uint64(len(in)), g); err != nil {
			panic(err)
		}
		return NewSliceDecoder(&sl, root, 0, uint64(len(in)), g), "slice"
	}
}

// TestDecodersShareNothing reads many Decoders in turn, a little at a
// time, so that each holds pooled buffers while others take and give back
// theirs (the short ones reach their end, and give theirs back, first):
// every byte must still be the content.
func TestDecodersShareNothing(t *testing.T) {
	big := testInput(600000)
	type open struct {
		d    *Decoder
		in   []byte
		pos  int
		name string
	}
	var ds []*open
	for i, n := range poolLengths {
		for kind := range 5 {
			g := (i + kind) % 5
			d, name := openDecoder(kind, big[:n], g)
			ds = append(ds, &open{d, big[:n], 0, fmt.Sprintf("%s n=%d g=%d", name, n, g)})
		}
	}
	buf := make([]byte, 7919)
	for live := len(ds); live > 0; {
		live = 0
		for _, o := range ds {
			if o.d == nil {
				continue
			}
			k, err := o.d.Read(buf)
			if !bytes.Equal(buf[:k], o.in[o.pos:o.pos+k]) {
				t.Fatalf("%s: bytes %d..%d differ from the content", o.name, o.pos, o.pos+k)
			}
			o.pos += k
			switch {
			case err == io.EOF:
				if o.pos != len(o.in) {
					t.Fatalf("%s: io.EOF at %d", o.name, o.pos)
				}
				o.d = nil
			case err != nil:
				t.Fatalf("%s: %v", o.name, err)
			default:
				live++
			}
		}
	}
}

// TestDecoderReusesAfterEnd: a Decoder that gave its buffers back at the
// end takes them again for a Seek and Read.
func TestDecoderReusesAfterEnd(t *testing.T) {
	big := testInput(600000)
	for _, n := range poolLengths[1:] {
		for _, kind := range []int{0, 2, 3} { // seekable
			d, name := openDecoder(kind, big[:n], 0)
			if got, err := io.ReadAll(d); err != nil || !bytes.Equal(got, big[:n]) {
				t.Fatalf("%s n=%d: %v", name, n, err)
			}
			if d.s != nil || d.bufp != nil {
				t.Fatalf("%s n=%d: buffers held after the end", name, n)
			}
			for _, at := range []int64{0, int64(n) / 2, int64(n) - 1} {
				if _, err := d.Seek(at, io.SeekStart); err != nil {
					t.Fatal(err)
				}
				got, err := io.ReadAll(d)
				if err != nil || !bytes.Equal(got, big[at:n]) {
					t.Fatalf("%s n=%d: read from %d again: %v", name, n, at, err)
				}
			}
		}
	}
}

// TestPoolsConcurrent decodes, extracts slices and encodes streams on
// several goroutines at once (the race detector watches the pools).
func TestPoolsConcurrent(t *testing.T) {
	big := testInput(600000)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i, n := range poolLengths {
				kind := (i + w) % 5
				d, name := openDecoder(kind, big[:n], w)
				if got, err := io.ReadAll(d); err != nil || !bytes.Equal(got, big[:n]) {
					t.Errorf("%s n=%d g=%d: %v", name, n, w, err)
				}
				want, root := Encode(nil, big[:n], w)
				var m memFile
				if k, r, err := EncodeStream(&m, bytes.NewReader(big[:n]), w, false); err != nil || k != int64(n) || r != root || !bytes.Equal(m.b, want) {
					t.Errorf("EncodeStream n=%d g=%d: %v", n, w, err)
				}
				var sl, wantSl bytes.Buffer
				if err := ExtractSlice(&sl, bytes.NewReader(want), nil, uint64(n/3), 5000, w); err != nil {
					t.Error(err)
				}
				if err := ExtractSlice(&wantSl, onlyReader{bytes.NewReader(want)}, nil, uint64(n/3), 5000, w); err != nil || !bytes.Equal(sl.Bytes(), wantSl.Bytes()) {
					t.Errorf("ExtractSlice n=%d g=%d: %v", n, w, err)
				}
			}
		})
	}
	wg.Wait()
}

// TestDecoderAllocs: a Decoder of any kind allocates itself and nothing
// more once the pools are warm, whatever the content's length; ExtractSlice
// allocates nothing.
func TestDecoderAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented build")
	}
	for _, n := range []int{0, 1000, 4096, 64 << 10, 300000} {
		in := testInput(n)
		enc, root := Encode(nil, in, 0)
		ob, _ := EncodeOutboard(nil, in, 0)
		var sl bytes.Buffer
		if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, 100, 5000, 0); err != nil {
			t.Fatal(err)
		}
		var r1, r2 bytes.Reader
		cases := []struct {
			name string
			f    func() *Decoder
		}{
			{"bytes", func() *Decoder { return NewDecoderBytes(enc, root, 0) }},
			{"outboard bytes", func() *Decoder { return NewOutboardDecoderBytes(in, ob, root, 0) }},
			{"reader", func() *Decoder { r1.Reset(enc); return NewDecoder(&r1, root, 0) }},
			{"outboard", func() *Decoder { r1.Reset(in); r2.Reset(ob); return NewOutboardDecoder(&r1, &r2, root, 0) }},
			{"slice", func() *Decoder { r1.Reset(sl.Bytes()); return NewSliceDecoder(&r1, root, 100, 5000, 0) }},
		}
		var out bytes.Buffer
		out.Grow(sl.Len())
		if a := testing.AllocsPerRun(10, func() {
			out.Reset()
			r1.Reset(enc)
			if err := ExtractSlice(&out, &r1, nil, 100, 5000, 0); err != nil {
				t.Fatal(err)
			}
		}); a != 0 {
			t.Errorf("n=%d ExtractSlice: %v allocations", n, a)
		}
		for _, c := range cases {
			if _, err := c.f().WriteTo(io.Discard); err != nil {
				t.Fatalf("n=%d %s: %v", n, c.name, err)
			}
			if a := testing.AllocsPerRun(10, func() { c.f().WriteTo(io.Discard) }); a > 1 {
				t.Errorf("n=%d %s: %v allocations, want the Decoder's one", n, c.name, a)
			}
		}
	}
}
