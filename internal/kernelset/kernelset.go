// Package kernelset holds the kernel-selection logic that every package with
// assembly kernels shares: listing the kernels this CPU and build can run,
// forcing one for diagnostics, and restoring the automatic choice. Each
// package keeps its own use flags and the one function that sets them.
package kernelset

import "slices"

// A Set describes one package's kernels.
type Set struct {
	// Names lists every kernel the package knows, narrowest first.
	Names []string
	// Available reports whether this CPU and build can run a kernel.
	Available func(name string) bool
	// Select sets the package's use flags for a kernel Available accepted.
	Select func(name string)
	// Unavailable is the error Force returns for a kernel it refuses.
	Unavailable error
}

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
// and selects nothing: there is never a silent fallback.
func (s *Set) Force(name string) error {
	if name == "auto" {
		s.Select(s.Best())
		return nil
	}
	if !slices.Contains(s.Names, name) || !s.Available(name) {
		return s.Unavailable
	}
	s.Select(name)
	return nil
}
