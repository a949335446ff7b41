package ed25519

import (
	"errors"

	"filippo.io/edwards25519"
)

// A PublicKey is an Ed25519 public key decoded once, for signers that
// recur (validators, hot senders): verifying with it skips decoding A (a
// square root, about a tenth of a verification) and the byte
// classification of A.
//
// It keeps A's bytes as given, so a non-canonical key is hashed exactly as
// it was received, and its verdicts under every profile equal those of
// VerifyWithProfile with those bytes. A PublicKey is immutable and safe for
// concurrent use.
type PublicKey struct {
	bytes      [PublicKeySize]byte
	negA       edwards25519.Point // -A
	valid      bool               // A decoded
	smallOrder bool               // [8]A = 0
	canonical  bool               // bytes is A's canonical encoding
}

// NewPublicKey decodes pub. It returns an error if pub is not 32 bytes or
// is not the encoding (canonical or not) of a point on the curve; such a
// key is invalid under every profile. A key that decodes but that some
// profiles reject (small order, non-canonical) is returned without error:
// its verdicts depend on the profile.
func NewPublicKey(pub []byte) (*PublicKey, error) {
	k := new(PublicKey)
	if err := k.set(pub); err != nil {
		return nil, err
	}
	return k, nil
}

var (
	errKeyLength = errors.New("ed25519: bad public key length")
	errKeyPoint  = errors.New("ed25519: public key is not a point on the curve")
)

// set decodes pub into k, leaving k.valid false on error.
func (k *PublicKey) set(pub []byte) error {
	*k = PublicKey{}
	if len(pub) != PublicKeySize {
		return errKeyLength
	}
	copy(k.bytes[:], pub)
	if _, err := k.negA.SetBytes(pub); err != nil {
		return errKeyPoint
	}
	k.negA.Negate(&k.negA)
	k.valid = true
	k.smallOrder = isSmallOrderEncoding(&k.bytes)
	k.canonical = isCanonicalEncoding(&k.bytes)
	return nil
}

// Bytes returns a copy of the key's 32 bytes, as given to NewPublicKey.
func (k *PublicKey) Bytes() []byte {
	b := k.bytes
	return b[:]
}

// Verify reports whether sig is a valid signature of message by k under
// profile p, exactly as VerifyWithProfile(p, k.Bytes(), message, sig)
// would. It does not allocate.
func (k *PublicKey) Verify(p Profile, message, sig []byte) bool {
	var items [1]item
	var verdicts [1]bool
	items[0] = prepare(p, nil, message, sig, k)
	if !items[0].ok {
		return false
	}
	verifyItems(p, items[:], verdicts[:])
	return verdicts[0]
}
