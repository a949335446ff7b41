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
	var zinv, x, y, t, ypx, ymx, t2d field.Element
	zinv.Invert(Z)
	x.Multiply(X, &zinv)
	y.Multiply(Y, &zinv)
	t.Multiply(T, &zinv)
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
	acc := edwards25519.NewIdentityPoint()
	for e := range tab {
		AffineCached51(&tab[e], acc)
		acc.Add(acc, p)
	}
	return tab
}
