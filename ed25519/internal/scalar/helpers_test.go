package scalar

import (
	"math/big"
	"math/rand/v2"
	"slices"
)

// bigL is the order of the prime-order subgroup.
var bigL, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte { return reverse(n.FillBytes(make([]byte, 32))) }

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte { slices.Reverse(b); return b }

// genEdgeScalar returns a scalar below 2^253, biased towards the edges:
// small values, powers of two and their neighbours, L minus a little, or
// uniform 253-bit values.
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
