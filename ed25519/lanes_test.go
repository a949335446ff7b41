package ed25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// TestLanesConstants checks the engine's constants against
// filippo.io/edwards25519: 2d, d, sqrt(-1), and every entry of the base
// point table against [e]B computed by scalar multiplication.
func TestLanesConstants(t *testing.T) {
	if r51.LimbsOf(edwards.D2) != r51.D2 {
		t.Errorf("d2Limbs = %x, want %x", r51.D2, r51.LimbsOf(edwards.D2))
	}
	var d2 field.Element
	d2.Add(r51.D(), r51.D())
	if d2.Equal(edwards.D2) != 1 {
		t.Error("curveD is not half of 2d")
	}
	var m1 field.Element
	m1.Square(r51.SqrtM1())
	if m1.Equal(new(field.Element).Negate(new(field.Element).One())) != 1 {
		t.Error("sqrtM1 squared is not -1")
	}
	tab := basepointPairs()
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
		t2d.Multiply(&tt, edwards.D2)
		var want r51x8.Cached4
		for c, v := range [4][5]uint64{r51.LimbsOf(&ypx), r51.LimbsOf(&ymx), {2}, r51.LimbsOf(&t2d)} {
			for i := range 5 {
				want[i][c] = v[i]
			}
		}
		if tab[e] != want {
			t.Fatalf("basepointPairs[%d] = %x, want %x", e, tab[e], want)
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
			scalar.SignedWindows(d, &le, w)
			sum := new(big.Int)
			for i := len(d) - 1; i >= 0; i-- {
				sum.Lsh(sum, w)
				sum.Add(sum, big.NewInt(int64(d[i])))
				top := 1 << (w - 1) // reached only by the last digit
				if i < len(d)-1 {
					top--
				}
				if int(d[i]) < -(1<<(w-1)) || int(d[i]) > top {
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
// (verifyItemsIFMA), chunk by chunk, whatever backend is active. With
// keys, every key that decodes comes decoded with hot tables, as
// VerifyBatchKeys passes an ExpandedPublicKey's.
func lanesVerdicts(p Profile, vs []vector, keys bool) []bool {
	ws := new(workspace)
	out := make([]bool, len(vs))
	cores := make([]keyCore, len(vs))
	for base := 0; base < len(vs); base += batchChunk {
		m := min(batchChunk, len(vs)-base)
		for j := range m {
			v := vs[base+j]
			k := &cores[base+j]
			if !keys || k.set(v.Pub) != nil {
				ws.items[j] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
				continue
			}
			ws.items[j] = prepare(p, nil, v.Msg, v.Sig, k)
			ws.items[j].Hot = buildHotTables(&k.negA)
		}
		verifyItemsIFMA(p.rules(), ws.items[:m], out[base:base+m], ws)
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
					want := g[c.name][p]
					for _, keys := range []bool{false, true} {
						got := lanesVerdicts(p, vs, keys)
						for i := range vs {
							if got[i] != (want[i] == '1') {
								t.Errorf("%s %v %s (keys %v): got %v", mode, p, vs[i].Name, keys, got[i])
							}
						}
					}
				}
			}
		})
	}
}

