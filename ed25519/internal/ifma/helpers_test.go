package ifma

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// The engines' tests are differential: every verdict against
// portable.VerifyItem's for the same item under the same rules (the
// portable backend is checked against the pinned verdicts of every corpus
// in the ed25519 package, which also runs these engines over them).

// vector is one signature to verify.
type vector struct {
	name          string
	pub, msg, sig []byte
}

// ruleSets are the rules the engines are tested under: the cofactorless
// and cofactored checks, with no byte-level rules and with all of them.
var ruleSets = []prep.Rules{
	{},
	{Cofactored: true},
	{CanonicalA: true, CanonicalR: true, SmallOrderA: true, SmallOrderR: true},
	{Cofactored: true, CanonicalA: true, CanonicalR: true, SmallOrderA: true, SmallOrderR: true},
}

// edgeVectors reads the ed25519 package's edge corpus: small-order and
// mixed-order A and R, non-canonical encodings, S at the bound, points
// that do not decode.
func edgeVectors(t testing.TB) []vector {
	t.Helper()
	b, err := os.ReadFile("../../testdata/edge_corpus.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw []struct{ Name, Pub, Msg, Sig string }
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	vs := make([]vector, len(raw))
	for i, r := range raw {
		vs[i].name = r.Name
		for _, f := range []struct {
			dst *[]byte
			s   string
		}{{&vs[i].pub, r.Pub}, {&vs[i].msg, r.Msg}, {&vs[i].sig, r.Sig}} {
			if *f.dst, err = hex.DecodeString(f.s); err != nil {
				t.Fatal(err)
			}
		}
	}
	return vs
}

// validPool returns n valid signatures by n keys.
func validPool(n int) []vector {
	vs := make([]vector, n)
	for i := range vs {
		priv := ed25519.NewKeyFromSeed(append(make([]byte, 31), byte(i)))
		msg := []byte("valid pool message " + strconv.Itoa(i))
		vs[i] = vector{"pool/" + strconv.Itoa(i), priv.Public().(ed25519.PublicKey), msg, ed25519.Sign(priv, msg)}
	}
	return vs
}

// mixedVectors is the edge corpus, then valid signatures with one in three
// corrupted (a bit of R, of S or of the message), so that every group
// mixes verdicts.
func mixedVectors(t testing.TB, valid int) []vector {
	vs := edgeVectors(t)
	for i, v := range validPool(valid) {
		switch i % 6 {
		case 1:
			v.sig = append([]byte(nil), v.sig...)
			v.sig[3] ^= 0x10
		case 3:
			v.sig = append([]byte(nil), v.sig...)
			v.sig[40] ^= 1
		case 5:
			v.msg = append([]byte(nil), v.msg...)
			v.msg[0] ^= 1
		}
		vs = append(vs, v)
	}
	return vs
}

// itemOf prepares v under rules as the ed25519 package's prepare does:
// lengths, S below L, the rules' encoding checks. With key, -A comes
// decoded (nil if it does not decode).
func itemOf(rules prep.Rules, v vector, key bool) (it prep.Item) {
	it.Msg = v.msg
	if len(v.sig) != 64 || len(v.pub) != 32 {
		return it
	}
	it.Sig, it.Pub = (*[64]byte)(v.sig), (*[32]byte)(v.pub)
	if !scalar.IsCanonical((*[32]byte)(v.sig[32:])) {
		return it
	}
	r := (*[32]byte)(v.sig[:32])
	if (rules.CanonicalA && !prep.IsCanonicalEncoding(it.Pub)) || (rules.CanonicalR && !prep.IsCanonicalEncoding(r)) ||
		(rules.SmallOrderA && prep.IsSmallOrderEncoding(it.Pub)) || (rules.SmallOrderR && prep.IsSmallOrderEncoding(r)) {
		return it
	}
	if key {
		a, err := new(edwards25519.Point).SetBytes(v.pub)
		if err != nil {
			return it
		}
		it.NegA = a.Negate(a)
	}
	it.OK = true
	return it
}

// portableVerdict is portable.VerifyItem's verdict for v under rules.
func portableVerdict(rules prep.Rules, v vector) bool {
	it := itemOf(rules, v, false)
	return portable.VerifyItem(rules, &it)
}
