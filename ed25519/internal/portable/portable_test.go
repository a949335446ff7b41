package portable

import (
	"crypto/ed25519"
	"crypto/sha512"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// The portable backend's tests are differential: its verdicts against
// crypto/ed25519 (the cofactorless check) and against the cofactored
// equation computed here with filippo.io/edwards25519's own operations,
// over the edge corpus and valid and corrupted signatures; and the path of
// a key with its table against the path that decodes the key. The ed25519
// package checks every backend against the pinned verdicts of every corpus.

// itemOf prepares v as the ed25519 package's prepare does under rules
// without byte-level encoding rules: lengths and S below L. With key, -A
// comes decoded and its table built (false if A does not decode).
func itemOf(v edtest.Vector, key bool) (it prep.Item, ok bool) {
	it.Msg = v.Msg
	if len(v.Sig) != 64 || len(v.Pub) != 32 || !scalar.IsCanonical((*[32]byte)(v.Sig[32:])) {
		return it, true
	}
	it.Sig, it.Pub = (*[64]byte)(v.Sig), (*[32]byte)(v.Pub)
	if key {
		a, err := new(edwards25519.Point).SetBytes(v.Pub)
		if err != nil {
			return it, false
		}
		it.NegA = a.Negate(a)
		tab := new(edwards.KeyTable)
		var negA edwards.ExtPoint
		edwards.OddMultiplesCached(tab[:], negA.FromPoint(it.NegA))
		it.Tab = tab
	}
	it.OK = true
	return it, true
}

// cofactoredVerdict is [8]([S]B - [k]A - R) = 0 computed with
// filippo.io/edwards25519: k = SHA-512(R || A || M) mod L, A and R decoded
// by Point.SetBytes, S canonical.
func cofactoredVerdict(v edtest.Vector) bool {
	if len(v.Sig) != 64 || len(v.Pub) != 32 {
		return false
	}
	A, errA := new(edwards25519.Point).SetBytes(v.Pub)
	R, errR := new(edwards25519.Point).SetBytes(v.Sig[:32])
	S, errS := new(edwards25519.Scalar).SetCanonicalBytes(v.Sig[32:])
	if errA != nil || errR != nil || errS != nil {
		return false
	}
	h := sha512.New()
	h.Write(v.Sig[:32])
	h.Write(v.Pub)
	h.Write(v.Msg)
	k, err := new(edwards25519.Scalar).SetUniformBytes(h.Sum(nil))
	if err != nil {
		panic(err)
	}
	p := new(edwards25519.Point).ScalarBaseMult(S)
	p.Subtract(p, new(edwards25519.Point).ScalarMult(k, A))
	p.Subtract(p, R)
	p.MultByCofactor(p)
	return p.Equal(edwards25519.NewIdentityPoint()) == 1
}

// TestVerifyItem checks VerifyItem under the cofactorless and cofactored
// rules, with A as bytes and with a decoded key and its table, against
// crypto/ed25519.Verify and cofactoredVerdict.
func TestVerifyItem(t *testing.T) {
	vs := edtest.MixedVectors(t, 64)
	var accepted [2]int
	for _, v := range vs {
		want := [2]bool{
			len(v.Pub) == 32 && ed25519.Verify(ed25519.PublicKey(v.Pub), v.Msg, v.Sig),
			cofactoredVerdict(v),
		}
		for c, rules := range []prep.Rules{{}, {Cofactored: true}} {
			if want[c] {
				accepted[c]++
			}
			for _, key := range []bool{false, true} {
				it, decoded := itemOf(v, key)
				got := VerifyItem(rules, &it)
				if !decoded {
					got = false // no key: the key paths never get here
				}
				if got != want[c] {
					t.Errorf("%s cofactored=%v key=%v: got %v, want %v", v.Name, rules.Cofactored, key, got, want[c])
				}
			}
		}
	}
	// The corpus must exercise both verdicts under both checks.
	if accepted[0] == 0 || accepted[1] <= accepted[0] || accepted[1] == len(vs) {
		t.Errorf("accepted %v of %d: the corpus does not separate the checks", accepted, len(vs))
	}
}

// TestVerifyItems checks that VerifyItems writes VerifyItem's verdict for
// every item, and that an item that is not OK is false.
func TestVerifyItems(t *testing.T) {
	vs := edtest.MixedVectors(t, 16)
	items := make([]prep.Item, len(vs))
	for i, v := range vs {
		items[i], _ = itemOf(v, false)
	}
	items[len(items)-1].OK = false
	got := make([]bool, len(vs))
	VerifyItems(prep.Rules{Cofactored: true}, items, got)
	for i, v := range vs {
		it, _ := itemOf(v, false)
		want := i != len(vs)-1 && VerifyItem(prep.Rules{Cofactored: true}, &it)
		if got[i] != want {
			t.Errorf("%s: got %v, want %v", v.Name, got[i], want)
		}
	}
}

// TestVerifyItemAllocations checks that a verification allocates nothing.
func TestVerifyItemAllocations(t *testing.T) {
	v := edtest.ValidVectors(1)[0]
	for _, key := range []bool{false, true} {
		it, _ := itemOf(v, key)
		if n := testing.AllocsPerRun(10, func() {
			it.Hashed = false
			if !VerifyItem(prep.Rules{}, &it) {
				t.Fatal("a valid signature rejected")
			}
		}); n != 0 {
			t.Errorf("key=%v: %v allocations", key, n)
		}
	}
}
