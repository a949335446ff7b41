package ed25519

import (
	"io"
	"sync"

	"filippo.io/edwards25519"
)

// This file is the avx2 backend's combined check over many chunks: under a
// cofactored profile, a batch of at least wideMin signatures is checked in
// groups of up to wideMax with the random linear combination of rlc.go,
//
//	[8]([-sum z_c S_c]B + sum [z_c]R_c + sum [-(z_c k_c)](-A_c)) = 0,
//
// computed as a Pippenger multi-scalar multiplication (Pippenger 1976;
// Bernstein, Doumen, Lange and Oosterwijk 2012, section 4) on the solo10
// kernels: signed radix-2^w digits of every scalar, one bucket per digit
// magnitude, the buckets summed by running sums, w doublings between
// windows. Its cost a signature falls with the group's size, while the
// Straus chain of a chunk (solo_msm.go) costs the same at any size: on an
// AMD Zen 4 the bucket sum overtakes the chain between 128 and 256
// signatures in one sum (docs/results/2026-12-01-ed25519-avx2-msm-crossover).
// The chunks of a group are prepared, hashed and decoded in the workspace
// one after another, keeping only each candidate's points (cached form) and
// scalars; if the group's check fails, its chunks are verified again on the
// ordinary path, which finds the invalid signatures.

// wideMin is the fewest signatures the avx2 backend checks in one bucket
// sum, and wideMax the most (a group's scratch grows with it).
const (
	wideMin = 256
	wideMax = 1024
)

// wideDigits is the most signed radix-2^w digits of a scalar below 2^253
// with room for the final carry, at the narrowest width wideWidth picks.
const wideDigits = (254 + 4) / 5

// wideScratch is the scratch of one group (about 830 KiB), pooled apart
// from the workspaces.
type wideScratch struct {
	pts     [2*wideMax + 1]fe10 // cached: -A_c at 2c, R_c at 2c+1, then B
	sc      [2*wideMax + 1][32]byte
	digits  [2*wideMax + 1][wideDigits]int8
	buckets [129]fe10
	used    [129]bool
	acc     fe10
	z       [16 * batchChunk]byte

	// The points of a chunk waiting to be decoded four at a time:
	// queued[l] goes to pts[slot[l]], negated if bit l of neg is set.
	queued [4]*[32]byte
	slot   [4]int
	neg    uint8
	n      int
	bad    [batchChunk]bool // the chunk's candidate whose A or R did not decode
	pt     point10
	ft     quadFieldScratch
}

var wideScratches = sync.Pool{New: func() any { return new(wideScratch) }}

// wideCheckHook, when set by a test, is told the outcome of every group's
// check (false also for a lane fault or a failed rnd).
var wideCheckHook func(passed bool)

// wideGroup is the size of the next group when rest signatures remain
// (rest >= wideMin): the rest split evenly into the fewest groups of at most
// wideMax, so that no group falls below wideMin.
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

// combineWide runs the combined check over the m signatures from base on
// (m <= wideMax), preparing them chunk by chunk in ws. It returns true when
// verdicts (the group's m) holds the final verdicts: the check passed, the
// signatures that failed a byte-level check or whose A or R did not decode
// false and the rest true. False means the caller must verify the group on
// the ordinary path (the check failed, a lane fault, or rnd failed).
func combineWide(p Profile, keys []*PublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	passed := combineGroup(p, keys, pubs, msgs, sigs, base, m, verdicts, ws, rnd)
	if wideCheckHook != nil {
		wideCheckHook(passed)
	}
	return passed
}

