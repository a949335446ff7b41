package portable

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the portable backend's shortened check (prep.ShortScalars,
// internal/scalar's lattice.go): with c = d k (mod 8L), d odd, and e = d S
// mod L = e_lo + 2^128 e_hi, it computes
//
//	[d]R + [c]A - [e_lo]B - [e_hi](2^128 B),
//
// which is [d](R + [k]A - [S]B) and the identity exactly when R + [k]A -
// [S]B is, in about 128 doublings instead of the 252 of [S]B - [k]A. It
// needs R decoded (a square root), which costs about what encoding R'
// (an inversion) costs the direct check.

// shortWidth is the width of the non-adjacent forms of c and d, whose
// tables of A's and R's odd multiples every check builds (eight of each):
// widths 4 and 6 read the same or slower (docs/NOTEBOOK.md).
const shortWidth = 5

// verifyShort checks a hashed item by the shortened check, negA being -A
// decoded. R is decoded as Point.SetBytes does (y modulo p); one that does
// not decode fails. Under cofactored rules the verdict is [8] of the point
// being the identity; under cofactorless ones the point being the
// identity (R' = R) and R's bytes a canonical encoding, which is
// crypto/ed25519's verdict (the rule prep.ShortVerdict states). It reports
// ok = false, having checked nothing, when the challenge does not shorten
// (scalar.SplitChallenge).
func verifyShort(rules prep.Rules, it *prep.Item, negA *edwards25519.Point) (verdict, ok bool) {
	c, cNeg, d, e, ok := prep.ShortScalars(it, 128)
	if !ok {
		return false, false
	}
	var r edwards25519.Point
	if _, err := r.SetBytes(it.Sig[:32]); err != nil {
		return false, true
	}
	var pe edwards.ExtPoint
	var tab, tabR [1 << (shortWidth - 2)]edwards.CachedPoint
	edwards.OddMultiplesCached(tab[:], pe.FromPoint(negA))
	edwards.OddMultiplesCached(tabR[:], pe.FromPoint(&r))
	lo, hi := prep.ScalarHalves(&e)
	var nafs [4]scalar.NAF
	nafs[0].Set(&c, shortWidth)
	nafs[1].Set(&d, shortWidth)
	nafs[2].Set(&lo, 8)
	nafs[3].Set(&hi, 8)
	forms := [4]*scalar.NAF{&nafs[0], &nafs[1], &nafs[2], &nafs[3]}
	// [c]A = [-c](-A) from tab: A's digits negated unless c is negative;
	// the base point's always negated.
	negate := [4]bool{!cNeg, false, true, true}
	bt := [2]*[64]edwards.AffineCached{edwards.BaseTable8(0), edwards.BaseTable8(128 / edwards.KeyShift)}
	// t is the accumulator, completed; identity: x = X/Z = 0, y = Y/T = 1.
	var t edwards.ComplPoint
	t.Y.One()
	t.Z.One()
	t.T.One()
	var u edwards.ExtPoint
	var p edwards.ProjPoint
	scalar.WalkNAFs(forms[:], func(i, dg int) {
		u.FromCompl(&t)
		sub := (dg < 0) != negate[i]
		j := scalar.Abs(dg) / 2
		switch {
		case i >= 2 && sub:
			t.SubAffine(&u, &bt[i-2][j])
		case i >= 2:
			t.AddAffine(&u, &bt[i-2][j])
		default:
			var q *edwards.CachedPoint
			if i == 0 {
				q = &tab[j]
			} else {
				q = &tabR[j]
			}
			if sub {
				t.Sub(&u, q)
			} else {
				t.Add(&u, q)
			}
		}
	}, func(n uint64) {
		for range n {
			t.Double(p.FromCompl(&t))
		}
	})
	if rules.Cofactored {
		for range 3 {
			t.Double(p.FromCompl(&t))
		}
	}
	p.FromCompl(&t)
	return p.IsIdentity() && (rules.Cofactored || prep.IsCanonicalEncoding((*[32]byte)(it.Sig[:32]))), true
}
