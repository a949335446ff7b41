package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

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
