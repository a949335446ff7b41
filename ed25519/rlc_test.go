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

// TestCombineLanesTaken checks that the ifma backend's combined check
// accepts batches of valid signatures (with keys decoded from bytes, from
// keys with hot tables, and small-order components that the cofactor
// clears) and rejects one holding a bad signature, for every slot count,
// on the portable twins and on the IFMA kernels where present.
func TestCombineLanesTaken(t *testing.T) {
	pool := validPool(70)
	edge := genEdgeCorpus()
	g := readGolden(t)
	var mixed []vector // ZIP215-valid edge vectors: small-order A or R included
	for i, v := range edge {
		if g["edge"][ZIP215][i] == '1' {
			mixed = append(mixed, v)
		}
	}
	for _, mode := range kernelModes() {
		defer useKernels(mode)()
		ws := new(workspace)
		for _, n := range []int{msmMin, 17, 33, 64} {
			for _, p := range []Profile{ZIP215, FIPS186_5} {
				vs := append([]vector(nil), pool[:n]...)
				if p == ZIP215 {
					for j := 0; j < n && j < len(mixed); j += 3 {
						vs[j] = mixed[j]
					}
				}
				items := ws.items[:n]
				verdicts := make([]bool, n)
				for i, v := range vs {
					items[i] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
				}
				if combineLanes(items[:msmMin-1], verdicts[:msmMin-1], ws, nil) {
					t.Fatalf("%s %v: combined check ran below msmMin", mode, p)
				}
				if !combineLanes(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check failed on valid signatures", mode, p, n)
				}
				for i, v := range verdicts {
					if !v {
						t.Fatalf("%s %v n=%d: lane %d false", mode, p, n, i)
					}
				}
				bad := append([]byte(nil), vs[n/2].Sig...)
				bad[33] ^= 1
				items[n/2] = prepare(p, vs[n/2].Pub, vs[n/2].Msg, bad, nil)
				if combineLanes(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check passed with a bad signature", mode, p, n)
				}
			}
		}
	}
}
