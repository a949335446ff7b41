package blake3

import (
	"errors"
	"io"
	"math"
	"math/bits"
)

// An OutputReader reads BLAKE3's extended output, of which the first 32
// bytes are the digest. It serves the first 2^64-1 bytes of the output
// (BLAKE3 defines up to 2^64; b3sum's --length stops at 2^64-1 too), so that
// every position, the end included, is a uint64: Position is always the
// offset of the next byte Read returns, and SetPosition(Position()) never
// moves the reader. It implements io.Reader, io.Seeker and io.ReaderAt.
// Reading any part costs the same per byte, wherever it is.
type OutputReader struct {
	o output
	// pos is the offset of the next byte Read returns; pos == outputEnd
	// once the whole output has been read.
	pos uint64
}

// outputEnd is the length of the output an OutputReader serves, 2^64-1
// bytes: the position after its last byte.
const outputEnd = math.MaxUint64

var (
	errSeekNegative = errors.New("blake3: seek to a negative offset")
	errSeekPastEnd  = errors.New("blake3: seek past the end of the 2^64-byte output")
	errSeekTooFar   = errors.New("blake3: offset does not fit in an int64; use SetPosition")
	errBadWhence    = errors.New("blake3: invalid whence")
)

// Read fills p with the next len(p) bytes of output. It returns io.EOF only
// at the end of the output, position 2^64-1.
func (r *OutputReader) Read(p []byte) (int, error) {
	left := outputEnd - r.pos
	if left == 0 {
		return 0, io.EOF
	}
	if uint64(len(p)) > left {
		p = p[:left]
	}
	r.o.fill(p, r.pos)
	r.pos += uint64(len(p))
	return len(p), nil
}

// ReadAt fills p with the output bytes at offsets off..off+len(p)-1. It does
// not move the position used by Read, and may be called concurrently with
// other ReadAt calls.
func (r *OutputReader) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errSeekNegative
	}
	r.o.fill(p, uint64(off))
	return len(p), nil
}

// Seek sets the position of the next Read, as io.Seeker describes; the end
// of the output is 2^64-1. Seeking past the end, before the start, or to a
// position that an int64 cannot hold (use SetPosition for those) returns an
// error and leaves the position unchanged.
func (r *OutputReader) Seek(offset int64, whence int) (int64, error) {
	// The target is hi*2^64 + lo, with hi in -1..1 while it is computed.
	var lo uint64
	var hi int
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		lo = r.pos
	case io.SeekEnd:
		lo = outputEnd
	default:
		return 0, errBadWhence
	}
	var carry uint64
	if offset >= 0 {
		lo, carry = bits.Add64(lo, uint64(offset), 0)
		hi += int(carry)
	} else {
		lo, carry = bits.Sub64(lo, uint64(-offset), 0)
		hi -= int(carry)
	}
	switch {
	case hi < 0:
		return 0, errSeekNegative
	case hi > 0:
		return 0, errSeekPastEnd
	case lo > math.MaxInt64:
		return 0, errSeekTooFar
	}
	r.pos = lo
	return int64(lo), nil
}

// SetPosition sets the position of the next Read to pos, any offset in the
// output; at 2^64-1, its end, Read returns io.EOF.
func (r *OutputReader) SetPosition(pos uint64) { r.pos = pos }

// Position returns the offset of the next byte Read returns: 2^64-1 after
// the last byte of the output, where Read returns io.EOF.
func (r *OutputReader) Position() uint64 { return r.pos }

// fill sets out to the root output bytes at offsets off..off+len(out)-1
// (modulo 2^64). Whole blocks are written in place.
func (o *output) fill(out []byte, off uint64) {
	var tmp [BlockSize]byte
	block := off / BlockSize
	if skip := int(off % BlockSize); skip != 0 && len(out) > 0 {
		o.rootBlocks(tmp[:BlockSize], block)
		n := copy(out, tmp[skip:BlockSize])
		out = out[n:]
		block++
	}
	if whole := len(out) / BlockSize * BlockSize; whole > 0 {
		o.rootBlocks(out[:whole], block)
		block += uint64(whole / BlockSize)
		out = out[whole:]
	}
	if len(out) > 0 {
		o.rootBlocks(tmp[:BlockSize], block)
		copy(out, tmp[:])
	}
}
