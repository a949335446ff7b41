package scalar

import (
	"encoding/binary"
	"math/bits"
)

// This file shortens the challenge of a verification, after Pornin
// ("Optimized lattice basis reduction in dimension 2, and fast Schnorr and
// EdDSA signature verification", 2020), for the whole group rather than
// its prime-order subgroup: with n = 8L, the order of the curve's group,
// and integers c, d such that c = d k (mod n) and d odd (so d is prime to
// n: below L, it is no multiple of L), every point P of the curve has
//
//	P = 0  exactly when  [d]P = 0,
//
// and for P = R + [k]A - [S]B,
//
//	[d]P = [d]R + [c]A - [d S mod L]B,
//
// since [n]A = 0 and B has order L. With c and d of about 128 bits each
// (the extended Euclidean algorithm on n and k, stopped at the first
// remainder below 2^128, gives |c| < 2^128 and |d| <= n / 2^128; when that
// d is even, the next step's is odd, as consecutive coefficients are
// coprime, and usually a few bits longer), the double-base multiplication
// of 252 doublings becomes one of about 128 doublings with the bases R, A
// and the two halves of [d S mod L]B. The
// test is exact, for the cofactorless profiles too: no torsion component of
// R or A is lost, because c is congruent to d k modulo the whole group
// order, not only modulo L.

// u256 is a 256-bit unsigned integer, little-endian words.
type u256 [4]uint64

// n8L is 8L = 2^255 + 8 * 27742317777372353535851937790883648493.
var n8L = u256{0xc09318d2e7ae9f68, 0xa6f7cef517bce6b2, 0, 0x8000000000000000}

func (a *u256) bitLen() int {
	for i := 3; i >= 0; i-- {
		if a[i] != 0 {
			return 64*i + bits.Len64(a[i])
		}
	}
	return 0
}

