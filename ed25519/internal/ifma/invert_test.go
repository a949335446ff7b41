package ifma

import (
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
)

// TestInvertLanes checks invertLanes lane by lane against
// field.Element.Invert, with zero lanes (which must come out zero and
// leave the others exact) at every position and in every number, and
// limbs at the bounds the engines leave them (below 2^52).
func TestInvertLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 600 {
		var z, out r51x8.Element
		zero := uint8(r.Uint32())
		if round < 256 {
			zero = uint8(round)
		}
		var want [8][5]uint64
		for l := range 8 {
			var v [5]uint64
			if zero>>l&1 == 0 {
				for i := range v {
					v[i] = r.Uint64() >> (12 + r.IntN(40))
				}
				if round%7 == 0 {
					v = r51.Freeze(v)
					v[0] += r51.Mask51 - 18 // p plus a small value
					v[1], v[2], v[3], v[4] = v[1]+r51.Mask51, v[2]+r51.Mask51, v[3]+r51.Mask51, v[4]+r51.Mask51
				}
			} else if round%2 == 0 {
				v = [5]uint64{r51.Mask51 - 18, r51.Mask51, r51.Mask51, r51.Mask51, r51.Mask51} // p
			}
			r51x8.SetLane(&z, l, &v)
			if r51.Freeze(v) != ([5]uint64{}) {
				var e field.Element
				want[l] = r51.LimbsOf(e.Invert(r51.SetElement(&e, v)))
			}
		}
		invertLanes(&out, &z)
		for l := range 8 {
			if got := r51x8.Lane(&out, l); got != want[l] {
				t.Fatalf("round %d lane %d: 1/%x = %x, want %x", round, l, r51x8.Lane(&z, l), got, want[l])
			}
		}
	}
}
