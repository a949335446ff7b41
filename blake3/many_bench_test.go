package blake3

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// headerOnce prints the environment header before the first batch
// benchmark's results, so that their raw output starts with it.
var headerOnce sync.Once

func printHeader() { headerOnce.Do(func() { fmt.Print(measureenv.Header()) }) }

// manyBatch returns n messages of the named size class: "64B", "1KiB", or
// "mixed" (random lengths 0..4 KiB, the same for every run), cut from
// manyPool at different offsets.
func manyBatch(class string, n int) [][]byte {
	r := rand.New(rand.NewPCG(13, 14))
	msgs := make([][]byte, n)
	for i := range msgs {
		l := 64
		switch class {
		case "1KiB":
			l = 1024
		case "mixed":
			l = r.IntN(4097)
		}
		msgs[i] = manyMsg(i, l)
	}
	return msgs
}

func batchBytes(msgs [][]byte) (n int64) {
	for _, m := range msgs {
		n += int64(len(m))
	}
	return n
}

// BenchmarkSumBatch hashes batches of messages with Sum256Batch and with a
// loop of Sum256 under every kernel level but generic (where the batch call
// is that loop), alternating the two in every
// iteration: ns/op and MB/s count the batch call, loop-ns/op the loop, and
// speedup is the loop's time over the batch's (load from other processes
// falls on both alike). Sizes: 64B and 1KiB messages, and mixed (random
// lengths 0..4 KiB); n is the number of messages.
func BenchmarkSumBatch(b *testing.B) {
	printHeader()
	defer SetKernel("auto")
	for _, class := range []string{"64B", "1KiB", "mixed"} {
		for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 31, 64, 1024} {
			msgs := manyBatch(class, n)
			out := make([][Size]byte, n)
			for _, k := range Kernels() {
				if k == "generic" {
					continue // Sum256Batch is the loop there
				}
				SetKernel(k)
				b.Run(fmt.Sprintf("%s/n=%d/kernel=%s", class, n, k), func(b *testing.B) {
					b.SetBytes(batchBytes(msgs))
					b.ReportAllocs()
					pairedBatch(b, out, msgs, func() { Sum256Batch(out, msgs) })
				})
			}
		}
	}
}

// pairedBatch runs a loop of Sum256 over msgs and batch in every iteration
// and reports their times: ns/op for batch, loop-ns/op, and speedup.
func pairedBatch(b *testing.B, out [][Size]byte, msgs [][]byte, batch func()) {
	var loop, bat time.Duration
	for b.Loop() {
		t0 := time.Now()
		for i, m := range msgs {
			out[i] = Sum256(m)
		}
		t1 := time.Now()
		batch()
		t2 := time.Now()
		loop += t1.Sub(t0)
		bat += t2.Sub(t1)
	}
	b.ReportMetric(float64(loop)/float64(bat), "speedup")
	b.ReportMetric(float64(loop)/float64(b.N), "loop-ns/op")
	b.ReportMetric(float64(bat)/float64(b.N), "ns/op")
	var bytes int
	for _, m := range msgs {
		bytes += len(m)
	}
	b.ReportMetric(float64(bytes)*float64(b.N)/bat.Seconds()/1e6, "MB/s")
}

// BenchmarkSumBatchFew measures each lane kernel itself (the manyMin
// thresholds lifted) on batches of n = 1..8 messages against the loop of
// Sum256 at the same level: the evidence for manyMin. Below speedup 1 the
// kernel loses, and n belongs to the loop.
func BenchmarkSumBatchFew(b *testing.B) {
	printHeader()
	defer SetKernel("auto")
	for _, class := range []string{"64B", "1KiB", "mixed"} {
		for n := 1; n <= 8; n++ {
			msgs := manyBatch(class, n)
			out := make([][Size]byte, n)
			for _, name := range Kernels() {
				k, ok := manyKernelNamed(name)
				if !ok {
					continue
				}
				SetKernel(name)
				b.Run(fmt.Sprintf("%s/n=%d/kernel=%s", class, n, name), func(b *testing.B) {
					b.SetBytes(batchBytes(msgs))
					b.ReportAllocs()
					pairedBatch(b, out, msgs, func() { sumLanes(k, out, msgs, &iv, 0) })
				})
			}
		}
	}
}

// BenchmarkManyBlocks measures each lane kernel alone for m steps, every
// lane busy; B/s counts all lanes' blocks.
func BenchmarkManyBlocks(b *testing.B) {
	printHeader()
	for _, name := range Kernels() {
		k, ok := manyKernelNamed(name)
		if !ok {
			continue
		}
		for _, m := range []int{1, 4, 16} {
			b.Run(fmt.Sprintf("m=%d/kernel=%s", m, name), func(b *testing.B) {
				var s laneState
				for i := range manyMaxLanes {
					s.ptr[i] = &manyPool[1024*i]
					s.last[i] = &manyPool[1024*i+960]
					s.lenEnd[i] = 64
				}
				b.SetBytes(int64(k.width() * m * BlockSize))
				for b.Loop() {
					manyBlocks(k, &s, m)
				}
			})
		}
	}
}

// BenchmarkManyOne measures each group kernel alone on 1024 messages of 64
// bytes (one call for all the groups); ns/group is the time of one group of
// the kernel's width, to set beside BenchmarkManyBlocks/m=1 (one lane
// kernel call of one block) and the loop's time per message.
func BenchmarkManyOne(b *testing.B) {
	printHeader()
	msgs := manyBatch("64B", 1024)
	out := make([][Size]byte, len(msgs))
	for _, name := range Kernels() {
		k, ok := manyKernelNamed(name)
		if !ok || !hasGroupKernel(k) {
			continue
		}
		w := k.width()
		b.Run(fmt.Sprintf("n=1024/kernel=%s", name), func(b *testing.B) {
			b.SetBytes(batchBytes(msgs))
			b.ReportAllocs()
			for b.Loop() {
				manyOne(k, out, msgs, len(msgs)/w, &iv, flagChunkStart|flagChunkEnd|flagRoot)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(msgs)/w), "ns/group")
		})
	}
}
