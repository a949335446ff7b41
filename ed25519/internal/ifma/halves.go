package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the halves engine: up to four cold signatures in the
// eight-lane kernels, each by the shortened check of short.go split
// across two lanes. For signature l (l < 4), with c = d k (mod 8L) and e
// = d S mod L = e_lo + 2^128 e_hi,
//
//	lane l:   [c]A - [e_lo]B
//	lane 4+l: [d]R - [e_hi](2^128 B)
//
// on one chain of about 128 doublings; their sum is [d](R + [k]A - [S]B).
// One decoding fills all eight lanes (A_l in lane l, R_l in lane 4+l), one
// table holds [0..16] of -A_l and R_l, and every lane adds at the same
// positions: radix-2^5 digits of c or d every five doublings, radix-2^8
// digits of e_lo or e_hi (basepointPairs, basepointPairs128) every eight.
// A group of three or four (halvesMin) pays for one eight-lane chain of
// half the length where the pair engine runs two.

// verifyHalves sets verdicts[where[l]] for the (at most four) cold items,
// exactly as portable.VerifyItem would. Items must be ok and hashed and
// carry no hot tables. It reports false, having set nothing, when an
// item's shortened scalars are not short (rare); the caller then takes
// another route.
func verifyHalves(rules prep.Rules, items []*prep.Item, where []int, verdicts []bool, s *laneScratch) bool {
	n := len(items)
	var digCD [8][shortDigits]int8 // c_l in lane l, d_l in lane 4+l
	var digE [8][17]int8           // e_lo in lane l, e_hi in lane 4+l
	var flip uint32                // lanes whose digits are negated: [c]A = [-c](-A)
	longest := 0                   // bits of the longest c or d
	for l, it := range items {
		c, cNeg, d, e, ok := prep.ShortScalars(it, 128)
		if !ok {
			return false
		}
		if !cNeg {
			flip |= 1 << l
		}
		lo, hi := prep.ScalarHalves(&e)
		scalar.SignedWindows(digCD[l][:], &c, 5)
		scalar.SignedWindows(digCD[4+l][:], &d, 5)
		scalar.SignedWindows(digE[l][:], &lo, 8)
		scalar.SignedWindows(digE[4+l][:], &hi, 8)
		longest = max(longest, scalar.BitLen(&c), scalar.BitLen(&d))
	}

	// Decode A_l (unless the item brings -A) and R_l side by side; the
	// encodings stay in this frame (see verifyLanes).
	var enc [8]*[32]byte
	var has uint8 // lanes l < 4 whose -A the item brings
	for l, it := range items {
		if it.NegA == nil {
			enc[l] = it.Pub
		} else {
			has |= 1 << l
		}
		enc[4+l] = (*[32]byte)(it.Sig[:32])
	}
	ok := decodeLanes(&s.a, &enc, &s.t, eightLanes)
	for l, it := range items {
		if it.NegA != nil {
			negALimbs(&s.a, l, it.NegA)
			continue
		}
		x := r51.Neg(r51x8.Lane(&s.a[0], l))
		t := r51.Neg(r51.Freeze(r51x8.Lane(&s.a[3], l)))
		r51x8.SetLane(&s.a[0], l, &x)
		r51x8.SetLane(&s.a[3], l, &t)
	}
	valid := (ok | has) & (ok >> 4) & (1<<n - 1)
	s.buildTable()

	s.acc = r51x8.Point{}
	for l := range 8 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt, bt128 := basepointPairs(), basepointPairs128()
	// c's and d's digit j at position 5j, e's halves' at 8j (j <= 16);
	// the chain starts at the highest.
	top := max(5*((longest+4)/5), 8*16)
	scalar.WalkChain(top, func(j int) {
		if j >= shortDigits {
			return
		}
		var idx [8]uint64
		var neg uint32
		for l := range 8 {
			d := digCD[l][j]
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			idx[l] = 160*uint64(d) + 20*uint64(l)
		}
		r51x8.SelectLanes(&s.q, &s.tab, &idx, neg^flip)
		// T is needed by the base point's addition at the same position.
		if 5*j%8 == 0 {
			r51x8.PointAdd(&s.acc, &s.q)
		} else {
			r51x8.PointAddNoT(&s.acc, &s.q)
		}
	}, func(j int) {
		if j >= len(digE[0]) {
			return
		}
		var neg uint32
		for l := range 8 {
			d := int(digE[l][j])
			if d >= 0 { // -B: every digit negated
				neg |= 1 << l
			}
			if l < 4 {
				s.ents[l] = &bt[scalar.Abs(d)]
			} else {
				s.ents[l] = &bt128[scalar.Abs(d)]
			}
		}
		r51x8.SelectCompact(&s.q, &s.ents, neg)
		if j == 0 {
			r51x8.PointAdd(&s.acc, &s.q) // T, for the sum across the halves
		} else {
			r51x8.PointAddAffineNoT(&s.acc, &s.q) // the entries are affine
		}
	}, func(n uint64) { r51x8.PointDouble(&s.acc, n) })
	for l := range s.ents {
		s.ents[l] = nil
	}

	// Lane l (and 4+l) = lane l + lane 4+l.
	for c := range s.a {
		for i := range 5 {
			for l := range 8 {
				s.a[c][i][l] = s.acc[c][i][l^4]
			}
		}
	}
	r51x8.PointCached(&s.q, &s.a)
	r51x8.PointAdd(&s.acc, &s.q)
	if rules.Cofactored {
		r51x8.PointDouble(&s.acc, 3)
	}
	if laneFaultHook != nil {
		laneFaultHook(&s.acc[1])
	}
	if !carriedPoint(&s.acc) {
		prep.Faults.Add(1)
		for l := range n {
			verdicts[where[l]] = portable.VerifyItem(rules, items[l])
		}
		return true
	}
	for l, it := range items {
		verdicts[where[l]] = valid>>l&1 != 0 && prep.ShortVerdict(rules, it.Sig,
			r51x8.Lane(&s.acc[0], l), r51x8.Lane(&s.acc[1], l), r51x8.Lane(&s.acc[2], l))
	}
	return true
}
