//go:build !amd64 || purego

package r64

// Fast reports whether DecodePair runs on the BMI2 kernels: never in this
// build.
func Fast() bool { return false }

// Mul sets out = a*b (mod p), below 2^256; out may alias a or b.
func Mul(out, a, b *Element) { fe64MulGeneric(out, a, b) }

// SqrN sets a = a^(2^n), n >= 1.
func SqrN(a *Element, n uint64) { fe64SqrNGeneric(a, n) }

// Sqr2N sets a = a^(2^n) and b = b^(2^n), n >= 1.
func Sqr2N(a, b *Element, n uint64) { fe64Sqr2NGeneric(a, b, n) }
