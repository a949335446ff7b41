package r51x8

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// randFe8 returns eight lanes of limbs below bound.
func randFe8(r *rand.Rand, bound uint64) (x Element) {
	for i := range x {
		for l := range x[i] {
			x[i][l] = edtest.EdgeLimb(r, bound)
		}
	}
	return x
}

func checkCarried(t *testing.T, what string, x *Element) {
	t.Helper()
	for i := range x {
		for l := range x[i] {
			if x[i][l] >= CarriedBound {
				t.Fatalf("%s: limb %d of lane %d is %#x, not below 2^51+2^18", what, i, l, x[i][l])
			}
		}
	}
}

// TestFe8GenericMath checks the portable eight-lane arithmetic against
// math/big modulo p, with operands at the extremes of their contracts,
// and the bounds of its results.
func TestFe8GenericMath(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 300 {
		bound := uint64(1 << 52)
		if iter%2 == 1 {
			bound = CarriedBound
		}
		a, b := randFe8(r, bound), randFe8(r, bound)
		if iter == 0 {
			for i := range a {
				for l := range a[i] {
					a[i][l], b[i][l] = mask52, mask52
				}
			}
		}
		var m, s Element
		fe8MulGeneric(&m, &a, &b)
		fe8SqrGeneric(&s, &a, 1)
		checkCarried(t, "mul", &m)
		checkCarried(t, "sqr", &s)
		for _, x := range []*Element{&m, &s} {
			for l := range 8 {
				for i := range 5 {
					if bound := uint64(1<<51 + 1<<10); i == 0 && x[0][l] >= 1<<51+19<<10 || i > 0 && x[i][l] >= bound {
						t.Fatalf("product limb %d of lane %d is %#x, above the bound r51x8.go states", i, l, x[i][l])
					}
				}
			}
		}
		ca, cb := randFe8(r, CarriedBound), randFe8(r, CarriedBound)
		var sum, diff Element
		fe8AddGeneric(&sum, &ca, &cb)
		fe8SubGeneric(&diff, &ca, &cb)
		checkCarried(t, "add", &sum)
		checkCarried(t, "sub", &diff)
		for l := range 8 {
			x, y := edtest.Limbs51ToBig(Lane(&a, l)), edtest.Limbs51ToBig(Lane(&b, l))
			want := new(big.Int).Mul(x, y)
			want.Mod(want, edtest.P)
			if got := new(big.Int).Mod(edtest.Limbs51ToBig(Lane(&m, l)), edtest.P); got.Cmp(want) != 0 {
				t.Fatalf("mul lane %d: got %x, want %x", l, got, want)
			}
			want.Mul(x, x).Mod(want, edtest.P)
			if got := new(big.Int).Mod(edtest.Limbs51ToBig(Lane(&s, l)), edtest.P); got.Cmp(want) != 0 {
				t.Fatalf("sqr lane %d: got %x, want %x", l, got, want)
			}
			x, y = edtest.Limbs51ToBig(Lane(&ca, l)), edtest.Limbs51ToBig(Lane(&cb, l))
			want.Add(x, y).Mod(want, edtest.P)
			if got := new(big.Int).Mod(edtest.Limbs51ToBig(Lane(&sum, l)), edtest.P); got.Cmp(want) != 0 {
				t.Fatalf("add lane %d", l)
			}
			want.Sub(x, y).Mod(want, edtest.P)
			if got := new(big.Int).Mod(edtest.Limbs51ToBig(Lane(&diff, l)), edtest.P); got.Cmp(want) != 0 {
				t.Fatalf("sub lane %d", l)
			}
		}
	}
}

// TestLaneRecords checks that selectLanesGeneric reads back, from a table
// of entries in lane records, the lanes cached8ToLanesGeneric put there:
// lane l of out is lane l' of entry e for idx[l] = 160 e + 20 l'.
func TestLaneRecords(t *testing.T) {
	var tab, soa [17]Cached
	for e := range tab {
		for c := range 4 {
			for i := range 5 {
				for l := range 8 {
					tab[e][c][i][l] = uint64(e<<16 | c<<8 | i<<4 | l)
				}
			}
		}
		soa[e] = tab[e]
		cached8ToLanesGeneric(&tab[e])
	}
	for e := range tab {
		for src := range 8 {
			var idx [8]uint64
			for l := range idx {
				idx[l] = uint64(160*e + 20*((src+l)%8))
			}
			var out Cached
			selectLanesGeneric(&out, &tab, &idx, 0)
			for c := range 4 {
				for i := range 5 {
					for l := range 8 {
						if out[c][i][l] != soa[e][c][i][(src+l)%8] {
							t.Fatalf("entry %d coordinate %d limb %d lane %d: got %#x", e, c, i, l, out[c][i][l])
						}
					}
				}
			}
		}
	}
}

// TestPrefetch checks that Prefetch changes no entry it is given, at any
// start within a line, and takes an empty list.
func TestPrefetch(t *testing.T) {
	var tab [17]Cached4
	for e := range tab {
		for i := range tab[e] {
			for k := range tab[e][i] {
				tab[e][i][k] = uint64(e*1000 + i*10 + k)
			}
		}
	}
	want := tab
	ents := make([]*Cached4, 0, len(tab))
	for e := range tab {
		ents = append(ents, &tab[e])
		Prefetch(ents)
	}
	Prefetch(nil)
	if tab != want {
		t.Fatal("Prefetch changed an entry")
	}
}