func (a *u256) less(b *u256) bool {
	for i := 3; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// sub sets a = a - b; b must not exceed a.
func (a *u256) sub(b *u256) {
	var borrow uint64
	for i := range a {
		a[i], borrow = bits.Sub64(a[i], b[i], borrow)
	}
}

// add sets a = a + b modulo 2^256.
func (a *u256) add(b *u256) {
	var carry uint64
	for i := range a {
		a[i], carry = bits.Add64(a[i], b[i], carry)
	}
}

// shl returns a << s, s < 256, modulo 2^256.
func (a *u256) shl(s int) (r u256) {
	w, b := s/64, uint(s%64)
	for i := 3; i >= w; i-- {
		r[i] = a[i-w] << b
		if b != 0 && i-w-1 >= 0 {
			r[i] |= a[i-w-1] >> (64 - b)
		}
	}
	return r
}

// shr1 sets a = a >> 1.
func (a *u256) shr1() {
	for i := range 3 {
		a[i] = a[i]>>1 | a[i+1]<<63
	}
	a[3] >>= 1
}

// shr returns a >> s, s < 256.
func (a *u256) shr(s int) (r u256) {
	w, b := s/64, uint(s%64)
	for i := 0; i+w < 4; i++ {
		r[i] = a[i+w] >> b
		if b != 0 && i+w+1 < 4 {
			r[i] |= a[i+w+1] << (64 - b)
		}
	}
	return r
}

// divMod sets a = a mod b and returns floor(a / b); b must not be zero.
// A quotient below 2^31 (almost every step of the Euclidean algorithm) is
// estimated from the top 64 bits of a and b, from below and off by at most
// one, then corrected; a larger one is found by shifts and subtractions.
func (a *u256) divMod(b *u256) (q u256) {
	if a.less(b) {
		return q
	}
	la, lb := a.bitLen(), b.bitLen()
	if la-lb < 32 {
		sh := max(la-64, 0)
		at, bt := a.shr(sh), b.shr(sh)
		qe := at[0] / (bt[0] + 1) // bt[0] >= 2^31: at most one below
		var p u256
		p.mulAdd(&u256{qe}, b)
		a.sub(&p)
		for !a.less(b) {
			a.sub(b)
			qe++
		}
		return u256{qe}
	}
	s := la - lb
	bs := b.shl(s)
	for i := s; i >= 0; i-- {
		if !a.less(&bs) {
			a.sub(&bs)
			q[i/64] |= 1 << (i % 64)
		}
		bs.shr1()
	}
	return q
}

// mulAdd sets a = a + q b modulo 2^256.
func (a *u256) mulAdd(q, b *u256) {
	var p u256
	for i := range 4 {
		if q[i] == 0 {
			continue
		}
		var carry uint64
		for j := 0; i+j < 4; j++ {
			hi, lo := bits.Mul64(q[i], b[j])
			var c1, c2 uint64
			lo, c1 = bits.Add64(lo, p[i+j], 0)
			lo, c2 = bits.Add64(lo, carry, 0)
			p[i+j] = lo
			carry = hi + c1 + c2
		}
	}
	a.add(&p)
}

// lehmer runs as many Euclidean steps on (r0, r1), r0 > r1 >= 2^stop, as
// the top 63 bits of r0 (and the bits of r1 at the same place) decide, each
// with a divisor that is certainly at least 2^stop, and applies them to
// (r0, r1) and to the coefficient magnitudes (t0, t1) at once, flipping
// odd once per step; it reports whether it ran any.
//
// With x = r0 >> h and y = r1 >> h, the steps run on (x, y): after i
// steps the pair is (a_i, a_(i+1)), a_j = u_j x + v_j y, where u_j and v_j
// have opposite signs (or one is zero) and magnitudes U_j <= V_j for j >= 1
// (V_1 = 1, U_1 = 0, and both follow W_(j+1) = W_(j-1) + q_j W_j). The
// same combination of the whole numbers differs from a_j 2^h by less than
// V_j 2^h, since the bits of r0 and r1 below h are in [0, 2^h). So a
// step's quotient q is that of the whole numbers when its remainder
// a_(i+2) >= V_(i+2) (the whole remainder is not negative) and a_(i+1) -
// a_(i+2) >= V_(i+1) + V_(i+2) (it is below the divisor): Jebelean's
// condition ("Improving the multiprecision Euclidean algorithm", 1993).
// The whole divisor is at least 2^stop when a_(i+1) - V_(i+1) >=
// 2^(stop-h). Every U and V stays at most a_j < 2^63, so nothing
// overflows. The chain of a step is one division (quotient and remainder
// from one DIV): its latency bounds this loop.
func (r0 *u256) lehmer(r1, t0, t1 *u256, odd *bool, stop int) bool {
	h := max(r0.bitLen()-63, 0)
	x, y := r0.bitsAt(h), r1.bitsAt(h)
	var lim uint64 = 1
	if stop > h {
		if stop-h >= 62 {
			return false
		}
		lim = 1 << (stop - h)
	}
	u0, v0, u1, v1 := uint64(1), uint64(0), uint64(0), uint64(1)
	steps := 0
	for y >= v1+lim {
		q, nx := x/y, x%y
		nv := v0 + q*v1
		if nx < nv || y-nx < v1+nv {
			break
		}
		x, y = y, nx
		u0, u1 = u1, u0+q*u1
		v0, v1 = v1, nv
		steps++
	}
	if steps == 0 {
		return false
	}
	// After s steps the new pair is (u_s r0 + v_s r1, u_(s+1) r0 +
	// v_(s+1) r1), u_j of sign (-1)^j and v_j of the other (j >= 1); the
	// coefficients' magnitudes add, as t's signs alternate too.
	var n0, n1 u256
	if steps%2 == 0 {
		n0, n1 = mulSub(u0, r0, v0, r1), mulSub(v1, r1, u1, r0)
	} else {
		n0, n1 = mulSub(v0, r1, u0, r0), mulSub(u1, r0, v1, r1)
		*odd = !*odd
	}
	m0, m1 := mulAdd2(u0, t0, v0, t1), mulAdd2(u1, t0, v1, t1)
	*r0, *r1, *t0, *t1 = n0, n1, m0, m1
	return true
}

// bitsAt returns the 64 bits of a from bit h up (zeros above bit 255).
func (a *u256) bitsAt(h int) uint64 {
	w, b := h/64, uint(h%64)
	v := a[w] >> b
	if b != 0 && w < 3 {
		v |= a[w+1] << (64 - b)
	}
	return v
}

// mulSub returns u x - v y, which the caller knows to be in [0, 2^256).
func mulSub(u uint64, x *u256, v uint64, y *u256) (r u256) {
	var cu, cv, borrow uint64
	for i := range 4 {
		hu, lu := bits.Mul64(u, x[i])
		hv, lv := bits.Mul64(v, y[i])
		var c uint64
		lu, c = bits.Add64(lu, cu, 0)
		cu = hu + c
		lv, c = bits.Add64(lv, cv, 0)
		cv = hv + c
		r[i], borrow = bits.Sub64(lu, lv, borrow)
	}
	return r
}

// mulAdd2 returns u x + v y modulo 2^256.
func mulAdd2(u uint64, x *u256, v uint64, y *u256) (r u256) {
	var carry uint64
	for i := range 4 {
		hu, lu := bits.Mul64(u, x[i])
		hv, lv := bits.Mul64(v, y[i])
		var c1, c2 uint64
		lu, c1 = bits.Add64(lu, lv, 0)
		r[i], c2 = bits.Add64(lu, carry, 0)
		carry = hu + hv + c1 + c2
	}
	return r
}

// BitLen returns the length in bits of the little-endian integer b (0 for
// 0): the lengths of a shortened check's c and d, which set its chain.
func BitLen(b *[32]byte) int {
	for i := 31; i >= 0; i-- {
		if b[i] != 0 {
			return 8*i + bits.Len8(b[i])
		}
	}
	return 0
}

// MaxBits bounds the lengths of c and d that ShortChallenge returns:
// longer ones (rare) are not worth it, and the caller falls back to the
// full-length multiplication.
const MaxBits = 192

// ShortChallenge returns c and d, c = d k (mod 8L) with d odd and
// positive, as the magnitude of c, its sign (cNeg) and d, little-endian,
// for the challenge k < L (little-endian bytes): both of about 128 bits.
// It reports false when c or d would exceed MaxBits bits.
func ShortChallenge(k *[32]byte) (c [32]byte, cNeg bool, d [32]byte, ok bool) {
	return SplitChallenge(k, 128)
}

// SplitChallenge is ShortChallenge stopped at the first remainder below
// 2^stop instead of 2^128: c below 2^stop and d of about 255 - stop bits
// (a few more when the d found was even): stop = 128 is ShortChallenge's
// balanced split; a larger stop makes d the short one.
func SplitChallenge(k *[32]byte, stop int) (c [32]byte, cNeg bool, d [32]byte, ok bool) {
	// Remainders r and the magnitudes of their coefficients t, r_i = t_i k
	// (mod n) with t_i of sign (-1)^(i+1): (r0, t0) = (n, 0), (r1, t1) =
	// (k, 1), and r_(i+1) = r_(i-1) - q r_i, |t_(i+1)| = |t_(i-1)| + q |t_i|.
	var r1 u256
	for i := range r1 {
		r1[i] = binary.LittleEndian.Uint64(k[8*i:])
	}
	r0, t0, t1 := n8L, u256{}, u256{1}
	odd := true // whether i is odd, so that t_i is positive
	step := func() {
		q := r0.divMod(&r1) // r0 = r_(i-1) mod r_i
		t0.mulAdd(&q, &t1)
		r0, r1 = r1, r0
		t0, t1 = t1, t0
		odd = !odd
	}
	// Lehmer's method: run the steps on the top 63 bits of r0 and r1 for
	// as long as their quotients are certainly those of the whole numbers
	// (Knuth, TAOCP vol. 2, 4.5.2, algorithm L) and their divisors
	// certainly at least 2^stop, then apply the steps' matrix to r and t
	// at once; a step the top bits cannot decide runs on the whole numbers.
	for r1.bitLen() > stop {
		if !r0.lehmer(&r1, &t0, &t1, &odd, stop) {
			step()
		}
	}
	if t1[0]&1 == 0 {
		// Consecutive coefficients are coprime: the next one is odd. r1
		// is not zero here (it is zero only for k = 0, where t1 = 1).
		step()
	}
	if r1.bitLen() > MaxBits || t1.bitLen() > MaxBits {
		return c, false, d, false
	}
	for i := range 4 {
		binary.LittleEndian.PutUint64(c[8*i:], r1[i])
		binary.LittleEndian.PutUint64(d[8*i:], t1[i])
	}
	// c = r = t k with t = (-1)^(i+1) |t|; for negative t, (-c, -t).
	return c, !odd, d, true
}
