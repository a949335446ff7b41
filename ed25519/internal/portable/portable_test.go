package portable

import (
	"bytes"
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
		it.Tab = new(edwards.KeyTable)
		it.Tab.Set(it.NegA)
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

// TestVerifyItem checks VerifyItem, and the shortened and direct checks it
// chooses between, under the cofactorless and cofactored rules, with A as
// bytes and with a decoded key and its table, against crypto/ed25519.Verify
// and cofactoredVerdict.
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
				checks := checksOf(t, rules, v, key)
				for _, name := range []string{"VerifyItem", "short", "direct"} {
					if got := checks[name]; got != want[c] {
						t.Errorf("%s cofactored=%v key=%v %s: got %v, want %v", v.Name, rules.Cofactored, key, name, got, want[c])
					}
				}
			}
		}
	}
	// The corpus must exercise both verdicts under both checks.
	if accepted[0] == 0 || accepted[1] <= accepted[0] || accepted[1] == len(vs) {
		t.Errorf("accepted %v of %d: the corpus does not separate the checks", accepted, len(vs))
	}
}

// checksOf returns the verdicts of VerifyItem, verifyShort and verifyDirect
// for v prepared by itemOf (with a key and its table when key is set); a
// key that does not decode is false for all three, since the key paths
// never get it. It fails t if verifyShort declines v's challenge.
func checksOf(t testing.TB, rules prep.Rules, v edtest.Vector, key bool) map[string]bool {
	it, decoded := itemOf(v, key)
	if !decoded {
		return map[string]bool{"VerifyItem": false, "short": false, "direct": false}
	}
	checks := map[string]bool{"VerifyItem": VerifyItem(rules, &it)}
	if !it.OK {
		checks["short"], checks["direct"] = false, false
		return checks
	}
	negA := it.NegA
	if !key {
		negA = new(edwards25519.Point)
		if _, err := negA.SetBytes(it.Pub[:]); err != nil {
			checks["short"], checks["direct"] = false, false
			return checks
		}
		negA.Negate(negA)
	}
	var ok bool
	if checks["short"], ok = verifyShort(rules, &it, negA); !ok {
		t.Fatalf("%s: the challenge did not shorten", v.Name)
	}
	if key {
		negA = nil // verifyDirect takes the key's table
	}
	checks["direct"] = verifyDirect(rules, &it, negA)
	return checks
}

// TestShortDeclines checks VerifyItem on signatures whose challenge the
// shortened check declines (edtest.DecliningChallenges, set as the items'
// challenges), valid and with S corrupted, under both rules, with A as
// bytes and with a key's table: verifyShort declines them, and VerifyItem's
// verdict is the direct check's (a key's table never takes the shortened
// check).
func TestShortDeclines(t *testing.T) {
	for j, k := range edtest.DecliningChallenges(2) {
		for _, corrupt := range []bool{false, true} {
			v := edtest.ChallengeVector(byte(j), &k)
			if corrupt {
				v.Sig[40] ^= 1
			}
			for _, rules := range []prep.Rules{{}, {Cofactored: true}} {
				for _, key := range []bool{false, true} {
					it, _ := itemOf(v, key)
					it.KB, it.Hashed = k, true
					a, _ := new(edwards25519.Point).SetBytes(v.Pub)
					if _, ok := verifyShort(rules, &it, a.Negate(a)); ok {
						t.Fatalf("challenge %x not declined", k)
					}
					if got := VerifyItem(rules, &it); got != !corrupt {
						t.Errorf("challenge %d corrupt=%v %+v key=%v: got %v", j, corrupt, rules, key, got)
					}
				}
			}
		}
	}
}

// FuzzShortCheck compares the shortened check with the direct one and with
// crypto/ed25519 on a signature by a key of seed over msg with one byte of
// the key or signature changed (pos below 96 picks the byte, A's first;
// val is XORed in), under both rules, with A as bytes and with a key's
// table.
func FuzzShortCheck(f *testing.F) {
	f.Add(uint8(1), []byte("msg"), uint8(0), uint8(0))
	f.Add(uint8(2), []byte("msg"), uint8(33), uint8(0x80))
	f.Add(uint8(3), []byte(""), uint8(95), uint8(1))
	f.Add(uint8(4), []byte("x"), uint8(63), uint8(0x80))
	f.Fuzz(func(t *testing.T, seed uint8, msg []byte, pos, val uint8) {
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, 32))
		pub := append([]byte(nil), priv.Public().(ed25519.PublicKey)...)
		sig := ed25519.Sign(priv, msg)
		if p := int(pos) % 96; p < 32 {
			pub[p] ^= val
		} else {
			sig[p-32] ^= val
		}
		v := edtest.Vector{Name: "fuzz", Pub: pub, Msg: msg, Sig: sig}
		want := [2]bool{ed25519.Verify(pub, msg, sig), cofactoredVerdict(v)}
		for c, rules := range []prep.Rules{{}, {Cofactored: true}} {
			for _, key := range []bool{false, true} {
				for name, got := range checksOf(t, rules, v, key) {
					if got != want[c] {
						t.Errorf("cofactored=%v key=%v %s: got %v, want %v", rules.Cofactored, key, name, got, want[c])
					}
				}
			}
		}
	})
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
