package bao

import (
	"encoding/binary"
	"io"
	"sync"
)

// trees recycles encoding scratch, so that encoding a byte slice allocates
// nothing beyond a grown dst.
var trees = sync.Pool{New: func() any { return new(tree) }}

// Encode appends the combined encoding of data, with chunk groups of
// 2^group chunks, to dst and returns the extended slice and the root hash
// (blake3.Sum256(data)). dst and data must not overlap. A group out of
// range panics, and so does data too large for EncodedSize.
func Encode(dst, data []byte, group int) ([]byte, [32]byte) {
	return encodeSlice(dst, data, group, false)
}

// EncodeOutboard appends the outboard encoding of data (the header and the
// parent nodes), with chunk groups of 2^group chunks, to dst and returns
// the extended slice and the root hash. dst and data must not overlap.
func EncodeOutboard(dst, data []byte, group int) ([]byte, [32]byte) {
	return encodeSlice(dst, data, group, true)
}

func encodeSlice(dst, data []byte, group int, outboard bool) ([]byte, [32]byte) {
	g := checkGroup(group)
	s, err := size(int64(len(data)), g, outboard)
	if err != nil {
		panic(err)
	}
	dst, out := grow(dst, int(s))
	binary.LittleEndian.PutUint64(out, uint64(len(data)))
	t := trees.Get().(*tree)
	t.g, t.outboard = g, outboard
	root := t.encode(data, 0, out[headerLen:], true)
	trees.Put(t)
	return dst, root
}

// grow extends dst by n bytes and returns it and the new bytes.
func grow(dst []byte, n int) ([]byte, []byte) {
	l := len(dst)
	if cap(dst)-l < n {
		d := make([]byte, l, l+n)
		copy(d, dst)
		dst = d
	}
	dst = dst[:l+n]
	return dst, dst[l:]
}

// EncodeReader writes to dst the encoding (combined, or outboard if
// outboard) of exactly n content bytes read from src, with chunk groups of
// 2^group chunks, and returns the root hash. dst receives EncodedSize (or
// OutboardSize) bytes from offset 0, not in order: every parent node is
// written after the subtree below it. It reads src in pieces of 256 KiB
// and buffers at most twice that. A src shorter than n is an error
// (io.ErrUnexpectedEOF); bytes after the n-th are not read.
func EncodeReader(dst io.WriterAt, src io.Reader, n int64, group int, outboard bool) ([32]byte, error) {
	g := checkGroup(group)
	if _, err := size(n, g, outboard); err != nil {
		return [32]byte{}, err
	}
	e := readEncoders.Get().(*readEncoder)
	defer readEncoders.Put(e)
	return e.encodeAll(dst, src, n, g, outboard)
}

// encodeAll is EncodeReader on e, its arguments checked.
func (e *readEncoder) encodeAll(dst io.WriterAt, src io.Reader, n int64, g uint, outboard bool) ([32]byte, error) {
	e.g, e.outboard, e.w, e.r = g, outboard, dst, src
	defer func() { e.w, e.r = nil, nil }()
	binary.LittleEndian.PutUint64(e.hdr[:], uint64(n))
	if _, err := dst.WriteAt(e.hdr[:], 0); err != nil {
		return [32]byte{}, err
	}
	return e.subtree(uint64(n), 0, headerLen, true)
}

// readEncoders recycles readEncoders with their buffers.
var readEncoders = sync.Pool{New: func() any { return new(readEncoder) }}

// readEncoder encodes from a reader of known length into a WriterAt.
type readEncoder struct {
	tree
	w       io.WriterAt
	r       io.Reader
	data    []byte
	out     []byte
	hdr     [headerLen]byte
	section io.SectionReader // r, for EncodeReaderAt
}

// subtree encodes the subtree over the next n bytes of the reader, whose
// first chunk has counter counter, at offset off of dst.
func (e *readEncoder) subtree(n, counter uint64, off int64, root bool) ([32]byte, error) {
	if n <= unitLen {
		if e.data == nil {
			e.data = make([]byte, unitLen)
			e.out = make([]byte, encLen(unitLen, 0, false))
		}
		d := e.data[:n]
		if _, err := io.ReadFull(e.r, d); err != nil {
			return [32]byte{}, unexpected(err)
		}
		out := e.out[:encLen(n, e.g, e.outboard)]
		cv := e.encode(d, counter, out, root)
		_, err := e.w.WriteAt(out, off)
		return cv, err
	}
	l := leftLen(n)
	lcv, err := e.subtree(l, counter, off+parentLen, false)
	if err != nil {
		return lcv, err
	}
	rcv, err := e.subtree(n-l, counter+l/chunkLen, off+parentLen+int64(encLen(l, e.g, e.outboard)), false)
	if err != nil {
		return rcv, err
	}
	return e.writeParent(e.w, &lcv, &rcv, off, root)
}

