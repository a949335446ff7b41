package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestDropPages maps a file, drops its page-table entries in parts as unmap
// does, and reads the mapping again: it must still hold the file (the pages
// fault back in from the page cache), for part counts that split it
// unevenly, into pages and into more parts than pages.
func TestDropPages(t *testing.T) {
	page := os.Getpagesize()
	for _, size := range []int{100, page, 3*page + 100, 1<<20 + 12345} {
		data := testData(size, 7)
		path := filepath.Join(t.TempDir(), "f")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, parts := range []int{1, 2, 3, 7, 1000} {
			m, unmap, err := mapFile(f, int64(size), parts)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(m, data) {
				t.Fatalf("size %d: mapping differs from the file", size)
			}
			dropPages(m, parts)
			if !bytes.Equal(m, data) {
				t.Fatalf("size %d, %d parts: mapping differs from the file after dropPages", size, parts)
			}
			unmap()
		}
		f.Close()
	}
}
