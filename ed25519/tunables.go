package ed25519

import "github.com/vilyacrypto/vilya/ed25519/internal/prep"

// The tunables: the sizes at which a batch changes route, and the widths
// of the tables the engines build once. Each was chosen by measurement on
// the machines its results folder names; a change needs a new measurement
// there (ratios against the current value, as the folders show), and the
// rejected values are in docs/NOTEBOOK.md.

// batchChunk is how many signatures a batch prepares and hands to the
// backend at once; a workspace holds one chunk. Its value is prep.Chunk,
// by which the shared scratch below this package is sized too.
const batchChunk = prep.Chunk

// rlcMin is the smallest number of candidate signatures for which a batch
// under a cofactored profile tries the random linear combination first;
// below it, verifying each signature is faster on the portable backend
// (measured with TestInterleavedBatch, docs/results/2026-11-29-ed25519-portable;
// the ifma backend declines below its own msmMin). A lone signature is
// verified on its own.
const rlcMin = 2

// The ifma backend's tunables (pairGroupMax, msmMin, WideMin) live in
// internal/ifma (tunables.go, wide.go); msm.WideMax, the most signatures of
// one bucket sum, in internal/msm (wide.go).

// quadGroupMin is the smallest group the avx2 backend verifies in the quad
// engine rather than one signature at a time in the solo10 engine: the
// quad engine costs the same with one lane busy as with four.
const quadGroupMin = 3

// soloBaseWidth is the width of the base point's digits in verifyShort:
// wider than the other scalars', since its tables (2^(w-2) odd multiples
// of B and of 2^128 B, 40 KiB each at 9) are built once. Widths 8 and 10:
// docs/NOTEBOOK.md ("ed25519 avx2 base-point digits of width 10").
const soloBaseWidth = 9

// wideMin is the fewest signatures the avx2 backend checks in one bucket
// sum (msm.CombineWide): where the bucket sum overtakes the chunk checks
// (docs/results/2026-12-01-ed25519-avx2-msm-crossover).
const wideMin = 256
