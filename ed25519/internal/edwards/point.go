// Copyright (c) 2009 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in docs/PROVENANCE.md, which reproduces it: this file follows
// filippo.io/edwards25519's edwards25519.go closely.

package edwards

import (
	"sync"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// This file is the portable backend's own point arithmetic on
// filippo.io/edwards25519/field elements, in the representations of
// Hisil-Wong-Carter-Dawson ("Twisted Edwards curves revisited", 2008) as
// ref10 and filippo.io/edwards25519 use them. filippo.io/edwards25519
// keeps these representations unexported; owning them lets a precomputed
// key keep a wide per-key table and lets the batch check skip conversions.
// Everything here is variable time: it handles public data only.

// ExtPoint is a point in extended coordinates: x = X/Z, y = Y/Z, xy = T/Z.
type ExtPoint struct{ X, Y, Z, T field.Element }

// ProjPoint is a point in projective coordinates: x = X/Z, y = Y/Z.
type ProjPoint struct{ X, Y, Z field.Element }

// ComplPoint is a "completed" point: x = X/Z, y = Y/T.
type ComplPoint struct{ X, Y, Z, T field.Element }

// CachedPoint is a point prepared as the second operand of an addition.
type CachedPoint struct{ YplusX, YminusX, Z, T2d field.Element }

// AffineCached is cachedPoint with Z = 1.
type AffineCached struct{ YplusX, YminusX, T2d field.Element }

var D2 = func() *field.Element {
	// d = -121665/121666; d2 = 2d.
	var n, m field.Element
	n.Mult32(new(field.Element).One(), 121665)
	m.Mult32(new(field.Element).One(), 121666)
	m.Invert(&m)
	n.Multiply(&n, &m)
	n.Negate(&n)
	return n.Add(&n, &n)
}()

func (v *ExtPoint) FromPoint(p *edwards25519.Point) *ExtPoint {
	X, Y, Z, T := p.ExtendedCoordinates()
	v.X, v.Y, v.Z, v.T = *X, *Y, *Z, *T
	return v
}

func (v *ProjPoint) Identity() *ProjPoint {
	v.X.Zero()
	v.Y.One()
	v.Z.One()
	return v
}

func (v *ProjPoint) FromExt(p *ExtPoint) *ProjPoint {
	v.X, v.Y, v.Z = p.X, p.Y, p.Z
	return v
}

func (v *ProjPoint) FromCompl(p *ComplPoint) *ProjPoint {
	v.X.Multiply(&p.X, &p.T)
	v.Y.Multiply(&p.Y, &p.Z)
	v.Z.Multiply(&p.Z, &p.T)
	return v
}

func (v *ExtPoint) FromCompl(p *ComplPoint) *ExtPoint {
	v.X.Multiply(&p.X, &p.T)
	v.Y.Multiply(&p.Y, &p.Z)
	v.Z.Multiply(&p.Z, &p.T)
	v.T.Multiply(&p.X, &p.Y)
	return v
}

func (v *CachedPoint) FromExt(p *ExtPoint) *CachedPoint {
	v.YplusX.Add(&p.Y, &p.X)
	v.YminusX.Subtract(&p.Y, &p.X)
	v.Z = p.Z
	v.T2d.Multiply(&p.T, D2)
	return v
}

// FromPoint sets v to p, affine: one multiplication when p's Z is 1 (as
// Point.SetBytes leaves it), an inversion more otherwise.
func (v *AffineCached) FromPoint(p *edwards25519.Point) *AffineCached {
	X, Y, Z, T := p.ExtendedCoordinates()
	var one, zinv field.Element
	if Z.Equal(one.One()) != 1 {
		zinv.Invert(Z)
		X.Multiply(X, &zinv)
		Y.Multiply(Y, &zinv)
		T.Multiply(T, &zinv)
	}
	v.YplusX.Add(Y, X)
	v.YminusX.Subtract(Y, X)
	v.T2d.Multiply(T, D2)
	return v
}

// Double sets v = 2p.
func (v *ComplPoint) Double(p *ProjPoint) *ComplPoint {
	var xx, yy, zz2, xy2 field.Element
	xx.Square(&p.X)
	yy.Square(&p.Y)
	zz2.Square(&p.Z)
	zz2.Add(&zz2, &zz2)
	xy2.Add(&p.X, &p.Y)
	xy2.Square(&xy2)
	v.Y.Add(&yy, &xx)
	v.Z.Subtract(&yy, &xx)
	v.X.Subtract(&xy2, &v.Y)
	v.T.Subtract(&zz2, &v.Z)
	return v
}

// Add sets v = p + q.
func (v *ComplPoint) Add(p *ExtPoint, q *CachedPoint) *ComplPoint {
	var pp, mm, tt2d, zz2, ypx, ymx field.Element
	ypx.Add(&p.Y, &p.X)
	ymx.Subtract(&p.Y, &p.X)
	pp.Multiply(&ypx, &q.YplusX)
	mm.Multiply(&ymx, &q.YminusX)
	tt2d.Multiply(&p.T, &q.T2d)
	zz2.Multiply(&p.Z, &q.Z)
	zz2.Add(&zz2, &zz2)
	v.X.Subtract(&pp, &mm)
	v.Y.Add(&pp, &mm)
	v.Z.Add(&zz2, &tt2d)
	v.T.Subtract(&zz2, &tt2d)
	return v
}

// Sub sets v = p - q.
func (v *ComplPoint) Sub(p *ExtPoint, q *CachedPoint) *ComplPoint {
	var pp, mm, tt2d, zz2, ypx, ymx field.Element
	ypx.Add(&p.Y, &p.X)
	ymx.Subtract(&p.Y, &p.X)
	pp.Multiply(&ypx, &q.YminusX)
	mm.Multiply(&ymx, &q.YplusX)
	tt2d.Multiply(&p.T, &q.T2d)
	zz2.Multiply(&p.Z, &q.Z)
	zz2.Add(&zz2, &zz2)
	v.X.Subtract(&pp, &mm)
	v.Y.Add(&pp, &mm)
	v.Z.Subtract(&zz2, &tt2d)
	v.T.Add(&zz2, &tt2d)
	return v
}

// AddAffine sets v = p + q.
func (v *ComplPoint) AddAffine(p *ExtPoint, q *AffineCached) *ComplPoint {
	var pp, mm, tt2d, zz2, ypx, ymx field.Element
	ypx.Add(&p.Y, &p.X)
	ymx.Subtract(&p.Y, &p.X)
	pp.Multiply(&ypx, &q.YplusX)
	mm.Multiply(&ymx, &q.YminusX)
	tt2d.Multiply(&p.T, &q.T2d)
	zz2.Add(&p.Z, &p.Z)
	v.X.Subtract(&pp, &mm)
	v.Y.Add(&pp, &mm)
	v.Z.Add(&zz2, &tt2d)
	v.T.Subtract(&zz2, &tt2d)
	return v
}

// SubAffine sets v = p - q.
func (v *ComplPoint) SubAffine(p *ExtPoint, q *AffineCached) *ComplPoint {
	var pp, mm, tt2d, zz2, ypx, ymx field.Element
	ypx.Add(&p.Y, &p.X)
	ymx.Subtract(&p.Y, &p.X)
	pp.Multiply(&ypx, &q.YminusX)
	mm.Multiply(&ymx, &q.YplusX)
	tt2d.Multiply(&p.T, &q.T2d)
	zz2.Add(&p.Z, &p.Z)
	v.X.Subtract(&pp, &mm)
	v.Y.Add(&pp, &mm)
	v.Z.Subtract(&zz2, &tt2d)
	v.T.Add(&zz2, &tt2d)
	return v
}

// OddMultiplesCached sets tab[i] = [2i+1]P for len(tab) entries.
func OddMultiplesCached(tab []CachedPoint, p *ExtPoint) {
	var p2 ExtPoint
	var c ComplPoint
	var pp ProjPoint
	p2.FromCompl(c.Double(pp.FromExt(p)))
	var acc ExtPoint = *p
	tab[0].FromExt(&acc)
	var p2c CachedPoint
	p2c.FromExt(&p2)
	for i := 1; i < len(tab); i++ {
		acc.FromCompl(c.Add(&acc, &p2c))
		tab[i].FromExt(&acc)
	}
}

// BaseTable8 returns the odd multiples P, 3P, ..., 127P of P = 2^(KeyShift
// p) B, p < KeyPositions, in affine form, for width-8 non-adjacent forms of
// the base point's scalar: p = 0 for B itself, p = 128/KeyShift for the
// high half of a shortened check's scalar, every p for the chain of a key's
// table (DoubleBaseMultTable). Each table is built once, on first use (64
// inversions), not at start-up, and only read.
func BaseTable8(p int) *[64]AffineCached { return baseTables8[p]() }

var baseTables8 = func() (t [KeyPositions]func() *[64]AffineCached) {
	for p := range t {
		t[p] = sync.OnceValue(func() *[64]AffineCached {
			return oddMultiplesAffine(BaseShift(uint(KeyShift * p)))
		})
	}
	return t
}()

// oddMultiplesAffine returns the odd multiples P, 3P, ..., 127P in affine
// form.
func oddMultiplesAffine(p *edwards25519.Point) *[64]AffineCached {
	var tab [64]CachedPoint
	var b ExtPoint
	b.FromPoint(p)
	OddMultiplesCached(tab[:], &b)
	var out [64]AffineCached
	for i := range tab {
		// Z = 1 after dividing through: (Y+X)/Z, (Y-X)/Z, T2d/Z.
		var zinv field.Element
		zinv.Invert(&tab[i].Z)
		out[i].YplusX.Multiply(&tab[i].YplusX, &zinv)
		out[i].YminusX.Multiply(&tab[i].YminusX, &zinv)
		out[i].T2d.Multiply(&tab[i].T2d, &zinv)
	}
	return &out
}
