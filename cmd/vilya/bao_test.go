package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/bao"
)

func readFile(t *testing.T, dir, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBaoCommands(t *testing.T) {
	dir := t.TempDir()
	content := make([]byte, 300000)
	rand.NewChaCha8([32]byte{9}).Read(content)
	writeFile(t, dir, "in", content)
	root := blake3.Sum256(content)
	h := hex.EncodeToString(root[:])

	if r := vilya(t, dir, "in", "bao", "hash"); r.code != 0 || string(r.stdout) != h+"\n" {
		t.Fatalf("hash of stdin: %v", r)
	}
	writeFile(t, dir, "empty", nil)
	if r := vilya(t, dir, "", "bao", "hash", "in", "empty", "missing"); r.code != 1 ||
		!strings.HasPrefix(string(r.stdout), h+"  in\naf1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  empty\n") ||
		!strings.Contains(string(r.stderr), "missing") {
		t.Fatalf("hash of files: %v", r)
	}

	// A file large enough to be hashed on several cores, from its name and
	// from standard input, and a directory among the inputs.
	big := make([]byte, 3<<20+12345)
	rand.NewChaCha8([32]byte{10}).Read(big)
	writeFile(t, dir, "big", big)
	bigRoot := blake3.Sum256(big)
	bh := hex.EncodeToString(bigRoot[:])
	if r := vilya(t, dir, "big", "bao", "hash"); r.code != 0 || string(r.stdout) != bh+"\n" {
		t.Fatalf("hash of a large stdin: %v", r)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if r := vilya(t, dir, "", "bao", "hash", "big", "sub", "in"); r.code != 1 ||
		string(r.stdout) != bh+"  big\n"+h+"  in\n" || !strings.Contains(string(r.stderr), "sub") {
		t.Fatalf("hash of a large file and a directory: %v", r)
	}

	// The large file encoded on several cores, combined and outboard.
	for _, g := range []int{0, 4} {
		want, _ := bao.Encode(nil, big, g)
		wantOb, _ := bao.EncodeOutboard(nil, big, g)
		if r := vilya(t, dir, "", "bao", "encode", "big", "bigenc", fmt.Sprint("--group=", g)); r.code != 0 || !bytes.Equal(readFile(t, dir, "bigenc"), want) {
			t.Fatalf("encode of a large file, g %d: %v", g, r)
		}
		if r := vilya(t, dir, "", "bao", "encode", "big", "--outboard=bigob", fmt.Sprint("--group=", g)); r.code != 0 || !bytes.Equal(readFile(t, dir, "bigob"), wantOb) {
			t.Fatalf("outboard encode of a large file, g %d: %v", g, r)
		}
	}

	for _, g := range []string{"0", "4"} {
		gi := int(g[0] - '0')
		want, _ := bao.Encode(nil, content, gi)
		wantOb, _ := bao.EncodeOutboard(nil, content, gi)
		if r := vilya(t, dir, "", "bao", "encode", "in", "enc", "--group="+g); r.code != 0 || !bytes.Equal(readFile(t, dir, "enc"), want) {
			t.Fatalf("encode g %s: %v", g, r)
		}
		// From a pipe-like input of unknown length (stdin redirected from
		// a file is a regular file; "-" through a plain reader is tested in
		// the package), and to an outboard file.
		if r := vilya(t, dir, "in", "bao", "encode", "-", "--outboard", "ob", "--group", g); r.code != 0 || !bytes.Equal(readFile(t, dir, "ob"), wantOb) {
			t.Fatalf("encode outboard g %s: %v", g, r)
		}
		if r := vilya(t, dir, "", "bao", "decode", h, "enc", "--group="+g); r.code != 0 || !bytes.Equal(r.stdout, content) {
			t.Fatalf("decode g %s: exit %d, %d bytes, %s", g, r.code, len(r.stdout), r.stderr)
		}
		if r := vilya(t, dir, "", "bao", "decode", h, "in", "out", "--outboard=ob", "--start=1000", "--count=70000", "--group="+g); r.code != 0 ||
			!bytes.Equal(readFile(t, dir, "out"), content[1000:71000]) {
			t.Fatalf("decode outboard g %s: %v", g, r)
		}
		if r := vilya(t, dir, "", "bao", "slice", "100000", "5000", "enc", "sl", "--group="+g); r.code != 0 {
			t.Fatalf("slice: %v", r)
		}
		if r := vilya(t, dir, "", "bao", "slice", "100000", "5000", "in", "--outboard=ob", "--group="+g); r.code != 0 || !bytes.Equal(r.stdout, readFile(t, dir, "sl")) {
			t.Fatalf("slice from outboard: %v", r)
		}
		if r := vilya(t, dir, "sl", "bao", "decode-slice", h, "100000", "5000", "--group="+g); r.code != 0 || !bytes.Equal(r.stdout, content[100000:105000]) {
			t.Fatalf("decode-slice: %v", r)
		}
	}

	// Corruption: a named output is never created; standard output gets
	// at most a verified prefix; the exit code is 1.
	enc := readFile(t, dir, "enc") // g = 4
	bad := bytes.Clone(enc)
	bad[len(bad)-10] ^= 1
	writeFile(t, dir, "bad", bad)
	r := vilya(t, dir, "", "bao", "decode", h, "bad", "never", "--group=4")
	if r.code != 1 || !strings.Contains(string(r.stderr), "hash mismatch") {
		t.Fatalf("decode of a corrupt encoding: %v", r)
	}
	if _, err := os.Stat(filepath.Join(dir, "never")); !os.IsNotExist(err) {
		t.Fatalf("decode of a corrupt encoding left its output: %v", err)
	}
	if ents, _ := filepath.Glob(filepath.Join(dir, ".never*")); len(ents) != 0 {
		t.Fatalf("temporary files left: %v", ents)
	}
	r = vilya(t, dir, "", "bao", "decode", h, "bad", "--group=4")
	if r.code != 1 || len(r.stdout) >= len(content) || !bytes.Equal(r.stdout, content[:len(r.stdout)]) {
		t.Fatalf("decode of a corrupt encoding to stdout: exit %d, %d bytes", r.code, len(r.stdout))
	}
	writeFile(t, dir, "short", enc[:len(enc)/2])
	if r := vilya(t, dir, "", "bao", "decode", h, "short", "--group=4"); r.code != 1 || !strings.Contains(string(r.stderr), "ends early") {
		t.Fatalf("decode of a truncated encoding: %v", r)
	}
	if r := vilya(t, dir, "", "bao", "decode", h, "enc", "--group=3"); r.code != 1 {
		t.Fatalf("decode with the wrong group: %v", r)
	}
}

func TestBaoUsageErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "in", []byte("x"))
	h := strings.Repeat("00", 32)
	for _, args := range [][]string{
		{"bao"},
		{"bao", "frob"},
		{"bao", "encode", "in"},
		{"bao", "encode", "in", "-"},
		{"bao", "decode"},
		{"bao", "decode", "xyz", "in"},
		{"bao", "decode", h, "in", "out", "extra"},
		{"bao", "decode", h, "--start=-1"},
		{"bao", "decode", h, "--group=9"},
		{"bao", "decode", h, "--frob"},
		{"bao", "slice", "1"},
		{"bao", "slice", "x", "1"},
		{"bao", "slice", "1", "1", "--start=3"},
		{"bao", "decode-slice", h, "1"},
		{"bao", "hash", "--outboard=x"},
	} {
		if r := vilya(t, dir, "", args...); r.code != 2 || len(r.stderr) == 0 {
			t.Errorf("%q: %v", args, r)
		}
	}
	if r := vilya(t, dir, "", "bao", "--help"); r.code != 0 || !strings.Contains(string(r.stdout), "decode-slice") {
		t.Errorf("bao --help: %v", r)
	}
}