// writeParent writes the parent node of the children l and r at off of w
// and returns its chaining value, or the root hash if root.
func (t *tree) writeParent(w io.WriterAt, l, r *[32]byte, off int64, root bool) ([32]byte, error) {
	block := &t.block
	copy(block[:32], l[:])
	copy(block[32:], r[:])
	if _, err := w.WriteAt(block[:], off); err != nil {
		return [32]byte{}, err
	}
	return t.parentCV(block, root), nil
}

// unexpected turns the io.EOF of a short read into io.ErrUnexpectedEOF.
func unexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// ReadWriterAt is a random-access file such as *os.File.
type ReadWriterAt interface {
	io.ReaderAt
	io.WriterAt
}

// EncodeStream writes to dst the encoding (combined, or outboard if
// outboard) of all of src, whose length is not known in advance, with
// chunk groups of 2^group chunks, and returns the content length and the
// root hash. It takes the specification's approach: it writes the tree in
// post-order as the content arrives (each subtree of up to 256 KiB already
// in pre-order), then, knowing the length, turns it into pre-order in
// place, reading back and rewriting every byte it wrote once. Content of
// less than 512 KiB, which it holds whole, it writes in pre-order at once,
// reading nothing back. It keeps about 800 KiB of buffers, pooled, whatever
// the length; dst must hold the encoding from offset 0 and is read as well
// as written.
func EncodeStream(dst ReadWriterAt, src io.Reader, group int, outboard bool) (int64, [32]byte, error) {
	g := checkGroup(group)
	e := streamEncoders.Get().(*streamEncoder)
	defer streamEncoders.Put(e)
	e.g, e.outboard, e.w = g, outboard, dst
	e.off, e.stack, e.units = headerLen, e.stack[:0], 0
	defer func() { e.w = nil }()
	n, err := e.encodeAll(src)
	if err != nil {
		return 0, [32]byte{}, err
	}
	return int64(n), e.cv, nil
}

// streamEncoders recycles streamEncoders with their buffers.
var streamEncoders = sync.Pool{New: func() any {
	return &streamEncoder{ahead: make([]byte, 2*unitLen), out: make([]byte, encLen(unitLen, 0, false))}
}}

// maxFlipDepth bounds flip's recursion: parent levels above the units of
// the largest encoding (2^62 bytes: 2^44 units).
const maxFlipDepth = 64

// streamEncoder writes an encoding of unknown length in post-order.
type streamEncoder struct {
	tree
	w     ReadWriterAt
	ahead []byte // two units: the first content read, then the unit being encoded and the next
	out   []byte
	off   int64      // where the next node goes
	cv    [32]byte   // the CV of the last unit written, then the root hash
	stack [][32]byte // CVs of complete subtrees not yet merged, left to right
	units uint64     // whole units pushed
	hdr   [headerLen]byte
	held  [maxFlipDepth][parentLen]byte // flip's parent nodes, one per level of its recursion
}

// encodeAll encodes all of src, leaving the root hash in e.cv, and returns
// the content length.
func (e *streamEncoder) encodeAll(src io.Reader) (uint64, error) {
	cn, err := io.ReadFull(src, e.ahead)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return uint64(cn), e.whole(e.ahead[:cn])
	}
	if err != nil {
		return 0, err
	}
	// Two whole units: the first is not the last. Its buffer then takes
	// the unit after the second.
	first, cur := e.ahead[:unitLen], e.ahead[unitLen:]
	if err := e.unit(first, 0, false); err != nil {
		return 0, err
	}
	next := first
	if err := e.push(); err != nil {
		return 0, err
	}
	n := uint64(unitLen)
	cn = unitLen
	for err == nil {
		var nn int
		nn, err = io.ReadFull(src, next)
		if nn == 0 && err == io.EOF {
			err = io.ErrUnexpectedEOF // cur was the last unit
			break
		}
		// cur is a whole unit with more content after it.
		if werr := e.unit(cur, n, false); werr != nil {
			return 0, werr
		}
		n += unitLen
		if werr := e.push(); werr != nil {
			return 0, werr
		}
		cur, next, cn = next, cur, nn
	}
	if err != io.ErrUnexpectedEOF && err != io.EOF {
		return 0, err
	}
	total := n + uint64(cn)
	if total > 1<<62 {
		return 0, ErrTooLarge
	}
	if _, err := size(int64(total), e.g, e.outboard); err != nil {
		return 0, err
	}
	// The last unit, then the pending left subtrees merged from the right.
	if err := e.unit(cur[:cn], n, len(e.stack) == 0); err != nil {
		return 0, err
	}
	for len(e.stack) > 0 {
		l := e.stack[len(e.stack)-1]
		e.stack = e.stack[:len(e.stack)-1]
		cv, err := e.writeParent(e.w, &l, &e.cv, e.off, len(e.stack) == 0)
		if err != nil {
			return 0, err
		}
		e.off += parentLen
		e.cv = cv
	}
	if err := e.header(total); err != nil {
		return 0, err
	}
	return total, e.flip(total, e.off, e.off, 0)
}

