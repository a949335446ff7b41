package edtest

import (
	"math/big"

	"filippo.io/edwards25519"
)

// DecliningChallenges returns count challenges k < L that a shortened
// check cannot shorten (scalar.ShortChallenge declines them; its tests
// check that): k = (a 8L + 2e)/b for an even b = 2b' of about 2^126 (b'
// odd), small e = 1, 2, ... and a prime to b, chosen so that b divides
// the numerator. Then b k - a 8L = 2e with a/b in lowest terms: the
// remainder sequence of 8L and k reaches the even coefficient b with a
// remainder of about 2^128 before it and 2e after, so the step that makes
// the coefficient odd multiplies it by about 2^127 / e, past
// scalar.MaxBits.
func DecliningChallenges(count int) [][32]byte {
	n := new(big.Int).Lsh(L, 3)
	bp := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 125), big.NewInt(12345)) // odd
	b := new(big.Int).Lsh(bp, 1)
	inv := new(big.Int).ModInverse(new(big.Int).Rsh(n, 1), bp)
	var ks [][32]byte
	for e := int64(1); len(ks) < count; e++ {
		a := new(big.Int).Mul(big.NewInt(-e), inv)
		a.Mod(a, bp) // a 4L + e = 0 (mod b')
		num := new(big.Int).Add(new(big.Int).Mul(a, n), big.NewInt(2*e))
		k, rem := new(big.Int).DivMod(num, b, new(big.Int))
		if rem.Sign() == 0 && k.Cmp(L) < 0 && new(big.Int).GCD(nil, nil, a, b).Cmp(big.NewInt(1)) == 0 {
			ks = append(ks, le32(k))
		}
	}
	return ks
}

// ChallengeVector returns a signature by a key of its own that is valid
// for the challenge k (little-endian, below L) in place of SHA-512(R || A
// || M): R = [r]B and S = r + k a for the key's scalar a, with a and r
// chosen by seed. A test verifies it with the item's challenge set to k
// and marked hashed; under its real hash it is (almost surely) invalid.
func ChallengeVector(seed byte, k *[32]byte) Vector {
	a := ScalarOf(int(seed)+3, 200)
	r := ScalarOf(int(seed)+5, 190)
	ks, err := new(edwards25519.Scalar).SetCanonicalBytes(k[:])
	if err != nil {
		panic("edtest: a challenge not below L")
	}
	A := new(edwards25519.Point).ScalarBaseMult(a)
	R := new(edwards25519.Point).ScalarBaseMult(r)
	S := new(edwards25519.Scalar).MultiplyAdd(ks, a, r)
	sig := append(R.Bytes(), S.Bytes()...)
	return Vector{Name: "forced challenge", Pub: A.Bytes(), Msg: []byte("forced challenge"), Sig: sig}
}
