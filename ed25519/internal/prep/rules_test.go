package prep

import (
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// TestShortVerdict checks ShortVerdict on the identity in several
// projective forms and on points that are not it, with R's bytes canonical
// (y = 1) and not (y = p, the same point's other encoding), under both
// kinds of rules.
func TestShortVerdict(t *testing.T) {
	const m = 1<<51 - 1
	p := [5]uint64{m - 18, m, m, m, m} // p itself: 0 modulo p
	var canonical, nonCanonical [64]byte
	canonical[0] = 1
	for i := range 32 {
		nonCanonical[i] = 0xff
	}
	nonCanonical[0], nonCanonical[31] = 0xed, 0x7f // y = p
	cases := []struct {
		X, Y, Z  [5]uint64
		identity bool
	}{
		{[5]uint64{}, [5]uint64{1}, [5]uint64{1}, true},
		{[5]uint64{}, [5]uint64{7}, [5]uint64{7}, true},
		{p, [5]uint64{5, 1}, [5]uint64{5, 1}, true},                              // X = p = 0
		{[5]uint64{}, [5]uint64{1 + 19}, [5]uint64{p[0] + 20, m, m, m, m}, true}, // Z = p + 20 = 20
		{[5]uint64{1}, [5]uint64{1}, [5]uint64{1}, false},
		{[5]uint64{}, [5]uint64{1}, [5]uint64{2}, false},
		{[5]uint64{}, [5]uint64{m - 19, m, m, m, m}, [5]uint64{1}, false}, // Y = -1
	}
	for i, c := range cases {
		for _, cof := range []bool{false, true} {
			r := Rules{Cofactored: cof}
			if got := ShortVerdict(r, &canonical, c.X, c.Y, c.Z); got != c.identity {
				t.Errorf("case %d cofactored %v, canonical R: %v", i, cof, got)
			}
			want := c.identity && cof
			if got := ShortVerdict(r, &nonCanonical, c.X, c.Y, c.Z); got != want {
				t.Errorf("case %d cofactored %v, non-canonical R: %v, want %v", i, cof, got, want)
			}
		}
	}
}

// TestEncodingEqual checks EncodingEqual against the encoding it stands
// for (R' encoded, compared as bytes) and against CofactorlessEqual, for
// points of every order's kind (multiples of B, the eight small-order
// points and sums of the two) in several projective forms, limbs carried
// or not, with R's bytes the point's encoding, its sign flipped, its y + p
// where that stays below 2^255, and another point's encoding.
func TestEncodingEqual(t *testing.T) {
	const m = 1<<51 - 1
	pLimbs := [5]uint64{m - 18, m, m, m, m}
	var points []*edwards25519.Point
	for _, e := range SmallOrderEncodings {
		if IsCanonicalEncoding(&e) {
			P, err := new(edwards25519.Point).SetBytes(e[:])
			if err != nil {
				t.Fatal(err)
			}
			points = append(points, P)
		}
	}
	small := len(points)
	for i := range 24 {
		var s [64]byte
		s[0], s[1], s[40] = byte(i+1), byte(3*i), byte(i)
		k, err := edwards25519.NewScalar().SetUniformBytes(s[:])
		if err != nil {
			t.Fatal(err)
		}
		P := new(edwards25519.Point).ScalarBaseMult(k)
		points = append(points, P)
		points = append(points, new(edwards25519.Point).Add(P, points[i%small]))
	}
	var lambda [3]field.Element
	lambda[0].One()
	lambda[1].Add(new(field.Element).One(), new(field.Element).One())
	if _, err := lambda[2].SetBytes([]byte("EncodingEqual's projective form.")); err != nil {
		t.Fatal(err)
	}
	for i, P := range points {
		enc := [32]byte(P.Bytes())
		other := [32]byte(points[(i+1)%len(points)].Bytes())
		flipped := enc
		flipped[31] ^= 0x80
		cands := [][32]byte{enc, flipped, other}
		if y := r51.FromBytes(&enc); y[1]|y[2]|y[3]|y[4] == 0 && y[0] < 19 {
			// y + p, below 2^255: the same point's non-canonical encoding.
			yp := y
			yp[0] += pLimbs[0] // y + p: limb 0 stays below 2^51 for y < 19
			for j := 1; j < 5; j++ {
				yp[j] = pLimbs[j]
			}
			nc := r51.Bytes(&yp)
			nc[31] |= enc[31] & 0x80
			cands = append(cands, nc)
		}
		X, Y, Z, _ := P.ExtendedCoordinates()
		for l := range lambda {
			var x, y, z field.Element
			x.Multiply(X, &lambda[l])
			y.Multiply(Y, &lambda[l])
			z.Multiply(Z, &lambda[l])
			xl, yl, zl := r51.LimbsOf(&x), r51.LimbsOf(&y), r51.LimbsOf(&z)
			if l == 2 { // carried: p added to every coordinate
				for j := range 5 {
					xl[j] += pLimbs[j]
					yl[j] += pLimbs[j]
					zl[j] += pLimbs[j]
				}
			}
			for c, e := range cands {
				want := e == enc
				if got := EncodingEqual(&e, xl, yl, zl); got != want {
					t.Errorf("point %d (small order: %v), form %d, candidate %d: %v, want %v", i, i < small, l, c, got, want)
				}
				// CofactorlessEqual, given R decoded, must agree.
				R, err := new(edwards25519.Point).SetBytes(e[:])
				if err != nil {
					continue
				}
				rx, ry, rz, _ := R.ExtendedCoordinates()
				var inv, ax, ay, xz, yz field.Element
				inv.Invert(rz)
				ax.Multiply(rx, &inv)
				ay.Multiply(ry, &inv)
				xz.Multiply(&ax, &z)
				yz.Multiply(&ay, &z)
				var sig [64]byte
				copy(sig[:], e[:])
				if got := CofactorlessEqual(&sig, xl, yl, r51.LimbsOf(&xz), r51.LimbsOf(&yz)); got != want {
					t.Errorf("point %d, form %d, candidate %d: CofactorlessEqual %v, want %v", i, l, c, got, want)
				}
			}
		}
	}
	// Z = 0 (or p): no point; false even against the bytes (0 : 0 : 0)
	// would encode to with its inverse taken as 0.
	var zero [32]byte
	for _, z := range [][5]uint64{{}, pLimbs} {
		if EncodingEqual(&zero, [5]uint64{}, [5]uint64{}, z) {
			t.Errorf("Z = %v: true", z)
		}
	}
}
