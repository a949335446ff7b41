package r51

import (
	"math/bits"
	"sync"
)

// This file is a variable-time inversion modulo p by Bernstein and Yang's
// divsteps ("Fast constant-time gcd computation and modular inversion",
// TCHES 2019), in the form with delta starting at 1/2 ("hddivsteps"):
// from f = p, g = x, each step maps (delta, f, g) to (1 - delta, g,
// (g - f)/2) when delta > 0 and g is odd, else to (1 + delta, f, (g + (g
// mod 2) f)/2), until g = 0; then f = ±1, and the same steps applied
// modulo p to (0, 1) give ±1/x. Sixty steps at a time are decided on the
// low words of f and g alone, four at a time from a table, and collected
// in a 2x2 matrix, which is then applied to the full f and g and, with a
// multiple of p added to make the division by 2^62 exact, to the modular
// pair. It stops as soon as g = 0 and works on fewer limbs as f and g
// shrink, so its time depends on x: the input must be public.

// s62 is a signed integer in radix 2^62: value = sum_i s[i] 2^(62 i), with
// s[0..3] in [0, 2^62) and s[4] signed.
type s62 [5]int64

const mask62 = 1<<62 - 1

// p62 is p in radix 2^62.
var p62 = s62{mask62 - 18, mask62, mask62, mask62, 1<<7 - 1}

// pInv62 is p^-1 modulo 2^62.
var pInv62 = func() uint64 {
	p0 := uint64(p62[0]) | uint64(p62[1])<<62
	inv := p0 // correct to 3 bits for odd p0; each step doubles them
	for range 5 {
		inv *= 2 - p0*inv
	}
	return inv & mask62
}()

// invertBatches bounds the batches of 60 steps: for f and g below 2^256,
// g reaches 0 within 590 steps of this form (P. Wuille's machine-checked
// bound for it, github.com/sipa/safegcd-bounds, hddivsteps590; the
// paper's own bound, for delta starting at 1, is 741).
const invertBatches = 10

// InvertVar returns the canonical limbs of 1/x modulo p and true, or zeros
// and false when x is 0 modulo p. x's limbs must be below 2^63. Its time
// depends on x, which must be public.
func InvertVar(x [5]uint64) ([5]uint64, bool) {
	fx := Freeze(x)
	if fx == ([5]uint64{}) {
		return [5]uint64{}, false
	}
	f, g := p62, s62FromLimbs(&fx)
	var d, e s62 // f = d x and g = e x (mod p)
	e[0] = 1
	n := 5            // f and g fit in their low n limbs, the top one signed
	delta := int64(1) // twice the paper's delta
	tab := steps4()
	for range invertBatches {
		var t [4]int64
		delta, t = divsteps60(tab, delta, f.low64(n), g.low64(n))
		updateFG(&f, &g, &t, n)
		updateDE(&d, &e, &t)
		if g[0] == 0 {
			zero := true
			for i := 1; i < n; i++ {
				zero = zero && g[i] == 0
			}
			if zero {
				break
			}
		}
		// Drop a top limb that only carries the sign of f and g into the
		// limb below.
		if n > 1 {
			ft, gt := f[n-1], g[n-1]
			if (ft == 0 || ft == -1) && (gt == 0 || gt == -1) {
				f[n-2] |= ft << 62
				g[n-2] |= gt << 62
				n--
			}
		}
	}
	for i := range n {
		if g[i] != 0 {
			panic("ed25519/internal/r51: internal error: divsteps did not end")
		}
	}
	// f = ±1: with its sign-only top limbs folded down, one limb remains.
	for n > 1 && (f[n-1] == 0 || f[n-1] == -1) {
		f[n-2] |= f[n-1] << 62
		n--
	}
	switch {
	case n == 1 && f[0] == 1:
	case n == 1 && f[0] == -1:
		d = neg62(&d)
	default:
		panic("ed25519/internal/r51: internal error: gcd with p is not 1")
	}
	d = normalize62(&d)
	return d.limbs51(), true
}

// low64 returns the low 64 bits of a held in its low n limbs.
func (a *s62) low64(n int) int64 {
	if n == 1 {
		return a[0]
	}
	return a[0] | a[1]<<62
}

