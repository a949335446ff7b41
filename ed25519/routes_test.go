//go:build measure

// This file is a measurement harness, built only with -tags measure.

package ed25519

import (
	"fmt"
	"strconv"
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/internal/measureenv"
)

var routesHeader sync.Once

// BenchmarkGroupRoutes measures the two routes the ifma backend has for a
// group of n signatures (the tail of a batch): the eight-lane engine and
// the pair engine, on cold keys, hashing excluded. pairGroupMax is chosen
// from it (docs/results/2026-11-30-ed25519-ifma).
func BenchmarkGroupRoutes(b *testing.B) {
	if Backend() != "ifma" {
		b.Skip("the ifma backend is not active")
	}
	routesHeader.Do(func() { fmt.Print(measureenv.Header()) })
	vs := benchSet(8, 64)
	ws := new(workspace)
	var group [8]*prep.Item
	for j := range vs {
		ws.items[j] = prepare(StdlibCompat, vs[j].Pub, vs[j].Msg, vs[j].Sig, nil)
		ws.items[j].Challenge()
		group[j] = &ws.items[j]
	}
	var out [8]bool
	where := [8]int{0, 1, 2, 3, 4, 5, 6, 7}
	for n := 1; n <= 8; n++ {
		b.Run("n="+strconv.Itoa(n)+"/lanes", func(b *testing.B) {
			for b.Loop() {
				verifyLanes(StdlibCompat.rules(), group[:n], where[:n], out[:], &ws.lanes, nil)
			}
		})
		b.Run("n="+strconv.Itoa(n)+"/pairs", func(b *testing.B) {
			for b.Loop() {
				verifyPairs(StdlibCompat.rules(), group[:n], where[:n], out[:], &ws.pair)
			}
		})
	}
}
