//go:build !purego

package r51x8

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// longRuns are repeat counts at the callers' extremes: a solo doubling's
// 64, the 5*7*4 = 140 doublings of ifma.NewKeyTables's first step, and the
// 255 + 3 that a Straus walk's last double(pending + 3) can ask for.
var longRuns = []uint64{64, 5 * 7 * 4, 258}

func requireIFMA(t testing.TB) {
	t.Helper()
	if !cpu.IFMA {
		t.Skip("no AVX-512 IFMA on this CPU (VILYA_REQUIRE_KERNELS=ifma makes TestBackends fail instead)")
	}
}

// fillFe8 returns an element with every limb v.
func fillFe8(v uint64) (x Element) {
	for i := range x {
		for l := range x[i] {
			x[i][l] = v
		}
	}
	return x
}

// randSubtrahend returns an element whose limbs are at most those of 2p
// (Sub's subtrahend bound), biased towards 0 and 2p itself.
func randSubtrahend(r *rand.Rand) (x Element) {
	for i := range x {
		for l := range x[i] {
			x[i][l] = edtest.EdgeLimb(r, r51.TwoP[i]+1)
		}
	}
	return x
}

// sumBound returns the bound of Add's operands and Sub's minuend:
// carried mostly, and their documented maximum, 2^62, too.
func sumBound(r *rand.Rand) uint64 {
	return [...]uint64{CarriedBound, 1 << 52, 1 << 62}[r.IntN(3)]
}

// TestFe8KernelsIFMA checks every field kernel against its portable twin
// bit for bit, with operands at the extremes of their contracts
// (multiplication operands below 2^52, sums' below 2^62, a subtrahend up to
// 2p), with up to 100 squarings (the inversion chain's longest), and with
// out aliasing the operands as callers pass it (Mul(x, x, y)).
func TestFe8KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(5, 6))
	for iter := range 2000 {
		bound := uint64(1 << 52)
		if iter%2 == 1 {
			bound = CarriedBound
		}
		a, b := randFe8(r, bound), randFe8(r, bound)
		ca, cb := randFe8(r, sumBound(r)), randFe8(r, sumBound(r))
		sb := randSubtrahend(r)
		switch iter {
		case 0: // every limb at its maximum
			a, b, ca, cb, sb = fillFe8(mask52), fillFe8(mask52), fillFe8(1<<62-1), fillFe8(1<<62-1), Element{}
			for i := range sb {
				for l := range sb[i] {
					sb[i][l] = r51.TwoP[i]
				}
			}
		case 1:
			a, b, ca, cb, sb = fillFe8(CarriedBound-1), Element{}, Element{}, fillFe8(CarriedBound-1), fillFe8(CarriedBound-1)
		}
		var got, want Element
		check := func(what string) {
			t.Helper()
			if got != want {
				t.Fatalf("%s(%x, %x, %x, %x, %x) = %x, want %x", what, a, b, ca, cb, sb, got, want)
			}
		}
		fe8MulIFMA(&got, &a, &b)
		fe8MulGeneric(&want, &a, &b)
		check("fe8MulIFMA")
		got, want = a, a
		fe8MulIFMA(&got, &got, &b)
		fe8MulGeneric(&want, &want, &b)
		check("fe8MulIFMA out=a")
		got, want = b, b
		fe8MulIFMA(&got, &a, &got)
		fe8MulGeneric(&want, &a, &want)
		check("fe8MulIFMA out=b")
		got, want = a, a
		fe8MulIFMA(&got, &got, &got)
		fe8MulGeneric(&want, &want, &want)
		check("fe8MulIFMA out=a=b")
		n := uint64(1 + iter%5)
		if iter%100 == 3 {
			n = 100
		}
		fe8SqrIFMA(&got, &a, n)
		fe8SqrGeneric(&want, &a, n)
		check("fe8SqrIFMA")
		got, want = a, a
		fe8SqrIFMA(&got, &got, n)
		fe8SqrGeneric(&want, &want, n)
		check("fe8SqrIFMA aliased")
		fe8AddIFMA(&got, &ca, &cb)
		fe8AddGeneric(&want, &ca, &cb)
		check("fe8AddIFMA")
		got, want = ca, ca
		fe8AddIFMA(&got, &got, &cb)
		fe8AddGeneric(&want, &want, &cb)
		check("fe8AddIFMA out=a")
		got, want = cb, cb
		fe8AddIFMA(&got, &ca, &got)
		fe8AddGeneric(&want, &ca, &want)
		check("fe8AddIFMA out=b")
		fe8SubIFMA(&got, &ca, &sb)
		fe8SubGeneric(&want, &ca, &sb)
		check("fe8SubIFMA")
		got, want = ca, ca
		fe8SubIFMA(&got, &got, &sb)
		fe8SubGeneric(&want, &want, &sb)
		check("fe8SubIFMA out=a")
		got, want = sb, sb // Sub(p, zero, p)
		fe8SubIFMA(&got, &ca, &got)
		fe8SubGeneric(&want, &ca, &want)
		check("fe8SubIFMA out=b")
		got, want = ca, ca
		fe4MulIFMA(&got, &a, &b)
		fe4MulGeneric(&want, &a, &b)
		check("fe4MulIFMA")
		got, want = a, a
		fe4MulIFMA(&got, &got, &b)
		fe4MulGeneric(&want, &want, &b)
		check("fe4MulIFMA out=a")
		got, want = b, b
		fe4MulIFMA(&got, &a, &got)
		fe4MulGeneric(&want, &a, &want)
		check("fe4MulIFMA out=b")
		got, want = cb, cb
		fe4SqrIFMA(&got, &a, n)
		fe4SqrGeneric(&want, &a, n)
		check("fe4SqrIFMA")
		got, want = a, a
		fe4SqrIFMA(&got, &got, n)
		fe4SqrGeneric(&want, &want, n)
		check("fe4SqrIFMA aliased")
	}
}

