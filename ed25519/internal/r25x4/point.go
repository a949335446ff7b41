package r25x4

import "github.com/vilyacrypto/vilya/ed25519/internal/r51"

// This file is the portable reference of the quad point kernels:
// four independent points, one per 64-bit lane, in radix 2^25.5 (r25x4.go),
// so that each step of the formulas runs the same field operation on four
// signatures at once and no lane waits on a permutation. Each twin computes
// exactly the limbs of its AVX2 kernel in _asm/avx2.go, for any input.
//
// Bounds (r25x4.go): every coordinate of a Point and of a Cached is
// carried or wide, and every sum that feeds a multiplication is checked
// against the multiplication's operand bound where it is formed.

// Point is four points in extended coordinates (X, Y, Z, T), one per
// lane: x = X/Z, y = Y/Z, xy = T/Z. Every coordinate is carried.
type Point = [4]Element

// Cached is four points prepared as the second operand of an addition,
// one per lane: (Y+X, Y-X, 2Z, 2dT), each coordinate carried or wide.
type Cached = [4]Element

// Sum returns a + b limb by limb (64-bit, wrapping as VPADDQ does): for
// carried a and b it is below twice the carried bound, which a
// multiplication takes as it is.
func Sum(a, b *Element) (r Element) {
	for i := range r {
		for l := range r[i] {
			r[i][l] = a[i][l] + b[i][l]
		}
	}
	return r
}

// Diff returns a + 2p - b limb by limb (wrapping): for carried a and b
// it is wide.
func Diff(a, b *Element) (r Element) {
	for i := range r {
		for l := range r[i] {
			r[i][l] = a[i][l] + TwoP[i] - b[i][l]
		}
	}
	return r
}

// carryLanes10 runs one parallel carry round (CarryRound) in every lane.
func carryLanes10(x *Element) {
	for l := range 4 {
		v := Lane(x, l)
		CarryRound(&v)
		SetLane(x, l, &v)
	}
}

// point10DoubleGeneric sets p = [2^n]p, n >= 1, in every lane, with the
// doubling of Hisil, Wong, Carter and Dawson (section 3.3, a = -1) through
// a completed point: from A = XX, B = YY, C = ZZ and E = (X+Y)^2 (X+Y
// uncarried, a squaring operand below twice the carried bound), the
// completed point (E - A - B, A + B, B - A, A - B + 2C), taken with its
// first and third coordinates negated (each of the four products then has
// one negated factor: the same point), is Xc = A + B + 2p - E, Yc = A + B,
// Zc = A + 2p - B and Tc = A + 2p - B + 2C. Yc (twice carried) and Zc
// (wide) feed the multiplications as they are; Xc and Tc (up to three
// carried elements and 2p) take one parallel carry round, after which
// every carry was at most five: carried again. It reads X, Y and Z; it
// writes T on the last doubling only.
func point10DoubleGeneric(p *Point, n uint64) {
	for j := range n {
		var a, b, c, e Element
		fe10SqrGeneric(&a, &p[0])
		fe10SqrGeneric(&b, &p[1])
		fe10SqrGeneric(&c, &p[2])
		s := Sum(&p[0], &p[1])
		fe10SqrGeneric(&e, &s)
		var xc, tc Element
		for i := range xc {
			for l := range xc[i] {
				xc[i][l] = a[i][l] + b[i][l] + TwoP[i] - e[i][l]
				tc[i][l] = a[i][l] + TwoP[i] - b[i][l] + c[i][l] + c[i][l]
			}
		}
		carryLanes10(&xc)
		carryLanes10(&tc)
		yc, zc := Sum(&a, &b), Diff(&a, &b)
		completedToPoint10(p, &xc, &yc, &zc, &tc, j == n-1)
	}
}

// completedToPoint10 sets p from a completed point: X = Xc Tc, Y = Yc Zc,
// Z = Zc Tc and, withT, T = Xc Yc.
func completedToPoint10(p *Point, xc, yc, zc, tc *Element, withT bool) {
	fe10MulGeneric(&p[0], xc, tc)
	fe10MulGeneric(&p[1], yc, zc)
	fe10MulGeneric(&p[2], zc, tc)
	if withT {
		fe10MulGeneric(&p[3], xc, yc)
	}
}

