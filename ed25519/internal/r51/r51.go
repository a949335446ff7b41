// Package r51 is one element of the field modulo p = 2^255-19 in radix
// 2^51: five limbs in a [5]uint64, value sum_i v[i] 2^(51 i). It holds what
// every vectorised representation above it shares: the conversions between
// limbs and 32-byte little-endian encodings, the reduction to the canonical
// representative, the curve constants (d, 2d, sqrt(-1), 2p) as limbs, and a
// variable-time inversion (InvertVar, Bernstein-Yang divsteps).
//
// Bounds: FromBytes returns limbs below 2^51 (a value that may be at or
// above p); Freeze and InvertVar take limbs below 2^63 and return
// canonical limbs (value below p, every limb below 2^51); Bytes and Neg
// take canonical limbs. Arrays are passed and returned by value, so
// nothing aliases. Everything here is variable time and meant for public
// data (encodings of points and verdicts); it imports nothing of vilya.
package r51

import "filippo.io/edwards25519/field"

// Mask51 is the mask of one radix-2^51 limb.
const Mask51 = 1<<51 - 1

// D returns d = -121665/121666.
func D() *field.Element {
	var n, m field.Element
	n.Mult32(new(field.Element).One(), 121665)
	m.Mult32(new(field.Element).One(), 121666)
	m.Invert(&m)
	n.Multiply(&n, &m)
	return n.Negate(&n)
}

// SqrtM1 returns the non-negative square root of -1.
func SqrtM1() *field.Element {
	minusOne := new(field.Element).Negate(new(field.Element).One())
	r, _ := new(field.Element).SqrtRatio(minusOne, new(field.Element).One())
	return r
}

// LimbsOf returns the canonical limbs of e.
func LimbsOf(e *field.Element) [5]uint64 { return FromBytes((*[32]byte)(e.Bytes())) }

// SetElement sets e to the value of the limbs v (each below 2^63) and
// returns e: LimbsOf's inverse.
func SetElement(e *field.Element, v [5]uint64) *field.Element {
	f := Freeze(v)
	b := Bytes(&f)
	if _, err := e.SetBytes(b[:]); err != nil {
		panic("ed25519: internal error: SetBytes rejected 32 bytes")
	}
	return e
}

// Neg returns the canonical limbs of -x for canonical x.
func Neg(x [5]uint64) [5]uint64 {
	var r [5]uint64
	for i := range r {
		r[i] = TwoP[i] - x[i]
	}
	return Freeze(r)
}

// D2 are the limbs of 2d, d = -121665/121666 mod p.
var D2 = [5]uint64{0x69b9426b2f159, 0x35050762add7a, 0x3cf44c0038052, 0x6738cc7407977, 0x2406d9dc56dff}

// TwoP holds the limbs of 2p (limb 0 is 2^52 - 38, the others 2^52 - 2),
// which a subtraction adds first so that no limb goes negative.
var TwoP = [5]uint64{1<<52 - 38, 1<<52 - 2, 1<<52 - 2, 1<<52 - 2, 1<<52 - 2}
