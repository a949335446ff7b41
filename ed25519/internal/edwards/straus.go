package edwards

import (
	"unsafe"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// A key's table holds, for each of KeyPositions positions p, odd
// multiples of 2^(KeyShift p)(-A): the digits of k's width-KeyWidth
// non-adjacent form at positions KeyShift p + j all add at step j of one
// chain of KeyShift doublings (DoubleBaseMultTable), as S's width-8 digits
// do from the base point's tables at the same positions (BaseTable8).
// KeyShift KeyPositions covers the 254 positions a scalar below L can have
// digits at. Position 0 holds the odd multiples up to 127, for the
// width-8 digits of the combined check's full-length scalars
// (KeyTable.Odd0); the others up to 2^(KeyWidth-1) - 1.
const (
	KeyWidth     = 6
	KeyEntries   = 1 << (KeyWidth - 2)
	KeyPositions = 8
	KeyShift     = 32
)

// The positions must cover 254 bits and include 2^128, where a shortened
// check's base-point scalar splits (BaseTable8); these do not compile (a
// negative uint constant) otherwise.
const (
	_ = uint(KeyShift*KeyPositions - 254)
	_ = uint(0 - 128%KeyShift)
)

// KeyTable is a key's table, KeyTableBytes long.
type KeyTable struct {
	odd0 [64]CachedPoint                           // [2i+1](-A)
	odd  [KeyPositions - 1][KeyEntries]CachedPoint // [2i+1](2^(KeyShift (p+1))(-A)) at [p]
}

// KeyTableBytes is the size of a KeyTable, on every platform; the two
// constants after it do not compile (a negative uint constant) unless it
// is.
const KeyTableBytes = 28160

const (
	_ = uint(KeyTableBytes - unsafe.Sizeof(KeyTable{}))
	_ = uint(unsafe.Sizeof(KeyTable{}) - KeyTableBytes)
)

// Set fills t for the point negA (-A).
func (t *KeyTable) Set(negA *edwards25519.Point) {
	var p ExtPoint
	p.FromPoint(negA)
	OddMultiplesCached(t.odd0[:], &p)
	var pp ProjPoint
	var c ComplPoint
	for i := range t.odd {
		pp.FromExt(&p)
		for range KeyShift - 1 {
			pp.FromCompl(c.Double(&pp))
		}
		p.FromCompl(c.Double(&pp))
		OddMultiplesCached(t.odd[i][:], &p)
	}
}

// Odd0 returns [1](-A), [3](-A), ..., [127](-A), for width-8 digits.
func (t *KeyTable) Odd0() *[64]CachedPoint { return &t.odd0 }

// entry returns [2i+1](2^(KeyShift p)(-A)), i < KeyEntries.
func (t *KeyTable) entry(p, i int) *CachedPoint {
	if p == 0 {
		return &t.odd0[i]
	}
	return &t.odd[p-1][i]
}

// DoubleBaseMultTable sets r = [a]P + [b]B in projective coordinates, where
// tab is P's table (KeyTable, for P = -A): one chain of at most KeyShift
// doublings, every nonzero digit of a (width KeyWidth) and of b (width 8)
// added at its position modulo KeyShift from the table of its position.
func DoubleBaseMultTable(r *ProjPoint, a *edwards25519.Scalar, tab *KeyTable, b *edwards25519.Scalar) {
	// The digits, a's then b's, listed by step: head[j] is the first digit
	// at step j, next[e] the one after digit e (-1 ends a list).
	var digits [2 * scalar.NAFMaxDigits]scalar.NAFDigit
	na := scalar.NAFDigits((*[scalar.NAFMaxDigits]scalar.NAFDigit)(digits[:scalar.NAFMaxDigits]), (*[32]byte)(a.Bytes()), KeyWidth)
	nb := scalar.NAFDigits((*[scalar.NAFMaxDigits]scalar.NAFDigit)(digits[scalar.NAFMaxDigits:]), (*[32]byte)(b.Bytes()), 8)
	var head [KeyShift]int16
	var next [2 * scalar.NAFMaxDigits]int16
	for j := range head {
		head[j] = -1
	}
	top := -1
	for _, part := range [2][2]int{{0, na}, {scalar.NAFMaxDigits, scalar.NAFMaxDigits + nb}} {
		for e := part[0]; e < part[1]; e++ {
			j := int(digits[e].Pos) % KeyShift
			next[e], head[j] = head[j], int16(e)
			top = max(top, j)
		}
	}
	var bt [KeyPositions]*[64]AffineCached
	for p := range bt {
		bt[p] = BaseTable8(p)
	}
	var t ComplPoint
	var u ExtPoint
	r.Identity()
	for j := top; j >= 0; j-- {
		t.Double(r)
		for e := head[j]; e >= 0; e = next[e] {
			dg := digits[e]
			p, d := int(dg.Pos)/KeyShift, int(dg.D)
			u.FromCompl(&t)
			switch {
			case e < scalar.NAFMaxDigits && d > 0:
				t.Add(&u, tab.entry(p, d/2))
			case e < scalar.NAFMaxDigits:
				t.Sub(&u, tab.entry(p, -d/2))
			case d > 0:
				t.AddAffine(&u, &bt[p][d/2])
			default:
				t.SubAffine(&u, &bt[p][-d/2])
			}
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
