//go:build !linux

package main

import (
	"errors"
	"os"
)

// mapFile is not implemented here: files are read with WriteReaderAt.
func mapFile(f *os.File, size int64, workers int) (data []byte, unmap func(), err error) {
	return nil, nil, errors.ErrUnsupported
}

// processMinorFaults returns -1: files are not mapped here.
func processMinorFaults() int64 { return -1 }
