//go:build !purego

package ed25519

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

// compareKernelsAVX2 runs every AVX2 kernel and its twin on a, b and n, and
// reports the first difference.
func compareKernelsAVX2(t *testing.T, a, b *fe10, n uint64, neg uint32) {
	t.Helper()
	var got, want fe10
	check := func(what string) {
		t.Helper()
		if got != want {
			t.Fatalf("%s(%x, %x): AVX2 %x, generic %x", what, *a, *b, got, want)
		}
	}
	fe10MulAVX2(&got, a, b)
	fe10MulGeneric(&want, a, b)
	check("fe10Mul")
	fe10SqrAVX2(&got, a)
	fe10SqrGeneric(&want, a)
	check("fe10Sqr")
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
	solo10SelectAVX2(&got, a, neg)
	solo10SelectGeneric(&want, a, neg)
	check("solo10Select")
	got, want = *b, *b // aliased
	solo10SelectAVX2(&got, &got, neg)
	solo10SelectGeneric(&want, &want, neg)
	check("solo10Select aliased")
	compareQuadKernels(t, a, b, n, neg)
}

// compareQuadKernels runs the quad kernels and their twins on points and
// cached points assembled from a and b, and reports the first difference.
func compareQuadKernels(t *testing.T, a, b *fe10, n uint64, neg uint32) {
	t.Helper()
	p := point10{*a, *b, *b, *a}
	q := cached10{*b, *a, *a, *b}
	var got, want point10
	check := func(what string) {
		t.Helper()
		if got != want {
			t.Fatalf("%s(%x, %x): AVX2 %x, generic %x", what, *a, *b, got, want)
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
	var c1, c2 cached10
	point10CachedAVX2(&c1, &p)
	point10CachedGeneric(&c2, &p)
	if c1 != c2 {
		t.Fatalf("point10Cached(%x): AVX2 %x, generic %x", p, c1, c2)
	}
	var tab [17]cached10
	for e := range tab {
		tab[e] = cached10{*a, *b, *a, *b}
		tab[e][e%4][e%10][e%4] ^= uint64(e) << 20
	}
	idx := [4]uint64{quadEntryBytes * (n % 17), quadEntryBytes * 16, 0, quadEntryBytes * ((n * 7) % 17)}
	selectLanes10AVX2(&got, &tab[0], &idx, neg*0b1001|uint32(n&1)<<2)
	selectLanes10Generic(&want, tab[:], &idx, neg*0b1001|uint32(n&1)<<2)
	check("selectLanes10")
	ents := [4]*fe10{a, b, b, a}
	select10AVX2(&got, &ents, neg*0b0101|uint32(n&1)<<3)
	select10Generic(&want, &ents, neg*0b0101|uint32(n&1)<<3)
	check("select10")
}

// TestKernelsAVX2 checks every AVX2 kernel against its portable twin bit
// for bit, with carried operands at the extremes of their bounds and with
// arbitrary 64-bit limbs (the twins model VPMULUDQ's 32-bit reads and the
// wrapping sums).
func TestKernelsAVX2(t *testing.T) {
	requireAVX2(t)
	r := rand.New(rand.NewPCG(31, 32))
	for iter := range 1000 {
		a, b := randFe10(r), randFe10(r)
		switch iter {
		case 0:
			a, b = maxFe10(), maxFe10()
		case 1:
			a, b = fe10{}, maxFe10()
		}
		if iter%10 == 9 {
			for i := range a {
				for l := range a[i] {
					a[i][l], b[i][l] = r.Uint64(), r.Uint64()
				}
			}
		}
		compareKernelsAVX2(t, &a, &b, uint64(1+iter%5), uint32(iter%2))
	}
	// A chain as long as the decoding's longest (fe10Pow22523).
	a := maxFe10()
	var got, want fe10
	fe10SqrNAVX2(&got, &a, 100)
	fe10SqrNGeneric(&want, &a, 100)
	if got != want {
		t.Fatalf("fe10SqrN(max, 100): AVX2 %x, generic %x", got, want)
	}
}

// TestAVX2Registers checks that the AVX2 kernels use only Y0..Y15: a
// higher register would need an EVEX (AVX-512) encoding.
func TestAVX2Registers(t *testing.T) {
	src, err := os.ReadFile("avx2_amd64.s")
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`\b[XYZ](1[6-9]|2[0-9]|3[01])\b|\bK[0-7]\b`).Find(src); m != nil {
		t.Errorf("avx2_amd64.s uses %s", m)
	}
}

// FuzzKernelsAVX2 compares every AVX2 kernel with its portable twin on
// operands read from the fuzzer's bytes (any 64-bit limbs), bit for bit.
func FuzzKernelsAVX2(f *testing.F) {
	f.Add(make([]byte, 8*40*2), uint8(1), uint8(0))
	max := make([]byte, 8*40*2)
	for i := range max {
		max[i] = 0xff
	}
	f.Add(max, uint8(3), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, n, neg uint8) {
		if !cpu.AVX2 {
			t.Skip("no AVX2 on this CPU")
		}
		var a, b fe10
		for _, x := range []*fe10{&a, &b} {
			for i := range x {
				for l := range x[i] {
					if len(data) >= 8 {
						x[i][l], data = binary.LittleEndian.Uint64(data), data[8:]
					}
				}
			}
		}
		compareKernelsAVX2(t, &a, &b, uint64(n%7)+1, uint32(neg&1))
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
	p, q := point10{x, y, y, x}, cached10{y, x, x, y}
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
	ents := [4]*fe10{&x, &y, &y, &x}
	b.Run("quad-select", func(b *testing.B) {
		for b.Loop() {
			select10AVX2(&q, &ents, 5)
		}
	})
}
