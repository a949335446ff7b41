package ed25519

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// keyTableWidth is the window of the non-adjacent form used with a
// precomputed key's table, which holds 2^(keyTableWidth-2) odd multiples.
const (
	keyTableWidth = 8
	keyTableLen   = 1 << (keyTableWidth - 2)
)

// keyTable holds [1](-A), [3](-A), ..., [2*keyTableLen-1](-A).
type keyTable [keyTableLen]cachedPoint

// doubleBaseMultTable sets r = [a]P + [b]B, where tab holds the odd
// multiples of P for width-keyTableWidth digits, and returns r in
// projective coordinates.
func doubleBaseMultTable(r *projPoint, a *edwards25519.Scalar, tab *keyTable, b *edwards25519.Scalar) {
	var aNaf, bNaf [256]int8
	scalar.NAFWidthN(&aNaf, (*[32]byte)(a.Bytes()), keyTableWidth)
	scalar.NAFWidthN(&bNaf, (*[32]byte)(b.Bytes()), 8)
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