// ifmaNegs are masks at the extremes of the select kernels' neg: none,
// single lanes, whole halves, all eight lanes, bits above 7 only (which
// every select kernel ignores) and all 32 bits.
var ifmaNegs = []uint32{0, 1, 2, 4, 8, 0x10, 0x80, 0x0f, 0xf0, 0xff, 0x100, 0x80000000, 0xffffff00, 0xffffffff}

// randIFMANeg returns an extreme mask or an arbitrary one.
func randIFMANeg(r *rand.Rand) uint32 {
	switch r.IntN(3) {
	case 0:
		return ifmaNegs[r.IntN(len(ifmaNegs))]
	case 1:
		return r.Uint32() & 0xff
	default:
		return r.Uint32()
	}
}

// point8Kernels are the eight-lane point kernels of one variant: the IFMA
// ones, or their MulQ twins.
type point8Kernels struct {
	name                      string
	double                    func(p *Point, n uint64)
	add, addNoT, addAffineNoT func(p *Point, q *Cached)
	cached                    func(out *Cached, p *Point)
}

var (
	point8IFMA     = point8Kernels{"IFMA", point8DoubleIFMA, point8AddIFMA, point8AddNoTIFMA, point8AddAffineNoTIFMA, point8CachedIFMA}
	point8IFMAMulQ = point8Kernels{"IFMAMulQ", point8DoubleIFMAMulQ, point8AddIFMAMulQ, point8AddNoTIFMAMulQ, point8AddAffineNoTIFMAMulQ, point8CachedIFMAMulQ}
)

// randPoint8Case draws the operands of iteration iter of a point kernel
// test: a carried point and cached point (every limb at the carried
// maximum in iteration 0) and a doubling count (1..4, or one of longRuns
// every 50 iterations).
func randPoint8Case(r *rand.Rand, iter int) (p Point, c Cached, n uint64) {
	for i := range p {
		p[i] = randFe8(r, CarriedBound)
		c[i] = randFe8(r, CarriedBound)
		if iter == 0 { // every limb at the carried maximum
			p[i], c[i] = fillFe8(CarriedBound-1), fillFe8(CarriedBound-1)
		}
	}
	n = uint64(1 + iter%4)
	if iter%50 == 5 {
		n = longRuns[iter/50%len(longRuns)]
	}
	return p, c, n
}

