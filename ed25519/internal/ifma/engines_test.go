package ifma

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// TestConstants checks the engines' constants against
// filippo.io/edwards25519: 2d, d, sqrt(-1), and every entry of the base
// point tables against [e]B and [e](2^128 B) computed by scalar
// multiplication.
func TestConstants(t *testing.T) {
	if r51.LimbsOf(edwards.D2) != r51.D2 {
		t.Errorf("r51.D2 = %x, want %x", r51.D2, r51.LimbsOf(edwards.D2))
	}
	var d2 field.Element
	d2.Add(r51.D(), r51.D())
	if d2.Equal(edwards.D2) != 1 {
		t.Error("d is not half of 2d")
	}
	var m1 field.Element
	m1.Square(r51.SqrtM1())
	if m1.Equal(new(field.Element).Negate(new(field.Element).One())) != 1 {
		t.Error("sqrt(-1) squared is not -1")
	}
	wb := warmBase()
	for h, tab := range append([]*[129]r51x8.Cached4{basepointPairs(), basepointPairs128()}, wb[:]...) {
		shift := [2]int{0, 128}[min(h, 1)]
		if h >= 2 {
			shift = prep.WarmShiftB * (h - 2)
		}
		for e := range tab {
			P := new(edwards25519.Point).ScalarBaseMult(edtest.ScalarOf(e, shift))
			if tab[e] != affineCachedOf(P) {
				t.Fatalf("table %d entry %d = %x, want %x", h, e, tab[e], affineCachedOf(P))
			}
		}
	}
}

// affineCachedOf returns P as an affine cached point (y+x, y-x, 2, 2dxy),
// canonical limbs.
func affineCachedOf(P *edwards25519.Point) (c r51x8.Cached4) {
	X, Y, Z, T := P.ExtendedCoordinates()
	var zinv, x, y, tt, ypx, ymx, t2d field.Element
	zinv.Invert(Z)
	x.Multiply(X, &zinv)
	y.Multiply(Y, &zinv)
	tt.Multiply(T, &zinv)
	ypx.Add(&y, &x)
	ymx.Subtract(&y, &x)
	t2d.Multiply(&tt, edwards.D2)
	for k, v := range [4][5]uint64{r51.LimbsOf(&ypx), r51.LimbsOf(&ymx), {2}, r51.LimbsOf(&t2d)} {
		for i := range 5 {
			c[i][k] = v[i]
		}
	}
	return c
}

// TestKeyTables checks every entry of NewKeyTables's seventeen tables against
// [e](2^(prep.WarmShiftA p)(-A)) computed by scalar multiplication, for keys from the
// edge corpus and random ones, on every kernel set here: the entries are
// cached points with a Z of their own, so each is compared projectively
// ((Y+X) 2Z' = (Y'+X') 2Z and so on) after checking its limbs are carried.
func TestKeyTables(t *testing.T) {
	var keys []*edwards25519.Point
	for _, v := range append(validPool(3), edgeVectors(t)[:12]...) {
		if a, err := new(edwards25519.Point).SetBytes(v.Pub); err == nil {
			keys = append(keys, a.Negate(a))
		}
	}
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for _, negA := range keys {
				h := NewKeyTables(negA)
				for p := range prep.WarmPositionsA {
					// r51x8.Prefetch asks for every line of entries on
					// 32-byte boundaries.
					if a := uintptr(unsafe.Pointer(h.Table(p))); a%32 != 0 {
						t.Fatalf("table %d at %#x, not on a 32-byte boundary", p, a)
					}
				}
				for p := range prep.WarmPositionsA {
					for e, got := range h.Table(p) {
						P := new(edwards25519.Point).ScalarMult(edtest.ScalarOf(e, prep.WarmShiftA*p), negA)
						want := affineCachedOf(P)
						if !sameCached(&got, &want) {
							t.Fatalf("table %d entry %d = %x, want %x (affine)", p, e, got, want)
						}
					}
				}
			}
		})
	}
}

// sameCached reports whether the cached points a and b (limbs of Y+X,
// Y-X, 2Z, 2dT) are the same point, each coordinate's limbs below the
// carried bound.
func sameCached(a, b *r51x8.Cached4) bool {
	var c [2][4]field.Element
	for k, q := range [2]*r51x8.Cached4{a, b} {
		for j := range 4 {
			var v [5]uint64
			for i := range 5 {
				if q[i][j] >= r51x8.CarriedBound {
					return false
				}
				v[i] = q[i][j]
			}
			f := r51.Freeze(v)
			if _, err := c[k][j].SetBytes(fieldBytes(f)); err != nil {
				return false
			}
		}
	}
	var l, r field.Element
	for _, j := range []int{0, 1, 3} {
		l.Multiply(&c[0][j], &c[1][2])
		r.Multiply(&c[1][j], &c[0][2])
		if l.Equal(&r) != 1 {
			return false
		}
	}
	return true
}

