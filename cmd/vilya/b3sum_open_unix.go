//go:build unix

package main

import (
	"os"
	"syscall"

	"github.com/vilyacrypto/vilya/blake3"
)

// openInput opens path for reading. A regular file shorter than parallelMin
// it hashes into h at once, through the descriptor alone, and returns
// done; anything else it returns as f. (os.Open would also try to register
// the descriptor with the runtime's poller, which regular files refuse: an
// epoll_ctl and four fcntl calls per file, which with the os.File around
// them made checking many small files slower than b3sum.)
func (c *b3sumCmd) openInput(h *blake3.Hasher, path string) (f *os.File, done bool, err error) {
	fd, err := openRead(path)
	if err != nil {
		return nil, false, err
	}
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || !smallRegular(&st) {
		return os.NewFile(uintptr(fd), path), false, nil
	}
	defer syscall.Close(fd)
	return nil, true, readSmall(h, c.readBuf(), fd, st.Size, path)
}

// hashSmall hashes path into h, reading through buf (at least parallelMin
// bytes), when it is a regular file shorter than parallelMin, and reports
// whether it did (with the error that ended it, if any); anything else it
// leaves alone. It stats path before it opens it, so that it never opens
// anything but a regular file.
func hashSmall(h *blake3.Hasher, buf []byte, path string) (handled bool, err error) {
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil || !smallRegular(&st) {
		return false, nil
	}
	fd, err := openRead(path)
	if err != nil {
		return true, err
	}
	defer syscall.Close(fd)
	if syscall.Fstat(fd, &st) != nil || !smallRegular(&st) {
		return false, nil // replaced since the stat
	}
	return true, readSmall(h, buf, fd, st.Size, path)
}

// smallRegular reports whether st is a regular file shorter than
// parallelMin.
func smallRegular(st *syscall.Stat_t) bool {
	return st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Size < parallelMin
}

// openRead opens path read-only, close-on-exec, retrying on EINTR; an error
// is an *os.PathError, as os.Open's.
func openRead(path string) (int, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err == nil {
			return fd, nil
		}
		if err != syscall.EINTR {
			return -1, &os.PathError{Op: "open", Path: path, Err: err}
		}
	}
}

// readSmall writes to h everything fd, a regular file of size bytes at
// fstat, reads through buf.
func readSmall(h *blake3.Hasher, buf []byte, fd int, size int64, path string) error {
	for total := int64(0); ; {
		n, err := syscall.Read(fd, buf)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return &os.PathError{Op: "read", Path: path, Err: err}
		case n == 0:
			return nil
		default:
			h.Write(buf[:n])
			// A short read that reaches the size fstat gave is the end of
			// the file: a regular file reads short only there. Reading on
			// to a zero-length read, as b3sum does, would add a system
			// call per file; a file that grew is read on.
			if total += int64(n); n < len(buf) && total == size {
				return nil
			}
		}
	}
}
