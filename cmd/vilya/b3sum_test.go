package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
)

// testData returns n deterministic pseudo-random bytes.
func testData(n int, seed uint64) []byte {
	var s [32]byte
	s[0] = byte(seed)
	s[1] = byte(seed >> 8)
	b := make([]byte, n)
	rand.NewChaCha8(s).Read(b)
	return b
}

func sumLine(data []byte, name string) string {
	d := blake3.Sum256(data)
	return hex.EncodeToString(d[:]) + "  " + name + "\n"
}

// sizes crosses BLAKE3's block (64), chunk (1024) and buffer (16 KiB)
// boundaries, the multi-core threshold (512 KiB, blake3's)
// and powers of two.
var sizes = []int{
	0, 1, 63, 64, 65, 1023, 1024, 1025, 2048, 2049, 3072,
	16<<10 - 1, 16 << 10, 16<<10 + 1, 32 << 10, 128<<10 + 1,
	parallelMin - 1, parallelMin, parallelMin + 1,
	2<<20 + 1, 3<<20 + 1234,
}

// TestB3sumSizes hashes files of boundary sizes, single- and multi-threaded,
// and checks each line against the library and the reference b3sum.
func TestB3sumSizes(t *testing.T) {
	dir := t.TempDir()
	var names []string
	var want strings.Builder
	for i, n := range sizes {
		data := testData(n, uint64(i))
		name := fmt.Sprintf("f%d", n)
		writeFile(t, dir, name, data)
		names = append(names, name)
		want.WriteString(sumLine(data, name))
	}
	// Memory-mapped (WriteParallel), and read with WriteReaderAt.
	for _, env := range [][]string{nil, {"VILYA_B3SUM_NO_MMAP=1"}} {
		for _, threads := range []string{"1", "2", "3", "0"} {
			r := runEnv(t, env, dir, "", vilyaBin, append([]string{"b3sum", "--num-threads", threads}, names...)...)
			if r.code != 0 || string(r.stdout) != want.String() || len(r.stderr) != 0 {
				t.Errorf("%q --num-threads %s: %v\nwant stdout %q", env, threads, r, want.String())
			}
		}
	}
	if r := vilya(t, dir, "", append([]string{"b3sum", "--no-mmap"}, names...)...); string(r.stdout) != want.String() {
		t.Errorf("--no-mmap: %v", r)
	}
	compareB3sum(t, dir, "", names...)
	compareB3sum(t, dir, "", append([]string{"--num-threads", "1"}, names...)...)
}

// TestB3sumLarge hashes a 64 MiB file on every path, and with b3sum.
func TestB3sumLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the 64 MiB file in -short mode")
	}
	dir := t.TempDir()
	data := testData(64<<20, 99)
	writeFile(t, dir, "big", data)
	want := sumLine(data, "big")
	for _, env := range [][]string{nil, {"VILYA_B3SUM_NO_MMAP=1"}, {"RAYON_NUM_THREADS=3"}} {
		for _, threads := range []string{"1", "2", "4", "0"} {
			r := runEnv(t, env, dir, "", vilyaBin, "b3sum", "--num-threads", threads, "big")
			if r.code != 0 || string(r.stdout) != want {
				t.Errorf("%q --num-threads %s: %v, want %q", env, threads, r, want)
			}
		}
	}
	if r := vilya(t, dir, "", "b3sum", "--no-mmap", "big"); string(r.stdout) != want {
		t.Errorf("--no-mmap: %v", r)
	}
	if r := vilya(t, dir, "big", "b3sum"); string(r.stdout) != strings.TrimSuffix(want, "big\n")+"-\n" {
		t.Errorf("stdin: %v", r)
	}
	compareB3sum(t, dir, "", "big")
	compareB3sum(t, dir, "", "--num-threads", "1", "big")
	compareB3sum(t, dir, "", "-l", "200", "--no-names", "big")
}

// unusualNames are file names that need escaping or lossy conversion.
var unusualNames = []string{
	"with space", "  two leading spaces", "trailing space ", "back\\slash", "new\nline",
	"both\\and\nboth", "\\", "\n", "tab\tname", "ünïcödé", "bad\xffutf8", "cut\xe2\x82",
	"dash-", "-starts-with-dash", "a\\nb",
}

