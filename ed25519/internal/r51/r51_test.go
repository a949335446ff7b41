package r51

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// TestFreezeLimbs checks canonical reduction, the byte encoding and the
// conversion to a field.Element (SetElement, back by LimbsOf) against
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
			v[i] = edtest.EdgeLimb(r, 1<<63)
		}
		cases = append(cases, v)
	}
	for _, v := range cases {
		f := Freeze(v)
		want := new(big.Int).Mod(edtest.Limbs51ToBig(v), edtest.P)
		if edtest.Limbs51ToBig(f).Cmp(want) != 0 {
			t.Fatalf("freezeLimbs(%x) = %x, want %x", v, edtest.Limbs51ToBig(f), want)
		}
		var e field.Element
		if got := LimbsOf(SetElement(&e, v)); got != f {
			t.Fatalf("LimbsOf(SetElement(%x)) = %x, want %x", v, got, f)
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
