//go:build !purego

//go:generate sh -c "cd ../../_asm && go run . -out ../internal/r51x8/r51x8_amd64.s -stubs ../internal/r51x8/r51x8_stubs_amd64.go -pkg r51x8"

package r51x8

import "github.com/vilyacrypto/vilya/internal/cpu"

// UseIFMA routes the kernels of this package to their AVX-512 IFMA
// versions. It is set from the CPU once; tests (here and of the engines
// above) clear it to run the portable twins, and restore it.
var UseIFMA = cpu.IFMA

// UseMulQ routes the IFMA kernels whose products fold with a
// multiplication by 19 (Mul, Sqr, PointDouble, PointAdd,
// PointAddNoT, PointCached; PairDouble, PairAdd, PairCached; MulLow,
// SqrLow, SoloDouble, SoloAdd, SoloCached) to their MulQ variants, which
// compute the same limbs with VPMULLQ where the others shift and add:
// faster where cpu.FastMulQ says so
// (docs/results/2026-12-01-ed25519-ifma-mulq). Tests run the engines on
// both variants on every CPU with IFMA.
var UseMulQ = cpu.FastMulQ

// Available reports whether this machine and build can run the AVX-512
// IFMA kernels.
func Available() bool { return cpu.IFMA }

// Mul sets out = a*b in every lane (operand limbs below 2^52), carried;
// out may alias a or b.
func Mul(out, a, b *Element) {
	if UseIFMA && UseMulQ {
		fe8MulIFMAMulQ(out, a, b)
	} else if UseIFMA {
		fe8MulIFMA(out, a, b)
	} else {
		fe8MulGeneric(out, a, b)
	}
}

// Sqr sets out = a^(2^n) in every lane, n >= 1, carried; out may alias a.
func Sqr(out, a *Element, n uint64) {
	if UseIFMA && UseMulQ {
		fe8SqrIFMAMulQ(out, a, n)
	} else if UseIFMA {
		fe8SqrIFMA(out, a, n)
	} else {
		fe8SqrGeneric(out, a, n)
	}
}

// Mul2 is Mul of two elements at once: out[e] = a[e]*b[e]. out may alias
// a or b.
func Mul2(out, a, b *[2]Element) {
	if UseIFMA && UseMulQ {
		fe8Mul2IFMAMulQ(out, a, b)
	} else if UseIFMA {
		fe8Mul2IFMA(out, a, b)
	} else {
		fe8Mul2Generic(out, a, b)
	}
}

// Sqr2 is Sqr of two elements at once, each n >= 1 times: two independent
// chains in the time of little more than one (the squarings' latency, not
// their work, bounds Sqr). out may alias a.
func Sqr2(out, a *[2]Element, n uint64) {
	if UseIFMA && UseMulQ {
		fe8Sqr2IFMAMulQ(out, a, n)
	} else if UseIFMA {
		fe8Sqr2IFMA(out, a, n)
	} else {
		fe8Sqr2Generic(out, a, n)
	}
}

// Freeze sets out to the canonical limbs of a in every lane (r51.Freeze's,
// for limbs of a below 2^63); out may alias a.
func Freeze(out, a *Element) {
	if UseIFMA {
		fe8FreezeIFMA(out, a)
	} else {
		fe8FreezeGeneric(out, a)
	}
}

// Add sets out = a + b in every lane (operands below 2^62), carried.
func Add(out, a, b *Element) {
	if UseIFMA {
		fe8AddIFMA(out, a, b)
	} else {
		fe8AddGeneric(out, a, b)
	}
}

// Sub sets out = a - b in every lane (b at most 2p limb by limb), carried.
func Sub(out, a, b *Element) {
	if UseIFMA {
		fe8SubIFMA(out, a, b)
	} else {
		fe8SubGeneric(out, a, b)
	}
}

// PointDouble sets each lane of p to [2^n] of its point, n >= 1.
func PointDouble(p *Point, n uint64) {
	if UseIFMA && UseMulQ {
		point8DoubleIFMAMulQ(p, n)
	} else if UseIFMA {
		point8DoubleIFMA(p, n)
	} else {
		point8DoubleGeneric(p, n)
	}
}

// PointAdd sets each lane of p to the sum of its point and q's.
func PointAdd(p *Point, q *Cached) {
	if UseIFMA && UseMulQ {
		point8AddIFMAMulQ(p, q)
	} else if UseIFMA {
		point8AddIFMA(p, q)
	} else {
		point8AddGeneric(p, q)
	}
}

// PointAddNoT is PointAdd without T in the result (the caller next
// doubles).
func PointAddNoT(p *Point, q *Cached) {
	if UseIFMA && UseMulQ {
		point8AddNoTIFMAMulQ(p, q)
	} else if UseIFMA {
		point8AddNoTIFMA(p, q)
	} else {
		point8AddNoTGeneric(p, q)
	}
}

// PointAddAffineNoT is PointAddNoT for a q whose points all have Z = 1
// (affine cached points (y+x, y-x, 2, 2dxy); q's 2Z is not read). The
// sum is the same point as PointAddNoT's, in other limbs.
func PointAddAffineNoT(p *Point, q *Cached) {
	if UseIFMA && UseMulQ {
		point8AddAffineNoTIFMAMulQ(p, q)
	} else if UseIFMA {
		point8AddAffineNoTIFMA(p, q)
	} else {
		point8AddAffineNoTGeneric(p, q)
	}
}

