//go:build !purego

package r51x8

import (
	"math/rand/v2"
	"testing"
)

// TestMulQKernelsIFMA checks the MulQ variants of the kernels (UseMulQ)
// against their portable twins bit for bit, as TestFe8KernelsIFMA,
// TestPoint8KernelsIFMA and TestPair4KernelsIFMA check the others:
// multiplication operands below 2^52 and at their maximum, carried points,
// up to 100 squarings and the doubling runs of longRuns, out aliasing the
// operands, the solo kernels' high half kept. It runs on every CPU with
// IFMA, whichever variant the CPU chooses.
func TestMulQKernelsIFMA(t *testing.T) {
	requireIFMA(t)
	r := rand.New(rand.NewPCG(9, 10))
	for iter := range 1000 {
		bound := uint64(1 << 52)
		if iter%2 == 1 {
			bound = CarriedBound
		}
		a, b := randFe8(r, bound), randFe8(r, bound)
		if iter == 0 {
			a, b = fillFe8(mask52), fillFe8(mask52)
		}
		var got, want Element
		check := func(what string) {
			t.Helper()
			if got != want {
				t.Fatalf("%s(%x, %x) = %x, want %x", what, a, b, got, want)
			}
		}
		fe8MulIFMAMulQ(&got, &a, &b)
		fe8MulGeneric(&want, &a, &b)
		check("fe8MulIFMAMulQ")
		got, want = a, a
		fe8MulIFMAMulQ(&got, &got, &got)
		fe8MulGeneric(&want, &want, &want)
		check("fe8MulIFMAMulQ out=a=b")
		n := uint64(1 + iter%5)
		if iter%100 == 3 {
			n = 100
		}
		fe8SqrIFMAMulQ(&got, &a, n)
		fe8SqrGeneric(&want, &a, n)
		check("fe8SqrIFMAMulQ")
		got, want = a, a
		fe8SqrIFMAMulQ(&got, &got, n)
		fe8SqrGeneric(&want, &want, n)
		check("fe8SqrIFMAMulQ aliased")
		got, want = b, b // fe4 leaves lanes 4..7 as they are
		fe4MulIFMAMulQ(&got, &a, &b)
		fe4MulGeneric(&want, &a, &b)
		check("fe4MulIFMAMulQ")
		got, want = b, b
		fe4SqrIFMAMulQ(&got, &a, n)
		fe4SqrGeneric(&want, &a, n)
		check("fe4SqrIFMAMulQ")
	}
	for iter := range 300 {
		p, c, n := randPoint8Case(r, iter)
		comparePoint8Kernels(t, point8IFMAMulQ, &p, &c, n)
		// The pair and solo kernels: two points, or one in lanes 0..3.
		a, b := p[0], c[1]
		a2 := a
		pair4DoubleIFMAMulQ(&a, n)
		pair4DoubleGeneric(&a2, n)
		pair4AddIFMAMulQ(&a, &b)
		pair4AddGeneric(&a2, &b)
		if a != a2 {
			t.Fatalf("pair4DoubleIFMAMulQ(n=%d)/pair4AddIFMAMulQ mismatch", n)
		}
		var e1, e2 Element
		pair4CachedIFMAMulQ(&e1, &a)
		pair4CachedGeneric(&e2, &a)
		if e1 != e2 {
			t.Fatalf("pair4CachedIFMAMulQ mismatch")
		}
		s1, s2 := a, a
		solo4DoubleIFMAMulQ(&s1, n)
		solo4DoubleGeneric(&s2, n)
		solo4AddIFMAMulQ(&s1, &b)
		solo4AddGeneric(&s2, &b)
		if s1 != s2 || s1[0][7] != a[0][7] {
			t.Fatalf("solo4DoubleIFMAMulQ/solo4AddIFMAMulQ mismatch")
		}
		e1, e2 = b, b
		solo4CachedIFMAMulQ(&e1, &s1)
		solo4CachedGeneric(&e2, &s1)
		if e1 != e2 {
			t.Fatalf("solo4CachedIFMAMulQ mismatch")
		}
	}
}
