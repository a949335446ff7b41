package main

import (
	"bytes"
	"encoding/hex"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
)

// b3sumLaterOptions are the options of b3sumOptions that b3sum 1.2.0, the
// reference b3sum of the parity tests, lacks: later versions (1.8) added
// them.
var b3sumLaterOptions = []string{"seek", "tag"}

// dropLaterOptions removes from a --help text the entries of
// b3sumLaterOptions, so that it can be compared with b3sum 1.2.0's.
func dropLaterOptions(help []byte) []byte {
	var out []byte
	dropping := false
	for _, line := range bytes.SplitAfter(help, []byte("\n")) {
		entry := bytes.TrimLeft(line, " ")
		if bytes.HasPrefix(entry, []byte("-")) || !bytes.HasPrefix(line, []byte("  ")) {
			dropping = false
			for _, o := range b3sumLaterOptions {
				dropping = dropping || bytes.HasPrefix(entry, []byte("--"+o+" ")) ||
					bytes.Equal(bytes.TrimSpace(entry), []byte("--"+o))
			}
		}
		if !dropping {
			out = append(out, line...)
		}
	}
	return out
}

// TestDropLaterOptions checks that dropLaterOptions removes the later
// options' entries, continuation lines included, and nothing else.
func TestDropLaterOptions(t *testing.T) {
	_, help, _ := strings.Cut(b3sumHelp("b3sum"), "\n") // the first line names vilya
	got := string(dropLaterOptions([]byte(help)))
	for _, o := range b3sumLaterOptions {
		if !strings.Contains(help, "--"+o) {
			t.Errorf("--help lacks --%s", o)
		}
		if strings.Contains(got, "--"+o) {
			t.Errorf("--%s left in %s", o, got)
		}
	}
	for _, s := range []string{"prior to hex\n", "(default 32)", "context string. Cannot be used with --keyed.", "--version"} {
		if !strings.Contains(got, s) {
			t.Errorf("%q dropped from %s", s, got)
		}
	}
	if n, m := strings.Count(help, "\n"), strings.Count(got, "\n"); n-m != 3 {
		t.Errorf("dropped %d lines, want 3 (two for --seek, one for --tag)", n-m)
	}
}

// xofHex returns the hex of n output bytes of data's hash from offset off.
func xofHex(data []byte, off uint64, n int) string {
	h := blake3.New()
	h.Write(data)
	x := h.XOF()
	x.SetPosition(off)
	b := make([]byte, n)
	x.Read(b)
	return hex.EncodeToString(b)
}

