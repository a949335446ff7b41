package bao

import (
	"bytes"
	"io"
	"testing"
)

// FuzzDecoder decodes a mutated encoding (combined or outboard, any group,
// from a seeked position) of a known content under its root: decoding must
// never panic, and every byte it returns must be the content's.
func FuzzDecoder(f *testing.F) {
	f.Add(uint32(5000), uint8(0), false, uint32(100), []byte{1}, uint32(0))
	f.Add(uint32(0), uint8(0), false, uint32(0), []byte{}, uint32(0))
	f.Add(uint32(70000), uint8(2), true, uint32(3), []byte{0xff, 0xff}, uint32(40000))
	f.Add(uint32(2049), uint8(0), false, uint32(7), []byte{0x80}, uint32(2048))
	f.Add(uint32(270000), uint8(0), false, uint32(200000), []byte{0x01}, uint32(1<<31|5))
	f.Fuzz(func(t *testing.T, n uint32, group uint8, outboard bool, at uint32, patch []byte, seek uint32) {
		n %= 300000
		g := int(group % 5)
		in := testInput(int(n))
		var enc []byte
		var root [32]byte
		if outboard {
			enc, root = EncodeOutboard(nil, in, g)
		} else {
			enc, root = Encode(nil, in, g)
		}
		// Overwrite (and perhaps extend or, with an empty patch, cut) the encoding.
		p := int(at % uint32(len(enc)+1))
		mut := append(bytes.Clone(enc[:p]), patch...)
		if len(patch) > 0 && p+len(patch) < len(enc) {
			mut = append(mut, enc[p+len(patch):]...)
		}
		var d *Decoder
		if outboard {
			d = NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(mut), root, g)
		} else if seek>>31 == 1 {
			d = NewDecoderBytes(mut, root, g) // verified in place
		} else {
			d = NewDecoder(bytes.NewReader(mut), root, g)
		}
		off := int64(seek % (n + 2))
		if _, err := d.Seek(off, io.SeekStart); err != nil {
			return
		}
		got, err := io.ReadAll(d)
		want := in[min(int(off), len(in)):]
		if len(got) > len(want) || !bytes.Equal(got, want[:len(got)]) {
			t.Fatalf("returned %d bytes that are not the content's", len(got))
		}
		if err == nil && len(got) != len(want) {
			t.Fatalf("returned %d of %d bytes without an error", len(got), len(want))
		}
		if bytes.Equal(mut[:min(len(mut), len(enc))], enc) && len(mut) >= len(enc) && err != nil {
			t.Fatalf("honest encoding failed: %v", err)
		}
	})
}

// FuzzSliceDecoder extracts a slice for a fuzzed range, mutates it and
// decodes it: never a panic, never a byte that is not the content's.
func FuzzSliceDecoder(f *testing.F) {
	f.Add(uint32(5000), uint8(0), uint64(1000), uint64(2000), uint32(100), []byte{1})
	f.Add(uint32(0), uint8(0), uint64(0), uint64(0), uint32(0), []byte{})
	f.Add(uint32(70000), uint8(3), uint64(1<<63), uint64(1<<64-1), uint32(7), []byte{0xff})
	f.Fuzz(func(t *testing.T, n uint32, group uint8, start, count uint64, at uint32, patch []byte) {
		n %= 300000
		g := int(group % 5)
		in := testInput(int(n))
		enc, root := Encode(nil, in, g)
		var sl bytes.Buffer
		if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, start, count, g); err != nil {
			t.Fatal(err)
		}
		s := sl.Bytes()
		p := int(at % uint32(len(s)+1))
		mut := append(bytes.Clone(s[:p]), patch...)
		if len(patch) > 0 && p+len(patch) < len(s) {
			mut = append(mut, s[p+len(patch):]...)
		}
		got, err := io.ReadAll(NewSliceDecoder(bytes.NewReader(mut), root, start, count, g))
		want := in[min(start, uint64(n)):min(satAdd(start, count), uint64(n))]
		if len(got) > len(want) || !bytes.Equal(got, want[:len(got)]) {
			t.Fatalf("returned %d bytes that are not the content's", len(got))
		}
		if err == nil && len(got) != len(want) {
			t.Fatalf("returned %d of %d bytes without an error", len(got), len(want))
		}
		if bytes.Equal(mut, s) && err != nil {
			t.Fatalf("honest slice failed: %v", err)
		}
	})
}
