package blake3

import (
	"hash"
	"io"
)

// An XOF is BLAKE3 as an extendable-output function in the shape of
// hash.XOF (the interface crypto/sha3.SHAKE implements): Write absorbs
// input, then Read returns the extended output (2^64-1 bytes) from its start.
// Besides Read it keeps the OutputReader's random access, Seek and ReadAt;
// the first call to any of the three ends the input, and a Write after it
// panics, as hash.XOF requires. Reset returns to absorbing.
//
// Its output is the extended output of a Hasher of the same mode fed the
// same input (its first 32 bytes are the digest). It implements hash.XOF,
// io.Seeker, io.ReaderAt and, as SHAKE does, encoding.BinaryMarshaler,
// encoding.BinaryAppender and encoding.BinaryUnmarshaler. Write, Read, Seek
// and ReadAt allocate nothing. The zero value is ready to use, as the
// default (unkeyed) hash, the same as NewXOF's; NewKeyedXOF and
// NewDeriveKeyXOF give the other modes. An XOF is not safe for concurrent
// use.
type XOF struct {
	h   Hasher
	out OutputReader
	// reading reports that the input has ended and out reads its output.
	reading bool
}

var (
	_ hash.XOF    = (*XOF)(nil)
	_ io.Seeker   = (*XOF)(nil)
	_ io.ReaderAt = (*XOF)(nil)
)

// NewXOF returns an XOF for the default (unkeyed) BLAKE3 hash.
func NewXOF() *XOF { return &XOF{h: Hasher{key: iv}} }

// NewKeyedXOF returns an XOF for BLAKE3's keyed-hash mode under key.
func NewKeyedXOF(key *[KeySize]byte) *XOF { return &XOF{h: *NewKeyed(key)} }

// NewDeriveKeyXOF returns an XOF for BLAKE3's derive-key mode: the input
// is the key material, and the output the key stream derived for context,
// a hard-coded, globally unique string (see NewDeriveKey).
func NewDeriveKeyXOF(context string) *XOF { return &XOF{h: *NewDeriveKey(context)} }

// Write absorbs p. It always returns len(p), nil. It panics if called
// after Read, Seek or ReadAt without a Reset in between.
func (x *XOF) Write(p []byte) (int, error) {
	if x.reading {
		panic("blake3: XOF.Write called after Read")
	}
	return x.h.Write(p)
}

// WriteString is Write of the bytes of s, without copying them.
func (x *XOF) WriteString(s string) (int, error) {
	return x.Write(stringBytes(s))
}

// output ends the input, at the first call that reads, and returns the
// output reader.
func (x *XOF) output() *OutputReader {
	if !x.reading {
		x.out = OutputReader{o: x.h.rootOutput()}
		x.reading = true
	}
	return &x.out
}

// Read fills p with the next len(p) bytes of output, as OutputReader.Read
// does: it returns io.EOF only at the end of the output, 2^64-1 bytes.
func (x *XOF) Read(p []byte) (int, error) { return x.output().Read(p) }

// ReadAt fills p with the output bytes at offsets off..off+len(p)-1, as
// OutputReader.ReadAt does, without moving the position Read uses.
func (x *XOF) ReadAt(p []byte, off int64) (int, error) { return x.output().ReadAt(p, off) }

// Seek sets the position of the next Read, as OutputReader.Seek does.
func (x *XOF) Seek(offset int64, whence int) (int64, error) {
	return x.output().Seek(offset, whence)
}

// Reset returns x to its state before any input, keeping its mode and key.
func (x *XOF) Reset() {
	x.h.Reset()
	x.out, x.reading = OutputReader{}, false
}

// Size returns the length of the default digest, 32 bytes: the first 32
// bytes of the output. Read may read any amount, up to 2^64-1 bytes.
func (x *XOF) Size() int { return Size }

// BlockSize returns BLAKE3's block size, 64. Writes of whole multiples of
// 1 KiB are absorbed with the least copying.
func (x *XOF) BlockSize() int { return BlockSize }

// Clone returns an independent copy of x, in the same phase (absorbing,
// or reading at the same position), to fork a transcript. It returns the
// concrete type: hash.Cloner, which Hasher.Clone implements, is for
// hash.Hash values, and an XOF has no Sum.
func (x *XOF) Clone() *XOF {
	c := *x
	return &c
}