// TestB3sumNames checks the escaping of names with backslashes and
// newlines, and the replacement of invalid UTF-8.
func TestB3sumNames(t *testing.T) {
	dir := t.TempDir()
	args := []string{"--"}
	for i, name := range unusualNames {
		writeFile(t, dir, name, []byte{byte(i)})
		args = append(args, name)
	}
	r := vilya(t, dir, "", append([]string{"b3sum"}, args...)...)
	if r.code != 0 {
		t.Fatalf("vilya b3sum: %v", r)
	}
	lines := strings.Split(strings.TrimSuffix(string(r.stdout), "\n"), "\n")
	if len(lines) != len(unusualNames) {
		t.Fatalf("%d lines for %d files: %q", len(lines), len(unusualNames), r.stdout)
	}
	for i, name := range unusualNames {
		d := blake3.Sum256([]byte{byte(i)})
		shown := strings.ToValidUTF8(name, "\uFFFD")
		prefix := ""
		if strings.ContainsAny(name, "\\\n") {
			prefix = `\`
			shown = strings.ReplaceAll(strings.ReplaceAll(name, `\`, `\\`), "\n", `\n`)
		}
		if want := prefix + hex.EncodeToString(d[:]) + "  " + shown; lines[i] != want {
			t.Errorf("name %q: line %q, want %q", name, lines[i], want)
		}
	}
	compareB3sum(t, dir, "", args...)

	// A checkfile made from that output passes, escapes and all.
	writeFile(t, dir, "sums", r.stdout)
	c := vilya(t, dir, "", "b3sum", "--check", "sums")
	// The two names with invalid UTF-8 cannot be checked: b3sum refuses
	// paths with replacement characters.
	if c.code != 1 || bytes.Count(c.stdout, []byte(": OK\n")) != len(unusualNames)-2 {
		t.Errorf("--check of its own output: %v", c)
	}
	compareB3sum(t, dir, "", "--check", "sums")
}

// TestB3sumModes checks --keyed, --derive-key, --length, --raw and
// --no-names against the library and b3sum.
func TestB3sumModes(t *testing.T) {
	dir := t.TempDir()
	data := testData(300<<10, 3)
	writeFile(t, dir, "data", data)
	writeFile(t, dir, "small", []byte("hello"))
	key := testData(32, 4)
	writeFile(t, dir, "key", key)
	writeFile(t, dir, "shortkey", key[:31])
	writeFile(t, dir, "longkey", append(key, 0))

	var k [32]byte
	copy(k[:], key)
	kd := blake3.KeyedSum256(&k, data)
	if r := vilya(t, dir, "key", "b3sum", "--keyed", "data"); string(r.stdout) != hex.EncodeToString(kd[:])+"  data\n" {
		t.Errorf("--keyed: %v", r)
	}
	dk := make([]byte, 32)
	blake3.DeriveKey(dk, "vilya test 2026-11-29", data)
	if r := vilya(t, dir, "", "b3sum", "--derive-key", "vilya test 2026-11-29", "data"); string(r.stdout) != hex.EncodeToString(dk)+"  data\n" {
		t.Errorf("--derive-key: %v", r)
	}
	x := make([]byte, 1000)
	blake3.SumXOF(x, data)
	if r := vilya(t, dir, "", "b3sum", "--length", "1000", "--no-names", "data"); string(r.stdout) != hex.EncodeToString(x)+"\n" {
		t.Errorf("--length 1000 --no-names: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--raw", "-l", "77", "data"); !bytes.Equal(r.stdout, x[:77]) {
		t.Errorf("--raw -l 77: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--raw", "data", "small"); r.code != 1 || len(r.stdout) != 0 {
		t.Errorf("--raw with two files: %v", r)
	}
	if r := vilya(t, dir, "shortkey", "b3sum", "--keyed", "data"); r.code != 1 || string(r.stderr) != "Error: expected 32 key bytes from stdin, found 31\n" {
		t.Errorf("short key: %v", r)
	}

	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"key", []string{"--keyed", "data", "small"}},
		{"shortkey", []string{"--keyed", "data"}},
		{"longkey", []string{"--keyed", "data"}},
		{"key", []string{"--keyed", "small", "-"}},
		{"key", []string{"--keyed"}},
		{"", []string{"--derive-key", "ctx", "data", "small"}},
		{"", []string{"--derive-key", "", "small"}},
		{"", []string{"--derive-key", "ctx", "--keyed", "small"}},
		{"", []string{"-l", "0", "small"}},
		{"", []string{"-l", "1", "small"}},
		{"", []string{"-l", "65", "data"}},
		{"", []string{"-l", "3000", "small", "data"}},
		{"", []string{"-l", "+3", "small"}},
		{"", []string{"-l5", "small"}},
		{"", []string{"--length=5", "small"}},
		{"", []string{"-l", "abc", "small", "missing"}},
		{"", []string{"-l", "", "small"}},
		{"", []string{"-l", "18446744073709551616", "small"}},
		{"", []string{"-l"}},
		{"", []string{"-l", "-1", "small"}},
		{"", []string{"--no-names", "small", "data"}},
		{"", []string{"--raw", "small"}},
		{"", []string{"--raw", "-l", "0", "small"}},
		{"", []string{"--raw", "-l", "1000", "data"}},
		{"", []string{"--raw", "small", "data"}},
		{"", []string{"--num-threads", "1", "data"}},
		{"", []string{"--num-threads", "0", "data"}},
		{"", []string{"--num-threads", "x", "data"}},
		{"", []string{"--num-threads", "", "data"}},
		{"", []string{"--num-threads", "99999999999999999999999", "data"}},
		{"", []string{"--quiet", "small"}},
		{"", []string{"--check", "--raw", "small"}},
		{"", []string{"--check", "--length", "3", "small"}},
		{"", []string{"--bogus"}},
		{"", []string{"--raw=1", "small"}},
		{"", []string{"-x"}},
		{"", []string{"--", "-l"}},
	} {
		compareB3sum(t, dir, c.stdin, c.args...)
	}
}

// TestB3sumStdin checks "-" and no arguments, with standard input a small
// file, a large one (hashed on several cores from its current offset) and a
// pipe.
func TestB3sumStdin(t *testing.T) {
	for _, n := range []int{70000, 3<<20 + 5} {
		dir := t.TempDir()
		data := testData(n, 5)
		writeFile(t, dir, "in", data)
		want := sumLine(data, "-")
		if r := vilya(t, dir, "in", "b3sum"); string(r.stdout) != want || r.code != 0 {
			t.Errorf("%d bytes, no arguments: %v", n, r)
		}
		if r := vilya(t, dir, "in", "sum", "--num-threads", "2", "-"); string(r.stdout) != want || r.code != 0 {
			t.Errorf("%d bytes, vilya sum -: %v", n, r)
		}
		// Standard input is read once; the second "-" sees it empty.
		r := vilya(t, dir, "in", "b3sum", "-", "in", "-")
		if want3 := want + sumLine(data, "in") + sumLine(nil, "-"); string(r.stdout) != want3 {
			t.Errorf("%d bytes, - in -: %v", n, r)
		}
		// From the offset the shell left standard input at.
		sh := runIn(t, dir, "in", "/bin/sh", "-c", "dd bs=1000 count=1 >/dev/null 2>&1; "+vilyaBin+" b3sum")
		if want := sumLine(data[1000:], "-"); string(sh.stdout) != want {
			t.Errorf("%d bytes, from offset 1000: %v, want %q", n, sh, want)
		}
		compareB3sum(t, dir, "in")
		compareB3sum(t, dir, "in", "-", "in", "-")
		compareB3sum(t, dir, "in", "--no-names", "--length", "40")
	}
	// A pipe.
	dir := t.TempDir()
	data := testData(2<<20, 6)
	writeFile(t, dir, "in", data)
	r := runIn(t, dir, "in", "/bin/sh", "-c", "cat | "+vilyaBin+" b3sum")
	if want := sumLine(data, "-"); string(r.stdout) != want {
		t.Errorf("pipe: %v, want %q", r, want)
	}
}

// TestB3sumErrors checks missing, unreadable and directory inputs: each is
// reported on standard error with its name, the rest still hashed, and the
// exit code 1.
func TestB3sumErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	if err := os.Mkdir(filepath.Join(dir, "dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "secret", []byte("x"))
	if err := os.Chmod(filepath.Join(dir, "secret"), 0); err != nil {
		t.Fatal(err)
	}
	r := vilya(t, dir, "", "b3sum", "missing", "dir", "a")
	wantErr := "vilya: missing: No such file or directory (os error 2)\nvilya: dir: Is a directory (os error 21)\n"
	if r.code != 1 || string(r.stdout) != sumLine([]byte("hello"), "a") || string(r.stderr) != wantErr {
		t.Errorf("missing, dir, a: %v", r)
	}
	compareB3sum(t, dir, "", "missing", "dir", "a")
	compareB3sum(t, dir, "dir")
	// As root, mode 000 does not stop reading; /proc/self/mem does (EIO)
	// for everyone.
	if os.Geteuid() != 0 {
		if r := vilya(t, dir, "", "b3sum", "secret", "a"); r.code != 1 || !strings.Contains(string(r.stderr), "secret: Permission denied (os error 13)") {
			t.Errorf("unreadable file: %v", r)
		}
		compareB3sum(t, dir, "", "secret", "a")
	} else {
		t.Log("running as root: mode 000 cannot make a file unreadable; using /proc/self/mem")
	}
	if _, err := os.Stat("/proc/self/mem"); err == nil {
		r := vilya(t, dir, "", "b3sum", "/proc/self/mem", "a")
		if r.code != 1 || !strings.Contains(string(r.stderr), "/proc/self/mem: Input/output error (os error 5)") {
			t.Errorf("/proc/self/mem: %v", r)
		}
		compareB3sum(t, dir, "", "/proc/self/mem", "a")
	}
}
