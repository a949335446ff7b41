package sha512x

import (
	"crypto/sha512"
	"fmt"
	"testing"
	"time"
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
			var h [8][maxLanes]uint64
			var p [nSeg][maxLanes]*byte
			var n [nSeg][maxLanes]uint64
			for i := range maxLanes {
				for j := range nSeg {
					p[j][i] = &pool[i*8192+i]
				}
				if i < k.width() {
					n[0][i] = 64
				}
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

// BenchmarkPaired alternates crypto/sha512 over eight messages and SumBatch
// on the same eight (with the kernel in use) within every iteration, and
// reports their time ratio as "speedup": load from other processes falls on
// both alike, so the ratio is steadier than one taken from separate runs.
// ns/op and B/s count the SumBatch half only.
func BenchmarkPaired(b *testing.B) {
	for _, size := range []int{200, 1232} {
		msgs := make([][]byte, 8)
		for i := range msgs {
			msgs[i] = pool[i*size+i : (i+1)*size+i]
		}
		out := make([][64]byte, 8)
		b.Run(fmt.Sprintf("%d/impl=%s", size, Kernel()), func(b *testing.B) {
			b.ReportAllocs()
			pairedLoop(b, out, msgs)
		})
	}
}

// pairedLoop runs crypto/sha512 over msgs and SumBatch on the same msgs in
// every iteration and reports the ratio of their times as "speedup", and
// ns/op for SumBatch alone.
func pairedLoop(b *testing.B, out [][64]byte, msgs [][]byte) {
	var std, batch time.Duration
	for b.Loop() {
		t0 := time.Now()
		for i, m := range msgs {
			out[i] = sha512.Sum512(m)
		}
		t1 := time.Now()
		SumBatch(out, msgs)
		t2 := time.Now()
		std += t1.Sub(t0)
		batch += t2.Sub(t1)
	}
	b.ReportMetric(float64(std)/float64(batch), "speedup")
	b.ReportMetric(float64(batch)/float64(b.N), "ns/op")
}

// BenchmarkFewMessages measures the kernels on batches too small to fill
// their lanes, the evidence for minKernelMsgs: per kernel, message size and
// count n = 1..4, every iteration hashes the same n messages with
// crypto/sha512 and with the kernel itself (minKernelMsgs lifted), and
// "speedup" is the first time over the second: below 1 the kernel loses, and
// n belongs to crypto/sha512. ns/op counts the kernel's half only.
func BenchmarkFewMessages(b *testing.B) {
	save := minKernelMsgs
	defer func() { minKernelMsgs = save; SetKernel("auto") }()
	for i := range minKernelMsgs {
		minKernelMsgs[i] = 1
	}
	for _, k := range Kernels() {
		if k == "generic" {
			continue
		}
		SetKernel(k)
		for _, size := range []int{64, 200, 1232} {
			for n := 1; n <= 4; n++ {
				msgs := make([][]byte, n)
				for i := range msgs {
					msgs[i] = pool[i*size+i : (i+1)*size+i]
				}
				out := make([][64]byte, n)
				b.Run(fmt.Sprintf("%s/%d/n=%d", k, size, n), func(b *testing.B) {
					b.SetBytes(int64(n * size))
					b.ReportAllocs()
					pairedLoop(b, out, msgs)
				})
			}
		}
	}
}
