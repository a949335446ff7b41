package ed25519

import (
	"crypto/sha512"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// PublicKeySize is the size, in bytes, of an Ed25519 public key.
const PublicKeySize = 32

// SignatureSize is the size, in bytes, of an Ed25519 signature.
const SignatureSize = 64

// item is one prepared verification, the unit every backend consumes. The
// front end (prepare) does everything that looks only at bytes: lengths, S
// below L, and the profile's encoding rules for A and R. A backend then
// computes the challenge if it is not yet known (hashing the raw bytes, so a
// multi-buffer SHA-512 can take many items at once), decodes A if no
// decoded key is attached, and checks the profile's group equation.
type item struct {
	pub *[PublicKeySize]byte // A's bytes, as given (hashed as given)
	sig *[SignatureSize]byte // R || S, as given
	msg []byte

	// negA, when not nil, is -A already decoded (a precomputed key); when
	// nil the backend decodes pub.
	negA *edwards25519.Point
	// tab, when not nil, holds the odd multiples of -A (an ExpandedPublicKey's
	// table); the backend then uses it instead of negA.
	tab *keyTable
	// hot, when not nil, holds an ExpandedPublicKey's tables for the ifma
	// backend's split verification (hot.go).
	hot *hotTables
	// solo, when not nil, holds an ExpandedPublicKey's table of [e](-A) for the
	// avx2 backend (backend_avx2.go), and soloHi its odd multiples of
	// 2^64(-A) and 2^128(-A) (verifySplit).
	solo   *[17]r25x4.Element
	soloHi *[2][8]r25x4.Element

	s  edwards25519.Scalar // S, canonical
	k  edwards25519.Scalar // the challenge, when hashed is set
	kb [32]byte            // k's canonical little-endian bytes, when hashed is set

	hashed bool // k holds SHA-512(R || A || M) mod L
	ok     bool // false: rejected by a byte-level check; the verdict is false
}

// prepare returns the item for one verification under p, running every
// check that needs no point arithmetic. key, when not nil, supplies the
// decoded A (and its classification) instead of pub. It never panics on bad
// lengths: they leave ok false. It returns the item by value (rather than
// filling a pointer) so that escape analysis keeps the caller's inputs, and
// a caller's stack-allocated key, on the stack.
func prepare(p Profile, pub, msg, sig []byte, key *keyCore) (it item) {
	it.msg = msg
	if len(sig) != SignatureSize || !p.valid() {
		return
	}
	it.sig = (*[SignatureSize]byte)(sig)
	if key != nil {
		it.pub = &key.bytes
		if !key.valid {
			return
		}
		it.negA = &key.negA
	} else {
		if len(pub) != PublicKeySize {
			return
		}
		it.pub = (*[PublicKeySize]byte)(pub)
	}
	// S < L implies the top three bits are clear; this cheap test rejects
	// most malleated S before the full comparison.
	if sig[63]&0xe0 != 0 {
		return
	}
	if _, err := it.s.SetCanonicalBytes(sig[32:]); err != nil {
		return
	}
	if p.encodingError(it.pub, key, (*[32]byte)(sig[:32])) != nil {
		return
	}
	it.ok = true
	return it
}

// challenge sets it.k = SHA-512(R || A || M) mod L, hashing the bytes of R
// and A exactly as given.
func (it *item) challenge() {
	var digest [64]byte
	h := sha512.New()
	h.Write(it.sig[:32])
	h.Write(it.pub[:])
	h.Write(it.msg)
	h.Sum(digest[:0])
	it.setChallenge(&digest)
}

// setChallenge sets it.k and it.kb to the 512-bit little-endian digest
// modulo L, and marks it hashed.
func (it *item) setChallenge(digest *[64]byte) {
	scalar.ReduceWide(&it.kb, digest)
	if _, err := it.k.SetCanonicalBytes(it.kb[:]); err != nil {
		panic("ed25519: internal error: a reduced challenge is not canonical")
	}
	it.hashed = true
}

// shortScalars returns the scalars of an item's shortened check [d]R +
// [c]A - [e]B: scalar.SplitChallenge of its challenge at stop (128 for the
// balanced check, 192 for the split one) and e = d S mod L. It reports
// false as scalar.SplitChallenge does.
func shortScalars(it *item, stop int) (c [32]byte, cNeg bool, d [32]byte, e edwards25519.Scalar, ok bool) {
	c, cNeg, d, ok = scalar.SplitChallenge(&it.kb, stop)
	if !ok {
		return
	}
	var ds edwards25519.Scalar
	if _, err := ds.SetCanonicalBytes(d[:]); err != nil {
		panic("ed25519: internal error: a short scalar rejected")
	}
	e.Multiply(&ds, &it.s)
	return
}
