package ed25519

import (
	"sync"

	"filippo.io/edwards25519"
)

// This file is the avx2 backend's split verification for keys with
// precomputed tables (a PublicKey made while the backend is active): the
// quad kernels' four lanes hold four independent quarters of one
// double-base multiplication,
//
//	[k](-A) + [S]B = sum over q = 0..3 of [k_q](2^(65q) (-A)) + [S_q](2^(64q) B),
//
// with k_q the 65-bit quarters of k and S_q the 64-bit quarters of S, so
// that the four lanes share a chain of 60 doublings where one point alone
// needs 252. k takes signed radix-2^5 digits (52 for all of k, thirteen a
// quarter) against the key's table of [0..16](2^(65q)(-A)) in lane q; S
// signed radix-2^8 digits (eight a quarter) against the shared table of
// [0..128](2^(64q) B); the additions follow walkChain's schedule. The
// lanes are then added together, and lane 0 takes the solo engine's final
// checks.

// quarterDigitsA is the number of radix-2^5 digits of a quarter of k.
const quarterDigitsA = 13

// quarterTable is a key's table for the split verification: lane q of
// entry e is [e](2^(65q)(-A)), e = 0..16.
type quarterTable = [17]cached10

// newQuarterTable builds a PublicKey's quarter table when the avx2 backend
// is active (as newSoloTable), or returns nil.
func newQuarterTable(negA *edwards25519.Point) *quarterTable {
	if active.Load() != backendAVX2 {
		return nil
	}
	return buildQuarterTable(negA)
}

// buildQuarterTable returns the quarter table of -A.
func buildQuarterTable(negA *edwards25519.Point) *quarterTable {
	var pt, acc point10
	p := new(edwards25519.Point).Set(negA)
	for q := range 4 {
		setPointLane10(&pt, q, p)
		for range 5 * quarterDigitsA {
			p.Add(p, p)
		}
	}
	tab := new(quarterTable)
	buildTable10(tab[:], &pt, &acc)
	return tab
}

// quarterBase returns [e](2^(64q) B) in lane q of entry e, e = 0..128, as
// cached points with Z = 1.
var quarterBase = sync.OnceValue(func() *[129]cached10 {
	tab := new([129]cached10)
	p := edwards25519.NewGeneratorPoint()
	for q := range 4 {
		m := affineMultiples(p)
		for e := range tab {
			for c := range 4 {
				var v [5]uint64
				for i := range v {
					v[i] = m[e][i][c]
				}
				w := limbs10From(v)
				for i := range w {
					tab[e][c][i][q] = w[i]
				}
			}
		}
		for range 64 {
			p.Add(p, p)
		}
	}
	return tab
})

// quarterScratch is the scratch of the split verification.
type quarterScratch struct {
	acc, pt point10
	q       cached10
	digA    [4 * quarterDigitsA]int8
	digB    [32]int8
}

var quarterScratches = sync.Pool{New: func() any { return new(quarterScratch) }}

// verifyQuarter returns the verdict for one item whose quarter table is
// attached, exactly as verifyItemPortable would. The item must be ok and
// hashed.
func verifyQuarter(p Profile, it *item, s *quarterScratch) bool {
	var r edwards25519.Point
	if _, err := r.SetBytes(it.sig[:32]); err != nil {
		return false
	}
	// k and S are below 2^253: the top digits take the final carries.
	signedWindows(s.digA[:], (*[32]byte)(it.k.Bytes()), 5)
	signedWindows(s.digB[:], (*[32]byte)(it.sig[32:]), 8)
	s.acc = point10{}
	for l := range 4 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	tab, bt := it.quarter, quarterBase()
	add := func(tab []cached10, dig []int8, per, j int, withT bool) {
		var idx [4]uint64
		var neg uint32
		for q := range 4 {
			d := int(dig[per*q+j])
			if d < 0 {
				neg |= 1 << q
				d = -d
			}
			idx[q] = quadEntryBytes * uint64(d)
		}
		selectLanes10(&s.q, tab, &idx, neg)
		if withT {
			point10Add(&s.acc, &s.q)
		} else {
			point10AddNoT(&s.acc, &s.q)
		}
	}
	// T is needed by an addition that follows another at the same
	// position, and by the sum across the lanes.
	walkChain(5*(quarterDigitsA-1), func(j int) {
		add(tab[:], s.digA[:], quarterDigitsA, j, j == 0 || 5*j%8 == 0)
	}, func(j int) {
		add(bt[:], s.digB[:], 8, j, j == 0)
	}, func(n uint64) { point10Double(&s.acc, n) })
	sumLanes10(&s.acc, &s.q)
	if p.cofactored() {
		// acc - R, then [8], in lane 0 (the others hold the identity).
		var negR edwards25519.Point
		negR.Negate(&r)
		for l := range 4 {
			if l == 0 {
				setPointLane10(&s.pt, l, &negR)
			} else {
				setPointLane10(&s.pt, l, edwards25519.NewIdentityPoint())
			}
		}
		point10Cached(&s.q, &s.pt)
		point10AddNoT(&s.acc, &s.q)
		point10Double(&s.acc, 3)
	}
	if soloFaultHook != nil {
		soloFaultHook(&s.acc[1])
	}
	if !carriedPoint10(&s.acc) {
		laneFaults.Add(1)
		return verifyItemPortable(p, it)
	}
	X := limbs51From(lane10(&s.acc[0], 0))
	Y := limbs51From(lane10(&s.acc[1], 0))
	Z := limbs51From(lane10(&s.acc[2], 0))
	return finalCheck10(p, it.sig, &r, X, Y, Z)
}

// sumLanes10 sets lane 0 of acc to the sum of its four lanes (q is
// scratch): lanes 0 and 1 take lanes 2 and 3, then lane 0 takes lane 1;
// the lanes past those added take the identity. T is kept.
func sumLanes10(acc *point10, q *cached10) {
	for shift := 2; shift >= 1; shift /= 2 {
		point10Cached(q, acc)
		for k := range q {
			for i := range 10 {
				for l := range 4 {
					v := identityCached10[k][i][l]
					if l < shift {
						v = q[k][i][l+shift]
					}
					q[k][i][l] = v
				}
			}
		}
		point10Add(acc, q)
	}
}
