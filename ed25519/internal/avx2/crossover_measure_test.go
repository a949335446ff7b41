//go:build measure

// This file is a measurement harness, built only with -tags measure.

package avx2

import (
	"fmt"
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

var crossoverHeader sync.Once

// BenchmarkMSMCrossover times the combined check's sum once the points are
// decoded, per op for n signatures (2n + 1 points): the Straus chain with
// its tables (chunks of valid signatures, n <= 64, the chunk size) and the
// bucket sum with its cached forms at widths 5 to 8 (random inputs of the
// same shape, any n).
func BenchmarkMSMCrossover(b *testing.B) {
	crossoverHeader.Do(func() { fmt.Print(measureenv.Header()) })
	for _, n := range []int{8, 16, 32, 64} {
		m := newMSMChunk(b, n)
		b.Run(fmt.Sprintf("straus/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				m.straus()
			}
		})
	}
	for _, n := range []int{8, 16, 32, 64, 128, 256, 512, 1024} {
		m := newMSMRandom(n)
		for w := uint(5); w <= 8; w++ {
			b.Run(fmt.Sprintf("pippenger-w%d/%d", w, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					m.bucket(w)
				}
			})
		}
	}
}
