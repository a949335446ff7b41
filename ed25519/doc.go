// Package ed25519 verifies Ed25519 signatures (RFC 8032, pure Ed25519) under
// an explicit, named verification predicate: a [Profile].
//
// Ed25519 verification is not one predicate. Implementations disagree on
// non-canonical encodings of the points A (the public key) and R (the first
// half of the signature), on small-order points, and on whether the group
// equation is checked with or without the cofactor 8. For a consensus system
// any disagreement is a fork, so every entry point of this package takes (or
// documents) exactly one profile, and every path (single, batch, precomputed
// key, cache, every backend) returns exactly that profile's verdict.
//
// # Profiles
//
// Let B be the base point, L the prime order of B, p = 2^255-19,
// k = SHA-512(R_bytes || A_bytes || M) mod L where R_bytes and A_bytes are the
// 32-byte encodings exactly as given, and S the scalar in the last 32 bytes of
// the signature.
//
//	profile        equation                  S        A non-canonical   R non-canonical   small-order A   small-order R   oracle
//	-------------  ------------------------  -------  ----------------  ----------------  --------------  --------------  ---------------------------------
//	StdlibCompat   enc([S]B - [k]A) == R     S < L    accepted          rejected (*)      accepted        accepted        crypto/ed25519.Verify
//	DalekStrict    enc([S]B - [k]A) == R     S < L    accepted          rejected (*)      rejected        rejected        ed25519-dalek 2.x verify_strict
//	ZIP215         [8]([S]B - R - [k]A) == 0 S < L    accepted          accepted          accepted        accepted        ed25519consensus.Verify
//	FIPS186_5      [8]([S]B - R - [k]A) == 0 S < L    rejected          rejected          accepted        accepted        curve25519-voi VerifyOptionsFIPS_186_5
//	Libsodium      enc([S]B - [k]A) == R     S < L    rejected          rejected (*)      rejected        rejected        libsodium 1.0.18 crypto_sign_verify_detached
//
// (*) In the cofactorless profiles R is never decoded: the point
// [S]B - [k]A is encoded canonically and compared byte for byte with the
// signature's R, so a non-canonical R can never match.
//
// "Non-canonical" covers the encodings whose y coordinate is not reduced
// (y >= p) and the two encodings of a point with x = 0 whose sign bit is set.
// Where a profile accepts them, A and R are decoded with y taken modulo p and
// the sign bit of x = 0 ignored, exactly as filippo.io/edwards25519's
// Point.SetBytes does. An encoding that is not on the curve, a signature that
// is not 64 bytes and a key that is not 32 bytes are invalid under every
// profile. The challenge k always hashes the bytes of A and R as given, never
// a re-encoding.
//
// Small order means a point P with [8]P = 0: there are eight, with fourteen
// encodings between them (eight canonical, six not). DalekStrict recognises
// them by their bytes before any point is decoded.
//
// Libsodium is DalekStrict with one more rule, A's y below p, taken from
// libsodium's source (ge25519_is_canonical and ge25519_has_small_order in
// crypto_sign_verify_detached, Debian 12's 1.0.18 built without
// ED25519_COMPAT). The only keys that rule adds to DalekStrict's rejections
// are the encodings y = p+2 .. p+18 of points with y = 2 .. 18, whose
// discrete logarithms are unknown, so on every signature that can be
// produced in practice the two profiles agree (as they do on every vector
// of the corpora); they differ in the reason [CheckSignature] gives.
//
// # The default
//
// The zero Profile is StdlibCompat, and [Verify] uses it, so that this package
// is a drop-in replacement for crypto/ed25519.Verify that never changes a
// verdict a Go program already relies on: replacing a verifier must not
// silently move the boundary between valid and invalid signatures. It is not
// the best predicate for new designs: a consensus system should choose
// ZIP215 (the only profile whose batch verification is fast and exactly equal
// to single verification), a FIPS deployment FIPS186_5, and a system that
// interoperates with Solana DalekStrict, explicitly.
//
// # Differences from crypto/ed25519
//
// crypto/ed25519.Verify panics when the public key is not 32 bytes; every
// function here reports such a key as invalid instead. On all other inputs
// Verify and StdlibCompat return crypto/ed25519.Verify's verdict bit for bit.
//
// # Batches
//
// [VerifyBatch] writes one verdict per signature, and a bad signature never
// changes another one's verdict. For ZIP215 only, batches are first checked
// with a random linear combination of the cofactored equations (one
// multi-scalar multiplication), which is sound because the profile's
// equation is cofactored; when the combined check fails every signature is
// verified on its own to find the invalid ones. The cofactorless profiles
// never use a combined check, because there it can accept signatures that
// single verification rejects.
//
// # Precomputed keys
//
// A [PublicKey] decodes a key once and keeps a table of its odd multiples, for
// signers that recur; a [KeyCache] keeps decoded keys (without tables) for
// many signers, bounded by a memory cap, safe for concurrent use. Both give
// exactly the verdicts of the functions that take the key's bytes.
//
// # Backends
//
// The arithmetic is done by a backend: a function that takes a batch of
// prepared items (the signature's bytes, the key's bytes or its decoded point,
// the parsed S, and the challenge or the bytes to hash) and writes one
// verdict per item. [Backends] lists the ones this machine can run, [Backend]
// names the active one and [SetBackend] forces one for diagnostics; asking for
// one the machine cannot run is an error, never a silent fallback. The
// portable backend, built on filippo.io/edwards25519, runs everywhere.
//
// # Timing
//
// Verification handles public data and runs in variable time, like
// crypto/ed25519.Verify.
package ed25519
