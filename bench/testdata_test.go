package main

import (
	"os"
	"path/filepath"
	"testing"
)

// corpusPath returns the shared test corpora directory: $VILYA_TESTDATA,
// or ../shared/testdata next to the repository root (this module lives in
// <root>/bench). When it is absent the test is skipped with a clear
// message, or fails under CI=true.
func corpusPath(t *testing.T, sub string) string {
	t.Helper()
	dir := os.Getenv("VILYA_TESTDATA")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "testdata")
	}
	p := filepath.Join(dir, sub)
	if _, err := os.Stat(p); err != nil {
		msg := "test corpus " + p + " is absent (set VILYA_TESTDATA to the shared testdata directory)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip("SKIPPING: " + msg)
	}
	return p
}

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
