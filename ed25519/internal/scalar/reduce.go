package scalar

import (
	"encoding/binary"
	"math/bits"
)

// lWords is the group order L = 2^252 + 27742317777372353535851937790883648493
// in 64-bit words, little-endian.
var lWords = [4]uint64{0x5812631a5cf5d3ed, 0x14def9dea2f79cd6, 0, 0x1000000000000000}

// muWords is floor(2^512 / L), 260 bits, in 64-bit words, little-endian.
var muWords = [5]uint64{0xed9ce5a30a2c131b, 0x2106215d086329a7, 0xffffffffffffffeb, 0xffffffffffffffff, 0xf}

// ReduceWide sets out to the canonical little-endian encoding of x mod L,
// where x is the little-endian 512-bit integer in: the reduction of RFC
// 8032's challenge digest, the value edwards25519.Scalar.SetUniformBytes
// takes in.
//
// It is Barrett's reduction (Menezes, van Oorschot and Vanstone, "Handbook
// of Applied Cryptography", Algorithm 14.42) with base b = 2^64 and k = 4
// (L < b^4, its top word nonzero), mu = floor(b^8 / L): q = floor(floor(x /
// b^3) mu / b^5) is at most two below floor(x / L), so r = x - q L,
// computed modulo b^5, lies in [0, 3L) and at most two subtractions of L
// make it canonical. It runs in time that depends on x (the subtractions);
// verification handles public data.
func ReduceWide(out *[32]byte, in *[64]byte) {
	var x [8]uint64
	for i := range x {
		x[i] = binary.LittleEndian.Uint64(in[8*i:])
	}
	// q2 = floor(x / b^3) mu, words 3..7 of x against the five of mu.
	var q2 [10]uint64
	for i := range 5 {
		var c uint64
		for j := range 5 {
			c, q2[i+j] = mulAddAdd(x[3+i], muWords[j], q2[i+j], c)
		}
		q2[i+5] = c
	}
	// r2 = q3 L mod b^5, q3 = floor(q2 / b^5).
	q3 := (*[5]uint64)(q2[5:])
	var r2 [5]uint64
	for i := range 5 {
		var c uint64
		for j := 0; j < 4 && i+j < 5; j++ {
			c, r2[i+j] = mulAddAdd(q3[i], lWords[j], r2[i+j], c)
		}
		if i == 0 {
			r2[4] = c
		}
	}
	// r = (x mod b^5) - r2 mod b^5, then at most two subtractions of L.
	var r [5]uint64
	var bw uint64
	for i := range 5 {
		r[i], bw = bits.Sub64(x[i], r2[i], bw)
	}
	for !lessThanL(&r) {
		bw = 0
		for i := range 4 {
			r[i], bw = bits.Sub64(r[i], lWords[i], bw)
		}
		r[4] -= bw
	}
	for i := range 4 {
		binary.LittleEndian.PutUint64(out[8*i:], r[i])
	}
}

// mulAddAdd returns a b + c + d as (hi, lo); it cannot overflow 128 bits.
func mulAddAdd(a, b, c, d uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(a, b)
	var cc uint64
	lo, cc = bits.Add64(lo, c, 0)
	hi += cc
	lo, cc = bits.Add64(lo, d, 0)
	hi += cc
	return hi, lo
}

// IsCanonical reports whether the little-endian 256-bit b is below L: the
// check RFC 8032 makes of a signature's S.
func IsCanonical(b *[32]byte) bool {
	var r [5]uint64
	for i := range 4 {
		r[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return lessThanL(&r)
}

// lessThanL reports whether the five-word r is below L.
func lessThanL(r *[5]uint64) bool {
	if r[4] != 0 {
		return false
	}
	for i := 3; i >= 0; i-- {
		if r[i] != lWords[i] {
			return r[i] < lWords[i]
		}
	}
	return false
}
