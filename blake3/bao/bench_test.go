package bao

import (
	"fmt"
	"io"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
)

var benchSizes = []int{1 << 20, 64 << 20}

func benchEach(b *testing.B, f func(b *testing.B, in []byte)) {
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

func BenchmarkEncode(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := EncodedSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
		for b.Loop() {
			Encode(dst, in, 0)
		}
	})
}

func BenchmarkEncodeOutboard(b *testing.B) {
	benchEach(b, func(b *testing.B, in []byte) {
		s, _ := OutboardSize(int64(len(in)), 0)
		dst := make([]byte, 0, s)
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
