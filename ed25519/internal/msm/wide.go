package msm

import (
	"io"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the engines' combined check over many chunks: under a
// cofactored profile, a batch of at least an engine's WideMin signatures is
// checked in groups of up to WideMax with the random linear combination of
// rlc.go,
//
//	[8]([-sum z_c S_c]B + sum [z_c]R_c + sum [-(z_c k_c)](-A_c)) = 0,
//
// computed as a Pippenger multi-scalar multiplication (Pippenger 1976;
// Bernstein, Doumen, Lange and Oosterwijk 2012, section 4) on an engine's
// point operations (SoloKernels: the SIMD engines' solo kernels, one
// point's four coordinates side by side, or the portable formulas): signed
// radix-2^w digits of every scalar, one bucket per digit magnitude, the
// buckets summed by running sums, w doublings between windows. Its cost a
// signature falls with the group's size, while a chunk's check costs the
// same at any size; each engine's WideMin is where it overtakes. The chunks
// of a group are prepared, hashed and decoded one after another in the
// caller's items, keeping only each candidate's points (cached form) and
// scalars; if the group's check fails, the caller verifies its chunks again
// on the ordinary path, which finds the invalid signatures.

// WideMax is the most signatures one bucket sum takes (a group's scratch
// grows with it).
const WideMax = 1024

// wideDigits is the most signed radix-2^w digits of a scalar below 2^253
// with room for the final carry, at the narrowest width WideWidth picks.
const wideDigits = (254 + 4) / 5

// Wide is the part of a group's scratch that does not depend on the
// engine: the scalars, their digits, the coefficients of a chunk and its
// candidates whose A or R did not decode or whose A is not negated. An
// engine's group scratch embeds it.
type Wide struct {
	sc     [2*WideMax + 1][32]byte
	digits [2*WideMax + 1][wideDigits]int8
	used   [129]bool
	z      [16 * prep.Chunk]byte
	// Bad marks the chunk's candidates (index c - C0) whose A or R did not
	// decode.
	Bad [prep.Chunk]bool
	// PlusA marks the chunk's candidates (index c - C0) whose pts[2c]
	// holds A rather than -A (an engine that decodes without negating):
	// their scalar is z k instead of -(z k).
	PlusA [prep.Chunk]bool
	// C0 is the index of the chunk's first candidate in the group.
	C0 int
}

// A WideEngine holds a group's points in one engine's form: pts[2c] is -A
// of candidate c and pts[2c+1] its R, cached, and the last B.
type WideEngine interface {
	Common() *Wide
	// KeyPoint sets pts[i] to -A from the item's key, reporting false when
	// the item has none and A must be decoded.
	KeyPoint(i int, it *prep.Item) bool
	// Queue adds the encoding of the point that goes to pts[i] (negated if
	// neg, or left as it is and marked in PlusA) to those decoded together,
	// decoding when the lanes are full; Flush decodes the rest. A point
	// that does not decode marks its candidate Bad.
	Queue(i int, enc *[32]byte, neg bool)
	Flush()
	// SumIsIdentity sets pts[np-1] to B and reports whether [8] of the
	// sum of [sc[i]]pts[i], i < np, is the identity (false also for a lane
	// fault, which it counts).
	SumIsIdentity(np int, width uint) bool
}

// WideGroup is the size of the next group when rest signatures remain
// (rest >= least): the rest split evenly into the fewest groups of at most
// WideMax, so that no group falls below least (least <= WideMax/2).
func WideGroup(rest int) int {
	groups := (rest + WideMax - 1) / WideMax
	return (rest + groups - 1) / groups
}

// WideWidth is the digit width of a bucket sum over c candidates (2c + 1
// points), the fastest measured for that size.
func WideWidth(c int) uint {
	switch {
	case c < 192:
		return 5
	case c < 384:
		return 6
	case c < 768:
		return 7
	}
	return 8
}

// CombineWide runs engine e's combined check over m <= WideMax signatures,
// prepared prep.Chunk at a time into items (len(items) >= min(m,
// prep.Chunk)) by prepare(first, items), which sets items[j] to signature
// first+j of the group, and hashed with hs. It returns true when verdicts
// (the group's m) holds the final verdicts: the check passed, the
// signatures that failed a byte-level check or whose A or R did not decode
// false and the rest true. False means the caller must verify the group on
// the ordinary path (the check failed, a lane fault, or rnd failed). It
// clears the items it used; prepare must not keep them.
func CombineWide(e WideEngine, m int, items []prep.Item, hs *prep.HashScratch, prepare func(first int, items []prep.Item), verdicts []bool, rnd io.Reader) bool {
	w := e.Common()
	var sumZS, zk edwards25519.Scalar
	var zb [32]byte
	c := 0 // candidates so far; candidate c's points are pts[2c] and pts[2c+1]
	for cb := 0; cb < m; cb += prep.Chunk {
		items := items[:min(prep.Chunk, m-cb)]
		prepare(cb, items)
		prep.HashItems(items, hs)
		w.C0 = c
		for j := range items {
			it := &items[j]
			if !it.OK {
				continue
			}
			w.Bad[c-w.C0], w.PlusA[c-w.C0] = false, false
			if !e.KeyPoint(2*c, it) {
				e.Queue(2*c, it.Pub, true)
			}
			e.Queue(2*c+1, (*[32]byte)(it.Sig[:32]), false)
			c++
		}
		e.Flush()
		if !prep.ReadCoefficients(rnd, w.z[:16*(c-w.C0)]) {
			clear(items)
			return false
		}
		k := w.C0
		for j := range items {
			it := &items[j]
			verdicts[cb+j] = false
			if !it.OK {
				continue
			}
			if w.Bad[k-w.C0] {
				w.sc[2*k], w.sc[2*k+1] = [32]byte{}, [32]byte{}
			} else {
				zk = RLCTerm(&zb, w.z[16*(k-w.C0):16*(k-w.C0)+16], it, &sumZS)
				if !w.PlusA[k-w.C0] {
					zk.Negate(&zk) // [-(z k)](-A) = [z k]A
				}
				w.sc[2*k], w.sc[2*k+1] = [32]byte(zk.Bytes()), zb
				verdicts[cb+j] = true
			}
			k++
		}
		clear(items)
	}
	np := 2*c + 1
	sumZS.Negate(&sumZS)
	w.sc[np-1] = [32]byte(sumZS.Bytes())
	return e.SumIsIdentity(np, WideWidth(c))
}

// SetScalar sets the scalar of point i, for the measurements of the bucket
// sum on its own.
func (w *Wide) SetScalar(i int, s *[32]byte) { w.sc[i] = *s }

// A SoloKernels is an engine's solo kernels for BucketSum: P is a point in
// the solo form (extended or cached), C a table entry.
type SoloKernels[P, C any] interface {
	// AddEntry adds entry e, negated if neg, to p (q is scratch).
	AddEntry(p *P, e *C, neg bool, q *P)
	Add(p, q *P)
	Cached(out, p *P)
	Double(p *P, n uint64)
}

// BucketSum sets r[0] to the sum of [w's scalar i]pts[i] over the first np
// points, with signed radix-2^width digits (5 <= width <= 8): for each
// window from the top, the accumulator doubled width times plus the sum
// over b of [b] times bucket b, where bucket b holds the points whose digit
// there is b (or -b, negated), taken as running sums from the top bucket
// down. id is the identity, extended; r[1..3] are scratch (kept in the
// caller's scratch, since pointers passed to the kernels through K would
// move locals to the heap).
func BucketSum[P, C any, K SoloKernels[P, C]](ks K, w *Wide, pts []C, buckets *[129]P, r *[4]P, id P, np int, width uint) {
	k := (254 + int(width) - 1) / int(width)
	for i := range np {
		scalar.SignedWindows(w.digits[i][:k], &w.sc[i], width)
	}
	nb := 1 << (width - 1)
	acc, q, run, sum := &r[0], &r[1], &r[2], &r[3]
	*acc = id
	for j := k - 1; j >= 0; j-- {
		if j != k-1 {
			ks.Double(acc, uint64(width))
		}
		clear(w.used[:nb+1])
		for i := range np {
			d := int(w.digits[i][j])
			if d == 0 {
				continue
			}
			neg := d < 0
			d = scalar.Abs(d)
			if !w.used[d] {
				buckets[d], w.used[d] = id, true
			}
			ks.AddEntry(&buckets[d], &pts[i], neg, q)
		}
		*run, *sum = id, id
		started := false
		for b := nb; b >= 1; b-- {
			if w.used[b] {
				ks.Cached(q, &buckets[b])
				ks.Add(run, q)
				started = true
			}
			if started {
				ks.Cached(q, run)
				ks.Add(sum, q)
			}
		}
		ks.Cached(q, sum)
		ks.Add(acc, q)
	}
}
