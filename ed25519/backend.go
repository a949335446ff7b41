package ed25519

import (
	"errors"
	"io"
	"sync/atomic"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
)

// A backend verifies a batch of prepared items under one profile's rules,
// writing verdicts[i] for items[i]. Every backend provides two functions of
// these shapes:
//
//	func(rules prep.Rules, items []prep.Item, verdicts []bool)
//	func(items []prep.Item, verdicts []bool, ws *workspace, rnd io.Reader) bool
//
// The first must give exactly the profile's verdict for every item (items
// with OK == false are false), hash the challenge of every item whose
// Hashed flag is clear, and decode A for every item whose NegA and Tab are
// nil. The second is the combined check of the cofactored profiles (see
// msm.VerifyRLC for its contract); it may decline (return false) at any time, and the caller then
// uses the first. Neither may allocate. They are called from verifyItems
// and combineItems, the dispatch functions, through a switch rather than a
// function value, so that the items a caller keeps on its stack stay there;
// a call reads the active backend once and uses it throughout.
//
// Adding a backend means: one entry in backendTable, its availability from
// internal/cpu in selectBackend, one case in each dispatch function, and
// nothing else.

const (
	backendPortable int32 = iota
	backendAVX2
	backendIFMA
	numBackends
)

type backendInfo struct {
	name      string
	available func() bool
}

var backendTable = [numBackends]backendInfo{
	backendPortable: {"portable", func() bool { return true }},
	backendAVX2:     {"avx2", r25x4.Available},
	backendIFMA:     {"ifma", r51x8.Available},
}

// active is the index of the backend verifyItems dispatches to.
var active atomic.Int32

func init() { selectBackend() }

// selectBackend picks the fastest backend this machine can run: ifma where
// the CPU has AVX-512 IFMA, else avx2 where it has AVX2 (r51x8.Available and
// r25x4.Available read internal/cpu), else portable: the order of their
// speed on every row of the gap matrix where they were compared
// (docs/NOTEBOOK.md, "ed25519 backend order").
func selectBackend() {
	best := backendPortable
	switch {
	case r51x8.Available():
		best = backendIFMA
	case r25x4.Available():
		best = backendAVX2
	}
	active.Store(best)
}

// verifyItems verifies a single item (or a few, kept on the caller's
// stack) on backend b (a value of active). It must not leak items, so that
// a caller's items stay on its stack.
func verifyItems(b int32, p Profile, items []prep.Item, verdicts []bool) {
	switch b {
	case backendIFMA:
		ifma.VerifyItems(p.rules(), items, verdicts)
	case backendAVX2:
		avx2.VerifyItems(p.rules(), items, verdicts)
	default:
		portable.VerifyItems(p.rules(), items, verdicts)
	}
}

// verifyChunk hands a chunk of a batch, whose items live in ws, to backend
// b (a value of active).
func verifyChunk(b int32, p Profile, items []prep.Item, verdicts []bool, ws *workspace) {
	switch b {
	case backendIFMA:
		ifma.VerifyChunk(p.rules(), items, verdicts, &ws.ifma, &ws.hash)
	case backendAVX2:
		avx2.VerifyChunk(p.rules(), items, verdicts, &ws.avx2, &ws.hash)
	default:
		portable.VerifyItems(p.rules(), items, verdicts)
	}
}

// combineItems runs backend b's combined check of a chunk under a
// cofactored profile (ZIP215, FIPS186_5, VoiDefault): the portable one
// (msm.VerifyRLC), the avx2 backend's (avx2.Combine) or the ifma backend's
// (ifma.Combine).
func combineItems(b int32, items []prep.Item, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	switch b {
	case backendIFMA:
		return ifma.Combine(items, verdicts, &ws.ifma, &ws.hash, rnd)
	case backendAVX2:
		return avx2.Combine(items, verdicts, &ws.avx2, &ws.hash, rnd)
	default:
		return msm.VerifyRLC(items, verdicts, &ws.rlc, rnd)
	}
}

// newPortableKeyTable builds the portable backend's table of -A for an
// ExpandedPublicKey (edwards.KeyTable, 28,160 bytes) when that
// backend is active, or returns nil: the SIMD backends read their own
// tables, and the portable backend verifies a key without one as it
// verifies any key, from the decoded point (after SetBackend("portable"),
// or where an engine recomputes a group on it, LaneFaults).
func newPortableKeyTable(negA *edwards25519.Point) *edwards.KeyTable {
	if active.Load() != backendPortable {
		return nil
	}
	tab := new(edwards.KeyTable)
	tab.Set(negA)
	return tab
}

// newAVX2KeyTables builds the avx2 backend's tables of -A for an
// ExpandedPublicKey (avx2.NewKeyTables) when that backend is active
// (chosen by selectBackend, or forced before the key is made), or returns
// nil: another backend would not read them, and a key made before the
// avx2 backend is forced converts the ifma backend's table or builds one
// per call.
func newAVX2KeyTables(negA *edwards25519.Point) *avx2.KeyTables {
	if active.Load() != backendAVX2 {
		return nil
	}
	return avx2.NewKeyTables(negA)
}

// Backends returns the names of the backends this machine can run, fastest
// last. "portable" is always present.
func Backends() []string {
	var names []string
	for _, b := range backendTable {
		if b.available() {
			names = append(names, b.name)
		}
	}
	return names
}

// LaneFaults returns how many times a SIMD backend saw a result outside its
// proven limb bounds (which no correct machine produces) and recomputed
// that group of signatures on the portable backend, so that no verdict came
// from a path that saw an anomaly. It is zero on a healthy machine.
func LaneFaults() uint64 { return prep.Faults.Load() }

// Backend returns the name of the active backend.
func Backend() string { return backendTable[active.Load()].name }

// ErrBackendUnavailable is returned by SetBackend for a backend this
// machine (or this build) cannot run.
var ErrBackendUnavailable = errors.New("ed25519: backend unavailable")

// SetBackend forces the named backend, for diagnostics and tests; "auto"
// restores the automatic choice. A name that is unknown, or a backend this
// machine cannot run, is an error and leaves the active backend unchanged:
// there is never a silent fallback. It is safe to call concurrently with
// verification; calls already running finish on the backend they started
// with.
func SetBackend(name string) error {
	if name == "auto" {
		selectBackend()
		return nil
	}
	for i, b := range backendTable {
		if b.name == name {
			if !b.available() {
				return errors.Join(ErrBackendUnavailable, errors.New("ed25519: backend "+name+" is not supported by this CPU or build"))
			}
			active.Store(int32(i))
			return nil
		}
	}
	return errors.Join(ErrBackendUnavailable, errors.New("ed25519: unknown backend "+name))
}
