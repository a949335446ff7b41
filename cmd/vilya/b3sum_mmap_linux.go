package main

import (
	"os"
	"syscall"
)

// mapFile maps the first size bytes of f read-only, as b3sum does, so that
// hashing reads the page cache in place instead of copying it (reading 1 GiB
// with pread cost 3x the system time). Pages fault in on the cores that
// hash them; MAP_POPULATE measured no better (docs/NOTEBOOK.md). If the
// file shrinks while it is mapped, touching a page past its new end kills
// the process, as it does b3sum.
func mapFile(f *os.File, size int64) (data []byte, unmap func(), err error) {
	if size <= 0 || size != int64(int(size)) {
		return nil, nil, syscall.EINVAL
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	return data, func() { syscall.Munmap(data) }, nil
}

// processMinorFaults returns the minor page faults of the process so far
// (getrusage), or -1 if that fails.
func processMinorFaults() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return int64(ru.Minflt)
}
