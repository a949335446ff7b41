package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestB3sumOptionTable checks the table the parser, the help and the rules
// come from: long names in clap's order (sorted), short names unique, and
// every conflict and requirement naming an option of the table or the
// file arguments.
func TestB3sumOptionTable(t *testing.T) {
	var longs []string
	shorts := map[byte]bool{}
	for _, o := range b3sumOptions {
		longs = append(longs, o.long)
		if o.short != 0 {
			if shorts[o.short] {
				t.Errorf("-%c is given twice", o.short)
			}
			shorts[o.short] = true
		}
		if (o.set == nil) != (o.long == "help" || o.long == "version") {
			t.Errorf("--%s: set is nil only for --help and --version", o.long)
		}
		for _, c := range append(slices.Clone(o.conflicts), o.requires) {
			if c != "" && c != fileArg && b3sumOptionIndex(c) < 0 {
				t.Errorf("--%s names %q, which is no option", o.long, c)
			}
		}
	}
	if !slices.IsSorted(longs) {
		t.Errorf("options not in clap's (sorted) order: %q", longs)
	}
}

// TestB3sumUsageParity runs vilya, linked under the name b3sum, and the
// reference b3sum on command lines that clap 2 treats in its own ways, and
// compares standard error whole (the usage line after a usage error names
// the options given and those they require, in clap's order), standard
// output and the exit code. -h and -V answer at once, the first one
// winning; an option followed by an argument that starts with "-" is left
// without a value, and that argument parsed as an argument of its own. The
// first line of --help and --version names vilya and is not compared, nor
// are the help's entries for the options b3sum 1.2.0 lacks
// (b3sumLaterOptions).
// Command lines for which b3sum's own choice varies from run to run (two
// errors of the same stage: clap walks a hash map) are in
// TestB3sumUsageHashOrder.
func TestB3sumUsageParity(t *testing.T) {
	ref := b3sumBin(t)
	dir := t.TempDir()
	link := filepath.Join(dir, "b3sum")
	if err := os.Symlink(vilyaBin, link); err != nil {
		t.Skip("cannot make a symbolic link:", err)
	}
	writeFile(t, dir, "a", []byte("hello"))
	writeFile(t, dir, "b", []byte("world"))
	header := regexp.MustCompile(`^b3sum (1\.2\.0|\(vilya [^)]*\))( \(vilya [^)]*\))?\n`)
	for _, line := range []string{
		"-Vh", "-hV", "-V -h", "-h -V", "--version --help", "--help --version", "--help --bogus",
		"--bogus --help", "-V --bogus", "-Vx", "-xV", "--length 3 -h", "--length -h", "--raw --raw -h",
		"--length 5 --length 6 -V", "-V -V",
		"--length --raw a", "-l --raw", "--num-threads --raw a", "--length -c a", "--length --bogus",
		"--length --raw --bogus", "--length -- a", "-c --length -- a", "-l -5 a", "--check -l",
		"--no-names --length", "-c --length", "--length 3 --length", "--derive-key --keyed a",
		"--length", "--derive-key", "-l", "--num-threads", "--num-threads 2 --num-threads",
		"--length= a", "--length - a", "--raw --length a", "-l3 a", "-l=3 a",
		"--keyed --derive-key x", "--derive-key x --keyed", "--check --raw", "--check --length 3",
		"--check --no-names", "--check --keyed", "-c --keyed a", "-c -l 3 a", "-cl 3 a",
		"--quiet", "--quiet --quiet", "--quiet --raw a", "--keyed", "--keyed --", "--keyed a --quiet",
		"--check --quiet --raw a",
		"--bogus", "-x", "a --bogus", "--raw --bogus", "--bogus=3",
		"--length 3 --length 4 a", "-l3 -l4 a", "--raw --raw a", "--check --check a", "-cc a",
		"-c -c --length 5 a", "--raw a b", "--keyed a b --raw",
		// Two conflicts with --check: the first in b3sum's declaration
		// (derive-key, keyed, length, raw, no-names) is reported, wherever
		// it stands on the command line.
		"--check --raw --length 3 a", "--check --no-names --raw a", "-c a --raw --length=4",
		"--no-names --check --keyed a", "-cl --derive-key -", "--raw --keyed --length=4 -l -cl",
		// An option without a value comes before a missing requirement and
		// a repeat.
		"--quiet -l", "--quiet --derive-key", "--keyed --quiet -l", "-l --length --no-names",
		"--length --raw --length --no-names a", "--num-threads --raw --num-threads a",
		"--length --check a", "--keyed --keyed",
	} {
		args := strings.Fields(line)
		want := runIn(t, dir, "", ref, args...)
		got := runIn(t, dir, "", link, args...)
		gotOut := dropLaterOptions(header.ReplaceAll(got.stdout, nil))
		wantOut := header.ReplaceAll(want.stdout, nil)
		if !bytes.Equal(got.stderr, want.stderr) || !bytes.Equal(gotOut, wantOut) || got.code != want.code {
			t.Errorf("b3sum %s:\nvilya: %v\nb3sum: %v", line, got, want)
		}
	}
}

