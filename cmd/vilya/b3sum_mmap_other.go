//go:build !linux

package main

import (
	"errors"
	"os"
)

// mapFile is not implemented here: files are read with WriteReaderAt.
func mapFile(f *os.File, size int64) (data []byte, unmap func(), err error) {
	return nil, nil, errors.ErrUnsupported
}
