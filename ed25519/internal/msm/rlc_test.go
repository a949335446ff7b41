package msm

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/quick"
)

// bigL is the order of the prime-order subgroup.
var bigL, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte { return reverse(n.FillBytes(make([]byte, 32))) }

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte { slices.Reverse(b); return b }

// genEdgeScalar draws a scalar biased to the edges of [0, 2^253): small
// values, powers of two and their neighbours (long runs of set bits, which
// make the NAF carry), L-1..L-3, and uniform 253-bit values.
func genEdgeScalar(r *rand.Rand) [32]byte {
	var n *big.Int
	switch r.IntN(6) {
	case 0:
		n = big.NewInt(int64(r.IntN(1 << 12)))
	case 1:
		n = new(big.Int).Lsh(big.NewInt(1), uint(r.IntN(253)))
	case 2:
		n = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(1+r.IntN(252))), big.NewInt(int64(r.IntN(3))))
	case 3:
		n = new(big.Int).Sub(bigL, big.NewInt(int64(1+r.IntN(3))))
	default:
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x1f
		return b
	}
	return [32]byte(le32(n))
}

// TestNonAdjacentForm checks, over edge-biased scalars, that the digits
// reconstruct the scalar and have the width-5 NAF shape.
func TestNonAdjacentForm(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	f := func(seed uint64) bool {
		s := genEdgeScalar(rand.New(rand.NewPCG(seed, r.Uint64())))
		var naf [256]int8
		nonAdjacentForm(&naf, &s)
		sum := new(big.Int)
		last := -nafWidth
		for i := 255; i >= 0; i-- {
			sum.Lsh(sum, 1)
			sum.Add(sum, big.NewInt(int64(naf[i])))
		}
		for i, d := range naf {
			if d == 0 {
				continue
			}
			if d%2 == 0 || d >= 1<<(nafWidth-1) || d <= -(1<<(nafWidth-1)) || i-last < nafWidth {
				t.Logf("bad digit %d at %d", d, i)
				return false
			}
			last = i
		}
		want := new(big.Int).SetBytes(reverse(s[:]))
		if sum.Cmp(want) != 0 {
			t.Logf("%x: reconstructs %v", s, sum)
			return false
		}
		return true
	}
	if err := quick.Check(f, &quick.Config{MaxCount: 5000}); err != nil {
		t.Fatal(err)
	}
}
