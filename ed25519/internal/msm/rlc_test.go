package msm

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/quick"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte { slices.Reverse(b); return b }

// TestNonAdjacentForm checks, over edge-biased scalars, that the digits
// reconstruct the scalar and have the width-5 NAF shape.
func TestNonAdjacentForm(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	f := func(seed uint64) bool {
		s := edtest.EdgeScalar(rand.New(rand.NewPCG(seed, r.Uint64())))
		var naf [256]int8
		nonAdjacentForm(&naf, &s)
		sum := new(big.Int)
		last := -nafWidth
		for i := 255; i >= 0; i-- {
			sum.Lsh(sum, 1)
			sum.Add(sum, big.NewInt(int64(naf[i])))
		}
		for i, d := range naf {
			if d == 0 {
				continue
			}
			if d%2 == 0 || d >= 1<<(nafWidth-1) || d <= -(1<<(nafWidth-1)) || i-last < nafWidth {
				t.Logf("bad digit %d at %d", d, i)
				return false
			}
			last = i
		}
		want := new(big.Int).SetBytes(reverse(s[:]))
		if sum.Cmp(want) != 0 {
			t.Logf("%x: reconstructs %v", s, sum)
			return false
		}
		return true
	}
	if err := quick.Check(f, &quick.Config{MaxCount: 5000}); err != nil {
		t.Fatal(err)
	}
}
