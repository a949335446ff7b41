package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the eight-lane engine's chain for a warm group: a group
// whose every item brings hot tables (KeyTables), which VerifyChunk
// forms apart from the cold groups. Each lane splits its k and S into the
// pieces of split.go (seventeen of k, sixteen of S) and runs them on one
// schedule of prep.WarmTop = 10 doublings instead of 250, adding at each
// position the pieces of k from the lane's own tables and then those of S
// from B's shared shifted tables: as many additions as a chain of 250
// doublings with S in radix 2^8 (51 and 32), no decoding of A and no
// table to build.

// warmBaseMult sets acc = [k](-A) + [S]B in every lane from the digits in
// s.digA and s.digB, with [e](2^(15p)(-A)) from hot[l] (the identity for a
// nil hot[l], an idle lane whose digits are zero).
func (s *laneScratch) warmBaseMult(hot *[8]*KeyTables) {
	s.acc = r51x8.Point{}
	for l := range 8 {
		s.acc[1][0][l], s.acc[2][0][l] = 1, 1
	}
	bt := warmBase()
	id := &bt[0][0]
	// Every entry of k's digits up front: with many keys their tables are
	// not in cache, so each step's entries are asked for (r51x8.Prefetch)
	// warmPrefetchSteps steps before it adds.
	for j := range prep.WarmDigitsA {
		for p := range prep.WarmPositionsA {
			i := prep.WarmDigitsA*p + j
			var neg uint32
			for l := range 8 {
				e := id
				if i < laneDigitsA {
					d := s.digA[l][i]
					if d < 0 {
						neg |= 1 << l
						d = -d
					}
					if hot[l] != nil {
						e = &hot[l].Table(p)[d]
					}
				}
				s.warmEnts[j][8*p+l] = e
			}
			s.warmNeg[j][p] = neg
		}
	}
	for f := range warmPrefetchSteps {
		s.prefetchWarmStep(f)
	}
	scalar.WalkChain(prep.WarmTop, func(j int) {
		last := prep.WarmPositionsA - 1
		for prep.WarmDigitsA*last+j >= laneDigitsA {
			last-- // the last piece holds fewer digits
		}
		for p := 0; p <= last; p++ {
			s.prefetchWarmStep(prep.WarmStepA(j, p) + warmPrefetchSteps)
			r51x8.SelectCompact(&s.q, (*[8]*r51x8.Cached4)(s.warmEnts[j][8*p:]), s.warmNeg[j][p])
			// T is needed only by an addition that follows at the same
			// position: the next piece's, the base point's, or -R's
			// after the last digit.
			if p < last || j == 0 || 5*j%8 == 0 {
				r51x8.PointAdd(&s.acc, &s.q)
			} else {
				r51x8.PointAddNoT(&s.acc, &s.q)
			}
		}
	}, func(j int) {
		for p := range prep.WarmPositionsB {
			i := prep.WarmDigitsB*p + j
			var neg uint32
			for l := range 8 {
				d := int(s.digB[l][i])
				if d < 0 {
					neg |= 1 << l
					d = -d
				}
				s.ents[l] = &bt[p][d]
			}
			r51x8.SelectCompact(&s.q, &s.ents, neg)
			if p < prep.WarmPositionsB-1 || j == 0 {
				r51x8.PointAdd(&s.acc, &s.q)
			} else {
				r51x8.PointAddAffineNoT(&s.acc, &s.q) // B's entries are affine
			}
		}
	}, func(n uint64) { r51x8.PointDouble(&s.acc, n) })
	for l := range s.ents {
		s.ents[l] = nil
	}
	s.warmEnts = [prep.WarmDigitsA][8 * prep.WarmPositionsA]*r51x8.Cached4{}
}

// warmPrefetchSteps is how many of the warm chain's steps
// (prep.WarmStepA) ahead of its additions prefetchWarmStep asks for their
// entries: one step's requests at a time keep a steady distance ahead of
// their use (docs/NOTEBOOK.md has the measurements).
const warmPrefetchSteps = 16

// prefetchWarmStep asks (r51x8.Prefetch) for the eight entries that step f
// of the warm chain adds, s.warmEnts[j][8p:8p+8] for (j, p) =
// prep.WarmStepAtA(f); nothing for f >= prep.WarmStepsA.
func (s *laneScratch) prefetchWarmStep(f int) {
	if f >= prep.WarmStepsA {
		return
	}
	j, p := prep.WarmStepAtA(f)
	r51x8.Prefetch(s.warmEnts[j][8*p : 8*p+8])
}
