package prep

import "testing"

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