func fieldBytes(f [5]uint64) []byte {
	b := r51.Bytes(&f)
	return b[:]
}

// TestDigitAbs checks the branch-free sign and magnitude of every int8
// digit against the plain computation.
func TestDigitAbs(t *testing.T) {
	for v := -128; v <= 127; v++ {
		abs, neg := digitAbs(int8(v))
		wantAbs, wantNeg := v, uint32(0)
		if v < 0 {
			wantAbs, wantNeg = -v, 1
		}
		if int(abs) != wantAbs || neg != wantNeg {
			t.Fatalf("digitAbs(%d) = %d, %d; want %d, %d", v, abs, neg, wantAbs, wantNeg)
		}
	}
}

// TestDigitCounts checks that laneDigitsA signed radix-2^5 digits and
// laneDigitsB radix-2^8 digits hold every scalar below 2^253, the top
// digit taking the last carry, and coldDigitsB radix-2^11 digits every S
// below L with the top digit within edwards.Base51Radix11Max, against
// math/big.
func TestDigitCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	top := new(big.Int).Lsh(big.NewInt(1), 252)
	cases := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(edtest.L, big.NewInt(1)),
		top, new(big.Int).Sub(top, big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 253), big.NewInt(1))}
	for range 500 {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x1f
		slices.Reverse(b[:])
		cases = append(cases, new(big.Int).SetBytes(b[:]))
	}
	for _, s := range cases {
		var le [32]byte
		s.FillBytes(le[:])
		slices.Reverse(le[:])
		for _, w := range []uint{5, 8, coldWindowB} {
			d := make([]int16, map[uint]int{5: laneDigitsA, 8: laneDigitsB, coldWindowB: coldDigitsB}[w])
			if w == coldWindowB {
				if s.Cmp(edtest.L) >= 0 {
					continue
				}
				scalar.SignedWindows16(d, &le, w)
				if top := d[len(d)-1]; top < 0 || top > edwards.Base51Radix11Max {
					t.Fatalf("S = %x: top digit %d outside the table", s, top)
				}
			} else {
				d8 := make([]int8, len(d))
				scalar.SignedWindows(d8, &le, w)
				for i, v := range d8 {
					d[i] = int16(v)
				}
			}
			sum := new(big.Int)
			for i := len(d) - 1; i >= 0; i-- {
				sum.Lsh(sum, w)
				sum.Add(sum, big.NewInt(int64(d[i])))
			}
			if sum.Cmp(s) != 0 {
				t.Fatalf("w=%d: digits of %x sum to %x", w, s, sum)
			}
		}
	}
}

// TestDecodeLanes2 checks that decoding two groups side by side
// (decodeLanes2, as the chunks' paired groups, the combined check and the
// bucket sum's queue use it) gives each group exactly what decodeLanes
// gives it alone, point and mask, and that the masks and points are
// SetBytes's: the keys and R of the edge corpus (non-canonical, off the
// curve, small order) in every lane of either group, with idle (nil)
// lanes among them, on every kernel set here.
func TestDecodeLanes2(t *testing.T) {
	var encs []*[32]byte
	for _, v := range edgeVectors(t) {
		if len(v.Pub) == 32 {
			encs = append(encs, (*[32]byte)(v.Pub))
		}
		if len(v.Sig) == 64 {
			encs = append(encs, (*[32]byte)(v.Sig[:32]))
		}
	}
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		var t2 fieldScratch
		for base := 0; base < len(encs); base += 13 {
			var enc [2][8]*[32]byte
			for g := range enc {
				for l := range enc[g] {
					if i := base + 8*g + l; (i*5)%11 != 0 && i < len(encs) { // some lanes idle
						enc[g][l] = encs[i]
					}
				}
			}
			var got [2]r51x8.Point
			ok := decodeLanes2(&[2]*r51x8.Point{&got[0], &got[1]}, &[2]*[8]*[32]byte{&enc[0], &enc[1]}, &t2)
			for g := range enc {
				var want r51x8.Point
				var t1 fieldScratch
				if wantOK := decodeLanes(&want, &enc[g], &t1, eightLanes); ok[g] != wantOK || got[g] != want {
					t.Fatalf("%s: group %d of the pair at %d: mask %08b, want %08b (or the points differ)", mode, g, base, ok[g], wantOK)
				}
				for l, e := range enc[g] {
					if e == nil {
						continue
					}
					pt, err := new(edwards25519.Point).SetBytes(e[:])
					if (ok[g]>>l&1 != 0) != (err == nil) {
						t.Fatalf("%s: %x decodes %v, SetBytes's error %v", mode, *e, ok[g]>>l&1 != 0, err)
					}
					if err != nil {
						continue
					}
					X, Y, _, _ := pt.ExtendedCoordinates() // Z = 1 from SetBytes
					if r51.Freeze(r51x8.Lane(&got[g][0], l)) != r51.LimbsOf(X) || r51.Freeze(r51x8.Lane(&got[g][1], l)) != r51.LimbsOf(Y) {
						t.Fatalf("%s: %x decodes to another point than SetBytes's", mode, *e)
					}
				}
			}
		}
		restore()
	}
}

