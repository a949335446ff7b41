package avx2

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"unsafe"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// TestBaseTables checks every entry of the base point's tables in the solo
// form against [e]B, [e](2^128 B) and [e](2^(16p) B) (warmBase10) computed
// by scalar multiplication.
func TestBaseTables(t *testing.T) {
	mult := func(e int, shift uint) *edwards25519.Point {
		return new(edwards25519.Point).ScalarBaseMult(edtest.ScalarOf(e, int(shift)))
	}
	want := func(p *edwards25519.Point) r25x4.Element {
		var c [5][4]uint64
		edwards.AffineCached51(&c, p)
		var out r25x4.Element
		r25x4.SoloFromCached51(&out, &c)
		return out
	}
	for e, got := range basepoint10() {
		if got != want(mult(e, 0)) {
			t.Fatalf("basepoint10 entry %d", e)
		}
	}
	for e, got := range basepoint10x128() {
		if got != want(mult(e, 128)) {
			t.Fatalf("basepoint10x128 entry %d", e)
		}
	}
	for h, tab := range basepointOdd10() {
		for i, got := range tab {
			if got != want(mult(2*i+1, 128*uint(h))) {
				t.Fatalf("basepointOdd10 table %d entry %d", h, 2*i+1)
			}
		}
	}
	for p, tab := range warmBase10() {
		for e, got := range tab {
			if got != want(mult(e, prep.WarmShiftB*uint(p))) {
				t.Fatalf("warmBase10 table %d entry %d", p, e)
			}
		}
	}
}

// TestKeyTables checks every entry of NewKeyTables's tables against
// [e](2^(15p) (-A)) computed by scalar multiplication, projectively, with
// limbs carried, on every kernel set here.
func TestKeyTables(t *testing.T) {
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, v := range validPool(3) {
			negA, err := new(edwards25519.Point).SetBytes(v.Pub)
			if err != nil {
				t.Fatal(err)
			}
			negA.Negate(negA)
			tabs := NewKeyTables(negA)
			// r25x4.Prefetch asks for every line of entries on 64-byte
			// boundaries.
			if a := uintptr(unsafe.Pointer(tabs)); a%64 != 0 {
				t.Fatalf("tables at %#x, not on a 64-byte boundary", a)
			}
			for p := range tabs {
				for e := range tabs[p] {
					want := new(edwards25519.Point).ScalarMult(edtest.ScalarOf(e, prep.WarmShiftA*p), negA)
					if !cachedIs10(&tabs[p][e], want) {
						t.Fatalf("%s: table %d entry %d", mode, p, e)
					}
				}
			}
		}
		restore()
	}
}

// cachedIs10 reports whether the solo cached entry c = (Y+X, Y-X, 2Z,
// 2dT), limbs carried, is the point want: (2X : 2Y : 2Z) = want and 2dT
// matches.
func cachedIs10(c *r25x4.Element, want *edwards25519.Point) bool {
	if !r25x4.Carried(c) {
		return false
	}
	var l [4]field.Element
	for i := range l {
		fz := r51.Freeze(r25x4.Limbs51(r25x4.Lane(c, i)))
		b := r51.Bytes(&fz)
		if _, err := l[i].SetBytes(b[:]); err != nil {
			return false
		}
	}
	var x2, y2, a, b field.Element
	x2.Subtract(&l[0], &l[1])
	y2.Add(&l[0], &l[1])
	X, Y, Z, T := want.ExtendedCoordinates()
	// x2/l2 = X/Z, y2/l2 = Y/Z, and l3/l2 = d T/Z (2dT over 2Z).
	if a.Multiply(&x2, Z); a.Equal(b.Multiply(X, &l[2])) != 1 {
		return false
	}
	if a.Multiply(&y2, Z); a.Equal(b.Multiply(Y, &l[2])) != 1 {
		return false
	}
	var dT field.Element
	dT.Multiply(T, r51.D())
	return a.Multiply(&l[3], Z).Equal(b.Multiply(&dT, &l[2])) == 1
}

