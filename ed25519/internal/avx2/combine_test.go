//go:build !purego

package ed25519

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
)

// TestCombineSoloTaken checks that the avx2 backend's combined check
// accepts chunks of valid signatures of every size that crosses a group of
// four decodings (with A decoded from bytes, from a decoded key, from the
// ifma backend's hot tables and from the avx2 backend's own, and
// small-order components that the cofactor clears), that an A or R that
// does not decode gives that item false and leaves the rest checked, and
// that one bad signature makes the check fail; on the portable twins and
// on the AVX2 kernels where present.
func TestCombineSoloTaken(t *testing.T) {
	pool := validPool(70)
	edge := genEdgeCorpus()
	g := readGolden(t)
	var mixed []vector // ZIP215-valid edge vectors: small-order A or R included
	for i, v := range edge {
		if g["edge"][ZIP215][i] == '1' {
			mixed = append(mixed, v)
		}
	}
	undecodable := [32]byte{2} // y = 2: (y^2-1)/(dy^2+1) is not a square
	if err := new(keyCore).set(undecodable[:]); err == nil {
		t.Fatal("the undecodable encoding decodes")
	}
	for _, mode := range avx2Modes() {
		old := r25x4.UseAVX2
		r25x4.UseAVX2 = mode == "avx2"
		ws := new(workspace)
		keys := make([]keyCore, 64)
		for _, n := range []int{1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 33, 64} {
			for _, p := range []Profile{ZIP215, FIPS186_5} {
				vs := append([]vector(nil), pool[:n]...)
				if p == ZIP215 {
					for j := 0; j < n && j < len(mixed); j += 3 {
						vs[j] = mixed[j]
					}
				}
				items := ws.items[:n]
				verdicts := make([]bool, n)
				prep := func() {
					for i, v := range vs {
						switch i % 4 {
						case 0:
							items[i] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
						default:
							if err := keys[i].set(v.Pub); err != nil {
								t.Fatal(err)
							}
							items[i] = prepare(p, nil, v.Msg, v.Sig, &keys[i])
							switch i % 4 {
							case 2:
								items[i].Hot = ifma.NewHotTables(&keys[i].negA)
							case 3:
								items[i].Solo = buildSoloTable(&keys[i].negA)
							}
						}
					}
				}
				prep()
				if !combineSolo(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check failed on valid signatures", mode, p, n)
				}
				for i, v := range verdicts {
					if !v {
						t.Fatalf("%s %v n=%d: item %d false", mode, p, n, i)
					}
				}

				// An undecodable R, and (for n > 1) an undecodable A: those
				// items false and not ok, the rest checked and true.
				prep()
				badR := append([]byte(nil), vs[n-1].Sig...)
				copy(badR, undecodable[:])
				items[n-1] = prepare(p, vs[n-1].Pub, vs[n-1].Msg, badR, nil)
				if n > 1 {
					items[0] = prepare(p, undecodable[:], vs[0].Msg, vs[0].Sig, nil)
				}
				if !combineSolo(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check failed beside undecodable points", mode, p, n)
				}
				for i, v := range verdicts {
					want := i != 0 && i != n-1
					if v != want || items[i].OK != want {
						t.Fatalf("%s %v n=%d: item %d verdict %v ok %v, want %v", mode, p, n, i, v, items[i].OK, want)
					}
				}

				prep()
				bad := append([]byte(nil), vs[n/2].Sig...)
				bad[33] ^= 1
				items[n/2] = prepare(p, vs[n/2].Pub, vs[n/2].Msg, bad, nil)
				if combineSolo(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check passed with a bad signature", mode, p, n)
				}
			}
		}
		r25x4.UseAVX2 = old
	}
}
