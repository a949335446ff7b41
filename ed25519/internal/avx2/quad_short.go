package avx2

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the quad engine with shortened challenges
// (prep.ShortScalars, internal/scalar's lattice.go): for each lane, c =
// d k (mod 8L) with d odd and both about 128 bits, and the lane computes [d]R + [c]A - [e_lo]B - [e_hi](2^128 B), e = d S mod L =
// e_lo + 2^128 e_hi, which is the identity exactly when R + [k]A - [S]B
// is, in about 128 doublings instead of 250. R is decoded and tabulated in
// the lanes; c and d take signed radix-2^5 digits against the tables of -A
// and R, e_lo and e_hi signed radix-2^8 digits against the shared tables
// of B and 2^128 B, on scalar.WalkChain's schedule.

// useShortChallenge is whether the quad and solo10 engines try the
// shortened challenges; tests clear it (SetShortChallenges) to run their
// full-length paths.
var useShortChallenge = true

// SetShortChallenges sets whether the engines try the shortened
// challenges first (the default) or take the full-length paths only. For
// tests only; not safe to call while verifying.
func SetShortChallenges(on bool) { useShortChallenge = on }

// shortDigits is the most signed radix-2^5 digits of c or d: scalar.MaxBits
// bits and room for the final carry.
const shortDigits = (scalar.MaxBits+1+4)/5 + 1

// shortScratch is the part of the quad engine's scratch that the
// shortened path adds.
type shortScratch struct {
	tabR       [17]r25x4.Cached // tabR[e] lane l = [e]R_l
	digC, digD [4][shortDigits]int8
	digLo      [4][17]int8
	digHi      [4][17]int8
	flipC      uint32 // lanes whose c is positive: [c]A = [-c](-A)
}

// verifyQuadShort is verifyQuad with shortened challenges. It reports
// false, having written nothing, when a lane's challenge does not shorten
// (rare); the caller then takes the full-length path.
func verifyQuadShort(rules prep.Rules, items []*prep.Item, where []int, verdicts []bool, s *quadScratch) bool {
	h := &s.short
	maxBits := 0
	var e [4]edwards25519.Scalar
	h.flipC = 0
	for l := range 4 {
		h.digC[l], h.digD[l], h.digLo[l], h.digHi[l] = [shortDigits]int8{}, [shortDigits]int8{}, [17]int8{}, [17]int8{}
		if l >= len(items) {
			continue
		}
		c, cNeg, d, el, ok := prep.ShortScalars(items[l], 128)
		if !ok {
			return false
		}
		if !cNeg {
			h.flipC |= 1 << l
		}
		e[l] = el
		scalar.SignedWindows(h.digC[l][:], &c, 5)
		scalar.SignedWindows(h.digD[l][:], &d, 5)
		maxBits = max(maxBits, scalar.BitLen(&c), scalar.BitLen(&d))
	}
	valid := s.table(&s.tab, items)
	var enc [4]*[32]byte
	for l, it := range items {
		enc[l] = (*[32]byte)(it.Sig[:32])
	}
	valid &= decodeLanes10(&s.pt, &enc, 0, &s.t) // R
	buildTable10(h.tabR[:], &s.pt, &s.acc)
	for l := range items {
		if valid>>l&1 == 0 {
			h.digC[l], h.digD[l] = [shortDigits]int8{}, [shortDigits]int8{}
			continue
		}
		lo, hi := prep.ScalarHalves(&e[l])
		scalar.SignedWindows(h.digLo[l][:], &lo, 8)
		scalar.SignedWindows(h.digHi[l][:], &hi, 8)
	}
	// Digit j of c and d at position 5j, of e_lo and e_hi at 8j (j <= 16).
	top := max(5*((maxBits+1+4)/5), 8*16)
	s.shortMult(top)
	if rules.Cofactored {
		r25x4.Double(&s.acc, 3)
	}
	if soloFaultHook != nil {
		soloFaultHook(&s.acc[1])
	}
	if !r25x4.CarriedPoint(&s.acc) {
		prep.Faults.Add(1)
		for l, it := range items {
			verdicts[where[l]] = portable.VerifyItem(rules, it)
		}
		return true
	}
	for l := range items {
		verdicts[where[l]] = valid>>l&1 != 0 && prep.ShortVerdict(rules, items[l].Sig,
			r25x4.Limbs51(r25x4.Lane(&s.acc[0], l)), r25x4.Limbs51(r25x4.Lane(&s.acc[1], l)), r25x4.Limbs51(r25x4.Lane(&s.acc[2], l)))
	}
	return true
}

// shortMult sets acc = [d]R + [c]A - [e_lo]B - [e_hi](2^128 B) in every
// lane from the digits, from bit position top down.
func (s *quadScratch) shortMult(top int) {
	h := &s.short
	s.acc = r25x4.Point{}
	for l := range 4 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt, bt128 := basepoint10(), basepoint10x128()
	lanes := func(tab []r25x4.Cached, dig func(l int) int8, flip uint32, withT bool) {
		var idx [4]uint64
		var neg uint32
		for l := range 4 {
			d := int(dig(l))
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			idx[l] = r25x4.EntryBytes * uint64(d)
		}
		r25x4.SelectLanes(&s.q, tab, &idx, neg^flip)
		if withT {
			r25x4.Add(&s.acc, &s.q)
		} else {
			r25x4.AddNoT(&s.acc, &s.q)
		}
	}
	base := func(tab *[129]r25x4.Element, dig func(l int) int8, withT bool) {
		var neg uint32
		for l := range 4 {
			d := int(dig(l))
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			s.ents[l] = &tab[d]
		}
		r25x4.Select(&s.q, &s.ents, neg^0b1111) // -B
		if withT {
			r25x4.Add(&s.acc, &s.q)
		} else {
			r25x4.AddNoT(&s.acc, &s.q)
		}
	}
	// T is needed by an addition that another follows at the same
	// position; the last one before a doubling, or the end, skips it.
	scalar.WalkChain(top, func(j int) {
		if j >= shortDigits {
			return
		}
		lanes(s.tab[:], func(l int) int8 { return s.short.digC[l][j] }, h.flipC, true)
		lanes(h.tabR[:], func(l int) int8 { return s.short.digD[l][j] }, 0, 5*j%8 == 0 && 5*j/8 <= 16)
	}, func(j int) {
		if j > 16 {
			return
		}
		base(bt, func(l int) int8 { return s.short.digLo[l][j] }, true)
		base(bt128, func(l int) int8 { return s.short.digHi[l][j] }, false)
	}, func(n uint64) { r25x4.Double(&s.acc, n) })
	clear(s.ents[:])
}
