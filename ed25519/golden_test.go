package ed25519

import (
	"bufio"
	"bytes"
	"crypto/ed25519"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// corpus is a named list of vectors.
type corpus struct {
	name string
	vs   []vector
}

// allCorpora loads every conformance corpus: RFC 8032, CCTV, Wycheproof and
// the generated edge corpus.
func allCorpora(t testing.TB) []corpus {
	cctv, _ := cctvVectors(t)
	wp, _ := wycheproofVectors(t)
	return []corpus{
		{"rfc8032", rfc8032Vectors(t)},
		{"cctv", cctv},
		{"wycheproof", wp},
		{"edge", genEdgeCorpus()},
	}
}

const goldenFile = "testdata/verdicts.golden"

func verdictString(p Profile, vs []vector, verify func(Profile, vector) bool) string {
	var b strings.Builder
	for _, v := range vs {
		if verify(p, v) {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

func singleVerify(p Profile, v vector) bool { return VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) }

// readGolden returns the pinned verdicts: golden[corpus][profile].
func readGolden(t testing.TB) map[string]map[Profile]string {
	f, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	g := map[string]map[Profile]string{}
	sc := bufio.NewScanner(bytes.NewReader(f))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 3 {
			t.Fatalf("bad golden line %q", line)
		}
		p, err := ParseProfile(fs[1])
		if err != nil {
			t.Fatal(err)
		}
		if g[fs[0]] == nil {
			g[fs[0]] = map[Profile]string{}
		}
		g[fs[0]][p] = fs[2]
	}
	return g
}

// TestGolden pins every profile's verdict on every vector of every corpus
// (testdata/verdicts.golden, one character per vector in corpus order) and
// checks that the single-signature path gives it. Regenerate with -update
// only after the differential tests in bench/ agree with the oracles.
func TestGolden(t *testing.T) {
	cs := allCorpora(t)
	if *update {
		var b strings.Builder
		b.WriteString("# Verdicts of every conformance vector under every profile: corpus, profile,\n")
		b.WriteString("# then one character per vector in corpus order (1 valid, 0 invalid).\n")
		b.WriteString("# Corpora: rfc8032 (typed in, RFC 8032 section 7.1), cctv and wycheproof\n")
		b.WriteString("# (../testdata/ed25519), edge (testdata/edge_corpus.json).\n")
		b.WriteString("# Regenerate: go test ./ed25519 -run TestGolden -update; then cd bench && go test -run GoldenOracles.\n")
		for _, c := range cs {
			for p := range numProfiles {
				fmt.Fprintf(&b, "%s %s %s\n", c.name, p, verdictString(p, c.vs, singleVerify))
			}
		}
		if err := os.WriteFile(goldenFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g := readGolden(t)
	for _, c := range cs {
		for p := range numProfiles {
			want := g[c.name][p]
			if len(want) != len(c.vs) {
				t.Fatalf("%s/%v: golden has %d verdicts, corpus %d", c.name, p, len(want), len(c.vs))
			}
			got := verdictString(p, c.vs, singleVerify)
			for i := range c.vs {
				if got[i] != want[i] {
					t.Errorf("%s/%v: %s: got %c, pinned %c", c.name, p, c.vs[i].Name, got[i], want[i])
				}
			}
		}
	}
}

// TestCCTVFlags checks the CCTV verdicts against the rules the corpus
// states for each profile's family.
func TestCCTVFlags(t *testing.T) {
	vs, flags := cctvVectors(t)
	for i, v := range vs {
		has := func(f string) bool { return slices.Contains(flags[i], f) }
		want := map[Profile]bool{
			StdlibCompat: !has("non_canonical_R") && !has("low_order_residue"),
			DalekStrict:  !has("non_canonical_R") && !has("low_order_residue") && !has("low_order_A") && !has("low_order_R"),
			// SOURCES.md says ZIP 215 accepts all 914, but a
			// reencoded_k vector is only valid when k hashes the
			// re-encoded A and R, and ZIP 215 (like ed25519consensus,
			// its oracle) hashes the bytes as given. k does not matter
			// when A has small order ([8][k]A = 0), so those still pass.
			ZIP215:     !has("reencoded_k") || has("low_order_A"),
			FIPS186_5:  !has("non_canonical_A") && !has("non_canonical_R"),
			Libsodium:  !has("non_canonical_R") && !has("low_order_residue") && !has("low_order_A") && !has("low_order_R") && !has("non_canonical_A"),
			VoiDefault: !has("non_canonical_A") && !has("non_canonical_R") && !has("low_order_A"),
		}
		for p, w := range want {
			if got := VerifyWithProfile(p, v.Pub, v.Msg, v.Sig); got != w {
				t.Errorf("%s %v: %v: got %v, want %v", v.Name, flags[i], p, got, w)
			}
		}
	}
}

// TestWycheproof checks StdlibCompat against Wycheproof's expected results.
func TestWycheproof(t *testing.T) {
	vs, results := wycheproofVectors(t)
	for i, v := range vs {
		if got, want := Verify(v.Pub, v.Msg, v.Sig), results[i] == "valid"; got != want {
			t.Errorf("%s: got %v, want %v (%s)", v.Name, got, want, results[i])
		}
	}
}

// stdlibVerify is crypto/ed25519.Verify, without its panic on a bad key
// length.
func stdlibVerify(pub, msg, sig []byte) bool {
	if len(pub) != ed25519.PublicKeySize {
		return false
	}
	return ed25519.Verify(pub, msg, sig)
}

// TestStdlibOnCorpora checks Verify against crypto/ed25519 on every vector.
func TestStdlibOnCorpora(t *testing.T) {
	for _, c := range allCorpora(t) {
		for _, v := range c.vs {
			if got, want := Verify(v.Pub, v.Msg, v.Sig), stdlibVerify(v.Pub, v.Msg, v.Sig); got != want {
				t.Errorf("%s: got %v, crypto/ed25519 %v", v.Name, got, want)
			}
		}
	}
}
