package ifma

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/r64"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the eight-lane verification engine of the ifma backend: up
// to eight signatures at once, one per 64-bit lane, each reaching its own
// verdict exactly as portable.VerifyItem would. It runs on the r51x8.Element
// and r51x8.Point operations (the AVX-512 IFMA kernels where the backend is
// active; their portable twins in the tests, on every machine).
//
// Per group of eight it decodes A (unless a key with tables is attached)
// with the square-root computation of edwards25519.Point.SetBytes and
// builds per-lane tables of [0..16](-A); computes [k](-A) + [S]B with one
// shared chain of doublings: k in signed radix 2^5 (51 digits in [-16,
// 16]) adds from the per-lane tables every five doublings, S in signed
// radix 2^11 (23 digits in [-1024, 1025]) adds from a shared table of
// [0..1025]B every eleven (a warm group's chain takes S in radix 2^8,
// warm.go). Fixed windows keep every lane's additions at the
// same positions, so no lane idles. In a batch every group then encodes
// R' after the Z of all the chunk's groups are inverted at once
// (encodeLater) and compares it with R's bytes; under the cofactored
// profiles a lane whose bytes differ (an invalid signature, or R' and R
// apart by a point of small order) takes the exact check [8](R' - R) = 0
// with R decoded. Outside a batch the group decodes R first and checks
// [8](R' - R) = 0, or, cofactorless, R' against R decoded. Everything is
// variable time; it handles public data only.

// laneDigitsA and laneDigitsB are the digit counts of k (signed radix 2^5)
// and S (signed radix 2^8), prep's (prep.DigitsA, prep.DigitsB: both
// scalars are below 2^253 and the top digit absorbs the last carry),
// which the warm schedule's pieces cover.
const (
	laneDigitsA = prep.DigitsA
	laneDigitsB = prep.DigitsB
)

// coldWindowB and coldDigitsB are the width and the number of S's signed
// windows in the chains of keys without tables (the eight-lane engine's
// cold chain and the pair engine; the solo engine takes S's NAF of this
// width): 23 additions of [e]B from edwards.Base51Radix11 where radix 2^8
// takes 32, and S's positions 11j meet k's 5j only at multiples of 55
// (docs/results/2026-12-03-ed25519-radix11-base). S < 2^253 needs 23
// windows; the top digit of a canonical S is at most
// edwards.Base51Radix11Max.
const (
	coldWindowB = 11
	coldDigitsB = 23
)

// laneScratch is the scratch of the lanes engine, kept in a workspace so
// that batches do not allocate.
type laneScratch struct {
	tab  [17]r51x8.Cached // tab[e] lane l = [e](-A_l), in lane records (r51x8.CachedToLanes)
	acc  r51x8.Point
	q    r51x8.Cached
	a    r51x8.Point // -A, then scratch
	a2   r51x8.Point // the second group's -A, for verifyLanes2
	r    r51x8.Point // R
	t    fieldScratch
	digA [8][laneDigitsA]int8
	digB [8][laneDigitsB]int8  // S's, for the warm chain
	digS [8][coldDigitsB]int16 // S's, for the cold chain
	ents [8]*r51x8.Cached4
	// The warm chain's entries of k's digits (warm.go):
	// warmEnts[j][8p+l] is lane l's for digit j of piece p, negated
	// where bit l of warmNeg[j][p] is set; cleared after each chain.
	warmEnts [prep.WarmDigitsA][8 * prep.WarmPositionsA]*r51x8.Cached4
	warmNeg  [prep.WarmDigitsA][prep.WarmPositionsA]uint32
}

// fieldScratch is the temporaries of decodeGroups and the
// exponentiations, pairs of elements (laneOps): decodeGroups uses 0..4 and
// 10, fe8Chain 5..9.
type fieldScratch [11][2]r51x8.Element

// laneFaultHook, when set by a test, corrupts an engine's accumulator (one
// coordinate of the eight-lane engine's and of the combined check's; the
// pair engine's whole element; the bucket sum's) before the final checks,
// to prove the containment path.
var laneFaultHook func(acc *r51x8.Element)