// combineGroup is combineWide without the test hook.
func combineGroup(p Profile, keys []*PublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	w := wideScratches.Get().(*wideScratch)
	defer wideScratches.Put(w)
	var sumZS, zk edwards25519.Scalar
	var zb [32]byte
	c := 0 // candidates so far; candidate c's points are pts[2c] and pts[2c+1]
	for cb := 0; cb < m; cb += batchChunk {
		items := ws.items[:min(batchChunk, m-cb)]
		prepareItems(p, keys, pubs, msgs, sigs, base+cb, items)
		hashItems(items, &ws.hash)
		c0 := c
		for j := range items {
			it := &items[j]
			if !it.ok {
				continue
			}
			w.bad[c-c0] = false
			if !w.keyPoint(2*c, it) {
				w.queue(2*c, it.pub, true, c0)
			}
			w.queue(2*c+1, (*[32]byte)(it.sig[:32]), false, c0)
			c++
		}
		w.decode(c0)
		if !readCoefficients(rnd, w.z[:16*(c-c0)]) {
			clear(ws.items[:len(items)])
			return false
		}
		k := c0
		for j := range items {
			it := &items[j]
			verdicts[cb+j] = false
			if !it.ok {
				continue
			}
			if w.bad[k-c0] {
				w.sc[2*k], w.sc[2*k+1] = [32]byte{}, [32]byte{}
			} else {
				zk = rlcTerm(&zb, w.z[16*(k-c0):16*(k-c0)+16], it, &sumZS)
				zk.Negate(&zk) // [-(z k)](-A) = [z k]A
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
	w.pts[np-1] = basepoint10()[1]

	w.acc = w.bucketSum(np, wideWidth(c))
	solo10Double(&w.acc, 3)
	return soloIdentity(&w.acc)
}

// keyPoint sets pts[i] to -A of the item, cached, from its key (the avx2
// backend's table, the ifma backend's, or -A decoded), reporting false
// when the item has none and A must be decoded.
func (w *wideScratch) keyPoint(i int, it *item) bool {
	switch {
	case it.solo != nil:
		w.pts[i] = it.solo[1]
	case it.hot != nil:
		cachedTo10(&w.pts[i], &it.hot.lo[1])
	case it.negA != nil:
		var p fe10
		setPoint10(&p, it.negA)
		solo10Cached(&w.pts[i], &p)
	default:
		return false
	}
	return true
}

// queue adds the encoding of the point that goes to pts[i] (negated if
// neg) to those decoded together, decoding when four are waiting; c0 is the
// chunk's first candidate.
func (w *wideScratch) queue(i int, enc *[32]byte, neg bool, c0 int) {
	w.queued[w.n], w.slot[w.n] = enc, i
	if neg {
		w.neg |= 1 << w.n
	}
	w.n++
	if w.n == len(w.queued) {
		w.decode(c0)
	}
}

// decode decodes the queued points in the lanes (decodeLanes10: one
// exponentiation for up to four) into their slots, cached, or marks their
// candidate bad.
func (w *wideScratch) decode(c0 int) {
	if w.n == 0 {
		return
	}
	ok := decodeLanes10(&w.pt, &w.queued, w.neg, &w.ft)
	for l := range w.n {
		i := w.slot[l]
		if ok>>l&1 == 0 {
			w.bad[i/2-c0] = true
			continue
		}
		var p fe10
		for c := range p[0] {
			for j := range p {
				p[j][c] = w.pt[c][j][l]
			}
		}
		solo10Cached(&w.pts[i], &p)
	}
	w.queued, w.neg, w.n = [4]*[32]byte{}, 0, 0
}

// bucketSum returns the sum of [sc[i]]pts[i] over the first np points,
// with signed radix-2^width digits (5 <= width <= 8): for each window from
// the top, the accumulator doubled width times plus the sum over b of [b]
// times bucket b, where bucket b holds the points whose digit there is b
// (or -b, negated), taken as running sums from the top bucket down.
func (w *wideScratch) bucketSum(np int, width uint) fe10 {
	id := fe10{{0, 1, 1, 0}}
	k := (254 + int(width) - 1) / int(width)
	for i := range np {
		signedWindows(w.digits[i][:k], &w.sc[i], width)
	}
	nb := 1 << (width - 1)
	acc, q := id, fe10{}
	for j := k - 1; j >= 0; j-- {
		if j != k-1 {
			solo10Double(&acc, uint64(width))
		}
		clear(w.used[:nb+1])
		for i := range np {
			d := int(w.digits[i][j])
			if d == 0 {
				continue
			}
			ent := &w.pts[i]
			if d < 0 {
				solo10Select(&q, ent, 1)
				ent, d = &q, -d
			}
			if !w.used[d] {
				w.buckets[d], w.used[d] = id, true
			}
			solo10Add(&w.buckets[d], ent)
		}
		run, sum, started := id, id, false
		for b := nb; b >= 1; b-- {
			if w.used[b] {
				solo10Cached(&q, &w.buckets[b])
				solo10Add(&run, &q)
				started = true
			}
			if started {
				solo10Cached(&q, &run)
				solo10Add(&sum, &q)
			}
		}
		solo10Cached(&q, &sum)
		solo10Add(&acc, &q)
	}
	return acc
}
