package main

import (
	"os"
	"testing"
)

// testdataDir is the conformance data copied into the repository (this
// module lives in <root>/bench; ../testdata/SOURCES.md says where each file
// comes from). A missing file fails the test.
const testdataDir = "../testdata"

// The number of vectors each corpus file holds; the loaders check them, so
// a truncated or replaced file cannot pass with fewer vectors.
const (
	wantBLAKE3Cases = 35
	wantCCTV        = 914
	wantWycheproof  = 151
	wantEdge        = 186
)

// requirePresent skips (or, under CI=true, fails) a test of a peer that is
// not installed.
func requirePresent(t *testing.T, name, missing string) {
	t.Helper()
	if missing == "" {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("peer %s is missing under CI=true: %s", name, missing)
	}
	t.Skipf("SKIPPING: peer %s is missing: %s", name, missing)
}
