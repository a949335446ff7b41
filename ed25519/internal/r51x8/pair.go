package r51x8

import "github.com/vilyacrypto/vilya/ed25519/internal/r51"

// This file is the portable reference of the pair kernels: two points in
// one eight-lane element, lanes 0..3 holding X, Y, Z, T of the first point
// and lanes 4..7 those of the second (or, for a cached point, Y+X, Y-X, 2Z,
// 2dT), so that the four coordinate products of each step of the formulas
// of Hisil, Wong, Carter and Dawson run side by side. Each twin computes
// exactly the limbs of its AVX-512 IFMA kernel in _asm/main.go.

// Cached4 is one cached point of a pair table: limb i, lanes Y+X, Y-X, 2Z,
// 2dT.
type Cached4 = [5][4]uint64

// pairK4 are the factors (1, 1, 2, 2d) by which PairCached multiplies
// (Y+X, Y-X, Z, T).
var pairK4 = func() (k Element) {
	for i := range 5 {
		for l := range 8 {
			switch {
			case l%4 == 3:
				k[i][l] = r51.D2[i]
			case i == 0 && l%4 == 2:
				k[i][l] = 2
			case i == 0:
				k[i][l] = 1
			}
		}
	}
	return k
}()

// perm4Generic returns x with lane j of each half taken from lane idx[j] of
// the same half.
func perm4Generic(x *Element, i0, i1, i2, i3 int) (r Element) {
	idx := [4]int{i0, i1, i2, i3}
	for i := range x {
		for l := range 8 {
			r[i][l] = x[i][l&4|idx[l&3]]
		}
	}
	return r
}

// lanesOf reports whether lane l is in the pattern (bit j: lane j of each
// half).
func lanesOf(pattern uint8, l int) bool { return pattern>>(l&3)&1 != 0 }

// addsubGeneric returns v1 + v2 in the lanes of add, v1 - v2 + m in those
// of sub (m = 2p, or 2^10 p for an uncarried v2: the limbs in kp), v1
// elsewhere, carried.
func addsubGeneric(v1, v2 *Element, add, sub uint8, kp *[5]uint64) (r Element) {
	for l := range 8 {
		var x [5]uint64
		for i := range x {
			x[i] = v1[i][l]
			switch {
			case lanesOf(add, l):
				x[i] += v2[i][l]
			case lanesOf(sub, l):
				x[i] = x[i] + kp[i] - v2[i][l]
			}
		}
		carryLimbs(&x)
		SetLane(&r, l, &x)
	}
	return r
}

// pairProductsGeneric returns (Xc Tc, Yc Zc, Zc Tc, Xc Yc) in each half.
func pairProductsGeneric(c *Element) (r Element) {
	a, b := perm4Generic(c, 0, 1, 2, 0), perm4Generic(c, 3, 2, 3, 1)
	fe8MulGeneric(&r, &a, &b)
	return r
}

// pair4DoubleGeneric sets p = [2^n]p in both halves, n >= 1: (X, Y, Z, X)
// times (X, Y, Z, Y) gives (A, B, C, D) = (XX, YY, ZZ, XY), uncarried, and
// the completed point (2XY, B+A, B-A, 2C-B+A) is (D, B, B, C) doubled in
// lanes 0 and 3, plus A in lanes 1 and 3, minus A in lane 2, minus B in lane
// 3 (each subtraction adding 2^10 p), carried once.
func pair4DoubleGeneric(p *Element, n uint64) {
	for range n {
		a, b := perm4Generic(p, 0, 1, 2, 0), perm4Generic(p, 0, 1, 2, 1)
		var sq Element
		fe8MulUncarriedGeneric(&sq, &a, &b)
		c := perm4Generic(&sq, 3, 1, 1, 2)
		for l := range 8 {
			x := Lane(&c, l)
			for i := range x {
				A, B := sq[i][l&4], sq[i][l&4|1]
				if lanesOf(0b1001, l) {
					x[i] += x[i]
				}
				if lanesOf(0b1010, l) {
					x[i] += A
				}
				if lanesOf(0b0100, l) {
					x[i] += wideP[i] - A
				}
				if lanesOf(0b1000, l) {
					x[i] += wideP[i] - B
				}
			}
			carryLimbs(&x)
			SetLane(&c, l, &x)
		}
		*p = pairProductsGeneric(&c)
	}
}

