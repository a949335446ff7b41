// Package kernelset holds the kernel-selection logic that every package with
// assembly kernels shares: listing the kernels this CPU and build can run,
// holding the one in use, forcing one for diagnostics, and restoring the
// automatic choice. The choice is one atomic word, so forcing a kernel is
// safe at any time, concurrently with hashing: each dispatch reads the
// choice once when it is entered and keeps that value to the end of the
// call, so one call runs on one consistent kernel set, and a change takes
// effect at the next call.
package kernelset

import (
	"slices"
	"sync/atomic"
)

// A Set describes one package's kernels and holds the one in use. Its
// zero choice is Names[0]. A Set must not be copied after first use.
type Set struct {
	// Names lists every kernel the package knows, narrowest first; a
	// kernel's index in Names is its level, which the package's dispatch
	// switches on.
	Names []string
	// Available reports whether this CPU and build can run a kernel.
	Available func(name string) bool
	// Unavailable is the error Force returns for a kernel it refuses.
	Unavailable error

	level atomic.Uint32 // index in Names of the kernel in use
}

// Level returns the index in Names of the kernel in use. A dispatch reads
// it once and passes the value on, rather than reading it again.
func (s *Set) Level() int { return int(s.level.Load()) }

// Name returns the name of the kernel in use.
func (s *Set) Name() string { return s.Names[s.Level()] }

// Kernels returns the names of the kernels this CPU and build can run, in
// the order of Names.
func (s *Set) Kernels() []string {
	var ks []string
	for _, k := range s.Names {
		if s.Available(k) {
			ks = append(ks, k)
		}
	}
	return ks
}

// Best returns the widest kernel this CPU and build can run. The first of
// Names must always be available.
func (s *Set) Best() string {
	ks := s.Kernels()
	return ks[len(ks)-1]
}

// Force selects the named kernel; "auto" selects Best. A name that is not
// in Names, or a kernel this CPU or build cannot run, returns s.Unavailable
// and selects nothing: there is never a silent fallback. Force may be
// called at any time, from any goroutine; of concurrent calls, one wins.
func (s *Set) Force(name string) error {
	if name == "auto" {
		name = s.Best()
	}
	i := slices.Index(s.Names, name)
	if i < 0 || !s.Available(name) {
		return s.Unavailable
	}
	s.level.Store(uint32(i))
	return nil
}
