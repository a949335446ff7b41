package ifma

import (
	"sync"
	"unsafe"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the split verification of a key with hot tables (an
// ExpandedPublicKey's). With [e](2^(15p) (-A)) precomputed for p = 0..16
// (KeyTables, prep.WarmPositionsA = 17) and [e](2^(16p) B) for p =
// 0..15 shared (warmBase, prep.WarmPositionsB = 16), [k](-A) + [S]B is the
// sum of seventeen pieces of k and sixteen of S,
//
//	piece p of k: sum_{i<3} d_(3p+i) 2^(5i) 2^(15p)(-A)
//	piece p of S: sum_{j<2} e_(2p+j) 2^(8j) 2^(16p) B
//
// (d the 51 signed radix-2^5 digits of k, e the 32 signed radix-2^8
// digits of S), which all follow one schedule of 10 doublings, additions
// at multiples of 5 and 8. The split check runs one signature in both
// halves of the pair engine, k's pieces 0..8 and S's 0..7 in half 0, the
// others in half 1: nine and eight additions at each position where one
// chain of 250 doublings makes one, on a twenty-fifth of the doublings.
// A warm group of the eight-lane engine (warm.go) runs the pieces one
// after the other in each lane. The schedule's constants (the positions'
// spacing, the digits per piece, the chain's length) are prep's (warm.go
// there), shared with the tables' builders and the avx2 backend.

// warmHalfA and warmHalfB are the pieces of k and of S in half 0 of the
// split check: pieces 0 .. warmHalfA-1 of k (0 .. warmHalfB-1 of S) in
// half 0, the others in half 1. k's seventeen pieces leave half 1 one
// short, whose slot adds the identity. The pieces themselves
// (prep.WarmDigitsA, prep.WarmDigitsB, prep.WarmTop) are prep's.
const (
	warmHalfA = (prep.WarmPositionsA + 1) / 2
	warmHalfB = prep.WarmPositionsB / 2
	_         = uint(prep.WarmPositionsB - 2*warmHalfB)
	_         = uint(2*warmHalfB - prep.WarmPositionsB)
)

// warmDigitA returns digit j of piece p of k's digits d (zero past the
// last digit).
func warmDigitA(d *[laneDigitsA]int8, p, j int) int {
	if i := prep.WarmDigitsA*p + j; i < laneDigitsA {
		return int(d[i])
	}
	return 0
}

// warmBase returns B's tables at the pieces' positions: warmBase()[p][e]
// = [e](2^(prep.WarmShiftB p) B), e = 0..128, affine cached (20,640
// bytes each, shared by every key; the fourteen other than Base51's and
// Base51x128's, 288,960 bytes, built once, when first asked for).
var warmBase = sync.OnceValue(func() *[prep.WarmPositionsB]*[129]r51x8.Cached4 {
	var t [prep.WarmPositionsB]*[129]r51x8.Cached4
	for p := range t {
		t[p] = edwards.Base51Shift(uint(prep.WarmShiftB * p))
	}
	return &t
})

// KeyTables are an ExpandedPublicKey's tables for this backend's checks of
// a warm key (the split check here, the warm groups of the eight-lane
// engine, a key's point in the bucket sums): Lo[e] = [e](-A) and
// Hi[p-1][e] = [e](2^(15p) (-A)) for p = 1..16, e = 0..16, cached,
// carried limbs: 17 x 17 x 160 = 46,240 bytes. A prep.Item carries them in Warm
// (keyTables reads them back). For the avx2 backend, a key that has none
// of its own tables carries Table(0) instead, which the ed25519 package
// hands over as a plain array and the avx2 engines convert (no engine
// imports another). NewKeyTables allocates them on their own, which puts
// them, and so every entry (160 bytes each), on a 32-byte boundary, where
// r51x8.Prefetch asks for all of an entry (TestKeyTables checks it).
type KeyTables struct {
	Lo [17]r51x8.Cached4
	Hi [prep.WarmPositionsA - 1][17]r51x8.Cached4
}

// KeyTables's size is the one documented above and in the ed25519
// package (ExpandedPublicKey).
const (
	_ = uint(unsafe.Sizeof(KeyTables{}) - 46240)
	_ = uint(46240 - unsafe.Sizeof(KeyTables{}))
)

// Table returns t's table for position p (0 <= p < prep.WarmPositionsA):
// [e](2^(15p) (-A)).
func (t *KeyTables) Table(p int) *[17]r51x8.Cached4 {
	if p == 0 {
		return &t.Lo
	}
	return &t.Hi[p-1]
}

// keyTables returns the tables it carries if this backend built them
// (NewKeyTables), else nil: a key without them, or with another backend's,
// is verified cold.
func keyTables(it *prep.Item) *KeyTables {
	t, _ := it.Warm.(*KeyTables)
	return t
}

// NewKeyTables builds an ExpandedPublicKey's tables of -A for the warm
// checks (the split check here and the warm groups of the eight-lane
// engine): the seventeen positions' points 2^(15p) (-A) on one chain of
// solo doublings (240 of one point: the serial part, on the kernel of
// least latency), the tables of the first sixteen eight at a time in the
// eight-lane kernels (buildTable8, each lane's entries copied out of its
// records) and the last one's in the solo kernels (their portable twins
// where the CPU lacks IFMA: a caller that will never run this backend need
// not build them). It does not build B's shifted tables: the first check
// that reads them does. It allocates the tables.
func NewKeyTables(negA *edwards25519.Point) *KeyTables {
	s := keyTableScratches.Get().(*keyTableScratch)
	defer keyTableScratches.Put(s)
	h := new(KeyTables)
	var pos r51x8.Element // 2^(15p) (-A) in lanes 0..3 (solo form)
	setPairPointFrom(&pos, 0, negA)
	for g := 0; g+8 <= prep.WarmPositionsA; g += 8 {
		for l := range 8 {
			if g+l > 0 {
				r51x8.SoloDouble(&pos, prep.WarmShiftA)
			}
			for c := range 4 {
				for i := range 5 {
					s.p[c][i][l] = pos[i][c]
				}
			}
		}
		buildTable8(&s.tab, &s.p, &s.acc)
		for e := range s.tab {
			lanes := (*[8]r51x8.Cached4)(unsafe.Pointer(&s.tab[e])) // records, r51x8.CachedToLanes
			for l := range lanes {
				h.Table(g + l)[e] = lanes[l]
			}
		}
	}
	ps := pairScratches.Get().(*pairScratch)
	defer pairScratches.Put(ps)
	ps.solo = true
	for p := prep.WarmPositionsA &^ 7; p < prep.WarmPositionsA; p++ {
		r51x8.SoloDouble(&pos, prep.WarmShiftA)
		ps.a = pos
		ps.buildTable()
		*h.Table(p) = ps.tab[0]
	}
	return h
}

// keyTableScratch is NewKeyTables' scratch: an eight-lane table and its
// points (24 KB), pooled.
type keyTableScratch struct {
	tab    [17]r51x8.Cached
	p, acc r51x8.Point
}

var keyTableScratches = sync.Pool{New: func() any { return new(keyTableScratch) }}

// The lane records of an eight-lane cached point are eight Cached4s.
const (
	_ = uint(unsafe.Sizeof(r51x8.Cached{}) - 8*unsafe.Sizeof(r51x8.Cached4{}))
	_ = uint(8*unsafe.Sizeof(r51x8.Cached4{}) - unsafe.Sizeof(r51x8.Cached{}))
)

// verifySplit sets verdicts[0] for the one item, whose tables
// (KeyTables) are attached, exactly as portable.VerifyItem would. The item must be ok and
// hashed.
func verifySplit(rules prep.Rules, it *prep.Item, verdicts []bool, s *pairScratch) {
	s.solo = false
	var digA [laneDigitsA]int8
	var digB [laneDigitsB]int8
	scalar.SignedWindows(digA[:], &it.KB, 5)
	scalar.SignedWindows(digB[:], (*[32]byte)(it.Sig[32:]), 8)
	// The key's entries the chain will select, asked for (r51x8.Prefetch)
	// before it starts (and, under the cofactored rules, while R decodes):
	// with many keys their tables are not in cache, and the chain would
	// wait for each in turn.
	// (A local array: pointers from it stored in the scratch would make
	// escape analysis move callers' items to the heap.)
	hot := keyTables(it)
	// ents[WarmDigitsA p + j] is the entry digit j of piece p selects
	// (entry 0, the identity, past k's last digit and for half 1's slot
	// past the last piece).
	var ents [2 * warmHalfA * prep.WarmDigitsA]*r51x8.Cached4
	for i := range ents {
		p := i / prep.WarmDigitsA
		ents[i] = &hot.Lo[0]
		if p < prep.WarmPositionsA {
			ents[i] = &hot.Table(p)[scalar.Abs(warmDigitA(&digA, p, i%prep.WarmDigitsA))]
		}
	}
	r51x8.Prefetch(ents[:laneDigitsA])
	// Under the cofactored rules R is decoded by Point.SetBytes
	// (decodeLanes' semantics exactly) into lane 2 of dec, where finish
	// reads it, and the identity into lane 3 (the idle half's), as
	// decodeLanes leaves an idle lane: one point's square root is a chain
	// of lone squarings, which the scalar field runs in less time than the
	// lanes (NOTEBOOK). An R that does not decode leaves the identity in
	// lane 2 too, and the verdict false. The cofactorless rules compare R'
	// with R's bytes (prep.EncodingEqual: an inversion instead of the
	// square root) and do not decode R.
	valid := 0
	if rules.Cofactored {
		var R edwards25519.Point
		id := [3][5]uint64{{}, {1}, {}} // x, y, t
		r := id
		if _, err := R.SetBytes(it.Sig[:32]); err == nil {
			valid = 1
			X, Y, _, T := R.ExtendedCoordinates()
			r = [3][5]uint64{r51.LimbsOf(X), r51.LimbsOf(Y), r51.LimbsOf(T)}
		}
		for c, e := range [3]int{0, 1, 3} {
			r51x8.SetLane(&s.dec[e], 2, &r[c])
			r51x8.SetLane(&s.dec[e], 3, &id[c])
		}
	}
	s.acc = r51x8.Element{}
	for h := 0; h < 8; h += 4 {
		s.acc[0][h+1], s.acc[0][h+2] = 1, 1
	}
	bt := warmBase()
	scalar.WalkChain(prep.WarmTop, func(j int) {
		for p := range warmHalfA {
			d0, d1 := warmDigitA(&digA, p, j), warmDigitA(&digA, p+warmHalfA, j)
			r51x8.PairSelect(&s.q, ents[prep.WarmDigitsA*p+j], ents[prep.WarmDigitsA*(p+warmHalfA)+j], pairNeg(d0, d1))
			r51x8.PairAdd(&s.acc, &s.q)
		}
	}, func(j int) {
		for p := range warmHalfB {
			d0, d1 := int(digB[prep.WarmDigitsB*p+j]), int(digB[prep.WarmDigitsB*(p+warmHalfB)+j])
			r51x8.PairSelect(&s.q, &bt[p][scalar.Abs(d0)], &bt[p+warmHalfB][scalar.Abs(d1)], pairNeg(d0, d1))
			r51x8.PairAdd(&s.acc, &s.q)
		}
	}, func(n uint64) { r51x8.PairDouble(&s.acc, n) })
	// Half 0 += half 1: the cached form of half 1 moved to half 0, the
	// identity in half 1.
	r51x8.PairCached(&s.q, &s.acc)
	for i := range 5 {
		copy(s.q[i][:4], s.q[i][4:])
		s.q[i][4], s.q[i][5], s.q[i][6], s.q[i][7] = 0, 0, 0, 0
	}
	s.q[0][4], s.q[0][5], s.q[0][6] = 1, 1, 2
	r51x8.PairAdd(&s.acc, &s.q)
	if rules.Cofactored {
		s.finish(rules, []*prep.Item{it}, verdicts[:1], uint8(valid))
		return
	}
	if s.faulted(rules, []*prep.Item{it}, verdicts[:1]) {
		return
	}
	verdicts[0] = prep.EncodingEqual((*[32]byte)(it.Sig[:32]),
		r51x8.Lane(&s.acc, 0), r51x8.Lane(&s.acc, 1), r51x8.Lane(&s.acc, 2))
}
