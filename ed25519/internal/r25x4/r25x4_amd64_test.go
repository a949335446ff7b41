//go:build !purego

package r25x4

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

func requireAVX2(t *testing.T) {
	t.Helper()
	if !cpu.AVX2 {
		t.Skip("no AVX2 on this CPU (VILYA_REQUIRE_KERNELS=avx2 makes TestRequiredBackends fail instead)")
	}
}

// compareKernelsAVX2 runs every AVX2 kernel and its twin on a, b and n
// (any n >= 1), and reports the first difference. neg is any mask:
// SoloSelect negates for every nonzero value, the quad selects read bits
// 0..3 and ignore the rest. sel picks, byte l for lane l, the table entry
// (modulo 17) and the entry's coordinate (bits 6..7) that the quad selects
// read. Outputs that alias inputs, as callers pass them (Mul(w, w, z),
// SoloCached(q, q)), are checked too.
func compareKernelsAVX2(t *testing.T, a, b *Element, n uint64, neg, sel uint32) {
	t.Helper()
	var got, want Element
	check := func(what string) {
		t.Helper()
		if got != want {
			t.Fatalf("%s(%x, %x, n=%d, neg=%#x): AVX2 %x, generic %x", what, *a, *b, n, neg, got, want)
		}
	}
	fe10MulAVX2(&got, a, b)
	fe10MulGeneric(&want, a, b)
	check("fe10Mul")
	got, want = *a, *a // out aliasing a
	fe10MulAVX2(&got, &got, b)
	fe10MulGeneric(&want, &want, b)
	check("fe10Mul out=a")
	got, want = *b, *b // out aliasing b
	fe10MulAVX2(&got, a, &got)
	fe10MulGeneric(&want, a, &want)
	check("fe10Mul out=b")
	got, want = *a, *a // out aliasing both
	fe10MulAVX2(&got, &got, &got)
	fe10MulGeneric(&want, &want, &want)
	check("fe10Mul out=a=b")
	fe10SqrAVX2(&got, a)
	fe10SqrGeneric(&want, a)
	check("fe10Sqr")
	got, want = *a, *a
	fe10SqrAVX2(&got, &got)
	fe10SqrGeneric(&want, &want)
	check("fe10Sqr aliased")
	fe10SqrNAVX2(&got, a, n)
	fe10SqrNGeneric(&want, a, n)
	check("fe10SqrN")
	got, want = *a, *a // aliased
	fe10SqrNAVX2(&got, &got, n)
	fe10SqrNGeneric(&want, &want, n)
	check("fe10SqrN aliased")
	got, want = *a, *a
	solo10DoubleAVX2(&got, n)
	solo10DoubleGeneric(&want, n)
	check("solo10Double")
	got, want = *a, *a
	solo10AddAVX2(&got, b)
	solo10AddGeneric(&want, b)
	check("solo10Add")
	solo10CachedAVX2(&got, a)
	solo10CachedGeneric(&want, a)
	check("solo10Cached")
	got, want = *b, *b // aliased
	solo10CachedAVX2(&got, &got)
	solo10CachedGeneric(&want, &want)
	check("solo10Cached aliased")
	solo10SelectAVX2(&got, a, neg)
	solo10SelectGeneric(&want, a, neg)
	check("solo10Select")
	got, want = *b, *b // aliased
	solo10SelectAVX2(&got, &got, neg)
	solo10SelectGeneric(&want, &want, neg)
	check("solo10Select aliased")
	compareQuadKernels(t, a, b, n, neg, sel)
}

