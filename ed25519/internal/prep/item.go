// Package prep holds what every backend of the ed25519 package shares
// before any point arithmetic: the prepared verification (Item) a backend
// consumes, the challenge hash (one item, or many with the multi-buffer
// SHA-512 of sha512x), the shortened scalars of the split checks, the
// classification of point encodings by their bytes, the rules of a profile
// as a value (Rules) and the cofactorless comparisons the engines share
// (CofactorlessEqual with R decoded, EncodingEqual without), the random
// coefficients of the combined checks, and the warm schedule of a key's
// tables (warm.go).
// It does no point arithmetic of its own and names no field representation
// of the engines: it imports edwards, scalar, r51 and sha512x, and no
// package of the lanes (r25x4, r51x8). The tables an ExpandedPublicKey
// holds for an engine are that engine's type (ifma.KeyTables,
// avx2.KeyTables); an Item carries them as an opaque handle (Item.Warm).
package prep

import (
	"crypto/sha512"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// Chunk is how many signatures a batch prepares and hands to a backend at
// once: the scratch of every engine, and the combined checks' plans and
// coefficients, are sized by it.
const Chunk = 64

// Item is one prepared verification, the unit every backend consumes. The
// front end (the ed25519 package's prepare) does everything that looks only at bytes: lengths, S
// below L, and the profile's encoding rules for A and R. A backend then
// computes the challenge if it is not yet known (hashing the raw bytes, so a
// multi-buffer SHA-512 can take many items at once), decodes A if no
// decoded key is attached, and checks the profile's group equation.
type Item struct {
	Pub *[32]byte // A's bytes, as given (hashed as given)
	Sig *[64]byte // R || S, as given
	Msg []byte

	// NegA, when not nil, is -A already decoded (a precomputed key); when
	// nil the backend decodes Pub.
	NegA *edwards25519.Point
	// Tab, when not nil, holds the odd multiples of -A (an ExpandedPublicKey's
	// table); the backend then uses it instead of NegA.
	Tab *edwards.KeyTable
	// Warm, when not nil, holds an ExpandedPublicKey's tables for the warm
	// checks (the schedule of warm.go), as an opaque handle: a pointer to
	// the table type of the engine package that built them (ifma.KeyTables,
	// avx2.KeyTables), which prep does not name and which that engine reads
	// back with a type assertion to the concrete type. The front end
	// attaches the tables of the backend it dispatches to (for the avx2
	// backend, a key without its tables brings the ifma backend's table of
	// -A, which its engines convert: avx2.KeyTables); an engine that
	// finds no tables it reads verifies as for a key without them.
	Warm any

	// The scalars stay bytes: the lane engines recode the bytes, and only
	// the portable and combined-check paths convert them (SScalar,
	// KScalar), so a batch on the lanes pays no Montgomery conversion.
	KB [32]byte // the challenge's canonical little-endian bytes, when Hashed is set

	Hashed bool // KB holds SHA-512(R || A || M) mod L
	OK     bool // false: rejected by a byte-level check; the verdict is false
}

// SScalar returns S (the last 32 bytes of Sig) as a scalar: the front end
// has checked S < L for an item whose OK is set. For any other item (no Sig,
// or S not canonical) it returns zero, as the field it replaces held, and
// never panics.
func (it *Item) SScalar() (s edwards25519.Scalar) {
	if it.Sig == nil {
		return s
	}
	if _, err := s.SetCanonicalBytes(it.Sig[32:]); err != nil {
		return edwards25519.Scalar{}
	}
	return s
}

// KScalar returns the challenge as a scalar. It is valid only once Hashed
// is set.
func (it *Item) KScalar() (k edwards25519.Scalar) {
	if _, err := k.SetCanonicalBytes(it.KB[:]); err != nil {
		panic("ed25519/internal/prep: internal error: a reduced challenge is not canonical")
	}
	return k
}

// Challenge sets it.KB = SHA-512(R || A || M) mod L, hashing the bytes of R
// and A exactly as given.
func (it *Item) Challenge() {
	var digest [64]byte
	h := sha512.New()
	h.Write(it.Sig[:32])
	h.Write(it.Pub[:])
	h.Write(it.Msg)
	h.Sum(digest[:0])
	it.SetChallenge(&digest)
}

// SetChallenge sets it.KB to the 512-bit little-endian digest modulo L,
// and marks it hashed.
func (it *Item) SetChallenge(digest *[64]byte) {
	scalar.ReduceWide(&it.KB, digest)
	it.Hashed = true
}

// ScalarHalves returns e's low and high 128 bits, e = lo + 2^128 hi, each
// little-endian in 32 bytes: the halves of a shortened check's base-point
// scalar (ShortScalars), which multiply B and 2^128 B.
func ScalarHalves(e *edwards25519.Scalar) (lo, hi [32]byte) {
	eb := e.Bytes()
	copy(lo[:16], eb[:16])
	copy(hi[:16], eb[16:])
	return lo, hi
}

// ShortScalars returns the scalars of an item's shortened check [d]R +
// [c]A - [e]B: scalar.SplitChallenge of its challenge at stop (128 for the
// balanced checks of the avx2 backend) and e = d S mod L. It reports
// false as scalar.SplitChallenge does.
func ShortScalars(it *Item, stop int) (c [32]byte, cNeg bool, d [32]byte, e edwards25519.Scalar, ok bool) {
	c, cNeg, d, ok = scalar.SplitChallenge(&it.KB, stop)
	if !ok {
		return
	}
	var ds edwards25519.Scalar
	if _, err := ds.SetCanonicalBytes(d[:]); err != nil {
		panic("ed25519/internal/prep: internal error: a short scalar rejected")
	}
	sigS := it.SScalar()
	e.Multiply(&ds, &sigS)
	return
}
