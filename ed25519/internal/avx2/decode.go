package avx2

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// This file decodes points and builds tables for the quad engine and the
// avx2 backend's combined check, four lanes at a time on the r25x4.Element
// kernels.

// quadFieldScratch is the temporaries of decodeLanes10 (0..4) and
// fe10Pow22523 (5..9).
type quadFieldScratch [10]r25x4.Element

// Field constants in every lane.
var (
	one10     = r25x4.Broadcast([5]uint64{1})
	d10       = r25x4.Broadcast(r51.LimbsOf(r51.D()))
	sqrtM1x10 = r25x4.Broadcast(r51.LimbsOf(r51.SqrtM1()))
)

// fe10Pow22523 sets out = z^((p-5)/8) = z^(2^252-3) in every lane, with
// t[5..9] as scratch (z may be any of t[0..4]), on the addition chain of
// internal/ifma's fe8Chain.
func fe10Pow22523(out, z *r25x4.Element, t *quadFieldScratch) {
	z2, z9, w, t250, z11 := &t[5], &t[6], &t[7], &t[8], &t[9]
	r25x4.Sqr(z2, z)
	r25x4.SqrN(w, z2, 2)
	r25x4.Mul(z9, w, z)
	r25x4.Mul(z11, z9, z2)
	r25x4.Sqr(w, z11)
	r25x4.Mul(z9, w, z9) // z^(2^5-1)
	r25x4.SqrN(w, z9, 5)
	r25x4.Mul(z2, w, z9) // z^(2^10-1)
	r25x4.SqrN(w, z2, 10)
	r25x4.Mul(w, w, z2) // z^(2^20-1)
	r25x4.SqrN(t250, w, 20)
	r25x4.Mul(w, t250, w) // z^(2^40-1)
	r25x4.SqrN(w, w, 10)
	r25x4.Mul(z9, w, z2) // z^(2^50-1)
	r25x4.SqrN(w, z9, 50)
	r25x4.Mul(w, w, z9) // z^(2^100-1)
	r25x4.SqrN(t250, w, 100)
	r25x4.Mul(w, t250, w) // z^(2^200-1)
	r25x4.SqrN(w, w, 50)
	r25x4.Mul(t250, w, z9) // z^(2^250-1)
	r25x4.SqrN(t250, t250, 2)
	r25x4.Mul(out, t250, z)
}

// decodeLanes10 decodes the four point encodings enc[l] into out (extended
// coordinates with Z = 1), lane l negated if bit l of negate is set (all
// lanes: negAll), exactly as
// edwards25519.Point.SetBytes (and the ifma engines' decodeLanes) does: y is the low 255 bits
// taken modulo p, x the non-negative square root of (y^2-1)/(dy^2+1) (from
// r = uv^3 (uv^7)^((p-5)/8), corrected by sqrt(-1) when v r^2 = -u),
// negated when bit 255 is set (x = 0 with the bit set is accepted). A nil
// enc[l] leaves lane l the identity, not decoded. It returns a mask of the
// lanes that decoded. Every coordinate of out is carried.
func decodeLanes10(out *r25x4.Point, enc *[4]*[32]byte, negate uint8, t *quadFieldScratch) (ok uint8) {
	y, u, v, w, r, chk := &out[1], &t[0], &t[1], &t[2], &t[3], &t[4]
	for l := range 4 {
		ly := [5]uint64{1}
		if enc[l] != nil {
			ly = r51.FromBytes(enc[l])
		}
		v := r25x4.FromLimbs51(ly)
		r25x4.SetLane(y, l, &v)
	}
	r25x4.Sqr(u, y)
	r25x4.Mul(v, u, &d10)
	*v = r25x4.Sum(v, &one10)  // d y^2 + 1
	*u = r25x4.Diff(u, &one10) // y^2 - 1, wide
	r25x4.Sqr(w, v)            // v^2
	r25x4.Mul(r, w, v)         // v^3
	r25x4.Mul(r, r, u)         // u v^3
	r25x4.Sqr(w, w)            // v^4
	r25x4.Mul(w, w, r)         // u v^7
	fe10Pow22523(w, w, t)      // (u v^7)^((p-5)/8)
	r25x4.Mul(r, r, w)         // r
	r25x4.Sqr(chk, r)
	r25x4.Mul(chk, chk, v) // v r^2
	ui, ri := &t[1], &t[2]
	r25x4.Mul(ui, u, &sqrtM1x10)
	r25x4.Mul(ri, r, &sqrtM1x10)
	one := r25x4.FromLimbs51([5]uint64{1})
	for l := range 4 {
		r25x4.SetLane(&out[2], l, &one)
		if enc[l] == nil {
			r25x4.SetLane(&out[0], l, &[10]uint64{})
			continue
		}
		frz := func(x *r25x4.Element) [5]uint64 { return r51.Freeze(r25x4.Limbs51(r25x4.Lane(x, l))) }
		c, fu := frz(chk), frz(u)
		correct := c == fu
		flipped := !correct && c == r51.Neg(fu)
		flippedI := !correct && !flipped && c == r51.Neg(frz(ui))
		x := frz(r)
		if flipped || flippedI {
			x = frz(ri)
		}
		if x[0]&1 != 0 {
			x = r51.Neg(x)
		}
		if (enc[l][31]>>7 != 0) != (negate>>l&1 != 0) {
			x = r51.Neg(x)
		}
		if correct || flipped {
			ok |= 1 << l
		}
		xl := r25x4.FromLimbs51(x)
		r25x4.SetLane(&out[0], l, &xl)
	}
	r25x4.Mul(&out[3], &out[0], y)
	return ok
}