// PointCached sets out to the cached form (Y+X, Y-X, 2Z, 2dT) of each
// lane's point of p.
func PointCached(out *Cached, p *Point) {
	if UseIFMA && UseMulQ {
		point8CachedIFMAMulQ(out, p)
	} else if UseIFMA {
		point8CachedIFMA(out, p)
	} else {
		point8CachedGeneric(out, p)
	}
}

// SelectLanes sets lane l of out to entry idx[l]/160 of tab's lane
// idx[l]%160 (a qword index into the table), negated where bit l of neg is
// set.
func SelectLanes(out *Cached, tab *[17]Cached, idx *[8]uint64, neg uint32) {
	if UseIFMA {
		selectLanesIFMA(out, tab, idx, neg)
	} else {
		selectLanesGeneric(out, tab, idx, neg)
	}
}

// CachedToLanes rewrites q in place as eight lane records, the table
// layout SelectLanes reads (cached8ToLanesGeneric states it).
func CachedToLanes(q *Cached) {
	if UseIFMA {
		cached8ToLanesIFMA(q)
	} else {
		cached8ToLanesGeneric(q)
	}
}

// SelectCompact sets lane l of out to the compact entry *ents[l],
// negated where bit l of neg is set.
func SelectCompact(out *Cached, ents *[8]*Cached4, neg uint32) {
	if UseIFMA {
		selectCompactIFMA(out, ents, neg)
	} else {
		selectCompactGeneric(out, ents, neg)
	}
}

// PairDouble sets both points of the pair p to [2^n] of themselves.
func PairDouble(p *Element, n uint64) {
	if UseIFMA && UseMulQ {
		pair4DoubleIFMAMulQ(p, n)
	} else if UseIFMA {
		pair4DoubleIFMA(p, n)
	} else {
		pair4DoubleGeneric(p, n)
	}
}

// PairAdd adds the cached pair q to the pair p, point by point.
func PairAdd(p, q *Element) {
	if UseIFMA && UseMulQ {
		pair4AddIFMAMulQ(p, q)
	} else if UseIFMA {
		pair4AddIFMA(p, q)
	} else {
		pair4AddGeneric(p, q)
	}
}

// PairCached sets out to the cached form of the pair p.
func PairCached(out, p *Element) {
	if UseIFMA && UseMulQ {
		pair4CachedIFMAMulQ(out, p)
	} else if UseIFMA {
		pair4CachedIFMA(out, p)
	} else {
		pair4CachedGeneric(out, p)
	}
}

// PairSelect sets out to the pair of compact entries lo (lanes 0..3) and
// hi (lanes 4..7), a half negated whole where neg has its bits (0x0f,
// 0xf0) set (pair4SelectGeneric states what other masks give).
func PairSelect(out *Element, lo, hi *Cached4, neg uint32) {
	if UseIFMA {
		pair4SelectIFMA(out, lo, hi, neg)
	} else {
		pair4SelectGeneric(out, lo, hi, neg)
	}
}

// Prefetch asks the CPU to bring the compact entries ents into its caches
// ahead of their use (PREFETCHT0 of every line each spans where it starts
// on a 32-byte boundary; from another start its last 32 bytes may not be
// asked for): a hint, which changes no value and keeps no pointer. Every
// entry must be non-nil.
func Prefetch(ents []*Cached4) { prefetchCached4(ents) }

// SoloDouble is PairDouble on lanes 0..3 only; lanes 4..7 are kept.
func SoloDouble(p *Element, n uint64) {
	if UseIFMA && UseMulQ {
		solo4DoubleIFMAMulQ(p, n)
	} else if UseIFMA {
		solo4DoubleIFMA(p, n)
	} else {
		solo4DoubleGeneric(p, n)
	}
}

// SoloAdd is PairAdd on lanes 0..3 only; lanes 4..7 are kept.
func SoloAdd(p, q *Element) {
	if UseIFMA && UseMulQ {
		solo4AddIFMAMulQ(p, q)
	} else if UseIFMA {
		solo4AddIFMA(p, q)
	} else {
		solo4AddGeneric(p, q)
	}
}

// SoloCached is PairCached on lanes 0..3 only; lanes 4..7 of out are kept.
func SoloCached(out, p *Element) {
	if UseIFMA && UseMulQ {
		solo4CachedIFMAMulQ(out, p)
	} else if UseIFMA {
		solo4CachedIFMA(out, p)
	} else {
		solo4CachedGeneric(out, p)
	}
}

// SoloSelect sets lanes 0..3 of out to the compact entry e, negated when
// neg&0x0f != 0; lanes 4..7 are kept.
func SoloSelect(out *Element, e *Cached4, neg uint32) {
	if UseIFMA {
		solo4SelectIFMA(out, e, neg)
	} else {
		solo4SelectGeneric(out, e, neg)
	}
}

// MulLow is Mul on lanes 0..3 only; lanes 4..7 of out are kept.
func MulLow(out, a, b *Element) {
	if UseIFMA && UseMulQ {
		fe4MulIFMAMulQ(out, a, b)
	} else if UseIFMA {
		fe4MulIFMA(out, a, b)
	} else {
		fe4MulGeneric(out, a, b)
	}
}

// SqrLow is Sqr on lanes 0..3 only; lanes 4..7 of out are kept.
func SqrLow(out, a *Element, n uint64) {
	if UseIFMA && UseMulQ {
		fe4SqrIFMAMulQ(out, a, n)
	} else if UseIFMA {
		fe4SqrIFMA(out, a, n)
	} else {
		fe4SqrGeneric(out, a, n)
	}
}
