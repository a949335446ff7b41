package blake3

import (
	"errors"
	"io"
	"math"
	"math/bits"
)

// An OutputReader reads BLAKE3's extended output: 2^64 bytes, of which the
// first 32 are the digest. It implements io.Reader, io.Seeker and
// io.ReaderAt. Reading any part costs the same per byte, wherever it is.
type OutputReader struct {
	o output
	// pos is the offset of the next byte Read returns; end reports that
	// the whole 2^64-byte output has been read (pos then wraps to 0).
	pos uint64
	end bool
}

var (
	errSeekNegative = errors.New("blake3: seek to a negative offset")
	errSeekPastEnd  = errors.New("blake3: seek past the end of the 2^64-byte output")
	errSeekTooFar   = errors.New("blake3: offset does not fit in an int64; use SetPosition")
	errBadWhence    = errors.New("blake3: invalid whence")
)

// Read fills p with the next len(p) bytes of output. It returns io.EOF only
// at the end of the 2^64-byte output.
func (r *OutputReader) Read(p []byte) (int, error) {
	if r.end {
		return 0, io.EOF
	}
	if left := -r.pos; left != 0 && uint64(len(p)) > left {
		p = p[:left]
	}
	r.o.fill(p, r.pos)
	r.pos += uint64(len(p))
	if r.pos == 0 && len(p) > 0 {
		r.end = true
	}
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
// of the output is 2^64. Seeking past the end, before the start, or to a
// position that an int64 cannot hold (use SetPosition for those) returns an
// error and leaves the position unchanged.
func (r *OutputReader) Seek(offset int64, whence int) (int64, error) {
	// The target is hi*2^64 + lo, with hi in -1..2 while it is computed.
	var lo uint64
	var hi int
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		lo = r.pos
		if r.end {
			hi = 1
		}
	case io.SeekEnd:
		hi = 1
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
	case hi > 1 || hi == 1 && lo != 0:
		return 0, errSeekPastEnd
	case hi == 1 || lo > math.MaxInt64:
		return 0, errSeekTooFar
	}
	r.pos, r.end = lo, false
	return int64(lo), nil
}

// SetPosition sets the position of the next Read to pos, any offset in the
// 2^64-byte output.
func (r *OutputReader) SetPosition(pos uint64) {
	r.pos, r.end = pos, false
}

// Position returns the offset of the next byte Read returns. After the last
// byte of the output it returns 0 and Read returns io.EOF.
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