// TestDigitCounts checks that quadDigitsA signed radix-2^5 digits and
// quadDigitsB radix-2^8 digits hold every scalar below 2^253, the top
// digit taking the last carry, against math/big.
func TestDigitCounts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 11))
	cases := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(edtest.L, big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 253), big.NewInt(1))}
	for range 500 {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[0] &= 0x1f
		cases = append(cases, new(big.Int).SetBytes(b[:]))
	}
	for _, s := range cases {
		var le [32]byte
		s.FillBytes(le[:])
		slices.Reverse(le[:])
		for _, w := range []uint{5, 8} {
			d := make([]int8, map[uint]int{5: quadDigitsA, 8: quadDigitsB}[w])
			scalar.SignedWindows(d, &le, w)
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

// engineVectors is mixedVectors (the edge corpus, then valid and corrupted
// signatures), fewer on the portable twins in -short or where the AVX2
// kernels run too (the twins compute the kernels' limbs, which
// internal/r25x4's tests prove).
func engineVectors(t *testing.T, mode string) []vector {
	vs := mixedVectors(t, 48)
	if fewer(mode) {
		vs = append(vs[:40:40], vs[len(vs)-24:]...)
	}
	return vs
}

// fewer reports whether the tests take fewer cases on kernel set mode.
func fewer(mode string) bool {
	return mode == "generic" && (testing.Short() || len(kernelModes()) > 1)
}

// wantVerdicts is portable.VerifyItem's verdict for every vector.
func wantVerdicts(rules prep.Rules, vs []vector) []bool {
	want := make([]bool, len(vs))
	for i, v := range vs {
		want[i] = portableVerdict(rules, v)
	}
	return want
}

// TestVerifyChunk runs the edge corpus and valid and corrupted signatures
// through VerifyChunk under every rule set and key mode, with shortened
// challenges and at full length, on every kernel set here, in chunks of
// 1 to 9 (every group route: the solo10 engine below quadGroupMinCold, the
// quad engine with one to four lanes busy), 16, 33 and prep.Chunk (fewer
// in -short and on the portable twins where the kernels run too), against
// portable.VerifyItem; warm keys alone and mixed with cold ones (warm
// groups, verifyWarm below quadGroupMinWarmCofactorless or
// quadGroupMinWarmCofactored) in chunks of 1 to 17, 24, 33 and prep.Chunk
// under every rule set; and, on one rule set and key mode, in chunks of
// every size from 1 to prep.Chunk, which puts every vector at every lane
// position (not in -short, where TestQuadLanes rotates the lanes).
func TestVerifyChunk(t *testing.T) {
	for _, mode := range kernelModes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+"/"+shortModes[short], func(t *testing.T) {
				defer useKernels(mode)()
				withShort(short, func() {
					vs := engineVectors(t, mode)
					s, hs := new(Scratch), new(prep.HashScratch)
					sizes := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 33, prep.Chunk}
					switch {
					case fewer(mode):
						sizes = []int{1, 3, 4, 7, prep.Chunk}
					case testing.Short():
						sizes = []int{1, 2, 3, 4, 5, 8, 9, prep.Chunk}
					}
					run := func(rules prep.Rules, km string, size int, want []bool) {
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
					for _, rules := range ruleSets {
						want := wantVerdicts(rules, vs)
						for _, km := range keyModes {
							for _, size := range sizes {
								run(rules, km, size, want)
							}
						}
					}
					// Warm keys, alone and mixed with cold ones, in chunks
					// that put every vector at every lane position of a
					// warm group.
					warmSizes := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 24, 33, prep.Chunk}
					if testing.Short() || fewer(mode) {
						warmSizes = []int{1, 3, 5, 6, 17, prep.Chunk}
					}
					for _, rules := range ruleSets {
						want := wantVerdicts(rules, vs)
						for _, km := range []string{"solo", "mixed"} {
							for _, size := range warmSizes {
								run(rules, km, size, want)
							}
						}
					}
					if testing.Short() || fewer(mode) {
						return
					}
					rules := ruleSets[0]
					want := wantVerdicts(rules, vs)
					for size := 1; size <= prep.Chunk; size++ {
						run(rules, "bytes", size, want)
					}
				})
			})
		}
	}
}

