package bao

import (
	"encoding/binary"
	"fmt"
	"io"
	"sync"
)

// ExtractSlice writes to dst the slice of an encoding that proves count
// content bytes from start: the length header, then, in pre-order, every
// parent node and leaf whose content range meets the requested one, as the
// Bao specification defines slices. A count of 0 counts as 1, a start at or
// past the end of the content selects the final leaf, and a range past the
// end is capped at it (permissive bounds). For a combined encoding enc is
// the encoding and data is nil; for an outboard one, enc is the outboard
// encoding and data the content. Extraction verifies nothing (a slice
// decoder does); it reads only the nodes it writes, skipping forward by
// seeking (or, in an input that cannot seek, by reading), so its time and
// memory follow the size of the slice, not of the encoding.
func ExtractSlice(dst io.Writer, enc, data io.Reader, start, count uint64, group int) error {
	g := checkGroup(group)
	x := extractors.Get().(*extractor)
	defer func() {
		x.enc, x.data, x.w = source{}, source{}, nil
		extractors.Put(x)
	}()
	x.enc, x.data, x.outboard, x.g, x.w = newSource(enc), source{}, false, g, dst
	if data != nil {
		x.data, x.outboard = newSource(data), true
	}
	h := x.block[:headerLen]
	if err := x.enc.readAt(h, 0); err != nil {
		return fmt.Errorf("bao: reading the length header: %w", err)
	}
	length := binary.LittleEndian.Uint64(h)
	if length > 1<<63-1 {
		return fmt.Errorf("bao: length header %d: %w", length, ErrTooLarge)
	}
	if _, err := size(int64(length), x.g, x.outboard); err != nil {
		return fmt.Errorf("bao: length header %d: %w", length, err)
	}
	if _, err := dst.Write(h); err != nil {
		return err
	}
	x.a, x.b = sliceRange(length, start, count)
	return x.walk(0, length, headerLen)
}

// extractors recycles extractors with their buffers.
var extractors = sync.Pool{New: func() any { return new(extractor) }}

type extractor struct {
	enc, data source
	outboard  bool
	g         uint
	w         io.Writer
	a, b      uint64
	buf       [64 << 10]byte // a leaf, in pieces
	block     [parentLen]byte
}

// walk writes the nodes of the subtree over [s, s+n), whose encoding is at
// off, that meet [a, b).
func (x *extractor) walk(s, n uint64, off int64) error {
	if n <= chunkLen<<x.g {
		src, at := &x.enc, off
		if x.outboard {
			src, at = &x.data, int64(s)
		}
		for n > 0 {
			p := x.buf[:min(n, uint64(len(x.buf)))]
			if err := src.readAt(p, at); err != nil {
				return fmt.Errorf("bao: reading a leaf: %w", err)
			}
			if _, err := x.w.Write(p); err != nil {
				return err
			}
			n -= uint64(len(p))
			at += int64(len(p))
		}
		return nil
	}
	block := x.block[:]
	if err := x.enc.readAt(block, off); err != nil {
		return fmt.Errorf("bao: reading a parent node: %w", err)
	}
	if _, err := x.w.Write(block); err != nil {
		return err
	}
	l := leftLen(n)
	if s < x.b && x.a < s+l {
		if err := x.walk(s, l, off+parentLen); err != nil {
			return err
		}
	}
	if s+l < x.b && x.a < s+n {
		return x.walk(s+l, n-l, off+parentLen+int64(encLen(l, x.g, x.outboard)))
	}
	return nil
}