// negAll is decodeLanes10's negate mask for every lane.
const negAll = 0b1111

// setPointLane10 sets lane l of p to the extended coordinates of q.
func setPointLane10(p *r25x4.Point, l int, q *edwards25519.Point) {
	X, Y, Z, T := q.ExtendedCoordinates()
	for c, e := range [4]*field.Element{X, Y, Z, T} {
		v := r25x4.FromLimbs51(r51.LimbsOf(e))
		r25x4.SetLane(&p[c], l, &v)
	}
}

// negatedKeys10 sets lane l of a to -A of items[l] (at most four), from
// its attached key or decoded from its bytes (lanes past the items hold
// the identity), and returns the mask of the lanes that hold a point.
func negatedKeys10(a *r25x4.Point, items []*prep.Item, t *quadFieldScratch) (valid uint8) {
	var enc [4]*[32]byte
	var given uint8
	for l, it := range items {
		if it.NegA != nil {
			given |= 1 << l
			continue
		}
		enc[l] = it.Pub
	}
	if given != 1<<len(items)-1 {
		valid = decodeLanes10(a, &enc, negAll, t)
	}
	for l, it := range items {
		if given>>l&1 != 0 {
			setPointLane10(a, l, it.NegA)
			valid |= 1 << l
		}
	}
	for l := len(items); l < 4; l++ {
		setPointLane10(a, l, edwards25519.NewIdentityPoint())
	}
	return valid & (1<<len(items) - 1)
}

// identityCached10 is the identity in every lane of a r25x4.Cached: (Y+X, Y-X,
// 2Z, 2dT) = (1, 1, 2, 0).
var identityCached10 = r25x4.Cached{{{1, 1, 1, 1}}, {{1, 1, 1, 1}}, {{2, 2, 2, 2}}}

// buildTable10 sets tab[e] = [e]p for every entry e >= 0 (at least three)
// in every lane (acc is scratch).
func buildTable10(tab []r25x4.Cached, p, acc *r25x4.Point) {
	tab[0] = identityCached10
	r25x4.ToCached(&tab[1], p)
	*acc = *p
	r25x4.Double(acc, 1)
	r25x4.ToCached(&tab[2], acc)
	for e := 3; e < len(tab); e++ {
		r25x4.Add(acc, &tab[1])
		r25x4.ToCached(&tab[e], acc)
	}
}

// setTableLane sets lane l of every entry of tab to the entries of src, a
// table in the solo form (one point's coordinates across the lanes).
func setTableLane(tab *[17]r25x4.Cached, l int, src *[17]r25x4.Element) {
	for e := range tab {
		for c := range 4 {
			for i := range 10 {
				tab[e][c][i][l] = src[e][i][c]
			}
		}
	}
}

// identityTable10 is a solo-form table whose entry 0 is the identity (Y+X,
// Y-X, 2Z, 2dT) = (1, 1, 2, 0): the table of an idle lane, whose digits are
// all zero.
var identityTable10 = [17]r25x4.Element{{{1, 1, 2, 0}}}