// divsteps60 runs 60 steps from delta (twice the paper's, odd) on the low
// words f and g (f odd) and returns the new delta and the transition
// matrix t = [u v; q r], with 2^62 f' = u f + v g and 2^62 g' = q f + r g
// for the full values (the matrix of the 60 steps times 4); |u| + |v| and
// |q| + |r| are at most 2^62. It takes four steps at a time from tab
// (steps4's table), without a branch on f and g (delta's clamp compiles
// to branches that predict well), composing the matrix as it goes, where
// it overlaps the lookups' chain. At its i-th lookup the low four bits
// of f and g are bits 4i to 4i+3 of the words given, which the 64-bit
// words hold for i < 15.
func divsteps60(tab *[1024]step4, delta int64, f, g int64) (int64, [4]int64) {
	u, v, q, r := int64(4), int64(0), int64(0), int64(4)
	for range 15 {
		// (delta clamped to [-7, 7], odd, plus 7) << 6 is its class << 7.
		e := &tab[(min(max(delta, -7), 7)+7)<<6|(f>>1&7)<<4|g&15]
		a, b, c, d := int64(e.u), int64(e.v), int64(e.q), int64(e.r)
		f, g = (a*f+b*g)>>4, (c*f+d*g)>>4
		delta = delta ^ int64(e.neg) + int64(e.c)
		u, v, q, r = a*u+b*q, a*v+b*r, c*u+d*q, c*v+d*r
	}
	return delta, [4]int64{u, v, q, r}
}

// step4 is the effect of four steps, which depends only on the low four
// bits of f and g and on delta's class (delta <= -7/2, -5/2, ..., 5/2,
// >= 7/2: from those extremes no second swap fits in four steps):
// 16 f' = u f + v g, 16 g' = q f + r g, delta' = (delta ^ neg) + c
// (neg = 0 or -1: c' + delta or c' - delta, with c = c' + 1 when neg is
// -1) in twice the paper's units. Eight bytes, so that an index
// scales into an address in one instruction.
type step4 struct{ u, v, q, r, neg, c, _, _ int8 }

// steps4 returns the table of step4, indexed by delta's class (0..7) << 7
// | (f mod 16) >> 1 << 4 | g mod 16. It is built on first use, not at
// start-up: a program that links this package but never inverts (vilya's
// b3sum) does not pay for it.
var steps4 = sync.OnceValue(func() *[1024]step4 {
	t := new([1024]step4)
	for class := range 8 {
		for fl := 1; fl < 16; fl += 2 {
			for gl := range 16 {
				delta := int64(2*class - 7)
				f, g := int64(fl), int64(gl)
				u, v, q, r := int64(1), int64(0), int64(0), int64(1)
				s, c := int64(1), int64(0)
				for range 4 {
					switch {
					case delta > 0 && g&1 != 0:
						delta, f, g = 2-delta, g, (g-f)>>1
						u, v, q, r = 2*q, 2*r, q-u, r-v
						s, c = -s, 2-c
					case g&1 != 0:
						delta, g = delta+2, (g+f)>>1
						u, v, q, r = 2*u, 2*v, q+u, r+v
						c += 2
					default:
						delta, g = delta+2, g>>1
						u, v = 2*u, 2*v
						c += 2
					}
				}
				t[class<<7|fl>>1<<4|gl] = step4{u: int8(u), v: int8(v), q: int8(q), r: int8(r), neg: int8(s >> 1), c: int8(c - s>>1)}
			}
		}
	}
	return t
})

// mulS returns the signed 128-bit product x y as (hi, lo).
func mulS(x, y int64) (int64, uint64) {
	h, l := bits.Mul64(uint64(x), uint64(y))
	hs := int64(h) - (x>>63)&y - (y>>63)&x
	return hs, l
}

// acc128 is a signed 128-bit accumulator.
type acc128 struct {
	hi int64
	lo uint64
}

func (a *acc128) addMul(x, y int64) {
	h, l := mulS(x, y)
	var c uint64
	a.lo, c = bits.Add64(a.lo, l, 0)
	a.hi += h + int64(c)
}

// next returns the low 62 bits and leaves the accumulator shifted right
// by 62 (arithmetic).
func (a *acc128) next() int64 {
	low := int64(a.lo & mask62)
	a.lo = uint64(a.hi<<2) | a.lo>>62
	a.hi >>= 62
	return low
}

