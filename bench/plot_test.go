package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readmeChart is the README's chart and readmeChartRuns the gap-matrix
// runs it is drawn from (docs/results/2026-12-05-readme-zen5-refresh/README.md
// says how).
const readmeChartDir = "../docs/results/2026-12-05-readme-zen5-refresh"

var readmeChartRuns = []string{
	"../docs/results/2026-12-05-readme-zen5-refresh/matrix", // blake3-1..5.json, ed25519-1..3.json
}

// TestPlotReproducesREADMEChart regenerates the committed chart from the
// committed JSON: the bytes must be identical, so the chart cannot drift
// from its data.
func TestPlotReproducesREADMEChart(t *testing.T) {
	reps, err := readReports(readmeChartRuns)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := writeSVG(&got, reps, plotData(reps, chartRows)); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(readmeChartDir, "chart.svg"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Errorf("chart.svg differs from what plot draws from %v (%d bytes against %d); regenerate it with the command in %s/README.md",
			readmeChartRuns, got.Len(), len(want), readmeChartDir)
	}
}

func f64(v float64) *float64 { return &v }

func synthReport(commit string, scale float64) jsonReport {
	rep := jsonReport{Env: envInfo{CPU: "Test CPU", CPUID: "family 1 model 2", Go: "go1.x", Commit: commit,
		Kernels: map[string]string{"blake3": "avx2", "ed25519": "portable"}}}
	add := func(group, op string, size, batch int, impl string, ns float64) {
		rep.Rows = append(rep.Rows, jsonRow{Group: group, Op: op, Size: size, Batch: batch, Impl: impl,
			NsMedian: f64(ns), NsMin: f64(ns), NsMax: f64(ns), Reps: 11})
	}
	add("blake3", "hash", 64, 0, "vilya", 100)
	add("blake3", "hash", 64, 0, "official-c", 130*scale)
	add("blake3", "hash", 64, 0, "zeebo", 80)
	add("blake3", "process-1-thread", 16<<20, 0, "vilya", 10)
	add("blake3", "process-1-thread", 16<<20, 0, "b3sum", 12)
	add("ed25519", "verify", 1232, 1, "vilya", 20000)
	add("ed25519", "verify", 1232, 1, "stdlib", 40000)
	rep.Rows = append(rep.Rows, jsonRow{Group: "ed25519", Op: "verify", Size: 1232, Batch: 1, Impl: "voi"}) // missing peer
	return rep
}

// TestCommitLabel checks the caption's commit: the binary's, else the
// checkout's, named as such.
func TestCommitLabel(t *testing.T) {
	for _, c := range []struct{ commit, checkout, want string }{
		{"0123456789ab", "fedcba9", "0123456789ab"},
		{"unknown (the binary carries no VCS stamp)", "fedcba9 (modified)", "fedcba9 (modified) (checkout)"},
		{"unknown (the binary carries no VCS stamp)", "unknown", "unknown (the binary carries no VCS stamp)"},
		{"d115bfd", "", "d115bfd"}, // JSON written before the checkout was recorded
		{"", "", ""},
	} {
		if got := (envInfo{Commit: c.commit, Checkout: c.checkout}).commitLabel(); got != c.want {
			t.Errorf("commit %q, checkout %q: label %q, want %q", c.commit, c.checkout, got, c.want)
		}
	}
}

func TestPlotSynthetic(t *testing.T) {
	reps := []jsonReport{synthReport("abc1234", 1), synthReport("abc1234", 1.1), synthReport("abc1234", 0.9)}
	groups := plotData(reps, chartRows)
	if len(groups) != 3 {
		t.Fatalf("got %d bar groups, want 3 (hash 64 B, process-1-thread, verify)", len(groups))
	}
	if n := len(groups[0].bars); n != 2 {
		t.Fatalf("hash 64 B: %d bars, want 2 (official-c, zeebo; lukechampine absent)", n)
	}
	if m := groups[0].bars[0].median(); m != 1.3 {
		t.Errorf("official-c median ratio %v, want 1.3", m)
	}
	if n := len(groups[2].bars); n != 1 {
		t.Errorf("verify: %d bars, want 1 (voi was not measured)", n)
	}
	var a, b bytes.Buffer
	if err := writeSVG(&a, reps, groups); err != nil {
		t.Fatal(err)
	}
	if err := writeSVG(&b, reps, plotData(reps, chartRows)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two drawings of the same input differ")
	}
	s := a.String()
	for _, want := range []string{"<svg ", "</svg>", "Test CPU (family 1 model 2)", "commit: abc1234",
		"blake3 group 3, ed25519 group 3", "official C 1.30× (1.17–1.43)", "zeebo 0.80×", "on a 16 MiB cached file", "crypto/ed25519 2.00×"} {
		if !strings.Contains(s, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if err := writeSVG(&a, reps, nil); err == nil {
		t.Error("an empty chart was drawn without an error")
	}
}
