//go:build ignore

// probe.go times plain copies on this machine, no hashing: a copy into a
// destination never written before (its pages faulted in by the copy),
// the same copy again (pages mapped), and the content laid out as a
// combined Bao encoding does it (2 KiB pieces 8 bytes past a cache line,
// 64-byte gaps between them) into a mapped destination.
//
//	go run ./docs/results/2026-12-02-bao-encode/probe.go
package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

func main() {
	runtime.GOMAXPROCS(1)
	fmt.Print(measureenv.Header())
	for _, n := range []int{64 << 20, 1 << 30} {
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i * 7)
		}
		for r := 0; r < 3; r++ {
			dst := make([]byte, n+n/16+64)
			t := time.Now()
			copy(dst[8:], src)
			fresh := time.Since(t)
			var touched, pieces time.Duration
			for k := 0; k < 3; k++ { // the least of three
				t = time.Now()
				copy(dst[8:], src)
				d := time.Since(t)
				if k == 0 || d < touched {
					touched = d
				}
				t = time.Now()
				for i := 0; i < n; i += 2048 {
					copy(dst[8+i+i/32:], src[i:i+2048])
				}
				d = time.Since(t)
				if k == 0 || d < pieces {
					pieces = d
				}
			}
			fmt.Printf("size %d MiB run %d: fresh copy %.2f ms, mapped copy %.2f ms, mapped 2 KiB pieces %.2f ms\n",
				n>>20, r+1, ms(fresh), ms(touched), ms(pieces))
			dst = nil
			runtime.GC()
			debug.FreeOSMemory() // the next run's destination is fresh pages
		}
	}
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
