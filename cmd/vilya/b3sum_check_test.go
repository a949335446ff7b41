package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzEscapeRoundTrip checks that a printed name parses back, through a
// checkfile line, to the file it names.
func FuzzEscapeRoundTrip(f *testing.F) {
	for _, n := range unusualNames {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if name == "" {
			return
		}
		shown, escaped := escapeName(name)
		line := strings.Repeat("ab", 32) + "  " + shown + "\n"
		if escaped {
			line = `\` + line
		}
		p, err := parseCheckLine(line)
		want := lossy(name)
		if strings.ContainsRune(want, 0) || strings.ContainsRune(want, utf8.RuneError) {
			if err == nil {
				t.Fatalf("name %q: parsed without error", name)
			}
			return
		}
		if err != nil || p.path != want || p.escaped != escaped {
			t.Fatalf("name %q: line %q parsed as %+v, %v", name, line, p, err)
		}
	})
}

// FuzzParseCheckLine checks that no checkfile line makes the parser panic,
// and that an accepted line's name never holds NUL.
func FuzzParseCheckLine(f *testing.F) {
	h := strings.Repeat("0f", 32)
	for _, s := range []string{"", "\n", h + "  a\n", `\` + h + `  a\\b\n`, h + " a", `\` + h + `  a\`, h + "  \x00",
		"BLAKE3 (a) = " + h + "\r\n", `\BLAKE3 (a\r) = ` + h, "BLAKE3 () = " + h, "BLAKE3 (a) = b) = " + h} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		p, err := parseCheckLine(line)
		if err == nil && (strings.ContainsRune(p.path, 0) || p.path == "") {
			t.Fatalf("line %q: accepted the name %q", line, p.path)
		}
	})
}

// TestB3sumCheck checks a checkfile of good, bad and malformed lines and
// missing and unreadable files.
func TestB3sumCheck(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	writeFile(t, dir, "b", testData(200<<10, 7))
	writeFile(t, dir, "sp ace", []byte("x"))
	writeFile(t, dir, "back\\slash", []byte("y"))
	if err := os.Mkdir(filepath.Join(dir, "dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	ha := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200f"
	bad := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200e"
	good := vilya(t, dir, "", "b3sum", "a", "b", "sp ace", "back\\slash")
	lines := []string{
		string(good.stdout),
		bad + "  a\n",                 // FAILED
		"garbage\n",                   // Short line
		"\n",                          // Empty line
		strings.ToUpper(ha) + "  a\n", // Invalid hex
		ha + " a\n",                   // Short line
		ha + " \tab\n",                // Invalid space
		"é" + ha[2:] + "  a\n",        // Non-ASCII prefix
		ha + "  a\x00b\n",             // Null character
		ha + "  \uFFFD\n",             // replacement character
		`\` + ha + `  a\` + "\n",      // Invalid backslash escape
		`\` + ha + `  a\q` + "\n",     // Invalid backslash escape
		`\` + ha + "  a\n",            // escaped, OK
		ha + "  missing\n",            // FAILED (No such file ...)
		ha + "  dir\n",                // FAILED (Is a directory ...)
		ha + "   a\n",                 // the name is " a": missing
		ha + "  a",                    // no final newline, OK
	}
	writeFile(t, dir, "check", []byte(strings.Join(lines, "")))
	r := vilya(t, dir, "", "b3sum", "--check", "check")
	if r.code != 1 {
		t.Errorf("exit code %d, want 1", r.code)
	}
	wantOut := "a: OK\nb: OK\nsp ace: OK\n\\back\\\\slash: OK\na: FAILED\n\\a: OK\n" +
		"missing: FAILED (No such file or directory (os error 2))\n" +
		"dir: FAILED (Is a directory (os error 21))\n" +
		" a: FAILED (No such file or directory (os error 2))\n" +
		"a: OK\n"
	if string(r.stdout) != wantOut {
		t.Errorf("stdout:\n%q\nwant\n%q", r.stdout, wantOut)
	}
	wantErr := "vilya: Short line\nvilya: Empty line\nvilya: Invalid hex\nvilya: Short line\n" +
		"vilya: Invalid space\nvilya: Non-ASCII prefix\nvilya: Null character in path\n" +
		"vilya: Unicode replacement character in path\nvilya: Invalid backslash escape\n" +
		"vilya: Invalid backslash escape\n"
	if string(r.stderr) != wantErr {
		t.Errorf("stderr:\n%q\nwant\n%q", r.stderr, wantErr)
	}
	q := vilya(t, dir, "", "b3sum", "--check", "--quiet", "check")
	if bytes.Contains(q.stdout, []byte(": OK")) || q.code != 1 {
		t.Errorf("--quiet: %v", q)
	}
	if ok := vilya(t, dir, "", "b3sum", "-c", "-"); ok.code != 0 || len(ok.stdout) != 0 {
		t.Errorf("empty checkfile on stdin: %v", ok)
	}
	writeFile(t, dir, "goodsums", good.stdout)
	if ok := vilya(t, dir, "goodsums", "b3sum", "-c"); ok.code != 0 || bytes.Count(ok.stdout, []byte(": OK\n")) != 4 {
		t.Errorf("checkfile on stdin: %v", ok)
	}
	// An unreadable checkfile ends the run; one that is not UTF-8 ends it
	// at the bad line.
	writeFile(t, dir, "notutf8", []byte(ha+"  a\n"+ha+"  \xff\n"+ha+"  a\n"))
	compareB3sum(t, dir, "", "--check", "check")
	compareB3sum(t, dir, "", "--check", "--quiet", "check")
	compareB3sum(t, dir, "goodsums", "--check")
	compareB3sum(t, dir, "goodsums", "--check", "-", "goodsums")
	compareB3sum(t, dir, "", "--check", "missing", "goodsums")
	compareB3sum(t, dir, "", "--check", "dir", "goodsums")
	compareB3sum(t, dir, "", "--check", "goodsums", "notutf8", "goodsums")
}
