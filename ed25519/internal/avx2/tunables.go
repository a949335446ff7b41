package avx2

// The avx2 backend's tunables: the group sizes at which a chunk changes
// engine, the width of the base point's digits, the size from which a
// batch takes the bucket sum, and the most hot keys a chunk verifies one
// by one under a cofactored profile. Each was chosen by measurement on the
// machines its results folder names; a change needs a new measurement
// there, and the rejected values are in docs/NOTEBOOK.md.

// quadGroupMinCold, quadGroupMinWarmCofactorless and
// quadGroupMinWarmCofactored are the smallest groups of cold items, and of
// warm items under the cofactorless and the cofactored rules, that
// VerifyChunk verifies in the quad engine rather than one signature at a
// time in the solo10 engine. The quad engine costs about the same with one
// lane busy as with four: three cold signatures cost less one by one, and
// so do three warm ones where the solo check compares R's bytes (one
// inversion), but not where it decodes R (a square root)
// (docs/results/2026-12-06-ed25519-avx2-quad-group-min-zen3,
// docs/results/2026-12-06-ed25519-avx2-warm-group-min-zen3).
const (
	quadGroupMinCold             = 4
	quadGroupMinWarmCofactorless = 4
	quadGroupMinWarmCofactored   = 3
)

// soloBaseWidth is the width of the base point's digits in verifyShort:
// wider than the other scalars', since its tables (2^(w-2) odd multiples
// of B and of 2^128 B, 40 KiB each at 9) are built once. Widths 8 and 10:
// docs/NOTEBOOK.md ("ed25519 avx2 base-point digits of width 10").
const soloBaseWidth = 9

// WideMin is the fewest signatures the avx2 backend checks in one bucket
// sum (msm.CombineWide, on NewWide's scratch): where the bucket sum
// overtakes the chunk checks in whole batches
// (docs/results/2026-12-06-ed25519-avx2-wide-min-zen3; the sums alone:
// docs/results/2026-12-01-ed25519-avx2-msm-crossover).
const WideMin = 128

// HotEachMax is the most candidates of a chunk, every one with a hot key
// (its avx2 tables), that the ed25519 package verifies each on its own
// under a cofactored profile instead of by Combine: up to 32 the warm
// quad chains cost less a signature than the combined check's share on
// every CPU measured (docs/results/2026-12-06-ed25519-avx2-hot-chunks-zen3).
const HotEachMax = 32
