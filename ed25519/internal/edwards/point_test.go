package edwards

import (
	"crypto/sha512"
	"math/big"
	"slices"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

func testScalar(i int) *edwards25519.Scalar {
	h := sha512.Sum512([]byte{'s', byte(i), byte(i >> 8)})
	s, _ := edwards25519.NewScalar().SetUniformBytes(h[:])
	return s
}

// TestDoubleBaseMultTable checks the table-driven double-scalar
// multiplication against filippo.io/edwards25519's, including the edge
// scalars 0, 1 and L-1, and points with a small-order component.
func TestDoubleBaseMultTable(t *testing.T) {
	bigL, _ := new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)
	lm1b := new(big.Int).Sub(bigL, big.NewInt(1)).FillBytes(make([]byte, 32))
	slices.Reverse(lm1b) // little-endian
	lm1, _ := edwards25519.NewScalar().SetCanonicalBytes(lm1b)
	edge := []*edwards25519.Scalar{edwards25519.NewScalar(), scalarOne(), lm1}
	// T is a point of order 8.
	T, _ := new(edwards25519.Point).SetBytes([]byte{0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef, 0x98, 0xf0,
		0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88, 0x6d, 0x53, 0xfc, 0x05})
	for i := range 200 {
		a, b := testScalar(2*i), testScalar(2*i+1)
		if i < 9 {
			a, b = edge[i%3], edge[i/3]
		}
		P := new(edwards25519.Point).ScalarBaseMult(testScalar(1000 + i))
		if i%2 == 1 {
			P.Add(P, T)
		}
		var tab KeyTable
		tab.Set(P)
		var r ProjPoint
		DoubleBaseMultTable(&r, a, &tab, b)
		var enc [32]byte
		r.Encode(&enc)
		want := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(a, P, b)
		if string(enc[:]) != string(want.Bytes()) {
			t.Fatalf("%d: got %x, want %x", i, enc, want.Bytes())
		}
		if !CofactorEqual(&r, want) {
			t.Fatalf("%d: cofactorEqual false for equal points", i)
		}
		if CofactorEqual(&r, P) && P.Equal(want) != 1 {
			t.Fatalf("%d: cofactorEqual true for different points", i)
		}
		// Differing by a small-order point only: equal up to the cofactor.
		if !CofactorEqual(&r, new(edwards25519.Point).Add(want, T)) {
			t.Fatalf("%d: cofactorEqual false for a small-order difference", i)
		}
	}
}

func scalarOne() *edwards25519.Scalar {
	var b [32]byte
	b[0] = 1
	s, _ := edwards25519.NewScalar().SetCanonicalBytes(b[:])
	return s
}

// TestBaseTables8 checks every entry of BaseTable8 at every position
// against [2i+1](2^(KeyShift p) B) computed by filippo.io/edwards25519, by
// adding each to the identity, and KeyTable.Set's entries likewise
// against [2i+1](2^(KeyShift p) P) for a P with a small-order component
// (at position 0 all 64 of Odd0).
func TestBaseTables8(t *testing.T) {
	T, _ := new(edwards25519.Point).SetBytes([]byte{0x26, 0xe8, 0x95, 0x8f, 0xc2, 0xb2, 0x27, 0xb0, 0x45, 0xc3, 0xf4, 0x89, 0xf2, 0xef, 0x98, 0xf0,
		0xd5, 0xdf, 0xac, 0x05, 0xd3, 0xc6, 0x33, 0x39, 0xb1, 0x38, 0x02, 0x88, 0x6d, 0x53, 0xfc, 0x05})
	P := new(edwards25519.Point).ScalarBaseMult(testScalar(7))
	P.Add(P, T)
	var key KeyTable
	key.Set(P)
	var id ExtPoint
	id.FromPoint(edwards25519.NewIdentityPoint())
	for p := range KeyPositions {
		var e [32]byte
		e[p*KeyShift/8] = 1 << (p * KeyShift % 8)
		shift, _ := edwards25519.NewScalar().SetCanonicalBytes(e[:])
		bp := new(edwards25519.Point).ScalarBaseMult(shift)
		pp := new(edwards25519.Point).ScalarMult(shift, P)
		for i := range 64 {
			var m [32]byte
			m[0] = byte(2*i + 1)
			s, _ := edwards25519.NewScalar().SetCanonicalBytes(m[:])
			var sum ComplPoint
			var got ProjPoint
			got.FromCompl(sum.AddAffine(&id, &BaseTable8(p)[i]))
			if want := new(edwards25519.Point).ScalarMult(s, bp); encode(&got) != [32]byte(want.Bytes()) {
				t.Fatalf("BaseTable8(%d)[%d]: got %x, want %x", p, i, encode(&got), want.Bytes())
			}
			if i < KeyEntries || p == 0 {
				got.FromCompl(sum.Add(&id, key.entry(p, i)))
				if want := new(edwards25519.Point).ScalarMult(s, pp); encode(&got) != [32]byte(want.Bytes()) {
					t.Fatalf("KeyTable[%d][%d]: got %x, want %x", p, i, encode(&got), want.Bytes())
				}
			}
		}
	}
}

func encode(p *ProjPoint) (enc [32]byte) {
	p.Encode(&enc)
	return enc
}

// TestAffineCachedFromPoint checks AffineCached.FromPoint for points with Z
// = 1 (decoded) and Z != 1 (sums), by adding each to the identity.
func TestAffineCachedFromPoint(t *testing.T) {
	var id ExtPoint
	id.FromPoint(edwards25519.NewIdentityPoint())
	for i := range 8 {
		sum := new(edwards25519.Point).ScalarBaseMult(testScalar(i))
		sum.Add(sum, edwards25519.NewGeneratorPoint())
		decoded, err := new(edwards25519.Point).SetBytes(sum.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		for name, p := range map[string]*edwards25519.Point{"sum": sum, "decoded": decoded} {
			if _, _, z, _ := p.ExtendedCoordinates(); (z.Equal(new(field.Element).One()) == 1) != (name == "decoded") {
				t.Fatalf("%d %s: Z = 1 is %v", i, name, name != "decoded")
			}
			var a AffineCached
			var c ComplPoint
			var got ProjPoint
			got.FromCompl(c.AddAffine(&id, a.FromPoint(p)))
			if encode(&got) != [32]byte(p.Bytes()) {
				t.Fatalf("%d %s: got %x, want %x", i, name, encode(&got), p.Bytes())
			}
		}
	}
}
