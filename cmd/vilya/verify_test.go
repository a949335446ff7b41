package main

import (
	"bufio"
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// sigCase is one generated signature line and its expected verdict.
type sigCase struct {
	line    string
	verdict string // "OK", "FAILED" or "MALFORMED", "" for a skipped line
}

// sigCases returns lines that cover every input form and verdict. Files
// they name are written to dir.
func sigCases(t *testing.T, dir string) []sigCase {
	var cases []sigCase
	seed := make([]byte, ed25519.SeedSize)
	seed[0] = 1
	priv := ed25519.NewKeyFromSeed(seed)
	pub := hex.EncodeToString(priv.Public().(ed25519.PublicKey))
	sign := func(msg []byte) string { return hex.EncodeToString(ed25519.Sign(priv, msg)) }
	msg := []byte("vilya verify test message")
	m := hex.EncodeToString(msg)
	sig := sign(msg)
	badSig := []byte(sig)
	badSig[10] ^= 1 // a different hex digit in R
	writeFile(t, dir, "msgfile", msg)

	add := func(verdict, line string) { cases = append(cases, sigCase{line, verdict}) }
	add("", "# a comment")
	add("", "")
	add("", "   ")
	add("OK", pub+" "+sig+" "+m)
	add("OK", "  "+pub+"\t"+sig+"   "+m+"  ")
	add("OK", pub+" "+sig+" @msgfile")
	add("OK", pub+" "+sign(nil))
	add("OK", fmt.Sprintf(`{"pub": %q, "sig": %q, "msg": %q}`, pub, sig, m))
	add("OK", fmt.Sprintf(`{"public_key": %q, "signature": %q, "message": "@msgfile", "note": "extra keys are ignored"}`, pub, sig))
	add("OK", fmt.Sprintf(`{"pub": %q, "sig": %q}`, pub, sign(nil)))
	add("OK", strings.ToUpper(pub)+" "+strings.ToUpper(sig)+" "+m)
	add("FAILED", pub+" "+string(badSig)+" "+m)
	add("FAILED", pub+" "+sig+" "+m+"00")
	add("FAILED", pub+" "+sig)
	add("MALFORMED", pub+" "+sig+" "+m+" extra")
	add("MALFORMED", pub)
	add("MALFORMED", "zz"+pub[2:]+" "+sig+" "+m)
	add("MALFORMED", pub[2:]+" "+sig+" "+m)
	add("MALFORMED", pub+" "+sig+"00 "+m)
	add("MALFORMED", pub+" "+sig+" 0")
	add("MALFORMED", pub+" "+sig+" @no-such-file")
	add("MALFORMED", `{"pub": "00"`)
	add("MALFORMED", fmt.Sprintf(`{"pub": %q}`, pub))
	add("MALFORMED", `{"pub": 7, "sig": "00"}`)
	add("MALFORMED", "not hex at all")
	return cases
}

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	cases := sigCases(t, dir)
	var in strings.Builder
	var want strings.Builder
	nOK, nFailed, nBad := 0, 0, 0
	for i, c := range cases {
		in.WriteString(c.line + "\n")
		if c.verdict == "" {
			continue
		}
		fmt.Fprintf(&want, "sigs:%d: %s", i+1, c.verdict)
		switch c.verdict {
		case "OK":
			nOK++
		case "FAILED":
			nFailed++
		case "MALFORMED":
			nBad++
		}
		want.WriteString("\n")
	}
	writeFile(t, dir, "sigs", []byte(in.String()))
	for _, batch := range []string{"1", "3", "64"} {
		r := vilya(t, dir, "", "verify", "--msg-files", "--batch", batch, "sigs")
		if r.code != 1 {
			t.Errorf("--batch %s: exit code %d, want 1", batch, r.code)
		}
		var got strings.Builder
		for _, l := range strings.SplitAfter(string(r.stdout), "\n") {
			if strings.Contains(l, "FAILED") && !strings.Contains(l, "FAILED (") {
				t.Errorf("--batch %s: no reason in %q", batch, l)
			}
			if i := strings.Index(l, " ("); i > 0 {
				l = l[:i] + "\n" // drop the reason after FAILED and MALFORMED
			}
			got.WriteString(l)
		}
		if got.String() != want.String() {
			t.Errorf("--batch %s: verdicts\n%s\nwant\n%s", batch, got.String(), want.String())
		}
		summary := fmt.Sprintf("%d signatures: %d OK, %d FAILED, %d MALFORMED (profile stdlib", nOK+nFailed+nBad, nOK, nFailed, nBad)
		if !strings.Contains(string(r.stderr), summary) {
			t.Errorf("--batch %s: summary %q lacks %q", batch, r.stderr, summary)
		}
	}
	t.Logf("verdicts:\n%s", vilya(t, dir, "", "verify", "--msg-files", "sigs").stdout)

	// Only valid lines: exit 0, from standard input too.
	var good strings.Builder
	for _, c := range cases {
		if c.verdict == "OK" {
			for range 30 { // cross several batches
				good.WriteString(c.line + "\n")
			}
		}
	}
	writeFile(t, dir, "good", []byte(good.String()))
	if r := vilya(t, dir, "good", "verify", "--msg-files"); r.code != 0 || strings.Count(string(r.stdout), ": OK\n") != 30*nOK {
		t.Errorf("valid lines on stdin: %v", r)
	}
	if r := vilya(t, dir, "good", "verify", "--msg-files", "--quiet", "-"); r.code != 0 || len(r.stdout) != 0 {
		t.Errorf("--quiet: %v", r)
	}
	if r := vilya(t, dir, "", "verify", "--msg-files", "good", "missing", "good"); r.code != 1 ||
		strings.Count(string(r.stdout), ": OK\n") != 60*nOK || !strings.Contains(string(r.stderr), "missing") {
		t.Errorf("a missing list: %v", r)
	}
	if r := vilya(t, dir, "", "verify", "--profile", "bogus", "good"); r.code != 2 {
		t.Errorf("--profile bogus: %v", r)
	}
	if r := vilya(t, dir, "", "verify", "--batch", "0", "good"); r.code != 2 {
		t.Errorf("--batch 0: %v", r)
	}
}

