package r51

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// limbsOfBig returns limbs of n (below 2^255) in radix 2^51.
func limbsOfBig(n *big.Int) [5]uint64 {
	var v [5]uint64
	m := new(big.Int).Set(n)
	mask := new(big.Int).SetUint64(Mask51)
	for i := range v {
		v[i] = new(big.Int).And(m, mask).Uint64()
		m.Rsh(m, 51)
	}
	return v
}

func checkInvertVar(t *testing.T, x [5]uint64) {
	t.Helper()
	got, ok := InvertVar(x)
	xv := new(big.Int).Mod(edtest.Limbs51ToBig(x), edtest.P)
	if xv.Sign() == 0 {
		if ok || got != ([5]uint64{}) {
			t.Fatalf("InvertVar(%x) of zero = %x, %v", x, got, ok)
		}
		return
	}
	want := limbsOfBig(new(big.Int).ModInverse(xv, edtest.P))
	if !ok || got != want {
		t.Fatalf("InvertVar(%x) = %x, %v; want %x", x, got, ok, want)
	}
}

// TestInvertVar checks InvertVar against math/big on edge values (0, 1, p
// - 1, p, p + 1, 2^255 - 1, powers of two, limbs at their bounds) and
// random limbs below 2^63.
func TestInvertVar(t *testing.T) {
	edges := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(19), big.NewInt(38)}
	for _, d := range []int64{-1, 0, 1, 2} {
		edges = append(edges, new(big.Int).Add(edtest.P, big.NewInt(d)))
	}
	for k := 0; k < 255; k += 7 {
		edges = append(edges, new(big.Int).Lsh(big.NewInt(1), uint(k)))
		edges = append(edges, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(k)), big.NewInt(1)))
	}
	for _, n := range edges {
		if n.BitLen() <= 255 {
			checkInvertVar(t, limbsOfBig(n))
		}
	}
	const top = 1<<63 - 1
	checkInvertVar(t, [5]uint64{top, top, top, top, top})
	checkInvertVar(t, [5]uint64{Mask51, Mask51, Mask51, Mask51, Mask51})
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var x [5]uint64
		for i := range x {
			switch r.IntN(3) {
			case 0:
				x[i] = r.Uint64() & Mask51
			case 1:
				x[i] = r.Uint64() >> 1
			default:
				x[i] = r.Uint64() >> uint(1+r.IntN(63))
			}
		}
		checkInvertVar(t, x)
	}
}

// FuzzInvertVar compares InvertVar with math/big on arbitrary limbs.
func FuzzInvertVar(f *testing.F) {
	f.Add(uint64(1), uint64(0), uint64(0), uint64(0), uint64(0))
	f.Add(uint64(Mask51-18), uint64(Mask51), uint64(Mask51), uint64(Mask51), uint64(Mask51))
	f.Fuzz(func(t *testing.T, a, b, c, d, e uint64) {
		checkInvertVar(t, [5]uint64{a >> 1, b >> 1, c >> 1, d >> 1, e >> 1})
	})
}

// BenchmarkInvert compares InvertVar with field.Element.Invert (Fermat:
// an exponentiation by p - 2), on the same 256 random elements.
func BenchmarkInvert(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	xs := make([][5]uint64, 256)
	for i := range xs {
		for j := range xs[i] {
			xs[i][j] = r.Uint64() & Mask51
		}
	}
	b.Run("var", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			InvertVar(xs[i%len(xs)])
		}
	})
	es := make([]field.Element, len(xs))
	for i := range xs {
		SetElement(&es[i], xs[i])
	}
	b.Run("fermat", func(b *testing.B) {
		b.ReportAllocs()
		var out field.Element
		for i := 0; b.Loop(); i++ {
			out.Invert(&es[i%len(es)])
		}
	})
}
