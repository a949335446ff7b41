package blake3

import (
	"bytes"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
)

// TestSetKernelConcurrent hashes on four goroutines, through every kernel
// entry point (one-shot, streaming, extendable output, batches), while
// another forces every kernel in turn: every digest must be the one the
// portable kernel gives, and the race detector (CI runs this under -race)
// must see no race between SetKernel and the hashing that reads the
// kernel choice.
func TestSetKernelConcurrent(t *testing.T) {
	defer SetKernel("auto")
	r := rand.New(rand.NewPCG(33, 28))
	sizes := []int{0, 1, 64, 65, 1024, 1025, 3*1024 + 5, 8 << 10, 16<<10 + 1, 65<<10 + 3, 300 << 10}
	rounds := 12
	if testing.Short() {
		rounds = 3
	}
	data := unaligned(r, sizes[len(sizes)-1], 3)
	batch := make([][]byte, 21)
	for i := range batch {
		batch[i] = data[i*37 : i*37+(i*173)%2500]
	}
	type want struct {
		sum, stream [Size]byte
		xof         []byte
	}
	wants := make([]want, len(sizes))
	wantBatch := make([][Size]byte, len(batch))
	withKernel(t, "generic", func() {
		for i, n := range sizes {
			wants[i].sum = Sum256(data[:n])
			h := New()
			for p := data[:n]; len(p) > 0; p = p[min(len(p), 1000):] {
				h.Write(p[:min(len(p), 1000)])
			}
			h.Sum(wants[i].stream[:0])
			wants[i].xof = make([]byte, 1500)
			SumXOF(wants[i].xof, data[:n])
		}
		for i, m := range batch {
			wantBatch[i] = Sum256(m)
		}
	})

	names := append(Kernels(), "auto")
	var stop atomic.Bool
	flipped := make(chan int)
	go func() {
		i := 0
		for ; !stop.Load(); i++ {
			if err := SetKernel(names[i%len(names)]); err != nil {
				t.Errorf("SetKernel(%q): %v", names[i%len(names)], err)
			}
		}
		flipped <- i
	}()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			xof := make([]byte, 1500)
			out := make([][Size]byte, len(batch))
			var d [Size]byte
			for round := range rounds {
				for i, n := range sizes {
					if Sum256(data[:n]) != wants[i].sum {
						t.Errorf("goroutine %d round %d: Sum256 of %d bytes differs", g, round, n)
						return
					}
					h := New()
					for p := data[:n]; len(p) > 0; p = p[min(len(p), 1000):] {
						h.Write(p[:min(len(p), 1000)])
					}
					if h.Sum(d[:0]); d != wants[i].stream {
						t.Errorf("goroutine %d round %d: Hasher of %d bytes differs", g, round, n)
						return
					}
					if SumXOF(xof, data[:n]); !bytes.Equal(xof, wants[i].xof) {
						t.Errorf("goroutine %d round %d: SumXOF of %d bytes differs", g, round, n)
						return
					}
				}
				k := 1 + (round*5+g)%len(batch)
				Sum256Batch(out[:k], batch[:k])
				for i := range k {
					if out[i] != wantBatch[i] {
						t.Errorf("goroutine %d round %d: Sum256Batch of %d: digest %d differs", g, round, k, i)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	stop.Store(true)
	t.Logf("%d kernel changes during the hashing", <-flipped)
}
