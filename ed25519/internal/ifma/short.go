package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the pair engine's shortened check (prep.ShortScalars,
// internal/scalar's lattice.go): with c = d k (mod 8L), d odd and both
// about 128 bits, it computes
//
//	[d]R + [c]A - [e_lo]B - [e_hi](2^128 B),  e = d S mod L = e_lo + 2^128 e_hi,
//
// which is [d](R + [k]A - [S]B) and so the identity exactly when R + [k]A
// - [S]B is, on a chain of about 128 doublings instead of 252. In one or
// two signatures' chains halving the doublings saves more than the
// reductions, R's tables and the extra additions cost; the eight-lane
// engine, which shares each doubling among eight signatures, keeps the
// full length (docs/NOTEBOOK.md). R is already decoded in the lanes
// (decodeLanes, beside A). A lone signature (verifyShort) takes width-5
// non-adjacent forms of c and d against the odd multiples of -A and R,
// e_lo a width-11 form against basepointRadix11 and e_hi a width-8 form
// against basepointPairs128, all four walked together; a pair
// (verifyShortPair), whose halves add at the same positions, takes signed
// radix-2^5 digits of c and d and radix-2^8 digits of e_lo and e_hi.

// useShortChallenge is whether the pair engine tries the shortened check;
// tests clear it (SetShortChallenges) to run the full-length chains.
var useShortChallenge = true

// SetShortChallenges sets whether the pair engine tries the shortened
// check first (the default) or takes the full-length chains only. For
// tests only; not safe to call while verifying.
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
	c, cNeg, d, e, ok := prep.ShortScalars(items[0], 128)
	if !ok {
		return false
	}
	if valid&1 == 0 {
		verdicts[0] = false
		return true
	}
	lo, hi := prep.ScalarHalves(&e)

	// The odd multiples up to 15 of -A in tab[0] and of R in tab[1].
	s.buildOddTable(&s.tab[0], &s.a)
	var r r51x8.Element
	s.decodedR(&r, 1)
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
	s.finishShort(rules, items, verdicts, valid)
	return true
}

// shortDigits is the most signed radix-2^5 digits of a pair's c or d:
// scalar.MaxBits bits and room for the last carry.
const shortDigits = (scalar.MaxBits+4)/5 + 1

// verifyShortPair sets verdicts[h] for the two items, exactly as
// portable.VerifyItem would, by the shortened check of each in a half of
// the pair kernels, once verifyPair has decoded them: half h of s.a holds
// -A_h, lane 2+h of s.dec R_h, and bit h of valid tells whether both of
// item h's points decoded. Both halves add at the same positions: [0..16]
// of -A_h and of R_h for the signed radix-2^5 digits of c_h and d_h at
// every fifth position, [0..128] of B and of 2^128 B (basepointPairs,
// basepointPairs128) for the radix-2^8 digits of the halves of e_h at
// every eighth, on scalar.WalkChain's schedule. A half whose bit in valid
// is clear adds the identity throughout (its verdict is false). It reports
// false, having set nothing, when either item's shortened scalars are not
// short (rare); the caller then takes the full-length chain.
func (s *pairScratch) verifyShortPair(rules prep.Rules, items []*prep.Item, verdicts []bool, valid uint8) bool {
	var digC, digD [2][shortDigits]int8
	var digLo, digHi [2][17]int8
	var flipC uint32 // the halves whose c is positive: [c]A = [-c](-A)
	longest := 0     // bits of the longest c or d
	for h, it := range items {
		c, cNeg, d, e, ok := prep.ShortScalars(it, 128)
		if !ok {
			return false
		}
		if valid>>h&1 == 0 {
			continue
		}
		if !cNeg {
			flipC |= 0x0f << (4 * h)
		}
		lo, hi := prep.ScalarHalves(&e)
		scalar.SignedWindows(digC[h][:], &c, 5)
		scalar.SignedWindows(digD[h][:], &d, 5)
		scalar.SignedWindows(digLo[h][:], &lo, 8)
		scalar.SignedWindows(digHi[h][:], &hi, 8)
		longest = max(longest, scalar.BitLen(&c), scalar.BitLen(&d))
	}
	var r r51x8.Element // R_h in half h
	s.decodedR(&r, 2)
	var tabR [2][17]r51x8.Cached4
	s.buildTable()
	s.buildTableOf(&tabR, &r)
	bt, bt128 := basepointPairs(), basepointPairs128()
	s.acc = r51x8.Element{}
	for h := 0; h < 8; h += 4 {
		s.acc[0][h+1], s.acc[0][h+2] = 1, 1
	}
	// c's and d's digit j at position 5j (j < shortDigits), e_lo's and
	// e_hi's at 8j (j <= 16); the chain starts at the highest.
	top := max(5*((longest+4)/5), 8*16)
	scalar.WalkChain(top, func(j int) {
		if j >= shortDigits {
			return
		}
		c0, c1 := int(digC[0][j]), int(digC[1][j])
		s.sel(&s.q, &s.tab[0][scalar.Abs(c0)], &s.tab[1][scalar.Abs(c1)], pairNeg(c0, c1)^flipC)
		s.add(&s.acc, &s.q)
		d0, d1 := int(digD[0][j]), int(digD[1][j])
		s.sel(&s.q, &tabR[0][scalar.Abs(d0)], &tabR[1][scalar.Abs(d1)], pairNeg(d0, d1))
		s.add(&s.acc, &s.q)
	}, func(j int) {
		if j > 16 {
			return
		}
		// -B: every base digit negated.
		l0, l1 := int(digLo[0][j]), int(digLo[1][j])
		s.sel(&s.q, &bt[scalar.Abs(l0)], &bt[scalar.Abs(l1)], pairNeg(l0, l1)^0xff)
		s.add(&s.acc, &s.q)
		h0, h1 := int(digHi[0][j]), int(digHi[1][j])
		s.sel(&s.q, &bt128[scalar.Abs(h0)], &bt128[scalar.Abs(h1)], pairNeg(h0, h1)^0xff)
		s.add(&s.acc, &s.q)
	}, func(n uint64) { s.double(&s.acc, n) })
	s.finishShort(rules, items, verdicts, valid)
	return true
}

// decodedR sets half h of r, for h < n, to R_h as verifyPair decoded it
// (lane 2+h of s.dec, Z = 1).
func (s *pairScratch) decodedR(r *r51x8.Element, n int) {
	for h := range n {
		x, y, t := r51x8.Lane(&s.dec[0], 2+h), r51x8.Lane(&s.dec[1], 2+h), r51x8.Lane(&s.dec[3], 2+h)
		setPairPoint(r, h, &x, &y, &[5]uint64{1}, &t)
	}
}

// finishShort sets verdicts[h] for the items once half h of acc holds the
// shortened check's point for items[h]: [8] of it under the cofactored
// rules, then prep.ShortVerdict's verdict where bit h of valid is set, or
// the portable backend's if acc is outside the kernels' bounds (faulted).
func (s *pairScratch) finishShort(rules prep.Rules, items []*prep.Item, verdicts []bool, valid uint8) {
	if rules.Cofactored {
		s.double(&s.acc, 3)
	}
	if s.faulted(rules, items, verdicts) {
		return
	}
	for h, it := range items {
		verdicts[h] = valid>>h&1 != 0 && prep.ShortVerdict(rules, it.Sig,
			r51x8.Lane(&s.acc, 4*h), r51x8.Lane(&s.acc, 4*h+1), r51x8.Lane(&s.acc, 4*h+2))
	}
}
