package ifma

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// WideMin is the fewest signatures the ifma backend checks in one bucket
// sum (msm.CombineWide), 0 where it never does: WideMinFor(cpu.Latency512).
// Tests set it.
var WideMin = WideMinFor(cpu.Latency512)

// WideMinFor is where the bucket sum overtakes the chunk checks on a CPU
// whose 512-bit operations run at full width (fullWidth512) or not. The
// bucket sum adds one point at a time in four of the eight lanes (the
// solo kernels), the chunk checks eight signatures at a time in all of
// them: where 512-bit operations cost no more than 256-bit ones the chunk
// checks keep their lead at every group size up to msm.WideMax (0: never;
// docs/results/2026-12-08-ed25519-ifma-wide-zen5); elsewhere it overtakes
// from 192 signatures (docs/results/2026-12-01-ed25519-ifma-wide).
func WideMinFor(fullWidth512 bool) int {
	if fullWidth512 {
		return 0
	}
	return 192
}

// NewWide returns a group scratch of the ifma backend (about 530 KiB) for
// msm.CombineWide; callers pool it.
func NewWide() msm.WideEngine { return new(wideIFMA) }

// wideIFMA is the ifma backend's group scratch: points as r51x8.Cached4 entries, buckets in the solo4 form (one point in
// lanes 0..3 of an element, lanes 4..7 zero), A and R decoded sixteen at
// a time in the eight-lane kernels (decodeLanes2).
type wideIFMA struct {
	msm.Wide
	pts     [2*msm.WideMax + 1]r51x8.Cached4
	buckets [129]r51x8.Element
	sums    [4]r51x8.Element // BucketSum's: the sum, then scratch
	queued  [2][8]*[32]byte  // sixteen encodings, two groups' decodings side by side
	slot    [16]int
	n       int
	pt      [2]r51x8.Point
	ft      fieldScratch
}

func (w *wideIFMA) Common() *msm.Wide { return &w.Wide }

func (w *wideIFMA) KeyPoint(i int, it *prep.Item) bool {
	switch t := keyTables(it); {
	case t != nil:
		w.pts[i] = t.Lo[1]
	case it.NegA != nil:
		var p r51x8.Element
		setPairPointFrom(&p, 0, it.NegA)
		w.setCached(i, &p)
	default:
		return false
	}
	return true
}

// setCached sets pts[i] to the point in the low half of p, cached.
func (w *wideIFMA) setCached(i int, p *r51x8.Element) {
	var c r51x8.Element
	r51x8.SoloCached(&c, p)
	for j := range c {
		copy(w.pts[i][j][:], c[j][:4])
	}
}

// queue leaves A as it decodes, marked in PlusA: negating it here cost
// more than the scalar's negation it saves.
func (w *wideIFMA) Queue(i int, enc *[32]byte, neg bool) {
	w.queued[w.n/8][w.n%8], w.slot[w.n] = enc, i
	if neg {
		w.PlusA[i/2-w.C0] = true
	}
	w.n++
	if w.n == len(w.slot) {
		w.Flush()
	}
}

func (w *wideIFMA) Flush() {
	if w.n == 0 {
		return
	}
	var ok [2]uint8
	if w.n > 8 {
		ok = decodeLanes2(&[2]*r51x8.Point{&w.pt[0], &w.pt[1]}, &[2]*[8]*[32]byte{&w.queued[0], &w.queued[1]}, &w.ft)
	} else {
		ok[0] = decodeLanes(&w.pt[0], &w.queued[0], &w.ft, eightLanes)
	}
	one := [5]uint64{1}
	for j := range w.n {
		i, g, l := w.slot[j], j/8, j%8
		if ok[g]>>l&1 == 0 {
			w.Bad[i/2-w.C0] = true
			continue
		}
		pt := &w.pt[g]
		x, y, t := r51x8.Lane(&pt[0], l), r51x8.Lane(&pt[1], l), r51x8.Lane(&pt[3], l)
		var p r51x8.Element
		setPairPoint(&p, 0, &x, &y, &one, &t)
		w.setCached(i, &p)
	}
	w.queued, w.n = [2][8]*[32]byte{}, 0
}

func (w *wideIFMA) SumIsIdentity(np int, width uint) bool {
	w.pts[np-1] = basepointPairs()[1]
	var id r51x8.Element
	id[0][1], id[0][2] = 1, 1
	msm.BucketSum(solo4Kernels{}, &w.Wide, w.pts[:], &w.buckets, &w.sums, id, np, width)
	acc := &w.sums[0]
	r51x8.SoloDouble(acc, 3)
	if laneFaultHook != nil {
		laneFaultHook(acc)
	}
	if !carriedFe8(acc) {
		prep.Faults.Add(1)
		return false
	}
	return r51.Freeze(r51x8.Lane(acc, 0)) == [5]uint64{} && r51.Freeze(r51x8.Lane(acc, 1)) == r51.Freeze(r51x8.Lane(acc, 2))
}

// solo4Kernels are the ifma backend's solo kernels for msm.BucketSum; table
// entries are r51x8.Cached4, expanded (and negated) by r51x8.SoloSelect.
type solo4Kernels struct{}

func (solo4Kernels) AddEntry(p *r51x8.Element, e *r51x8.Cached4, neg bool, q *r51x8.Element) {
	var n uint32 // r51x8.PairSelect's mask: every lane of the low half
	if neg {
		n = 0x0f
	}
	r51x8.SoloSelect(q, e, n)
	r51x8.SoloAdd(p, q)
}
func (solo4Kernels) Add(p, q *r51x8.Element)           { r51x8.SoloAdd(p, q) }
func (solo4Kernels) Cached(out, p *r51x8.Element)      { r51x8.SoloCached(out, p) }
func (solo4Kernels) Double(p *r51x8.Element, n uint64) { r51x8.SoloDouble(p, n) }