// TestLaneFaults corrupts the accumulator of every engine of the ifma
// backend (eight lanes, pairs, solo, the split chain of a key with hot
// tables, the combined check) and checks that the verdicts are still right
// (recomputed on the portable backend, or for the combined check by
// verifying each signature) and that each event is counted.
func TestLaneFaults(t *testing.T) {
	vs := validPool(msmMin + 1)
	vs[3].Sig = append([]byte(nil), vs[3].Sig...)
	vs[3].Sig[5] ^= 4
	defer func() { laneFaultHook = nil }()
	laneFaultHook = func(acc *r51x8.Element) { acc[2][5] = 1 << 60 }
	want := func(i int) bool { return i != 3 }
	// check compares got[i], the verdict of vs[first+i].
	check := func(what string, got []bool, first int, faults uint64) {
		t.Helper()
		if faults == 0 {
			t.Errorf("%s: no fault counted", what)
		}
		for i, v := range got {
			if v != want(first+i) {
				t.Errorf("%s: signature %d verdict %v", what, first+i, v)
			}
		}
	}
	// Every kernel set the engines can run on here, the CPU's choice too.
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for p := range numProfiles {
			before := LaneFaults()
			got := lanesVerdicts(p, vs[:8], false)
			check(mode+" "+p.String()+" lanes", got, 0, LaneFaults()-before)
			for _, n := range []int{1, 2} {
				before = LaneFaults()
				var items [2]prep.Item
				var out [2]bool
				for j := range n {
					items[j] = prepare(p, vs[2+j].Pub, vs[2+j].Msg, vs[2+j].Sig, nil)
				}
				verifyItemsPairs(p.rules(), items[:n], out[:n])
				check(mode+" "+p.String()+" pairs", out[:n], 2, LaneFaults()-before)
			}
			var k keyCore
			if err := k.set(vs[3].Pub); err != nil {
				t.Fatal(err)
			}
			before = LaneFaults()
			it := prepare(p, nil, vs[3].Msg, vs[3].Sig, &k)
			it.Hot = buildHotTables(&k.negA)
			it.Challenge()
			var out [1]bool
			verifySplit(p.rules(), &it, out[:], new(pairScratch))
			check(mode+" "+p.String()+" split", out[:], 3, LaneFaults()-before)
			if p.cofactored() {
				before = LaneFaults()
				ok := append(vs[:3:3], vs[4:]...) // msmMin valid: the check would pass
				ws := new(workspace)
				items := ws.items[:len(ok)]
				for i, v := range ok {
					items[i] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
				}
				verdicts := make([]bool, len(ok))
				if combineLanes(items, verdicts, ws, nil) || LaneFaults() == before {
					t.Errorf("%s %v: a corrupted combined check passed or was not counted", mode, p)
				}
			}
		}
		restore()
	}
}

// TestPairEngine runs every corpus through the pair engine (single items
// and pairs, through verifyItemsPairs) under every profile, on the portable
// twins and on the IFMA kernels where the CPU has them.
func TestPairEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for p := range numProfiles {
				for _, c := range cs {
					vs := c.vs
					if mode == "generic" && testing.Short() && len(vs) > 20 {
						vs = vs[:20]
					}
					want := g[c.name][p]
					for i := 0; i < len(vs); i += 2 {
						m := min(2, len(vs)-i)
						var items [2]prep.Item
						var out [2]bool
						for j := range m {
							v := vs[i+j]
							items[j] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
						}
						verifyItemsPairs(p.rules(), items[:m], out[:m])
						for j := range m {
							if out[j] != (want[i+j] == '1') {
								t.Errorf("%s %v %s: got %v", mode, p, vs[i+j].Name, out[j])
							}
						}
					}
				}
			}
		})
	}
}

// TestSplitEngine runs every corpus through the split verification of
// keys with hot tables under every profile, on the portable twins and on
// the IFMA kernels where the CPU has them (building the tables directly,
// so that machines without IFMA test it too).
func TestSplitEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			s := new(pairScratch)
			for _, c := range cs {
				vs := c.vs
				if mode == "generic" && testing.Short() && len(vs) > 20 {
					vs = vs[:20]
				}
				for i, v := range vs {
					var k keyCore
					if k.set(v.Pub) != nil {
						continue // no key: the ExpandedPublicKey paths never get here
					}
					hot := buildHotTables(&k.negA)
					for p := range numProfiles {
						it := prepare(p, nil, v.Msg, v.Sig, &k)
						got := false
						if it.OK {
							it.Hot = hot
							it.Challenge()
							var out [1]bool
							verifySplit(p.rules(), &it, out[:], s)
							got = out[0]
						}
						if want := g[c.name][p][i] == '1'; got != want {
							t.Errorf("%s %v %s: got %v, want %v", mode, p, v.Name, got, want)
						}
					}
				}
			}
		})
	}
}
