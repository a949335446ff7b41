//go:build measure

// This file is a measurement harness, built only with -tags measure.

package ifma

import (
	"fmt"
	"strconv"
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/internal/measureenv"
)

var routesHeader sync.Once

// BenchmarkGroupRoutes measures the two routes the ifma backend has for a
// group of n signatures (the tail of a batch): the eight-lane engine, the
// pair engine and, up to four, the halves engine, on cold keys
// (StdlibCompat's rules), hashing excluded. pairGroupMax and halvesMin
// are chosen from it (docs/results/2026-11-30-ed25519-ifma,
// docs/results/2026-12-05-ed25519-ifma-halves-zen5).
func BenchmarkGroupRoutes(b *testing.B) {
	if !r51x8.Available() {
		b.Skip("no IFMA on this CPU")
	}
	routesHeader.Do(func() { fmt.Print(measureenv.Header()) })
	items := itemsOf(prep.Rules{}, validPool(8), "bytes")
	s := new(Scratch)
	var group [8]*prep.Item
	for j := range items {
		items[j].Challenge()
		group[j] = &items[j]
	}
	var out [8]bool
	where := [8]int{0, 1, 2, 3, 4, 5, 6, 7}
	for n := 1; n <= 8; n++ {
		b.Run("n="+strconv.Itoa(n)+"/lanes", func(b *testing.B) {
			for b.Loop() {
				verifyLanes(prep.Rules{}, group[:n], where[:n], out[:], &s.lanes, nil)
			}
		})
		b.Run("n="+strconv.Itoa(n)+"/pairs", func(b *testing.B) {
			for b.Loop() {
				verifyPairs(prep.Rules{}, group[:n], where[:n], out[:], &s.pair)
			}
		})
		if n <= 4 {
			b.Run("n="+strconv.Itoa(n)+"/halves", func(b *testing.B) {
				for b.Loop() {
					if !verifyHalves(prep.Rules{}, group[:n], where[:n], out[:], &s.lanes) {
						b.Fatal("halves declined")
					}
				}
			})
		}
	}
}
