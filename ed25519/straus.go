package ed25519

import (
	"encoding/binary"
	"math/bits"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// keyTableWidth is the window of the non-adjacent form used with a
// precomputed key's table, which holds 2^(keyTableWidth-2) odd multiples.
const (
	keyTableWidth = 8
	keyTableLen   = 1 << (keyTableWidth - 2)
)

// keyTable holds [1](-A), [3](-A), ..., [2*keyTableLen-1](-A).
type keyTable [keyTableLen]cachedPoint

// nafWidthN sets naf to the width-w non-adjacent form of the little-endian
// integer s < 2^255, for 2 <= w <= 8: the unique digits with
//
//	s = sum naf[i] 2^i,
//
// every nonzero digit odd with |naf[i]| < 2^(w-1), and at most one nonzero
// digit among any w consecutive ones.
//
// It follows the definition (Solinas, "Efficient arithmetic on Koblitz
// curves", 2000; Hankerson, Menezes and Vanstone, "Guide to Elliptic Curve
// Cryptography", Algorithm 3.35): while k > 0, if k is odd the next digit is
// d = k mods 2^w (the residue of k modulo 2^w in (-2^(w-1), 2^(w-1))) and k
// becomes k - d, otherwise the digit is 0; then k becomes k/2. After an odd
// step k - d is a multiple of 2^w, so the next w-1 digits are zero and the
// loop shifts past them at once; runs of zero bits are skipped a word at a
// time. k stays below 2^255 + 2^7, so four words hold it.
//
// It runs in time that depends on s; verification handles public data.
func nafWidthN(naf *[256]int8, s *[32]byte, w uint) {
	var k [4]uint64
	for i := range k {
		k[i] = binary.LittleEndian.Uint64(s[8*i:])
	}
	*naf = [256]int8{}
	mask := uint64(1)<<w - 1
	for pos := uint(0); pos < 256; {
		if k[0] == 0 {
			// 64 zero digits, or k = 0 and every remaining digit is zero.
			k = [4]uint64{k[1], k[2], k[3], 0}
			pos += 64
			continue
		}
		if k[0]&1 == 0 {
			z := uint(bits.TrailingZeros64(k[0]))
			shiftRight(&k, z)
			pos += z
			continue
		}
		d := int64(k[0] & mask)
		if d >= 1<<(w-1) {
			d -= 1 << w
		}
		naf[pos] = int8(d)
		if d > 0 {
			k[0] -= uint64(d) // no borrow: the low w bits of k are d
		} else {
			var c uint64
			k[0], c = bits.Add64(k[0], uint64(-d), 0)
			k[1], c = bits.Add64(k[1], 0, c)
			k[2], c = bits.Add64(k[2], 0, c)
			k[3] += c
		}
		shiftRight(&k, w)
		pos += w
	}
}

// shiftRight sets k = k >> n for 0 < n < 64.
func shiftRight(k *[4]uint64, n uint) {
	k[0] = k[0]>>n | k[1]<<(64-n)
	k[1] = k[1]>>n | k[2]<<(64-n)
	k[2] = k[2]>>n | k[3]<<(64-n)
	k[3] >>= n
}

// doubleBaseMultTable sets r = [a]P + [b]B, where tab holds the odd
// multiples of P for width-keyTableWidth digits, and returns r in
// projective coordinates.
func doubleBaseMultTable(r *projPoint, a *edwards25519.Scalar, tab *keyTable, b *edwards25519.Scalar) {
	var aNaf, bNaf [256]int8
	nafWidthN(&aNaf, (*[32]byte)(a.Bytes()), keyTableWidth)
	nafWidthN(&bNaf, (*[32]byte)(b.Bytes()), 8)
	i := 255
	for ; i >= 0; i-- {
		if aNaf[i] != 0 || bNaf[i] != 0 {
			break
		}
	}
	var t complPoint
	var u extPoint
	r.identity()
	for ; i >= 0; i-- {
		t.double(r)
		if d := aNaf[i]; d > 0 {
			u.fromCompl(&t)
			t.add(&u, &tab[d/2])
		} else if d < 0 {
			u.fromCompl(&t)
			t.sub(&u, &tab[(-d)/2])
		}
		if d := bNaf[i]; d > 0 {
			u.fromCompl(&t)
			t.addAffine(&u, &basepointTable8[d/2])
		} else if d < 0 {
			u.fromCompl(&t)
			t.subAffine(&u, &basepointTable8[(-d)/2])
		}
		r.fromCompl(&t)
	}
}

// encode writes the canonical encoding of the projective point p.
func (p *projPoint) encode(out *[32]byte) {
	var zinv, x, y field.Element
	zinv.Invert(&p.Z)
	x.Multiply(&p.X, &zinv)
	y.Multiply(&p.Y, &zinv)
	copy(out[:], y.Bytes())
	out[31] |= byte(x.IsNegative() << 7)
}

// cofactorEqual reports whether [8](p - q) is the identity.
func cofactorEqual(p *projPoint, q *edwards25519.Point) bool {
	var pe, qe extPoint
	pe.X.Multiply(&p.X, &p.Z)
	pe.Y.Multiply(&p.Y, &p.Z)
	pe.Z.Square(&p.Z)
	pe.T.Multiply(&p.X, &p.Y)
	qe.fromPoint(q)
	var qc cachedPoint
	qc.fromExt(&qe)
	var t complPoint
	var r projPoint
	r.fromCompl(t.sub(&pe, &qc))
	for range 3 {
		r.fromCompl(t.double(&r))
	}
	return r.isIdentity()
}

// isIdentity reports whether p is the identity, (0 : Z : Z).
func (p *projPoint) isIdentity() bool {
	var zero field.Element
	return p.X.Equal(&zero) == 1 && p.Y.Equal(&p.Z) == 1
}
