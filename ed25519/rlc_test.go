package ed25519

import (
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestRLCTaken checks that the combined check passes on valid batches (so
// the fast path is really taken), keys as bytes and every other one with
// the portable backend's table, and fails when one signature is bad.
func TestRLCTaken(t *testing.T) {
	pool := validPool(70)
	var sc msm.RLCScratch
	for _, n := range []int{1, 3, 17, 64} {
		items := make([]prep.Item, n)
		verdicts := make([]bool, n)
		for i := range items {
			items[i] = prepare(ZIP215, pool[i].Pub, pool[i].Msg, pool[i].Sig, nil)
			if i%2 == 1 {
				a, err := new(edwards25519.Point).SetBytes(pool[i].Pub)
				if err != nil {
					t.Fatal(err)
				}
				items[i].NegA = a.Negate(a)
				items[i].Tab = new(edwards.KeyTable)
				items[i].Tab.Set(items[i].NegA)
			}
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

// TestHotItems checks the rule by which a chunk of hot keys skips the
// combined check: on the ifma backend whenever every candidate is hot, on
// the avx2 backend only up to avx2.HotEachMax candidates, on the portable
// backend (whose hot items bring Tab, not Warm) up to portableHotEachMax;
// items that are not candidates (not OK) do not count.
func TestHotItems(t *testing.T) {
	chunk := func(b int32, hot, cold, rejected int) ([]prep.Item, int) {
		var items []prep.Item
		for range hot {
			if b == backendPortable {
				items = append(items, prep.Item{OK: true, Tab: new(edwards.KeyTable)})
			} else {
				items = append(items, prep.Item{OK: true, Warm: struct{}{}})
			}
		}
		for range cold {
			items = append(items, prep.Item{OK: true})
		}
		for range rejected {
			items = append(items, prep.Item{})
		}
		return items, hot + cold
	}
	for _, c := range []struct {
		b                   int32
		hot, cold, rejected int
		want                bool
	}{
		{backendIFMA, 64, 0, 0, true},
		{backendIFMA, 2, 0, 5, true},
		{backendIFMA, 63, 1, 0, false},
		{backendAVX2, 2, 0, 0, true},
		{backendAVX2, avx2.HotEachMax, 0, 64 - avx2.HotEachMax, true},
		{backendAVX2, avx2.HotEachMax + 1, 0, 0, false},
		{backendAVX2, 64, 0, 0, false},
		{backendAVX2, 8, 1, 0, false},
		{backendPortable, 2, 0, 0, true},
		{backendPortable, portableHotEachMax, 0, 64 - portableHotEachMax, true},
		{backendPortable, portableHotEachMax + 1, 0, 0, false},
		{backendPortable, 4, 1, 0, false},
	} {
		items, cand := chunk(c.b, c.hot, c.cold, c.rejected)
		if got := hotItems(c.b, items, cand); got != c.want {
			t.Errorf("backend %d, %d hot, %d cold, %d rejected: hotItems = %v, want %v", c.b, c.hot, c.cold, c.rejected, got, c.want)
		}
	}
}
