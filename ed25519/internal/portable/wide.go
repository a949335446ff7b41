package portable

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// WideMin is the fewest signatures the portable backend checks in one
// bucket sum (msm.CombineWide) rather than by a chunk's combined check
// (msm.VerifyRLC): bucket sum / chunks under ZIP215 0.94-1.03 at 64
// signatures, 0.92-0.96 at 96, 0.89-0.91 at 128, 0.69-0.71 at 1024
// (docs/results/2026-12-07-ed25519-portable-wide).
const WideMin = 96

// NewWide returns a group scratch of the portable backend (about 530 KiB)
// for msm.CombineWide; callers pool it.
func NewWide() msm.WideEngine { return new(widePortable) }

// widePortable is the portable backend's group scratch: the points affine
// (AffineCached; decoded with Z = 1, so one multiplication each), A and R
// decoded one at a time as they are queued (Point.SetBytes).
type widePortable struct {
	msm.Wide
	pts     [2*msm.WideMax + 1]edwards.AffineCached
	buckets [129]widePoint
	sums    [4]widePoint // BucketSum's: the sum, then scratch
}

// widePoint is a point as msm.BucketSum keeps it: e in extended
// coordinates, and c, its cached form, where the sum asks for it.
type widePoint struct {
	e edwards.ExtPoint
	c edwards.CachedPoint
}

// wideIdentity is the identity as a widePoint (only e is read).
var wideIdentity = func() (p widePoint) {
	p.e.FromPoint(edwards25519.NewIdentityPoint())
	return p
}()

func (w *widePortable) Common() *msm.Wide { return &w.Wide }

func (w *widePortable) KeyPoint(i int, it *prep.Item) bool {
	if it.NegA == nil {
		return false
	}
	w.pts[i].FromPoint(it.NegA)
	return true
}

func (w *widePortable) Queue(i int, enc *[32]byte, neg bool) {
	var p edwards25519.Point
	if _, err := p.SetBytes(enc[:]); err != nil {
		w.Bad[i/2-w.C0] = true
		return
	}
	if neg {
		p.Negate(&p)
	}
	w.pts[i].FromPoint(&p)
}

func (w *widePortable) Flush() {}

func (w *widePortable) SumIsIdentity(np int, width uint) bool {
	w.pts[np-1].FromPoint(edwards25519.NewGeneratorPoint())
	msm.BucketSum(wideKernels{}, &w.Wide, w.pts[:], &w.buckets, &w.sums, wideIdentity, np, width)
	var p edwards.ProjPoint
	var c edwards.ComplPoint
	p.FromExt(&w.sums[0].e)
	for range 3 {
		p.FromCompl(c.Double(&p))
	}
	return p.IsIdentity()
}

// wideKernels are the portable point formulas for msm.BucketSum.
type wideKernels struct{}

func (wideKernels) AddEntry(p *widePoint, e *edwards.AffineCached, neg bool, _ *widePoint) {
	var t edwards.ComplPoint
	if neg {
		t.SubAffine(&p.e, e)
	} else {
		t.AddAffine(&p.e, e)
	}
	p.e.FromCompl(&t)
}

func (wideKernels) Add(p, q *widePoint) {
	var t edwards.ComplPoint
	p.e.FromCompl(t.Add(&p.e, &q.c))
}

func (wideKernels) Cached(out, p *widePoint) { out.c.FromExt(&p.e) }

func (wideKernels) Double(p *widePoint, n uint64) {
	var q edwards.ProjPoint
	var t edwards.ComplPoint
	q.FromExt(&p.e)
	for range n - 1 {
		q.FromCompl(t.Double(&q))
	}
	p.e.FromCompl(t.Double(&q))
}
