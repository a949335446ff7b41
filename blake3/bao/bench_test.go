package bao

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// benchSizes are the gap matrix's sizes; VILYA_BAO_GIB=1 adds 1 GiB (the
// issue's size for the speed bars; about 4 GiB of memory in all):
//
//	VILYA_BAO_GIB=1 GOMAXPROCS=1 go test -run '^$' -bench . -benchtime 5x ./blake3/bao
//
// Set GOMAXPROCS in the environment rather than with -cpu: with b.Loop,
// the testing package measures the first -cpu value at the process's
// default GOMAXPROCS.
var benchSizes = func() []int {
	s := []int{1 << 20, 64 << 20}
	if os.Getenv("VILYA_BAO_GIB") == "1" {
		s = append(s, 1<<30)
	}
	return s
}()

var headerOnce sync.Once

func benchEach(b *testing.B, f func(b *testing.B, in []byte)) {
	if len(benchSizes) > 2 { // a measurement run: its raw output starts with the environment
		headerOnce.Do(func() { fmt.Print(measureenv.Header()) })
	}
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("%dKiB", n>>10), func(b *testing.B) {
			in := testInput(n)
			b.SetBytes(int64(n))
			b.ReportAllocs()
			f(b, in)
		})
	}
}

func BenchmarkSum256(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		for b.Loop() {
			blake3.Sum256(in)
		}
	})
}

// The encoding benchmarks write into a destination allocated once and
// written once before the timer starts (touched): they time encoding into
// memory that is already mapped, as a reused buffer is. The first write to
// freshly allocated pages costs the kernel's page faults whatever writes
// them (on the VM of docs/results/2026-12-02-bao-encode, seconds per GiB),
// which Sum256, writing nothing, never pays.

func BenchmarkEncode(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := EncodedSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
		Encode(dst, in, 0) // untimed: maps dst's pages
		for b.Loop() {
			Encode(dst, in, 0)
		}
	})
}

func BenchmarkEncodeOutboard(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := OutboardSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
		EncodeOutboard(dst, in, 0) // untimed: maps dst's pages
		for b.Loop() {
			EncodeOutboard(dst, in, 0)
		}
	})
}

func BenchmarkDecode(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		enc, root := Encode(nil, in, 0)
		for b.Loop() {
			d := NewDecoderBytes(enc, root, 0)
			if _, err := io.Copy(io.Discard, d); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkDecodeOutboard(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		ob, root := EncodeOutboard(nil, in, 0)
		for b.Loop() {
			d := NewOutboardDecoderBytes(in, ob, root, 0)
			if _, err := io.Copy(io.Discard, d); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// The multi-core benchmarks run on GOMAXPROCS workers: compare runs at
// GOMAXPROCS=1, 2 (and more) with Sum256Parallel, WriteParallel over the
// same bytes.

func BenchmarkSum256Parallel(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		var h blake3.Hasher
		for b.Loop() {
			h.Reset()
			h.WriteParallel(in, 0)
			h.Sum(nil)
		}
	})
}

func BenchmarkEncodeParallel(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := EncodedSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
		EncodeParallel(dst, in, 0, 0) // untimed: maps dst's pages
		for b.Loop() {
			EncodeParallel(dst, in, 0, 0)
		}
	})
}

func BenchmarkEncodeOutboardParallel(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := OutboardSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
		EncodeOutboardParallel(dst, in, 0, 0) // untimed: maps dst's pages
		for b.Loop() {
			EncodeOutboardParallel(dst, in, 0, 0)
		}
	})
}

