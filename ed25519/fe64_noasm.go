//go:build !amd64 || purego

package ed25519

// fe64Fast reports whether decodeFe64 is faster here than
// edwards25519.Point.SetBytes: never without the BMI2 kernels.
func fe64Fast() bool { return false }

func fe64Mul(out, a, b *fe64)        { fe64MulGeneric(out, a, b) }
func fe64SqrN(a *fe64, n uint64)     { fe64SqrNGeneric(a, n) }
func fe64Sqr2N(a, b *fe64, n uint64) { fe64Sqr2NGeneric(a, b, n) }
