package prep

import (
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// Rules are a profile's rules as a value: the group equation it checks and
// the encodings of A and R it rejects by their bytes, before any point
// arithmetic. The ed25519 package maps each Profile to its Rules; the zero
// Rules are crypto/ed25519's (cofactorless, every encoding that decodes
// accepted).
type Rules struct {
	// Cofactored: the check is [8]([S]B - R - [k]A) = 0 rather than
	// enc([S]B - [k]A) = R (R compared as bytes).
	Cofactored bool
	// CanonicalA, CanonicalR: reject an encoding that is not canonical
	// (IsCanonicalEncoding).
	CanonicalA, CanonicalR bool
	// SmallOrderA, SmallOrderR: reject a point of small order, in any of
	// its encodings (IsSmallOrderEncoding).
	SmallOrderA, SmallOrderR bool
}

// CofactorlessEqual is the cofactorless verdict: whether the canonical
// encoding of R' = (X : Y : Z) equals the signature's R bytes, given R
// decoded from those bytes as (x, y) and xz = xZ, yz = yZ. The encoding of
// R' equals R's bytes exactly when those bytes are a canonical encoding
// (y below p, and not x = 0 with the sign bit set), they decode, and the
// point they decode to is R' (X = xZ and Y = yZ): a canonical encoding is
// the encoding of the point it decodes to. This costs two multiplications
// where encoding R' would cost an inversion. The caller checks that R
// decoded.
func CofactorlessEqual(sig *[64]byte, X, Y, xz, yz [5]uint64) bool {
	return IsCanonicalEncoding((*[32]byte)(sig[:32])) &&
		r51.Freeze(X) == r51.Freeze(xz) && r51.Freeze(Y) == r51.Freeze(yz)
}

// EncodingEqual is the cofactorless verdict without R decoded: whether
// the canonical encoding of R' = (X : Y : Z) equals enc, the signature's R
// bytes. X, Y and Z are limbs below 2^63 (R' in projective coordinates;
// a Z of zero, which no point has, gives false). It costs one inversion
// (r51.InvertVar, in time that depends on Z, which is public) where
// decoding R for CofactorlessEqual costs a square root, and gives the same
// verdict for every enc: bytes equal to the encoding of R' are canonical,
// decode, and decode to R'; bytes that do not decode equal no point's
// encoding.
func EncodingEqual(enc *[32]byte, X, Y, Z [5]uint64) bool {
	zi, ok := r51.InvertVar(Z)
	if !ok {
		return false
	}
	var x, y, z field.Element
	r51.SetElement(&x, X)
	r51.SetElement(&y, Y)
	r51.SetElement(&z, zi)
	x.Multiply(&x, &z)
	y.Multiply(&y, &z)
	var b [32]byte
	copy(b[:], y.Bytes())
	b[31] |= byte(x.IsNegative()) << 7
	return b == *enc
}

// ShortVerdict is the verdict of a shortened check (ShortScalars) once its
// point (X : Y : Z) = [d](R + [k]A - [S]B) is computed, [8] of it under the
// cofactored rules: whether it is the identity, and, under the
// cofactorless ones, whether the signature's R bytes are a canonical
// encoding too (R' = R as points; their encodings are then equal exactly
// when R's is canonical). The caller checks that R decoded.
func ShortVerdict(r Rules, sig *[64]byte, X, Y, Z [5]uint64) bool {
	identity := r51.Freeze(X) == [5]uint64{} && r51.Freeze(Y) == r51.Freeze(Z)
	return identity && (r.Cofactored || IsCanonicalEncoding((*[32]byte)(sig[:32])))
}
