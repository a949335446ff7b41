package blake3

import (
	"fmt"
	"slices"
	"testing"
)

var benchSizes = []int{0, 1, 32, 64, 256, 1 << 10, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20}

func sizeName(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dMiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dKiB", n>>10)
	}
	return fmt.Sprintf("%dB", n)
}

func benchEach(b *testing.B, sizes []int, f func(b *testing.B, in []byte)) {
	for _, n := range sizes {
		in := make([]byte, n)
		b.Run(sizeName(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			f(b, in)
		})
	}
}

func BenchmarkSum256(b *testing.B) {
	benchEach(b, benchSizes, func(b *testing.B, in []byte) {
		for b.Loop() {
			Sum256(in)
		}
	})
}

func BenchmarkKeyed(b *testing.B) {
	var key [KeySize]byte
	benchEach(b, benchSizes, func(b *testing.B, in []byte) {
		for b.Loop() {
			KeyedSum256(&key, in)
		}
	})
}

func BenchmarkDeriveKey(b *testing.B) {
	out := make([]byte, 32)
	benchEach(b, benchSizes, func(b *testing.B, in []byte) {
		for b.Loop() {
			DeriveKey(out, "vilya benchmark context", in)
		}
	})
}

func BenchmarkKeyDeriver(b *testing.B) {
	out := make([]byte, 32)
	d := NewKeyDeriver("vilya benchmark context")
	benchEach(b, benchSizes, func(b *testing.B, in []byte) {
		for b.Loop() {
			d.DeriveKey(out, in)
		}
	})
}

// BenchmarkXOF reads n bytes of extended output of a 4 KiB input, for the
// benchmark sizes and the matrix's 64..4096-byte outputs.
func BenchmarkXOF(b *testing.B) {
	in := make([]byte, 4<<10)
	sizes := append([]int{128, 512, 2048}, benchSizes...)
	slices.Sort(sizes)
	for _, n := range slices.Compact(sizes) {
		out := make([]byte, n)
		b.Run(sizeName(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				SumXOF(out, in)
			}
		})
	}
}

// BenchmarkStreaming writes 1 MiB in pieces of the given size.
func BenchmarkStreaming(b *testing.B) {
	in := make([]byte, 1<<20)
	h := New()
	for _, w := range []int{64, 4 << 10, 16 << 10, 64 << 10} {
		b.Run(sizeName(w), func(b *testing.B) {
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				h.Reset()
				for p := in; len(p) > 0; p = p[w:] {
					h.Write(p[:w])
				}
				h.Sum256()
			}
		})
	}
}

// BenchmarkStreamingSizes writes inputs of each size in one Write.
func BenchmarkStreamingSizes(b *testing.B) {
	h := New()
	benchEach(b, benchSizes, func(b *testing.B, in []byte) {
		for b.Loop() {
			h.Reset()
			h.Write(in)
			h.Sum256()
		}
	})
}

func BenchmarkParallel(b *testing.B) {
	h := New()
	for _, n := range []int{256 << 10, 1 << 20, 4 << 20, 16 << 20, 64 << 20} {
		in := make([]byte, n)
		for _, workers := range []int{1, 0} {
			b.Run(fmt.Sprintf("%s/workers=%d", sizeName(n), workers), func(b *testing.B) {
				b.SetBytes(int64(n))
				b.ReportAllocs()
				for b.Loop() {
					h.Reset()
					h.WriteParallel(in, workers)
					h.Sum256()
				}
			})
		}
	}
}
