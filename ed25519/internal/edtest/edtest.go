// Package edtest holds what the tests of ed25519's internal packages share:
// p and L as big.Ints, the value of radix-2^51 limbs, limbs biased towards
// the extremes of a bound, scalars biased towards the edges of [0, 2^253),
// and signatures to verify (vectors.go: the edge corpus, valid and
// corrupted ones; challenges.go: challenges the shortened checks decline
// and signatures valid for a given challenge), and the scalars e 2^shift
// that key and base-point tables are checked against. It imports nothing
// of vilya; only tests import it.
package edtest

import (
	"math/big"
	"math/rand/v2"
	"slices"

	"filippo.io/edwards25519"
)

// P is p = 2^255 - 19. Callers must not modify it.
var P = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// L is the order of the prime-order subgroup. Callers must not modify it.
var L, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// mask51 is 2^51 - 1.
const mask51 = 1<<51 - 1

// Limbs51ToBig returns the value of v read as five radix-2^51 limbs, least
// significant first; a limb may exceed 2^51.
func Limbs51ToBig(v [5]uint64) *big.Int {
	r := new(big.Int)
	for i := 4; i >= 0; i-- {
		r.Lsh(r, 51)
		r.Add(r, new(big.Int).SetUint64(v[i]))
	}
	return r
}

// EdgeLimb returns a limb below bound (bound >= 4), biased towards the
// extremes: 0, 1, 2^51-1, 2^51, bound-1 and values near them.
func EdgeLimb(r *rand.Rand, bound uint64) uint64 {
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

// le32 encodes n (0 <= n < 2^256) as 32 little-endian bytes.
func le32(n *big.Int) [32]byte {
	var b [32]byte
	n.FillBytes(b[:])
	slices.Reverse(b[:])
	return b
}

// ScalarOf returns the scalar e 2^shift, which must be below L (it panics
// otherwise): the multiple that entry e of a table at 2^shift holds.
func ScalarOf(e, shift int) *edwards25519.Scalar {
	b := le32(new(big.Int).Lsh(big.NewInt(int64(e)), uint(shift)))
	s, err := new(edwards25519.Scalar).SetCanonicalBytes(b[:])
	if err != nil {
		panic(err)
	}
	return s
}

// EdgeScalar returns a scalar below 2^253, biased towards the edges:
// small values, powers of two and their neighbours (long runs of set bits,
// which make a NAF carry), L-1..L-3, or uniform 253-bit values.
func EdgeScalar(r *rand.Rand) [32]byte {
	var n *big.Int
	switch r.IntN(6) {
	case 0:
		n = big.NewInt(int64(r.IntN(1 << 12)))
	case 1:
		n = new(big.Int).Lsh(big.NewInt(1), uint(r.IntN(253)))
	case 2:
		n = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(1+r.IntN(252))), big.NewInt(int64(r.IntN(3))))
	case 3:
		n = new(big.Int).Sub(L, big.NewInt(int64(1+r.IntN(3))))
	default:
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x1f
		return b
	}
	return le32(n)
}
