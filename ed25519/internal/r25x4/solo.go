package r25x4

import "github.com/vilyacrypto/vilya/ed25519/internal/r51"

// This file is the portable reference of the solo point kernels:
// one point in an Element, lanes 0..3 holding X, Y, Z, T (or, for a cached
// point, Y+X, Y-X, 2Z, 2dT), so that the four coordinate products of each
// step of the formulas of Hisil, Wong, Carter and Dawson run side by side:
// the solo form of r51x8 in radix 2^25.5. Each twin computes exactly
// the limbs of its AVX2 kernel in _asm/avx2.go.

// solo10K are the factors (1, 1, 2, 2d) by which SoloCached multiplies
// (Y+X, Y-X, Z, T).
var solo10K = func() (k Element) {
	d2 := FromLimbs51(r51.D2)
	for i := range 10 {
		k[i][3] = d2[i]
	}
	k[0][0], k[0][1], k[0][2] = 1, 1, 2
	return k
}()

// perm10Generic returns x with lane j taken from lane idx[j].
func perm10Generic(x *Element, i0, i1, i2, i3 int) (r Element) {
	for i := range x {
		r[i] = [4]uint64{x[i][i0], x[i][i1], x[i][i2], x[i][i3]}
	}
	return r
}

// addsub10Generic returns v1 + v2 in the lanes of add, v1 - v2 + 2p in
// those of sub, v1 elsewhere, not carried: for carried v1 and v2 its limbs
// are wide (below WideBound), which a multiplication takes as it is.
func addsub10Generic(v1, v2 *Element, add, sub uint8) (r Element) {
	for l := range 4 {
		x := Lane(v1, l)
		for i := range x {
			switch {
			case add>>l&1 != 0:
				x[i] += v2[i][l]
			case sub>>l&1 != 0:
				x[i] = x[i] + TwoP[i] - v2[i][l]
			}
		}
		SetLane(&r, l, &x)
	}
	return r
}

// products10Generic returns (Xc Tc, Yc Zc, Zc Tc, Xc Yc) of the completed
// point c.
func products10Generic(c *Element) (r Element) {
	a, b := perm10Generic(c, 0, 1, 2, 0), perm10Generic(c, 3, 2, 3, 1)
	fe10MulGeneric(&r, &a, &b)
	return r
}

// solo10DoubleGeneric sets p = [2^n]p, n >= 1, with the doubling of Hisil,
// Wong, Carter and Dawson (section 3.3, a = -1): (X, Y, Z, X+Y) squared
// gives (A, B, C, E) = (XX, YY, ZZ, (X+Y)^2), and the completed point
// (E-A-B, B+A, B-A, 2C-B+A), taken with its first and third coordinates
// negated (which negates all four products, the same point), is (A+B-E,
// A+B, A-B, A-B+2C): A plus B in lanes 0 and 1 and 2p - B in lanes 2 and
// 3, plus 2p - E in lane 0 and 2C in lane 3, carried once.
func solo10DoubleGeneric(p *Element, n uint64) {
	for range n {
		a := perm10Generic(p, 0, 1, 2, 0)
		for i := range a {
			a[i][3] += p[i][1]
		}
		var sq Element
		fe10SqrGeneric(&sq, &a)
		var c Element
		for l := range 4 {
			var x [10]uint64
			for i := range x {
				A, B, C, E := sq[i][0], sq[i][1], sq[i][2], sq[i][3]
				switch l {
				case 0:
					x[i] = A + B + TwoP[i] - E
				case 1:
					x[i] = A + B
				case 2:
					x[i] = A + TwoP[i] - B
				case 3:
					x[i] = A + TwoP[i] - B + C + C
				}
			}
			CarryRound(&x)
			SetLane(&c, l, &x)
		}
		*p = products10Generic(&c)
	}
}

// solo10AddGeneric sets p = p + q, q cached: (Y+X, Y-X, Z, T) times q
// gives (PP, MM, ZZ2, TT2d), and the completed point is (PP-MM, PP+MM,
// ZZ2+TT2d, ZZ2-TT2d).
func solo10AddGeneric(p, q *Element) {
	v1, v2 := perm10Generic(p, 1, 1, 2, 3), perm10Generic(p, 0, 0, 0, 0)
	a := addsub10Generic(&v1, &v2, 0b0001, 0b0010)
	var m Element
	fe10MulGeneric(&m, &a, q)
	w1, w2 := perm10Generic(&m, 0, 0, 2, 2), perm10Generic(&m, 1, 1, 3, 3)
	c := addsub10Generic(&w1, &w2, 0b0110, 0b1001)
	*p = products10Generic(&c)
}

// solo10CachedGeneric sets out to the cached form (Y+X, Y-X, 2Z, 2dT) of p.
// out may alias p.
func solo10CachedGeneric(out, p *Element) {
	v1, v2 := perm10Generic(p, 1, 1, 2, 3), perm10Generic(p, 0, 0, 0, 0)
	a := addsub10Generic(&v1, &v2, 0b0001, 0b0010)
	fe10MulGeneric(out, &a, &solo10K)
}

// solo10SelectGeneric sets out to the cached point e, negated when neg is
// not zero: Y+X and Y-X swap and 2dT becomes 2p - 2dT. out may alias e.
func solo10SelectGeneric(out, e *Element, neg uint32) {
	r := *e
	if neg != 0 {
		for i := range r {
			r[i][0], r[i][1] = r[i][1], r[i][0]
			r[i][3] = TwoP[i] - r[i][3]
		}
	}
	*out = r
}
