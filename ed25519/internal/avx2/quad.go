package avx2

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the quad engine of the avx2 backend: up to four signatures
// at once, one per 64-bit lane of the quad kernels (internal/r25x4), each
// reaching its own verdict exactly as portable.VerifyItem would. It follows
// the ifma backend's eight-lane engine (internal/ifma/lanes.go): [k](-A) + [S]B with one
// shared chain of doublings, k in signed radix 2^5 adding from a table of
// [0..16](-A) in every lane every five doublings, S in signed radix 2^8
// adding from the shared table of [0..128]B every eight, so that every
// lane adds at the same positions. -A is decoded in the lanes
// (decodeLanes10) unless the key brings it, and the table built in the
// lanes unless the key brings one. The cofactored profiles decode R in the
// lanes too and check [8](R' - R) = 0; the cofactorless ones encode R'
// after one inversion per chunk (quadLater), or compare it with R decoded.
// Everything is variable time; it handles public data only.

// quadDigitsA and quadDigitsB are the digit counts of k (signed radix 2^5)
// and S (signed radix 2^8), prep's (prep.DigitsA, prep.DigitsB: both
// scalars are below 2^253 and the top digit absorbs the last carry),
// which the warm schedule's pieces cover.
const (
	quadDigitsA = prep.DigitsA
	quadDigitsB = prep.DigitsB
)

// quadScratch is the scratch of the quad engine, kept in a workspace so that
// batches do not allocate.
type quadScratch struct {
	acc, pt r25x4.Point
	q       r25x4.Cached
	tab     [17]r25x4.Cached  // tab[e] lane l = [e](-A_l)
	conv    [17]r25x4.Element // a hot table converted
	r       [4]edwards25519.Point
	digA    [4][quadDigitsA]int8
	digB    [4][quadDigitsB]int8
	ents    [4]*r25x4.Element
	t       quadFieldScratch
	short   shortScratch
}

// verifyQuad sets verdicts[where[j]] for the (at most four) items, exactly
// as portable.VerifyItem would. Items must be ok and hashed. It takes the
// shortened challenges of quad_short.go where they shorten, else the
// full-length path below; there, under a cofactorless profile with later
// not nil, the verdicts of the items whose A decoded are left to
// later.finish instead, and R is not decoded. A warm group (every key
// brings its tables, KeyTables) skips the shortened challenges and
// takes the full-length path on the warm chain (warmBaseMult) instead.
func verifyQuad(rules prep.Rules, items []*prep.Item, where []int, verdicts []bool, s *quadScratch, later *quadLater) {
	warm := allWarm(items)
	if !warm && useShortChallenge && verifyQuadShort(rules, items, where, verdicts, s) {
		return
	}
	if rules.Cofactored {
		later = nil
	}
	valid := uint8(1)<<len(items) - 1 // a warm key is decoded
	if !warm {
		valid = s.table(&s.tab, items)
	}
	var enc [4]*[32]byte
	for l, it := range items {
		enc[l] = (*[32]byte)(it.Sig[:32])
	}
	switch {
	case rules.Cofactored:
		valid &= decodeLanes10(&s.pt, &enc, negAll, &s.t) // -R
	case later == nil:
		for l := range items {
			if _, err := s.r[l].SetBytes(enc[l][:]); err != nil {
				valid &^= 1 << l
			}
		}
	}
	for l := range 4 {
		s.digA[l], s.digB[l] = [quadDigitsA]int8{}, [quadDigitsB]int8{}
		if valid>>l&1 == 0 {
			continue
		}
		scalar.SignedWindows(s.digA[l][:], &items[l].KB, 5)
		// S is canonical: its bytes are its value.
		scalar.SignedWindows(s.digB[l][:], (*[32]byte)(items[l].Sig[32:]), 8)
	}
	if warm {
		s.warmBaseMult(items)
	} else {
		s.doubleBaseMult()
	}
	if rules.Cofactored {
		// acc - R, then [8].
		r25x4.ToCached(&s.q, &s.pt)
		r25x4.AddNoT(&s.acc, &s.q)
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
		return
	}
	if later != nil {
		for l := range items {
			verdicts[where[l]] = false
			if valid>>l&1 != 0 {
				later.add(&s.acc, l, enc[l], where[l])
			}
		}
		return
	}
	for l := range items {
		X := r25x4.Limbs51(r25x4.Lane(&s.acc[0], l))
		Y := r25x4.Limbs51(r25x4.Lane(&s.acc[1], l))
		Z := r25x4.Limbs51(r25x4.Lane(&s.acc[2], l))
		verdicts[where[l]] = valid>>l&1 != 0 && finalCheck10(rules, items[l].Sig, &s.r[l], X, Y, Z)
	}
}

