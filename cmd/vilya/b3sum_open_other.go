//go:build !unix

package main

import (
	"os"

	"github.com/vilyacrypto/vilya/blake3"
)

// openInput opens path for reading; it never hashes it itself.
func (c *b3sumCmd) openInput(_ *blake3.Hasher, path string) (f *os.File, done bool, err error) {
	f, err = os.Open(path)
	return f, false, err
}

// regularSize returns the size of path when it is a regular file shorter
// than limit bytes, and -1 otherwise (or when it cannot be statted). It
// never opens path: opening a FIFO or a device can block, or act on
// whatever is at its other end.
func regularSize(path string, limit int64) int64 {
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() >= limit {
		return -1
	}
	return fi.Size()
}

// hashRegular hashes path, which regularSize found to be a regular file
// under limit bytes, into h on the calling goroutine, and reports whether
// it did (with the error that ended it, if any). If path is no longer such
// a file once open, it leaves it alone.
func hashRegular(h *blake3.Hasher, _ []byte, path string, limit int64) (handled bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return true, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() >= limit {
		return false, nil // replaced since the stat
	}
	_, err = h.ReadFrom(f)
	return true, err
}
