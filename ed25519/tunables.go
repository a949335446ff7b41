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

// portableHotEachMax is the most candidates of a cofactored chunk that the
// portable backend verifies each on its own when every key brings its
// table (hotItems): its chain of 32 doublings costs less a signature than
// a share of a small chunk's combined check, not of a full one (each /
// combined under ZIP215: 0.56-0.79 at 2 signatures, 0.83-0.98 at 8,
// 0.88-1.33 at 12, 0.97-1.36 from 16 up;
// docs/results/2026-12-07-ed25519-portable-key-positions).
const portableHotEachMax = 8

// The engines' tunables live in their packages: the ifma backend's
// (pairGroupMax, halvesMin, msmMin, WideMin) in internal/ifma
// (tunables.go, wide.go), the avx2 backend's (quadGroupMinCold,
// quadGroupMinWarmCofactorless, quadGroupMinWarmCofactored, soloBaseWidth,
// WideMin, HotEachMax) in internal/avx2/tunables.go, the portable
// backend's (shortWidth, WideMin) in internal/portable (short.go,
// wide.go); msm.WideMax, the most signatures of one bucket sum, in
// internal/msm (wide.go).
