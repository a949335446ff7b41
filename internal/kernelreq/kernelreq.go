// Package kernelreq applies VILYA_REQUIRE_KERNELS in tests. The variable is a
// comma-separated list of kernel or backend names (for example
// "sse41,avx2,avx512,ifma" on amd64, "neon" on arm64) that must run on this
// machine: a test that would otherwise skip a kernel the CPU lacks fails
// instead. .ci/run derives the list from the CPU, so a kernel that CI's CPU
// has is never silently left untested, and sets "neon" for the arm64 test
// binary it runs under qemu-aarch64.
package kernelreq

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// Required returns the names listed in VILYA_REQUIRE_KERNELS.
func Required() []string {
	var names []string
	for _, n := range strings.Split(os.Getenv("VILYA_REQUIRE_KERNELS"), ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// Check logs which of a package's kernels run here and which it cannot run,
// and fails t for every kernel that VILYA_REQUIRE_KERNELS names, that the
// package knows (known), and that this CPU or build cannot run (not in
// available). Names the package does not know belong to other packages and
// are ignored.
func Check(t testing.TB, pkg string, known, available []string) {
	t.Helper()
	for _, k := range known {
		if !slices.Contains(available, k) {
			t.Logf("%s: kernel %s is not available on this CPU or build: not tested", pkg, k)
		}
	}
	for _, k := range Required() {
		if slices.Contains(known, k) && !slices.Contains(available, k) {
			t.Errorf("%s: VILYA_REQUIRE_KERNELS names %q, which this CPU or build cannot run", pkg, k)
		}
	}
	t.Logf("%s: kernels run here: %v", pkg, available)
}