// comparePoint8Kernels runs k's doubling (n times), addition and addition
// without T on p and c, and its cached form of the result, against the
// portable twins, bit for bit; p is left at the kernels' result.
func comparePoint8Kernels(t *testing.T, k point8Kernels, p *Point, c *Cached, n uint64) {
	t.Helper()
	q := *p
	k.double(p, n)
	point8DoubleGeneric(&q, n)
	if *p != q {
		t.Fatalf("point8Double%s(n=%d) mismatch", k.name, n)
	}
	k.add(p, c)
	point8AddGeneric(&q, c)
	if *p != q {
		t.Fatalf("point8Add%s mismatch", k.name)
	}
	k.addNoT(p, c)
	point8AddNoTGeneric(&q, c)
	if *p != q {
		t.Fatalf("point8AddNoT%s mismatch", k.name)
	}
	// c's 2Z is not read: any limbs do.
	k.addAffineNoT(p, c)
	point8AddAffineNoTGeneric(&q, c)
	if *p != q {
		t.Fatalf("point8AddAffineNoT%s mismatch", k.name)
	}
	var c1, c2 Cached
	k.cached(&c1, p)
	point8CachedGeneric(&c2, p)
	if c1 != c2 {
		t.Fatalf("point8Cached%s mismatch", k.name)
	}
}

// TestPoint8KernelsIFMA checks the point kernels against their twins bit
// for bit on carried inputs (any limbs: the kernels' arithmetic does not
// depend on the lanes being points).
func TestPoint8KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(7, 8))
	for iter := range 300 {
		p, c, n := randPoint8Case(r, iter)
		comparePoint8Kernels(t, point8IFMA, &p, &c, n)
		var c1, c2 Cached
		var tab [17]Cached
		for e := range tab {
			for i := range tab[e] {
				tab[e][i] = randFe8(r, CarriedBound)
			}
		}
		var idx [8]uint64
		var ents [8]*Cached4
		var compact [17]Cached4
		for e := range compact {
			for i := range compact[e] {
				for j := range compact[e][i] {
					compact[e][i][j] = edtest.EdgeLimb(r, CarriedBound)
				}
			}
		}
		for l := range idx {
			e := r.IntN(17)
			idx[l] = uint64(160*e + 20*r.IntN(8))
			ents[l] = &compact[r.IntN(17)]
			switch iter % 5 { // the first and last entries, and lanes
			case 1:
				idx[l] = 20 * uint64(l)
			case 2:
				idx[l] = 160*16 + 20*(7-uint64(l))
			}
		}
		neg := randIFMANeg(r)
		selectLanesIFMA(&c1, &tab, &idx, neg)
		selectLanesGeneric(&c2, &tab, &idx, neg)
		if c1 != c2 {
			t.Fatalf("selectLanesIFMA(idx=%d, neg=%#x) mismatch", idx, neg)
		}
		selectCompactIFMA(&c1, &ents, neg)
		selectCompactGeneric(&c2, &ents, neg)
		if c1 != c2 {
			t.Fatalf("selectCompactIFMA(neg=%#x) mismatch", neg)
		}
		for i := range c1 {
			c1[i] = randFe8(r, CarriedBound)
		}
		c2 = c1
		cached8ToLanesIFMA(&c1)
		cached8ToLanesGeneric(&c2)
		if c1 != c2 {
			t.Fatalf("cached8ToLanesIFMA mismatch")
		}
	}
}

func BenchmarkFe8IFMA(b *testing.B) {
	if !cpu.IFMA {
		b.Skip("no IFMA")
	}
	r := rand.New(rand.NewPCG(1, 1))
	x, y := randFe8(r, CarriedBound), randFe8(r, CarriedBound)
	var p Point
	var q Cached
	for i := range p {
		p[i] = randFe8(r, CarriedBound)
		q[i] = randFe8(r, CarriedBound)
	}
	b.Run("mul", func(b *testing.B) {
		for b.Loop() {
			fe8MulIFMA(&x, &x, &y)
		}
	})
	b.Run("sqr100", func(b *testing.B) {
		for b.Loop() {
			fe8SqrIFMA(&x, &x, 100)
		}
	})
	b.Run("double4", func(b *testing.B) {
		for b.Loop() {
			point8DoubleIFMA(&p, 4)
		}
	})
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			point8AddIFMA(&p, &q)
		}
	})
}