// whole writes the pre-order encoding of content of less than two units,
// all of it in data, leaving the root hash in e.cv.
func (e *streamEncoder) whole(data []byte) error {
	if err := e.header(uint64(len(data))); err != nil {
		return err
	}
	if len(data) <= unitLen {
		return e.unit(data, 0, true)
	}
	// The root's left subtree is the first unit (leftLen), its right the rest.
	e.off += parentLen
	if err := e.unit(data[:unitLen], 0, false); err != nil {
		return err
	}
	l := e.cv
	if err := e.unit(data[unitLen:], unitLen, false); err != nil {
		return err
	}
	cv, err := e.writeParent(e.w, &l, &e.cv, headerLen, true)
	e.cv = cv
	return err
}

// header writes the length header.
func (e *streamEncoder) header(n uint64) error {
	binary.LittleEndian.PutUint64(e.hdr[:], n)
	_, err := e.w.WriteAt(e.hdr[:], 0)
	return err
}

// unit writes the encoding of one unit (pre-order inside) at e.off and
// keeps its CV.
func (e *streamEncoder) unit(data []byte, start uint64, root bool) error {
	out := e.out[:encLen(uint64(len(data)), e.g, e.outboard)]
	e.cv = e.encode(data, start/chunkLen, out, root)
	_, err := e.w.WriteAt(out, e.off)
	e.off += int64(len(out))
	return err
}

// push adds the last unit's CV to the stack, merging (and writing, after
// both children: post-order) every pair of complete subtrees it completes.
// More content follows, so none of the merged nodes is the root.
func (e *streamEncoder) push() error {
	e.stack = append(e.stack, e.cv)
	e.units++
	for u := e.units; u&1 == 0; u >>= 1 {
		r := e.stack[len(e.stack)-1]
		l := e.stack[len(e.stack)-2]
		e.stack = e.stack[:len(e.stack)-2]
		cv, err := e.writeParent(e.w, &l, &r, e.off, false)
		if err != nil {
			return err
		}
		e.off += parentLen
		e.stack = append(e.stack, cv)
	}
	return nil
}

// flip rewrites the subtree over n content bytes whose post-order encoding
// ends at readEnd as its pre-order encoding ending at writeEnd >= readEnd,
// right subtree first. Every byte it overwrites has already been read: the
// unread post-order bytes all lie below the subtree's, and a parent node is
// held in this frame until both its subtrees are moved.
func (e *streamEncoder) flip(n uint64, readEnd, writeEnd int64, depth int) error {
	if n <= unitLen {
		s := int64(encLen(n, e.g, e.outboard))
		buf := e.out[:s]
		if err := readFullAt(e.w, buf, readEnd-s); err != nil {
			return err
		}
		_, err := e.w.WriteAt(buf, writeEnd-s)
		return err
	}
	block := &e.held[depth] // held across the recursion
	if err := readFullAt(e.w, block[:], readEnd-parentLen); err != nil {
		return err
	}
	l := leftLen(n)
	rs := int64(encLen(n-l, e.g, e.outboard))
	if err := e.flip(n-l, readEnd-parentLen, writeEnd, depth+1); err != nil {
		return err
	}
	if err := e.flip(l, readEnd-parentLen-rs, writeEnd-rs, depth+1); err != nil {
		return err
	}
	_, err := e.w.WriteAt(block[:], writeEnd-int64(encLen(n, e.g, e.outboard)))
	return err
}

// readFullAt reads len(p) bytes at off; io.EOF with all of them is success.
func readFullAt(r io.ReaderAt, p []byte, off int64) error {
	n, err := r.ReadAt(p, off)
	if n == len(p) {
		return nil
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return err
}
