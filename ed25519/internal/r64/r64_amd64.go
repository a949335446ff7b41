//go:build !purego

//go:generate sh -c "cd ../../_asm && go run . -fe64 -out ../internal/r64/r64_amd64.s -stubs ../internal/r64/r64_stubs_amd64.go -pkg r64"

package r64

import "github.com/vilyacrypto/vilya/internal/cpu"

// useBMI2 routes Element's multiplications and squarings to their BMI2
// kernels. It is set from the CPU once; tests clear it to run the portable
// twins.
var useBMI2 = cpu.BMI2

// Fast reports whether DecodePair runs on the BMI2 kernels here, which is
// when decoding two points with it takes less time than two
// edwards25519.Point.SetBytes (docs/results/2026-12-01-ed25519-avx2-straus).
func Fast() bool { return useBMI2 }

// Mul sets out = a*b (mod p), below 2^256; out may alias a or b.
func Mul(out, a, b *Element) {
	if useBMI2 {
		fe64MulBMI2((*[4]uint64)(out), (*[4]uint64)(a), (*[4]uint64)(b))
	} else {
		fe64MulGeneric(out, a, b)
	}
}

// SqrN sets a = a^(2^n), n >= 1.
func SqrN(a *Element, n uint64) {
	if useBMI2 {
		fe64SqrNBMI2((*[4]uint64)(a), n)
	} else {
		fe64SqrNGeneric(a, n)
	}
}

// Sqr2N sets a = a^(2^n) and b = b^(2^n), n >= 1, the two chains side
// by side.
func Sqr2N(a, b *Element, n uint64) {
	if useBMI2 {
		fe64Sqr2NBMI2((*[4]uint64)(a), (*[4]uint64)(b), n)
	} else {
		fe64Sqr2NGeneric(a, b, n)
	}
}
