package main

import (
	"bufio"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

// TestB3sumCheckLineMemory checks many checkfile lines naming one small
// file and bounds the memory each line allocates: a Hasher per line (16 KiB
// of buffer) made the garbage collector run every few hundred lines, and
// checking 20,000 lines took 3.6 times as long as b3sum (issue 34).
func TestB3sumCheckLineMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own; the bound is for the plain build")
	}
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	sum := blake3.Sum256([]byte("hello"))
	line := hex.EncodeToString(sum[:]) + "  " + path
	c := &b3sumCmd{name: "b3sum", out: bufio.NewWriter(io.Discard)}
	if !c.checkLine(line) {
		t.Fatal("the line did not check")
	}
	// Three rounds, each bounded, each after two garbage collections: when
	// the read buffer came from a sync.Pool, they emptied it and the next
	// line made a new 1 MiB buffer (1112 bytes a line against 64).
	const lines, bound = 1000, 512
	for round := range 3 {
		runtime.GC()
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for range lines {
			c.checkLine(line)
		}
		runtime.ReadMemStats(&after)
		perLine := (after.TotalAlloc - before.TotalAlloc) / lines
		t.Logf("round %d: %d bytes allocated per checkfile line", round, perLine)
		if perLine > bound {
			t.Errorf("round %d: %d bytes allocated per checkfile line, want at most %d", round, perLine, bound)
		}
	}
}

func TestProbedMode(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		read, mapped time.Duration
		want         int
	}{
		{0, 4 * ms, modeMap},       // no read probe (a mapping of 2 MiB pages)
		{2 * ms, 4 * ms, modeRead}, // reading twice as fast (the Zen 5 VM)
		{3490 * time.Microsecond, 4 * ms, modeRead},
		{3500 * time.Microsecond, 4 * ms, modeMap}, // 7/8: a close call
		{4 * ms, 4 * ms, modeMap},
		{6 * ms, 4 * ms, modeMap},
	} {
		if got := probedMode(c.read, c.mapped); got != c.want {
			t.Errorf("probedMode(%v, %v) = %d, want %d", c.read, c.mapped, got, c.want)
		}
	}
}

// TestB3sumMappedOrRead hashes a file large enough to probe reading against
// mapping, from each mode (unknown: probe first; mapped; read), and checks
// the digest.
func TestB3sumMappedOrRead(t *testing.T) {
	if testing.Short() {
		t.Skip("a 64 MiB file")
	}
	data := testData(probeFileMin+12345, 21)
	path := filepath.Join(t.TempDir(), "big")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want := blake3.Sum256(data)
	// The probes' page-fault count: the system's, none at all (a mapping
	// of 2 MiB pages: the probes stop after the first mapped one), and
	// uncountable (all four probes).
	faults := map[string]func() int64{
		"counted": minorFaults,
		"huge":    func() int64 { return 7 },
		"none":    func() int64 { return -1 },
	}
	defer func(f func() int64) { minorFaults = f }(minorFaults)
	for name, f := range faults {
		minorFaults = f
		for _, workers := range []int{1, 2} {
			c := &b3sumCmd{name: "b3sum", out: bufio.NewWriter(io.Discard), workers: workers}
			h := blake3.New()
			if err := c.hashPath(h, path); err != nil {
				t.Fatal(err)
			}
			if h.Sum256() != want {
				t.Fatalf("faults %s workers %d: wrong digest", name, workers)
			}
			if name == "huge" && c.fileMode != modeMap {
				t.Fatalf("faults %s: mode %d, want the mapping", name, c.fileMode)
			}
		}
	}
	minorFaults = faults["counted"]
	for _, mode := range []int{modeUnknown, modeMap, modeRead} {
		for _, workers := range []int{1, 2} {
			c := &b3sumCmd{name: "b3sum", out: bufio.NewWriter(io.Discard), workers: workers, fileMode: mode}
			h := blake3.New()
			if err := c.hashPath(h, path); err != nil {
				t.Fatal(err)
			}
			if h.Sum256() != want {
				t.Fatalf("mode %d workers %d: wrong digest", mode, workers)
			}
			if mode == modeUnknown && c.fileMode == modeUnknown {
				t.Fatal("the probe chose no mode")
			}
		}
	}
}