// point10AddGeneric sets p = p + q in every lane, q cached: (Y+X, Y-X+2p,
// T, Z) times q's (Y+X, Y-X, 2dT, 2Z) give PP, MM, TT and ZZ (carried),
// and the completed point (PP - MM, PP + MM, ZZ + TT, ZZ - TT) enters the
// products with 2p added to the differences: every coordinate wide.
func point10AddGeneric(p *Point, q *Cached) { point10AddGenericT(p, q, true) }

// point10AddNoTGeneric is point10AddGeneric without the product for T,
// which it leaves as it was: for a sum that is doubled next (doubling
// reads X, Y and Z only).
func point10AddNoTGeneric(p *Point, q *Cached) { point10AddGenericT(p, q, false) }

func point10AddGenericT(p *Point, q *Cached, withT bool) {
	var pp, mm, tt, zz Element
	ypx, ymx := Sum(&p[1], &p[0]), Diff(&p[1], &p[0])
	fe10MulGeneric(&pp, &ypx, &q[0])
	fe10MulGeneric(&mm, &ymx, &q[1])
	fe10MulGeneric(&tt, &p[3], &q[3])
	fe10MulGeneric(&zz, &p[2], &q[2])
	xc, yc := Diff(&pp, &mm), Sum(&pp, &mm)
	zc, tc := Sum(&zz, &tt), Diff(&zz, &tt)
	completedToPoint10(p, &xc, &yc, &zc, &tc, withT)
}

// select10Generic sets lane l of out to the cached point *ents[l], which
// holds one point's (Y+X, Y-X, 2Z, 2dT) in its four lanes (the solo form
// of the tables), negated where bit l of neg is set: Y+X and Y-X swap and
// 2dT becomes 2p - 2dT. For carried entries every coordinate stays wide.
func select10Generic(out *Cached, ents *[4]*Element, neg uint32) {
	for l, e := range ents {
		for i := range 10 {
			c := e[i]
			if neg>>l&1 != 0 {
				c[0], c[1], c[3] = c[1], c[0], TwoP[i]-c[3]
			}
			for k := range 4 {
				out[k][i][l] = c[k]
			}
		}
	}
}

// point10CachedGeneric sets out to the cached form (Y+X, Y-X+2p, 2Z, 2dT)
// of every lane of p: for carried p, Y+X and 2Z are below twice the
// carried bound, Y-X+2p wide and 2dT carried.
func point10CachedGeneric(out *Cached, p *Point) {
	fe10MulGeneric(&out[3], &p[3], &D2)
	out[0], out[1], out[2] = Sum(&p[1], &p[0]), Diff(&p[1], &p[0]), Sum(&p[2], &p[2])
}

// EntryBytes is the size of an entry of a quad table ([17]Cached),
// the unit of SelectLanes's offsets.
const EntryBytes = 4 * 10 * 4 * 8

// selectLanes10Generic sets lane l of out to lane l of the entry of tab at
// byte offset idx[l] (entry idx[l]/EntryBytes), negated where bit l of
// neg is set, as select10Generic negates.
func selectLanes10Generic(out *Cached, tab []Cached, idx *[4]uint64, neg uint32) {
	for l := range 4 {
		e := &tab[idx[l]/EntryBytes]
		for i := range 10 {
			c := [4]uint64{e[0][i][l], e[1][i][l], e[2][i][l], e[3][i][l]}
			if neg>>l&1 != 0 {
				c[0], c[1], c[3] = c[1], c[0], TwoP[i]-c[3]
			}
			for k := range 4 {
				out[k][i][l] = c[k]
			}
		}
	}
}

// checkLaneOffsets panics unless every offset of idx names an entry of a
// table of n entries: the kernel reads where the offsets say.
func checkLaneOffsets(n int, idx *[4]uint64) {
	for _, v := range idx {
		if v >= uint64(n)*EntryBytes || v%EntryBytes != 0 {
			panic("ed25519: internal error: table offset out of range")
		}
	}
}

// CarriedPoint reports whether every limb of p's X, Y and Z is within
// the carried bound that every kernel guarantees.
func CarriedPoint(p *Point) bool {
	return Carried(&p[0]) && Carried(&p[1]) && Carried(&p[2])
}

// D2 is 2d in every lane, carried.
var D2 = Broadcast(r51.D2)

// Broadcast returns the element with the radix-2^51 limbs v in every
// lane.
func Broadcast(v [5]uint64) (x Element) {
	w := FromLimbs51(v)
	for l := range 4 {
		SetLane(&x, l, &w)
	}
	return x
}
