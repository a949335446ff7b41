package ed25519

import (
	"crypto"
	"encoding"
	"encoding/hex"
	"errors"
)

// errNoKey is the error of marshalling a nil or zero *PublicKey: it holds
// no key (the zero value's 32 zero bytes would decode to a valid one).
var errNoKey = errors.New("ed25519: marshalling a nil or zero PublicKey")

var (
	_ encoding.BinaryMarshaler                  = (*PublicKey)(nil)
	_ encoding.BinaryUnmarshaler                = (*PublicKey)(nil)
	_ encoding.BinaryAppender                   = (*PublicKey)(nil)
	_ encoding.TextMarshaler                    = (*PublicKey)(nil)
	_ encoding.TextUnmarshaler                  = (*PublicKey)(nil)
	_ encoding.TextAppender                     = (*PublicKey)(nil)
	_ interface{ Equal(crypto.PublicKey) bool } = (*PublicKey)(nil)
)

// Equal reports whether x is a *PublicKey holding the same 32 bytes as k,
// with the same validity, so that a key compares equal only to a key that
// gives the same verdict on every signature under every profile. The bytes
// are compared as given: two encodings of one point are different keys,
// since the challenge hashes them. Two nil keys are equal; a nil key equals
// no other. Equal lets *PublicKey satisfy the interface of the standard
// library's public keys, interface{ Equal(crypto.PublicKey) bool }.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	xk, ok := x.(*PublicKey)
	if !ok {
		return false
	}
	if k == nil || xk == nil {
		return k == xk
	}
	return k.bytes == xk.bytes && k.valid == xk.valid
}

// MarshalBinary returns the key's 32 bytes, as given to NewPublicKey or
// UnmarshalBinary. It fails only on a nil or zero k, which hold no key.
func (k *PublicKey) MarshalBinary() ([]byte, error) {
	return k.AppendBinary(nil)
}

// AppendBinary appends the key's 32 bytes to b. It fails only on a nil or
// zero k.
func (k *PublicKey) AppendBinary(b []byte) ([]byte, error) {
	if k == nil || !k.valid {
		return b, errNoKey
	}
	return append(b, k.bytes[:]...), nil
}

// UnmarshalBinary sets k to the key data encodes, exactly as NewPublicKey
// would decode it, and returns NewPublicKey's error if it does not decode
// (k is then the zero PublicKey, which verifies nothing). It copies data.
// Like any decoding method it writes to k: do not call it on a key that is
// in use by another goroutine. It allocates one temporary PublicKey.
func (k *PublicKey) UnmarshalBinary(data []byte) error {
	nk, err := NewPublicKey(data)
	if err != nil {
		*k = PublicKey{}
		return err
	}
	*k = *nk
	return nil
}

// MarshalText returns the key's 32 bytes in lowercase hexadecimal (64
// characters), so that a *PublicKey reads and writes as a hex string in
// JSON and other text formats. It fails only on a nil or zero k.
func (k *PublicKey) MarshalText() ([]byte, error) {
	return k.AppendText(nil)
}

// AppendText appends the key's 32 bytes in lowercase hexadecimal to b.
func (k *PublicKey) AppendText(b []byte) ([]byte, error) {
	if k == nil || !k.valid {
		return b, errNoKey
	}
	return hex.AppendEncode(b, k.bytes[:]), nil
}

// UnmarshalText is UnmarshalBinary on the bytes that text encodes in
// hexadecimal (either case). Text that is not hexadecimal is an error, and
// leaves k the zero PublicKey.
func (k *PublicKey) UnmarshalText(text []byte) error {
	var b [PublicKeySize]byte
	if hex.DecodedLen(len(text)) != PublicKeySize {
		*k = PublicKey{}
		return errKeyLength
	}
	if _, err := hex.Decode(b[:], text); err != nil {
		*k = PublicKey{}
		return err
	}
	return k.UnmarshalBinary(b[:])
}
