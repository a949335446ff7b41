package ed25519

import (
	"strconv"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
)

// TestCombineWidePortable checks the portable backend's bucket-sum check
// (msm.CombineWide on portable.NewWide's scratch) through VerifyBatch,
// verifyBatchRand and VerifyBatchKeys under ZIP215 and FIPS186_5, at
// sizes on both sides of portable.WideMin and past msm.WideMax (not in
// -short): every verdict must equal single verification's; the check must
// pass for batches without an invalid signature (small-order components,
// undecodable points and a short signature, which are false and left out
// of the sum) and fail, falling back to the chunks, for a batch with one;
// with keys of both kinds in one batch (with the portable table, and -A
// alone) it must pass too, and a failing randomness source falls back.
func TestCombineWidePortable(t *testing.T) {
	defer SetBackend("auto")
	if err := SetBackend("portable"); err != nil {
		t.Fatal(err)
	}
	var passed, failed int
	wideCheckHook = func(ok bool) {
		if ok {
			passed++
		} else {
			failed++
		}
	}
	defer func() { wideCheckHook = nil }()
	edge := genEdgeCorpus()
	g := readGolden(t)
	least := wideFrom(backendPortable, ZIP215)
	if least == 0 || wideFrom(backendPortable, StdlibCompat) != 0 {
		t.Fatalf("wideFrom(portable) = %d under ZIP215, %d under StdlibCompat", least, wideFrom(backendPortable, StdlibCompat))
	}
	sizes := []int{least - 1, least, msm.WideMax + 6}
	if testing.Short() {
		sizes = []int{least}
	}
	pool := validPool(sizes[len(sizes)-1])
	for _, p := range []Profile{ZIP215, FIPS186_5} {
		for _, n := range sizes {
			groups := 0
			if n >= least {
				groups = (n + msm.WideMax - 1) / msm.WideMax
			}
			valid, mixed, bad := wideBatches(p, pool[:n], edge, g)
			wantMixed := portableVerdicts(p, mixed)
			for _, c := range []struct {
				name   string
				vs     []vector
				passes bool
			}{{"valid", valid, true}, {"mixed", mixed, true}, {"bad", bad, false}} {
				what := "portable/" + c.name + "/" + strconv.Itoa(n)
				passed, failed = 0, 0
				checkBatch(t, p, c.vs, portableVerdicts(p, c.vs), what, 7)
				wantPassed, wantFailed := 3*groups, 0
				if !c.passes {
					wantPassed, wantFailed = 3*max(groups-1, 0), 3*min(groups, 1)
				}
				if passed != wantPassed || failed != wantFailed {
					t.Errorf("%v %s: %d group checks passed and %d failed, want %d and %d", p, what, passed, failed, wantPassed, wantFailed)
				}
			}
			// Keys with the portable table and keys without one, in one
			// batch.
			_, msgs, sigs := split(mixed)
			keys := make([]*ExpandedPublicKey, n)
			for i, v := range mixed {
				k, err := NewExpandedPublicKey(v.Pub)
				if err != nil {
					continue
				}
				if k.tab == nil {
					t.Fatal("a key made with the portable backend active has no portable table")
				}
				if i%2 == 1 {
					k.tab = nil
				}
				keys[i] = k
			}
			passed, failed = 0, 0
			verdicts := make([]bool, n)
			VerifyBatchKeys(p, keys, msgs, sigs, verdicts)
			if passed != groups || failed != 0 {
				t.Errorf("%v portable/keys/%d: %d group checks passed and %d failed, want %d and 0", p, n, passed, failed, groups)
			}
			for i, want := range wantMixed {
				if verdicts[i] != want {
					t.Errorf("%v portable/keys/%d: signature %d: %v, want %v", p, n, i, verdicts[i], want)
				}
			}
			// A failing randomness source falls back.
			pubs := make([][]byte, n)
			for i, v := range mixed {
				pubs[i] = v.Pub
			}
			verifyBatchRand(badReader{}, p, pubs, msgs, sigs, verdicts)
			for i, want := range wantMixed {
				if verdicts[i] != want {
					t.Errorf("%v portable/%d: signature %d: %v with rnd failing, want %v", p, n, i, verdicts[i], want)
				}
			}
		}
	}
}

// wideBatches returns the three batches the bucket-sum tests check under
// p, from len(pool) valid signatures: valid, with the profile's valid edge
// vectors (small-order A or R, golden verdict '1') at every seventh
// position; mixed, that batch with an undecodable A, an undecodable R and
// a short signature (false, the rest still checked in the sum); and bad,
// mixed with one invalid signature (not at a multiple of 7: a small-order
// signature stays valid under ZIP215 with any message).
func wideBatches(p Profile, pool, edge []vector, g map[string]map[Profile]string) (valid, mixed, bad []vector) {
	n := len(pool)
	undecodable := make([]byte, 32) // y = 2: (y^2-1)/(dy^2+1) is not a square
	undecodable[0] = 2
	valid = append([]vector(nil), pool...)
	for i, v := range edge {
		if g["edge"][p][i] == '1' && 7*i < n {
			valid[7*i] = v
		}
	}
	mixed = append([]vector(nil), valid...)
	mixed[1].Pub = undecodable
	mixed[n/2].Sig = append(append([]byte(nil), undecodable...), mixed[n/2].Sig[32:]...)
	mixed[n-1].Sig = mixed[n-1].Sig[:63]
	bad = append([]vector(nil), mixed...)
	b := n / 3
	if b%7 == 0 {
		b++
	}
	bad[b].Msg = []byte("another message")
	return valid, mixed, bad
}