// TestB3sumSeek checks --seek against the library's output reader, with
// --length, --raw, --no-names, --tag and --check, on the helpers' path
// (several files) and the caller's, and at the end of the output.
func TestB3sumSeek(t *testing.T) {
	dir := t.TempDir()
	data := testData(3000, 21)
	other := []byte("hello")
	writeFile(t, dir, "data", data)
	writeFile(t, dir, "other", other)
	for _, seek := range []uint64{0, 1, 31, 32, 63, 64, 65, 1000, 1 << 40, math.MaxUint64 - 200} {
		s := strconv.FormatUint(seek, 10)
		for _, threads := range []string{"1", "4"} {
			r := vilya(t, dir, "", "b3sum", "--num-threads", threads, "--seek", s, "-l", "100", "data", "other")
			want := xofHex(data, seek, 100) + "  data\n" + xofHex(other, seek, 100) + "  other\n"
			if r.code != 0 || string(r.stdout) != want {
				t.Errorf("--seek %d, %s threads: %v\nwant %q", seek, threads, r, want)
			}
		}
		if r := vilya(t, dir, "", "b3sum", "--seek="+s, "--raw", "-l", "77", "data"); r.code != 0 || hex.EncodeToString(r.stdout) != xofHex(data, seek, 77) {
			t.Errorf("--seek %d --raw: %v", seek, r)
		}
		if r := vilya(t, dir, "", "b3sum", "--seek", s, "--no-names", "--tag", "data"); r.code != 0 || string(r.stdout) != xofHex(data, seek, 32)+"\n" {
			t.Errorf("--seek %d --no-names --tag: %v", seek, r)
		}
		// --check compares the 32 bytes from --seek.
		writeFile(t, dir, "sums", []byte(xofHex(data, seek, 32)+"  data\nBLAKE3 (other) = "+xofHex(other, seek, 32)+"\n"))
		for _, threads := range []string{"1", "4"} {
			if r := vilya(t, dir, "", "b3sum", "--num-threads", threads, "--seek", s, "-c", "sums"); r.code != 0 || string(r.stdout) != "data: OK\nother: OK\n" {
				t.Errorf("--seek %d --check, %s threads: %v", seek, threads, r)
			}
		}
		if seek != 0 {
			if r := vilya(t, dir, "", "b3sum", "-c", "sums"); r.code != 1 || string(r.stdout) != "data: FAILED\nother: FAILED\n" {
				t.Errorf("--check of --seek %d sums without --seek: %v", seek, r)
			}
		}
	}
	// The last byte of the output, 2^64-2; and one past it.
	last := strconv.FormatUint(math.MaxUint64-1, 10)
	if r := vilya(t, dir, "", "b3sum", "--seek", last, "-l", "1", "--no-names", "data"); r.code != 0 || string(r.stdout) != xofHex(data, math.MaxUint64-1, 1)+"\n" {
		t.Errorf("the last byte: %v", r)
	}
	for _, args := range [][]string{
		{"--seek", last, "-l", "2", "data", "other"},
		{"--seek", strconv.FormatUint(math.MaxUint64, 10), "data", "other"},
		{"--seek", "1", "-l", strconv.FormatUint(math.MaxUint64, 10), "--tag", "data", "other"},
	} {
		r := vilya(t, dir, "", append([]string{"b3sum"}, args...)...)
		msg := "--seek plus --length passes the end of the output (2^64-1 bytes)"
		if r.code != 1 || len(r.stdout) != 0 || string(r.stderr) != "vilya: data: "+msg+"\nvilya: other: "+msg+"\n" {
			t.Errorf("%q: %v", args, r)
		}
	}
	if r := vilya(t, dir, "", "b3sum", "-c", "--seek", strconv.FormatUint(math.MaxUint64-31, 10), "sums"); r.code != 1 || len(r.stdout) != 0 ||
		!strings.HasPrefix(string(r.stderr), "Error: --seek leaves fewer than 32 bytes") {
		t.Errorf("--check near the end: %v", r)
	}
	for _, bad := range []string{"x", "-1", "", "18446744073709551616", "1.5"} {
		r := vilya(t, dir, "", "b3sum", "--seek="+bad, "data")
		if r.code != 1 || len(r.stdout) != 0 || !strings.HasPrefix(string(r.stderr), "Error: Failed to parse seek.\n\nCaused by:\n") {
			t.Errorf("--seek=%q: %v", bad, r)
		}
	}
	if r := vilya(t, dir, "", "b3sum", "--seek", "+5", "--no-names", "data"); r.code != 0 || string(r.stdout) != xofHex(data, 5, 32)+"\n" {
		t.Errorf("--seek +5 (Rust's parse takes a plus sign): %v", r)
	}
}

