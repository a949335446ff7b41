package avx2

import (
	"sync"
	"unsafe"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the avx2 backend's checks of a warm key: an item whose key
// brings its tables (KeyTables, an ExpandedPublicKey's: [e](2^(15p)
// (-A)) for p = 0..16). With B's tables at their own positions
// (warmBase10: [e](2^(16p) B), p = 0..15), [k](-A) + [S]B is the sum of
// seventeen pieces of k and sixteen of S at those positions, each on a
// chain of at most 15 doublings instead of 250, with as many additions
// as one full-length chain:
//
//   - verifyWarm (the solo10 engine, one signature): k and S in width-5
//     and width-8 non-adjacent forms, each nonzero digit added at its
//     position within its piece; R decoded, then compared with the
//     result (cofactorless) or subtracted from it (cofactored);
//   - warmBaseMult (the quad engine, a group of four warm items, each lane
//     its own key's tables): k and S in signed radix 2^5 and 2^8, the
//     schedule of the ifma backend's warm groups, on prep.WarmTop
//     doublings.
//
// The schedule's constants (the positions' spacing prep.WarmShiftA = 15
// and prep.WarmShiftB = 16, the digits per piece, the chain's length) are
// prep's, shared with the tables' builders and the ifma backend.

// verifyWarm indexes the tables by a NAF digit's position over the
// spacing, and k and S are below L < 2^253, so their digits stand at
// positions up to 253: table 253/15 and 253/16 must exist. warmBase10
// reuses basepoint10x128 as the table at 2^128, so 128 must be one of the
// base tables' positions.
const (
	_ = uint(prep.WarmPositionsA - 1 - 253/prep.WarmShiftA)
	_ = uint(prep.WarmPositionsB - 1 - 253/prep.WarmShiftB)
	_ = uint(0 - 128%prep.WarmShiftB)
	_ = uint(prep.WarmPositionsB - 1 - 128/prep.WarmShiftB)
)

// warmBase10 returns B's tables at the pieces' positions: [p][e] =
// [e](2^(16p) B), e = 0..128, as cached points with Z = 1 in the solo form
// (41,280 bytes each, shared by every key; p = 0 and 8 are basepoint10's
// and basepoint10x128's, the fourteen others, 577,920 bytes, built once,
// when first asked for).
var warmBase10 = sync.OnceValue(func() *[prep.WarmPositionsB]*[129]r25x4.Element {
	var t [prep.WarmPositionsB]*[129]r25x4.Element
	t[0], t[128/prep.WarmShiftB] = basepoint10(), basepoint10x128()
	for p := range t {
		if t[p] != nil {
			continue
		}
		bt := edwards.Base51Shift(uint(prep.WarmShiftB * p))
		tab := new([129]r25x4.Element)
		for e := range tab {
			r25x4.SoloFromCached51(&tab[e], &bt[e])
		}
		t[p] = tab
	}
	return &t
})

// KeyTables are an ExpandedPublicKey's tables for this backend's checks of
// a warm key: [p][e] = [e](2^(15p) (-A)) for p = 0..16 (the positions of
// ifma.KeyTables), e = 0..16, cached, in r25x4's solo form (one point's
// four coordinates across the four lanes, 320 bytes): 17 x 17 x 320 =
// 92,480 bytes. Table 0 is the table of -A that the engines of a cold
// group read for a key that brings it. A prep.Item carries them in Warm
// (keyTables reads them back). NewKeyTables allocates them on their own;
// at this size Go's allocator places them on a page, so every entry starts
// on a 64-byte boundary, where r25x4.Prefetch asks for all of an entry
// (TestKeyTables checks it).
type KeyTables [prep.WarmPositionsA][17]r25x4.Element

// KeyTables's size is the one documented above and in the ed25519
// package (ExpandedPublicKey).
const (
	_ = uint(unsafe.Sizeof(KeyTables{}) - 92480)
	_ = uint(92480 - unsafe.Sizeof(KeyTables{}))
)

// An item's Warm, when not nil, is read here as one of two types: this
// backend's tables (*KeyTables, keyTables), or a key's table of -A in
// radix-2^51 limbs (*[17][5][4]uint64, table51: [e](-A), e = 0..16,
// cached, as the ifma backend's tables hold it, their Table(0)), which the
// ed25519 package attaches for a key made while this backend was not
// active and which the engines here convert (r25x4.SoloFromCached51)
// instead of building a table. Both are concrete types, asserted without
// a call, so that nothing an item points to escapes (a method called
// through an interface would leak the whole item); any other value is
// read as no table.

// keyTables returns the tables it carries if this backend built them
// (NewKeyTables), else nil.
func keyTables(it *prep.Item) *KeyTables {
	t, _ := it.Warm.(*KeyTables)
	return t
}

// table51 returns the table of -A in radix-2^51 limbs that it carries
// (the ifma backend's Table(0)), else nil.
func table51(it *prep.Item) *[17][5][4]uint64 {
	t, _ := it.Warm.(*[17][5][4]uint64)
	return t
}

// NewKeyTables returns an ExpandedPublicKey's tables for this backend
// (KeyTables: [e](2^(15p) (-A)), p = 0..16, e = 0..16, cached, in the
// solo form; 92,480 bytes), built once from negA = -A in the solo10
// engine: 257 doublings and 238 additions. It allocates the tables.
func NewKeyTables(negA *edwards25519.Point) *KeyTables {
	s := soloScratches.Get().(*soloScratch)
	defer soloScratches.Put(s)
	t := new(KeyTables)
	var p r25x4.Element
	setPoint10(&p, negA)
	for i := range t {
		if i > 0 {
			r25x4.SoloDouble(&p, prep.WarmShiftA)
		}
		s.buildTable(&t[i], &p)
	}
	return t
}

// warmAdd is one addition of verifyWarm's chain: entry e of table t (t <
// prep.WarmPositionsA: the key's table t; else B's table t -
// prep.WarmPositionsA), negated when neg is set.
type warmAdd struct {
	t, e uint8
	neg  bool
}

// warmSoloTop is the last position of verifyWarm's chain: a digit of k at
// bit i < 256 sits at i mod 15 (at most 14), of S at i mod 16 (at most
// 15).
const warmSoloTop = max(prep.WarmShiftA, prep.WarmShiftB) - 1

// verifyWarm returns the verdict for one item whose key brings its tables
// (kt, keyTables(it)), exactly as portable.VerifyItem would. The item must
// be ok and hashed. It computes R' = [k](-A) + [S]B: k's width-5 non-adjacent form
// against the key's tables (a digit at bit i added from table i/15 at
// position i mod 15), S's width-8 form against B's (table i/16, position
// i mod 16), on one chain of at most 15 doublings. The cofactorless
// profiles then compare R' with R's bytes (prep.EncodingEqual: a
// variable-time inversion, where decoding R costs a square root); the
// cofactored ones check [8](R' - R) = 0 with R decoded by Point.SetBytes,
// which decodes one point faster than r64.DecodePair on the machines
// measured (docs/results/2026-12-02-ed25519-avx2-hot-keys).
func (s *soloScratch) verifyWarm(rules prep.Rules, it *prep.Item, kt *KeyTables) bool {
	var r edwards25519.Point
	var rp *edwards25519.Point // R decoded, for the cofactored check
	if rules.Cofactored {
		if _, err := r.SetBytes(it.Sig[:32]); err != nil {
			return false
		}
		rp = &r
	}

	// The additions, sorted by position (counting sort, top first).
	var digA, digB [scalar.NAFMaxDigits]scalar.NAFDigit
	na := scalar.NAFDigits(&digA, &it.KB, 5)
	nb := scalar.NAFDigits(&digB, (*[32]byte)(it.Sig[32:]), 8)
	var start [warmSoloTop + 2]uint8 // start[j]: first addition at position j
	for _, d := range digA[:na] {
		start[warmSoloTop-int(d.Pos)%prep.WarmShiftA+1]++
	}
	for _, d := range digB[:nb] {
		start[warmSoloTop-int(d.Pos)%prep.WarmShiftB+1]++
	}
	for j := 1; j < len(start); j++ {
		start[j] += start[j-1]
	}
	// start[warmSoloTop-j] is now the first slot of position j.
	// On the stack, not in s: a larger soloScratch moves the quad engine's
	// scratch in the workspace, which its cold batches are sensitive to
	// (docs/NOTEBOOK.md, "ed25519 workspace layout").
	var adds [scalar.NAFMaxDigits]warmAdd
	fill := start
	for _, d := range digA[:na] {
		j := warmSoloTop - int(d.Pos)%prep.WarmShiftA
		adds[fill[j]] = warmAdd{uint8(int(d.Pos) / prep.WarmShiftA), uint8(scalar.Abs(int(d.D))), d.D < 0}
		fill[j]++
	}
	for _, d := range digB[:nb] {
		j := warmSoloTop - int(d.Pos)%prep.WarmShiftB
		adds[fill[j]] = warmAdd{uint8(prep.WarmPositionsA + int(d.Pos)/prep.WarmShiftB), uint8(scalar.Abs(int(d.D))), d.D < 0}
		fill[j]++
	}
	bt := warmBase10()
	var ents [scalar.NAFMaxDigits]*r25x4.Element
	for i, a := range adds[:na+nb] {
		if a.t < prep.WarmPositionsA {
			ents[i] = &kt[a.t][a.e]
		} else {
			ents[i] = &bt[a.t-prep.WarmPositionsA][a.e]
		}
	}
	// The entries lie anywhere in the key's 92 KB of tables and B's 660
	// KB, which a process verifying under many keys keeps in memory, not
	// in the cache: all are asked for before the chain starts, and come
	// while its first additions run.
	r25x4.Prefetch(ents[:na+nb])
	s.acc = r25x4.Element{{0, 1, 1, 0}}
	pending := uint64(0) // doublings owed before the next addition
	started := false
	for j := warmSoloTop; j >= 0; j-- {
		for i := start[warmSoloTop-j]; i < start[warmSoloTop-j+1]; i++ {
			if pending > 0 {
				r25x4.SoloDouble(&s.acc, pending)
				pending = 0
			}
			ent := ents[i]
			if adds[i].neg {
				r25x4.SoloSelect(&s.q, ent, 1)
				ent = &s.q
			}
			r25x4.SoloAdd(&s.acc, ent)
			started = true
		}
		if started && j > 0 {
			pending++
		}
	}
	if pending > 0 {
		r25x4.SoloDouble(&s.acc, pending)
	}
	return s.fullVerdict(rules, it, rp)
}

// warmBaseMult sets acc = [k](-A) + [S]B in every lane from the digits in
// s.digA and s.digB, with [e](2^(15p)(-A)) from the lane's item's tables
// (keyTables(items[l]); the identity for a lane past len(items), whose
// digits are zero) and [e](2^(16p) B) from warmBase10, on the schedule of
// scalar.WalkChain to prep.WarmTop: at each position the seventeen
// pieces of k, then the sixteen of S.
func (s *quadScratch) warmBaseMult(items []*prep.Item) {
	s.acc = r25x4.Point{}
	for l := range 4 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt := warmBase10()
	id := &identityTable10[0]
	var kt [4]*KeyTables // nil past len(items)
	for l, it := range items {
		kt[l] = keyTables(it)
	}
	for f := range warmPrefetchSteps {
		prefetchWarmStep(&kt, &s.digA, f)
	}
	scalar.WalkChain(prep.WarmTop, func(j int) {
		last := prep.WarmPositionsA - 1
		for prep.WarmDigitsA*last+j >= quadDigitsA {
			last-- // the last piece holds fewer digits
		}
		for p := 0; p <= last; p++ {
			prefetchWarmStep(&kt, &s.digA, prep.WarmStepA(j, p)+warmPrefetchSteps)
			i := prep.WarmDigitsA*p + j
			var neg uint32
			for l := range 4 {
				d := s.digA[l][i]
				if d < 0 {
					neg |= 1 << l
					d = -d
				}
				s.ents[l] = id
				if kt[l] != nil {
					s.ents[l] = &kt[l][p][d]
				}
			}
			r25x4.Select(&s.q, &s.ents, neg)
			// T is needed only by an addition that follows at the same
			// position: the next piece's, the base point's, or -R's
			// after the last digit.
			if p < last || j == 0 || 5*j%8 == 0 {
				r25x4.Add(&s.acc, &s.q)
			} else {
				r25x4.AddNoT(&s.acc, &s.q)
			}
		}
	}, func(j int) {
		for p := range prep.WarmPositionsB {
			i := prep.WarmDigitsB*p + j
			var neg uint32
			for l := range 4 {
				d := int(s.digB[l][i])
				if d < 0 {
					neg |= 1 << l
					d = -d
				}
				s.ents[l] = &bt[p][d]
			}
			r25x4.Select(&s.q, &s.ents, neg)
			if p < prep.WarmPositionsB-1 || j == 0 {
				r25x4.Add(&s.acc, &s.q)
			} else {
				r25x4.AddNoT(&s.acc, &s.q)
			}
		}
	}, func(n uint64) { r25x4.Double(&s.acc, n) })
	clear(s.ents[:])
}

// warmPrefetchSteps is how many of the warm chain's steps
// (prep.WarmStepA) ahead of its additions prefetchWarmStep asks for their
// entries: with many keys their tables are not in cache, and each
// addition would wait for its entries in turn; one step's requests at a
// time keep a steady distance ahead of their use (docs/NOTEBOOK.md has
// the measurements).
const warmPrefetchSteps = 16

// prefetchWarmStep asks (r25x4.Prefetch) for the lanes' entries that step
// f of the warm chain adds, (j, p) = prep.WarmStepAtA(f), from the tables
// kt of the lanes' keys: none for a nil table, for a digit past
// quadDigitsA or for f >= prep.WarmStepsA. (The list is a local array, not
// scratch: a larger quadScratch moves the workspace's layout, NOTEBOOK.)
func prefetchWarmStep(kt *[4]*KeyTables, digA *[4][quadDigitsA]int8, f int) {
	if f >= prep.WarmStepsA {
		return
	}
	j, p := prep.WarmStepAtA(f)
	i := prep.WarmDigitsA*p + j
	if i >= quadDigitsA {
		return
	}
	var ents [4]*r25x4.Element
	n := 0
	for l, t := range kt {
		if t != nil {
			ents[n] = &t[p][scalar.Abs(int(digA[l][i]))]
			n++
		}
	}
	r25x4.Prefetch(ents[:n])
}

// allWarm reports whether every item brings this backend's key tables.
func allWarm(items []*prep.Item) bool {
	for _, it := range items {
		if keyTables(it) == nil {
			return false
		}
	}
	return true
}
