//go:build !purego

package ed25519

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

func requireIFMA(t *testing.T) {
	t.Helper()
	if !cpu.IFMA {
		t.Skip("no AVX-512 IFMA on this CPU (VILYA_REQUIRE_KERNELS=ifma makes TestBackends fail instead)")
	}
}

// TestFe8KernelsIFMA checks every field kernel against its portable twin
// bit for bit, with operands at the extremes of their contracts.
func TestFe8KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(5, 6))
	for iter := range 2000 {
		bound := uint64(1 << 52)
		if iter%2 == 1 {
			bound = carriedBound
		}
		a, b := randFe8(r, bound), randFe8(r, bound)
		var got, want fe8
		fe8MulIFMA(&got, &a, &b)
		fe8MulGeneric(&want, &a, &b)
		if got != want {
			t.Fatalf("fe8MulIFMA(%x, %x) = %x, want %x", a, b, got, want)
		}
		n := uint64(1 + iter%5)
		fe8SqrIFMA(&got, &a, n)
		fe8SqrGeneric(&want, &a, n)
		if got != want {
			t.Fatalf("fe8SqrIFMA(%x, %d) = %x, want %x", a, n, got, want)
		}
		ca, cb := randFe8(r, carriedBound), randFe8(r, carriedBound)
		fe8AddIFMA(&got, &ca, &cb)
		fe8AddGeneric(&want, &ca, &cb)
		if got != want {
			t.Fatalf("fe8AddIFMA mismatch")
		}
		fe8SubIFMA(&got, &ca, &cb)
		fe8SubGeneric(&want, &ca, &cb)
		if got != want {
			t.Fatalf("fe8SubIFMA mismatch")
		}
		got, want = ca, ca
		fe4MulIFMA(&got, &a, &b)
		fe4MulGeneric(&want, &a, &b)
		if got != want {
			t.Fatalf("fe4MulIFMA mismatch")
		}
		fe4SqrIFMA(&got, &a, n)
		fe4SqrGeneric(&want, &a, n)
		if got != want {
			t.Fatalf("fe4SqrIFMA mismatch")
		}
	}
}

// TestPoint8KernelsIFMA checks the point kernels against their twins bit
// for bit on carried inputs (any limbs: the kernels' arithmetic does not
// depend on the lanes being points).
func TestPoint8KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(7, 8))
	for iter := range 300 {
		var p, q point8
		var c cached8
		for i := range p {
			p[i] = randFe8(r, carriedBound)
			c[i] = randFe8(r, carriedBound)
		}
		q = p
		n := uint64(1 + iter%4)
		point8DoubleIFMA(&p, n)
		point8DoubleGeneric(&q, n)
		if p != q {
			t.Fatalf("point8DoubleIFMA(n=%d) mismatch", n)
		}
		point8AddIFMA(&p, &c)
		point8AddGeneric(&q, &c)
		if p != q {
			t.Fatalf("point8AddIFMA mismatch")
		}
		point8AddNoTIFMA(&p, &c)
		point8AddNoTGeneric(&q, &c)
		if p != q {
			t.Fatalf("point8AddNoTIFMA mismatch")
		}
		var c1, c2 cached8
		point8CachedIFMA(&c1, &p)
		point8CachedGeneric(&c2, &p)
		if c1 != c2 {
			t.Fatalf("point8CachedIFMA mismatch")
		}
		var tab [17]cached8
		for e := range tab {
			for i := range tab[e] {
				tab[e][i] = randFe8(r, carriedBound)
			}
		}
		var idx [8]uint64
		var ents [8]*cached4
		var compact [17]cached4
		for e := range compact {
			for i := range compact[e] {
				for j := range compact[e][i] {
					compact[e][i][j] = edgeLimb(r, carriedBound)
				}
			}
		}
		for l := range idx {
			e := r.IntN(17)
			idx[l] = uint64(160*e + r.IntN(8))
			ents[l] = &compact[r.IntN(17)]
		}
		neg := uint32(r.IntN(256))
		selectLanesIFMA(&c1, &tab, &idx, neg)
		selectLanesGeneric(&c2, &tab, &idx, neg)
		if c1 != c2 {
			t.Fatalf("selectLanesIFMA mismatch")
		}
		selectCompactIFMA(&c1, &ents, neg)
		selectCompactGeneric(&c2, &ents, neg)
		if c1 != c2 {
			t.Fatalf("selectCompactIFMA mismatch")
		}
	}
}