// TestB3sumUsageHashOrder runs command lines with two usage errors of the
// same stage, for which b3sum's report varies from run to run (clap walks
// its matches in hash-map order): vilya must give the same report every
// time, and one that b3sum gives too (it must appear within 200 runs of
// b3sum; each of the choices here came in at least a quarter of 40 runs).
func TestB3sumUsageHashOrder(t *testing.T) {
	ref := b3sumBin(t)
	dir := t.TempDir()
	link := filepath.Join(dir, "b3sum")
	if err := os.Symlink(vilyaBin, link); err != nil {
		t.Skip("cannot make a symbolic link:", err)
	}
	writeFile(t, dir, "a", []byte("hello"))
	for _, c := range []struct{ line, want string }{
		{"--keyed --derive-key x --check a", "error: The argument '--derive-key <CONTEXT>' cannot be used with '--check'"},
		{"--derive-key --keyed --check a", "error: The argument '--derive-key <CONTEXT>' cannot be used with '--check'"},
		{"--quiet --keyed", "error: The following required arguments were not provided:\n    <FILE>...\n"},
		{"--raw --raw --length 3 --length 4 a", "error: The argument '--length <LEN>' was provided more than once, but cannot be used multiple times"},
		{"--quiet --raw --raw a", "error: The following required arguments were not provided:\n    --check\n"},
		{"--length --raw --raw a", "error: The argument '--length <LEN>' requires a value but none was supplied"},
	} {
		args := strings.Fields(c.line)
		var first result
		for i := range 2 {
			got := runIn(t, dir, "", link, args...)
			if got.code != 1 || !strings.HasPrefix(string(got.stderr), c.want) {
				t.Errorf("b3sum %s: %v\nwant stderr starting %q", c.line, got, c.want)
			}
			if i == 0 {
				first = got
			} else if !bytes.Equal(got.stderr, first.stderr) {
				t.Errorf("b3sum %s: two runs differ:\n%v\n%v", c.line, first, got)
			}
		}
		var seen []string
		for range 200 {
			want := runIn(t, dir, "", ref, args...)
			if bytes.Equal(want.stderr, first.stderr) && want.code == first.code {
				seen = nil
				break
			}
			if !slices.Contains(seen, string(want.stderr)) {
				seen = append(seen, string(want.stderr))
			}
		}
		if seen != nil {
			t.Errorf("b3sum %s: vilya's report %q is none of b3sum's in 200 runs: %q", c.line, first.stderr, seen)
		}
	}
}