// TestPair4KernelsIFMA checks the pair kernels against their twins bit for
// bit on carried inputs.
func TestPair4KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(11, 12))
	for iter := range 500 {
		p, q := randFe8(r, CarriedBound), randFe8(r, CarriedBound)
		if iter == 0 { // every limb at the carried maximum
			p, q = fillFe8(CarriedBound-1), fillFe8(CarriedBound-1)
		}
		p2 := p
		n := uint64(1 + iter%4)
		if iter%50 == 5 {
			n = longRuns[iter/50%len(longRuns)]
		}
		pair4DoubleIFMA(&p, n)
		pair4DoubleGeneric(&p2, n)
		if p != p2 {
			t.Fatalf("pair4DoubleIFMA(n=%d) mismatch", n)
		}
		pair4AddIFMA(&p, &q)
		pair4AddGeneric(&p2, &q)
		if p != p2 {
			t.Fatalf("pair4AddIFMA mismatch")
		}
		var c1, c2 Element
		pair4CachedIFMA(&c1, &p)
		pair4CachedGeneric(&c2, &p)
		if c1 != c2 {
			t.Fatalf("pair4CachedIFMA mismatch")
		}
		var lo, hi Cached4
		for i := range lo {
			for l := range lo[i] {
				lo[i][l], hi[i][l] = edtest.EdgeLimb(r, CarriedBound), edtest.EdgeLimb(r, CarriedBound)
			}
		}
		// Whole halves mostly, and every other mask too, bits above 7
		// included: the twin follows the kernel lane by lane.
		neg := [4]uint32{0, 0x0f, 0xf0, 0xff}[iter%4]
		if iter%8 >= 6 {
			neg = randIFMANeg(r)
		}
		pair4SelectIFMA(&c1, &lo, &hi, neg)
		pair4SelectGeneric(&c2, &lo, &hi, neg)
		if c1 != c2 {
			t.Fatalf("pair4SelectIFMA(neg=%#x) mismatch", neg)
		}
		// The solo kernels, on the low half, the high half kept.
		s1, s2 := p, p
		solo4DoubleIFMA(&s1, n)
		solo4DoubleGeneric(&s2, n)
		solo4AddIFMA(&s1, &q)
		solo4AddGeneric(&s2, &q)
		if s1 != s2 || s1[0][7] != p[0][7] {
			t.Fatalf("solo4DoubleIFMA/solo4AddIFMA mismatch")
		}
		c1, c2 = q, q
		solo4CachedIFMA(&c1, &s1)
		solo4CachedGeneric(&c2, &s1)
		if c1 != c2 {
			t.Fatalf("solo4CachedIFMA mismatch")
		}
		solo4SelectIFMA(&c1, &lo, neg)
		solo4SelectGeneric(&c2, &lo, neg)
		if c1 != c2 {
			t.Fatalf("solo4SelectIFMA(neg=%#x) mismatch", neg)
		}
	}
}

func BenchmarkPair4IFMA(b *testing.B) {
	if !cpu.IFMA {
		b.Skip("no IFMA")
	}
	r := rand.New(rand.NewPCG(1, 1))
	p, q := randFe8(r, CarriedBound), randFe8(r, CarriedBound)
	var lo, hi Cached4
	b.Run("double1", func(b *testing.B) {
		for b.Loop() {
			pair4DoubleIFMA(&p, 1)
		}
	})
	b.Run("double8", func(b *testing.B) {
		for b.Loop() {
			pair4DoubleIFMA(&p, 8)
		}
	})
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			pair4AddIFMA(&p, &q)
		}
	})
	b.Run("select", func(b *testing.B) {
		for b.Loop() {
			pair4SelectIFMA(&q, &lo, &hi, 0x0f)
		}
	})
	b.Run("solo-double8", func(b *testing.B) {
		for b.Loop() {
			solo4DoubleIFMA(&p, 8)
		}
	})
	b.Run("solo-add", func(b *testing.B) {
		for b.Loop() {
			solo4AddIFMA(&p, &q)
		}
	})
	b.Run("solo-sqr100", func(b *testing.B) {
		for b.Loop() {
			fe4SqrIFMA(&p, &p, 100)
		}
	})
}

