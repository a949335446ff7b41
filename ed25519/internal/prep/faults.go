package prep

import "sync/atomic"

// Faults counts the groups of signatures whose SIMD result failed a
// consistency check (a limb outside its proven bound, which no correct
// machine produces) and that were recomputed on the portable backend. Every
// engine adds to it; the ed25519 package's LaneFaults reads it.
var Faults atomic.Uint64
