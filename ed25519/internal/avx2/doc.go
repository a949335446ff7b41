// Package avx2 is the ed25519 package's avx2 backend: the engines that
// verify prepared items (prep.Item) on the four-lane radix-2^25.5 field
// and point operations of internal/r25x4 (AVX2 kernels, or their portable
// twins where the CPU lacks them, so that every machine can test the
// engines).
//
// One package per backend engine, named as ed25519.SetBackend names the
// backend ("avx2", "ifma"); the field package it runs on names the
// representation (r25x4: radix 2^25.5, four lanes).
//
// The engines: the quad engine (quad.go, quad_short.go: up to four
// signatures, one a lane, its cofactorless verdicts encoded after one
// inversion per chunk in later.go), the solo10 engine (solo.go: one
// signature, its point's four coordinates across the lanes), the checks of
// a warm key (warm.go: a key with the tables of NewKeyTables, one
// signature in the solo10 engine or four in the quad engine, on a chain of
// at most 15 doublings), the combined check of a
// chunk (combine.go) and the group scratch of the bucket sums of
// internal/msm (wide.go); decode.go decodes points four at a time in the
// lanes. The entry points are VerifyChunk and Combine (a chunk of a batch,
// with a caller's Scratch), VerifyItems (a few items on the caller's
// stack, pooled scratch), NewKeyTables and NewWide. Every verdict equals
// portable.VerifyItem's under the same prep.Rules; a result outside the
// kernels' proven limb bounds is counted in prep.Faults and its items
// recomputed on the portable backend (or, for a combined check, declined).
// Nothing here allocates once its pools are warm, except NewKeyTables and
// NewWide. Everything is variable time: it handles public data only.
//
// It imports prep, msm, portable, scalar, edwards, r51, r64 and r25x4, and
// nothing above them; no other engine package.
package avx2
