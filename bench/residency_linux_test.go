package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestResidency(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	if err := os.WriteFile(path, make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	note := residency(path)
	var pct float64
	if _, err := fmt.Sscanf(note, "%f %%", &pct); err != nil {
		t.Fatalf("residency of a file just written: %q (%v)", note, err)
	}
	// Pages just written are in the page cache.
	if pct <= 0 || pct > 100 || !strings.Contains(note, "of its 1 MiB file") {
		t.Fatalf("residency of a 1 MiB file just written: %q", note)
	}
	for _, p := range []string{filepath.Join(dir, "missing"), dir} {
		if note := residency(p); !strings.HasPrefix(note, "page-cache residency unknown") {
			t.Errorf("residency(%q) = %q, want unknown", p, note)
		}
	}
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if note := residency(empty); note != "page-cache residency unknown: the file is empty" {
		t.Errorf("residency of an empty file = %q", note)
	}
}
