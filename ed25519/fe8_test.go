package ed25519

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func limbsToBig(v [5]uint64) *big.Int {
	r := new(big.Int)
	for i := 4; i >= 0; i-- {
		r.Lsh(r, 51)
		r.Add(r, new(big.Int).SetUint64(v[i]))
	}
	return r
}

// edgeLimb returns a limb below bound, biased towards the extremes: 0, 1,
// 2^51-1, 2^51, bound-1 and values near them.
func edgeLimb(r *rand.Rand, bound uint64) uint64 {
	switch r.IntN(8) {
	case 0:
		return 0
	case 1:
		return 1
	case 2:
		return min(mask51, bound-1)
	case 3:
		return min(1<<51, bound-1)
	case 4, 5:
		return bound - 1 - r.Uint64N(4)
	default:
		return r.Uint64N(bound)
	}
}

// randFe8 returns eight lanes of limbs below bound.
func randFe8(r *rand.Rand, bound uint64) (x fe8) {
	for i := range x {
		for l := range x[i] {
			x[i][l] = edgeLimb(r, bound)
		}
	}
	return x
}

func checkCarried(t *testing.T, what string, x *fe8) {
	t.Helper()
	for i := range x {
		for l := range x[i] {
			if x[i][l] >= carriedBound {
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
			bound = carriedBound
		}
		a, b := randFe8(r, bound), randFe8(r, bound)
		if iter == 0 {
			for i := range a {
				for l := range a[i] {
					a[i][l], b[i][l] = mask52, mask52
				}
			}
		}
		var m, s fe8
		fe8MulGeneric(&m, &a, &b)
		fe8SqrGeneric(&s, &a, 1)
		checkCarried(t, "mul", &m)
		checkCarried(t, "sqr", &s)
		for _, x := range []*fe8{&m, &s} {
			for l := range 8 {
				for i := range 5 {
					if bound := uint64(1<<51 + 1<<10); i == 0 && x[0][l] >= 1<<51+19<<10 || i > 0 && x[i][l] >= bound {
						t.Fatalf("product limb %d of lane %d is %#x, above the bound fe8.go states", i, l, x[i][l])
					}
				}
			}
		}
		ca, cb := randFe8(r, carriedBound), randFe8(r, carriedBound)
		var sum, diff fe8
		fe8AddGeneric(&sum, &ca, &cb)
		fe8SubGeneric(&diff, &ca, &cb)
		checkCarried(t, "add", &sum)
		checkCarried(t, "sub", &diff)
		for l := range 8 {
			x, y := limbsToBig(lane(&a, l)), limbsToBig(lane(&b, l))
			want := new(big.Int).Mul(x, y)
			want.Mod(want, bigP)
			if got := new(big.Int).Mod(limbsToBig(lane(&m, l)), bigP); got.Cmp(want) != 0 {
				t.Fatalf("mul lane %d: got %x, want %x", l, got, want)
			}
			want.Mul(x, x).Mod(want, bigP)
			if got := new(big.Int).Mod(limbsToBig(lane(&s, l)), bigP); got.Cmp(want) != 0 {
				t.Fatalf("sqr lane %d: got %x, want %x", l, got, want)
			}
			x, y = limbsToBig(lane(&ca, l)), limbsToBig(lane(&cb, l))
			want.Add(x, y).Mod(want, bigP)
			if got := new(big.Int).Mod(limbsToBig(lane(&sum, l)), bigP); got.Cmp(want) != 0 {
				t.Fatalf("add lane %d", l)
			}
			want.Sub(x, y).Mod(want, bigP)
			if got := new(big.Int).Mod(limbsToBig(lane(&diff, l)), bigP); got.Cmp(want) != 0 {
				t.Fatalf("sub lane %d", l)
			}
		}
	}
}

// TestFreezeLimbs checks canonical reduction and the byte encoding against
// math/big, including the values around p and 2^255.
func TestFreezeLimbs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	cases := [][5]uint64{
		{mask51 - 18, mask51, mask51, mask51, mask51}, // p-1
		{mask51 - 17, mask51, mask51, mask51, mask51}, // p
		{mask51 - 16, mask51, mask51, mask51, mask51}, // p+1
		{mask51, mask51, mask51, mask51, mask51},      // 2^255-1
		{1<<63 - 1, 1<<63 - 1, 1<<63 - 1, 1<<63 - 1, 1<<63 - 1},
		{},
	}
	for range 2000 {
		var v [5]uint64
		for i := range v {
			v[i] = edgeLimb(r, 1<<63)
		}
		cases = append(cases, v)
	}
	for _, v := range cases {
		f := freezeLimbs(v)
		want := new(big.Int).Mod(limbsToBig(v), bigP)
		if limbsToBig(f).Cmp(want) != 0 {
			t.Fatalf("freezeLimbs(%x) = %x, want %x", v, limbsToBig(f), want)
		}
		b := bytesFromLimbs(&f)
		if limbsFromBytes(&b) != f {
			t.Fatalf("bytes round trip of %x", f)
		}
		var le [32]byte
		want.FillBytes(le[:])
		for i := range 16 {
			le[i], le[31-i] = le[31-i], le[i]
		}
		if b != le {
			t.Fatalf("bytesFromLimbs(%x) = %x, want %x", f, b, le)
		}
	}
}

// TestLaneRecords checks that selectLanesGeneric reads back, from a table
// of entries in lane records, the lanes cached8ToLanesGeneric put there:
// lane l of out is lane l' of entry e for idx[l] = 160 e + 20 l'.
func TestLaneRecords(t *testing.T) {
	var tab, soa [17]cached8
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
			var out cached8
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
