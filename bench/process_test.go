package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestCopyExecutable(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	want := bytes.Repeat([]byte("vilya\x00"), 100000)
	if err := os.WriteFile(src, want, 0o700); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, "dst")
	if err := copyExecutable(src, dst); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("copy has %d bytes, differs from the %d of its source", len(got), len(want))
	}
	fi, err := os.Stat(dst)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm()&0o100 == 0 {
		t.Fatalf("copy's mode %v is not executable", fi.Mode())
	}
	if err := copyExecutable(src, dst); err == nil {
		t.Fatal("copying onto an existing file succeeded")
	}
	if err := copyExecutable(filepath.Join(dir, "missing"), filepath.Join(dir, "x")); err == nil {
		t.Fatal("copying a missing file succeeded")
	}
}
