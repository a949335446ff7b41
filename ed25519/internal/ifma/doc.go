// Package ifma is the ed25519 package's ifma backend: the engines that
// verify prepared items (prep.Item) on the eight-lane radix-2^51 field and
// point operations of internal/r51x8 (AVX-512 IFMA kernels, or their
// portable twins where the CPU lacks them, so that every machine can test
// the engines).
//
// One package per backend engine, named as ed25519.SetBackend names the
// backend ("ifma", "avx2"); the field package it runs on names the
// representation (r51x8: radix 2^51, eight lanes).
//
// The engines: the eight-lane engine (lanes.go: up to eight signatures,
// one a lane), the pair engine (pairs.go: one or two signatures, each
// point's four coordinates side by side in half an element, by the
// shortened check of short.go), the halves engine (halves.go: three or
// four signatures by the shortened check, each across two lanes), the split
// check of a key with hot tables and the eight-lane chain of a group of
// such keys (split.go and warm.go, tables built by NewKeyTables, this
// backend's type, KeyTables, which a prep.Item carries in Warm),
// the combined check of a chunk (combine.go) and the group scratch of the
// bucket sums of internal/msm (wide.go). The entry points are VerifyChunk
// and Combine (a chunk of a batch, with a caller's Scratch), VerifyItems
// (a few items on the caller's stack, pooled scratch), NewKeyTables and
// NewWide. Every verdict equals portable.VerifyItem's under the same
// prep.Rules; a result outside the kernels' proven limb bounds is counted
// in prep.Faults and its items recomputed on the portable backend (or, for
// a combined check, declined). Nothing here allocates once its pools are
// warm, except NewKeyTables (the tables it returns) and NewWide.
// Everything is variable time: it handles public data only.
//
// It imports prep, msm, portable, scalar, edwards, r51 and r51x8, and
// nothing above them.
package ifma