// compareQuadKernels runs the quad kernels and their twins on points and
// cached points assembled from a and b, and reports the first difference.
func compareQuadKernels(t *testing.T, a, b *Element, n uint64, neg, sel uint32) {
	t.Helper()
	p := Point{*a, *b, *b, *a}
	q := Cached{*b, *a, *a, *b}
	var got, want Point
	check := func(what string) {
		t.Helper()
		if got != want {
			t.Fatalf("%s(%x, %x, n=%d, neg=%#x, sel=%#x): AVX2 %x, generic %x", what, *a, *b, n, neg, sel, got, want)
		}
	}
	got, want = p, p
	point10DoubleAVX2(&got, n)
	point10DoubleGeneric(&want, n)
	check("point10Double")
	got, want = p, p
	point10AddAVX2(&got, &q)
	point10AddGeneric(&want, &q)
	check("point10Add")
	got, want = p, p
	point10AddNoTAVX2(&got, &q)
	point10AddNoTGeneric(&want, &q)
	check("point10AddNoT")
	var c1, c2 Cached
	point10CachedAVX2(&c1, &p)
	point10CachedGeneric(&c2, &p)
	if c1 != c2 {
		t.Fatalf("point10Cached(%x): AVX2 %x, generic %x", p, c1, c2)
	}
	// Every lane of every coordinate of every entry differs from the same
	// lane of every other entry and from the entry's other lanes, in a limb
	// that depends on the coordinate: a read of the wrong entry, lane or
	// coordinate shows.
	var tab [17]Cached
	for e := range tab {
		tab[e] = Cached{*a, *b, *a, *b}
		for k := range tab[e] {
			for l := range 4 {
				tab[e][k][(e+k)%10][l] ^= uint64(4*e+l+1) << 32
			}
		}
	}
	var idx [4]uint64
	var ents [4]*Element
	for l := range idx {
		v := sel >> (8 * l) & 0xff
		idx[l] = EntryBytes * uint64(v%17)
		ents[l] = &tab[v%17][v>>6] // lanes may share an entry
	}
	selectLanes10AVX2(&got, &tab[0], &idx, neg)
	selectLanes10Generic(&want, tab[:], &idx, neg)
	check("selectLanes10")
	select10AVX2(&got, &ents, neg)
	select10Generic(&want, &ents, neg)
	check("select10")
	ents = [4]*Element{a, b, b, a}
	select10AVX2(&got, &ents, neg)
	select10Generic(&want, &ents, neg)
	check("select10 of a, b")
}

// longRuns are repeat counts at the callers' extremes: SoloDouble's 64,
// the split chain's 5*26 = 130 doublings, and the 255 + 3 that a Straus
// walk's last double(pending + 3) can ask for.
var longRuns = []uint64{64, 5 * 26, 258}

// avx2Negs are masks at the extremes of the select kernels' neg: none,
// each lane alone, all four lanes, bits above 3 only (read as none by the
// quad selects, as a negation by SoloSelect), and all 32 bits.
var avx2Negs = []uint32{0, 1, 2, 4, 8, 0b0101, 0b1010, 0xf, 0x10, 0x80000000, 0xfffffff0, 0xffffffff}

// randAVX2Neg returns an extreme mask or an arbitrary one.
func randAVX2Neg(r *rand.Rand) uint32 {
	switch r.IntN(3) {
	case 0:
		return avx2Negs[r.IntN(len(avx2Negs))]
	case 1:
		return r.Uint32() & 0xf
	default:
		return r.Uint32()
	}
}

// randAVX2Sel returns four table picks for the quad selects: the first and
// the last entry in every lane, or arbitrary entries and coordinates.
func randAVX2Sel(r *rand.Rand) uint32 {
	switch r.IntN(4) {
	case 0:
		return 0 // entry 0 everywhere
	case 1:
		return 0xd0d0d0d0 // 208 = 12*17 + 4 and 0xd0>>6 = 3: entry 4, coordinate 3
	case 2:
		return 0x10101010 * uint32(1+r.IntN(2)) // entry 16, or 32 % 17 = 15
	default:
		return r.Uint32()
	}
}

