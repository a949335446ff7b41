package main

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// startupInitMax bounds the heap bytes that the package initialisation of
// each vilya package may allocate, and startupMainInitMax main's. Every
// run of the command, b3sum of a small file included, pays for its
// packages' start-up, so tables and compiled expressions are built on
// first use by the code that needs them. The largest allocation left is
// blake3's queue of helper starts (6,704 bytes).
const (
	startupInitMax     = 8 << 10
	startupMainInitMax = 1 << 10
)

// initTraceLine matches a line of GODEBUG=inittrace=1 output: package,
// bytes.
var initTraceLine = regexp.MustCompile(`(?m)^init (\S+) @.* clock, (\d+) bytes, \d+ allocs$`)

func TestStartupInitAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own account")
	}
	dir := t.TempDir()
	path := dir + "/small"
	if err := os.WriteFile(path, []byte("abc"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(vilyaBin, "b3sum", path)
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("vilya b3sum: %v\n%s", err, stderr.Bytes())
	}
	seen := 0
	for _, m := range initTraceLine.FindAllStringSubmatch(stderr.String(), -1) {
		pkg := m[1]
		bound := startupInitMax
		switch {
		case pkg == "main":
			bound = startupMainInitMax
		case !strings.HasPrefix(pkg, "github.com/vilyacrypto/vilya/"):
			continue
		}
		seen++
		n, err := strconv.Atoi(m[2])
		if err != nil {
			t.Fatal(err)
		}
		if n > bound {
			t.Errorf("init %s allocates %d bytes, more than %d: build its tables on first use", pkg, n, bound)
		}
	}
	if seen < 5 {
		t.Fatalf("found %d vilya packages in the init trace, want at least 5:\n%s", seen, stderr.Bytes())
	}
}
