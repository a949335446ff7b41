package ed25519

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// This file is the quad engine of the avx2 backend: up to four signatures
// at once, one per 64-bit lane of the quad kernels (quad10.go), each
// reaching its own verdict exactly as verifyItemPortable would. It follows
// the ifma backend's eight-lane engine (lanes.go): [k](-A) + [S]B with one
// shared chain of doublings, k in signed radix 2^5 adding from per-lane
// tables of [0..16](-A) every five doublings, S in signed radix 2^8 adding
// from the shared table of [0..128]B every eight, so that every lane adds
// at the same positions. The tables keep the solo engine's form (one
// point's four coordinates across the lanes), and select10 transposes the
// four entries a step reads. A and R are decoded by filippo.io/edwards25519;
// the final checks are the solo engine's, lane by lane. Everything is
// variable time; it handles public data only.

// quadScratch is the scratch of the quad engine, kept in a workspace so that
// batches do not allocate.
type quadScratch struct {
	acc  point10
	q    cached10
	tabs [4][17]fe10 // tables built or converted here
	r    [4]edwards25519.Point
	digA [4][laneDigitsA]int8
	digB [4][laneDigitsB]int8
	tab  [4]*[17]fe10 // the table each lane reads
	ents [4]*fe10
	solo soloScratch // builds tables
}

// identityTable10 is the table of an idle lane, whose digits are all zero:
// entry 0 is the identity (Y+X, Y-X, 2Z, 2dT) = (1, 1, 2, 0).
var identityTable10 = [17]fe10{{{1, 1, 2, 0}}}

// quadGroupMin is the smallest group the avx2 backend verifies in the quad
// engine rather than one signature at a time in the solo10 engine: the
// quad engine costs the same with one lane busy as with four.
const quadGroupMin = 3

// verifyQuad sets verdicts[where[j]] for the (at most four) items, exactly
// as verifyItemPortable would. Items must be ok and hashed. Under a
// cofactorless profile with later not nil, the verdicts of the items whose
// A decoded are left to later.finish instead, and R is not decoded.
func verifyQuad(p Profile, items []*item, where []int, verdicts []bool, s *quadScratch, later *quadLater) {
	if p.cofactored() {
		later = nil
	}
	var valid uint8
	for l := range 4 {
		s.tab[l] = &identityTable10
		s.digA[l], s.digB[l] = [laneDigitsA]int8{}, [laneDigitsB]int8{}
		if l >= len(items) || !s.laneTable(l, items[l]) {
			continue
		}
		if later == nil {
			if _, err := s.r[l].SetBytes(items[l].sig[:32]); err != nil {
				s.tab[l] = &identityTable10
				continue
			}
		}
		valid |= 1 << l
		signedWindows(s.digA[l][:], (*[32]byte)(items[l].k.Bytes()), 5)
		// S is canonical: its bytes are its value.
		signedWindows(s.digB[l][:], (*[32]byte)(items[l].sig[32:]), 8)
	}
	if valid != 0 {
		s.doubleBaseMult()
	}
	clear(s.tab[:])
	if p.cofactored() {
		// acc - R, then [8].
		for l := range 4 {
			if valid>>l&1 == 0 {
				s.r[l].Set(edwards25519.NewIdentityPoint())
			}
		}
		negCached10(&s.q, &s.r)
		point10AddNoT(&s.acc, &s.q)
		point10Double(&s.acc, 3)
	}
	if soloFaultHook != nil {
		soloFaultHook(&s.acc[1])
	}
	if !carried10(&s.acc[0]) || !carried10(&s.acc[1]) || !carried10(&s.acc[2]) {
		laneFaults.Add(1)
		for l, it := range items {
			verdicts[where[l]] = verifyItemPortable(p, it)
		}
		return
	}
	if later != nil {
		for l, it := range items {
			verdicts[where[l]] = false
			if valid>>l&1 != 0 {
				later.add(&s.acc, l, (*[32]byte)(it.sig[:32]), where[l])
			}
		}
		return
	}
	for l := range items {
		X := limbs51From(lane10(&s.acc[0], l))
		Y := limbs51From(lane10(&s.acc[1], l))
		Z := limbs51From(lane10(&s.acc[2], l))
		verdicts[where[l]] = valid>>l&1 != 0 && finalCheck10(p, items[l].sig, &s.r[l], X, Y, Z)
	}
}

