package bao

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
)

// vectorsPath is the Bao test vector file, copied into the repository
// (testdata/SOURCES.md says from where, and under which licence).
const vectorsPath = "../../testdata/bao/test_vectors.json"

// The case counts of that file; the loader checks them, so a truncated or
// replaced file cannot pass with fewer cases.
const (
	wantCases  = 13  // in each of hash, encode, outboard, seek and slice
	wantSlices = 222 // slices over the slice cases
)

type vectors struct {
	Hash []struct {
		InputLen int    `json:"input_len"`
		BaoHash  string `json:"bao_hash"`
	} `json:"hash"`
	Encode []struct {
		InputLen     int    `json:"input_len"`
		OutputLen    int    `json:"output_len"`
		BaoHash      string `json:"bao_hash"`
		EncodedBlake string `json:"encoded_blake3"`
		Corruptions  []int  `json:"corruptions"`
	} `json:"encode"`
	Outboard []struct {
		InputLen            int    `json:"input_len"`
		OutputLen           int    `json:"output_len"`
		BaoHash             string `json:"bao_hash"`
		EncodedBlake        string `json:"encoded_blake3"`
		OutboardCorruptions []int  `json:"outboard_corruptions"`
		InputCorruptions    []int  `json:"input_corruptions"`
	} `json:"outboard"`
	Seek []struct {
		InputLen    int     `json:"input_len"`
		SeekOffsets []int64 `json:"seek_offsets"`
	} `json:"seek"`
	Slice []struct {
		InputLen int    `json:"input_len"`
		BaoHash  string `json:"bao_hash"`
		Slices   []struct {
			Start        uint64 `json:"start"`
			Len          uint64 `json:"len"`
			OutputLen    int    `json:"output_len"`
			OutputBlake3 string `json:"output_blake3"`
			Corruptions  []int  `json:"corruptions"`
		} `json:"slices"`
	} `json:"slice"`
}

func loadVectors(t *testing.T) *vectors {
	t.Helper()
	b, err := os.ReadFile(vectorsPath)
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	slices := 0
	for _, c := range v.Slice {
		slices += len(c.Slices)
	}
	if len(v.Hash) != wantCases || len(v.Encode) != wantCases || len(v.Outboard) != wantCases ||
		len(v.Seek) != wantCases || len(v.Slice) != wantCases || slices != wantSlices {
		t.Fatalf("%s: %d/%d/%d/%d/%d cases and %d slices, want %d each and %d", vectorsPath,
			len(v.Hash), len(v.Encode), len(v.Outboard), len(v.Seek), len(v.Slice), slices, wantCases, wantSlices)
	}
	return &v
}

// vectorInput returns the vectors' input of n bytes: a 4-byte
// little-endian counter from 1.
func vectorInput(n int) []byte {
	b := make([]byte, n+4)
	for i := 0; i < n; i += 4 {
		c := uint32(i/4 + 1)
		b[i], b[i+1], b[i+2], b[i+3] = byte(c), byte(c>>8), byte(c>>16), byte(c>>24)
	}
	return b[:n]
}

func unhex32(t *testing.T, s string) [32]byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != 32 {
		t.Fatalf("bad hash %q", s)
	}
	return [32]byte(b)
}

// decodeAll decodes a combined encoding to its end.
// decodeAll decodes enc through a reader (NewDecoder) and in memory
// (NewDecoderBytes, which verifies the content where it lies in enc) and
// returns the first's result, or an error saying they differ.
func decodeAll(enc []byte, root [32]byte, group int) ([]byte, error) {
	got, err := io.ReadAll(NewDecoder(bytes.NewReader(enc), root, group))
	mem, merr := io.ReadAll(NewDecoderBytes(enc, root, group))
	if !bytes.Equal(got, mem) || (err == nil) != (merr == nil) {
		return got, fmt.Errorf("NewDecoder gave %d bytes, %v; NewDecoderBytes %d bytes, %v", len(got), err, len(mem), merr)
	}
	return got, err
}

func corrupt(b []byte, i int) []byte {
	c := bytes.Clone(b)
	c[i] ^= 1
	return c
}

