package ed25519

import "github.com/vilyacrypto/vilya/ed25519/internal/prep"

// Verify reports whether sig is a valid signature of message by the public
// key pub under StdlibCompat: it returns crypto/ed25519.Verify's verdict
// on every input, except that a pub that is not 32 bytes is reported
// invalid instead of panicking. It does not allocate.
func Verify(pub, message, sig []byte) bool {
	return VerifyWithProfile(StdlibCompat, pub, message, sig)
}

// VerifyWithProfile reports whether sig is a valid signature of message by
// the public key pub under profile p. Keys that are not 32 bytes,
// signatures that are not 64 bytes and undefined profiles are invalid; it
// never panics and does not allocate.
func VerifyWithProfile(p Profile, pub, message, sig []byte) bool {
	var items [1]prep.Item
	var verdicts [1]bool
	items[0] = prepare(p, pub, message, sig, nil)
	if !items[0].OK {
		return false
	}
	verifyItems(active.Load(), p, items[:], verdicts[:])
	return verdicts[0]
}

// PublicKeySize is the size, in bytes, of an Ed25519 public key.
const PublicKeySize = 32

// SignatureSize is the size, in bytes, of an Ed25519 signature.
const SignatureSize = 64
