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
	var fd int
	for {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, false, &os.PathError{Op: "open", Path: path, Err: err}
	}
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size >= parallelMin {
		return os.NewFile(uintptr(fd), path), false, nil
	}
	defer syscall.Close(fd)
	buf := c.readBuf()
	for total := int64(0); ; {
		n, err := syscall.Read(fd, buf)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return nil, true, &os.PathError{Op: "read", Path: path, Err: err}
		case n == 0:
			return nil, true, nil
		default:
			h.Write(buf[:n])
			// A short read that reaches the size fstat gave is the end of
			// the file: a regular file reads short only there. Reading on
			// to a zero-length read, as b3sum does, would add a system
			// call per file; a file that grew is read on.
			if total += int64(n); n < len(buf) && total == st.Size {
				return nil, true, nil
			}
		}
	}
}