func TestVectorsHash(t *testing.T) {
	for _, c := range loadVectors(t).Hash {
		in := vectorInput(c.InputLen)
		_, root := Encode(nil, in, 0)
		if root != unhex32(t, c.BaoHash) || blake3.Sum256(in) != root {
			t.Errorf("len %d: root %x, want %s", c.InputLen, root, c.BaoHash)
		}
	}
}

func TestVectorsEncode(t *testing.T) {
	for _, c := range loadVectors(t).Encode {
		in := vectorInput(c.InputLen)
		enc, root := Encode(nil, in, 0)
		want := unhex32(t, c.BaoHash)
		if root != want || len(enc) != c.OutputLen || blake3.Sum256(enc) != unhex32(t, c.EncodedBlake) {
			t.Fatalf("len %d: encoding of %d bytes (want %d) or root or its hash differ", c.InputLen, len(enc), c.OutputLen)
		}
		if s, _ := EncodedSize(int64(c.InputLen), 0); s != int64(len(enc)) {
			t.Errorf("len %d: EncodedSize %d, want %d", c.InputLen, s, len(enc))
		}
		got, err := decodeAll(enc, root, 0)
		if err != nil || !bytes.Equal(got, in) {
			t.Fatalf("len %d: decode: %v", c.InputLen, err)
		}
		for _, off := range c.Corruptions {
			got, err := decodeAll(corrupt(enc, off), root, 0)
			if err == nil {
				t.Errorf("len %d: corruption at %d decoded", c.InputLen, off)
			}
			if len(got) > 0 && !bytes.Equal(got, in[:len(got)]) {
				t.Errorf("len %d: corruption at %d returned wrong bytes", c.InputLen, off)
			}
		}
		// The stream encoders give the same bytes.
		checkReaderEncoders(t, in, enc, 0, false)
	}
}

func TestVectorsOutboard(t *testing.T) {
	for _, c := range loadVectors(t).Outboard {
		in := vectorInput(c.InputLen)
		ob, root := EncodeOutboard(nil, in, 0)
		if root != unhex32(t, c.BaoHash) || len(ob) != c.OutputLen || blake3.Sum256(ob) != unhex32(t, c.EncodedBlake) {
			t.Fatalf("len %d: outboard of %d bytes (want %d) or root or its hash differ", c.InputLen, len(ob), c.OutputLen)
		}
		if s, _ := OutboardSize(int64(c.InputLen), 0); s != int64(len(ob)) {
			t.Errorf("len %d: OutboardSize %d, want %d", c.InputLen, s, len(ob))
		}
		dec := func(in, ob []byte) ([]byte, error) {
			return io.ReadAll(NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(ob), root, 0))
		}
		if got, err := dec(in, ob); err != nil || !bytes.Equal(got, in) {
			t.Fatalf("len %d: decode: %v", c.InputLen, err)
		}
		for _, off := range c.OutboardCorruptions {
			if _, err := dec(in, corrupt(ob, off)); err == nil {
				t.Errorf("len %d: outboard corruption at %d decoded", c.InputLen, off)
			}
		}
		for _, off := range c.InputCorruptions {
			if _, err := dec(corrupt(in, off), ob); err == nil {
				t.Errorf("len %d: input corruption at %d decoded", c.InputLen, off)
			}
		}
		checkReaderEncoders(t, in, ob, 0, true)
	}
}

func TestVectorsSeek(t *testing.T) {
	for _, c := range loadVectors(t).Seek {
		in := vectorInput(c.InputLen)
		enc, root := Encode(nil, in, 0)
		ob, _ := EncodeOutboard(nil, in, 0)
		for _, off := range c.SeekOffsets {
			want := in[min(int(off), len(in)):]
			for _, d := range []*Decoder{
				NewDecoder(bytes.NewReader(enc), root, 0),
				NewOutboardDecoder(bytes.NewReader(in), bytes.NewReader(ob), root, 0),
			} {
				if p, err := d.Seek(off, io.SeekStart); err != nil || p != off {
					t.Fatalf("len %d: seek %d: %d, %v", c.InputLen, off, p, err)
				}
				got, err := io.ReadAll(d)
				if err != nil || !bytes.Equal(got, want) {
					t.Fatalf("len %d: after seek %d: %d bytes, %v", c.InputLen, off, len(got), err)
				}
			}
		}
	}
}

