package ed25519

import (
	"io"
	"sync"

	"filippo.io/edwards25519"
)

// This file is the avx2 backend's combined check of a chunk under a
// cofactored profile (ZIP215, FIPS186_5), the ifma backend's (msm.go) on
// the quad kernels: with random 128-bit z_c for the candidates c,
//
//	[8]([sum z_c S_c]B + sum [z_c k_c](-A_c) + sum [z_c](-R_c)) = 0
//
// holds for every valid batch, and for a batch holding an invalid
// signature with probability at most about 2^-128 over the z_c (rlc.go
// states the argument). Candidate c sits in lane c%4, slot c/4, with
// per-slot tables of [0..16](-A_c) and [0..16](-R_c) built in the lanes;
// every slot shares one chain of doublings. z_c k_c takes 51 signed
// radix-2^5 digits, z_c 26, and the sum of z_c S_c (in lane 0 only) 32
// radix-2^8 digits against the base point table. The four lanes' sums are
// then added across lanes and the cofactor cleared.

// quadMSMMin is the smallest number of candidates for which the avx2
// backend's combined check runs; below it the portable one (verifyRLC)
// costs less: the check decodes and tabulates R too, and with few slots
// the shared doublings are a large share (docs/results/2026-11-30-ed25519-quad).
const quadMSMMin = 16

// quadMSMSlots is the number of candidates a lane holds at most.
const quadMSMSlots = batchChunk / 4

// quadMSMScratch is the combined check's scratch (about 700 KiB of
// tables), pooled apart from the workspaces so that small batches do not
// carry it.
type quadMSMScratch struct {
	tabA, tabR [quadMSMSlots][17]cached10
	digA       [quadMSMSlots][4][laneDigitsA]int8
	digR       [quadMSMSlots][4][msmDigitsZ]int8
	digB       [laneDigitsB]int8
	acc        point10
	q          cached10
	ents       [4]*fe10
	z          [batchChunk * 16]byte
}

var quadMSMScratches = sync.Pool{New: func() any { return new(quadMSMScratch) }}

// combineQuad is the avx2 backend's combined check, with verifyRLC's
// contract (below quadMSMMin candidates it is verifyRLC): it hashes and decodes every candidate item, writes false
// for the items that fail to decode (marking them not ok), and returns
// true when verdicts holds the final verdicts (the combined check passed);
// false means the caller must verify the items one by one.
func combineQuad(items []item, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	var idx [batchChunk]uint8
	c := 0
	for i := range items {
		if items[i].ok {
			idx[c] = uint8(i)
			c++
		}
	}
	if c < quadMSMMin {
		return verifyRLC(items, verdicts, &ws.rlc, rnd)
	}
	ms := quadMSMScratches.Get().(*quadMSMScratch)
	defer quadMSMScratches.Put(ms)
	qs := &ws.quad
	hashItems(items, &ws.hash)
	for i := range verdicts {
		verdicts[i] = false
	}
	if !readCoefficients(rnd, ms.z[:16*c]) {
		return false
	}
	slots := (c + 3) / 4
	var sumZS edwards25519.Scalar
	for s := range slots {
		var group [4]*item
		var enc [4]*[32]byte
		n := min(4, c-4*s)
		for l := range n {
			group[l] = &items[idx[4*s+l]]
			enc[l] = (*[32]byte)(group[l].sig[:32])
		}
		valid := qs.table(&ms.tabA[s], group[:n])
		valid &= decodeLanes10(&qs.pt, &enc, true, &qs.t) // -R
		buildTable10(ms.tabR[s][:], &qs.pt, &qs.acc)
		for l := range 4 {
			ms.digA[s][l], ms.digR[s][l] = [laneDigitsA]int8{}, [msmDigitsZ]int8{}
			if l >= n {
				continue
			}
			it := group[l]
			if valid>>l&1 == 0 {
				it.ok = false // its digits stay zero: it adds nothing
				continue
			}
			combineDigits(ms.z[16*(4*s+l):], it, &sumZS, ms.digA[s][l][:], ms.digR[s][l][:])
		}
	}
	signedWindows(ms.digB[:], (*[32]byte)(sumZS.Bytes()), 8)
	ms.multiScalarMult(slots)
	sumLanes10(&ms.acc, &ms.q)
	point10Double(&ms.acc, 3)
	if soloFaultHook != nil {
		soloFaultHook(&ms.acc[1])
	}
	if !carriedPoint10(&ms.acc) {
		laneFaults.Add(1)
		return false
	}
	x := limbs51From(lane10(&ms.acc[0], 0))
	y := limbs51From(lane10(&ms.acc[1], 0))
	z := limbs51From(lane10(&ms.acc[2], 0))
	if freezeLimbs(x) != [5]uint64{} || freezeLimbs(y) != freezeLimbs(z) {
		return false
	}
	for j := range c {
		verdicts[idx[j]] = items[idx[j]].ok
	}
	return true
}

// multiScalarMult sets acc, in every lane, to the sum over the slots of
// the digits' multiples of the tables, plus [sum z S]B in lane 0.
func (ms *quadMSMScratch) multiScalarMult(slots int) {
	ms.acc = point10{}
	for l := range 4 {
		ms.acc[1][0][l], ms.acc[2][0][l] = 1, 1
	}
	bt := basepoint10()
	walkChain(5*(laneDigitsA-1), func(j int) {
		for s := range slots {
			ms.addLanes(&ms.tabA[s], func(l int) int8 { return ms.digA[s][l][j] })
			if j < msmDigitsZ {
				ms.addLanes(&ms.tabR[s], func(l int) int8 { return ms.digR[s][l][j] })
			}
		}
	}, func(j int) {
		d := int(ms.digB[j])
		for l := range ms.ents {
			ms.ents[l] = &bt[0]
		}
		ms.ents[0] = &bt[abs(d)]
		var neg uint32
		if d < 0 {
			neg = 1
		}
		select10(&ms.q, &ms.ents, neg)
		point10Add(&ms.acc, &ms.q)
	}, func(n uint64) { point10Double(&ms.acc, n) })
	clear(ms.ents[:])
}

// addLanes adds, in every lane l, the multiple of tab that the signed
// digit digit(l) names.
func (ms *quadMSMScratch) addLanes(tab *[17]cached10, digit func(l int) int8) {
	var idx [4]uint64
	var neg uint32
	for l := range 4 {
		v := digit(l)
		if v < 0 {
			neg |= 1 << l
			v = -v
		}
		idx[l] = quadEntryBytes * uint64(v)
	}
	selectLanes10(&ms.q, tab[:], &idx, neg)
	point10Add(&ms.acc, &ms.q)
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
