package edwards

import (
	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// KeyTableWidth is the window of the non-adjacent form used with a
// precomputed key's table, which holds 2^(KeyTableWidth-2) odd multiples.
const (
	KeyTableWidth = 8
	KeyTableLen   = 1 << (KeyTableWidth - 2)
)

// KeyTable holds [1](-A), [3](-A), ..., [2*keyTableLen-1](-A).
type KeyTable [KeyTableLen]CachedPoint

// DoubleBaseMultTable sets r = [a]P + [b]B, where tab holds the odd
// multiples of P for width-keyTableWidth digits, and returns r in
// projective coordinates.
func DoubleBaseMultTable(r *ProjPoint, a *edwards25519.Scalar, tab *KeyTable, b *edwards25519.Scalar) {
	var aNaf, bNaf [256]int8
	scalar.NAFWidthN(&aNaf, (*[32]byte)(a.Bytes()), KeyTableWidth)
	scalar.NAFWidthN(&bNaf, (*[32]byte)(b.Bytes()), 8)
	i := 255
	for ; i >= 0; i-- {
		if aNaf[i] != 0 || bNaf[i] != 0 {
			break
		}
	}
	var t ComplPoint
	var u ExtPoint
	bt := BasepointTable8()
	r.Identity()
	for ; i >= 0; i-- {
		t.Double(r)
		if d := aNaf[i]; d > 0 {
			u.FromCompl(&t)
			t.Add(&u, &tab[d/2])
		} else if d < 0 {
			u.FromCompl(&t)
			t.Sub(&u, &tab[(-d)/2])
		}
		if d := bNaf[i]; d > 0 {
			u.FromCompl(&t)
			t.AddAffine(&u, &bt[d/2])
		} else if d < 0 {
			u.FromCompl(&t)
			t.SubAffine(&u, &bt[(-d)/2])
		}
		r.FromCompl(&t)
	}
}

// Encode writes the canonical encoding of the projective point p.
func (p *ProjPoint) Encode(out *[32]byte) {
	var zinv, x, y field.Element
	zinv.Invert(&p.Z)
	x.Multiply(&p.X, &zinv)
	y.Multiply(&p.Y, &zinv)
	copy(out[:], y.Bytes())
	out[31] |= byte(x.IsNegative() << 7)
}

// CofactorEqual reports whether [8](p - q) is the identity.
func CofactorEqual(p *ProjPoint, q *edwards25519.Point) bool {
	var pe, qe ExtPoint
	pe.X.Multiply(&p.X, &p.Z)
	pe.Y.Multiply(&p.Y, &p.Z)
	pe.Z.Square(&p.Z)
	pe.T.Multiply(&p.X, &p.Y)
	qe.FromPoint(q)
	var qc CachedPoint
	qc.FromExt(&qe)
	var t ComplPoint
	var r ProjPoint
	r.FromCompl(t.Sub(&pe, &qc))
	for range 3 {
		r.FromCompl(t.Double(&r))
	}
	return r.IsIdentity()
}

// IsIdentity reports whether p is the identity, (0 : Z : Z).
func (p *ProjPoint) IsIdentity() bool {
	var zero field.Element
	return p.X.Equal(&zero) == 1 && p.Y.Equal(&p.Z) == 1
}
