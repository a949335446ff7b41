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
