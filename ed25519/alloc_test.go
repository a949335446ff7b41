package ed25519

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
)

// TestAllocations proves that verification allocates nothing: single,
// precomputed key, cache hits and misses once full, and batches of every
// profile (the combined check and its fallback included).
func TestAllocations(t *testing.T) {
	pool := validPool(100)
	bad := append([]vector(nil), pool...)
	bad[37].Sig = append([]byte(nil), bad[37].Sig...)
	bad[37].Sig[3] ^= 1
	big := validPool(avx2.WideMin + 44)
	bigBad := append([]vector(nil), big...)
	bigBad[99].Sig = bad[37].Sig
	v := pool[0]
	k, _ := NewExpandedPublicKey(v.Pub)
	cache := NewKeyCache(8 * CacheEntryBytes)
	for _, w := range pool { // fill it, so that misses recycle entries
		cache.Verify(ZIP215, w.Pub, w.Msg, w.Sig)
	}
	verdicts := make([]bool, len(pool))
	rng := rand.NewChaCha8([32]byte{})
	keys := make([]*ExpandedPublicKey, len(pool))
	for i, w := range pool {
		keys[i], _ = NewExpandedPublicKey(w.Pub)
	}
	n := 0
	forEachBackend(t, func(t *testing.T) {
		for p := range numProfiles {
			cases := map[string]func(){
				"Verify":            func() { Verify(v.Pub, v.Msg, v.Sig) },
				"VerifyWithProfile": func() { VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) },
				"BadLengths":        func() { VerifyWithProfile(p, v.Pub[:5], v.Msg, v.Sig[:9]) },
				"CheckSignature":    func() { CheckSignature(p, v.Pub, v.Msg, v.Sig) },
				"CheckSignatureBad": func() { CheckSignature(p, v.Pub, v.Msg, bad[37].Sig) },
				"ExpandedPublicKey": func() { k.Verify(p, v.Msg, v.Sig) },
				"KeyCacheHit":       func() { cache.Verify(p, pool[0].Pub, v.Msg, v.Sig) },
				"KeyCacheMiss": func() {
					w := pool[10+n%80]
					n++
					cache.Verify(p, w.Pub, w.Msg, w.Sig)
				},
			}
			for _, b := range [][]vector{pool, bad, pool[:1], pool[:65]} {
				pubs, msgs, sigs := split(b)
				cases["VerifyBatch/"+strconv.Itoa(len(b))+"/"+strconv.Itoa(len(b)-countValid(b))] = func() { VerifyBatch(p, pubs, msgs, sigs, verdicts[:len(b)]) }
				cases["verifyBatchRand/"+strconv.Itoa(len(b))] = func() { verifyBatchRand(rng, p, pubs, msgs, sigs, verdicts[:len(b)]) }
				cases["VerifyBatchKeys/"+strconv.Itoa(len(b))] = func() { VerifyBatchKeys(p, keys[:len(b)], msgs, sigs, verdicts[:len(b)]) }
			}
			for name, f := range cases {
				if a := testing.AllocsPerRun(20, f); a != 0 {
					t.Errorf("%v %s: %v allocations", p, name, a)
				}
			}
			if !p.cofactored() {
				continue
			}
			// Batches large enough for the avx2 backend's bucket sum over
			// several chunks, passing and failing.
			for _, b := range [][]vector{big, bigBad} {
				pubs, msgs, sigs := split(b)
				out := make([]bool, len(b))
				if a := testing.AllocsPerRun(3, func() { VerifyBatch(p, pubs, msgs, sigs, out) }); a != 0 {
					t.Errorf("%v VerifyBatch/%d/%d: %v allocations", p, len(b), len(b)-countValid(b), a)
				}
			}
		}
	})
}

func countValid(vs []vector) int {
	n := 0
	for _, v := range vs {
		if Verify(v.Pub, v.Msg, v.Sig) {
			n++
		}
	}
	return n
}