// TestLaneFaults corrupts the accumulator of every engine (the quad engine
// with shortened challenges and at full length, the solo10 engine on each
// of its paths, the combined check, the bucket sum) and checks that the
// verdicts are still right (recomputed on the portable backend; the
// combined checks decline) and that each event is counted in prep.Faults.
func TestLaneFaults(t *testing.T) {
	vs := validPool(20)
	vs[1].Sig = slices.Clone(vs[1].Sig)
	vs[1].Sig[5] ^= 4
	defer SetFaultHook(nil)
	SetFaultHook(func(acc *r25x4.Element) { acc[4][2] = 1 << 40 })
	wantAt := func(i int) bool { return i != 1 }
	check := func(what string, got []bool, faults uint64) {
		t.Helper()
		if faults == 0 {
			t.Errorf("%s: no fault counted", what)
		}
		for i, v := range got {
			if v != wantAt(i) {
				t.Errorf("%s: signature %d verdict %v", what, i, v)
			}
		}
	}
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, rules := range ruleSets[:2] {
			for _, short := range []bool{true, false} {
				withShort(short, func() {
					what := mode + " " + shortModes[short] + " cofactored=" + strconv.FormatBool(rules.Cofactored)
					before := prep.Faults.Load()
					got := make([]bool, 4)
					VerifyChunk(rules, itemsOf(rules, vs[:4], "bytes"), got, new(Scratch), new(prep.HashScratch))
					check(what+" quad", got, prep.Faults.Load()-before)
					for _, km := range []string{"solo", "mixed"} {
						before = prep.Faults.Load()
						got = make([]bool, 8)
						VerifyChunk(rules, itemsOf(rules, vs[:8], km), got, new(Scratch), new(prep.HashScratch))
						check(what+" quad "+km, got, prep.Faults.Load()-before)
					}
					for _, km := range keyModes {
						before = prep.Faults.Load()
						got = make([]bool, 2)
						VerifyItems(rules, itemsOf(rules, vs[:2], km), got)
						check(what+" solo10 "+km, got, prep.Faults.Load()-before)
					}
				})
			}
			if rules.Cofactored {
				before := prep.Faults.Load()
				ok := append(vs[:1:1], vs[2:]...)
				verdicts := make([]bool, len(ok))
				if Combine(itemsOf(rules, ok, "bytes"), verdicts, new(Scratch), new(prep.HashScratch), rand.NewChaCha8([32]byte{1})) || prep.Faults.Load() == before {
					t.Errorf("%s: a corrupted combined check passed or was not counted", mode)
				}
			}
		}
		restore()
	}
}

// TestNoAllocs checks that the entry points allocate nothing once their
// pools are warm.
func TestNoAllocs(t *testing.T) {
	rules := prep.Rules{Cofactored: true}
	vs := validPool(16)
	s, hs := new(Scratch), new(prep.HashScratch)
	rnd := rand.NewChaCha8([32]byte{1})
	items := make([]prep.Item, len(vs))
	verdicts := make([]bool, len(vs))
	fill := func() {
		for i, v := range vs {
			items[i] = itemOf(rules, v, false)
		}
	}
	warm := itemsOf(rules, vs, "solo")
	fillWarm := func() {
		copy(items, warm)
		for i := range items {
			items[i].Hashed = false
		}
	}
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"VerifyChunk", func() { fill(); VerifyChunk(rules, items, verdicts, s, hs) }},
		{"VerifyItems", func() { fill(); VerifyItems(rules, items[:2], verdicts[:2]) }},
		{"Combine", func() { fill(); Combine(items, verdicts, s, hs, rnd) }},
		{"VerifyChunk warm", func() { fillWarm(); VerifyChunk(rules, items, verdicts, s, hs) }},
		{"VerifyItems warm", func() { fillWarm(); VerifyItems(rules, items[:2], verdicts[:2]) }},
		{"VerifyChunk warm cofactorless", func() { fillWarm(); VerifyChunk(prep.Rules{}, items, verdicts, s, hs) }},
	} {
		c.f()
		if n := testing.AllocsPerRun(5, c.f); n != 0 {
			t.Errorf("%s: %v allocations", c.name, n)
		}
	}
}