// keyModes are how an item brings A: as bytes, decoded (-A), decoded with
// hot tables (an ExpandedPublicKey's, KeyTables), and mixed: those three
// and "foreign" (decoded, with a Warm handle of a type this backend does
// not read, as another engine's tables would be: verified cold) in turn,
// so that a chunk forms warm and cold groups and tails of both.
var keyModes = []string{"bytes", "decoded", "hot", "mixed"}

// foreignTables stands for another engine's key tables in Item.Warm.
type foreignTables struct{ _ [17]uint64 }

// itemsOf prepares vs under rules with A brought as keyMode says.
func itemsOf(rules prep.Rules, vs []vector, keyMode string) []prep.Item {
	items := make([]prep.Item, len(vs))
	for i, v := range vs {
		km := keyMode
		if km == "mixed" {
			km = [4]string{"bytes", "decoded", "hot", "foreign"}[(i*7/3)%4]
		}
		items[i] = itemOf(rules, v, km != "bytes")
		if items[i].NegA == nil {
			continue
		}
		switch km {
		case "hot":
			items[i].Warm = NewKeyTables(items[i].NegA)
		case "foreign":
			items[i].Warm = new(foreignTables)
		}
	}
	return items
}

// engineVectors is mixedVectors, fewer on the portable twins in -short.
func engineVectors(t *testing.T, mode string) []vector {
	vs := mixedVectors(t, 48)
	if mode == "generic" && testing.Short() {
		vs = append(vs[:40:40], vs[len(vs)-24:]...)
	}
	return vs
}

// TestVerifyChunk runs the edge corpus and valid and corrupted signatures
// through VerifyChunk in chunks of 1 to 5, 8, 9, 12, 13, 16, 21 and
// prep.Chunk (each group route: pairs, halves, the eight-lane engine alone
// and two groups with their keys decoded together, a full group with a
// tail of the lanes, tails of each), under
// every rule set and key mode, on every kernel set here, against
// portable.VerifyItem.
func TestVerifyChunk(t *testing.T) {
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			vs := engineVectors(t, mode)
			s, hs := new(Scratch), new(prep.HashScratch)
			for _, rules := range ruleSets {
				want := make([]bool, len(vs))
				for i, v := range vs {
					want[i] = portableVerdict(rules, v)
				}
				for _, km := range keyModes {
					for _, size := range []int{1, 2, 3, 4, 5, 8, 9, 12, 13, 16, 21, prep.Chunk} {
						items := itemsOf(rules, vs, km)
						got := make([]bool, len(vs))
						for base := 0; base < len(vs); base += size {
							m := min(size, len(vs)-base)
							VerifyChunk(rules, items[base:base+m], got[base:base+m], s, hs)
						}
						for i := range vs {
							if got[i] != want[i] {
								t.Errorf("%+v %s chunks of %d: %s: got %v", rules, km, size, vs[i].Name, got[i])
							}
						}
					}
				}
			}
		})
	}
}