// BenchmarkEncodeTo writes to io.Discard (what EncodeTo itself costs) and
// to a bytes.Buffer reset each time (a writer that stores the bytes: a
// copy of them, into memory already mapped).
func BenchmarkEncodeTo(b *testing.B) {
	b.Run("discard", func(b *testing.B) {
		benchEach(b, func(b *testing.B, in []byte) {
			EncodeTo(io.Discard, in, 0) // untimed: the parent nodes' buffer
			for b.Loop() {
				EncodeTo(io.Discard, in, 0)
			}
		})
	})
	b.Run("buffer", func(b *testing.B) {
		benchEach(b, func(b *testing.B, in []byte) {
			var w bytes.Buffer
			EncodeTo(&w, in, 0) // untimed: grows the buffer and maps its pages
			for b.Loop() {
				w.Reset()
				EncodeTo(&w, in, 0)
			}
		})
	})
}

// BenchmarkEncodeStream encodes content of unknown length into an
// in-memory ReadWriterAt already mapped (mem) and into a file in
// b.TempDir() (file): small content is written once, longer content read
// back and rewritten (the flip).
func BenchmarkEncodeStream(b *testing.B) {
	for _, dst := range []string{"mem", "file"} {
		b.Run(dst, func(b *testing.B) {
			for _, n := range []int{4 << 10, 64 << 10, 256 << 10, 1 << 20, 64 << 20} {
				b.Run(fmt.Sprintf("%dKiB", n>>10), func(b *testing.B) {
					in := testInput(n)
					s, _ := EncodedSize(int64(n), 0)
					var w ReadWriterAt = &memFile{b: make([]byte, s)}
					if dst == "file" {
						f, err := os.Create(b.TempDir() + "/enc")
						if err != nil {
							b.Fatal(err)
						}
						defer f.Close()
						w = f
					}
					var r bytes.Reader
					b.SetBytes(int64(n))
					b.ReportAllocs()
					for b.Loop() {
						r.Reset(in)
						if _, _, err := EncodeStream(w, &r, 0, false); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		})
	}
}

// BenchmarkDecodeSmall decodes small encodings, a Decoder each (as a
// store verifying many small objects does), beside Sum256 of the same
// bytes: combined in memory, combined from a bytes.Reader, outboard in
// memory.
func BenchmarkDecodeSmall(b *testing.B) {
	for _, n := range []int{1 << 10, 4 << 10, 64 << 10, 256 << 10} {
		in := testInput(n)
		enc, root := Encode(nil, in, 0)
		ob, _ := EncodeOutboard(nil, in, 0)
		var r bytes.Reader
		for _, c := range []struct {
			name string
			f    func() error
		}{
			{"sum256", func() error { blake3.Sum256(in); return nil }},
			{"bytes", func() error { _, err := NewDecoderBytes(enc, root, 0).WriteTo(io.Discard); return err }},
			{"reader", func() error {
				r.Reset(enc)
				_, err := NewDecoder(&r, root, 0).WriteTo(io.Discard)
				return err
			}},
			{"outboard", func() error { _, err := NewOutboardDecoderBytes(in, ob, root, 0).WriteTo(io.Discard); return err }},
		} {
			b.Run(fmt.Sprintf("%s/%dKiB", c.name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(n))
				b.ReportAllocs()
				for b.Loop() {
					if err := c.f(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkSlice extracts and verifies a 4 KiB slice from the middle of
// an encoding in memory.
func BenchmarkSlice(b *testing.B) {
	for _, n := range []int{1 << 20, 64 << 20} {
		in := testInput(n)
		enc, root := Encode(nil, in, 0)
		start := uint64(n/2 + 1000)
		var sl bytes.Buffer
		if err := ExtractSlice(&sl, bytes.NewReader(enc), nil, start, 4096, 0); err != nil {
			b.Fatal(err)
		}
		var r bytes.Reader
		b.Run(fmt.Sprintf("extract/%dKiB", n>>10), func(b *testing.B) {
			var out bytes.Buffer
			b.ReportAllocs()
			for b.Loop() {
				out.Reset()
				r.Reset(enc)
				if err := ExtractSlice(&out, &r, nil, start, 4096, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("decode/%dKiB", n>>10), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r.Reset(sl.Bytes())
				if _, err := NewSliceDecoder(&r, root, start, 4096, 0).WriteTo(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