// TestKernelsAVX2 checks every AVX2 kernel against its portable twin bit
// for bit, with carried operands at the extremes of their bounds, wide ones
// at theirs, and arbitrary 64-bit limbs (the twins model VPMULUDQ's 32-bit
// reads and the wrapping sums); with every neg mask and table pick, and
// repeat counts from 1 to past the 64 doublings the callers ask for.
func TestKernelsAVX2(t *testing.T) {
	requireAVX2(t)
	r := rand.New(rand.NewPCG(31, 32))
	for iter := range 1000 {
		a, b := randFe10(r), randFe10(r)
		switch iter {
		case 0:
			a, b = maxFe10(), maxFe10()
		case 1:
			a, b = Element{}, maxFe10()
		case 2, 3: // wide operands at their maximum, all-ones limbs
			for i := range a {
				for l := range a[i] {
					a[i][l], b[i][l] = WideBound(i)-1, ^uint64(0)
				}
			}
			if iter == 3 {
				a, b = b, a
			}
		}
		if iter%10 == 9 {
			for i := range a {
				for l := range a[i] {
					a[i][l], b[i][l] = r.Uint64(), r.Uint64()
				}
			}
		}
		n := uint64(1 + iter%5)
		if iter%50 == 7 {
			n = longRuns[iter/50%len(longRuns)]
		}
		compareKernelsAVX2(t, &a, &b, n, randAVX2Neg(r), randAVX2Sel(r))
	}
	for _, neg := range avx2Negs {
		a, b := randFe10(r), randFe10(r)
		for e := range 17 {
			sel := uint32(e) * 0x01010101
			sel ^= uint32(r.IntN(4)) << 6 // a random coordinate in lane 0
			compareKernelsAVX2(t, &a, &b, 1, neg, sel)
		}
	}
	// A chain as long as the decoding's longest (fe10Pow22523).
	a := maxFe10()
	var got, want Element
	fe10SqrNAVX2(&got, &a, 100)
	fe10SqrNGeneric(&want, &a, 100)
	if got != want {
		t.Fatalf("fe10SqrN(max, 100): AVX2 %x, generic %x", got, want)
	}
}

// TestAVX2Registers checks that the AVX2 kernels use only Y0..Y15: a
// higher register would need an EVEX (AVX-512) encoding.
func TestAVX2Registers(t *testing.T) {
	src, err := os.ReadFile("r25x4_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`\b[XYZ](1[6-9]|2[0-9]|3[01])\b|\bK[0-7]\b`).Find(src); m != nil {
		t.Errorf("r25x4_amd64.s uses %s", m)
	}
}

// FuzzKernelsAVX2 compares every AVX2 kernel with its portable twin on
// operands read from the fuzzer's bytes (any 64-bit limbs), bit for bit,
// with any neg mask and table picks; n is 1..7, or from 0xf0 n+3 (up to
// the 258 doublings of a Straus walk's end).
func FuzzKernelsAVX2(f *testing.F) {
	f.Add(make([]byte, 8*40*2), uint8(1), uint32(0), uint32(0))
	max := make([]byte, 8*40*2)
	for i := range max {
		max[i] = 0xff
	}
	f.Add(max, uint8(3), uint32(1), uint32(0x10101010))
	f.Add(max, uint8(0xff), ^uint32(0), ^uint32(0))
	f.Fuzz(func(t *testing.T, data []byte, n uint8, neg, sel uint32) {
		if !cpu.AVX2 {
			t.Skip("no AVX2 on this CPU")
		}
		var a, b Element
		for _, x := range []*Element{&a, &b} {
			for i := range x {
				for l := range x[i] {
					if len(data) >= 8 {
						x[i][l], data = binary.LittleEndian.Uint64(data), data[8:]
					}
				}
			}
		}
		count := uint64(n%7) + 1
		if n >= 0xf0 {
			count = uint64(n) + 3
		}
		compareKernelsAVX2(t, &a, &b, count, neg, sel)
	})
}

func BenchmarkKernelsAVX2(b *testing.B) {
	if !cpu.AVX2 {
		b.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(1, 1))
	x, y := randFe10(r), randFe10(r)
	b.Run("mul", func(b *testing.B) {
		for b.Loop() {
			fe10MulAVX2(&x, &x, &y)
		}
	})
	b.Run("sqr", func(b *testing.B) {
		for b.Loop() {
			fe10SqrAVX2(&x, &x)
		}
	})
	b.Run("double4", func(b *testing.B) {
		for b.Loop() {
			solo10DoubleAVX2(&x, 4)
		}
	})
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			solo10AddAVX2(&x, &y)
		}
	})
	p, q := Point{x, y, y, x}, Cached{y, x, x, y}
	b.Run("quad-double4", func(b *testing.B) {
		for b.Loop() {
			point10DoubleAVX2(&p, 4)
		}
	})
	b.Run("quad-add", func(b *testing.B) {
		for b.Loop() {
			point10AddAVX2(&p, &q)
		}
	})
	b.Run("quad-addNoT", func(b *testing.B) {
		for b.Loop() {
			point10AddNoTAVX2(&p, &q)
		}
	})
	ents := [4]*Element{&x, &y, &y, &x}
	b.Run("quad-select", func(b *testing.B) {
		for b.Loop() {
			select10AVX2(&q, &ents, 5)
		}
	})
}
