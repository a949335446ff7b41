package ed25519

import (
	"crypto"
	"encoding"
	"encoding/hex"
	"errors"
)

// errNoKey is the error of marshalling a nil or zero *ExpandedPublicKey: it holds
// no key (the zero value's 32 zero bytes would decode to a valid one).
var errNoKey = errors.New("ed25519: marshalling a nil or zero ExpandedPublicKey")

var (
	_ encoding.BinaryMarshaler                  = (*ExpandedPublicKey)(nil)
	_ encoding.BinaryUnmarshaler                = (*ExpandedPublicKey)(nil)
	_ encoding.BinaryAppender                   = (*ExpandedPublicKey)(nil)
	_ encoding.TextMarshaler                    = (*ExpandedPublicKey)(nil)
	_ encoding.TextUnmarshaler                  = (*ExpandedPublicKey)(nil)
	_ encoding.TextAppender                     = (*ExpandedPublicKey)(nil)
	_ interface{ Equal(crypto.PublicKey) bool } = (*ExpandedPublicKey)(nil)
)

// Equal reports whether x is an *ExpandedPublicKey holding the same 32 bytes as k,
// with the same validity, so that a key compares equal only to a key that
// gives the same verdict on every signature under every profile. The bytes
// are compared as given: two encodings of one point are different keys,
// since the challenge hashes them. Two nil keys are equal; a nil key equals
// no other. Equal lets *ExpandedPublicKey satisfy the interface of the standard
// library's public keys, interface{ Equal(crypto.PublicKey) bool }.
func (k *ExpandedPublicKey) Equal(x crypto.PublicKey) bool {
	xk, ok := x.(*ExpandedPublicKey)
	if !ok {
		return false
	}
	if k == nil || xk == nil {
		return k == xk
	}
	return k.bytes == xk.bytes && k.valid == xk.valid
}

// MarshalBinary returns the key's 32 bytes, as given to NewExpandedPublicKey or
// UnmarshalBinary. It fails only on a nil or zero k, which hold no key.
func (k *ExpandedPublicKey) MarshalBinary() ([]byte, error) {
	return k.AppendBinary(nil)
}

// AppendBinary appends the key's 32 bytes to b. It fails only on a nil or
// zero k.
func (k *ExpandedPublicKey) AppendBinary(b []byte) ([]byte, error) {
	if k == nil || !k.valid {
		return b, errNoKey
	}
	return append(b, k.bytes[:]...), nil
}

// UnmarshalBinary sets k to the key data encodes, exactly as NewExpandedPublicKey
// would decode it, and returns NewExpandedPublicKey's error if it does not decode
// (k is then the zero ExpandedPublicKey, which verifies nothing). It copies data.
// Like any decoding method it writes to k: do not call it on a key that is
// in use by another goroutine. It allocates one temporary ExpandedPublicKey.
func (k *ExpandedPublicKey) UnmarshalBinary(data []byte) error {
	nk, err := NewExpandedPublicKey(data)
	if err != nil {
		*k = ExpandedPublicKey{}
		return err
	}
	*k = *nk
	return nil
}

// MarshalText returns the key's 32 bytes in lowercase hexadecimal (64
// characters), so that an *ExpandedPublicKey reads and writes as a hex string in
// JSON and other text formats. It fails only on a nil or zero k.
func (k *ExpandedPublicKey) MarshalText() ([]byte, error) {
	return k.AppendText(nil)
}

// AppendText appends the key's 32 bytes in lowercase hexadecimal to b.
func (k *ExpandedPublicKey) AppendText(b []byte) ([]byte, error) {
	if k == nil || !k.valid {
		return b, errNoKey
	}
	return hex.AppendEncode(b, k.bytes[:]), nil
}

// UnmarshalText is UnmarshalBinary on the bytes that text encodes in
// hexadecimal (either case). Text that is not hexadecimal is an error, and
// leaves k the zero ExpandedPublicKey.
func (k *ExpandedPublicKey) UnmarshalText(text []byte) error {
	var b [PublicKeySize]byte
	if hex.DecodedLen(len(text)) != PublicKeySize {
		*k = ExpandedPublicKey{}
		return errKeyLength
	}
	if _, err := hex.Decode(b[:], text); err != nil {
		*k = ExpandedPublicKey{}
		return err
	}
	return k.UnmarshalBinary(b[:])
}
