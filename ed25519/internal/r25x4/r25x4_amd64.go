//go:build !purego

//go:generate sh -c "cd ../../_asm && go run . -avx2 -out ../internal/r25x4/r25x4_amd64.s -stubs ../internal/r25x4/r25x4_stubs_amd64.go -pkg r25x4"

package r25x4

import "github.com/vilyacrypto/vilya/internal/cpu"

// UseAVX2 routes the kernels of this package to their AVX2 versions. It is
// set from the CPU once; tests (here and of the engines above) clear it to
// run the portable twins, and restore it.
var UseAVX2 = cpu.AVX2

// Available reports whether this machine and build can run the AVX2
// kernels.
func Available() bool { return cpu.AVX2 }

// Mul sets out = a*b in every lane (operands carried or wide, result
// carried); out may alias a or b.
func Mul(out, a, b *Element) {
	if UseAVX2 {
		fe10MulAVX2(out, a, b)
	} else {
		fe10MulGeneric(out, a, b)
	}
}

// Prefetch asks the CPU to bring the entries ents into its caches ahead
// of their use (PREFETCHT0 of every line each spans where it starts on a
// 64-byte boundary; from another start its last 32 bytes may not be asked
// for): a hint, which changes no value and keeps no pointer. Every entry
// must be non-nil.
func Prefetch(ents []*Element) { prefetchElement(ents) }

// SoloDouble sets the solo point p to [2^n]p, n >= 1.
func SoloDouble(p *Element, n uint64) {
	if UseAVX2 {
		solo10DoubleAVX2(p, n)
	} else {
		solo10DoubleGeneric(p, n)
	}
}

// SoloAdd sets the solo point p to p + q, q a solo point in cached form.
func SoloAdd(p, q *Element) {
	if UseAVX2 {
		solo10AddAVX2(p, q)
	} else {
		solo10AddGeneric(p, q)
	}
}

// SoloCached sets out to the cached form (Y+X, Y-X, 2Z, 2dT) of the solo
// point p; out may alias p.
func SoloCached(out, p *Element) {
	if UseAVX2 {
		solo10CachedAVX2(out, p)
	} else {
		solo10CachedGeneric(out, p)
	}
}

// SoloSelect sets out to the cached solo entry e, negated when neg != 0.
func SoloSelect(out, e *Element, neg uint32) {
	if UseAVX2 {
		solo10SelectAVX2(out, e, neg)
	} else {
		solo10SelectGeneric(out, e, neg)
	}
}

// Double sets each lane of p to [2^n] of its point, n >= 1.
func Double(p *Point, n uint64) {
	if UseAVX2 {
		point10DoubleAVX2(p, n)
	} else {
		point10DoubleGeneric(p, n)
	}
}

// Add sets each lane of p to the sum of its point and q's.
func Add(p *Point, q *Cached) {
	if UseAVX2 {
		point10AddAVX2(p, q)
	} else {
		point10AddGeneric(p, q)
	}
}

// AddNoT is Add without T in the result (the caller next doubles).
func AddNoT(p *Point, q *Cached) {
	if UseAVX2 {
		point10AddNoTAVX2(p, q)
	} else {
		point10AddNoTGeneric(p, q)
	}
}

// Select sets lane l of out to lane l of the solo entry *ents[l] (its
// four coordinates gathered from lanes 0..3), negated where bit l of neg
// is set.
func Select(out *Cached, ents *[4]*Element, neg uint32) {
	if UseAVX2 {
		select10AVX2(out, ents, neg)
	} else {
		select10Generic(out, ents, neg)
	}
}

// SqrN sets out = a^(2^n) in every lane, n >= 1; out may alias a.
func SqrN(out, a *Element, n uint64) {
	if UseAVX2 {
		fe10SqrNAVX2(out, a, n)
	} else {
		fe10SqrNGeneric(out, a, n)
	}
}

// Sqr sets out = a^2 in every lane; out may alias a.
func Sqr(out, a *Element) {
	if UseAVX2 {
		fe10SqrAVX2(out, a)
	} else {
		fe10SqrGeneric(out, a)
	}
}

// ToCached sets out to the cached form of each lane's point of p.
func ToCached(out *Cached, p *Point) {
	if UseAVX2 {
		point10CachedAVX2(out, p)
	} else {
		point10CachedGeneric(out, p)
	}
}

// SelectLanes sets lane l of out to lane l of tab at the byte offset
// idx[l] (a multiple of EntryBytes), negated where bit l of neg is set.
func SelectLanes(out *Cached, tab []Cached, idx *[4]uint64, neg uint32) {
	checkLaneOffsets(len(tab), idx)
	if UseAVX2 {
		selectLanes10AVX2(out, &tab[0], idx, neg)
	} else {
		selectLanes10Generic(out, tab, idx, neg)
	}
}