// TestBaoEncodeOntoInput asks encode to write onto its own input, named,
// through a link, as standard input and as the outboard file: each fails
// and leaves the input as it was.
func TestBaoEncodeOntoInput(t *testing.T) {
	dir := t.TempDir()
	content := bytes.Repeat([]byte("vilya"), 1000)
	writeFile(t, dir, "in", content)
	if err := os.Symlink("in", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"bao", "encode", "in", "in"}},
		{"", []string{"bao", "encode", "in", "link"}},
		{"in", []string{"bao", "encode", "-", "in"}},
		{"", []string{"bao", "encode", "in", "--outboard=in"}},
	} {
		r := vilya(t, dir, c.stdin, c.args...)
		if r.code != 1 || !strings.Contains(string(r.stderr), "the output is the input file") {
			t.Errorf("%q: %v", c.args, r)
		}
		if got := readFile(t, dir, "in"); !bytes.Equal(got, content) {
			t.Fatalf("%q changed the input: %d bytes left", c.args, len(got))
		}
	}
}

func FuzzParseBaoArgs(f *testing.F) {
	f.Add("decode\x00abc\x00--start=5\x00--count\x007")
	f.Add("slice\x001\x002\x00--outboard\x00")
	f.Add("encode\x00a\x00--group=99")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := parseBaoArgs(strings.Split(s, "\x00"))
		if err == nil && a == nil {
			t.Fatal("nil args without an error")
		}
	})
}

// TestBaoPipes encodes from a pipe (length unknown: EncodeStream) and
// decodes from one (no seeking: --start skips forward by reading).
func TestBaoPipes(t *testing.T) {
	dir := t.TempDir()
	content := make([]byte, 700000)
	rand.NewChaCha8([32]byte{7}).Read(content)
	root := blake3.Sum256(content)
	h := hex.EncodeToString(root[:])
	run := func(stdin []byte, args ...string) ([]byte, error) {
		cmd := exec.Command(vilyaBin, args...)
		cmd.Dir = dir
		cmd.Stdin = bytes.NewReader(stdin)
		return cmd.Output()
	}
	if _, err := run(content, "bao", "encode", "-", "enc"); err != nil {
		t.Fatal(err)
	}
	want, _ := bao.Encode(nil, content, 0)
	enc := readFile(t, dir, "enc")
	if !bytes.Equal(enc, want) {
		t.Fatal("encoding from a pipe differs")
	}
	out, err := run(enc, "bao", "decode", h, "--start=300000", "--count=1000")
	if err != nil || !bytes.Equal(out, content[300000:301000]) {
		t.Fatalf("decode from a pipe: %d bytes, %v", len(out), err)
	}
}
