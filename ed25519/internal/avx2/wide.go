package avx2

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
)

// NewWide returns a group scratch of the avx2 backend (about 850 KiB) for
// msm.CombineWide; callers pool it.
func NewWide() msm.WideEngine { return new(wideAVX2) }

// wideAVX2 is the avx2 backend's group scratch: points in
// the solo10 form, A and R decoded four at a time in the quad kernels'
// lanes.
type wideAVX2 struct {
	msm.Wide
	pts     [2*msm.WideMax + 1]r25x4.Element
	buckets [129]r25x4.Element
	sums    [4]r25x4.Element // BucketSum's: the sum, then scratch
	queued  [4]*[32]byte
	slot    [4]int
	neg     uint8
	n       int
	pt      r25x4.Point
	ft      quadFieldScratch
}

func (w *wideAVX2) Common() *msm.Wide { return &w.Wide }

func (w *wideAVX2) KeyPoint(i int, it *prep.Item) bool {
	kt, t51 := keyTables(it), table51(it) // at most one is not nil
	switch {
	case kt != nil:
		w.pts[i] = kt[0][1]
	case t51 != nil:
		r25x4.SoloFromCached51(&w.pts[i], &t51[1])
	case it.NegA != nil:
		var p r25x4.Element
		setPoint10(&p, it.NegA)
		r25x4.SoloCached(&w.pts[i], &p)
	default:
		return false
	}
	return true
}

func (w *wideAVX2) Queue(i int, enc *[32]byte, neg bool) {
	w.queued[w.n], w.slot[w.n] = enc, i
	if neg {
		w.neg |= 1 << w.n
	}
	w.n++
	if w.n == len(w.queued) {
		w.Flush()
	}
}

func (w *wideAVX2) Flush() {
	if w.n == 0 {
		return
	}
	ok := decodeLanes10(&w.pt, &w.queued, w.neg, &w.ft)
	for l := range w.n {
		i := w.slot[l]
		if ok>>l&1 == 0 {
			w.Bad[i/2-w.C0] = true
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

func (w *wideAVX2) SumIsIdentity(np int, width uint) bool {
	w.pts[np-1] = basepoint10()[1]
	msm.BucketSum(solo10Kernels{}, &w.Wide, w.pts[:], &w.buckets, &w.sums, r25x4.Element{{0, 1, 1, 0}}, np, width)
	r25x4.SoloDouble(&w.sums[0], 3)
	return soloIdentity(&w.sums[0])
}

// solo10Kernels are the avx2 backend's solo kernels for msm.BucketSum; table
// entries are cached points in the same form.
type solo10Kernels struct{}

func (solo10Kernels) AddEntry(p, e *r25x4.Element, neg bool, q *r25x4.Element) {
	if neg {
		r25x4.SoloSelect(q, e, 1)
		e = q
	}
	r25x4.SoloAdd(p, e)
}
func (solo10Kernels) Add(p, q *r25x4.Element)           { r25x4.SoloAdd(p, q) }
func (solo10Kernels) Cached(out, p *r25x4.Element)      { r25x4.SoloCached(out, p) }
func (solo10Kernels) Double(p *r25x4.Element, n uint64) { r25x4.SoloDouble(p, n) }