// SetFaultHook sets the fault hook of every engine of this package (nil
// removes it), for the tests of the packages above that inject faults
// through their own paths. It must not be called while any verification
// runs.
func SetFaultHook(f func(acc *r51x8.Element)) { laneFaultHook = f }

// verifyLanes sets verdicts[i] for the (at most eight) items, exactly as
// portable.VerifyItem would. Items must be ok and hashed.
func verifyLanes(rules prep.Rules, items []*prep.Item, where []int, verdicts []bool, s *laneScratch, later *encodeLater) {
	n := len(items)
	// A group whose every key brings hot tables runs the warm chain
	// (warm.go); any other decodes -A and builds its table.
	var hot [8]*KeyTables
	allHot := true
	for l, it := range items {
		hot[l] = keyTables(it)
		allHot = allHot && hot[l] != nil
	}
	valid := uint8(1)<<n - 1
	// The encodings to decode stay in this frame: the scratch must not
	// hold pointers into the caller's inputs, or they would escape.
	var enc [8]*[32]byte
	for l := range n {
		enc[l] = (*[32]byte)(items[l].Sig[:32])
	}
	switch {
	case !allHot && later == nil:
		valid = keysAndR(&s.a, &s.r, items, &enc, &s.t)
	case !allHot:
		valid = negatedKeys(&[2]*r51x8.Point{&s.a}, &[2][]*prep.Item{items}, &s.t)[0]
	case later == nil:
		valid &= decodeLanes(&s.r, &enc, &s.t, eightLanes)
	}
	verifyNegated(rules, items, where, verdicts, s, later, valid, &hot, allHot)
}

// keysAndR sets a to -A of the items as negatedKeys does and r to their R
// decoded from enc, the two decodings side by side, and returns the mask
// of the lanes that hold both.
func keysAndR(a, r *r51x8.Point, items []*prep.Item, enc *[8]*[32]byte, t *fieldScratch) uint8 {
	encA, preset, dec := keyEncodings(a, items)
	if dec == 0 {
		return preset & decodeLanes(r, enc, t, eightLanes)
	}
	var pt r51x8.Point
	ok := decodeLanes2(&[2]*r51x8.Point{&pt, r}, &[2]*[8]*[32]byte{&encA, enc}, t)
	negateLanes(&pt)
	setLanes(a, &pt, dec)
	return (preset | ok[0]&dec) & ok[1]
}

// verifyLanes2 is verifyLanes of two cold groups (no item with hot
// tables), whose keys decode side by side (negatedKeys); later must not
// be nil.
func verifyLanes2(rules prep.Rules, items *[2][]*prep.Item, where *[2][]int, verdicts []bool, s *laneScratch, later *encodeLater) {
	valid := negatedKeys(&[2]*r51x8.Point{&s.a, &s.a2}, items, &s.t)
	var hot [8]*KeyTables
	verifyNegated(rules, items[0], where[0], verdicts, s, later, valid[0], &hot, false)
	s.a = s.a2
	verifyNegated(rules, items[1], where[1], verdicts, s, later, valid[1], &hot, false)
}