// FuzzKernelsIFMA compares every IFMA kernel with its portable twin on
// operands read from the fuzzer's bytes (each limb taken below the bound
// its contract allows), bit for bit, with any neg mask; n is 1..7, or
// from 0xf0 n+3 (up to the 258 doublings of a Straus walk's end).
func FuzzKernelsIFMA(f *testing.F) {
	f.Add(make([]byte, 8*40*3), uint8(1), uint32(0))
	max := make([]byte, 8*40*3)
	for i := range max {
		max[i] = 0xff
	}
	f.Add(max, uint8(3), uint32(0xff))
	long := make([]byte, 8*40*6) // w and s too
	for i := range long {
		long[i] = 0xff
	}
	f.Add(long, uint8(0xff), ^uint32(0))
	f.Fuzz(func(t *testing.T, data []byte, n uint8, neg uint32) {
		if !cpu.IFMA {
			t.Skip("no AVX-512 IFMA on this CPU")
		}
		next := func(bound uint64) uint64 {
			var v uint64
			for i := 0; i < 8 && len(data) > 0; i++ {
				v, data = v<<8|uint64(data[0]), data[1:]
			}
			return v % bound
		}
		var a, b, c, d, w, s Element
		for i := range a {
			for l := range a[i] {
				a[i][l], b[i][l] = next(1<<52), next(1<<52)
				c[i][l], d[i][l] = next(CarriedBound), next(CarriedBound)
			}
		}
		for i := range w { // a sum's operand and a subtrahend at their bounds
			for l := range w[i] {
				w[i][l], s[i][l] = next(1<<62), next(r51.TwoP[i]+1)
			}
		}
		sq := uint64(n%7) + 1
		if n >= 0xf0 {
			sq = uint64(n) + 3
		}
		var got, want Element
		check := func(what string) {
			t.Helper()
			if got != want {
				t.Fatalf("%s: IFMA %x, generic %x", what, got, want)
			}
		}
		fe8MulIFMA(&got, &a, &b)
		fe8MulGeneric(&want, &a, &b)
		check("fe8Mul")
		fe8MulIFMAMulQ(&got, &a, &b)
		check("fe8Mul MulQ")
		fe8SqrIFMA(&got, &a, sq)
		fe8SqrGeneric(&want, &a, sq)
		check("fe8Sqr")
		fe8SqrIFMAMulQ(&got, &a, sq)
		check("fe8Sqr MulQ")
		got, want = c, c
		fe4MulIFMA(&got, &a, &b)
		fe4MulGeneric(&want, &a, &b)
		check("fe4Mul")
		fe8AddIFMA(&got, &c, &d)
		fe8AddGeneric(&want, &c, &d)
		check("fe8Add")
		fe8SubIFMA(&got, &c, &d)
		fe8SubGeneric(&want, &c, &d)
		check("fe8Sub")
		fe8AddIFMA(&got, &w, &a)
		fe8AddGeneric(&want, &w, &a)
		check("fe8Add wide")
		fe8SubIFMA(&got, &w, &s)
		fe8SubGeneric(&want, &w, &s)
		check("fe8Sub wide")
		got, want = d, d
		fe4SqrIFMA(&got, &a, sq)
		fe4SqrGeneric(&want, &a, sq)
		check("fe4Sqr")
		got, want = c, c
		pair4DoubleIFMA(&got, sq)
		pair4DoubleGeneric(&want, sq)
		check("pair4Double")
		pair4AddIFMA(&got, &d)
		pair4AddGeneric(&want, &d)
		check("pair4Add")
		got, want = c, c
		solo4DoubleIFMA(&got, sq)
		solo4DoubleGeneric(&want, sq)
		solo4AddIFMA(&got, &d)
		solo4AddGeneric(&want, &d)
		check("solo4")
		// The MulQ variants against the same twins.
		got, want = c, c
		pair4DoubleIFMAMulQ(&got, sq)
		pair4DoubleGeneric(&want, sq)
		pair4AddIFMAMulQ(&got, &d)
		pair4AddGeneric(&want, &d)
		check("pair4 MulQ")
		got, want = c, c
		solo4DoubleIFMAMulQ(&got, sq)
		solo4DoubleGeneric(&want, sq)
		solo4AddIFMAMulQ(&got, &d)
		solo4AddGeneric(&want, &d)
		check("solo4 MulQ")
		got, want = d, d
		fe4MulIFMAMulQ(&got, &a, &b)
		fe4MulGeneric(&want, &a, &b)
		fe4SqrIFMAMulQ(&got, &got, sq)
		fe4SqrGeneric(&want, &want, sq)
		check("fe4 MulQ")
		pair4CachedIFMAMulQ(&got, &c)
		pair4CachedGeneric(&want, &c)
		check("pair4Cached MulQ")
		solo4CachedIFMAMulQ(&got, &d)
		solo4CachedGeneric(&want, &d)
		check("solo4Cached MulQ")
		var lo, hi Cached4
		for i := range lo {
			copy(lo[i][:], d[i][:4])
			copy(hi[i][:], d[i][4:])
		}
		// Any mask: the twin follows the kernel lane by lane.
		pair4SelectIFMA(&got, &lo, &hi, neg)
		pair4SelectGeneric(&want, &lo, &hi, neg)
		check("pair4Select")
		solo4SelectIFMA(&got, &hi, neg)
		solo4SelectGeneric(&want, &hi, neg)
		check("solo4Select")
		pair4CachedIFMA(&got, &c)
		pair4CachedGeneric(&want, &c)
		check("pair4Cached")
		solo4CachedIFMA(&got, &d)
		solo4CachedGeneric(&want, &d)
		check("solo4Cached")
		p, q := Point{c, d, c, d}, Point{c, d, c, d}
		point8DoubleIFMA(&p, sq)
		point8DoubleGeneric(&q, sq)
		x := Cached{d, c, d, c}
		point8AddIFMA(&p, &x)
		point8AddGeneric(&q, &x)
		if p != q {
			t.Fatalf("point8 double/add: IFMA and generic differ")
		}
		p = Point{c, d, c, d}
		point8DoubleIFMAMulQ(&p, sq)
		point8AddIFMAMulQ(&p, &x)
		point8AddNoTIFMAMulQ(&p, &x)
		point8AddNoTGeneric(&q, &x)
		point8AddAffineNoTIFMAMulQ(&p, &x)
		point8AddAffineNoTGeneric(&q, &x)
		if p != q {
			t.Fatalf("point8 double/add: MulQ and generic differ")
		}
		var c1, c2 Cached
		point8CachedIFMAMulQ(&c1, &p)
		point8CachedGeneric(&c2, &q)
		if c1 != c2 {
			t.Fatalf("point8Cached: MulQ and generic differ")
		}
		// The lane-record table and its selections, from the elements
		// above (any limbs: the kernels move and negate them as the twins
		// do) and entries and lanes drawn from what data has left.
		var tab [17]Cached
		els := [6]*Element{&a, &b, &c, &d, &w, &s}
		for e := range tab {
			for k := range tab[e] {
				tab[e][k] = *els[(e+k)%6]
			}
			c1, c2 = tab[e], tab[e]
			cached8ToLanesIFMA(&c1)
			cached8ToLanesGeneric(&c2)
			if c1 != c2 {
				t.Fatalf("cached8ToLanes: IFMA and generic differ")
			}
			tab[e] = c1
		}
		var idx [8]uint64
		var ents [8]*Cached4
		for l := range idx {
			e, src := next(17), next(8)
			idx[l] = 160*e + 20*src
			ents[l] = (*Cached4)(unsafe.Pointer(&tab[e][src/2][src%2*20/8][src%2*20%8])) // its record
		}
		selectLanesIFMA(&c1, &tab, &idx, neg)
		selectLanesGeneric(&c2, &tab, &idx, neg)
		if c1 != c2 {
			t.Fatalf("selectLanes(idx=%d, neg=%#x): IFMA and generic differ", idx, neg)
		}
		selectCompactIFMA(&c1, &ents, neg)
		selectCompactGeneric(&c2, &ents, neg)
		if c1 != c2 {
			t.Fatalf("selectCompact(neg=%#x): IFMA and generic differ", neg)
		}
	})
}

