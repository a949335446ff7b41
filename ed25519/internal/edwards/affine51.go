package edwards

import (
	"sync"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// This file converts points to the form the SIMD engines' tables start
// from: an affine cached point (y+x, y-x, 2, 2dxy) as canonical radix-2^51
// limbs, c[limb][coordinate] (the layout of r51x8.Cached4, which
// r25x4.SoloFromCached51 also reads), and holds the base point's tables in
// that form, which both SIMD backends share.

// AffineCached51 sets c to p as an affine cached point: (y+x, y-x, 2,
// 2dxy), canonical limbs, c[i][k] limb i of coordinate k.
func AffineCached51(c *[5][4]uint64, p *edwards25519.Point) {
	X, Y, Z, T := p.ExtendedCoordinates()
	var zinv field.Element
	zinv.Invert(Z)
	affineCached51(c, X, Y, T, &zinv)
}

// affineCached51 is AffineCached51 of the point (X : Y : Z : T) with 1/Z
// given.
func affineCached51(c *[5][4]uint64, X, Y, T, zinv *field.Element) {
	var x, y, t, ypx, ymx, t2d field.Element
	x.Multiply(X, zinv)
	y.Multiply(Y, zinv)
	t.Multiply(T, zinv)
	ypx.Add(&y, &x)
	ymx.Subtract(&y, &x)
	t2d.Multiply(&t, D2)
	for i, v := range [4][5]uint64{r51.LimbsOf(&ypx), r51.LimbsOf(&ymx), {2}, r51.LimbsOf(&t2d)} {
		for j := range 5 {
			c[j][i] = v[j]
		}
	}
}

// Base51 returns [e]B for e = 0..128, and Base51x128 [e](2^128 B), as
// AffineCached51 points. The tables are built once and only read.
var (
	Base51     = sync.OnceValue(func() *[129][5][4]uint64 { return affineMultiples51(edwards25519.NewGeneratorPoint()) })
	Base51x128 = sync.OnceValue(func() *[129][5][4]uint64 { return affineMultiples51(Base128()) })
)

// Base51Radix11Max is the largest multiple in Base51Radix11: the top
// signed radix-2^11 digit of a canonical S (below l < 2^252 + 2^125) is
// at most floor((l-1)/2^242) + 1 = 1025, every other digit's magnitude at
// most 1024, and a width-11 NAF digit's at most 1023.
const Base51Radix11Max = 1025

// Base51Radix11 returns [e]B for e = 0..Base51Radix11Max as AffineCached51
// points (164,160 bytes), the table of S's digits in signed radix 2^11 or
// width-11 NAF. It is built once, on first use (a thousand point
// additions and one inversion), and only read.
var Base51Radix11 = sync.OnceValue(func() *[Base51Radix11Max + 1][5][4]uint64 {
	tab := new([Base51Radix11Max + 1][5][4]uint64)
	affineMultiplesInto51(tab[:], edwards25519.NewGeneratorPoint())
	return tab
})

// Base51Shift returns [e](2^n B) for e = 0..128 as AffineCached51 points
// (20,640 bytes): Base51 and Base51x128 for n = 0 and 128 (shared, not
// rebuilt), a new table otherwise, for n < 252.
func Base51Shift(n uint) *[129][5][4]uint64 {
	switch n {
	case 0:
		return Base51()
	case 128:
		return Base51x128()
	}
	return affineMultiples51(BaseShift(n))
}

// Base128 returns a new point 2^128 B.
func Base128() *edwards25519.Point { return BaseShift(128) }

// BaseShift returns a new point 2^n B, for n < 252.
func BaseShift(n uint) *edwards25519.Point {
	var s edwards25519.Scalar
	var b [32]byte
	b[n/8] = 1 << (n % 8)
	if _, err := s.SetCanonicalBytes(b[:]); err != nil {
		panic(err)
	}
	return new(edwards25519.Point).ScalarBaseMult(&s)
}

// affineMultiples51 returns [e]P for e = 0..128 as AffineCached51 points.
func affineMultiples51(p *edwards25519.Point) *[129][5][4]uint64 {
	tab := new([129][5][4]uint64)
	affineMultiplesInto51(tab[:], p)
	return tab
}

// affineMultiplesInto51 sets tab[e] = [e]P as AffineCached51 points, for e
// = 0..len(tab)-1, with one inversion for all of their Z (Montgomery's
// trick: the prefix products of the Z, one inversion, two multiplications
// a point to take each inverse out). Every Z is nonzero: the points are
// extended ones.
func affineMultiplesInto51(tab [][5][4]uint64, p *edwards25519.Point) {
	pts := make([]edwards25519.Point, len(tab))
	pre := make([]field.Element, len(tab))
	acc := edwards25519.NewIdentityPoint()
	for e := range pts {
		pts[e].Set(acc)
		_, _, z, _ := acc.ExtendedCoordinates()
		if e == 0 {
			pre[e].Set(z)
		} else {
			pre[e].Multiply(&pre[e-1], z)
		}
		acc.Add(acc, p)
	}
	var inv, zinv field.Element
	inv.Invert(&pre[len(pre)-1])
	for e := len(pts) - 1; e >= 0; e-- {
		X, Y, Z, T := pts[e].ExtendedCoordinates()
		if e == 0 {
			zinv.Set(&inv)
		} else {
			zinv.Multiply(&inv, &pre[e-1])
			inv.Multiply(&inv, Z)
		}
		affineCached51(&tab[e], X, Y, T, &zinv)
	}
}