// TestWarmChunks runs the edge corpus and valid and corrupted signatures
// through VerifyChunk with every key warm and with warm and cold keys
// mixed, in chunks of every size from 1 to 17 and of 24, 33 and
// prep.Chunk (so that each signature takes every lane position of a warm
// group, and warm groups meet cold ones and tails of both), under every
// rule set, against portable.VerifyItem. On the portable twins it runs
// only without -short.
func TestWarmChunks(t *testing.T) {
	sizes := []int{24, 33, prep.Chunk}
	for n := 1; n <= 17; n++ {
		sizes = append(sizes, n)
	}
	for _, mode := range kernelModes() {
		if mode == "generic" && testing.Short() {
			continue
		}
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			vs := mixedVectors(t, 40)
			s, hs := new(Scratch), new(prep.HashScratch)
			for _, rules := range ruleSets {
				want := make([]bool, len(vs))
				for i, v := range vs {
					want[i] = portableVerdict(rules, v)
				}
				for _, km := range []string{"hot", "mixed"} {
					items := itemsOf(rules, vs, km)
					for _, size := range sizes {
						got := make([]bool, len(vs))
						work := slices.Clone(items)
						for base := 0; base < len(vs); base += size {
							m := min(size, len(vs)-base)
							VerifyChunk(rules, work[base:base+m], got[base:base+m], s, hs)
						}
						for i := range vs {
							if got[i] != want[i] {
								t.Errorf("%+v %s chunks of %d: %s: got %v", rules, km, size, vs[i].Name, got[i])
							}
						}
					}
				}
			}
		})
	}
}

// TestVerifyItems runs the same signatures through VerifyItems one and
// two at a time (the pair engine, alone and in pairs, with the shortened
// check and at full length, and the split check of items with hot tables).
func TestVerifyItems(t *testing.T) {
	defer SetShortChallenges(true)
	for _, mode := range kernelModes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+map[bool]string{true: "/short", false: "/full"}[short], func(t *testing.T) {
				defer useKernels(mode)()
				SetShortChallenges(short)
				vs := engineVectors(t, mode)
				for _, rules := range ruleSets {
					for _, km := range keyModes {
						items := itemsOf(rules, vs, km)
						for _, size := range []int{1, 2} {
							for base := 0; base < len(vs); base += size {
								m := min(size, len(vs)-base)
								var out [2]bool
								group := slices.Clone(items[base : base+m])
								VerifyItems(rules, group, out[:m])
								for j := range m {
									if w := portableVerdict(rules, vs[base+j]); out[j] != w {
										t.Errorf("%+v %s by %d: %s: got %v", rules, km, size, vs[base+j].Name, out[j])
									}
								}
							}
						}
					}
				}
			})
		}
	}
}

// TestShortDeclines runs signatures whose challenge the shortened checks
// decline (edtest.DecliningChallenges, set as the items' challenges) among
// ordinary ones through VerifyChunk in groups of one to five (the halves
// and pair engines fall back to other routes) and VerifyItems, valid and
// with S corrupted, against portable.VerifyItem.
func TestShortDeclines(t *testing.T) {
	ks := edtest.DecliningChallenges(2)
	for _, k := range ks {
		if _, _, _, ok := scalar.ShortChallenge(&k); ok {
			t.Fatalf("challenge %x not declined", k)
		}
	}
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for _, rules := range ruleSets {
				for _, corrupt := range []bool{false, true} {
					vs := validPool(5)
					forced := map[int][32]byte{}
					for j, at := range []int{1, 3} {
						vs[at] = edtest.ChallengeVector(byte(j), &ks[j])
						forced[at] = ks[j]
						if corrupt {
							vs[at].Sig[40] ^= 1
						}
					}
					prepared := func() []prep.Item {
						items := itemsOf(rules, vs, "bytes")
						for at, k := range forced {
							items[at].KB, items[at].Hashed = k, true
						}
						return items
					}
					want := make([]bool, len(vs))
					for i, it := range prepared() {
						want[i] = portable.VerifyItem(rules, &it)
					}
					if want[1] == corrupt || want[3] == corrupt {
						t.Fatalf("%+v corrupt=%v: the forced signatures' verdicts %v", rules, corrupt, want)
					}
					for size := 1; size <= len(vs); size++ {
						items := prepared()
						got := make([]bool, len(vs))
						for base := 0; base < len(vs); base += size {
							m := min(size, len(vs)-base)
							VerifyChunk(rules, items[base:base+m], got[base:base+m], new(Scratch), new(prep.HashScratch))
						}
						if !slices.Equal(got, want) {
							t.Errorf("%+v corrupt=%v chunks of %d: got %v, want %v", rules, corrupt, size, got, want)
						}
					}
					items := prepared()
					got := make([]bool, len(vs))
					VerifyItems(rules, items, got)
					if !slices.Equal(got, want) {
						t.Errorf("%+v corrupt=%v VerifyItems: got %v, want %v", rules, corrupt, got, want)
					}
				}
			}
		})
	}
}

