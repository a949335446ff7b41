package r25x4

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// reverse returns b reversed.
func reverse(b []byte) []byte { slices.Reverse(b); return b }

// randFe10 returns an element whose limbs are edge-biased below the
// carried bound of their position (or below 2^(26 or 25)+bound extra when
// wide, for operands of the point formulas' sums).
func randFe10(r *rand.Rand) (x Element) {
	for i := range x {
		for l := range x[i] {
			b := CarriedBound(i)
			switch r.IntN(6) {
			case 0:
				x[i][l] = 0
			case 1, 2:
				x[i][l] = b - 1 - r.Uint64N(3)
			case 3:
				_, m := limbWidth(i)
				x[i][l] = m
			default:
				x[i][l] = r.Uint64N(b)
			}
		}
	}
	return x
}

// maxFe10 has every limb at its carried maximum.
func maxFe10() (x Element) {
	for i := range x {
		for l := range x[i] {
			x[i][l] = CarriedBound(i) - 1
		}
	}
	return x
}

func checkCarried10(t *testing.T, what string, x *Element) {
	t.Helper()
	if !Carried(x) {
		t.Fatalf("%s: not carried: %x", what, *x)
	}
}

// value10 returns lane l of x as an integer (not reduced).
func value10(x *Element, l int) *big.Int {
	v := new(big.Int)
	for i := 9; i >= 0; i-- {
		e := (51*i + 1) / 2 // ceil(25.5 i)
		v.Add(v, new(big.Int).Lsh(new(big.Int).SetUint64(x[i][l]), uint(e)))
	}
	return v
}

// TestFe10Math checks fe10MulGeneric and fe10SqrGeneric, on carried and on
// wide operands (sums and differences of carried ones), against big
// integers modulo p, and that their results, and the point formulas'
// results, are carried and their sums wide, with operands at the extremes
// of the carried bound.
func TestFe10Math(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for iter := range 3000 {
		a, b := randFe10(r), randFe10(r)
		switch iter {
		case 0:
			a, b = maxFe10(), maxFe10()
		case 1:
			a, b = maxFe10(), Element{}
		}
		var out Element
		fe10MulGeneric(&out, &a, &b)
		checkCarried10(t, "fe10Mul", &out)
		for l := range 4 {
			want := new(big.Int).Mul(value10(&a, l), value10(&b, l))
			want.Mod(want, bigP)
			got := new(big.Int).Mod(value10(&out, l), bigP)
			if got.Cmp(want) != 0 {
				t.Fatalf("fe10Mul lane %d: %x * %x = %x, want %x", l, Lane(&a, l), Lane(&b, l), got, want)
			}
		}
		sum := addsub10Generic(&a, &b, 0b0011, 0b1100) // wide
		fe10SqrGeneric(&out, &sum)
		checkCarried10(t, "fe10Sqr", &out)
		for l := range 4 {
			want := new(big.Int).Exp(value10(&sum, l), big.NewInt(2), bigP)
			if got := new(big.Int).Mod(value10(&out, l), bigP); got.Cmp(want) != 0 {
				t.Fatalf("fe10Sqr lane %d: got %x, want %x", l, got, want)
			}
		}
		s := addsub10Generic(&a, &b, 0b0011, 0b1100)
		for i := range s {
			for l, v := range s[i] {
				if v >= WideBound(i) {
					t.Fatalf("addsub10: limb %d of lane %d is %#x, not wide", i, l, v)
				}
			}
		}
		// Wide operands, at their extremes when a = max, b = 0 (a + 2p).
		s2 := addsub10Generic(&a, &b, 0b1100, 0b0011)
		fe10MulGeneric(&out, &s, &s2)
		checkCarried10(t, "fe10Mul of wide operands", &out)
		for l := range 4 {
			want := new(big.Int).Mul(value10(&s, l), value10(&s2, l))
			want.Mod(want, bigP)
			if got := new(big.Int).Mod(value10(&out, l), bigP); got.Cmp(want) != 0 {
				t.Fatalf("fe10Mul of wide operands lane %d: got %x, want %x", l, got, want)
			}
		}
		for l := range 4 {
			want := new(big.Int).Add(value10(&a, l), value10(&b, l))
			if l >= 2 {
				want.Sub(value10(&a, l), value10(&b, l))
			}
			want.Mod(want, bigP)
			if got := new(big.Int).Mod(value10(&s, l), bigP); got.Cmp(want) != 0 {
				t.Fatalf("addsub10 lane %d: got %x, want %x", l, got, want)
			}
		}
		p := a
		solo10DoubleGeneric(&p, 1)
		checkCarried10(t, "solo10Double", &p)
		solo10AddGeneric(&p, &b)
		checkCarried10(t, "solo10Add", &p)
		solo10CachedGeneric(&p, &a)
		checkCarried10(t, "solo10Cached", &p)
		solo10SelectGeneric(&p, &a, 1)
		if !Carried(&a) || p[0][0] != a[0][1] || p[3][3] != TwoP[3]-a[3][3] {
			t.Fatalf("solo10Select: %x of %x", p, a)
		}
	}
}

// TestFe10Conversions checks the radix conversions and the constants
// against filippo.io/edwards25519's arithmetic.
func TestFe10Conversions(t *testing.T) {
	var k Element
	d2 := new(big.Int).Mod(value10(&solo10K, 3), bigP)
	d2e := new(field.Element).Add(r51.D(), r51.D())
	want := new(big.Int).SetBytes(reverse(d2e.Bytes()))
	if d2.Cmp(want) != 0 {
		t.Errorf("solo10K lane 3 = %x, want 2d = %x", d2, want)
	}
	for i, v := range TwoP {
		k[i][0] = v
	}
	if v := value10(&k, 0); v.Cmp(new(big.Int).Lsh(bigP, 1)) != 0 {
		t.Errorf("twoP10 = %x, want 2p", v)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 100 {
		var v [5]uint64
		for i := range v {
			v[i] = r.Uint64N(1<<51 + 1<<18)
		}
		x := FromLimbs51(v)
		if Limbs51(x) != v {
			t.Fatalf("limbs51From(limbs10From(%x)) = %x", v, Limbs51(x))
		}
		for i, l := range x {
			if l >= CarriedBound(i) {
				t.Fatalf("limbs10From(%x) limb %d = %#x: not carried", v, i, l)
			}
		}
	}
}

// TestPrefetch checks that Prefetch changes no entry it is given, at any
// start within a line, and takes an empty list.
func TestPrefetch(t *testing.T) {
	var tab [17]Element
	for e := range tab {
		for i := range tab[e] {
			for k := range tab[e][i] {
				tab[e][i][k] = uint64(e*1000 + i*10 + k)
			}
		}
	}
	want := tab
	ents := make([]*Element, 0, len(tab))
	for e := range tab {
		ents = append(ents, &tab[e])
		Prefetch(ents)
	}
	Prefetch(nil)
	if tab != want {
		t.Fatal("Prefetch changed an entry")
	}
}
