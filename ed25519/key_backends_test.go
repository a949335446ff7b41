package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
)

// TestKeyAcrossBackends makes ExpandedPublicKeys under each backend this
// machine can run and verifies them under every backend: a key holds the
// ifma backend's tables where that backend can run and the avx2 and
// portable backends' where they were active when the key was made, and a
// backend that finds none of its own falls back (the avx2 engines convert
// the ifma backend's table of -A, or build one; the ifma engines and the
// portable backend verify from the decoded point), each handed only what
// ExpandedPublicKey.warm (and, for the portable backend, the key's table
// or nil) gives it.
// Every corpus through ExpandedPublicKey.Verify and
// VerifyBatchKeys under every profile against the pinned verdicts, and a
// batch of valid signatures, one corrupted, long enough for the bucket
// sums (msm.CombineWide).
func TestKeyAcrossBackends(t *testing.T) {
	defer SetBackend("auto")
	g := readGolden(t)
	cs := allCorpora(t)
	pool := validPool(300)
	bad := 137
	pool[bad].Sig = append([]byte(nil), pool[bad].Sig...)
	pool[bad].Sig[40] ^= 1
	backends := Backends()
	for _, made := range backends {
		if err := SetBackend(made); err != nil {
			t.Fatal(err)
		}
		keys := make([][]*ExpandedPublicKey, len(cs))
		for j, c := range cs {
			keys[j] = make([]*ExpandedPublicKey, len(c.vs))
			for i, v := range c.vs {
				keys[j][i], _ = NewExpandedPublicKey(v.Pub) // nil: invalid
			}
		}
		poolKeys := make([]*ExpandedPublicKey, len(pool))
		for i, v := range pool {
			k, err := NewExpandedPublicKey(v.Pub)
			if err != nil {
				t.Fatal(err)
			}
			if (k.ifmaTables != nil) != r51x8.Available() || (k.avx2Tables != nil) != (made == "avx2") || (k.tab != nil) != (made == "portable") {
				t.Fatalf("made under %s: ifma tables %v, avx2 tables %v, portable table %v", made, k.ifmaTables != nil, k.avx2Tables != nil, k.tab != nil)
			}
			// What each backend's engines are handed (prep.Item.Warm).
			_, ifmaOwn := k.warm(backendIFMA).(*ifma.KeyTables)
			_, avx2Own := k.warm(backendAVX2).(*avx2.KeyTables)
			_, avx2Conv := k.warm(backendAVX2).(*[17][5][4]uint64)
			if ifmaOwn != (k.ifmaTables != nil) || avx2Own != (k.avx2Tables != nil) || avx2Conv != (k.avx2Tables == nil && k.ifmaTables != nil) ||
				k.warm(backendPortable) != nil {
				t.Fatalf("made under %s: warm tables for ifma %T, avx2 %T, portable %T", made, k.warm(backendIFMA), k.warm(backendAVX2), k.warm(backendPortable))
			}
			poolKeys[i] = k
		}
		for _, used := range backends {
			if err := SetBackend(used); err != nil {
				t.Fatal(err)
			}
			t.Run(made+"/"+used, func(t *testing.T) {
				for p := range numProfiles {
					for j, c := range cs {
						want := g[c.name][p]
						for i, v := range c.vs {
							if testing.Short() && i%5 != 0 {
								continue
							}
							k := keys[j][i]
							if got := k != nil && k.Verify(p, v.Msg, v.Sig); got != (want[i] == '1') {
								t.Errorf("%v %s: Verify: got %v", p, v.Name, got)
							}
						}
						_, msgs, sigs := split(c.vs)
						verdicts := make([]bool, len(c.vs))
						VerifyBatchKeys(p, keys[j], msgs, sigs, verdicts)
						for i, v := range c.vs {
							if verdicts[i] != (want[i] == '1') {
								t.Errorf("%v %s: VerifyBatchKeys: got %v", p, v.Name, verdicts[i])
							}
						}
					}
					_, msgs, sigs := split(pool)
					verdicts := make([]bool, len(pool))
					if VerifyBatchKeys(p, poolKeys, msgs, sigs, verdicts) {
						t.Errorf("%v: pool with signature %d corrupted: all valid", p, bad)
					}
					for i, got := range verdicts {
						if got != (i != bad) {
							t.Errorf("%v: pool signature %d: got %v", p, i, got)
						}
					}
				}
			})
		}
	}
}
