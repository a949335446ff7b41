package sha512x

import (
	"crypto/sha512"
	"sync"
	"sync/atomic"
	"testing"
)

// TestSetKernelConcurrent hashes batches on four goroutines while another
// forces every kernel in turn: every digest must be crypto/sha512's, and
// the race detector (CI runs this under -race) must see no race between
// SetKernel and the batches that read the kernel choice.
func TestSetKernelConcurrent(t *testing.T) {
	defer SetKernel("auto")
	names := append(Kernels(), "auto")
	rounds := 200
	if testing.Short() {
		rounds = 40
	}
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
			for round := range rounds {
				n := 1 + (round*7+g)%19
				msgs := make([][]byte, n)
				prefixes := make([][64]byte, n)
				for i := range msgs {
					off := (g*131 + round*17 + i*59) % 4096
					msgs[i] = pool[off : off+(i*61+round*13+g)%700]
					copy(prefixes[i][:], pool[off+1:])
				}
				out := make([][64]byte, n)
				SumBatch(out, msgs)
				for i := range msgs {
					if out[i] != sha512.Sum512(msgs[i]) {
						t.Errorf("goroutine %d: SumBatch of %d: digest %d differs", g, n, i)
						return
					}
				}
				SumPrefixedBatch(out, prefixes, msgs)
				for i := range msgs {
					if out[i] != sha512.Sum512(append(prefixes[i][:], msgs[i]...)) {
						t.Errorf("goroutine %d: SumPrefixedBatch of %d: digest %d differs", g, n, i)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	stop.Store(true)
	t.Logf("%d kernel changes during the batches", <-flipped)
}