// TestCombine checks that the combined check accepts chunks of valid
// signatures (keys as bytes, decoded and with hot tables, and the edge
// corpus's signatures that the cofactored check accepts: small-order
// components that the cofactor clears) and rejects one holding a bad
// signature, for every slot count, and declines below msmMin.
func TestCombine(t *testing.T) {
	cof := prep.Rules{Cofactored: true}
	pool := validPool(64)
	var mixed []vector
	for _, v := range edgeVectors(t) {
		if portableVerdict(cof, v) {
			mixed = append(mixed, v)
		}
	}
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		s, hs := new(Scratch), new(prep.HashScratch)
		for _, n := range []int{msmMin, 17, 33, 64} {
			for _, km := range keyModes {
				vs := slices.Clone(pool[:n])
				for j := 0; j < n && j < len(mixed); j += 3 {
					vs[j] = mixed[j]
				}
				items := itemsOf(cof, vs, km)
				verdicts := make([]bool, n)
				if Combine(items[:msmMin-1], verdicts[:msmMin-1], s, hs, nil) {
					t.Fatalf("%s: combined check ran below msmMin", mode)
				}
				if !Combine(items, verdicts, s, hs, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %s n=%d: combined check failed on valid signatures", mode, km, n)
				}
				for i, v := range verdicts {
					if !v {
						t.Fatalf("%s %s n=%d: verdict %d false", mode, km, n, i)
					}
				}
				bad := slices.Clone(vs[n/2].Sig)
				bad[33] ^= 1
				vs[n/2].Sig = bad
				items = itemsOf(cof, vs, km)
				if Combine(items, verdicts, s, hs, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %s n=%d: combined check passed with a bad signature", mode, km, n)
				}
			}
		}
		restore()
	}
}

// TestLaneFaults corrupts the accumulator of every engine (eight lanes,
// halves, pairs and solo with the shortened check and at full length, the split
// chain of a key with hot tables, the combined check, the bucket sum) and
// checks that the verdicts are still right (recomputed on the portable
// backend; the combined checks decline) and that each event is counted in
// prep.Faults.
func TestLaneFaults(t *testing.T) {
	vs := validPool(msmMin + 1)
	vs[3].Sig = slices.Clone(vs[3].Sig)
	vs[3].Sig[5] ^= 4
	defer SetFaultHook(nil)
	SetFaultHook(func(acc *r51x8.Element) { acc[2][5] = 1 << 60 })
	wantAt := func(i int) bool { return i != 3 }
	check := func(what string, got []bool, first int, faults uint64) {
		t.Helper()
		if faults == 0 {
			t.Errorf("%s: no fault counted", what)
		}
		for i, v := range got {
			if v != wantAt(first+i) {
				t.Errorf("%s: signature %d verdict %v", what, first+i, v)
			}
		}
	}
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, rules := range ruleSets[:2] {
			what := mode + " cofactored=" + map[bool]string{false: "no", true: "yes"}[rules.Cofactored]
			before := prep.Faults.Load()
			got := make([]bool, 8)
			VerifyChunk(rules, itemsOf(rules, vs[:8], "bytes"), got, new(Scratch), new(prep.HashScratch))
			check(what+" lanes", got, 0, prep.Faults.Load()-before)
			before = prep.Faults.Load()
			VerifyChunk(rules, itemsOf(rules, vs[:4], "mixed"), got[:4], new(Scratch), new(prep.HashScratch))
			check(what+" halves", got[:4], 0, prep.Faults.Load()-before)
			for _, km := range []string{"bytes", "hot", "mixed"} { // two groups sharing the inversion
				before = prep.Faults.Load()
				got := make([]bool, 16)
				VerifyChunk(rules, itemsOf(rules, vs[:16], km), got, new(Scratch), new(prep.HashScratch))
				check(what+" lanes "+km, got, 0, prep.Faults.Load()-before)
			}
			for _, n := range []int{1, 2} {
				before = prep.Faults.Load()
				var out [2]bool
				VerifyItems(rules, itemsOf(rules, vs[2:2+n], "bytes"), out[:n])
				check(what+" pairs", out[:n], 2, prep.Faults.Load()-before)
			}
			SetShortChallenges(false) // the full-length chains, lone and paired
			before = prep.Faults.Load()
			var lone [1]bool
			VerifyItems(rules, itemsOf(rules, vs[3:4], "bytes"), lone[:])
			check(what+" solo full", lone[:], 3, prep.Faults.Load()-before)
			before = prep.Faults.Load()
			var pair [2]bool
			VerifyItems(rules, itemsOf(rules, vs[2:4], "bytes"), pair[:])
			check(what+" pairs full", pair[:], 2, prep.Faults.Load()-before)
			SetShortChallenges(true)
			before = prep.Faults.Load()
			var out [1]bool
			VerifyItems(rules, itemsOf(rules, vs[3:4], "hot"), out[:])
			check(what+" split", out[:], 3, prep.Faults.Load()-before)
			if rules.Cofactored {
				before = prep.Faults.Load()
				ok := append(vs[:3:3], vs[4:]...) // msmMin valid: the check would pass
				verdicts := make([]bool, len(ok))
				if Combine(itemsOf(rules, ok, "bytes"), verdicts, new(Scratch), new(prep.HashScratch), nil) || prep.Faults.Load() == before {
					t.Errorf("%s: a corrupted combined check passed or was not counted", mode)
				}
			}
		}
		restore()
	}
}

