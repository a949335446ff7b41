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
// loop steps past them at once.
//
// k is never formed: at position pos it is floor(s / 2^pos) + c, with c the
// borrow of the negative digits below, 0 or 1. With c = 0 the next nonzero
// digit is at s's next set bit; with c = 1 the carry runs through s's set
// bits and k turns odd at the next clear one; both are found a word at a
// time by counting trailing zeros. There d = (s's w bits there) + c, mapped
// into (-2^(w-1), 2^(w-1)), and c becomes 1 exactly when d was negative.
// Since s < 2^255 the carry stops at bit 255 at the latest.
//
// It runs in time that depends on s; verification handles public data.
func nafWidthN(naf *[256]int8, s *[32]byte, w uint) {
	*naf = [256]int8{}
	var digits [nafMaxDigits]nafDigit
	for _, d := range digits[:nafDigits(&digits, s, w)] {
		naf[d.pos] = int8(d.d) // |d| < 2^7 for w <= 8
	}
}

// nafDigit is one nonzero digit of a non-adjacent form and its position.
type nafDigit struct {
	pos uint8
	d   int16
}

// nafMaxDigits bounds the nonzero digits of a width-w non-adjacent form of
// s < 2^255, w >= 2: they stand at least w positions apart among 256.
const nafMaxDigits = 128

// nafDigits writes the nonzero digits of the width-w non-adjacent form of
// s (nafWidthN's, for 2 <= w <= 8; w may be up to 15 here), in increasing
// position to out and returns how many there are.
func nafDigits(out *[nafMaxDigits]nafDigit, s *[32]byte, w uint) int {
	var k [5]uint64 // the fifth word reads as zero past bit 255
	for i := range 4 {
		k[i] = binary.LittleEndian.Uint64(s[8*i:])
	}
	mask := uint64(1)<<w - 1
	c := uint64(0)
	n := 0
	// The steps below that depend on the digits are arithmetic, not
	// branches: over random scalars a branch there is mispredicted about
	// every other digit. (A shift by 64 gives 0 in Go.)
	for pos := uint(0); pos < 256; {
		// The 64 bits of s from pos on, inverted while the carry runs
		// through s's trailing ones.
		idx, sh := pos/64, pos%64
		v := (k[idx]>>sh | k[idx+1]<<(64-sh)) ^ -c
		if v == 0 {
			pos += 64
			continue
		}
		pos += uint(bits.TrailingZeros64(v))
		if pos >= 256 {
			break
		}
		idx, sh = pos/64, pos%64
		m := k[idx]>>sh | k[idx+1]<<(64-sh)
		// d is odd and below 2^w (with c = 1, s's bit at pos is clear);
		// it is negative, and carries, from 2^(w-1) on.
		d := m&mask + c
		c = d >> (w - 1)
		out[n] = nafDigit{uint8(pos), int16(int(d) - int(c<<w))}
		n++
		pos += w
	}
	return n
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
