package ifma

// The ifma backend's tunables: the group sizes at which a chunk changes
// route. Each was chosen by measurement on the machines its results folder
// names; a change needs a new measurement there, and the rejected values
// are in docs/NOTEBOOK.md. WideMin (wide.go) is the third.

// pairGroupMax is the largest group of signatures VerifyChunk verifies in
// pairs (two signatures per call of the pair engine) rather than in the
// eight-lane engine, whose cost does not depend on how many of its lanes
// are busy (docs/results/2026-11-30-ed25519-ifma; BenchmarkGroupRoutes,
// -tags measure, measures both routes).
const pairGroupMax = 4

// halvesMin is the smallest cold group of at most pairGroupMax that
// verifyGroup gives the halves engine (halves.go) rather than the pair
// engine: one eight-lane chain of about 128 doublings for up to four
// signatures, where the pair engine runs one for each two
// (docs/results/2026-12-05-ed25519-ifma-halves-zen5; BenchmarkGroupRoutes
// measures the three routes).
const halvesMin = 3

// warmPairMax is pairGroupMax for a warm group (every key with hot tables),
// whose items the pair route verifies one at a time in the split check:
// two split checks cost less than a warm eight-lane group, three more
// (docs/results/2026-12-02-ed25519-hot-keys, tail.txt).
const warmPairMax = 2

// msmMin is the smallest number of candidates for which Combine runs;
// below it, verifying each signature in lanes costs less (the check decodes
// and tabulates R too, and shares little with one slot per lane)
// (docs/results/2026-11-30-ed25519-ifma).
const msmMin = 16
