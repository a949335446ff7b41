package r25x4

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// randPoint10 returns four random points of the curve, one per lane, and
// the same points as edwards25519.Points.
func randPoint10(r *rand.Rand) (p Point, pts [4]*edwards25519.Point) {
	for l := range pts {
		var b [64]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		s, _ := edwards25519.NewScalar().SetUniformBytes(b[:])
		pts[l] = new(edwards25519.Point).ScalarBaseMult(s)
		X, Y, Z, T := pts[l].ExtendedCoordinates()
		for c, e := range [4]*field.Element{X, Y, Z, T} {
			v := FromLimbs51(r51.LimbsOf(e))
			SetLane(&p[c], l, &v)
		}
	}
	return p, pts
}

// equalPoint10 reports whether lane l of p is the point q: X/Z and Y/Z
// equal q's affine coordinates, and T/Z = XY/Z^2 (checked as T Z = X Y).
func equalPoint10(p *Point, l int, q *edwards25519.Point, withT bool) bool {
	X, Y, Z, _ := q.ExtendedCoordinates()
	qx, qy, qz := value10Of(X), value10Of(Y), value10Of(Z)
	px, py, pz, pt := value10(&p[0], l), value10(&p[1], l), value10(&p[2], l), value10(&p[3], l)
	eq := func(a, b *big.Int) bool {
		return new(big.Int).Mod(new(big.Int).Sub(a, b), bigP).Sign() == 0
	}
	mul := func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }
	ok := eq(mul(px, qz), mul(qx, pz)) && eq(mul(py, qz), mul(qy, pz))
	if withT {
		ok = ok && eq(mul(pt, pz), mul(px, py))
	}
	return ok
}

// soloTable sets tab[e] = [e]P in the solo form, cached, e = 0..16.
func soloTable(tab *[17]Element, p *edwards25519.Point) {
	var acc Element
	X, Y, Z, T := edwards25519.NewIdentityPoint().ExtendedCoordinates()
	for c, e := range [4]*field.Element{X, Y, Z, T} {
		v := FromLimbs51(r51.LimbsOf(e))
		SetLane(&acc, c, &v)
	}
	solo10CachedGeneric(&tab[0], &acc)
	X, Y, Z, T = p.ExtendedCoordinates()
	for c, e := range [4]*field.Element{X, Y, Z, T} {
		v := FromLimbs51(r51.LimbsOf(e))
		SetLane(&acc, c, &v)
	}
	solo10CachedGeneric(&tab[1], &acc)
	for e := 2; e <= 16; e++ {
		solo10AddGeneric(&acc, &tab[1])
		solo10CachedGeneric(&tab[e], &acc)
	}
}

// bigP is p = 2^255 - 19.
var bigP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

func value10Of(e *field.Element) *big.Int {
	var x Element
	v := FromLimbs51(r51.LimbsOf(e))
	SetLane(&x, 0, &v)
	return value10(&x, 0)
}

// TestQuad10Formulas checks the quad twins against filippo.io/edwards25519
// on random points in every lane (doublings, additions with and without T,
// selections of table entries with and without negation), and that their
// results stay carried when every input limb is at its bound.
func TestQuad10Formulas(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	for iter := range 20 {
		p, pts := randPoint10(r)
		n := uint64(1 + iter%4)
		point10DoubleGeneric(&p, n)
		for l, q := range pts {
			for range n {
				q.Add(q, q)
			}
			if !equalPoint10(&p, l, q, true) {
				t.Fatalf("point10Double(%d) lane %d", n, l)
			}
		}
		// q = lane l's entry e of a solo table, negated in odd lanes.
		var tabs [4]*[17]Element
		var ents [4]*Element
		_, others := randPoint10(r)
		for l := range tabs {
			tabs[l] = new([17]Element)
			neg := new(edwards25519.Point).Negate(others[l])
			soloTable(tabs[l], neg)
			ents[l] = &tabs[l][(iter+l)%17]
		}
		var q Cached
		select10Generic(&q, &ents, 0b1010)
		withT := iter%2 == 0
		if withT {
			point10AddGeneric(&p, &q)
		} else {
			point10AddNoTGeneric(&p, &q)
		}
		for l, pt := range pts {
			// Entry e of lane l's table is [e](-O_l), negated in odd lanes.
			var kb [32]byte
			kb[0] = byte((iter + l) % 17)
			k, _ := edwards25519.NewScalar().SetCanonicalBytes(kb[:])
			m := new(edwards25519.Point).ScalarMult(k, others[l])
			if l%2 == 0 {
				m.Negate(m)
			}
			pt.Add(pt, m)
			if !equalPoint10(&p, l, pt, withT) {
				t.Fatalf("iteration %d: point10Add lane %d (entry %d)", iter, l, (iter+l)%17)
			}
		}
	}
	// Bounds: carried inputs at their maximum, cached inputs at the
	// largest the engine forms (twice carried, or 2p).
	var p Point
	var q Cached
	for c := range p {
		p[c] = maxFe10()
	}
	for i := range 10 {
		for l := range 4 {
			q[0][i][l] = 2 * (CarriedBound(i) - 1)
			q[1][i][l] = WideBound(i) - 1
			q[2][i][l] = 2 * (CarriedBound(i) - 1)
			q[3][i][l] = TwoP[i]
		}
	}
	x := p
	point10DoubleGeneric(&x, 1)
	for c := range x {
		checkCarried10(t, "point10Double", &x[c])
	}
	x = p
	point10AddGeneric(&x, &q)
	for c := range x {
		checkCarried10(t, "point10Add", &x[c])
	}
}
