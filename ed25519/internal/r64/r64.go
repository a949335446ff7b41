// Package r64 is the field modulo p = 2^255-19 as one element in four
// 64-bit words (radix 2^64), little-endian, holding any value below 2^256
// (not necessarily below p), and the decoding of point encodings in it
// (DecodePair: y, then x by the square root of (y^2-1)/(dy^2+1), two
// encodings side by side).
//
// Multiplications, and squarings n at a time with two elements' chains side
// by side, run in the BMI2 kernels of r64_amd64.s (MULX) where the CPU has
// BMI2, else in their portable twins (fe64MulGeneric, ...), which compute
// the same words. Additions, subtractions and comparisons are few in a
// decoding and stay in Go. Outputs may alias inputs. Everything is variable
// time; it handles public data only. It imports only r51 (the curve
// constants and the radix-2^51 limbs that Limbs51 and FromLimbs51 convert
// to and from).
package r64

import (
	"encoding/binary"
	"math/bits"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// Element is a field element as four 64-bit words, value below 2^256.
type Element [4]uint64

// Reduce sets out to a value below 2^256 congruent to the 512-bit t,
// with 2^256 = 38 (mod p): L + 38 H for the halves of t, then the word
// that carries out folded the same way, then 38 more if that carries
// (then the low word is below 2^11, so nothing carries further). The
// squaring kernels take exactly these steps.
func Reduce(out *Element, t *[8]uint64) {
	var r [4]uint64
	var c, top uint64
	h0, l0 := bits.Mul64(t[4], 38)
	h1, l1 := bits.Mul64(t[5], 38)
	h2, l2 := bits.Mul64(t[6], 38)
	h3, l3 := bits.Mul64(t[7], 38)
	r[0], c = bits.Add64(t[0], l0, 0)
	r[1], c = bits.Add64(t[1], l1, c)
	r[2], c = bits.Add64(t[2], l2, c)
	r[3], c = bits.Add64(t[3], l3, c)
	top = h3 + c
	r[1], c = bits.Add64(r[1], h0, 0)
	r[2], c = bits.Add64(r[2], h1, c)
	r[3], c = bits.Add64(r[3], h2, c)
	top += c
	r[0], c = bits.Add64(r[0], top*38, 0)
	r[1], c = bits.Add64(r[1], 0, c)
	r[2], c = bits.Add64(r[2], 0, c)
	r[3], c = bits.Add64(r[3], 0, c)
	r[0] += 38 & -c
	*out = r
}

// fe64MulGeneric sets out = a*b (mod p), below 2^256. out may alias a or
// b.
func fe64MulGeneric(out, a, b *Element) {
	var t [8]uint64
	for i := range 4 {
		var carry uint64
		for j := range 4 {
			hi, lo := bits.Mul64(a[i], b[j])
			var c uint64
			lo, c = bits.Add64(lo, t[i+j], 0)
			hi += c
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			t[i+j], carry = lo, hi
		}
		t[i+4] = carry
	}
	Reduce(out, &t)
}

// fe64SqrNGeneric sets a = a^(2^n), n >= 1, each squaring reduced as
// Reduce does.
func fe64SqrNGeneric(a *Element, n uint64) {
	for range n {
		fe64MulGeneric(a, a, a)
	}
}

// fe64Sqr2NGeneric sets a = a^(2^n) and b = b^(2^n), n >= 1.
func fe64Sqr2NGeneric(a, b *Element, n uint64) {
	fe64SqrNGeneric(a, n)
	fe64SqrNGeneric(b, n)
}

// Add sets out = a + b (mod p), below 2^256: the carry out of the sum
// folded with 38, and 38 more if that carries.
func Add(out, a, b *Element) {
	var r Element
	var c uint64
	r[0], c = bits.Add64(a[0], b[0], 0)
	r[1], c = bits.Add64(a[1], b[1], c)
	r[2], c = bits.Add64(a[2], b[2], c)
	r[3], c = bits.Add64(a[3], b[3], c)
	for c != 0 {
		r[0], c = bits.Add64(r[0], 38, 0)
		r[1], c = bits.Add64(r[1], 0, c)
		r[2], c = bits.Add64(r[2], 0, c)
		r[3], c = bits.Add64(r[3], 0, c)
	}
	*out = r
}

// Sub sets out = a - b (mod p), below 2^256: a borrow means 2^256 was
// added, which is 38 too much, so 38 is taken off (and again if that
// borrows).
func Sub(out, a, b *Element) {
	var r Element
	var c uint64
	r[0], c = bits.Sub64(a[0], b[0], 0)
	r[1], c = bits.Sub64(a[1], b[1], c)
	r[2], c = bits.Sub64(a[2], b[2], c)
	r[3], c = bits.Sub64(a[3], b[3], c)
	for c != 0 {
		r[0], c = bits.Sub64(r[0], 38, 0)
		r[1], c = bits.Sub64(r[1], 0, c)
		r[2], c = bits.Sub64(r[2], 0, c)
		r[3], c = bits.Sub64(r[3], 0, c)
	}
	*out = r
}

// Freeze returns a's value modulo p, below p: a is below 2^256 = 2p +
// 38, so p is taken off at most twice.
func Freeze(a *Element) Element {
	r := *a
	for range 2 {
		// r >= p exactly when r + 19 reaches 2^255, and r - p is r + 19
		// - 2^255: bit 255 of the 257-bit sum flips off (or, when the sum
		// carried out of 2^256, on).
		var t Element
		var c uint64
		t[0], c = bits.Add64(r[0], 19, 0)
		t[1], c = bits.Add64(r[1], 0, c)
		t[2], c = bits.Add64(r[2], 0, c)
		t[3], c = bits.Add64(r[3], 0, c)
		if c != 0 || t[3]>>63 != 0 {
			t[3] ^= 1 << 63
			r = t
		}
	}
	return r
}

// FromBytes returns the low 255 bits of b, little-endian (ignoring
// bit 255, as point decoding does; the value may be at least p).
func FromBytes(b *[32]byte) Element {
	return Element{
		binary.LittleEndian.Uint64(b[0:]),
		binary.LittleEndian.Uint64(b[8:]),
		binary.LittleEndian.Uint64(b[16:]),
		binary.LittleEndian.Uint64(b[24:]) &^ (1 << 63),
	}
}

// Limbs51 returns the radix-2^51 limbs of a's value modulo p.
func Limbs51(a *Element) [5]uint64 {
	r := Freeze(a)
	const m = 1<<51 - 1
	return [5]uint64{
		r[0] & m,
		(r[0]>>51 | r[1]<<13) & m,
		(r[1]>>38 | r[2]<<26) & m,
		(r[2]>>25 | r[3]<<39) & m,
		r[3] >> 12,
	}
}

// FromLimbs51 returns the element of the radix-2^51 limbs v (each
// below 2^51).
func FromLimbs51(v [5]uint64) Element {
	return Element{
		v[0] | v[1]<<51,
		v[1]>>13 | v[2]<<38,
		v[2]>>26 | v[3]<<25,
		v[3]>>39 | v[4]<<12,
	}
}

// Field constants.
var (
	fe64One    = Element{1}
	fe64D      = FromLimbs51(r51.LimbsOf(r51.D()))
	fe64SqrtM1 = FromLimbs51(r51.LimbsOf(r51.SqrtM1()))
)

// Pair is the state of decoding one or two points side by side: each
// operation applies to the first n elements.
type Pair struct {
	e [2]Element
	n int
}

func (x *Pair) sqrN(k uint64) {
	if x.n == 2 {
		Sqr2N(&x.e[0], &x.e[1], k)
	} else {
		SqrN(&x.e[0], k)
	}
}

func (x *Pair) mul(a, b *Pair) {
	for i := range x.n {
		Mul(&x.e[i], &a.e[i], &b.e[i])
	}
}

// pow22523 sets x = x^((p-5)/8) = x^(2^252-3), by the addition chain of
// ref10's fe_pow22523 (250 squarings and 11 multiplications).
func (x *Pair) pow22523() {
	t0, t1, t2 := Pair{n: x.n}, Pair{n: x.n}, Pair{n: x.n}
	t0.e = x.e
	t0.sqrN(1) // x^2
	t1.e = t0.e
	t1.sqrN(2)       // x^8
	t1.mul(x, &t1)   // x^9
	t0.mul(&t0, &t1) // x^11
	t0.sqrN(1)       // x^22
	t0.mul(&t1, &t0) // x^31 = x^(2^5-1)
	t1.e = t0.e
	t1.sqrN(5)
	t0.mul(&t1, &t0) // x^(2^10-1)
	t1.e = t0.e
	t1.sqrN(10)
	t1.mul(&t1, &t0) // x^(2^20-1)
	t2.e = t1.e
	t2.sqrN(20)
	t1.mul(&t2, &t1) // x^(2^40-1)
	t1.sqrN(10)
	t0.mul(&t1, &t0) // x^(2^50-1)
	t1.e = t0.e
	t1.sqrN(50)
	t1.mul(&t1, &t0) // x^(2^100-1)
	t2.e = t1.e
	t2.sqrN(100)
	t1.mul(&t2, &t1) // x^(2^200-1)
	t1.sqrN(50)
	t0.mul(&t1, &t0) // x^(2^250-1)
	t0.sqrN(2)       // x^(2^252-4)
	x.mul(&t0, x)    // x^(2^252-3)
}

// DecodePair decodes the first n (1 or 2) encodings of enc exactly as
// edwards25519.Point.SetBytes does: y is the low 255 bits taken modulo p,
// x the non-negative square root of (y^2-1)/(dy^2+1) (from r = uv^3
// (uv^7)^((p-5)/8), corrected by sqrt(-1) when v r^2 = -u), negated when
// bit 255 is set (x = 0 with the bit set is accepted); then negated once
// more where neg[i] is set. It sets x[i] and y[i] below p and reports in
// ok[i] whether encoding i decoded (x[i] and y[i] are meaningless where it
// did not). The two exponentiations run side by side.
func DecodePair(x, y *[2]Element, enc *[2]*[32]byte, neg [2]bool, n int) (ok [2]bool) {
	u, v, w, r := Pair{n: n}, Pair{n: n}, Pair{n: n}, Pair{n: n}
	for i := range n {
		y[i] = FromBytes(enc[i])
		Mul(&u.e[i], &y[i], &y[i])      // y^2
		Mul(&v.e[i], &u.e[i], &fe64D)   // d y^2
		Sub(&u.e[i], &u.e[i], &fe64One) // u = y^2 - 1
		Add(&v.e[i], &v.e[i], &fe64One) // v = d y^2 + 1
	}
	w.mul(&v, &v) // v^2
	r.mul(&w, &v) // v^3
	r.mul(&r, &u) // u v^3
	w.mul(&w, &w) // v^4
	w.mul(&w, &r) // u v^7
	w.pow22523()  // (u v^7)^((p-5)/8)
	r.mul(&r, &w) // r
	w.mul(&r, &r) // r^2
	w.mul(&w, &v) // v r^2
	for i := range n {
		chk, fu := Freeze(&w.e[i]), Freeze(&u.e[i])
		var zero, negU, negUI Element
		Sub(&negU, &zero, &fu)
		negU = Freeze(&negU)
		correct := chk == fu
		flipped := !correct && chk == negU
		flippedI := false
		if !correct && !flipped {
			Mul(&negUI, &negU, &fe64SqrtM1)
			flippedI = chk == Freeze(&negUI)
		}
		xi := r.e[i]
		if flipped || flippedI {
			Mul(&xi, &xi, &fe64SqrtM1)
		}
		xi = Freeze(&xi)
		if xi[0]&1 != 0 { // the non-negative root
			Sub(&xi, &zero, &xi)
		}
		if (enc[i][31]>>7 != 0) != neg[i] {
			Sub(&xi, &zero, &xi)
		}
		x[i], y[i] = Freeze(&xi), Freeze(&y[i])
		ok[i] = correct || flipped
	}
	return ok
}
