//go:build !purego

//go:generate sh -c "cd _asm && go run . -fe64 -out ../fe64_amd64.s -stubs ../fe64_stubs_amd64.go -pkg ed25519"

package ed25519

import "github.com/vilyacrypto/vilya/internal/cpu"

// useBMI2 routes fe64's multiplications and squarings to their BMI2
// kernels. It is set from the
// CPU once; tests clear it to run the portable twins.
var useBMI2 = cpu.BMI2

// fe64Fast reports whether decodeFe64 is faster here than
// edwards25519.Point.SetBytes: with the BMI2 kernels.
func fe64Fast() bool { return useBMI2 }

func fe64Mul(out, a, b *fe64) {
	if useBMI2 {
		fe64MulBMI2((*[4]uint64)(out), (*[4]uint64)(a), (*[4]uint64)(b))
	} else {
		fe64MulGeneric(out, a, b)
	}
}

func fe64SqrN(a *fe64, n uint64) {
	if useBMI2 {
		fe64SqrNBMI2((*[4]uint64)(a), n)
	} else {
		fe64SqrNGeneric(a, n)
	}
}

func fe64Sqr2N(a, b *fe64, n uint64) {
	if useBMI2 {
		fe64Sqr2NBMI2((*[4]uint64)(a), (*[4]uint64)(b), n)
	} else {
		fe64Sqr2NGeneric(a, b, n)
	}
}
