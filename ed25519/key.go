package ed25519

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
)

// An ExpandedPublicKey is an Ed25519 public key decoded once, for signers
// that recur (validators, hot senders). It holds A decoded, so verifying
// with it skips decoding A, and tables of A's multiples for the backends
// that read them. Where the portable backend is active as the key is made
// (no SIMD backend can run, or it was forced): the odd multiples [1] ..
// [31] of 2^(32p) (-A) for p = 1..7 and [1] .. [127] of -A (28,160
// bytes), with which a verification runs a chain of at most 32 doublings
// instead of about 128 (the base point's matching tables at eight
// positions, 61,440 bytes, are built once per process and shared), and a
// combined check takes A's digits of width 8. Where the ifma backend can run: [0..16](2^(15p)
// (-A)) for p = 0..16 (46,240 bytes), with which a verification runs a
// chain of 10 doublings instead of 250, in a batch as in a single
// verification (the base point's matching tables at sixteen positions,
// 289 KB, are built once per process and shared). Where the avx2 backend
// is active: the same multiples in its form (92,480 bytes; B's matching
// tables, 578 KB more than that backend's cold tables, are built once per
// process), with which its verifications run a chain of at most 15
// doublings. Building one costs about as much as two or three
// verifications, so it pays for keys that sign several messages; for many
// signers seen a few times each, a KeyCache (decoded point only,
// CacheEntryBytes a key) is the better fit.
//
// It keeps A's bytes as given, so a non-canonical key is hashed exactly as
// it was received, and its verdicts under every profile equal those of
// VerifyWithProfile with those bytes. Once decoded (by NewExpandedPublicKey or an
// Unmarshal method), an ExpandedPublicKey is immutable and safe for concurrent use.
// The zero ExpandedPublicKey is invalid, and so is a nil *ExpandedPublicKey: they verify
// nothing.
type ExpandedPublicKey struct {
	keyCore
	tab        *edwards.KeyTable // the portable backend's table of -A, where it was active
	ifmaTables *ifma.KeyTables   // the ifma backend's tables, where it can run
	avx2Tables *avx2.KeyTables   // the avx2 backend's tables, where it was active
}

// warm returns k's tables for backend b (a value of active), as
// prep.Item.Warm carries them to its engines: the ifma backend's tables
// for it; for the avx2 backend its own, else the ifma backend's table of
// -A (Table(0), *[17][5][4]uint64 in radix-2^51 limbs, which its engines
// convert; see avx2.KeyTables); nil for the portable backend, or where k
// has none (a nil table is never returned as a non-nil handle).
func (k *ExpandedPublicKey) warm(b int32) any {
	switch {
	case b == backendIFMA && k.ifmaTables != nil:
		return k.ifmaTables
	case b == backendAVX2 && k.avx2Tables != nil:
		return k.avx2Tables
	case b == backendAVX2 && k.ifmaTables != nil:
		return k.ifmaTables.Table(0)
	}
	return nil
}

// keyCore is a decoded key without its table, as the KeyCache keeps it.
type keyCore struct {
	bytes      [PublicKeySize]byte
	negA       edwards25519.Point // -A
	valid      bool               // A decoded
	smallOrder bool               // [8]A = 0
	canonical  bool               // bytes is A's canonical encoding
}

// NewExpandedPublicKey decodes pub. It returns an error if pub is not 32 bytes or
// is not the encoding (canonical or not) of a point on the curve; such a
// key is invalid under every profile. A key that decodes but that some
// profiles reject (small order, non-canonical) is returned without error:
// its verdicts depend on the profile.
func NewExpandedPublicKey(pub []byte) (*ExpandedPublicKey, error) {
	k := new(ExpandedPublicKey)
	if err := k.set(pub); err != nil {
		return nil, err
	}
	k.tab = newPortableKeyTable(&k.negA)
	if r51x8.Available() { // the tables would never be read elsewhere
		k.ifmaTables = ifma.NewKeyTables(&k.negA)
	}
	k.avx2Tables = newAVX2KeyTables(&k.negA)
	return k, nil
}

var (
	errKeyLength = ErrPublicKeySize
	errKeyPoint  = ErrPublicKeyNotOnCurve
)

// set decodes pub into k, leaving k.valid false on error.
func (k *keyCore) set(pub []byte) error {
	*k = keyCore{}
	if len(pub) != PublicKeySize {
		return errKeyLength
	}
	copy(k.bytes[:], pub)
	if _, err := k.negA.SetBytes(pub); err != nil {
		return errKeyPoint
	}
	k.negA.Negate(&k.negA)
	k.valid = true
	k.smallOrder = prep.IsSmallOrderEncoding(&k.bytes)
	k.canonical = prep.IsCanonicalEncoding(&k.bytes)
	return nil
}

// Bytes returns a copy of the key's 32 bytes, as given to NewExpandedPublicKey;
// nil for a nil k.
func (k *ExpandedPublicKey) Bytes() []byte {
	if k == nil {
		return nil
	}
	b := k.bytes
	return b[:]
}

// Verify reports whether sig is a valid signature of message by k under
// profile p, exactly as VerifyWithProfile(p, k.Bytes(), message, sig)
// would. A nil k verifies nothing. It does not allocate.
func (k *ExpandedPublicKey) Verify(p Profile, message, sig []byte) bool {
	if k == nil {
		return false
	}
	var items [1]prep.Item
	var verdicts [1]bool
	b := active.Load()
	items[0] = prepare(p, nil, message, sig, &k.keyCore)
	items[0].Tab = k.tab
	items[0].Warm = k.warm(b)
	if !items[0].OK {
		return false
	}
	verifyItems(b, p, items[:], verdicts[:])
	return verdicts[0]
}
