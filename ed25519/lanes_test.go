package ed25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// TestLanesConstants checks the engine's constants against
// filippo.io/edwards25519: 2d, d, sqrt(-1), and every entry of the base
// point table against [e]B computed by scalar multiplication.
func TestLanesConstants(t *testing.T) {
	if limbsOf(feD2) != d2Limbs {
		t.Errorf("d2Limbs = %x, want %x", d2Limbs, limbsOf(feD2))
	}
	var d2 field.Element
	d2.Add(curveD(), curveD())
	if d2.Equal(feD2) != 1 {
		t.Error("curveD is not half of 2d")
	}
	var m1 field.Element
	m1.Square(sqrtM1())
	if m1.Equal(new(field.Element).Negate(new(field.Element).One())) != 1 {
		t.Error("sqrtM1 squared is not -1")
	}
	tab := basepointLanes()
	for e := range tab {
		var s edwards25519.Scalar
		var b [32]byte
		b[0] = byte(e)
		if _, err := s.SetCanonicalBytes(b[:]); err != nil {
			t.Fatal(err)
		}
		P := new(edwards25519.Point).ScalarBaseMult(&s)
		X, Y, Z, T := P.ExtendedCoordinates()
		var zinv, x, y, tt, ypx, ymx, t2d field.Element
		zinv.Invert(Z)
		x.Multiply(X, &zinv)
		y.Multiply(Y, &zinv)
		tt.Multiply(T, &zinv)
		ypx.Add(&y, &x)
		ymx.Subtract(&y, &x)
		t2d.Multiply(&tt, feD2)
		want := cachedLimbs{limbsOf(&ypx), limbsOf(&ymx), {2}, limbsOf(&t2d)}
		if tab[e] != want {
			t.Fatalf("basepointLanes[%d] = %x, want %x", e, tab[e], want)
		}
	}
}

// TestSignedWindows checks the signed fixed-window recoding against
// math/big: the digits sum to the scalar, and every digit is in range.
func TestSignedWindows(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	L, _ := new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)
	cases := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(L, big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 253), big.NewInt(1))}
	for range 500 {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x1f
		cases = append(cases, new(big.Int).SetBytes(reverse(b[:])))
	}
	for _, s := range cases {
		var le [32]byte
		copy(le[:], reverse(s.FillBytes(make([]byte, 32))))
		for _, w := range []uint{5, 8} {
			d := make([]int8, map[uint]int{5: laneDigitsA, 8: laneDigitsB}[w])
			signedWindows(d, &le, w)
			sum := new(big.Int)
			for i := len(d) - 1; i >= 0; i-- {
				sum.Lsh(sum, w)
				sum.Add(sum, big.NewInt(int64(d[i])))
				if int(d[i]) < -(1<<(w-1)) || int(d[i]) > 1<<(w-1) {
					t.Fatalf("w=%d: digit %d = %d out of range", w, i, d[i])
				}
			}
			if sum.Cmp(s) != 0 {
				t.Fatalf("w=%d: digits of %x sum to %x", w, s, sum)
			}
		}
	}
}

// lanesVerdicts verifies vs under p through the ifma backend's batch path
// (verifyItemsIFMA), chunk by chunk, whatever backend is active.
func lanesVerdicts(p Profile, vs []vector) []bool {
	ws := new(workspace)
	out := make([]bool, len(vs))
	for base := 0; base < len(vs); base += batchChunk {
		m := min(batchChunk, len(vs)-base)
		for j := range m {
			v := vs[base+j]
			ws.items[j] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
		}
		verifyItemsIFMA(p, ws.items[:m], out[base:base+m], ws)
	}
	return out
}

// TestLanesEngine runs every corpus through the lanes engine under every
// profile, on the portable twins of the kernels (so that every machine
// tests the engine) and on the IFMA kernels where the CPU has them, and
// compares every verdict with the pinned ones.
func TestLanesEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for p := range numProfiles {
				for _, c := range cs {
					vs := c.vs
					if mode == "generic" && testing.Short() && len(vs) > 40 {
						vs = vs[:40]
					}
					got := lanesVerdicts(p, vs)
					want := g[c.name][p]
					for i := range vs {
						if got[i] != (want[i] == '1') {
							t.Errorf("%s %v %s: got %v", mode, p, vs[i].Name, got[i])
						}
					}
				}
			}
		})
	}
}

// TestLaneFaults corrupts the engine's result and checks that the group is
// recomputed on the portable backend, with the right verdicts, and counted.
func TestLaneFaults(t *testing.T) {
	vs := validPool(8)
	vs[3].Sig = append([]byte(nil), vs[3].Sig...)
	vs[3].Sig[5] ^= 4
	defer func() { laneFaultHook = nil }()
	laneFaultHook = func(s *laneScratch) { s.acc[1][2][5] = 1 << 60 }
	for p := range numProfiles {
		before := LaneFaults()
		got := lanesVerdicts(p, vs)
		if LaneFaults() != before+1 {
			t.Errorf("%v: LaneFaults went from %d to %d, want one more", p, before, LaneFaults())
		}
		for i, v := range got {
			if v != (i != 3) {
				t.Errorf("%v: lane %d verdict %v", p, i, v)
			}
		}
	}
}
