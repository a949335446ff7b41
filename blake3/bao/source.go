package bao

import (
	"errors"
	"io"
)

// errNoSeek is returned when a decoder must move backwards in an input that
// can neither seek nor read at an offset.
var errNoSeek = errors.New("bao: seeking needs an input that is an io.Seeker or io.ReaderAt")

// source reads an input at offsets counted from where it stood when the
// decoder was made. It reads with ReadAt when the input is an io.ReaderAt
// and an io.Seeker that can tell its position (a regular file, a
// bytes.Reader; not a pipe), else sequentially, skipping forward by
// reading and seeking backwards only through an io.Seeker.
type source struct {
	r    io.Reader
	ra   io.ReaderAt
	sk   io.Seeker
	base int64  // the input's position at offset 0
	pos  int64  // the offset r reads next (sequential mode)
	seq  bool   // ignore offsets: read on (slices)
	mem  []byte // the whole input, for the decoders of byte slices
	set  bool   // mem is the input (it may be empty)
}

// view returns the n bytes at off of an input held in memory, without
// copying, and whether it could.
func (s *source) view(off int64, n uint64) ([]byte, bool) {
	if !s.set || off < 0 || uint64(off) > uint64(len(s.mem)) || n > uint64(len(s.mem))-uint64(off) {
		return nil, false
	}
	return s.mem[off : uint64(off)+n], true
}

func newSource(r io.Reader) source {
	s := source{r: r}
	if sk, ok := r.(io.Seeker); ok {
		if base, err := sk.Seek(0, io.SeekCurrent); err == nil {
			s.sk, s.base = sk, base
			if ra, ok := r.(io.ReaderAt); ok {
				s.ra = ra
			}
		}
	}
	return s
}

// readAt fills p from offset off. A short input is io.ErrUnexpectedEOF.
func (s *source) readAt(p []byte, off int64) error {
	if len(p) == 0 {
		return nil
	}
	if s.set {
		if v, ok := s.view(off, uint64(len(p))); ok {
			copy(p, v)
			return nil
		}
		return io.ErrUnexpectedEOF
	}
	if s.ra != nil && !s.seq {
		return readFullAt(s.ra, p, s.base+off)
	}
	if off != s.pos && !s.seq {
		switch {
		case s.sk != nil:
			if _, err := s.sk.Seek(s.base+off, io.SeekStart); err != nil {
				return err
			}
		case off > s.pos:
			m, err := io.CopyN(io.Discard, s.r, off-s.pos)
			s.pos += m
			if err != nil {
				return unexpected(err)
			}
		default:
			return errNoSeek
		}
		s.pos = off
	}
	n, err := io.ReadFull(s.r, p)
	s.pos += int64(n)
	return unexpected(err)
}