// TestRecheckFaults corrupts the accumulator of the cofactored check that a
// chunk's lanes take when the encoding of R' differs from R's bytes
// (encodeLater.checkCofactored), and only that one: the verdicts must
// still be right, recomputed on the portable backend, and the fault
// counted.
func TestRecheckFaults(t *testing.T) {
	vs := validPool(16) // two groups: a lone one would decode R beside A
	vs[3].Sig = slices.Clone(vs[3].Sig)
	vs[3].Sig[5] ^= 4 // R' differs from R: the lane takes the check
	defer SetFaultHook(nil)
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, rules := range ruleSets {
			if !rules.Cofactored {
				continue
			}
			calls := 0
			SetFaultHook(func(acc *r51x8.Element) {
				calls++
				if calls == 3 { // the two groups' own checks come first
					acc[2][5] = 1 << 60
				}
			})
			before := prep.Faults.Load()
			got := make([]bool, len(vs))
			VerifyChunk(rules, itemsOf(rules, vs, "bytes"), got, new(Scratch), new(prep.HashScratch))
			if calls != 3 || prep.Faults.Load() == before {
				t.Errorf("%s %+v: hook called %d times, faults %d", mode, rules, calls, prep.Faults.Load()-before)
			}
			for i, v := range got {
				if v != (i != 3) {
					t.Errorf("%s %+v: signature %d verdict %v", mode, rules, i, v)
				}
			}
		}
		restore()
	}
}

// TestWide runs the bucket sum of internal/msm on this package's group
// scratch: it accepts a group of valid signatures (keys as bytes, decoded,
// with hot tables), rejects one holding a bad signature, and declines,
// counting the fault, when the sum is corrupted.
func TestWide(t *testing.T) {
	cof := prep.Rules{Cofactored: true}
	pool := validPool(70)
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, km := range keyModes {
			for _, bad := range []bool{false, true} {
				vs := slices.Clone(pool)
				if bad {
					vs[66].Sig = slices.Clone(vs[66].Sig)
					vs[66].Sig[33] ^= 1
				}
				all := itemsOf(cof, vs, km)
				items := make([]prep.Item, prep.Chunk)
				verdicts := make([]bool, len(vs))
				passed := msm.CombineWide(NewWide(), len(vs), items, new(prep.HashScratch), func(first int, items []prep.Item) {
					copy(items, all[first:])
				}, verdicts, rand.NewChaCha8([32]byte{1}))
				if passed == bad || (passed && slices.Contains(verdicts, false)) {
					t.Errorf("%s %s bad=%v: passed %v, verdicts %v", mode, km, bad, passed, verdicts)
				}
			}
			before := prep.Faults.Load()
			SetFaultHook(func(acc *r51x8.Element) { acc[1][0] |= 1 << 62 })
			items := make([]prep.Item, prep.Chunk)
			all := itemsOf(cof, pool[:20], km)
			passed := msm.CombineWide(NewWide(), 20, items, new(prep.HashScratch), func(first int, items []prep.Item) {
				copy(items, all[first:])
			}, make([]bool, 20), rand.NewChaCha8([32]byte{2}))
			SetFaultHook(nil)
			if passed || prep.Faults.Load() == before {
				t.Errorf("%s %s: a corrupted bucket sum passed or was not counted", mode, km)
			}
		}
		restore()
	}
}