// TestFe8PairKernelsIFMA checks fe8Mul2 and fe8Sqr2, both variants,
// against their portable twins bit for bit: operands at and below 2^52
// and carried, the two elements of a pair different, up to 100 squarings
// and the longest exponentiation run (100), out aliasing a or b.
func TestFe8PairKernelsIFMA(t *testing.T) {
	requireIFMA(t)
	type kernels struct {
		name string
		mul  func(out, a, b *[2][5][8]uint64)
		sqr  func(out, a *[2][5][8]uint64, n uint64)
	}
	r := rand.New(rand.NewPCG(11, 12))
	for _, k := range []kernels{{"IFMA", fe8Mul2IFMA, fe8Sqr2IFMA}, {"IFMAMulQ", fe8Mul2IFMAMulQ, fe8Sqr2IFMAMulQ}} {
		for iter := range 1000 {
			var a, b [2]Element
			for e := range 2 {
				bound := uint64(1 << 52)
				if (iter+e)%2 == 1 {
					bound = CarriedBound
				}
				a[e], b[e] = randFe8(r, bound), randFe8(r, bound)
			}
			if iter == 0 {
				a[0], b[1] = fillFe8(mask52), fillFe8(mask52)
			}
			var got, want [2]Element
			check := func(what string) {
				t.Helper()
				if got != want {
					t.Fatalf("fe8%s%s(%x, %x) = %x, want %x", what, k.name, a, b, got, want)
				}
			}
			k.mul(&got, &a, &b)
			fe8Mul2Generic(&want, &a, &b)
			check("Mul2")
			got, want = a, a
			k.mul(&got, &got, &b)
			fe8Mul2Generic(&want, &want, &b)
			check("Mul2 out=a")
			got, want = b, b
			k.mul(&got, &a, &got)
			fe8Mul2Generic(&want, &a, &want)
			check("Mul2 out=b")
			n := uint64(1 + iter%5)
			if iter%100 == 3 {
				n = 100
			}
			k.sqr(&got, &a, n)
			fe8Sqr2Generic(&want, &a, n)
			check("Sqr2")
			got, want = a, a
			k.sqr(&got, &got, n)
			fe8Sqr2Generic(&want, &want, n)
			check("Sqr2 aliased")
		}
	}
}

