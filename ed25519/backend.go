package ed25519

import (
	"errors"
	"sync/atomic"
)

// A backend verifies a batch of prepared items under one profile, writing
// verdicts[i] for items[i]. Every backend has this shape:
//
//	func(p Profile, items []item, verdicts []bool)
//
// It must give exactly the profile's verdict for every item (items with
// ok == false are false), hash the challenge of every item whose hashed flag
// is clear, and decode A for every item whose negA is nil. It must not
// allocate. Backends are called from verifyItems, the one dispatch
// function, through a switch rather than a function value, so that the
// items a caller keeps on its stack stay there.
//
// Adding a backend (the AVX-512 IFMA one, or one that hashes with the
// multi-buffer SHA-512 of package sha512x) means: one entry in backendTable,
// a useX flag set in selectBackend from internal/cpu, one case in
// verifyItems, and nothing else.

const (
	backendPortable int32 = iota
	numBackends
)

type backendInfo struct {
	name      string
	available func() bool
}

var backendTable = [numBackends]backendInfo{
	backendPortable: {"portable", func() bool { return true }},
}

// active is the index of the backend verifyItems dispatches to.
var active atomic.Int32

func init() { selectBackend() }

// selectBackend picks the fastest backend this machine can run. It is the
// one place that reads the CPU predicates; today only the portable backend
// exists, so it always wins.
func selectBackend() {
	best := backendPortable
	active.Store(best)
}

// verifyItems is the one dispatch function: it hands the batch to the
// active backend.
func verifyItems(p Profile, items []item, verdicts []bool) {
	switch active.Load() {
	default:
		verifyItemsPortable(p, items, verdicts)
	}
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
