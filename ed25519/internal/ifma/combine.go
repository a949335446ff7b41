package ifma

import (
	"io"
	"sync"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the ifma backend's combined check of a chunk under a
// cofactored profile (ZIP215, FIPS186_5, VoiDefault): with random 128-bit z_c for the
// candidates c, every valid batch satisfies
//
//	[8]([sum z_c S_c]B + sum [z_c k_c](-A_c) + sum [z_c](-R_c)) = 0,
//
// and a batch holding an invalid signature satisfies it with probability
// at most about 2^-128 over the choice of the z_c (msm.VerifyRLC states
// the argument). The multi-scalar multiplication shares one chain of doublings
// among many points per lane: candidate c sits in lane c%8, slot c/8, with
// per-slot tables of [0..16](-A_c) and [0..16](-R_c); z_c k_c takes 51
// signed radix-2^5 digits, z_c 26, and the sum of z_c S_c (in lane 0 only)
// 32 radix-2^8 digits against the base point table. The eight lanes' sums
// are then added across lanes and the cofactor cleared.

// msmSlots is the number of candidates a lane holds at most.
const msmSlots = prep.Chunk / 8

// msmDigitsZ is the number of radix-2^5 digits of a 128-bit z.
const msmDigitsZ = 26

// msmScratch is the combined check's scratch (about 350 KiB of tables),
// pooled apart from the workspaces so that small batches do not carry it.
type msmScratch struct {
	tabA, tabR [msmSlots][17]r51x8.Cached
	digA       [msmSlots][8][laneDigitsA]int8
	digR       [msmSlots][8][msmDigitsZ]int8
	digB       [laneDigitsB]int8
	pt, ptR    r51x8.Point // a slot's -A and -R
	acc        r51x8.Point
	q          r51x8.Cached
	z          [prep.Chunk * 16]byte
}

var msmScratches = sync.Pool{New: func() any { return new(msmScratch) }}

// Combine is the ifma backend's combined check of a chunk (len(items) <=
// prep.Chunk), with msm.VerifyRLC's contract (declining, with nothing
// changed, below msmMin candidates): it hashes (in hs) and decodes every
// candidate item, writes false for the items that fail to decode (marking
// them not ok), and returns true when verdicts holds the final verdicts
// (the combined check passed); false means the caller must verify the
// items one by one (VerifyChunk). It does not allocate.
func Combine(items []prep.Item, verdicts []bool, s *Scratch, hs *prep.HashScratch, rnd io.Reader) bool {
	t := &s.lanes.t
	var idx [prep.Chunk]uint8
	c := 0
	for i := range items {
		if items[i].OK {
			idx[c] = uint8(i)
			c++
		}
	}
	if c < msmMin {
		return false
	}
	ms := msmScratches.Get().(*msmScratch)
	defer msmScratches.Put(ms)
	prep.HashItems(items, hs)
	for i := range verdicts {
		verdicts[i] = false
	}
	if !prep.ReadCoefficients(rnd, ms.z[:16*c]) {
		return false
	}
	slots := (c + 7) / 8
	var sumZS edwards25519.Scalar
	for s := range slots {
		var group [8]*prep.Item
		n := min(8, c-8*s)
		for l := range n {
			group[l] = &items[idx[8*s+l]]
		}
		// -A and -R, the keys' and the R's decodings side by side.
		var enc [2][8]*[32]byte
		var preset uint8
		var dec [2]uint8
		enc[0], preset, dec[0] = keyEncodings(&ms.pt, group[:n])
		for l := range n {
			enc[1][l] = (*[32]byte)(group[l].Sig[:32])
		}
		dec[1] = uint8(1)<<n - 1
		ok := negatedLanes(&[2]*r51x8.Point{&ms.pt, &ms.ptR}, &enc, &dec, t)
		valid := (preset | ok[0]) & ok[1]
		buildTable8(&ms.tabA[s], &ms.pt, &ms.acc)
		buildTable8(&ms.tabR[s], &ms.ptR, &ms.acc)
		for l := range 8 {
			ms.digA[s][l], ms.digR[s][l] = [laneDigitsA]int8{}, [msmDigitsZ]int8{}
			if l >= n {
				continue
			}
			it := group[l]
			if valid>>l&1 == 0 {
				it.OK = false // its digits stay zero: it adds nothing
				continue
			}
			combineDigits(ms.z[16*(8*s+l):], it, &sumZS, ms.digA[s][l][:], ms.digR[s][l][:])
		}
	}
	scalar.SignedWindows(ms.digB[:], (*[32]byte)(sumZS.Bytes()), 8)
	ms.multiScalarMult(slots)
	// Add the lanes together: lane l += lane l+4, then +2, then +1.
	for shift := 4; shift >= 1; shift /= 2 {
		r51x8.PointCached(&ms.q, &ms.acc)
		for l := range 8 {
			for cc := range 4 {
				for i := range 5 {
					v := uint64(0)
					if l < shift {
						v = ms.q[cc][i][l+shift]
					} else if i == 0 && cc < 3 {
						v = [3]uint64{1, 1, 2}[cc] // the identity
					}
					ms.q[cc][i][l] = v
				}
			}
		}
		r51x8.PointAdd(&ms.acc, &ms.q)
	}
	r51x8.PointDouble(&ms.acc, 3)
	if laneFaultHook != nil {
		laneFaultHook(&ms.acc[1])
	}
	if !carriedPoint(&ms.acc) {
		prep.Faults.Add(1)
		return false
	}
	x, y, z := r51x8.Lane(&ms.acc[0], 0), r51x8.Lane(&ms.acc[1], 0), r51x8.Lane(&ms.acc[2], 0)
	if r51.Freeze(x) != [5]uint64{} || r51.Freeze(y) != r51.Freeze(z) {
		return false
	}
	for j := range c {
		verdicts[idx[j]] = items[idx[j]].OK
	}
	return true
}

// multiScalarMult sets acc, in every lane, to the sum over the slots of
// the digits' multiples of the tables, plus [sum z S]B in lane 0.
func (ms *msmScratch) multiScalarMult(slots int) {
	ms.acc = r51x8.Point{}
	for l := range 8 {
		ms.acc[1][0][l], ms.acc[2][0][l] = 1, 1
	}
	bt := basepointPairs()
	scalar.WalkChain(5*(laneDigitsA-1), func(j int) {
		for s := range slots {
			var d [8]int8
			for l := range d {
				d[l] = ms.digA[s][l][j]
			}
			ms.addLanes(&ms.tabA[s], &d)
			if j < msmDigitsZ {
				for l := range d {
					d[l] = ms.digR[s][l][j]
				}
				ms.addLanes(&ms.tabR[s], &d)
			}
		}
	}, func(j int) {
		var ents [8]*r51x8.Cached4
		d := int(ms.digB[j])
		for l := range ents {
			ents[l] = &bt[0]
		}
		ents[0] = &bt[scalar.Abs(d)]
		var neg uint32
		if d < 0 {
			neg = 1
		}
		r51x8.SelectCompact(&ms.q, &ents, neg)
		r51x8.PointAdd(&ms.acc, &ms.q)
	}, func(n uint64) { r51x8.PointDouble(&ms.acc, n) })
}

// addLanes adds, in every lane l, the multiple of tab that the signed
// digit d[l] names.
func (ms *msmScratch) addLanes(tab *[17]r51x8.Cached, d *[8]int8) {
	var idx [8]uint64
	var neg uint32
	for l, v := range d {
		a, n := digitAbs(v)
		neg |= n << l
		idx[l] = 160*uint64(a) + 20*uint64(l)
	}
	r51x8.SelectLanes(&ms.q, tab, &idx, neg)
	r51x8.PointAdd(&ms.acc, &ms.q)
}

// digitAbs returns |d| and 1 for a negative d, 0 otherwise, without a
// branch. The signs of the lanes' digits follow no pattern, so a branch on
// each mispredicts about half the time, and the combined check selects up
// to sixteen times a doubling position, two tables for each of up to eight
// slots (docs/results/2026-12-05-ed25519-zen5; the warm chain's selections
// gained nothing from it). For d = -128 it returns 128: the subtraction
// wraps to -128, whose uint8 is 128.
func digitAbs(d int8) (abs uint8, neg uint32) {
	m := d >> 7 // 0 or -1
	return uint8((d ^ m) - m), uint32(m & 1)
}

// combineDigits takes the 128-bit coefficient z of the candidate it from the
// first 16 bytes of z16 (little-endian), adds z S to sumZS, and writes the
// signed radix-2^5 digits of z k to digA and of z to digR.
func combineDigits(z16 []byte, it *prep.Item, sumZS *edwards25519.Scalar, digA, digR []int8) {
	var zb [32]byte
	zk := msm.RLCTerm(&zb, z16, it, sumZS)
	scalar.SignedWindows(digA, (*[32]byte)(zk.Bytes()), 5)
	scalar.SignedWindows(digR, &zb, 5)
}