// TestVerifyProfiles checks that --profile reaches the verifier: a
// signature under the small-order (identity) public key, with R the
// identity and S zero, satisfies crypto/ed25519's equation for any message,
// and dalek-strict and libsodium reject small-order keys, saying so.
func TestVerifyProfiles(t *testing.T) {
	dir := t.TempDir()
	identity := "01" + strings.Repeat("00", 31)
	line := identity + " " + identity + strings.Repeat("00", 32) + " 616263\n"
	writeFile(t, dir, "weak", []byte(line))
	for profile, want := range map[string]string{
		"stdlib": "OK", "StdlibCompat": "OK", "dalek-strict": "FAILED (public key has small order)",
		"zip215": "OK", "fips186-5": "OK", "libsodium": "FAILED (public key has small order)",
	} {
		r := vilya(t, dir, "", "verify", "--profile", profile, "weak")
		if got := strings.TrimSpace(string(r.stdout)); got != "weak:1: "+want {
			t.Errorf("--profile %s: %v, want %s", profile, r, want)
		}
	}
}

func FuzzParseSigLine(f *testing.F) {
	f.Add([]byte("00 11 22"))
	f.Add([]byte(`{"pub":"00","sig":"11","msg":"@x"}`))
	f.Add([]byte("# comment"))
	f.Add([]byte("a\u00a0b\x85c \xc2\x85d\t\ve\ff\rg"))
	f.Fuzz(func(t *testing.T, line []byte) {
		// splitFields counts and splits as strings.Fields does.
		want := strings.Fields(string(line))
		var got [3][]byte
		if n := splitFields(line, got[:]); n != len(want) {
			t.Fatalf("%q: %d fields, want %d", line, n, len(want))
		}
		for i := range min(3, len(want)) {
			if string(got[i]) != want[i] {
				t.Fatalf("%q: field %d %q, want %q", line, i, got[i], want[i])
			}
		}
		e, ok := parseSigLine(line, false) // no file reads while fuzzing
		if ok && e.malformed == "" && (len(e.pub) != verifyPublicKeySize || len(e.sig) != verifySignatureSize) {
			t.Fatalf("%q: accepted %d-byte key, %d-byte signature", line, len(e.pub), len(e.sig))
		}
	})
}

// FuzzParseVerifyArgs parses any command line (arguments separated by NUL):
// it must not panic, and what it accepts must be usable: a batch of at
// least 1 and file names that are arguments, in order.
func FuzzParseVerifyArgs(f *testing.F) {
	for _, s := range []string{
		"a\x00--quiet\x00b", "--batch\x000", "--batch=-5\x00x", "--\x00--quiet", "-\x00--profile\x00zip215",
		"--profile\x00bogus", "--msg-files\x00--allow-empty", "-h", "--batch\x009999999999999999999999",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\x00")
		o, code, done := parseVerifyArgs(args, io.Discard, io.Discard)
		if done {
			if code != 0 && code != 2 {
				t.Fatalf("%q: exit code %d", args, code)
			}
			return
		}
		if o.batch < 1 {
			t.Fatalf("%q: batch %d accepted", args, o.batch)
		}
		rest := args
		for _, name := range o.files {
			i := slices.Index(rest, name)
			if i < 0 {
				t.Fatalf("%q: files %q are not arguments in order", args, o.files)
			}
			rest = rest[i+1:]
		}
	})
}

