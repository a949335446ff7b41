package main

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519"
)

// goldenPath is the verdict file that ed25519's TestGolden pins the library
// to. The library writes it (go test -update), so on its own it proves only
// that verdicts do not change; this test grades it against the oracles.
const goldenPath = "../ed25519/testdata/verdicts.golden"

// TestGoldenOracles checks every line of ed25519/testdata/verdicts.golden
// against every oracle of its profile: each pinned verdict must be the one
// crypto/ed25519, ed25519consensus or curve25519-voi gives on that vector.
// The rfc8032 lines are graded in package ed25519 instead (TestRFC8032
// re-derives those signatures with crypto/ed25519 and requires every profile
// to accept them); any other corpus name is an error, so a corpus added to
// the golden file must be added here too.
func TestGoldenOracles(t *testing.T) {
	corpora := loadCorpora(t)
	f, err := os.Open(goldenPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	lines := map[string]int{}
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 3 {
			t.Fatalf("bad golden line %q", line)
		}
		name, bits := fs[0], fs[2]
		p, err := ed25519.ParseProfile(fs[1])
		if err != nil {
			t.Fatal(err)
		}
		if name == "rfc8032" {
			continue
		}
		vs, ok := corpora[name]
		if !ok {
			t.Errorf("golden corpus %q has no oracle check", name)
			continue
		}
		if len(bits) != len(vs) {
			t.Fatalf("golden %s %v: %d verdicts for %d vectors", name, p, len(bits), len(vs))
		}
		for i, v := range vs {
			pinned := bits[i] == '1'
			for _, o := range oracles[p] {
				if got := o.verify(v.pub, v.msg, v.sig); got != pinned {
					t.Errorf("golden %s %v %s: pinned %v, oracle %s says %v", name, p, v.name, pinned, o.name, got)
				}
			}
		}
		lines[name]++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for name := range corpora {
		if lines[name] != len(profiles) {
			t.Errorf("golden file has %d lines for corpus %s, want one per profile (%d)", lines[name], name, len(profiles))
		}
	}
}
