package ed25519

import (
	"io"
	"sync"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the SIMD backends' combined check over many chunks: under a
// cofactored profile, a batch of at least wideMin signatures (avx2) or
// wideMinIFMA (ifma) is checked in groups of up to wideMax with the random
// linear combination of rlc.go,
//
//	[8]([-sum z_c S_c]B + sum [z_c]R_c + sum [-(z_c k_c)](-A_c)) = 0,
//
// computed as a Pippenger multi-scalar multiplication (Pippenger 1976;
// Bernstein, Doumen, Lange and Oosterwijk 2012, section 4) on the backend's
// solo kernels (one point's four coordinates side by side: solo10 for
// avx2, solo4 for ifma): signed radix-2^w digits of every scalar, one
// bucket per digit magnitude, the buckets summed by running sums, w
// doublings between windows. Its cost a signature falls with the group's
// size, while a chunk's check (solo_msm.go, msm.go) costs the same at any
// size; wideMin and wideMinIFMA (tunables.go) are where it overtakes.
// The chunks of a group are prepared, hashed and decoded in the workspace
// one after another, keeping only each candidate's points (cached form) and
// scalars; if the group's check fails, its chunks are verified again on the
// ordinary path, which finds the invalid signatures.

// wideDigits is the most signed radix-2^w digits of a scalar below 2^253
// with room for the final carry, at the narrowest width wideWidth picks.
const wideDigits = (254 + 4) / 5

// wideCommon is the part of a group's scratch that does not depend on the
// backend: the scalars, their digits, the coefficients of a chunk and its
// candidates whose A or R did not decode or whose A is not negated (c0 is
// the chunk's first).
type wideCommon struct {
	sc     [2*wideMax + 1][32]byte
	digits [2*wideMax + 1][wideDigits]int8
	used   [129]bool
	z      [16 * batchChunk]byte
	bad    [batchChunk]bool
	// plusA marks the chunk's candidates whose pts[2c] holds A rather
	// than -A (an engine that decodes without negating): their scalar is
	// z k instead of -(z k).
	plusA [batchChunk]bool
	c0    int
}

// A wideEngine holds a group's points in one backend's form: pts[2c] is
// -A of candidate c and pts[2c+1] its R, cached, and the last B.
type wideEngine interface {
	common() *wideCommon
	// keyPoint sets pts[i] to -A from the item's key, reporting false when
	// the item has none and A must be decoded.
	keyPoint(i int, it *prep.Item) bool
	// queue adds the encoding of the point that goes to pts[i] (negated if
	// neg, or left as it is and marked in plusA) to those decoded together,
	// decoding when the lanes are full; flush decodes the rest. A point
	// that does not decode marks its candidate bad.
	queue(i int, enc *[32]byte, neg bool)
	flush()
	// sumIsIdentity sets pts[np-1] to B and reports whether [8] of the
	// sum of [sc[i]]pts[i], i < np, is the identity (false also for a lane
	// fault, which it counts).
	sumIsIdentity(np int, width uint) bool
}

var (
	wideAVX2Scratches = sync.Pool{New: func() any { return new(wideAVX2) }}
	wideIFMAScratches = sync.Pool{New: func() any { return new(wideIFMA) }}
)

// wideCheckHook, when set by a test, is told the outcome of every group's
// check (false also for a lane fault or a failed rnd).
var wideCheckHook func(passed bool)

// wideFrom is the fewest signatures backend b checks in one bucket sum
// under profile p; 0 means it never does.
func wideFrom(b int32, p Profile) int {
	if !p.cofactored() {
		return 0
	}
	switch b {
	case backendAVX2:
		return wideMin
	case backendIFMA:
		return wideMinIFMA
	}
	return 0
}

// wideGroup is the size of the next group when rest signatures remain
// (rest >= least): the rest split evenly into the fewest groups of at most
// wideMax, so that no group falls below least (least <= wideMax/2).
func wideGroup(rest int) int {
	groups := (rest + wideMax - 1) / wideMax
	return (rest + groups - 1) / groups
}

// wideWidth is the digit width of a bucket sum over c candidates (2c + 1
// points), the fastest measured for that size.
func wideWidth(c int) uint {
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

// combineWide runs backend b's combined check over the m signatures from
// base on (m <= wideMax), preparing them chunk by chunk in ws. It returns
// true when verdicts (the group's m) holds the final verdicts: the check
// passed, the signatures that failed a byte-level check or whose A or R did
// not decode false and the rest true. False means the caller must verify
// the group on the ordinary path (the check failed, a lane fault, or rnd
// failed).
func combineWide(b int32, p Profile, keys []*ExpandedPublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	pool := &wideAVX2Scratches
	if b == backendIFMA {
		pool = &wideIFMAScratches
	}
	e := pool.Get().(wideEngine)
	passed := combineGroup(e, p, keys, pubs, msgs, sigs, base, m, verdicts, ws, rnd)
	pool.Put(e)
	if wideCheckHook != nil {
		wideCheckHook(passed)
	}
	return passed
}

// combineGroup is combineWide on engine e, without the test hook.
func combineGroup(e wideEngine, p Profile, keys []*ExpandedPublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	w := e.common()
	var sumZS, zk edwards25519.Scalar
	var zb [32]byte
	c := 0 // candidates so far; candidate c's points are pts[2c] and pts[2c+1]
	for cb := 0; cb < m; cb += batchChunk {
		items := ws.items[:min(batchChunk, m-cb)]
		prepareItems(p, keys, pubs, msgs, sigs, base+cb, items)
		prep.HashItems(items, &ws.hash)
		w.c0 = c
		for j := range items {
			it := &items[j]
			if !it.OK {
				continue
			}
			w.bad[c-w.c0], w.plusA[c-w.c0] = false, false
			if !e.keyPoint(2*c, it) {
				e.queue(2*c, it.Pub, true)
			}
			e.queue(2*c+1, (*[32]byte)(it.Sig[:32]), false)
			c++
		}
		e.flush()
		if !prep.ReadCoefficients(rnd, w.z[:16*(c-w.c0)]) {
			clear(ws.items[:len(items)])
			return false
		}
		k := w.c0
		for j := range items {
			it := &items[j]
			verdicts[cb+j] = false
			if !it.OK {
				continue
			}
			if w.bad[k-w.c0] {
				w.sc[2*k], w.sc[2*k+1] = [32]byte{}, [32]byte{}
			} else {
				zk = msm.RLCTerm(&zb, w.z[16*(k-w.c0):16*(k-w.c0)+16], it, &sumZS)
				if !w.plusA[k-w.c0] {
					zk.Negate(&zk) // [-(z k)](-A) = [z k]A
				}
				w.sc[2*k], w.sc[2*k+1] = [32]byte(zk.Bytes()), zb
				verdicts[cb+j] = true
			}
			k++
		}
		clear(ws.items[:len(items)])
	}
	np := 2*c + 1
	sumZS.Negate(&sumZS)
	w.sc[np-1] = [32]byte(sumZS.Bytes())
	return e.sumIsIdentity(np, wideWidth(c))
}

// A soloKernels is a backend's solo kernels for bucketSum: P is a point in
// the solo form (extended or cached), C a table entry.
type soloKernels[P, C any] interface {
	// addEntry adds entry e, negated if neg, to p (q is scratch).
	addEntry(p *P, e *C, neg bool, q *P)
	add(p, q *P)
	cached(out, p *P)
	double(p *P, n uint64)
}

// bucketSum sets r[0] to the sum of [w.sc[i]]pts[i] over the first np
// points, with signed radix-2^width digits (5 <= width <= 8): for each
// window from the top, the accumulator doubled width times plus the sum
// over b of [b] times bucket b, where bucket b holds the points whose digit
// there is b (or -b, negated), taken as running sums from the top bucket
// down. id is the identity, extended; r[1..3] are scratch (kept in the
// caller's scratch, since pointers passed to the kernels through K would
// move locals to the heap).
func bucketSum[P, C any, K soloKernels[P, C]](ks K, w *wideCommon, pts []C, buckets *[129]P, r *[4]P, id P, np int, width uint) {
	k := (254 + int(width) - 1) / int(width)
	for i := range np {
		scalar.SignedWindows(w.digits[i][:k], &w.sc[i], width)
	}
	nb := 1 << (width - 1)
	acc, q, run, sum := &r[0], &r[1], &r[2], &r[3]
	*acc = id
	for j := k - 1; j >= 0; j-- {
		if j != k-1 {
			ks.double(acc, uint64(width))
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
			ks.addEntry(&buckets[d], &pts[i], neg, q)
		}
		*run, *sum = id, id
		started := false
		for b := nb; b >= 1; b-- {
			if w.used[b] {
				ks.cached(q, &buckets[b])
				ks.add(run, q)
				started = true
			}
			if started {
				ks.cached(q, run)
				ks.add(sum, q)
			}
		}
		ks.cached(q, sum)
		ks.add(acc, q)
	}
}

// wideAVX2 is the avx2 backend's group scratch (about 850 KiB): points in
// the solo10 form, A and R decoded four at a time in the quad kernels'
// lanes.
type wideAVX2 struct {
	wideCommon
	pts     [2*wideMax + 1]r25x4.Element
	buckets [129]r25x4.Element
	sums    [4]r25x4.Element // bucketSum's: the sum, then scratch
	queued  [4]*[32]byte
	slot    [4]int
	neg     uint8
	n       int
	pt      r25x4.Point
	ft      quadFieldScratch
}

func (w *wideAVX2) common() *wideCommon { return &w.wideCommon }

func (w *wideAVX2) keyPoint(i int, it *prep.Item) bool {
	switch {
	case it.Solo != nil:
		w.pts[i] = it.Solo[1]
	case it.Hot != nil:
		r25x4.SoloFromCached51(&w.pts[i], &it.Hot.Lo[1])
	case it.NegA != nil:
		var p r25x4.Element
		setPoint10(&p, it.NegA)
		r25x4.SoloCached(&w.pts[i], &p)
	default:
		return false
	}
	return true
}

func (w *wideAVX2) queue(i int, enc *[32]byte, neg bool) {
	w.queued[w.n], w.slot[w.n] = enc, i
	if neg {
		w.neg |= 1 << w.n
	}
	w.n++
	if w.n == len(w.queued) {
		w.flush()
	}
}

func (w *wideAVX2) flush() {
	if w.n == 0 {
		return
	}
	ok := decodeLanes10(&w.pt, &w.queued, w.neg, &w.ft)
	for l := range w.n {
		i := w.slot[l]
		if ok>>l&1 == 0 {
			w.bad[i/2-w.c0] = true
			continue
		}
		var p r25x4.Element
		for c := range p[0] {
			for j := range p {
				p[j][c] = w.pt[c][j][l]
			}
		}
		r25x4.SoloCached(&w.pts[i], &p)
	}
	w.queued, w.neg, w.n = [4]*[32]byte{}, 0, 0
}

func (w *wideAVX2) sumIsIdentity(np int, width uint) bool {
	w.pts[np-1] = basepoint10()[1]
	bucketSum(solo10Kernels{}, &w.wideCommon, w.pts[:], &w.buckets, &w.sums, r25x4.Element{{0, 1, 1, 0}}, np, width)
	r25x4.SoloDouble(&w.sums[0], 3)
	return soloIdentity(&w.sums[0])
}

// solo10Kernels are the avx2 backend's solo kernels for bucketSum; table
// entries are cached points in the same form.
type solo10Kernels struct{}

func (solo10Kernels) addEntry(p, e *r25x4.Element, neg bool, q *r25x4.Element) {
	if neg {
		r25x4.SoloSelect(q, e, 1)
		e = q
	}
	r25x4.SoloAdd(p, e)
}
func (solo10Kernels) add(p, q *r25x4.Element)           { r25x4.SoloAdd(p, q) }
func (solo10Kernels) cached(out, p *r25x4.Element)      { r25x4.SoloCached(out, p) }
func (solo10Kernels) double(p *r25x4.Element, n uint64) { r25x4.SoloDouble(p, n) }
