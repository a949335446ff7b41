package ifma

import (
	"sync"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the pair engine of the ifma backend: one or two signatures,
// each point's four coordinates side by side in one half of an eight-lane
// element (internal/r51x8, pair.go), so that a single verification uses four lanes for
// every step instead of one lane of eight. It follows verifyLanes step for
// step (the same decoding, digits, tables and final checks), with the
// points in pair form.

// pairScratch is the scratch of the pair engine.
type pairScratch struct {
	// solo is set while the engine holds one signature, in the low half:
	// the point operations then run the solo kernels (internal/r51x8).
	solo bool

	tab [2][17]r51x8.Cached4 // tab[h][e] = [e](-A_h), cached
	acc r51x8.Element
	q   r51x8.Element
	c1  r51x8.Element // cached -A of both halves
	a   r51x8.Element // -A, then R
	dec r51x8.Point
	t   fieldScratch
}

var pairScratches = sync.Pool{New: func() any { return new(pairScratch) }}

// verifyPair sets verdicts[h] for the one or two items, exactly as
// portable.VerifyItem would. Items must be ok and hashed.
func verifyPair(rules prep.Rules, items []*prep.Item, verdicts []bool, s *pairScratch) {
	n := len(items)
	s.solo = n == 1
	// Decode in lanes of one eight-lane element: lane h is A_h, lane 2+h
	// is R_h.
	var enc [8]*[32]byte // nil: an idle lane
	var valid, dec uint8
	for h := range n {
		if items[h].NegA == nil {
			enc[h] = items[h].Pub
			dec |= 1 << h
		} else {
			valid |= 1 << h
		}
		enc[2+h] = (*[32]byte)(items[h].Sig[:32])
	}
	ok := decodeLanes(&s.dec, &enc, &s.t, lowLanes)
	// -A in pair form.
	for h := range 2 {
		var x, y, z, t [5]uint64
		switch {
		case h < n && items[h].NegA != nil:
			X, Y, Z, T := items[h].NegA.ExtendedCoordinates()
			x, y, z, t = r51.LimbsOf(X), r51.LimbsOf(Y), r51.LimbsOf(Z), r51.LimbsOf(T)
		default:
			valid |= ok & dec & (1 << h)
			x = r51.Neg(r51x8.Lane(&s.dec[0], h))
			y = r51x8.Lane(&s.dec[1], h)
			z = [5]uint64{1}
			t = r51.Neg(r51.Freeze(r51x8.Lane(&s.dec[3], h)))
		}
		setPairPoint(&s.a, h, &x, &y, &z, &t)
	}
	valid &= ok >> 2
	if s.solo {
		if useShortChallenge && s.verifyShort(rules, items, verdicts, valid) {
			return
		}
		s.soloBaseMult(&items[0].KB, (*[32]byte)(items[0].Sig[32:]))
		s.finish(rules, items, verdicts, valid)
		return
	}
	if useShortChallenge && s.verifyShortPair(rules, items, verdicts, valid) {
		return
	}
	var digA [2][laneDigitsA]int8
	var digS [2][coldDigitsB]int16
	for h := range n {
		scalar.SignedWindows(digA[h][:], &items[h].KB, 5)
		scalar.SignedWindows16(digS[h][:], (*[32]byte)(items[h].Sig[32:]), coldWindowB)
	}
	s.buildTable()
	s.doubleBaseMult(&digA, &digS)
	s.finish(rules, items, verdicts, valid)
}

// soloBaseMult sets the low half of acc to [k](-A) + [S]B for the one
// signature whose -A is in the low half of s.a, k and S little-endian
// below 2^253. A lone signature's lanes hold its coordinates, so it need
// not add where its digits are zero: k and S are recoded as width-5 and
// width-11 NAFs (odd digits, at least w-1 zeros after each; about one in
// six and one in twelve positions nonzero), against the odd entries of a
// table of -A's multiples up to 15 and of basepointRadix11 (digits up to
// 1023).
func (s *pairScratch) soloBaseMult(k, S *[32]byte) {
	var nafA, nafB scalar.NAF
	nafA.Set(k, 5)
	nafB.Set(S, coldWindowB)
	s.buildOddTable(&s.tab[0], &s.a)
	bt := basepointRadix11()
	s.acc = r51x8.Element{}
	s.acc[0][1], s.acc[0][2] = 1, 1
	scalar.WalkNAF(&nafA, &nafB, func(d int) {
		s.sel(&s.q, &s.tab[0][scalar.Abs(d)], nil, pairNeg(d, 0))
		s.add(&s.acc, &s.q)
	}, func(d int) {
		s.sel(&s.q, &bt[scalar.Abs(d)], nil, pairNeg(d, 0))
		s.add(&s.acc, &s.q)
	}, func(n uint64) { s.double(&s.acc, n) })
}

// buildOddTable sets tab[e] = [e]P for e = 1, 3, ..., 15, cached, from P
// in the low half of p (the solo kernels' form): one doubling and seven
// additions where buildTable takes fifteen.
func (s *pairScratch) buildOddTable(tab *[17]r51x8.Cached4, p *r51x8.Element) {
	s.cached(&s.c1, p)
	storeLow(&tab[1], &s.c1)
	s.acc = *p
	s.double(&s.acc, 1)
	s.cached(&s.q, &s.acc) // [2]P
	s.acc = *p
	for e := 3; e <= 15; e += 2 {
		s.add(&s.acc, &s.q)
		s.cached(&s.c1, &s.acc)
		storeLow(&tab[e], &s.c1)
	}
}

// storeLow sets c to the low half of the cached point q.
func storeLow(c *r51x8.Cached4, q *r51x8.Element) {
	for i := range 5 {
		copy(c[i][:], q[i][:4])
	}
}

// finish completes the pair engine once acc holds [k_h](-A_h) + [S_h]B in
// half h and lanes 2 and 3 of dec hold R_h decoded: it sets verdicts[h]
// under rules, valid telling which halves' points decoded.
func (s *pairScratch) finish(rules prep.Rules, items []*prep.Item, verdicts []bool, valid uint8) {
	n := len(items)
	// R in pair form from lanes 2 and 3.
	for h := range 2 {
		x, y, t := r51x8.Lane(&s.dec[0], 2+h), r51x8.Lane(&s.dec[1], 2+h), r51x8.Lane(&s.dec[3], 2+h)
		setPairPoint(&s.a, h, &x, &y, &[5]uint64{1}, &t)
	}
	if rules.Cofactored {
		// acc - R, then [8].
		s.cached(&s.q, &s.a)
		negatePair(&s.q)
		s.add(&s.acc, &s.q)
		s.double(&s.acc, 3)
	}
	if s.faulted(rules, items, verdicts) {
		return
	}
	if rules.Cofactored {
		for h := range n {
			x, y, z := r51x8.Lane(&s.acc, 4*h), r51x8.Lane(&s.acc, 4*h+1), r51x8.Lane(&s.acc, 4*h+2)
			verdicts[h] = valid>>h&1 != 0 && r51.Freeze(x) == [5]uint64{} && r51.Freeze(y) == r51.Freeze(z)
		}
		return
	}
	// Cofactorless: (xZ, yZ) with Z of each half against (X, Y).
	for i := range 5 {
		for l := range 8 {
			s.q[i][l] = s.acc[i][l&4|2]
		}
	}
	r51x8.Mul(&s.q, &s.q, &s.a)
	for h := range n {
		verdicts[h] = valid>>h&1 != 0 && prep.CofactorlessEqual(items[h].Sig,
			r51x8.Lane(&s.acc, 4*h), r51x8.Lane(&s.acc, 4*h+1), r51x8.Lane(&s.q, 4*h), r51x8.Lane(&s.q, 4*h+1))
	}
}

// faulted runs the fault hook on acc and, when acc is outside the kernels'
// carried bound, counts the fault and sets verdicts[h] for items[h] from the
// portable backend; it reports whether it did.
func (s *pairScratch) faulted(rules prep.Rules, items []*prep.Item, verdicts []bool) bool {
	if laneFaultHook != nil {
		laneFaultHook(&s.acc)
	}
	if carriedFe8(&s.acc) {
		return false
	}
	prep.Faults.Add(1)
	for h, it := range items {
		verdicts[h] = portable.VerifyItem(rules, it)
	}
	return true
}

// setPairPoint sets half h of a to the point (x, y, z, t).
func setPairPoint(a *r51x8.Element, h int, x, y, z, t *[5]uint64) {
	for i := range 5 {
		a[i][4*h], a[i][4*h+1], a[i][4*h+2], a[i][4*h+3] = x[i], y[i], z[i], t[i]
	}
}

// setPairPointFrom sets half h of a to the extended coordinates of p.
func setPairPointFrom(a *r51x8.Element, h int, p *edwards25519.Point) {
	X, Y, Z, T := p.ExtendedCoordinates()
	x, y, z, t := r51.LimbsOf(X), r51.LimbsOf(Y), r51.LimbsOf(Z), r51.LimbsOf(T)
	setPairPoint(a, h, &x, &y, &z, &t)
}

// negatePair negates both halves of the cached pair q.
func negatePair(q *r51x8.Element) {
	for i := range 5 {
		for h := 0; h < 8; h += 4 {
			q[i][h], q[i][h+1] = q[i][h+1], q[i][h]
			q[i][h+3] = r51.TwoP[i] - q[i][h+3]
		}
	}
}

// carriedFe8 reports whether every limb of x is within the carried bound.
func carriedFe8(x *r51x8.Element) bool {
	for i := range x {
		for l := range x[i] {
			if x[i][l] >= r51x8.CarriedBound {
				return false
			}
		}
	}
	return true
}

// buildTable sets tab[h][e] = [e](-A_h), e = 0..16, from s.a = -A.
func (s *pairScratch) buildTable() { s.buildTableOf(&s.tab, &s.a) }

// buildTableOf sets tab[h][e] = [e]P_h, e = 0..16, cached, from the pair
// p (P_h in half h).
func (s *pairScratch) buildTableOf(tab *[2][17]r51x8.Cached4, p *r51x8.Element) {
	id := r51x8.Cached4{{1, 1, 2, 0}}
	tab[0][0], tab[1][0] = id, id
	s.cached(&s.c1, p)
	storePair(tab, 1, &s.c1)
	s.acc = *p
	s.double(&s.acc, 1)
	s.cached(&s.q, &s.acc)
	storePair(tab, 2, &s.q)
	for e := 3; e <= 16; e++ {
		s.add(&s.acc, &s.c1)
		s.cached(&s.q, &s.acc)
		storePair(tab, e, &s.q)
	}
}

// storePair splits the cached pair q into entry e of both tables.
func storePair(tab *[2][17]r51x8.Cached4, e int, q *r51x8.Element) {
	for i := range 5 {
		copy(tab[0][e][i][:], q[i][:4])
		copy(tab[1][e][i][:], q[i][4:])
	}
}

// doubleBaseMult sets acc = [k_h](-A_h) + [S_h]B in both halves, with the
// schedule of laneScratch.doubleBaseMult.
func (s *pairScratch) doubleBaseMult(digA *[2][laneDigitsA]int8, digS *[2][coldDigitsB]int16) {
	s.acc = r51x8.Element{}
	for h := 0; h < 8; h += 4 {
		s.acc[0][h+1], s.acc[0][h+2] = 1, 1
	}
	bt := basepointRadix11()
	scalar.WalkChainB(5*(laneDigitsA-1), coldWindowB, func(j int) {
		d0, d1 := int(digA[0][j]), int(digA[1][j])
		s.sel(&s.q, &s.tab[0][scalar.Abs(d0)], &s.tab[1][scalar.Abs(d1)], pairNeg(d0, d1))
		s.add(&s.acc, &s.q)
	}, func(j int) {
		d0, d1 := int(digS[0][j]), int(digS[1][j])
		s.sel(&s.q, &bt[scalar.Abs(d0)], &bt[scalar.Abs(d1)], pairNeg(d0, d1))
		s.add(&s.acc, &s.q)
	}, func(n uint64) { s.double(&s.acc, n) })
}

// double, add, cached and sel are the pair kernels, or their solo forms
// when s.solo is set.
func (s *pairScratch) double(p *r51x8.Element, n uint64) {
	if s.solo {
		r51x8.SoloDouble(p, n)
	} else {
		r51x8.PairDouble(p, n)
	}
}

func (s *pairScratch) add(p, q *r51x8.Element) {
	if s.solo {
		r51x8.SoloAdd(p, q)
	} else {
		r51x8.PairAdd(p, q)
	}
}

func (s *pairScratch) cached(out, p *r51x8.Element) {
	if s.solo {
		r51x8.SoloCached(out, p)
	} else {
		r51x8.PairCached(out, p)
	}
}

func (s *pairScratch) sel(out *r51x8.Element, lo, hi *r51x8.Cached4, neg uint32) {
	if s.solo {
		r51x8.SoloSelect(out, lo, neg)
	} else {
		r51x8.PairSelect(out, lo, hi, neg)
	}
}

// pairNeg returns r51x8.PairSelect's negation mask for digits d0 and d1.
func pairNeg(d0, d1 int) uint32 {
	var m uint32
	if d0 < 0 {
		m |= 0x0f
	}
	if d1 < 0 {
		m |= 0xf0
	}
	return m
}
