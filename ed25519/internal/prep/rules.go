package prep

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
