package prep

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// TestWarmStepOrder checks that WarmStepA numbers the warm chain's
// additions of k's pieces 0, 1, 2, ... in the order scalar.WalkChain runs
// them, and that WarmStepAtA inverts it.
func TestWarmStepOrder(t *testing.T) {
	next := 0
	scalar.WalkChain(WarmTop, func(j int) {
		for p := range WarmPositionsA {
			if f := WarmStepA(j, p); f != next {
				t.Fatalf("WarmStepA(%d, %d) = %d, the chain's addition %d", j, p, f, next)
			}
			if jj, pp := WarmStepAtA(next); jj != j || pp != p {
				t.Fatalf("WarmStepAtA(%d) = (%d, %d), want (%d, %d)", next, jj, pp, j, p)
			}
			next++
		}
	}, func(int) {}, func(uint64) {})
	if next != WarmStepsA {
		t.Fatalf("the chain adds %d pieces of k, WarmStepsA = %d", next, WarmStepsA)
	}
}