// verifyNegated is verifyLanes once s.a holds the group's -A where not
// allHot (and s.r its R where later is nil), valid the lanes that hold
// them (all of them where allHot and later is not nil), hot the items'
// tables.
func verifyNegated(rules prep.Rules, items []*prep.Item, where []int, verdicts []bool, s *laneScratch, later *encodeLater, valid uint8, hot *[8]*KeyTables, allHot bool) {
	n := len(items)
	if !allHot {
		s.buildTable()
	}
	for l := range 8 {
		if l >= n {
			s.digA[l], s.digB[l], s.digS[l] = [laneDigitsA]int8{}, [laneDigitsB]int8{}, [coldDigitsB]int16{}
			continue
		}
		scalar.SignedWindows(s.digA[l][:], &items[l].KB, 5)
		// S is canonical: its bytes are its value.
		S := (*[32]byte)(items[l].Sig[32:])
		if allHot {
			scalar.SignedWindows(s.digB[l][:], S, 8)
		} else {
			scalar.SignedWindows16(s.digS[l][:], S, coldWindowB)
		}
	}
	if allHot {
		s.warmBaseMult(hot) // warm.go
	} else {
		s.doubleBaseMult()
	}
	if rules.Cofactored && later == nil {
		subtractR8(&s.acc, &s.r, &s.q)
	}
	if laneFaultHook != nil {
		laneFaultHook(&s.acc[1])
	}
	if !carriedPoint(&s.acc) {
		prep.Faults.Add(1)
		for l := range n {
			verdicts[where[l]] = portable.VerifyItem(rules, items[l])
		}
		return
	}
	if later != nil {
		later.add(&s.acc, valid, items, where)
		return
	}
	if rules.Cofactored { // [8](R' - R) = 0
		id := identityLanes(&s.acc, &s.t)
		for l := range n {
			verdicts[where[l]] = (valid&id)>>l&1 != 0
		}
		return
	}
	// Cofactorless: R' = (X : Y : Z) against R = (x, y) decoded, as
	// prep.CofactorlessEqual compares them, in canonical limbs reduced
	// eight lanes at a time.
	x, y := &s.t[0][0], &s.t[1][0]
	r51x8.Freeze(x, &s.acc[0])
	r51x8.Freeze(y, &s.acc[1])
	xz, yz := &s.t[2][0], &s.t[3][0]
	r51x8.Mul(xz, &s.acc[2], &s.r[0])
	r51x8.Mul(yz, &s.acc[2], &s.r[1])
	r51x8.Freeze(xz, xz)
	r51x8.Freeze(yz, yz)
	for l := range n {
		verdicts[where[l]] = valid>>l&1 != 0 && prep.IsCanonicalEncoding((*[32]byte)(items[l].Sig[:32])) &&
			laneEqual(x, xz, l) && laneEqual(y, yz, l)
	}
}

// encodeLater holds the groups of a chunk until every group's R' = (X : Y
// : Z) is known, then inverts all their Z with one exponentiation
// (Montgomery's trick across groups: the products of the Z, one inversion,
// and two multiplications per group to take each inverse out), encodes
// each R' and compares it with the signature's R bytes, where each group
// would otherwise decode its R with an exponentiation of its own. Equal
// bytes mean R' = R, a valid signature under every profile. Under the
// cofactored rules a lane whose bytes differ takes the exact check [8](R'
// - R) = 0 with R decoded, in its group's lanes (finish). The lanes of
// points that did not decode, and idle lanes, take Z = 1, so that no lane
// can zero the product that every group's inverse comes from.
type encodeLater struct {
	n     int
	pts   [prep.Chunk / 8]r51x8.Point
	valid [prep.Chunk / 8]uint8
	items [prep.Chunk / 8][8]*prep.Item
	where [prep.Chunk / 8][8]int
	size  [prep.Chunk / 8]int
	pre   [prep.Chunk / 8]r51x8.Element
	inv   r51x8.Element
}

// add holds the group's R' = acc (extended: the cofactored check adds to
// it).
func (e *encodeLater) add(acc *r51x8.Point, valid uint8, items []*prep.Item, where []int) {
	g := e.n
	e.n++
	e.pts[g] = *acc
	for l := range 8 {
		if l >= len(items) || valid>>l&1 == 0 {
			one := [5]uint64{1}
			r51x8.SetLane(&e.pts[g][2], l, &one)
		}
	}
	e.valid[g], e.size[g] = valid, len(items)
	copy(e.items[g][:], items)
	copy(e.where[g][:], where)
}

