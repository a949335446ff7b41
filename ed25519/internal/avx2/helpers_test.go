package avx2

import (
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// The engines' tests are differential: every verdict against
// portable.VerifyItem's for the same item under the same rules (the
// portable backend is checked against the pinned verdicts of every corpus
// in the ed25519 package, which also runs these engines over them).

type vector = edtest.Vector

// ruleSets are the rules the engines are tested under: the cofactorless
// and cofactored checks, with no byte-level rules and with all of them.
var ruleSets = []prep.Rules{
	{},
	{Cofactored: true},
	{CanonicalA: true, CanonicalR: true, SmallOrderA: true, SmallOrderR: true},
	{Cofactored: true, CanonicalA: true, CanonicalR: true, SmallOrderA: true, SmallOrderR: true},
}

func edgeVectors(t testing.TB) []vector { return edtest.EdgeVectors(t) }

func validPool(n int) []vector { return edtest.ValidVectors(n) }

func mixedVectors(t testing.TB, valid int) []vector { return edtest.MixedVectors(t, valid) }

// keyModes are how an item brings A: as bytes; decoded (-A); decoded with
// the ifma backend's hot tables (Hot.Lo, which this backend converts);
// decoded with this backend's tables (Solo: warm, an ExpandedPublicKey's
// where this backend is active); and with both (Solo and Hot, an
// ExpandedPublicKey's where this backend is active on a CPU with IFMA).
var keyModes = []string{"bytes", "decoded", "hot", "solo", "both"}

// itemOf prepares v under rules as the ed25519 package's prepare does:
// lengths, S below L, the rules' encoding checks. With key, -A comes
// decoded (nil if it does not decode).
func itemOf(rules prep.Rules, v vector, key bool) (it prep.Item) {
	it.Msg = v.Msg
	if len(v.Sig) != 64 || len(v.Pub) != 32 {
		return it
	}
	it.Sig, it.Pub = (*[64]byte)(v.Sig), (*[32]byte)(v.Pub)
	if !scalar.IsCanonical((*[32]byte)(v.Sig[32:])) {
		return it
	}
	r := (*[32]byte)(v.Sig[:32])
	if (rules.CanonicalA && !prep.IsCanonicalEncoding(it.Pub)) || (rules.CanonicalR && !prep.IsCanonicalEncoding(r)) ||
		(rules.SmallOrderA && prep.IsSmallOrderEncoding(it.Pub)) || (rules.SmallOrderR && prep.IsSmallOrderEncoding(r)) {
		return it
	}
	if key {
		a, err := new(edwards25519.Point).SetBytes(v.Pub)
		if err != nil {
			return it
		}
		it.NegA = a.Negate(a)
	}
	it.OK = true
	return it
}

// keyItem prepares v under rules with A brought as keyMode says.
func keyItem(rules prep.Rules, v vector, keyMode string) prep.Item {
	it := itemOf(rules, v, keyMode != "bytes")
	if it.NegA == nil {
		return it
	}
	switch keyMode {
	case "hot":
		it.Hot = hotTables(it.NegA)
	case "solo":
		it.Solo = NewKeyTables(it.NegA)
	case "both":
		it.Solo = NewKeyTables(it.NegA)
		it.Hot = hotTables(it.NegA)
	}
	return it
}

// itemsOf prepares vs under rules with A brought as keyMode says; keyMode
// "mixed" brings item i's key warm (solo), decoded or as bytes by i mod 3,
// so that warm and cold items share chunks.
func itemsOf(rules prep.Rules, vs []vector, keyMode string) []prep.Item {
	items := make([]prep.Item, len(vs))
	for i, v := range vs {
		km := keyMode
		if km == "mixed" {
			km = [3]string{"solo", "decoded", "bytes"}[i%3]
		}
		items[i] = keyItem(rules, v, km)
	}
	return items
}

// hotTables returns tables of the ifma backend's form for -A whose Lo[e]
// = [e](-A), e = 0..16, as affine cached points (the engines of this
// package read only Lo); Hi is left zero. Built here rather than by
// internal/ifma, which no engine package imports.
func hotTables(negA *edwards25519.Point) *prep.HotTables {
	h := new(prep.HotTables)
	p := edwards25519.NewIdentityPoint()
	for e := range h.Lo {
		edwards.AffineCached51(&h.Lo[e], p)
		p.Add(p, negA)
	}
	return h
}

// portableVerdict is portable.VerifyItem's verdict for v under rules.
func portableVerdict(rules prep.Rules, v vector) bool {
	it := itemOf(rules, v, false)
	return portable.VerifyItem(rules, &it)
}

// withShort runs f with the shortened challenges on or off, restoring
// them after.
func withShort(short bool, f func()) {
	defer SetShortChallenges(true)
	SetShortChallenges(short)
	f()
}

// shortModes names the two paths SetShortChallenges selects.
var shortModes = map[bool]string{true: "short", false: "full"}
