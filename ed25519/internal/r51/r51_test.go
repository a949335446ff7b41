package r51

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// bigP is p = 2^255 - 19.
var bigP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// limbsToBig returns the value of the limbs v.
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
		return min(Mask51, bound-1)
	case 3:
		return min(1<<51, bound-1)
	case 4, 5:
		return bound - 1 - r.Uint64N(4)
	default:
		return r.Uint64N(bound)
	}
}

// TestFreezeLimbs checks canonical reduction and the byte encoding against
// math/big, including the values around p and 2^255.
func TestFreezeLimbs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	cases := [][5]uint64{
		{Mask51 - 18, Mask51, Mask51, Mask51, Mask51}, // p-1
		{Mask51 - 17, Mask51, Mask51, Mask51, Mask51}, // p
		{Mask51 - 16, Mask51, Mask51, Mask51, Mask51}, // p+1
		{Mask51, Mask51, Mask51, Mask51, Mask51},      // 2^255-1
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
		f := Freeze(v)
		want := new(big.Int).Mod(limbsToBig(v), bigP)
		if limbsToBig(f).Cmp(want) != 0 {
			t.Fatalf("freezeLimbs(%x) = %x, want %x", v, limbsToBig(f), want)
		}
		b := Bytes(&f)
		if FromBytes(&b) != f {
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