// finish writes the verdicts of every held group under rules (the chunk's)
// and empties e; s is scratch.
func (e *encodeLater) finish(rules prep.Rules, verdicts []bool, s *laneScratch) {
	if e.n == 0 {
		return
	}
	t := &s.t
	e.pre[0] = e.pts[0][2]
	for g := 1; g < e.n; g++ {
		r51x8.Mul(&e.pre[g], &e.pre[g-1], &e.pts[g][2])
	}
	invertLanes(&e.inv, &e.pre[e.n-1])
	for g := e.n - 1; g >= 0; g-- {
		zinv := &t[0][0]
		if g > 0 {
			r51x8.Mul(zinv, &e.inv, &e.pre[g-1])    // 1/Z_g
			r51x8.Mul(&e.inv, &e.inv, &e.pts[g][2]) // 1/(Z_0 ... Z_{g-1})
		} else {
			*zinv = e.inv
		}
		x, y := &t[1][0], &t[2][0]
		r51x8.Mul(x, &e.pts[g][0], zinv)
		r51x8.Mul(y, &e.pts[g][1], zinv)
		r51x8.Freeze(x, x)
		r51x8.Freeze(y, y)
		var differ uint8 // valid lanes whose encoding is not R's bytes
		for l := range e.size[g] {
			fx, fy := r51x8.Lane(x, l), r51x8.Lane(y, l)
			enc := r51.Bytes(&fy)
			enc[31] |= byte(fx[0]&1) << 7
			valid, same := e.valid[g]>>l&1 != 0, enc == *(*[32]byte)(e.items[g][l].Sig[:32])
			verdicts[e.where[g][l]] = valid && same
			if valid && !same {
				differ |= 1 << l
			}
		}
		if rules.Cofactored && differ != 0 {
			e.checkCofactored(rules, g, differ, verdicts, s)
		}
		for l := range e.size[g] {
			e.items[g][l] = nil
		}
	}
	e.n = 0
}

// checkCofactored sets the verdicts of group g's lanes in differ by the
// cofactored check [8](R' - R) = 0, R decoded from the signature.
func (e *encodeLater) checkCofactored(rules prep.Rules, g int, differ uint8, verdicts []bool, s *laneScratch) {
	var enc [8]*[32]byte
	for l := range 8 {
		if differ>>l&1 != 0 {
			enc[l] = (*[32]byte)(e.items[g][l].Sig[:32])
		}
	}
	ok := decodeLanes(&s.r, &enc, &s.t, eightLanes) & differ
	s.acc = e.pts[g]
	subtractR8(&s.acc, &s.r, &s.q)
	if laneFaultHook != nil {
		laneFaultHook(&s.acc[1])
	}
	if !carriedPoint(&s.acc) {
		prep.Faults.Add(1)
		for l := range 8 {
			if differ>>l&1 != 0 {
				verdicts[e.where[g][l]] = portable.VerifyItem(rules, e.items[g][l])
			}
		}
		return
	}
	id := identityLanes(&s.acc, &s.t)
	for l := range 8 {
		if differ>>l&1 != 0 {
			verdicts[e.where[g][l]] = (ok&id)>>l&1 != 0
		}
	}
}

// identityLanes returns the mask of the lanes of p (extended, carried)
// that hold the identity, X = 0 and Y = Z, compared in canonical limbs
// reduced eight lanes at a time (t is scratch).
func identityLanes(p *r51x8.Point, t *fieldScratch) (mask uint8) {
	x, y, z := &t[0][0], &t[1][0], &t[2][0]
	r51x8.Freeze(x, &p[0])
	r51x8.Freeze(y, &p[1])
	r51x8.Freeze(z, &p[2])
	var zero r51x8.Element
	for l := range 8 {
		if laneEqual(x, &zero, l) && laneEqual(y, z, l) {
			mask |= 1 << l
		}
	}
	return mask
}

// subtractR8 sets acc = [8](acc - r) in every lane (q is scratch).
func subtractR8(acc, r *r51x8.Point, q *r51x8.Cached) {
	r51x8.PointCached(q, r)
	for l := range 8 {
		r51x8.NegateCachedLane(q, l)
	}
	r51x8.PointAdd(acc, q)
	r51x8.PointDouble(acc, 3)
}

// negatedKeys sets lane l of *a[g] to -A of items[g][l] (at most eight a
// group; the second group only where a[1] is not nil), from its attached
// key or decoded from its bytes, the two groups' decodings side by side
// (negatedLanes), and returns the masks of the lanes that hold a point
// (the others hold whatever decoding left).
func negatedKeys(a *[2]*r51x8.Point, items *[2][]*prep.Item, t *fieldScratch) (valid [2]uint8) {
	var enc [2][8]*[32]byte
	var dec [2]uint8
	for g := range a {
		if a[g] != nil {
			enc[g], valid[g], dec[g] = keyEncodings(a[g], items[g])
		}
	}
	ok := negatedLanes(a, &enc, &dec, t)
	return [2]uint8{valid[0] | ok[0], valid[1] | ok[1]}
}

