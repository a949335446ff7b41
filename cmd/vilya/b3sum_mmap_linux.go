package main

import (
	"os"
	"sync"
	"syscall"
)

// mapFile maps the first size bytes of f read-only, as b3sum does, so that
// hashing reads the page cache in place instead of copying it (reading 1 GiB
// with pread cost 3x the system time). Pages fault in on the cores that
// hash them; MAP_POPULATE measured no better (docs/NOTEBOOK.md). If the
// file shrinks while it is mapped, touching a page past its new end kills
// the process, as it does b3sum.
//
// unmap releases the mapping. With workers > 1 and at least splitUnmapMin
// bytes, it first drops the page-table entries of workers equal parts at
// once (MADV_DONTNEED, one goroutine each: the kernel zaps ranges under a
// shared lock, where munmap zaps the whole mapping on one core under an
// exclusive one), then unmaps what is left; the page cache is untouched
// either way. data must not be used after unmap.
func mapFile(f *os.File, size int64, workers int) (data []byte, unmap func(), err error) {
	if size <= 0 || size != int64(int(size)) {
		return nil, nil, syscall.EINVAL
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	return data, func() {
		if workers > 1 && len(data) >= splitUnmapMin {
			dropPages(data, workers)
		}
		syscall.Munmap(data)
	}, nil
}

// dropPages drops the page-table entries of data (a mapping: page-aligned)
// in up to parts ranges of whole pages at once, one on the calling
// goroutine. Errors are ignored: munmap releases whatever is left.
func dropPages(data []byte, parts int) {
	page := os.Getpagesize()
	step := max((len(data)/parts+page-1)/page*page, page)
	var wg sync.WaitGroup
	for lo := step; lo < len(data); lo += step {
		wg.Add(1)
		go func(b []byte) {
			defer wg.Done()
			syscall.Madvise(b, syscall.MADV_DONTNEED)
		}(data[lo:min(lo+step, len(data))])
	}
	syscall.Madvise(data[:min(step, len(data))], syscall.MADV_DONTNEED)
	wg.Wait()
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
