package ed25519

import (
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// prepare returns the item for one verification under p, running every
// check that needs no point arithmetic. key, when not nil, supplies the
// decoded A (and its classification) instead of pub. It never panics on bad
// lengths: they leave it.OK false. It returns the item by value (rather than
// filling a pointer) so that escape analysis keeps the caller's inputs, and
// a caller's stack-allocated key, on the stack.
func prepare(p Profile, pub, msg, sig []byte, key *keyCore) (it prep.Item) {
	it.Msg = msg
	if len(sig) != SignatureSize || !p.valid() {
		return
	}
	it.Sig = (*[SignatureSize]byte)(sig)
	if key != nil {
		it.Pub = &key.bytes
		if !key.valid {
			return
		}
		it.NegA = &key.negA
	} else {
		if len(pub) != PublicKeySize {
			return
		}
		it.Pub = (*[PublicKeySize]byte)(pub)
	}
	// S < L implies the top three bits are clear; this cheap test rejects
	// most malleated S before the full comparison.
	if sig[63]&0xe0 != 0 {
		return
	}
	if !scalar.IsCanonical((*[32]byte)(sig[32:])) {
		return
	}
	if p.encodingError(it.Pub, key, (*[32]byte)(sig[:32])) != nil {
		return
	}
	it.OK = true
	return it
}