// keyEncodings sets lane l of a to -A of items[l] where the item carries
// it (preset) and returns the encodings of the other items' keys (in the
// lanes of dec), for negatedLanes.
func keyEncodings(a *r51x8.Point, items []*prep.Item) (enc [8]*[32]byte, preset, dec uint8) {
	for l, it := range items {
		if it.NegA != nil {
			negALimbs(a, l, it.NegA)
			preset |= 1 << l
			continue
		}
		enc[l] = it.Pub
		dec |= 1 << l
	}
	return enc, preset, dec
}

// negatedLanes decodes enc[g] in the lanes of dec[g] (nil elsewhere),
// the two groups side by side (decodeLanes2) where both have lanes to
// decode, and sets those lanes of *a[g] to the negated points; it returns
// the masks of the lanes of dec that decoded. The other lanes of a[g] are
// left as they are.
func negatedLanes(a *[2]*r51x8.Point, enc *[2][8]*[32]byte, dec *[2]uint8, t *fieldScratch) (ok [2]uint8) {
	var pt [2]r51x8.Point
	switch {
	case dec[0] != 0 && dec[1] != 0:
		ok = decodeLanes2(&[2]*r51x8.Point{&pt[0], &pt[1]}, &[2]*[8]*[32]byte{&enc[0], &enc[1]}, t)
	case dec[0] != 0:
		ok[0] = decodeLanes(&pt[0], &enc[0], t, eightLanes)
	case dec[1] != 0:
		ok[1] = decodeLanes(&pt[1], &enc[1], t, eightLanes)
	}
	for g := range pt {
		if dec[g] == 0 {
			continue
		}
		ok[g] &= dec[g]
		negateLanes(&pt[g])
		setLanes(a[g], &pt[g], dec[g])
	}
	return ok
}

// setLanes copies the lanes of mask from p to a.
func setLanes(a, p *r51x8.Point, mask uint8) {
	for l := range 8 {
		if mask>>l&1 != 0 {
			for c := range p {
				for i := range 5 {
					a[c][i][l] = p[c][i][l]
				}
			}
		}
	}
}

// negateLanes negates every lane of the extended point p: (-X, Y, Z, -T).
func negateLanes(p *r51x8.Point) {
	var zero r51x8.Element
	r51x8.Sub(&p[0], &zero, &p[0])
	r51x8.Sub(&p[3], &zero, &p[3])
}

// carriedPoint reports whether every limb of p's X, Y and Z is within the
// carried bound that every kernel guarantees.
func carriedPoint(p *r51x8.Point) bool {
	return carriedFe8(&p[0]) && carriedFe8(&p[1]) && carriedFe8(&p[2])
}

// buildTable sets tab[e] = [e](-A) for e = 0..16 in every lane.
func (s *laneScratch) buildTable() { buildTable8(&s.tab, &s.a, &s.acc) }

// buildTable8 sets tab[e] = [e]p for e = 0..16 in every lane, each entry
// in lane records (r51x8.CachedToLanes), the layout selectLanes reads (acc is
// scratch).
func buildTable8(tab *[17]r51x8.Cached, p, acc *r51x8.Point) {
	tab[0] = r51x8.Cached{}
	for l := range 8 {
		tab[0][0][0][l], tab[0][1][0][l], tab[0][2][0][l] = 1, 1, 2
	}
	r51x8.CachedToLanes(&tab[0])
	r51x8.PointCached(&tab[1], p)
	*acc = *p
	r51x8.PointDouble(acc, 1)
	r51x8.PointCached(&tab[2], acc)
	r51x8.CachedToLanes(&tab[2])
	for e := 3; e <= 16; e++ {
		r51x8.PointAdd(acc, &tab[1])
		r51x8.PointCached(&tab[e], acc)
		r51x8.CachedToLanes(&tab[e])
	}
	r51x8.CachedToLanes(&tab[1]) // last: the additions above read it as it was
}

