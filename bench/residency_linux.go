package main

import (
	"fmt"
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// residency says how much of the file at path is in the page cache
// (mincore over a read-only mapping of it, which faults nothing in).
func residency(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Sprintf("page-cache residency unknown: %v", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return fmt.Sprintf("page-cache residency unknown: %v", err)
	}
	if fi.Size() == 0 {
		return "page-cache residency unknown: the file is empty"
	}
	m, err := unix.Mmap(int(f.Fd()), 0, int(fi.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return fmt.Sprintf("page-cache residency unknown: %v", err)
	}
	defer unix.Munmap(m)
	page := os.Getpagesize()
	vec := make([]byte, (len(m)+page-1)/page)
	// x/sys/unix has no Mincore wrapper: the raw call (the mapping and
	// vec outlive it).
	if _, _, e := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(unsafe.SliceData(m))), uintptr(len(m)),
		uintptr(unsafe.Pointer(unsafe.SliceData(vec)))); e != 0 {
		return fmt.Sprintf("page-cache residency unknown: %v", e)
	}
	in := 0
	for _, v := range vec {
		in += int(v & 1)
	}
	return fmt.Sprintf("%.1f %% of its %s file was in the page cache after the row (mincore)",
		100*float64(in)/float64(len(vec)), humanSize(int(fi.Size())))
}
