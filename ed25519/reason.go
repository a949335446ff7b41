package ed25519

import (
	"errors"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// The reasons CheckSignature gives for rejecting a signature. Each is a
// distinct value, to be matched with errors.Is.
var (
	// ErrPublicKeySize: the public key is not PublicKeySize bytes.
	ErrPublicKeySize = errors.New("ed25519: bad public key length")
	// ErrSignatureSize: the signature is not SignatureSize bytes.
	ErrSignatureSize = errors.New("ed25519: bad signature length")
	// ErrNonCanonicalS: S, the last 32 bytes of the signature, is not
	// below the group order L.
	ErrNonCanonicalS = errors.New("ed25519: S is not reduced modulo L")
	// ErrNonCanonicalA: the profile requires A's canonical encoding, and
	// the key is another encoding of its point.
	ErrNonCanonicalA = errors.New("ed25519: public key is not a canonical encoding")
	// ErrNonCanonicalR: R is not the canonical encoding of its point.
	// Cofactorless profiles compare R as bytes with a canonical encoding,
	// so under them such an R can never be valid.
	ErrNonCanonicalR = errors.New("ed25519: R is not a canonical encoding")
	// ErrSmallOrderA: the profile rejects a key of small order.
	ErrSmallOrderA = errors.New("ed25519: public key has small order")
	// ErrSmallOrderR: the profile rejects an R of small order.
	ErrSmallOrderR = errors.New("ed25519: R has small order")
	// ErrPublicKeyNotOnCurve: the key does not decode to a curve point.
	ErrPublicKeyNotOnCurve = errors.New("ed25519: public key is not a point on the curve")
	// ErrRNotOnCurve: R does not decode to a curve point.
	ErrRNotOnCurve = errors.New("ed25519: R is not a point on the curve")
	// ErrEquation: every encoding rule holds but the profile's group
	// equation does not: the signature is not one of this message by this
	// key.
	ErrEquation = errors.New("ed25519: signature does not verify")
)

// CheckSignature is VerifyWithProfile that says why: it returns nil
// exactly when VerifyWithProfile(p, pub, message, sig) reports true, and
// otherwise the first rule of p the signature breaks, in this order:
// ErrUnknownProfile, ErrSignatureSize, ErrPublicKeySize, ErrNonCanonicalS,
// the profile's rules on A's encoding (ErrNonCanonicalA, ErrSmallOrderA),
// ErrPublicKeyNotOnCurve, the rules on R's encoding (ErrNonCanonicalR,
// ErrSmallOrderR), ErrRNotOnCurve, and ErrEquation. A valid signature
// costs what VerifyWithProfile costs; an invalid one at most one more
// decoding of A and of R. It never panics and does not allocate.
func CheckSignature(p Profile, pub, message, sig []byte) error {
	switch {
	case !p.valid():
		return ErrUnknownProfile
	case len(sig) != SignatureSize:
		return ErrSignatureSize
	case len(pub) != PublicKeySize:
		return ErrPublicKeySize
	}
	if VerifyWithProfile(p, pub, message, sig) {
		return nil
	}
	a, r := (*[32]byte)(pub), (*[32]byte)(sig[:32])
	var s edwards25519.Scalar
	if _, err := s.SetCanonicalBytes(sig[32:]); err != nil {
		return ErrNonCanonicalS
	}
	if err := p.keyEncodingError(a, nil); err != nil {
		return err
	}
	var pt edwards25519.Point
	if _, err := pt.SetBytes(a[:]); err != nil {
		return ErrPublicKeyNotOnCurve
	}
	if err := p.rEncodingError(r); err != nil {
		return err
	}
	if !p.cofactored() && !prep.IsCanonicalEncoding(r) {
		return ErrNonCanonicalR
	}
	if _, err := pt.SetBytes(r[:]); err != nil {
		return ErrRNotOnCurve
	}
	return ErrEquation
}

// encodingError returns the first of p's byte-level rules on the encodings
// of A (pub, or key when not nil) and R that they break, or nil. It looks
// at bytes only and does not check that A or R is on the curve.
func (p Profile) encodingError(pub *[32]byte, key *keyCore, r *[32]byte) error {
	if err := p.keyEncodingError(pub, key); err != nil {
		return err
	}
	return p.rEncodingError(r)
}

// keyEncodingError applies p's rules on A's encoding. key, when not nil,
// brings A's classification, computed once.
func (p Profile) keyEncodingError(pub *[32]byte, key *keyCore) error {
	r := p.rules()
	if r.CanonicalA && (key != nil && !key.canonical || key == nil && !prep.IsCanonicalEncoding(pub)) {
		return ErrNonCanonicalA
	}
	if r.SmallOrderA && (key != nil && key.smallOrder || key == nil && prep.IsSmallOrderEncoding(pub)) {
		return ErrSmallOrderA
	}
	return nil
}

// rEncodingError applies p's rules on R's encoding.
func (p Profile) rEncodingError(enc *[32]byte) error {
	r := p.rules()
	if r.CanonicalR && !prep.IsCanonicalEncoding(enc) {
		return ErrNonCanonicalR
	}
	if r.SmallOrderR && prep.IsSmallOrderEncoding(enc) {
		return ErrSmallOrderR
	}
	return nil
}