// TestB3sumTag checks --tag's lines, escaped names included, that --raw
// and --no-names take precedence over it, that --check refuses it, and
// that --check reads its output back.
func TestB3sumTag(t *testing.T) {
	dir := t.TempDir()
	names := append([]string{"cr\rname", "a) = b", "two  spaces", "BLAKE3 (x) = y"}, unusualNames...)
	args := []string{"--tag", "--"}
	for i, name := range names {
		writeFile(t, dir, name, []byte{byte(i), 1})
		args = append(args, name)
	}
	for _, threads := range []string{"1", "4"} {
		r := vilya(t, dir, "", append([]string{"b3sum", "--num-threads", threads}, args...)...)
		if r.code != 0 {
			t.Fatalf("--tag: %v", r)
		}
		var want strings.Builder
		for i, name := range names {
			shown, escaped := escapeName(name)
			if escaped {
				want.WriteString(`\`)
			}
			want.WriteString("BLAKE3 (" + shown + ") = " + xofHex([]byte{byte(i), 1}, 0, 32) + "\n")
		}
		if string(r.stdout) != want.String() {
			t.Errorf("%s threads:\n%q\nwant\n%q", threads, r.stdout, want.String())
		}
		writeFile(t, dir, "tagged", r.stdout)
		// The names that are not UTF-8 cannot be checked.
		c := vilya(t, dir, "", "b3sum", "--num-threads", threads, "-c", "tagged")
		if c.code != 1 || bytes.Count(c.stdout, []byte(": OK\n")) != len(names)-2 || bytes.Contains(c.stdout, []byte("FAILED")) {
			t.Errorf("--check of --tag output, %s threads: %v", threads, c)
		}
	}
	writeFile(t, dir, "d", []byte("hello"))
	if r := vilya(t, dir, "", "b3sum", "--tag", "-l", "3", "d"); string(r.stdout) != "BLAKE3 (d) = ea8f16\n" {
		t.Errorf("--tag -l 3: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--tag", "--no-names", "d"); string(r.stdout) != xofHex([]byte("hello"), 0, 32)+"\n" {
		t.Errorf("--tag --no-names: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--tag", "--raw", "-l", "4", "d"); string(r.stdout) != "\xea\x8f\x16\x3d" {
		t.Errorf("--tag --raw: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--tag", "-l", "x", "d"); r.code != 1 || len(r.stdout) != 0 || string(r.stderr) != "vilya: d: Failed to parse length.\n" {
		t.Errorf("--tag with a bad --length: %v", r)
	}
	for _, args := range [][]string{{"--check", "--tag", "d"}, {"--tag", "-c", "d"}} {
		r := vilya(t, dir, "", append([]string{"b3sum"}, args...)...)
		if r.code != 1 || !strings.HasPrefix(string(r.stderr), "error: The argument '--tag' cannot be used with '--check'\n") {
			t.Errorf("%q: %v", args, r)
		}
	}
}

// TestB3sumCheckLater checks the checkfile lines later b3sum versions
// accept: --tag's, and lines ending in CRLF; and the messages for
// malformed tagged lines.
func TestB3sumCheckLater(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	writeFile(t, dir, "a) = b", []byte("hello"))
	writeFile(t, dir, "cr\r", []byte("hello"))
	ha := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200f"
	bad := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200e"
	lines := []string{
		"BLAKE3 (a) = " + ha + "\n",      // OK
		"BLAKE3 (a) = " + ha + "\r\n",    // OK
		ha + "  a\r\n",                   // OK
		ha + "  a\r\r\n",                 // OK: every trailing CR goes
		"BLAKE3 (a) = " + bad + "\n",     // FAILED
		"BLAKE3 (a) = b) = " + ha + "\n", // the name is "a) = b": OK
		`\BLAKE3 (cr\r) = ` + ha + "\n",  // escaped: OK
		`\` + ha + `  cr\r` + "\n",       // escaped: OK
		"BLAKE3 (missing) = " + ha + "\n",
		"BLAKE3 (a)= " + ha + "\n",        // Invalid check line format
		"BLAKE3 (a) = " + ha[1:] + "\n",   // Invalid hash length
		"BLAKE3 (a) = " + ha + "0\n",      // Invalid hash length
		"BLAKE3 (a) = " + ha[:63] + "g\n", // Invalid hex
		"BLAKE3 () = " + ha + "\n",        // empty file path
		"BLAKE3 (a\x00) = " + ha + "\n",   // Null character
		`\BLAKE3 (a\q) = ` + ha + "\n",    // Invalid backslash escape
		"BLAKE3 (a) = " + ha[:62] + "é\n", // Invalid hex
		"blake3 (a) = " + ha + "\n",       // Short line? no: Invalid space
		"\r\n",                            // Empty line
		"BLAKE3 (a) = " + ha,              // no final newline, OK
	}
	writeFile(t, dir, "check", []byte(strings.Join(lines, "")))
	// A carriage return in a name is escaped (b3sum 1.2.0 printed it as
	// it is, and a checkfile of that line now loses it), so that the
	// output checks back.
	r := vilya(t, dir, "", "b3sum", "cr\r", "a")
	if want := `\` + ha + `  cr\r` + "\n" + ha + "  a\n"; r.code != 0 || string(r.stdout) != want {
		t.Errorf("a name with a carriage return: %v\nwant %q", r, want)
	}
	writeFile(t, dir, "own", r.stdout)
	if c := vilya(t, dir, "", "b3sum", "-c", "own"); c.code != 0 || string(c.stdout) != "\\cr\\r: OK\na: OK\n" {
		t.Errorf("--check of its own output: %v", c)
	}
	for _, threads := range []string{"1", "4"} {
		r := vilya(t, dir, "", "b3sum", "--num-threads", threads, "--check", "check")
		wantOut := "a: OK\na: OK\na: OK\na: OK\na: FAILED\na) = b: OK\n\\cr\\r: OK\n\\cr\\r: OK\n" +
			"missing: FAILED (No such file or directory (os error 2))\na: OK\n"
		if r.code != 1 || string(r.stdout) != wantOut {
			t.Errorf("%s threads: stdout\n%q\nwant\n%q", threads, r.stdout, wantOut)
		}
		wantErr := "vilya: Invalid check line format\nvilya: Invalid hash length\nvilya: Invalid hash length\n" +
			"vilya: Invalid hex\nvilya: empty file path\nvilya: Null character in path\n" +
			"vilya: Invalid backslash escape\nvilya: Invalid hex\nvilya: Invalid space\nvilya: Empty line\n"
		if string(r.stderr) != wantErr {
			t.Errorf("%s threads: stderr\n%q\nwant\n%q", threads, r.stderr, wantErr)
		}
	}
}