// doubleBaseMult sets acc = [k](-A) + [S]B in every lane from the digits,
// with [e](-A) from tab.
func (s *laneScratch) doubleBaseMult() {
	s.acc = r51x8.Point{}
	for l := range 8 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt := basepointRadix11()
	scalar.WalkChainB(5*(laneDigitsA-1), coldWindowB, func(j int) {
		var idx [8]uint64
		var neg uint32
		for l := range 8 {
			d := s.digA[l][j]
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			idx[l] = 160*uint64(d) + 20*uint64(l)
		}
		r51x8.SelectLanes(&s.q, &s.tab, &idx, neg)
		// T is needed only by an addition that follows at the same
		// position: the base point's, or -R's after the last digit.
		if j == 0 || 5*j%coldWindowB == 0 {
			r51x8.PointAdd(&s.acc, &s.q)
		} else {
			r51x8.PointAddNoT(&s.acc, &s.q)
		}
	}, func(j int) {
		var neg uint32
		for l := range 8 {
			d := int(s.digS[l][j])
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			s.ents[l] = &bt[d]
		}
		r51x8.SelectCompact(&s.q, &s.ents, neg)
		if j == 0 {
			r51x8.PointAdd(&s.acc, &s.q)
		} else {
			r51x8.PointAddAffineNoT(&s.acc, &s.q) // B's entries are affine
		}
	}, func(n uint64) { r51x8.PointDouble(&s.acc, n) })
	for l := range s.ents {
		s.ents[l] = nil
	}
}

// negALimbs sets lane l of a to the extended coordinates of the point p.
func negALimbs(a *r51x8.Point, l int, p *edwards25519.Point) {
	X, Y, Z, T := p.ExtendedCoordinates()
	for c, e := range [4]*field.Element{X, Y, Z, T} {
		v := r51.LimbsOf(e)
		r51x8.SetLane(&a[c], l, &v)
	}
}

// Field constants as eight-lane broadcasts, in both elements of a pair
// (laneOps's operands).
var (
	fe8One    = broadcastFe8([5]uint64{1})
	fe8D      = broadcastFe8(r51.LimbsOf(r51.D()))
	fe8SqrtM1 = broadcastFe8(r51.LimbsOf(r51.SqrtM1()))
)

func broadcastFe8(v [5]uint64) (x [2]r51x8.Element) {
	for l := range 8 {
		r51x8.SetLane(&x[0], l, &v)
	}
	x[1] = x[0]
	return x
}

// decodeLanes decodes the eight point encodings enc[l] into out (extended
// coordinates with Z = 1) exactly as edwards25519.Point.SetBytes does: y is
// the low 255 bits taken modulo p, x the non-negative square root of
// (y^2-1)/(dy^2+1) (from r = uv^3 (uv^7)^((p-5)/8), corrected by sqrt(-1)
// when v r^2 = -u), negated when bit 255 is set (x = 0 with the bit set is
// accepted). A nil enc[l] leaves lane l the identity, not decoded. It
// returns a mask of the lanes that decoded. ops is eightLanes or lowLanes.
func decodeLanes(out *r51x8.Point, enc *[8]*[32]byte, t *fieldScratch, ops laneOps) (ok uint8) {
	return decodeGroups(&[2]*r51x8.Point{out}, &[2]*[8]*[32]byte{enc}, t, ops)[0]
}

// decodeLanes2 is decodeLanes of two groups of eight encodings, enc[g]
// into out[g], whose exponentiations run side by side (r51x8.Sqr2) in
// little more time than one.
func decodeLanes2(out *[2]*r51x8.Point, enc *[2]*[8]*[32]byte, t *fieldScratch) (ok [2]uint8) {
	return decodeGroups(out, enc, t, twoGroups)
}

