package main

import (
	"bufio"
	"encoding/hex"
	"fmt"
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

// TestMidFilesProbes follows midFiles through its probes: files mapped in
// 2 MiB pages (and the process's first file) start none, the first other
// file mapped in small pages starts them, the ways follow midOrder, and
// the way with the least timed time per byte is kept; a read that takes
// 5/4 of the mapping's least time ends them at once.
func TestMidFilesProbes(t *testing.T) {
	const size = 8 << 20
	small := int64(size/hugeMapBytes + 1)
	ms := time.Millisecond
	for _, c := range []struct {
		name         string
		mapped, read time.Duration
		want         int
		files        int // files taken by the probes after the first in small pages
	}{
		{"read faster", 4 * ms, 3 * ms, modeRead, len(midOrder)},
		{"mapping faster", 3 * ms, 3500 * time.Microsecond, modeMap, len(midOrder)},
		{"level", 3 * ms, 3 * ms, modeMap, len(midOrder)},
		{"reading far slower", 3 * ms, 3750 * time.Microsecond, modeMap, 4},
	} {
		var m midFiles
		// The first file, however it faulted, and files in 2 MiB pages.
		for _, faults := range []int64{1000, 0, 4, size / hugeMapBytes} {
			if m.next() != modeMap {
				t.Fatalf("%s: before probing, next = %d", c.name, m.next())
			}
			m.note(modeMap, size, c.mapped, faults)
			if m.probing {
				t.Fatalf("%s: probing after %d faults", c.name, faults)
			}
		}
		m.note(modeMap, size, c.mapped, small)
		if !m.probing {
			t.Fatalf("%s: not probing after a mapping in small pages", c.name)
		}
		n := 0
		for ; m.mode == modeUnknown; n++ {
			way := m.next()
			if way != midOrder[n].mode {
				t.Fatalf("%s: file %d goes %d, want %d", c.name, n, way, midOrder[n].mode)
			}
			d := c.mapped
			if way == modeRead {
				d = c.read
			}
			if !midOrder[n].timed {
				d *= 3 // the warm-up files are slow and must not count
			}
			m.note(way, size, d, small)
		}
		if m.mode != c.want || n != c.files {
			t.Errorf("%s: mode %d after %d files, want %d after %d", c.name, m.mode, n, c.want, c.files)
		}
		if m.next() != c.want {
			t.Errorf("%s: next = %d after deciding %d", c.name, m.next(), c.want)
		}
	}
	// Uncountable faults count as small pages; a read before probing
	// starts nothing.
	var m midFiles
	m.note(modeMap, size, ms, -1)
	m.note(modeRead, size, ms, -1)
	if m.probing {
		t.Fatal("probing after a read")
	}
	m.note(modeMap, size, ms, -1)
	if !m.probing {
		t.Fatal("not probing after a mapping whose faults were not counted")
	}
}

// TestB3sumMidFiles hashes files of sizes between parallelMin and
// probeFileMin through hashPath in every state of midFiles, with one and two
// workers, and checks every digest.
func TestB3sumMidFiles(t *testing.T) {
	dir := t.TempDir()
	sizes := []int{parallelMin, parallelMin + 1, 3<<20 - 1, 6 << 20, splitUnmapMin + 4097}
	var paths []string
	var want [][32]byte
	for i, n := range sizes {
		data := testData(n, uint64(i))
		path := filepath.Join(dir, fmt.Sprint(i))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths, want = append(paths, path), append(want, blake3.Sum256(data))
	}
	defer func(f func() int64) { minorFaults = f }(minorFaults)
	var count int64
	for name, f := range map[string]func() int64{
		"counted": processMinorFaults,
		"huge":    func() int64 { return 7 },
		"small":   func() int64 { count += 1 << 20; return count },
		"none":    func() int64 { return -1 },
	} {
		minorFaults = f
		for _, workers := range []int{1, 2} {
			c := &b3sumCmd{name: "b3sum", out: bufio.NewWriter(io.Discard), workers: workers}
			for round := range len(midOrder) + 2 {
				for i, path := range paths {
					h := blake3.New()
					if err := c.hashPath(h, path); err != nil {
						t.Fatal(err)
					}
					if h.Sum256() != want[i] {
						t.Fatalf("faults %s, workers %d, round %d, size %d: wrong digest (mid %+v)", name, workers, round, sizes[i], c.mid)
					}
				}
			}
			switch {
			case name == "huge" && (c.mid.probing || c.mid.mode != modeUnknown):
				t.Errorf("faults %s, workers %d: probed (%+v)", name, workers, c.mid)
			case (name == "small" || name == "none") && c.mid.mode == modeUnknown:
				t.Errorf("faults %s, workers %d: the probes chose no way (%+v)", name, workers, c.mid)
			}
		}
	}
}
