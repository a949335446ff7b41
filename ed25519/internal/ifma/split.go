package ifma

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the split verification of a key with hot tables (an
// ExpandedPublicKey's): with
// [e](-A) and [e](2^130 (-A)) precomputed, [k](-A) + [S]B is the sum of
//
//	half 0: sum_{i<26} d_i 2^(5i) (-A)          + sum_{j<16} e_j 2^(8j) B
//	half 1: sum_{i<25} d_(26+i) 2^(5i) 2^130(-A) + sum_{j<16} e_(16+j) 2^(8j) 2^128 B
//
// (d the signed radix-2^5 digits of k, e the signed radix-2^8 digits of S),
// and both halves follow the same schedule of 125 doublings, additions at
// multiples of 5 and 8: one signature runs in both halves of the pair
// engine, on half the chain of doublings.

// splitDigitA and splitDigitB are the first digits of k and S that half 1
// takes: 2^(5*26) = 2^130 and 2^(8*16) = 2^128.
const (
	splitDigitA = 26
	splitDigitB = 16
)

// NewHotTables builds an ExpandedPublicKey's tables of -A for the split
// check with the pair kernels (their portable twins where the CPU lacks
// IFMA: a caller that will never run this backend need not build them).
func NewHotTables(negA *edwards25519.Point) *prep.HotTables {
	s := pairScratches.Get().(*pairScratch)
	defer pairScratches.Put(s)
	s.solo = false
	setPairPointFrom(&s.a, 0, negA)
	setPairPointFrom(&s.a, 1, negA)
	s.acc = s.a
	r51x8.PairDouble(&s.acc, 5*splitDigitA)
	for i := range 5 {
		copy(s.a[i][4:], s.acc[i][4:])
	}
	s.buildTable()
	return &prep.HotTables{Lo: s.tab[0], Hi: s.tab[1]}
}

// verifySplit sets verdicts[0] for the one item, whose hot tables are
// attached, exactly as portable.VerifyItem would. The item must be ok and
// hashed.
func verifySplit(rules prep.Rules, it *prep.Item, verdicts []bool, s *pairScratch) {
	s.solo = false
	var enc [8]*[32]byte
	enc[2] = (*[32]byte)(it.Sig[:32])
	valid := decodeLanes(&s.dec, &enc, &s.t, true) >> 2 & 1
	var digA [laneDigitsA]int8
	var digB [laneDigitsB]int8
	scalar.SignedWindows(digA[:], &it.KB, 5)
	scalar.SignedWindows(digB[:], (*[32]byte)(it.Sig[32:]), 8)
	s.acc = r51x8.Element{}
	for h := 0; h < 8; h += 4 {
		s.acc[0][h+1], s.acc[0][h+2] = 1, 1
	}
	hot, bt, bt128 := it.Hot, basepointPairs(), basepointPairs128()
	scalar.WalkChain(5*(splitDigitA-1), func(j int) {
		d0, d1 := int(digA[j]), 0
		if splitDigitA+j < laneDigitsA {
			d1 = int(digA[splitDigitA+j])
		}
		r51x8.PairSelect(&s.q, &hot.Lo[scalar.Abs(d0)], &hot.Hi[scalar.Abs(d1)], pairNeg(d0, d1))
		r51x8.PairAdd(&s.acc, &s.q)
	}, func(j int) {
		d0, d1 := int(digB[j]), int(digB[splitDigitB+j])
		r51x8.PairSelect(&s.q, &bt[scalar.Abs(d0)], &bt128[scalar.Abs(d1)], pairNeg(d0, d1))
		r51x8.PairAdd(&s.acc, &s.q)
	}, func(n uint64) { r51x8.PairDouble(&s.acc, n) })
	// Half 0 += half 1: the cached form of half 1 moved to half 0, the
	// identity in half 1.
	r51x8.PairCached(&s.q, &s.acc)
	for i := range 5 {
		copy(s.q[i][:4], s.q[i][4:])
		s.q[i][4], s.q[i][5], s.q[i][6], s.q[i][7] = 0, 0, 0, 0
	}
	s.q[0][4], s.q[0][5], s.q[0][6] = 1, 1, 2
	r51x8.PairAdd(&s.acc, &s.q)
	s.finish(rules, []*prep.Item{it}, verdicts[:1], uint8(valid))
}