// updateFG sets f, g = (u f + v g)/2^62, (q f + r g)/2^62 (both exact),
// for f and g held in their low n limbs (the top one signed).
func updateFG(f, g *s62, t *[4]int64, n int) {
	u, v, q, r := t[0], t[1], t[2], t[3]
	var cf, cg acc128
	cf.addMul(u, f[0])
	cf.addMul(v, g[0])
	cg.addMul(q, f[0])
	cg.addMul(r, g[0])
	cf.next()
	cg.next()
	for i := 1; i < n; i++ {
		fi, gi := f[i], g[i]
		cf.addMul(u, fi)
		cf.addMul(v, gi)
		cg.addMul(q, fi)
		cg.addMul(r, gi)
		f[i-1] = cf.next()
		g[i-1] = cg.next()
	}
	f[n-1] = int64(cf.lo)
	g[n-1] = int64(cg.lo)
}

// updateDE sets d, e = (u d + v e + m p)/2^62, (q d + r e + m' p)/2^62,
// with m and m' in [0, 2^62) chosen to make both divisions exact. With
// |u| + |v| <= 2^62 each result is at most p larger in magnitude than the
// larger of |d| and |e|: from |d|, |e| <= p, ten batches leave them below
// 11p < 2^259, which the top limb holds.
func updateDE(d, e *s62, t *[4]int64) {
	u, v, q, r := t[0], t[1], t[2], t[3]
	md := int64(-(uint64(u)*uint64(d[0]) + uint64(v)*uint64(e[0])) * pInv62 & mask62)
	me := int64(-(uint64(q)*uint64(d[0]) + uint64(r)*uint64(e[0])) * pInv62 & mask62)
	// m p = m 2^255 - 19 m: -19 m at limb 0, m 2^7 at limb 4.
	var cd, ce acc128
	cd.addMul(u, d[0])
	cd.addMul(v, e[0])
	cd.addMul(md, -19)
	ce.addMul(q, d[0])
	ce.addMul(r, e[0])
	ce.addMul(me, -19)
	cd.next()
	ce.next()
	for i := 1; i < 5; i++ {
		di, ei := d[i], e[i]
		cd.addMul(u, di)
		cd.addMul(v, ei)
		ce.addMul(q, di)
		ce.addMul(r, ei)
		if i == 4 {
			cd.addMul(md, 1<<7)
			ce.addMul(me, 1<<7)
		}
		d[i-1] = cd.next()
		e[i-1] = ce.next()
	}
	d[4] = int64(cd.lo)
	e[4] = int64(ce.lo)
}

// normalize62 returns a reduced into [0, p), for |a| < 16p.
func normalize62(a *s62) s62 {
	r := *a
	for r[4] < 0 {
		r = add62(&r, &p62)
	}
	for !less62(&r, &p62) {
		r = sub62(&r, &p62)
	}
	return r
}

// add62 returns a + b with limbs carried.
func add62(a, b *s62) s62 {
	var r s62
	var c int64
	for i := range 4 {
		s := a[i] + b[i] + c
		r[i], c = s&mask62, s>>62
	}
	r[4] = a[4] + b[4] + c
	return r
}

// sub62 returns a - b with limbs carried.
func sub62(a, b *s62) s62 {
	var r s62
	var c int64
	for i := range 4 {
		s := a[i] - b[i] + c
		r[i], c = s&mask62, s>>62
	}
	r[4] = a[4] - b[4] + c
	return r
}

// neg62 returns -a.
func neg62(a *s62) s62 { return sub62(&s62{}, a) }

// less62 reports whether a < b, for carried a and b.
func less62(a, b *s62) bool {
	if a[4] != b[4] {
		return a[4] < b[4]
	}
	for i := 3; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// s62FromLimbs returns the value of limbs v (each below 2^51) in radix 2^62.
func s62FromLimbs(v *[5]uint64) s62 {
	return s62{
		int64((v[0] | v[1]<<51) & mask62),
		int64((v[1]>>11 | v[2]<<40) & mask62),
		int64((v[2]>>22 | v[3]<<29) & mask62),
		int64((v[3]>>33 | v[4]<<18) & mask62),
		int64(v[4] >> 44),
	}
}

// limbs51 returns the radix-2^51 limbs of a in [0, 2^255).
func (a *s62) limbs51() [5]uint64 {
	return [5]uint64{
		uint64(a[0]) & Mask51,
		(uint64(a[0])>>51 | uint64(a[1])<<11) & Mask51,
		(uint64(a[1])>>40 | uint64(a[2])<<22) & Mask51,
		(uint64(a[2])>>29 | uint64(a[3])<<33) & Mask51,
		(uint64(a[3])>>18 | uint64(a[4])<<44) & Mask51,
	}
}
