package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestB3sumUsageParity runs vilya, linked under the name b3sum, and the
// reference b3sum on command lines that clap 2 treats in its own ways, and
// compares standard error whole (the usage line after a usage error names
// the options given and those they require, in clap's order), standard
// output and the exit code. -h and -V answer at once, the first one
// winning; an option followed by an argument that starts with "-" is left
// without a value, and that argument parsed as an argument of its own. The
// first line of --help and --version names vilya and is not compared.
// Command lines for which b3sum's own choice varies from run to run (two
// errors of the same kind: it walks a hash map) are left out.
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
	} {
		args := strings.Fields(line)
		want := runIn(t, dir, "", ref, args...)
		got := runIn(t, dir, "", link, args...)
		gotOut := header.ReplaceAll(got.stdout, nil)
		wantOut := header.ReplaceAll(want.stdout, nil)
		if !bytes.Equal(got.stderr, want.stderr) || !bytes.Equal(gotOut, wantOut) || got.code != want.code {
			t.Errorf("b3sum %s:\nvilya: %v\nb3sum: %v", line, got, want)
		}
	}
}
