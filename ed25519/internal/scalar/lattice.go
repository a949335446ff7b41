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

// mulWord returns a w modulo 2^256.
func (a *u256) mulWord(w uint64) (r u256) {
	var carry uint64
	for i := range a {
		hi, lo := bits.Mul64(a[i], w)
		var c uint64
		r[i], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
	return r
}

// lehmer runs as many Euclidean steps as the top 63 bits of r0 and r1
// (r0 > r1 >= 2^stop) decide, while r1 stays at least 2^stop, on (r0, r1) and on the
// coefficient magnitudes (t0, t1), flipping odd once per step, and reports
// whether it ran any. Each step maps (x, y) to (y, x - q y) with (x + A)/(y
// + C) = (x + B)/(y + D) = q, which holds for every x, y that the top bits
// can stand for (the matrix entries A, B, C, D alternate in sign, so the
// two quotients bracket the true one). The magnitudes of t add, since t's
// signs alternate: |t0'| = |A| |t0| + |B| |t1|.
func (r0 *u256) lehmer(r1, t0, t1 *u256, odd *bool, stop int) bool {
	h := r0.bitLen() - 63
	xs, ys := r0.shr(h), r1.shr(h)
	x, y := int64(xs[0]), int64(ys[0])
	a, b, c, d := int64(1), int64(0), int64(0), int64(1)
	steps := 0
	for {
		if y+c == 0 || y+d == 0 {
			break
		}
		q := (x + a) / (y + c)
		if q != (x+b)/(y+d) {
			break
		}
		// Stop before r1 could drop below 2^stop (r1 is within a few units
		// of y 2^h): the exact steps take over, to stop at the first
		// remainder below 2^stop.
		ny := x - q*y
		if lim := stop + 2 - h; lim >= 62 || ny < 4 || lim > 0 && ny < 1<<lim {
			break
		}
		a, c = c, a-q*c
		b, d = d, b-q*d
		x, y = y, ny
		steps++
	}
	if steps == 0 || b == 0 {
		return false
	}
	// (r0, r1) = (a r0 + b r1, c r0 + d r1), with a, b of opposite signs
	// and c, d too; (|t0|, |t1|) = (|a| |t0| + |b| |t1|, |c| |t0| + |d| |t1|).
	combine := func(p, q int64, u, v *u256) (r u256) {
		// p u + q v, known to be nonnegative, with p, q of opposite signs.
		pu, qv := u.mulWord(abs64(p)), v.mulWord(abs64(q))
		if p >= 0 && q <= 0 {
			pu.sub(&qv)
			return pu
		}
		qv.sub(&pu)
		return qv
	}
	magnitude := func(p, q int64, u, v *u256) (r u256) {
		r = u.mulWord(abs64(p))
		qv := v.mulWord(abs64(q))
		r.add(&qv)
		return r
	}
	n0, n1 := combine(a, b, r0, r1), combine(c, d, r0, r1)
	m0, m1 := magnitude(a, b, t0, t1), magnitude(c, d, t0, t1)
	*r0, *r1, *t0, *t1 = n0, n1, m0, m1
	if steps%2 == 1 {
		*odd = !*odd
	}
	return true
}

func abs64(v int64) uint64 {
	if v < 0 {
		return uint64(-v)
	}
	return uint64(v)
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
	// (Knuth, TAOCP vol. 2, 4.5.2, algorithm L), and while r1 certainly
	// stays at least 2^stop, then apply the steps' matrix to r and t at once.
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