// table sets tab to [e](-A) of every item's lane: from the key's own
// table (the avx2 backend's, or the ifma backend's converted), or built in
// the lanes from -A, given or decoded (s.pt, s.acc, s.conv and s.t are
// scratch). It returns the mask of the lanes whose A decoded.
func (s *quadScratch) table(tab *[17]r25x4.Cached, items []*prep.Item) (valid uint8) {
	var own uint8
	var kt [4]*KeyTables
	var t51 [4]*[17][5][4]uint64
	for l, it := range items {
		kt[l], t51[l] = keyTables(it), table51(it) // at most one is not nil
		if kt[l] != nil || t51[l] != nil {
			own |= 1 << l
		}
	}
	if own != 1<<len(items)-1 {
		valid = negatedKeys10(&s.pt, items, &s.t)
		buildTable10(tab[:], &s.pt, &s.acc)
	} else {
		for l := len(items); l < 4; l++ {
			setTableLane(tab, l, &identityTable10)
		}
	}
	for l := range items {
		switch {
		case kt[l] != nil:
			setTableLane(tab, l, &kt[l][0])
		case t51[l] != nil:
			for e := range s.conv {
				r25x4.SoloFromCached51(&s.conv[e], &t51[l][e])
			}
			setTableLane(tab, l, &s.conv)
		}
	}
	return valid | own
}

// doubleBaseMult sets acc = [k](-A) + [S]B in every lane from the digits
// and the table, on scalar.WalkChain's schedule.
func (s *quadScratch) doubleBaseMult() {
	s.acc = r25x4.Point{}
	for l := range 4 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt := basepoint10()
	scalar.WalkChain(5*(quadDigitsA-1), func(j int) {
		var idx [4]uint64
		var neg uint32
		for l := range 4 {
			d := s.digA[l][j]
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			idx[l] = r25x4.EntryBytes * uint64(d)
		}
		r25x4.SelectLanes(&s.q, s.tab[:], &idx, neg)
		// T is needed only by an addition that follows at the same
		// position: the base point's, or -R's after the last digit.
		if j == 0 || 5*j%8 == 0 {
			r25x4.Add(&s.acc, &s.q)
		} else {
			r25x4.AddNoT(&s.acc, &s.q)
		}
	}, func(j int) {
		var neg uint32
		for l := range 4 {
			d := int(s.digB[l][j])
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			s.ents[l] = &bt[d]
		}
		r25x4.Select(&s.q, &s.ents, neg)
		if j == 0 {
			r25x4.Add(&s.acc, &s.q)
		} else {
			r25x4.AddNoT(&s.acc, &s.q)
		}
	}, func(n uint64) { r25x4.Double(&s.acc, n) })
	clear(s.ents[:])
}

// finalCheck10 is the verdict of one signature from R' = (X : Y : Z), the
// result of its double-base multiplication (radix-2^51 limbs of carried
// coordinates), and R decoded: for the cofactored profiles R' already
// holds [8]([k](-A) + [S]B - R), which must be the identity (r is not
// read); for the cofactorless ones R' must encode to the signature's R
// bytes (prep.CofactorlessEqual with r, prep.EncodingEqual when r is nil:
// R not decoded).
func finalCheck10(rules prep.Rules, sig *[64]byte, r *edwards25519.Point, X, Y, Z [5]uint64) bool {
	if rules.Cofactored {
		return r51.Freeze(X) == [5]uint64{} && r51.Freeze(Y) == r51.Freeze(Z)
	}
	if r == nil {
		return prep.EncodingEqual((*[32]byte)(sig[:32]), X, Y, Z)
	}
	var z, xz, yz field.Element
	r51.SetElement(&z, Z)
	x, y, _, _ := r.ExtendedCoordinates()
	xz.Multiply(x, &z)
	yz.Multiply(y, &z)
	return prep.CofactorlessEqual(sig, X, Y, r51.LimbsOf(&xz), r51.LimbsOf(&yz))
}
