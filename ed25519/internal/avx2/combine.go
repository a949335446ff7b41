package avx2

import (
	"io"
	"sync"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the avx2 backend's combined check of a chunk under a
// cofactored rule set: msm.StrausPlan on the solo10 kernels,
// with A and R decoded four at a time in the lanes of the quad kernels
// (decodeLanes10). A check with one candidate per lane of the quad kernels,
// adding at every signed radix-2^5 window (77 additions for a candidate
// against about 63), took longer at every chunk size from 4 to 64
// (docs/results/2026-12-01-ed25519-avx2-straus).

// soloMSMScratch is the avx2 combined check's scratch (about 400 KiB, most
// of it tables), pooled apart from Scratch so that batches that
// never take it do not carry it.
type soloMSMScratch struct {
	plan   msm.StrausPlan
	tab    [msm.StrausB][8]r25x4.Element // tab[t][e/2] = [e] of scalar t's point, odd e
	acc, q r25x4.Element

	// The points waiting to be decoded four at a time: queued[l] is the
	// encoding of the point of scalar t[l], negated if bit l of neg is set.
	queued [4]*[32]byte
	t      [4]int
	neg    uint8
	n      int
	bad    [prep.Chunk]bool // a candidate whose A or R did not decode
	pt     r25x4.Point
	ft     quadFieldScratch
}

var soloMSMScratches = sync.Pool{New: func() any { return new(soloMSMScratch) }}

// Combine is the avx2 backend's combined check of a chunk under a
// cofactored rule set (len(items) <= prep.Chunk), with msm.VerifyRLC's
// contract: it hashes (prep.HashItems, in hs) and decodes every candidate
// item, writes false for the items that fail to decode (marking them not
// OK), and returns true when verdicts holds the final verdicts (the
// combined check passed); false means the caller must verify the items one
// by one (a bad signature among them, a failing rnd, or a lane fault,
// counted in prep.Faults). It does not allocate once its pool is warm.
func Combine(items []prep.Item, verdicts []bool, s *Scratch, hs *prep.HashScratch, rnd io.Reader) bool {
	ms := soloMSMScratches.Get().(*soloMSMScratch)
	defer soloMSMScratches.Put(ms)
	prep.HashItems(items, hs)
	var idx [prep.Chunk]uint8
	c := 0
	for i := range items {
		verdicts[i] = false
		it := &items[i]
		if !it.OK {
			continue
		}
		idx[c] = uint8(i)
		ms.bad[c] = false
		if !ms.keyTable(c, it, &s.solo) {
			ms.queue(c, it.Pub, true, &s.solo)
		}
		ms.queue(msm.StrausR+c, (*[32]byte)(it.Sig[:32]), false, &s.solo)
		c++
	}
	ms.decode(&s.solo)
	live := 0
	for j := range c {
		if ms.bad[j] {
			items[idx[j]].OK = false
		} else {
			live++
		}
	}
	if live == 0 {
		return true
	}
	if !ms.plan.Prepare(items, idx[:c], ms.bad[:c], rnd) {
		return false
	}
	ms.walk()
	if !soloIdentity(&ms.acc) {
		return false
	}
	for j := range c {
		verdicts[idx[j]] = !ms.bad[j]
	}
	return true
}

// soloIdentity reports whether the solo-form point acc, the result of a
// combined check, is the identity (X = 0, Y = Z). A result whose limbs are
// not carried (a lane fault: the kernels broke their bounds) is counted in
// prep.Faults and reported as not the identity, so that the caller verifies
// one by one. soloFaultHook, when set, corrupts acc first.
func soloIdentity(acc *r25x4.Element) bool {
	if soloFaultHook != nil {
		soloFaultHook(acc)
	}
	if !r25x4.Carried(acc) {
		prep.Faults.Add(1)
		return false
	}
	X := r51.Freeze(r25x4.Limbs51(r25x4.Lane(acc, 0)))
	Y := r51.Freeze(r25x4.Limbs51(r25x4.Lane(acc, 1)))
	Z := r51.Freeze(r25x4.Limbs51(r25x4.Lane(acc, 2)))
	return X == [5]uint64{} && Y == Z
}

// keyTable sets tab[j] to the odd multiples of -A of candidate j from the
// item's key (its avx2 or ifma table, or -A decoded), reporting false when
// the item has none and A must be decoded.
func (ms *soloMSMScratch) keyTable(j int, it *prep.Item, s *soloScratch) bool {
	tab := &ms.tab[j]
	kt, t51 := keyTables(it), table51(it) // at most one is not nil
	switch {
	case kt != nil:
		for e := range tab {
			tab[e] = kt[0][2*e+1]
		}
	case t51 != nil:
		for e := range tab {
			r25x4.SoloFromCached51(&tab[e], &t51[2*e+1])
		}
	case it.NegA != nil:
		var p r25x4.Element
		setPoint10(&p, it.NegA)
		s.oddMultiples(&p, 15, func(e int) *r25x4.Element { return &tab[e/2] })
	default:
		return false
	}
	return true
}

// queue adds the encoding of scalar t's point (negated if neg) to those
// decoded together, decoding when four are waiting.
func (ms *soloMSMScratch) queue(t int, enc *[32]byte, neg bool, s *soloScratch) {
	ms.queued[ms.n], ms.t[ms.n] = enc, t
	if neg {
		ms.neg |= 1 << ms.n
	}
	ms.n++
	if ms.n == len(ms.queued) {
		ms.decode(s)
	}
}

// decode decodes the queued points in the lanes (decodeLanes10: one
// exponentiation for up to four) and builds each one's table of odd
// multiples, or marks its candidate bad.
func (ms *soloMSMScratch) decode(s *soloScratch) {
	if ms.n == 0 {
		return
	}
	ok := decodeLanes10(&ms.pt, &ms.queued, ms.neg, &ms.ft)
	for l := range ms.n {
		t := ms.t[l]
		if ok>>l&1 == 0 {
			ms.bad[t%msm.StrausR] = true
			continue
		}
		var p r25x4.Element
		for c := range p[0] {
			for i := range p {
				p[i][c] = ms.pt[c][i][l]
			}
		}
		tab := &ms.tab[t]
		s.oddMultiples(&p, 15, func(e int) *r25x4.Element { return &tab[e/2] })
	}
	ms.queued, ms.neg, ms.n = [4]*[32]byte{}, 0, 0
}

// walk sets acc to the plan's sum on the solo10 kernels.
func (ms *soloMSMScratch) walk() {
	ms.acc = r25x4.Element{{0, 1, 1, 0}}
	bt := basepoint10()
	ms.plan.Walk(func(t, d int) {
		ent := &bt[scalar.Abs(d)]
		if t != msm.StrausB {
			ent = &ms.tab[t][scalar.Abs(d)/2]
		}
		if d > 0 {
			r25x4.SoloAdd(&ms.acc, ent)
		} else {
			r25x4.SoloSelect(&ms.q, ent, 1)
			r25x4.SoloAdd(&ms.acc, &ms.q)
		}
	}, func(n uint64) { r25x4.SoloDouble(&ms.acc, n) })
}