// decodeGroups is decodeLanes of enc[0] into out[0] and, for ops
// twoGroups, of enc[1] into out[1].
func decodeGroups(out *[2]*r51x8.Point, enc *[2]*[8]*[32]byte, t *fieldScratch, ops laneOps) (ok [2]uint8) {
	y, u, v, w, r, chk := &t[10], &t[0], &t[1], &t[2], &t[3], &t[4]
	for g := range ops.groups() {
		for l := range 8 {
			ly := [5]uint64{1}
			if enc[g][l] != nil {
				ly = r51.FromBytes(enc[g][l])
			}
			r51x8.SetLane(&y[g], l, &ly)
		}
	}
	ops.sqr(u, y, 1)
	ops.mul(v, u, &fe8D)
	ops.add(v, v, &fe8One)
	ops.sub(u, u, &fe8One)
	ops.sqr(w, v, 1)          // v^2
	ops.mul(r, w, v)          // v^3
	ops.mul(r, r, u)          // u v^3
	ops.sqr(w, w, 1)          // v^4
	ops.mul(w, w, r)          // u v^7
	fe8Pow22523(w, w, t, ops) // (u v^7)^((p-5)/8)
	ops.mul(r, r, w)          // r
	ops.sqr(chk, r, 1)
	ops.mul(chk, chk, v) // v r^2
	ui, ri := &t[1], &t[2]
	ops.mul(ui, u, &fe8SqrtM1)
	ops.mul(ri, r, &fe8SqrtM1)
	var zero r51x8.Element
	for g := range ops.groups() {
		// Canonical values, and the negations the lanes compare and
		// choose among, eight lanes at a time: v r^2 against u, -u and
		// -u sqrt(-1); x = r or r sqrt(-1), or its negation.
		fc, fu, fui, fr, fri := &chk[g], &u[g], &ui[g], &r[g], &ri[g]
		fnu, fnui, fnr, fnri := &t[5][g], &t[6][g], &t[7][g], &t[8][g]
		for _, e := range [...]*r51x8.Element{fc, fu, fui, fr, fri} {
			r51x8.Freeze(e, e)
		}
		for _, n := range [...][2]*r51x8.Element{{fnu, fu}, {fnui, fui}, {fnr, fr}, {fnri, fri}} {
			r51x8.Sub(n[0], &zero, n[1])
			r51x8.Freeze(n[0], n[0])
		}
		p := out[g]
		p[2] = fe8One[0]
		for l := range 8 {
			src := &zero // x = 0 in an idle lane
			if e := enc[g][l]; e != nil {
				correct, flipped := laneEqual(fc, fu, l), laneEqual(fc, fnu, l)
				neg := fnr
				src = fr
				if flipped || laneEqual(fc, fnui, l) {
					src, neg = fri, fnri
				}
				if src[0][l]&1 != uint64(e[31]>>7) { // x's sign is the encoding's
					src = neg
				}
				if correct || flipped {
					ok[g] |= 1 << l
				}
			}
			for i := range 5 {
				p[0][i][l] = src[i][l]
			}
		}
		p[1] = y[g]
		if ops == lowLanes {
			r51x8.MulLow(&p[3], &p[0], &p[1])
		} else {
			r51x8.Mul(&p[3], &p[0], &p[1])
		}
	}
	return ok
}

// laneEqual reports whether lane l of a and b holds the same limbs.
func laneEqual(a, b *r51x8.Element, l int) bool {
	return a[0][l] == b[0][l] && a[1][l] == b[1][l] && a[2][l] == b[2][l] && a[3][l] == b[3][l] && a[4][l] == b[4][l]
}

// laneOps chooses the kernels of decodeGroups and the exponentiation,
// whose operands are pairs of elements: the first element, every lane
// (eightLanes); its lanes 0..3 only (lowLanes, the four-lane kernels, for
// the pair engine, whose decodings all sit there); or both elements, two
// groups at once (twoGroups).
type laneOps uint8

const (
	eightLanes laneOps = iota
	lowLanes
	twoGroups
)

// groups returns how many of a pair's elements ops works on.
func (ops laneOps) groups() int {
	if ops == twoGroups {
		return 2
	}
	return 1
}

// mul sets out = a*b; b may be a constant's pair (fe8D and the others).
func (ops laneOps) mul(out, a, b *[2]r51x8.Element) {
	switch ops {
	case twoGroups:
		r51x8.Mul2(out, a, b)
	case lowLanes:
		r51x8.MulLow(&out[0], &a[0], &b[0])
	default:
		r51x8.Mul(&out[0], &a[0], &b[0])
	}
}

func (ops laneOps) sqr(out, a *[2]r51x8.Element, n uint64) {
	switch ops {
	case twoGroups:
		r51x8.Sqr2(out, a, n)
	case lowLanes:
		r51x8.SqrLow(&out[0], &a[0], n)
	default:
		r51x8.Sqr(&out[0], &a[0], n)
	}
}

func (ops laneOps) add(out, a, b *[2]r51x8.Element) {
	for g := range ops.groups() {
		r51x8.Add(&out[g], &a[g], &b[g])
	}
}

