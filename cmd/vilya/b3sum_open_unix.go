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
	if syscall.Fstat(fd, &st) != nil || !regularBelow(&st, parallelMin) {
		return os.NewFile(uintptr(fd), path), false, nil
	}
	defer syscall.Close(fd)
	return nil, true, readRegular(h, c.readBuf(), fd, st.Size, path)
}

// regularSize returns the size of path when it is a regular file shorter
// than limit bytes, and -1 otherwise (or when it cannot be statted). It
// never opens path: opening a FIFO or a device can block, or act on
// whatever is at its other end.
func regularSize(path string, limit int64) int64 {
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil || !regularBelow(&st, limit) {
		return -1
	}
	return st.Size
}

// hashRegular hashes path, which regularSize found to be a regular file
// under limit bytes, into h on the calling goroutine, reading through buf,
// and reports whether it did (with the error that ended it, if any). If
// path is no longer such a file once open, it leaves it alone.
func hashRegular(h *blake3.Hasher, buf []byte, path string, limit int64) (handled bool, err error) {
	fd, err := openRead(path)
	if err != nil {
		return true, err
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || !regularBelow(&st, limit) {
		return false, nil // replaced since the stat
	}
	return true, readRegular(h, buf, fd, st.Size, path)
}

// regularBelow reports whether st is a regular file shorter than limit
// bytes.
func regularBelow(st *syscall.Stat_t, limit int64) bool {
	return st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Size < limit
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

// readRegular writes to h everything fd, a regular file of size bytes at
// fstat, reads through buf.
func readRegular(h *blake3.Hasher, buf []byte, fd int, size int64, path string) error {
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