func TestVectorsSlice(t *testing.T) {
	for _, c := range loadVectors(t).Slice {
		in := vectorInput(c.InputLen)
		root := unhex32(t, c.BaoHash)
		enc, _ := Encode(nil, in, 0)
		ob, _ := EncodeOutboard(nil, in, 0)
		for _, s := range c.Slices {
			var sl, sl2 bytes.Buffer
			if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, s.Start, s.Len, 0); err != nil {
				t.Fatal(err)
			}
			if err := ExtractSlice(&sl2, bytes.NewReader(ob), bytes.NewReader(in), s.Start, s.Len, 0); err != nil {
				t.Fatal(err)
			}
			if sl.Len() != s.OutputLen || blake3.Sum256(sl.Bytes()) != unhex32(t, s.OutputBlake3) || !bytes.Equal(sl.Bytes(), sl2.Bytes()) {
				t.Fatalf("len %d slice %d+%d: %d bytes, want %d", c.InputLen, s.Start, s.Len, sl.Len(), s.OutputLen)
			}
			lo := min(s.Start, uint64(len(in)))
			hi := min(s.Start+s.Len, uint64(len(in)))
			got, err := io.ReadAll(NewSliceDecoder(bytes.NewReader(sl.Bytes()), root, s.Start, s.Len, 0))
			if err != nil || !bytes.Equal(got, in[lo:hi]) {
				t.Fatalf("len %d slice %d+%d: decode %d bytes, %v", c.InputLen, s.Start, s.Len, len(got), err)
			}
			for _, off := range s.Corruptions {
				_, err := io.ReadAll(NewSliceDecoder(bytes.NewReader(corrupt(sl.Bytes(), off)), root, s.Start, s.Len, 0))
				if err == nil {
					t.Errorf("len %d slice %d+%d: corruption at %d decoded", c.InputLen, s.Start, s.Len, off)
				}
			}
		}
	}
}

// memFile is an in-memory ReadWriterAt.
type memFile struct{ b []byte }

func (m *memFile) WriteAt(p []byte, off int64) (int, error) {
	if int(off)+len(p) > len(m.b) {
		m.b = append(m.b, make([]byte, int(off)+len(p)-len(m.b))...)
	}
	return copy(m.b[off:], p), nil
}

func (m *memFile) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(m.b)) {
		return 0, io.EOF
	}
	n := copy(p, m.b[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// checkReaderEncoders checks that EncodeReader and EncodeStream write want.
func checkReaderEncoders(t *testing.T, in, want []byte, group int, outboard bool) {
	t.Helper()
	root := blake3.Sum256(in)
	var m memFile
	r, err := EncodeReader(&m, bytes.NewReader(in), int64(len(in)), group, outboard)
	if err != nil || r != root || !bytes.Equal(m.b, want) {
		t.Fatalf("EncodeReader len %d g %d outboard %v: %v", len(in), group, outboard, err)
	}
	var s memFile
	n, r, err := EncodeStream(&s, iotestHalf{bytes.NewReader(in)}, group, outboard)
	if err != nil || r != root || n != int64(len(in)) || !bytes.Equal(s.b, want) {
		t.Fatalf("EncodeStream len %d g %d outboard %v: %v (%d bytes, want %d)", len(in), group, outboard, err, len(s.b), len(want))
	}
	if _, err := EncodeReader(&m, bytes.NewReader(in[:len(in)/2]), int64(len(in)), group, outboard); len(in) > 0 && !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("EncodeReader of a short reader: %v", err)
	}
}

// iotestHalf reads at most half of what is asked (at least one byte).
type iotestHalf struct{ r io.Reader }

func (h iotestHalf) Read(p []byte) (int, error) {
	if len(p) > 1 {
		p = p[:len(p)/2]
	}
	return h.r.Read(p)
}
