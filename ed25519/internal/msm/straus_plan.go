package msm

import (
	"io"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the plan of the avx2 backend's combined check of a chunk
// under a cofactored profile (ZIP215, FIPS186_5, VoiDefault), which runs in the solo
// form (one point's coordinates across the lanes, internal/avx2/combine.go): with
// random 128-bit z_c for the candidates c, the check of rlc.go,
//
//	[8]([-sum z_c S_c]B + sum [z_c]R_c + sum [-(z_c k_c)](-A_c)) = 0,
//
// as a Straus multi-scalar multiplication (Straus 1964; Möller 2001): one
// chain of doublings for the whole chunk, width-5 non-adjacent forms of the
// 253-bit -(z_c k_c) and the 128-bit z_c against per-candidate tables of
// the odd multiples of -A_c and R_c, and a width-8 form of the base
// point's scalar against the shared table of [e]B. Every addition is at a
// nonzero digit, about 63 for a candidate. The plan holds the digits, sorted
// by position; internal/avx2/combine.go holds the tables and runs the point operations.

// The scalars of a plan: t < StrausR is candidate t's A, StrausR <= t <
// StrausB candidate t-StrausR's R, and StrausB the base point's.
const (
	StrausR       = prep.Chunk
	StrausB       = 2 * prep.Chunk
	StrausScalars = 2*prep.Chunk + 1
)

// strausEvent is one addition of the chain: a nonzero digit d of scalar t.
type strausEvent struct {
	t uint8
	d int8
}

// StrausPlan is a chunk's digits, sorted by position.
type StrausPlan struct {
	digits [StrausScalars][scalar.NAFMaxDigits]scalar.NAFDigit
	nd     [StrausScalars]int
	// events holds the digits sorted by position, those of position p at
	// count[p]:count[p+1]. A form of width 5 or more has at most 52 digits
	// (they stand five positions apart among 256).
	events [StrausScalars * 52]strausEvent
	count  [257]uint16
	Z      [prep.Chunk * 16]byte
}

// Prepare reads the random coefficients of the candidates items[idx[j]],
// j < len(idx), from rnd (crypto/rand if nil) and sets the digits of every
// candidate that is not bad[j] (the others add nothing). Items must be
// hashed. It reports false if reading rnd failed.
func (pl *StrausPlan) Prepare(items []prep.Item, idx []uint8, bad []bool, rnd io.Reader) bool {
	c := len(idx)
	if !prep.ReadCoefficients(rnd, pl.Z[:16*c]) {
		return false
	}
	var b edwards25519.Scalar
	var zb [32]byte
	for j := range prep.Chunk {
		pl.nd[j], pl.nd[StrausR+j] = 0, 0
		if j >= c || bad[j] {
			continue
		}
		a := RLCTerm(&zb, pl.Z[16*j:16*j+16], &items[idx[j]], &b)
		a.Negate(&a) // [-(z k)](-A) = [z k]A
		pl.nd[j] = scalar.NAFDigits(&pl.digits[j], (*[32]byte)(a.Bytes()), 5)
		pl.nd[StrausR+j] = scalar.NAFDigits(&pl.digits[StrausR+j], &zb, 5)
	}
	b.Negate(&b)
	pl.nd[StrausB] = scalar.NAFDigits(&pl.digits[StrausB], (*[32]byte)(b.Bytes()), 8)
	pl.sortEvents()
	return true
}

// sortEvents sorts the digits by position into events (a counting sort).
func (pl *StrausPlan) sortEvents() {
	pl.count = [257]uint16{}
	for t := range pl.digits {
		for _, g := range pl.digits[t][:pl.nd[t]] {
			pl.count[g.Pos+1]++
		}
	}
	for p := 1; p <= 256; p++ {
		pl.count[p] += pl.count[p-1]
	}
	var next [256]uint16
	copy(next[:], pl.count[:256])
	for t := range pl.digits {
		for _, g := range pl.digits[t][:pl.nd[t]] {
			pl.events[next[g.Pos]] = strausEvent{uint8(t), int8(g.D)} // widths 5 and 8
			next[g.Pos]++
		}
	}
}

// Walk runs the chain from the top position down, with the accumulator
// starting at the identity: double(n) doubles it n times (the doublings
// of positions without events taken together), add(t, d) adds [d] of
// scalar t's point. The last call doubles three more times, clearing the
// cofactor.
func (pl *StrausPlan) Walk(add func(t, d int), double func(n uint64)) {
	top := 255
	for top >= 0 && pl.count[top] == pl.count[top+1] {
		top--
	}
	var pending uint64
	for pos := top; pos >= 0; pos-- {
		if pos < top {
			pending++
		}
		evs := pl.events[pl.count[pos]:pl.count[pos+1]]
		if len(evs) == 0 {
			continue
		}
		if pending != 0 {
			double(pending)
			pending = 0
		}
		for _, ev := range evs {
			add(int(ev.t), int(ev.d))
		}
	}
	double(pending + 3)
}
