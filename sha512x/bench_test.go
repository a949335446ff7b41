package sha512x

import (
	"crypto/sha512"
	"fmt"
	"testing"
)

// BenchmarkEight hashes eight messages of one size per op: with SumBatch
// under each kernel, and with crypto/sha512 in a loop ("stdlib"), in the same
// run so that ratios are meaningful. Bytes/s is the aggregate throughput.
func BenchmarkEight(b *testing.B) {
	defer SetKernel("auto")
	for _, size := range []int{64, 200, 1232, 8192} {
		msgs := make([][]byte, 8)
		for i := range msgs {
			msgs[i] = pool[i*size+i : (i+1)*size+i]
		}
		out := make([][64]byte, 8)
		b.Run(fmt.Sprintf("%d/impl=stdlib", size), func(b *testing.B) {
			b.SetBytes(int64(8 * size))
			b.ReportAllocs()
			for b.Loop() {
				for i, m := range msgs {
					out[i] = sha512.Sum512(m)
				}
			}
		})
		for _, k := range Kernels() {
			SetKernel(k)
			b.Run(fmt.Sprintf("%d/impl=%s", size, k), func(b *testing.B) {
				b.SetBytes(int64(8 * size))
				b.ReportAllocs()
				for b.Loop() {
					SumBatch(out, msgs)
				}
			})
		}
	}
}

// BenchmarkPrefixed is BenchmarkEight for SumPrefixedBatch, the Ed25519 form:
// the size is that of the message after the 64-byte prefix.
func BenchmarkPrefixed(b *testing.B) {
	defer SetKernel("auto")
	for _, size := range []int{32, 200, 1232} {
		msgs := make([][]byte, 8)
		for i := range msgs {
			msgs[i] = pool[i*size : (i+1)*size]
		}
		prefixes := make([][64]byte, 8)
		out := make([][64]byte, 8)
		for _, k := range Kernels() {
			SetKernel(k)
			b.Run(fmt.Sprintf("%d/impl=%s", size, k), func(b *testing.B) {
				b.SetBytes(int64(8 * (64 + size)))
				b.ReportAllocs()
				for b.Loop() {
					SumPrefixedBatch(out, prefixes, msgs)
				}
			})
		}
	}
}

// BenchmarkBlocks measures a block kernel alone: every lane hashes 64 blocks
// per op. Bytes/s counts all lanes.
func BenchmarkBlocks(b *testing.B) {
	for _, k := range laneKernels() {
		b.Run("impl="+k.String(), func(b *testing.B) {
			var h [8][MaxLanes]uint64
			var p [MaxLanes]*byte
			var n [MaxLanes]uint64
			for i := range k.width() {
				p[i], n[i] = &pool[i*8192+i], 64
			}
			for i := k.width(); i < MaxLanes; i++ {
				p[i] = &pool[0]
			}
			b.SetBytes(int64(k.width() * 64 * BlockSize))
			for b.Loop() {
				blocks(k, &h, &p, &n)
			}
		})
	}
	b.Run("impl=stdlib", func(b *testing.B) {
		b.SetBytes(64 * BlockSize)
		for b.Loop() {
			sha512.Sum512(pool[:64*BlockSize-17])
		}
	})
}