func BenchmarkFe8IFMA(b *testing.B) {
	if !cpu.IFMA {
		b.Skip("no IFMA")
	}
	r := rand.New(rand.NewPCG(1, 1))
	x, y := randFe8(r, carriedBound), randFe8(r, carriedBound)
	var p point8
	var q cached8
	for i := range p {
		p[i] = randFe8(r, carriedBound)
		q[i] = randFe8(r, carriedBound)
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

// kernelModes lists the kernel sets the lanes engine can run on here: the
// portable twins always, the IFMA kernels where the CPU has them.
func kernelModes() []string {
	if cpu.IFMA {
		return []string{"generic", "ifma"}
	}
	return []string{"generic"}
}

// useKernels routes the eight-lane operations to the named kernel set and
// returns a function that restores the previous routing.
func useKernels(mode string) func() {
	old := useIFMA
	useIFMA = mode == "ifma"
	return func() { useIFMA = old }
}

// TestPair4KernelsIFMA checks the pair kernels against their twins bit for
// bit on carried inputs.
func TestPair4KernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(11, 12))
	for iter := range 500 {
		p, q := randFe8(r, carriedBound), randFe8(r, carriedBound)
		p2 := p
		n := uint64(1 + iter%4)
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
		var c1, c2 fe8
		pair4CachedIFMA(&c1, &p)
		pair4CachedGeneric(&c2, &p)
		if c1 != c2 {
			t.Fatalf("pair4CachedIFMA mismatch")
		}
		var lo, hi cached4
		for i := range lo {
			for l := range lo[i] {
				lo[i][l], hi[i][l] = edgeLimb(r, carriedBound), edgeLimb(r, carriedBound)
			}
		}
		// Whole halves mostly, and every other mask too: the twin
		// follows the kernel lane by lane.
		neg := [4]uint32{0, 0x0f, 0xf0, 0xff}[iter%4]
		if iter%8 == 7 {
			neg = uint32(r.Uint32() & 0xff)
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
	p, q := randFe8(r, carriedBound), randFe8(r, carriedBound)
	var lo, hi cached4
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
// its contract allows), bit for bit.
func FuzzKernelsIFMA(f *testing.F) {
	f.Add(make([]byte, 8*40*3), uint8(1), uint8(0))
	max := make([]byte, 8*40*3)
	for i := range max {
		max[i] = 0xff
	}
	f.Add(max, uint8(3), uint8(0xff))
	f.Fuzz(func(t *testing.T, data []byte, n, neg uint8) {
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
		var a, b, c, d fe8
		for i := range a {
			for l := range a[i] {
				a[i][l], b[i][l] = next(1<<52), next(1<<52)
				c[i][l], d[i][l] = next(carriedBound), next(carriedBound)
			}
		}
		sq := uint64(n%7) + 1
		var got, want fe8
		check := func(what string) {
			t.Helper()
			if got != want {
				t.Fatalf("%s: IFMA %x, generic %x", what, got, want)
			}
		}
		fe8MulIFMA(&got, &a, &b)
		fe8MulGeneric(&want, &a, &b)
		check("fe8Mul")
		fe8SqrIFMA(&got, &a, sq)
		fe8SqrGeneric(&want, &a, sq)
		check("fe8Sqr")
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
		var lo, hi cached4
		for i := range lo {
			copy(lo[i][:], d[i][:4])
			copy(hi[i][:], d[i][4:])
		}
		m := uint32(neg) & 0xff // any mask: the twin follows the kernel lane by lane
		pair4SelectIFMA(&got, &lo, &hi, m)
		pair4SelectGeneric(&want, &lo, &hi, m)
		check("pair4Select")
		p, q := point8{c, d, c, d}, point8{c, d, c, d}
		point8DoubleIFMA(&p, sq)
		point8DoubleGeneric(&q, sq)
		x := cached8{d, c, d, c}
		point8AddIFMA(&p, &x)
		point8AddGeneric(&q, &x)
		if p != q {
			t.Fatalf("point8 double/add: IFMA and generic differ")
		}
	})
}