// pair4AddGeneric sets p = p + q in both halves, q cached: (Y+X, Y-X, Z, T)
// times q gives (PP, MM, ZZ2, TT2d), uncarried, and the completed point is
// (PP-MM, PP+MM, ZZ2+TT2d, ZZ2-TT2d), carried once.
func pair4AddGeneric(p, q *Element) {
	v1, v2 := perm4Generic(p, 1, 1, 2, 3), perm4Generic(p, 0, 0, 0, 0)
	a := addsubGeneric(&v1, &v2, 0b0001, 0b0010, &r51.TwoP)
	var m Element
	fe8MulUncarriedGeneric(&m, &a, q)
	w1, w2 := perm4Generic(&m, 0, 0, 2, 2), perm4Generic(&m, 1, 1, 3, 3)
	c := addsubGeneric(&w1, &w2, 0b0110, 0b1001, &wideP)
	*p = pairProductsGeneric(&c)
}

// pair4CachedGeneric sets out to the cached form of both halves of p.
func pair4CachedGeneric(out, p *Element) {
	v1, v2 := perm4Generic(p, 1, 1, 2, 3), perm4Generic(p, 0, 0, 0, 0)
	a := addsubGeneric(&v1, &v2, 0b0001, 0b0010, &r51.TwoP)
	fe8MulGeneric(out, &a, &pairK4)
}

// pair4SelectGeneric sets the low half of out to lo and the high half to
// hi, then, lane by lane as the kernel's masked operations do, for each
// lane j of each half h whose bit 4h+j is set in neg: lane 0 takes the
// value of lane 1 and lane 1 that of lane 0 (Y+X and Y-X swap), and lane 3
// becomes 2p - itself (2dT negated); lane 2 (2Z) never changes. A half
// whose bits are all set (0x0f, 0xf0) is negated whole, the only masks
// the callers pass; other masks give what the kernel gives, which is not a
// point.
func pair4SelectGeneric(out *Element, lo, hi *Cached4, neg uint32) {
	for i := range 5 {
		for l := range 4 {
			out[i][l], out[i][l+4] = lo[i][l], hi[i][l]
		}
	}
	for h := 0; h < 8; h += 4 {
		for i := range 5 {
			src := out[i]
			if neg>>h&1 != 0 {
				out[i][h] = src[h+1]
			}
			if neg>>(h+1)&1 != 0 {
				out[i][h+1] = src[h]
			}
			if neg>>(h+3)&1 != 0 {
				out[i][h+3] = r51.TwoP[i] - src[h+3]
			}
		}
	}
}

// The solo kernels are the pair kernels on the low half of an element only
// (one point, lanes 0..3), leaving the high half as it is; their twins run
// the pair twins on a copy and keep its low half.

func keepLowHalf(dst, src *Element) {
	for i := range dst {
		copy(dst[i][:4], src[i][:4])
	}
}

func solo4DoubleGeneric(p *Element, n uint64) {
	q := *p
	pair4DoubleGeneric(&q, n)
	keepLowHalf(p, &q)
}

func solo4AddGeneric(p, q *Element) {
	r := *p
	pair4AddGeneric(&r, q)
	keepLowHalf(p, &r)
}

func solo4CachedGeneric(out, p *Element) {
	var r Element
	pair4CachedGeneric(&r, p)
	keepLowHalf(out, &r)
}

func solo4SelectGeneric(out *Element, e *Cached4, neg uint32) {
	var r Element
	pair4SelectGeneric(&r, e, e, neg&0x0f)
	keepLowHalf(out, &r)
}

// fe4MulGeneric and fe4SqrGeneric are fe8MulGeneric and fe8SqrGeneric on
// lanes 0..3 only, the others of out kept; out may alias a or b.
func fe4MulGeneric(out, a, b *Element) {
	var r Element
	fe8MulGeneric(&r, a, b)
	keepLowHalf(out, &r)
}

func fe4SqrGeneric(out, a *Element, n uint64) {
	var r Element
	fe8SqrGeneric(&r, a, n)
	keepLowHalf(out, &r)
}