// FuzzReadLine splits any input into lines with a small limit: the lines
// must be the input's, each too long one reported as such instead.
func FuzzReadLine(f *testing.F) {
	f.Add([]byte("a\nbb\n\nccc"), uint8(2))
	f.Add([]byte(strings.Repeat("x", 300)+"\ny\n"), uint8(0))
	f.Fuzz(func(t *testing.T, in []byte, limit uint8) {
		want := strings.Split(string(in), "\n")
		if len(in) > 0 && in[len(in)-1] == '\n' || len(in) == 0 {
			want = want[:len(want)-1]
		}
		br := bufio.NewReaderSize(bytes.NewReader(in), 16) // the smallest buffer
		for i := 0; ; i++ {
			line, tooLong, err := readLine(br, int(limit))
			if err != nil && err != io.EOF {
				t.Fatal(err)
			}
			if err == io.EOF && len(line) == 0 && !tooLong {
				if i != len(want) {
					t.Fatalf("%d lines, want %d", i, len(want))
				}
				return
			}
			if i >= len(want) {
				t.Fatalf("line %d past the end: %q", i, line)
			}
			if long := len(want[i]) > int(limit); tooLong != long || !long && string(line) != want[i] || long && line != nil {
				t.Fatalf("line %d: %q, tooLong %v; want %q", i, line, tooLong, want[i])
			}
		}
	})
}

// twoDashesRegexp is twoDashes as it was written first, with the regular
// expression the command no longer links.
var twoDashesRegexp = regexp.MustCompile(`(: | flag | for )-([A-Za-z0-9])`)

func TestTwoDashes(t *testing.T) {
	msgs := []string{
		"flag provided but not defined: -x",
		"flag provided but not defined: -profile",
		`invalid value "a" for flag -batch: parse error`,
		"flag needs an argument: -b",
		"flag needs an argument: -9",
		"no flag here: --already",
		"a: -",
		": -_x",
		"for -x flag -y: -z",
		": for -x",
		" flag -",
		"-x",
		"",
		"é: -é flag -Z",
	}
	for _, m := range msgs {
		want := twoDashesRegexp.ReplaceAllString(m, "$1--$2")
		if got := twoDashes(m); got != want {
			t.Errorf("twoDashes(%q) = %q, want %q", m, got, want)
		}
	}
}

func FuzzTwoDashes(f *testing.F) {
	f.Add("flag provided but not defined: -x")
	f.Add(`invalid value "a" for flag -batch: parse error`)
	f.Fuzz(func(t *testing.T, m string) {
		want := twoDashesRegexp.ReplaceAllString(m, "$1--$2")
		if got := twoDashes(m); got != want {
			t.Errorf("twoDashes(%q) = %q, want %q", m, got, want)
		}
	})
}

// BenchmarkParseSigLine parses a line of the command's usual form: a key,
// a signature and a 200-byte message in hex.
func BenchmarkParseSigLine(b *testing.B) {
	line := []byte(strings.Repeat("ab", verifyPublicKeySize) + " " + strings.Repeat("cd", verifySignatureSize) + " " + strings.Repeat("ef", 200) + "\n")
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		if e, ok := parseSigLine(line, false); !ok || e.malformed != "" {
			b.Fatal(e.malformed)
		}
	}
}

// TestDecodeHexField pins the messages for each kind of bad field, at the
// size asked for and at others.
func TestDecodeHexField(t *testing.T) {
	key := strings.Repeat("aB", 32)
	for _, c := range []struct{ in, err string }{
		{key, ""},
		{key[:63] + "g", "public key: bad hex"},
		{key[:63] + " ", "public key: bad hex"},
		{key[:63], "public key: bad hex"},
		{key + "x", "public key: bad hex"},
		{key + "00", "public key: 33 bytes, want 32"},
		{key[:62], "public key: 31 bytes, want 32"},
		{"", "public key: 0 bytes, want 32"},
	} {
		b, err := decodeHexField("public key", []byte(c.in), 32)
		switch {
		case c.err == "" && (err != nil || len(b) != 32 || b[0] != 0xab || b[31] != 0xab):
			t.Errorf("%q: %x, %v", c.in, b, err)
		case c.err != "" && (err == nil || err.Error() != c.err || b != nil):
			t.Errorf("%q: %x, %v, want error %q", c.in, b, err, c.err)
		}
	}
}
