package avx2

import (
	"sync"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
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
// the ifma backend's table of -A in Warm ("hot": which this backend
// converts; an ExpandedPublicKey's made while this backend was not
// active); decoded with this backend's tables ("solo", KeyTables: warm,
// an ExpandedPublicKey's made while this backend was active); and decoded
// with a Warm handle of a type this backend does not read ("foreign":
// verified cold, from -A).
var keyModes = []string{"bytes", "decoded", "hot", "solo", "foreign"}

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
		it.Warm = newTables51(it.NegA)
	case "solo":
		it.Warm = keyTablesOf(it.NegA)
	case "foreign":
		it.Warm = new(foreignTables)
	}
	return it
}

// keyTablesMemo holds NewKeyTables of each key, per kernel routing, built
// on first use and shared by every chunk size and rule set after: a key's
// tables are a function of the key, and building them is the costly part
// of keyItem.
var keyTablesMemo sync.Map // keyTablesKey -> *KeyTables

type keyTablesKey struct {
	negA [32]byte // -A's encoding
	avx2 bool     // r25x4.UseAVX2 when built
}

// keyTablesOf returns NewKeyTables(negA), built under the current kernel
// routing.
func keyTablesOf(negA *edwards25519.Point) *KeyTables {
	key := keyTablesKey{[32]byte(negA.Bytes()), r25x4.UseAVX2}
	if t, ok := keyTablesMemo.Load(key); ok {
		return t.(*KeyTables)
	}
	t := NewKeyTables(negA)
	keyTablesMemo.Store(key, t)
	return t
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

// newTables51 returns the table of -A that the ed25519 package attaches
// for this backend from the ifma backend's tables (ifma.KeyTables's
// Table(0), built here rather than by internal/ifma, which no engine
// package imports): [e](-A), e = 0..16, as affine cached points in
// radix-2^51 limbs.
func newTables51(negA *edwards25519.Point) *[17][5][4]uint64 {
	h := new([17][5][4]uint64)
	p := edwards25519.NewIdentityPoint()
	for e := range h {
		edwards.AffineCached51(&h[e], p)
		p.Add(p, negA)
	}
	return h
}

// foreignTables stands for key tables of a type this backend does not
// read, in Item.Warm.
type foreignTables struct{ _ [17]uint64 }

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
