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
//	VoiDefault     [8]([S]B - R - [k]A) == 0 S < L    rejected          rejected          rejected        accepted        curve25519-voi VerifyOptionsDefault
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
// # Choosing a profile
//
// The zero Profile is StdlibCompat, and [Verify] uses it, so that this package
// is a drop-in replacement for crypto/ed25519.Verify that never changes a
// verdict a Go program already relies on: replacing a verifier must not
// silently move the boundary between valid and invalid signatures. No
// profile is right for every system; each exists to agree exactly with
// something:
//
//   - StdlibCompat agrees with crypto/ed25519, for Go programs and for
//     systems whose history was validated by it.
//   - DalekStrict agrees with ed25519-dalek 2.x verify_strict (see below for
//     the 1.x series), for systems built on it.
//   - ZIP215 agrees with ZIP 215 as Zcash and ed25519consensus define it. It
//     is the profile whose batch check is fast, because its equation is
//     cofactored, and it is designed so that every verifier, single or batch,
//     agrees on every input.
//   - FIPS186_5 agrees with FIPS 186-5 and RFC 8032's strict decoding, for
//     deployments that must follow those standards.
//   - Libsodium agrees with libsodium's crypto_sign_verify_detached, for
//     systems built on it.
//   - VoiDefault agrees with curve25519-voi's default options (what its
//     Verify and batch verifier check when given no options, and what
//     Oasis verifies with), so that a program on those defaults can move
//     without a verdict changing. It differs from ZIP215 and FIPS186_5 on
//     small-order keys (rejected), and from StdlibCompat, DalekStrict and
//     Libsodium on an R with a torsion component (accepted, since the
//     equation is cofactored).
//
// # Small-order public keys
//
// Every profile except DalekStrict, Libsodium and VoiDefault accepts public keys of
// small order, including the all-zero key (y = 0, a point of order 4) and
// the identity.
// For such a key A the term [k]A takes at most eight values, so anyone can
// make signatures that verify for it on any message: under ZIP215 and
// FIPS186_5 R = [S]B verifies for every S and every message, and under
// StdlibCompat one guess in at most eight does. A small-order key is
// therefore a key for which everyone can sign. A system that uses a fixed
// key such as all zeros to mean "no key" or "disabled" must reject it
// before verifying, or use DalekStrict, Libsodium or VoiDefault: a published advisory
// describes exactly this, signatures forged under ZIP 215 rules for a key that a
// chain used to mean "disabled". A system that lets users register keys
// should reject small-order keys at registration.
//
// # DalekStrict and ed25519-dalek 1.x
//
// DalekStrict is the verify_strict of ed25519-dalek 2.x, which computes
// R' = [S]B - [k]A and compares R' encoded canonically with the signature's
// R bytes, so a non-canonical encoding of R never verifies. The 1.x series,
// which some chains still pin, decodes R (reducing y modulo p) and compares
// points, so it accepts a non-canonical encoding of a valid R that 2.x
// rejects. Such an R is one of the few points with y < 19 that are not of
// small order, and a signature with one needs the discrete logarithm of that
// point, which nobody is known to have; the two series still differ as
// predicates, and this package implements 2.x.
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
// changes another one's verdict. For the cofactored profiles (ZIP215,
// FIPS186_5 and VoiDefault), batches are first checked with a random linear combination of
// the cofactored equations (one multi-scalar multiplication per chunk of 64
// signatures, or, on the SIMD backends, per group of up to 1024 for
// batches of 128 or more, 192 on the ifma backend, none on the ifma
// backend where 512-bit operations run at full width) with 128-bit coefficients from
// crypto/rand; when the combined check fails, the signatures it covered
// are verified again in chunks, and those of a chunk that fails on their
// own, to find the invalid ones. A batch that holds an invalid signature passes the
// combined check with probability at most about 2^-128 over the
// coefficients, so batch verdicts equal single verification's except with
// that probability, for every input, including small-order components,
// because the equation is cofactored. The cofactorless profiles never use a
// combined check, because there it can accept signatures that single
// verification rejects; their batch verdicts are single verification's.
// Neither does [VerifyBatchKeys] when every key's tables are the active
// backend's, on the ifma backend and, for chunks of at most 32 signatures,
// on the avx2 backend: there each signature costs less on its own.
//
// # Precomputed keys
//
// An [ExpandedPublicKey] decodes a key once and keeps tables of its
// multiples for the backends that read them, for signers that recur; a
// [KeyCache] keeps decoded keys (without tables) for many signers, bounded
// by a memory cap, safe for concurrent use. Both give exactly the verdicts
// of the functions that take the key's bytes.
//
// # Backends
//
// The arithmetic is done by a backend: a function that takes a batch of
// prepared items (the signature's bytes, the key's bytes or its decoded point,
// the parsed S, and the challenge or the bytes to hash) and writes one
// verdict per item. [Backends] lists the ones this machine can run, [Backend]
// names the active one and [SetBackend] forces one for diagnostics; asking for
// one the machine cannot run is an error, never a silent fallback. The
// portable backend, built on filippo.io/edwards25519, runs everywhere; an
// [ExpandedPublicKey] made while it is active keeps tables of 28,160 bytes
// with which a verification runs a chain of at most 32 doublings. The
// ifma backend, chosen automatically on CPUs with AVX-512 IFMA (Intel Ice
// Lake and later servers, AMD Zen 4 and later), computes in 52-bit
// multiply-add lanes: batches eight signatures at a time, one per lane of a
// ZMM register; one to four signatures (a single verification, the tail of
// a batch) with each point's four coordinates side by side; and a
// [ExpandedPublicKey]'s verifications, single or in batches, on chains of
// a twenty-fifth of the length, from tables it builds once (46,240 bytes a
// key); other keys' chains add the base point's multiples from a table of
// 164,160 bytes built once per process, on first use. The avx2 backend,
// chosen automatically on CPUs with AVX2 and without IFMA, computes in
// the four 64-bit lanes of YMM registers (radix 2^25.5, VPMULUDQ):
// batches four signatures at a time, one per lane; a single verification,
// and the combined check of a batch, with the point's four coordinates
// side by side; and an [ExpandedPublicKey]'s verifications on chains of
// about a sixteenth of the length, from tables it builds once (92,480
// bytes a key: the same multiples as the ifma backend's, in a form twice
// as wide), built only when the avx2 backend is active as the key is
// made. The avx2 and portable backends, and the ifma backend for one or
// two signatures without a key's tables, shorten the challenge k by lattice reduction
// modulo the group order 8L (c = dk with c and d of about 128 bits, d
// odd), so that [d](R + [k]A - [S]B) takes half the doublings and is the
// identity exactly when the signature's equation holds. Every kernel has a portable twin it is tested against bit
// for bit, and a result outside the kernels' proven limb bounds is
// recomputed on the portable backend and counted ([LaneFaults]), so that no
// verdict comes from a path that saw an anomaly.
//
// # Timing
//
// Verification handles public data and runs in variable time, like
// crypto/ed25519.Verify.
package ed25519