// laneTable points lane l at a table of [e](-A) for it: the key's own, the
// ifma backend's hot table converted, or one built from -A (decoded from
// the key's bytes if need be). It reports false if A does not decode.
func (s *quadScratch) laneTable(l int, it *item) bool {
	tab := &s.tabs[l]
	switch {
	case it.solo != nil:
		s.tab[l] = it.solo
		return true
	case it.hot != nil:
		for e := range tab {
			cachedTo10(&tab[e], &it.hot.lo[e])
		}
	case it.negA != nil:
		s.solo.buildTable(tab, it.negA)
	default:
		var negA edwards25519.Point
		if _, err := negA.SetBytes(it.pub[:]); err != nil {
			return false
		}
		s.solo.buildTable(tab, negA.Negate(&negA))
	}
	s.tab[l] = tab
	return true
}

// doubleBaseMult sets acc = [k](-A) + [S]B in every lane from the digits
// and the lanes' tables, on walkChain's schedule.
func (s *quadScratch) doubleBaseMult() {
	s.acc = point10{}
	for l := range 4 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt := basepoint10()
	walkChain(5*(laneDigitsA-1), func(j int) {
		var neg uint32
		for l := range 4 {
			d := s.digA[l][j]
			if d < 0 {
				neg |= 1 << l
				d = -d
			}
			s.ents[l] = &s.tab[l][d]
		}
		select10(&s.q, &s.ents, neg)
		// T is needed only by an addition that follows at the same
		// position: the base point's, or -R's after the last digit.
		if j == 0 || 5*j%8 == 0 {
			point10Add(&s.acc, &s.q)
		} else {
			point10AddNoT(&s.acc, &s.q)
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
		select10(&s.q, &s.ents, neg)
		if j == 0 {
			point10Add(&s.acc, &s.q)
		} else {
			point10AddNoT(&s.acc, &s.q)
		}
	}, func(n uint64) { point10Double(&s.acc, n) })
	clear(s.ents[:])
}

// d2x4 is 2d in every lane, carried.
var d2x4 = func() (x fe10) {
	v := limbs10From(d2Limbs)
	for i := range x {
		x[i] = [4]uint64{v[i], v[i], v[i], v[i]}
	}
	return x
}()

// negCached10 sets lane l of out to the cached form of -r[l]: (Y-X, Y+X,
// 2Z, -2dT) of r[l] = (X, Y, Z, T), with 2p added to the differences.
func negCached10(out *cached10, r *[4]edwards25519.Point) {
	var pt point10
	for l := range r {
		X, Y, Z, T := r[l].ExtendedCoordinates()
		for c, e := range [4]*field.Element{X, Y, Z, T} {
			v := limbs10From(limbsOf(e))
			setLane10(&pt[c], l, &v)
		}
	}
	var t2d fe10
	fe10Mul(&t2d, &pt[3], &d2x4)
	out[0], out[1] = diff10(&pt[1], &pt[0]), sum10(&pt[1], &pt[0])
	out[2] = sum10(&pt[2], &pt[2])
	var zero fe10
	out[3] = diff10(&zero, &t2d)
}

// finalCheck10 is the verdict of one signature from R' = (X : Y : Z), the
// result of its double-base multiplication (radix-2^51 limbs of carried
// coordinates), and R decoded: for the cofactored profiles R' already
// holds [8]([k](-A) + [S]B - R), which must be the identity; for the
// cofactorless ones R' must encode to the signature's R bytes
// (cofactorlessEqual).
func finalCheck10(p Profile, sig *[SignatureSize]byte, r *edwards25519.Point, X, Y, Z [5]uint64) bool {
	if p.cofactored() {
		return freezeLimbs(X) == [5]uint64{} && freezeLimbs(Y) == freezeLimbs(Z)
	}
	fz := freezeLimbs(Z)
	var z, xz, yz field.Element
	b := bytesFromLimbs(&fz)
	if _, err := z.SetBytes(b[:]); err != nil {
		panic("ed25519: internal error: SetBytes rejected 32 bytes")
	}
	x, y, _, _ := r.ExtendedCoordinates()
	xz.Multiply(x, &z)
	yz.Multiply(y, &z)
	return cofactorlessEqual(sig, X, Y, limbsOf(&xz), limbsOf(&yz))
}