// BenchmarkSqrIFMA times a chain of 250 squarings of one element (Sqr)
// against two at once (Sqr2), per squaring of an element.
func BenchmarkSqrIFMA(b *testing.B) {
	requireIFMA(b)
	r := rand.New(rand.NewPCG(1, 2))
	var x [2]Element
	x[0], x[1] = randFe8(r, CarriedBound), randFe8(r, CarriedBound)
	b.Run("one", func(b *testing.B) {
		for b.Loop() {
			fe8SqrIFMAMulQ(&x[0], &x[0], 250)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/250, "ns/sqr")
	})
	b.Run("two", func(b *testing.B) {
		for b.Loop() {
			fe8Sqr2IFMAMulQ(&x, &x, 250)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/500, "ns/sqr")
	})
}

// TestFe8FreezeIFMA checks fe8FreezeIFMA against its portable twin (r51.Freeze
// per lane) bit for bit: limbs below 2^63 and their extremes, values just
// below, at and above p and 2p (carried and not), out aliasing a.
func TestFe8FreezeIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(13, 14))
	p := [5]uint64{1<<51 - 19, 1<<51 - 1, 1<<51 - 1, 1<<51 - 1, 1<<51 - 1}
	for iter := range 3000 {
		var a Element
		for l := range 8 {
			var v [5]uint64
			switch (iter + l) % 4 {
			case 0: // near p or 2p
				v = p
				if l%2 == 1 {
					v = r51.TwoP
				}
				v[0] += uint64(r.IntN(41)) - 20
			case 1:
				for i := range v {
					v[i] = edtest.EdgeLimb(r, 1<<63)
				}
			default:
				for i := range v {
					v[i] = edtest.EdgeLimb(r, CarriedBound)
				}
			}
			SetLane(&a, l, &v)
		}
		if iter == 0 {
			a = fillFe8(1<<63 - 1)
		}
		var got, want Element
		fe8FreezeIFMA(&got, &a)
		fe8FreezeGeneric(&want, &a)
		if got != want {
			t.Fatalf("fe8FreezeIFMA(%x) = %x, want %x", a, got, want)
		}
		got = a
		fe8FreezeIFMA(&got, &got)
		if got != want {
			t.Fatalf("fe8FreezeIFMA aliased (%x) = %x, want %x", a, got, want)
		}
	}
}
