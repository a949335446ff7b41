//go:build !purego

package r64

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
	"github.com/vilyacrypto/vilya/internal/kernelreq"
)

// forFe64Modes runs f on the portable twins and, where the CPU has BMI2,
// on the kernels.
func forFe64Modes(t *testing.T, f func(t *testing.T)) {
	modes := []bool{false}
	if cpu.BMI2 {
		modes = append(modes, true)
	}
	for _, m := range modes {
		t.Run(map[bool]string{false: "generic", true: "bmi2"}[m], func(t *testing.T) {
			old := useBMI2
			useBMI2 = m
			defer func() { useBMI2 = old }()
			f(t)
		})
	}
}

// TestRequiredFe64Kernels fails when VILYA_REQUIRE_KERNELS names bmi2 and
// this machine cannot run the squaring kernels.
func TestRequiredFe64Kernels(t *testing.T) {
	var have []string
	if cpu.BMI2 {
		have = append(have, "bmi2")
	}
	kernelreq.Check(t, "ed25519", []string{"bmi2"}, have)
}

// TestFe64KernelsBMI2 checks the multiplication and both squaring
// kernels against their twins word for word on edge-biased elements and
// chain lengths.
func TestFe64KernelsBMI2(t *testing.T) {
	if !cpu.BMI2 {
		t.Skip("no BMI2")
	}
	r := rand.New(rand.NewPCG(25, 26))
	for iter := range 20000 {
		a, b := randFe64(r), randFe64(r)
		n := uint64(1 + iter%5)
		switch iter % 100 {
		case 0:
			n = 100
		case 50:
			n = 255 // longer than any caller's run (100)
		}
		checkFe64Kernels(t, a, b, n)
	}
	for _, a := range fe64Edges() {
		for _, b := range fe64Edges() {
			checkFe64Kernels(t, a, b, 1)
		}
	}
}

func checkFe64Kernels(t *testing.T, a, b Element, n uint64) {
	t.Helper()
	ga, gb := a, b
	fe64Sqr2NGeneric(&ga, &gb, n)
	ka, kb := a, b
	fe64Sqr2NBMI2((*[4]uint64)(&ka), (*[4]uint64)(&kb), n)
	if ka != ga || kb != gb {
		t.Fatalf("Sqr2N(%x, %x, %d) = %x, %x; generic %x, %x", a, b, n, ka, kb, ga, gb)
	}
	ka = a
	fe64SqrNBMI2((*[4]uint64)(&ka), n)
	if ka != ga {
		t.Fatalf("SqrN(%x, %d) = %x; generic %x", a, n, ka, ga)
	}
	var gm, km Element
	fe64MulGeneric(&gm, &a, &b)
	fe64MulBMI2((*[4]uint64)(&km), (*[4]uint64)(&a), (*[4]uint64)(&b))
	if km != gm {
		t.Fatalf("Mul(%x, %x) = %x; generic %x", a, b, km, gm)
	}
	ka = a
	fe64MulBMI2((*[4]uint64)(&ka), (*[4]uint64)(&ka), (*[4]uint64)(&b)) // out aliasing a
	if ka != gm {
		t.Fatalf("Mul(%x, %x) in place = %x; generic %x", a, b, ka, gm)
	}
	kb = b
	fe64MulBMI2((*[4]uint64)(&kb), (*[4]uint64)(&a), (*[4]uint64)(&kb)) // out aliasing b
	if kb != gm {
		t.Fatalf("Mul(%x, %x) into b = %x; generic %x", a, b, kb, gm)
	}
	fe64MulGeneric(&gm, &a, &a)
	fe64MulBMI2((*[4]uint64)(&km), (*[4]uint64)(&a), (*[4]uint64)(&a)) // a aliasing b
	if km != gm {
		t.Fatalf("Mul(%x, %x) = %x; generic %x", a, a, km, gm)
	}
	ka = a
	fe64MulBMI2((*[4]uint64)(&ka), (*[4]uint64)(&ka), (*[4]uint64)(&ka)) // all three
	if ka != gm {
		t.Fatalf("Mul(%x, %x) in place = %x; generic %x", a, a, ka, gm)
	}
}

// FuzzFe64KernelsBMI2 compares the kernels with their twins on arbitrary
// words: two independent elements, n 1..8 or, from 0xf0, n itself.
func FuzzFe64KernelsBMI2(f *testing.F) {
	if !cpu.BMI2 {
		f.Skip("no BMI2")
	}
	f.Add(uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint8(1))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), uint8(3))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), uint64(0), uint64(0), uint64(0), uint64(0), uint8(0xff))
	f.Fuzz(func(t *testing.T, w0, w1, w2, w3, v0, v1, v2, v3 uint64, n uint8) {
		count := uint64(n%8) + 1
		if n >= 0xf0 {
			count = uint64(n)
		}
		checkFe64Kernels(t, Element{w0, w1, w2, w3}, Element{v0, v1, v2, v3}, count)
	})
}

// FuzzDecodeFe64 compares DecodePair with Point.SetBytes on arbitrary
// encodings, in pairs, on the kernels where present.
func FuzzDecodeFe64(f *testing.F) {
	for _, e := range decodeEncodings()[:8] {
		f.Add(e[:], e[:])
	}
	f.Fuzz(func(t *testing.T, a, b []byte) {
		if len(a) != 32 || len(b) != 32 {
			return
		}
		checkDecodeFe64(t, [][32]byte{[32]byte(a), [32]byte(b)})
	})
}
