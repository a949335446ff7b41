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

// hashSmall hashes path into h when it is a regular
// file shorter than parallelMin, and reports whether it did (with the
// error that ended it, if any); anything else it leaves alone. It stats
// path before it opens it, so that it never opens anything but a regular
// file.
func hashSmall(h *blake3.Hasher, _ []byte, path string) (handled bool, err error) {
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() || fi.Size() >= parallelMin {
		return false, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return true, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() >= parallelMin {
		return false, nil // replaced since the stat
	}
	_, err = h.ReadFrom(f)
	return true, err
}
