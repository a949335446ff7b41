package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the pair engine's shortened check of a lone signature
// (prep.ShortScalars, internal/scalar's lattice.go): with c = d k (mod 8L),
// d odd and both about 128 bits, it computes
//
//	[d]R + [c]A - [e_lo]B - [e_hi](2^128 B),  e = d S mod L = e_lo + 2^128 e_hi,
//
// which is [d](R + [k]A - [S]B) and so the identity exactly when R + [k]A
// - [S]B is, on a chain of about 128 doublings instead of 252. A lone
// signature's chain is one solo doubling after another, so halving it
// saves more than the reduction, R's table and the extra additions cost;
// a pair, whose doublings serve two signatures, and the eight-lane engine
// keep the full length (docs/NOTEBOOK.md). R is already decoded in the
// lanes (decodeLanes, beside A). c and d take width-5 non-adjacent forms
// against the odd multiples of -A and R, e_lo a width-11 form against
// basepointRadix11 and e_hi a width-8 form against basepointPairs128, all
// four walked together.

// useShortChallenge is whether the pair engine tries the shortened check
// for a lone signature; tests clear it (SetShortChallenges) to run the
// full-length chain.
var useShortChallenge = true

// SetShortChallenges sets whether the pair engine tries the shortened
// check for a lone signature first (the default) or takes the full-length
// chain only. For tests only; not safe to call while verifying.
func SetShortChallenges(on bool) { useShortChallenge = on }

// shortHighWidth is the width of e_hi's non-adjacent form: its odd digits
// up to 127 are in basepointPairs128, [0..128](2^128 B).
const shortHighWidth = 8

// verifyShort sets verdicts[0] for the lone item, items[0], exactly as
// portable.VerifyItem would, by the shortened check, once verifyPair has
// decoded A (the low half of s.a holds -A) and R (lane 2 of s.dec), bit 0
// of valid telling whether both decoded. It reports false, having set
// nothing, when the shortened scalars are not short (rare); the caller
// then takes the full-length chain.
func (s *pairScratch) verifyShort(rules prep.Rules, items []*prep.Item, verdicts []bool, valid uint8) bool {
	it := items[0]
	c, cNeg, d, e, ok := prep.ShortScalars(it, 128)
	if !ok {
		return false
	}
	if valid&1 == 0 {
		verdicts[0] = false
		return true
	}
	var lo, hi [32]byte
	eb := e.Bytes()
	copy(lo[:16], eb[:16])
	copy(hi[:16], eb[16:])

	// The odd multiples up to 15 of -A in tab[0] and of R in tab[1].
	s.buildOddTable(&s.tab[0], &s.a)
	var r r51x8.Element
	x, y, t := r51x8.Lane(&s.dec[0], 2), r51x8.Lane(&s.dec[1], 2), r51x8.Lane(&s.dec[3], 2)
	setPairPoint(&r, 0, &x, &y, &[5]uint64{1}, &t)
	s.buildOddTable(&s.tab[1], &r)

	var nafs [4]scalar.NAF
	nafs[0].Set(&c, 5)
	nafs[1].Set(&d, 5)
	nafs[2].Set(&lo, coldWindowB)
	nafs[3].Set(&hi, shortHighWidth)
	forms := [4]*scalar.NAF{&nafs[0], &nafs[1], &nafs[2], &nafs[3]}
	// [c]A = [-c](-A): A's digits negated unless c is negative; the base
	// point's always negated.
	negate := [4]bool{!cNeg, false, true, true}
	bt, bt128 := basepointRadix11(), basepointPairs128()
	s.acc = r51x8.Element{}
	s.acc[0][1], s.acc[0][2] = 1, 1
	scalar.WalkNAFs(forms[:], func(i, dg int) {
		var ent *r51x8.Cached4
		switch i {
		case 0, 1:
			ent = &s.tab[i][scalar.Abs(dg)]
		case 2:
			ent = &bt[scalar.Abs(dg)]
		default:
			ent = &bt128[scalar.Abs(dg)]
		}
		var neg uint32
		if (dg < 0) != negate[i] {
			neg = 0x0f
		}
		s.sel(&s.q, ent, nil, neg)
		s.add(&s.acc, &s.q)
	}, func(n uint64) { s.double(&s.acc, n) })

	if rules.Cofactored {
		s.double(&s.acc, 3)
	}
	if s.faulted(rules, items, verdicts) {
		return true
	}
	verdicts[0] = prep.ShortVerdict(rules, it.Sig, r51x8.Lane(&s.acc, 0), r51x8.Lane(&s.acc, 1), r51x8.Lane(&s.acc, 2))
	return true
}