func (ops laneOps) sub(out, a, b *[2]r51x8.Element) {
	for g := range ops.groups() {
		r51x8.Sub(&out[g], &a[g], &b[g])
	}
}

// fe8Chain sets t[8] = z^(2^250-1) and t[9] = z^11, with t[5..7] as
// scratch (z may be any of t[0..4]).
func fe8Chain(z *[2]r51x8.Element, t *fieldScratch, ops laneOps) {
	z2, z9, w, t250, z11 := &t[5], &t[6], &t[7], &t[8], &t[9]
	ops.sqr(z2, z, 1)
	ops.sqr(w, z2, 2)
	ops.mul(z9, w, z)
	ops.mul(z11, z9, z2)
	ops.sqr(w, z11, 1)
	ops.mul(z9, w, z9) // z^(2^5-1)
	ops.sqr(w, z9, 5)
	ops.mul(z2, w, z9) // z^(2^10-1)
	ops.sqr(w, z2, 10)
	ops.mul(w, w, z2) // z^(2^20-1)
	ops.sqr(t250, w, 20)
	ops.mul(w, t250, w) // z^(2^40-1)
	ops.sqr(w, w, 10)
	ops.mul(z9, w, z2) // z^(2^50-1)
	ops.sqr(w, z9, 50)
	ops.mul(w, w, z9) // z^(2^100-1)
	ops.sqr(t250, w, 100)
	ops.mul(w, t250, w) // z^(2^200-1)
	ops.sqr(w, w, 50)
	ops.mul(t250, w, z9) // z^(2^250-1)
}

// invertLanes sets out = 1/z in every lane (0 for z = 0), canonical: the
// lanes' values multiplied together (Montgomery's trick across the lanes,
// in r64's BMI2 kernels), one variable-time inversion (r51.InvertVar; z is
// public, the Z of points computed from signatures), and two
// multiplications a lane to take each inverse out, in place of an
// eight-lane exponentiation (docs/results/2026-12-03-ed25519-invert-var).
func invertLanes(out, z *r51x8.Element) {
	var v, pre [8]r64.Element
	var zero uint8 // lanes of z that are 0, taken as 1 in the product
	var frozen r51x8.Element
	r51x8.Freeze(&frozen, z)
	for l := range v {
		fz := r51x8.Lane(&frozen, l)
		if fz == ([5]uint64{}) {
			zero |= 1 << l
			fz[0] = 1
		}
		v[l] = r64.FromLimbs51(fz)
		if l == 0 {
			pre[0] = v[0]
		} else {
			r64.Mul(&pre[l], &pre[l-1], &v[l])
		}
	}
	// The product of nonzero elements is nonzero: InvertVar succeeds.
	inv51, _ := r51.InvertVar(r64.Limbs51(&pre[7]))
	inv := r64.FromLimbs51(inv51)
	for l := 7; l >= 0; l-- {
		zi := inv
		if l > 0 {
			r64.Mul(&zi, &inv, &pre[l-1]) // 1/z_l
			r64.Mul(&inv, &inv, &v[l])    // 1/(z_0 ... z_{l-1})
		}
		limbs := r64.Limbs51(&zi)
		if zero>>l&1 != 0 {
			limbs = [5]uint64{}
		}
		r51x8.SetLane(out, l, &limbs)
	}
}

// fe8Pow22523 sets out = z^((p-5)/8) = z^(2^252-3).
func fe8Pow22523(out, z *[2]r51x8.Element, t *fieldScratch, ops laneOps) {
	fe8Chain(z, t, ops)
	ops.sqr(&t[8], &t[8], 2)
	ops.mul(out, &t[8], z)
}

// basepointPairs returns [e]B for e = 0..128, basepointPairs128 [e](2^128
// B) and basepointRadix11 [e]B for e = 0..edwards.Base51Radix11Max, as
// cached points with Z = 1: (y+x, y-x, 2, 2dxy), canonical limbs, in the
// pair tables' layout (edwards.Base51).
var (
	basepointPairs    = edwards.Base51
	basepointPairs128 = edwards.Base51x128
	basepointRadix11  = edwards.Base51Radix11
)
