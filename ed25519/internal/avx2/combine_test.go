package avx2

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestCombine checks that the combined check accepts chunks of valid
// signatures of every size that crosses a group of four decodings (keys
// in every mode, and the edge corpus's signatures that the cofactored
// check accepts: small-order components that the cofactor clears), that
// an A or R that does not decode gives that item false and leaves the rest
// checked, and that one bad signature makes the check fail; on every
// kernel set here.
func TestCombine(t *testing.T) {
	pool := validPool(64)
	undecodable := make([]byte, 32) // y = 2: (y^2-1)/(dy^2+1) is not a square
	undecodable[0] = 2
	if _, err := new(edwards25519.Point).SetBytes(undecodable); err == nil {
		t.Fatal("the undecodable encoding decodes")
	}
	for _, rules := range ruleSets {
		if !rules.Cofactored {
			continue
		}
		var mixed []vector
		for _, v := range edgeVectors(t) {
			if portableVerdict(rules, v) {
				mixed = append(mixed, v)
			}
		}
		for _, mode := range kernelModes() {
			restore := useKernels(mode)
			s, hs := new(Scratch), new(prep.HashScratch)
			for _, n := range []int{1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 33, 64} {
				what := mode + " " + strconv.Itoa(n)
				vs := slices.Clone(pool[:n])
				for j := 0; j < n && j < len(mixed); j += 3 {
					vs[j] = mixed[j]
				}
				mk := func() []prep.Item {
					items := make([]prep.Item, n)
					for i, v := range vs {
						items[i] = keyItem(rules, v, keyModes[i%len(keyModes)])
					}
					return items
				}
				items, verdicts := mk(), make([]bool, n)
				if !Combine(items, verdicts, s, hs, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%+v %s: combined check failed on valid signatures", rules, what)
				}
				if slices.Contains(verdicts, false) {
					t.Fatalf("%+v %s: verdicts %v", rules, what, verdicts)
				}

				// An undecodable R, and (for n > 1) an undecodable A: those
				// items false and not OK, the rest checked and true.
				items = mk()
				badR := append(slices.Clone(undecodable), vs[n-1].Sig[32:]...)
				items[n-1] = itemOf(rules, vector{Pub: vs[n-1].Pub, Msg: vs[n-1].Msg, Sig: badR}, false)
				if n > 1 {
					items[0] = itemOf(rules, vector{Pub: undecodable, Msg: vs[0].Msg, Sig: vs[0].Sig}, false)
				}
				if !Combine(items, verdicts, s, hs, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%+v %s: combined check failed beside undecodable points", rules, what)
				}
				for i, v := range verdicts {
					want := i != 0 && i != n-1
					if v != want || items[i].OK != want {
						t.Fatalf("%+v %s: item %d verdict %v ok %v, want %v", rules, what, i, v, items[i].OK, want)
					}
				}

				items = mk()
				bad := slices.Clone(vs[n/2].Sig)
				bad[33] ^= 1
				items[n/2] = itemOf(rules, vector{Pub: vs[n/2].Pub, Msg: vs[n/2].Msg, Sig: bad}, false)
				if Combine(items, verdicts, s, hs, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%+v %s: combined check passed with a bad signature", rules, what)
				}
			}
			restore()
		}
	}
}
