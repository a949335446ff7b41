package edwards

import (
	"testing"

	"filippo.io/edwards25519"
)

// TestBaseTables checks every entry of the base point's shared tables
// against [e]P computed on its own by scalar multiplication: Base51,
// Base51x128 and Base51Radix11 (built with one inversion for all their Z).
func TestBaseTables(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    *edwards25519.Point
		tab  [][5][4]uint64
	}{
		{"Base51", edwards25519.NewGeneratorPoint(), Base51()[:]},
		{"Base51x128", Base128(), Base51x128()[:]},
		{"Base51Radix11", edwards25519.NewGeneratorPoint(), Base51Radix11()[:]},
	} {
		if tc.name == "Base51Radix11" && len(tc.tab) != Base51Radix11Max+1 {
			t.Fatalf("%s: %d entries", tc.name, len(tc.tab))
		}
		for e := range tc.tab {
			var b [32]byte
			b[0], b[1] = byte(e), byte(e>>8)
			s, err := edwards25519.NewScalar().SetCanonicalBytes(b[:])
			if err != nil {
				t.Fatal(err)
			}
			var want [5][4]uint64
			AffineCached51(&want, new(edwards25519.Point).ScalarMult(s, tc.p))
			if tc.tab[e] != want {
				t.Fatalf("%s[%d] = %v, want %v", tc.name, e, tc.tab[e], want)
			}
		}
	}
}