// TestB3sumRepeatedOptions checks that an option given twice is a usage
// error, as in b3sum, reported after the conflicts and after the same
// option's missing value or requirement, and that -V and -h still win.
func TestB3sumRepeatedOptions(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	writeFile(t, dir, "sums", []byte(sumLine([]byte("hello"), "a")))
	writeFile(t, dir, "key", testData(32, 4))
	dup := func(o string) string {
		return "error: The argument '" + o + "' was provided more than once, but cannot be used multiple times"
	}
	for _, c := range []struct {
		stdin string
		args  []string
		msg   string // the first line of standard error; "" for exit 0
	}{
		{"", []string{"--length", "5", "--length", "6", "a"}, dup("--length <LEN>")},
		{"", []string{"-l", "3", "-l4", "a"}, dup("--length <LEN>")},
		{"", []string{"a", "--length=5", "--length", "6"}, dup("--length <LEN>")},
		{"", []string{"-c", "-c", "sums"}, dup("--check")},
		{"", []string{"-cc", "sums"}, dup("--check")},
		{"", []string{"--no-names", "--no-names", "a"}, dup("--no-names")},
		{"", []string{"--raw", "--raw", "a"}, dup("--raw")},
		{"", []string{"--num-threads", "1", "--num-threads", "2", "a"}, dup("--num-threads <NUM>")},
		{"", []string{"--derive-key", "x", "--derive-key", "y", "a"}, dup("--derive-key <CONTEXT>")},
		{"", []string{"--quiet", "--quiet", "-c", "sums"}, dup("--quiet")},
		{"key", []string{"--keyed", "--keyed", "a"}, dup("--keyed")},
		{"", []string{"--no-mmap", "--no-mmap", "a"}, dup("--no-mmap")},
		// Other usage errors come first.
		{"", []string{"-c", "-c", "--length", "5", "sums"}, "error: The argument '--length <LEN>' cannot be used with '--check'"},
		{"", []string{"--quiet", "--quiet", "a"}, "error: The following required arguments were not provided:"},
		{"", []string{"-V", "-V"}, ""},
		{"", []string{"--length", "5", "--length", "6", "-V"}, ""},
	} {
		r := vilya(t, dir, c.stdin, append([]string{"b3sum"}, c.args...)...)
		first, _, _ := strings.Cut(string(r.stderr), "\n")
		if c.msg == "" && r.code != 0 || c.msg != "" && (r.code != 1 || first != c.msg) {
			t.Errorf("b3sum %q: %v\nwant %q", c.args, r, c.msg)
		}
		if c.msg != "" { // vilya's -V names vilya
			compareB3sum(t, dir, c.stdin, c.args...)
		}
	}
}

// FuzzParseB3sumFlags parses any command line (arguments separated by NUL
// in the input): it must not panic, must print only on a usage error,
// --help or --version, and must return only a consistent set of flags.
func FuzzParseB3sumFlags(f *testing.F) {
	for _, s := range []string{
		"-c\x00sums", "--length\x005\x00--length\x006\x00a", "-l3\x00--no-names\x00x",
		"--keyed\x00--derive-key\x00c\x00a", "--\x00-l\x00--raw", "-cl\x00--quiet", "-V\x00--bogus",
		"--num-threads=0\x00--raw\x00a\x00b", "--length=\x00-", "--check\x00--quiet\x00--quiet",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\x00")
		var stdout, stderr bytes.Buffer
		fl, code, done := parseB3sumFlags("b3sum", args, &stdout, &stderr)
		switch {
		case done && code == 0:
			if stdout.Len() == 0 || stderr.Len() != 0 {
				t.Fatalf("%q: help or version printed %q, %q", args, stdout.String(), stderr.String())
			}
			return
		case done:
			if code != 1 || !strings.HasPrefix(stderr.String(), "error: ") || stdout.Len() != 0 {
				t.Fatalf("%q: usage error %d printed %q, %q", args, code, stdout.String(), stderr.String())
			}
			return
		}
		if stdout.Len() != 0 || stderr.Len() != 0 {
			t.Fatalf("%q: accepted, but printed %q, %q", args, stdout.String(), stderr.String())
		}
		for i, o := range fl.order {
			if slices.Contains(fl.order[:i], o) {
				t.Fatalf("%q: accepted --%s twice", args, o)
			}
		}
		if fl.check && (fl.raw || fl.noNames || fl.keyed || fl.hasLength || fl.hasDeriveKey || fl.tag) ||
			fl.keyed && fl.hasDeriveKey || fl.quiet && !fl.check || fl.keyed && len(fl.files) == 0 {
			t.Fatalf("%q: accepted conflicting flags %+v", args, fl)
		}
		for _, name := range fl.files {
			if !slices.Contains(args, name) {
				t.Fatalf("%q: file %q is no argument", args, name)
			}
		}
	})
}
