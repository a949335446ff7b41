package ed25519

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestRLCTaken checks that the combined check passes on valid batches (so
// the fast path is really taken) and fails when one signature is bad.
func TestRLCTaken(t *testing.T) {
	pool := validPool(70)
	var sc msm.RLCScratch
	for _, n := range []int{1, 3, 17, 64} {
		items := make([]prep.Item, n)
		verdicts := make([]bool, n)
		for i := range items {
			items[i] = prepare(ZIP215, pool[i].Pub, pool[i].Msg, pool[i].Sig, nil)
		}
		if !msm.VerifyRLC(items, verdicts, &sc, rand.NewChaCha8([32]byte{byte(n)})) {
			t.Fatalf("n=%d: combined check failed on valid signatures", n)
		}
		for i, v := range verdicts {
			if !v {
				t.Fatalf("n=%d: lane %d false", n, i)
			}
		}
		bad := append([]byte(nil), pool[n/2].Sig...)
		bad[33] ^= 1
		items[n/2] = prepare(ZIP215, pool[n/2].Pub, pool[n/2].Msg, bad, nil)
		if msm.VerifyRLC(items, verdicts, &sc, rand.NewChaCha8([32]byte{byte(n)})) {
			t.Fatalf("n=%d: combined check passed with a bad signature", n)
		}
	}
}
