package bao

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"sync"
)

// ErrMismatch is returned (wrapped, with the content range it covers) when
// a node of an encoding or slice does not hash to the chaining value that
// its parent, or the root hash, vouches for.
var ErrMismatch = errors.New("bao: hash mismatch")

// A Decoder reads the content of a Bao encoding (combined, outboard, or a
// slice) and verifies it against a root hash. It is an io.Reader, an
// io.WriterTo and, except over a slice, an io.Seeker. Every byte it returns
// has been verified; it verifies a subtree of up to 256 KiB of content
// (its parent nodes included) before returning any byte of it, and it
// returns io.EOF, or a position relative to the end, only after verifying
// the final leaf. The first error (ErrMismatch, io.ErrUnexpectedEOF for a
// short input, ErrTooLarge for an impossible length header, or the
// input's own) is returned by every later call.
//
// A Decoder itself is under 1 KiB. From its first read until it reaches
// the end of the content (or an error) it holds pooled buffers and
// scratch: about 590 KiB for content over 256 KiB; for less, 23 KiB plus
// 2.0-2.2 times the content rounded up to a power of two of at least 1
// KiB. It gives them back then (a later Seek and Read take them again) and
// allocates nothing once the pools are warm.
type Decoder struct {
	enc, data source // data: the content, for an outboard encoding
	root      [32]byte
	outboard  bool
	slice     bool
	start     uint64 // slice: the requested range
	count     uint64
	a, b      uint64 // slice: the content range whose nodes the slice holds
	outEnd    uint64 // the end of the content Read returns

	begun     bool
	length    uint64
	pos       uint64 // the next content byte Read returns
	buf       []byte // verified content from bufStart
	bufStart  uint64
	inPlace   []byte // a subtree verified in place: its combined encoding
	ipStart   uint64 // its content range
	ipEnd     uint64
	loaded    bool // buf holds a verified leaf or subtree
	finalOK   bool // the final leaf is verified: the length is proven
	sliceDone bool // every node of the slice is verified
	err       error

	g   uint            // chunk groups of 2^g chunks
	hdr [headerLen]byte // the length header as read

	s          *decodeScratch // while decoding: the tree scratch and the traversal stack
	sp         int            // the stack's height
	bufp       *[]byte        // the pooled buffer the five below share
	ebuf, dbuf []byte         // one subtree's encoding, its content
	pbuf, qbuf []byte         // its parent nodes as read, as recomputed
	cvbuf      []byte         // its chunks' CVs, when verified in place
}

// decodeScratch is the state a Decoder needs only while it decodes.
type decodeScratch struct {
	t     tree
	stack [maxStack]node // subtrees still to read, next on top
}

// maxStack bounds the traversal stack: a node on the path down, and one
// sibling per level above it, in a tree of at most 2^53 chunks.
const maxStack = 72

var decodeScratches = sync.Pool{New: func() any { return new(decodeScratch) }}

// node is a subtree of the content whose chaining value is known.
type node struct {
	start, n uint64
	off      int64 // offset of its encoding (its parent nodes, if outboard)
	cv       [32]byte
	root     bool
}

// NewDecoder returns a Decoder of the combined encoding enc for the root
// hash root, with chunk groups of 2^group chunks. Seek needs enc to be an
// io.Seeker (or an io.ReaderAt that is also one); sequential reading does
// not. enc is read from its position at the first read.
func NewDecoder(enc io.Reader, root [32]byte, group int) *Decoder {
	d := &Decoder{enc: newSource(enc), root: root}
	d.g = checkGroup(group)
	return d
}

// NewDecoderBytes is NewDecoder over an encoding held in memory: it reads
// the encoding in place, and Read and WriteTo copy the content from there
// (a subtree of at most 4 KiB, such as all of a small content, it copies
// out first). enc must not be modified while the Decoder is in use.
func NewDecoderBytes(enc []byte, root [32]byte, group int) *Decoder {
	d := &Decoder{enc: source{mem: enc, set: true}, root: root}
	d.g = checkGroup(group)
	return d
}

// NewOutboardDecoderBytes is NewOutboardDecoder over content and outboard
// encoding held in memory: it verifies the content in place, and Read and
// WriteTo copy from it. Neither may be modified while the Decoder is in
// use.
func NewOutboardDecoderBytes(data, outboard []byte, root [32]byte, group int) *Decoder {
	d := &Decoder{enc: source{mem: outboard, set: true}, data: source{mem: data, set: true}, root: root, outboard: true}
	d.g = checkGroup(group)
	return d
}

// NewOutboardDecoder returns a Decoder of the content data with its
// outboard encoding outboard, for root and chunk groups of 2^group chunks.
// Seek needs both to be io.Seekers.
func NewOutboardDecoder(data, outboard io.Reader, root [32]byte, group int) *Decoder {
	d := &Decoder{enc: newSource(outboard), data: newSource(data), root: root, outboard: true}
	d.g = checkGroup(group)
	return d
}

// NewSliceDecoder returns a Decoder of a slice (see ExtractSlice) of count
// bytes from start, for root and chunk groups of 2^group chunks: it
// returns the content bytes from start to start+count, capped at the end
// of the content (none if start is at or past it), after verifying every
// node the slice holds. The slice is read sequentially; the Decoder
// cannot Seek.
func NewSliceDecoder(slice io.Reader, root [32]byte, start, count uint64, group int) *Decoder {
	d := &Decoder{enc: source{r: slice, seq: true}, root: root, slice: true, start: start, count: count}
	d.g = checkGroup(group)
	return d
}

// begin reads and checks the length header and sets up the traversal.
func (d *Decoder) begin() error {
	d.begun = true
	h := d.hdr[:]
	if err := d.enc.readAt(h, 0); err != nil {
		return fmt.Errorf("bao: reading the length header: %w", err)
	}
	d.length = binary.LittleEndian.Uint64(h)
	if d.length > 1<<63-1 {
		return fmt.Errorf("bao: length header %d: %w", d.length, ErrTooLarge)
	}
	if _, err := size(int64(d.length), d.g, d.outboard); err != nil {
		return fmt.Errorf("bao: length header %d: %w", d.length, err)
	}
	d.outEnd = d.length
	if d.slice {
		d.a, d.b = sliceRange(d.length, d.start, d.count)
		d.pos = min(d.start, d.length)
		d.outEnd = min(satAdd(d.start, d.count), d.length)
		d.getBufs() // a slice is read once, in order: the stack lives until the end
		d.push(d.rootNode())
	}
	return nil
}

// sliceRange returns the content range [a, b) whose nodes the slice of
// count bytes from start holds: a count of 0 counts as 1, a start at or
// past the end as the final byte, and b is capped at the end.
func sliceRange(length, start, count uint64) (a, b uint64) {
	if length == 0 {
		return 0, 0
	}
	a = min(start, length-1)
	return a, min(satAdd(a, max(count, 1)), length)
}

// satAdd returns x+y, or 2^64-1 if that overflows.
func satAdd(x, y uint64) uint64 {
	if s := x + y; s >= x {
		return s
	}
	return 1<<64 - 1
}

func (d *Decoder) rootNode() node {
	return node{n: d.length, off: headerLen, cv: d.root, root: true}
}

func (d *Decoder) push(nd node) {
	d.s.stack[d.sp] = nd
	d.sp++
}

// overlaps reports whether the subtree [s, s+n) holds a node of the slice.
func (d *Decoder) overlaps(s, n uint64) bool {
	return s < d.b && d.a < s+n
}

// fill makes buf hold the content byte at pos, or returns io.EOF at the
// end of what the Decoder returns (after the final leaf is verified), or
// the first error.
func (d *Decoder) fill() error {
	if d.err != nil {
		return d.err
	}
	if !d.begun {
		if err := d.begin(); err != nil {
			d.err = err
			return err
		}
	}
	for {
		if d.pos < d.outEnd && d.pos >= d.bufStart && d.pos-d.bufStart < uint64(len(d.buf)) {
			return nil
		}
		if d.pos < d.outEnd && d.pos >= d.ipStart && d.pos < d.ipEnd {
			d.leafAt(d.pos)
			return nil
		}
		target := d.pos
		if d.pos >= d.outEnd {
			if d.slice && (d.sliceDone || d.loaded && max(d.bufStart+uint64(len(d.buf)), d.ipEnd) >= d.b) {
				d.sliceDone = true
				d.putBufs()
				return io.EOF
			}
			if !d.slice {
				if d.finalOK {
					d.putBufs()
					return io.EOF
				}
				target = max(d.length, 1) - 1
			}
		}
		if d.dbuf == nil {
			d.getBufs()
		}
		if err := d.next(target); err != nil {
			d.err = err
			d.putBufs()
			return err
		}
	}
}

// bufPools recycle the buffers of Decoders, by size class: class i holds
// room for subtrees of up to 1 KiB << i (at most 256 KiB): one slice for a
// whole subtree's combined encoding, its content, its parent nodes twice
// and its chunks' CVs.
var bufPools [unitShift - chunkShift + 1]sync.Pool

const (
	chunkShift = 10 // chunkLen = 1 << chunkShift
	unitShift  = 18 // unitLen = 1 << unitShift
)

// Compile-time checks that the shifts match the lengths.
var (
	_ [0]struct{} = [chunkLen - 1<<chunkShift]struct{}{}
	_ [0]struct{} = [unitLen - 1<<unitShift]struct{}{}
)

func init() {
	for i := range bufPools {
		m := uint64(chunkLen) << i
		bufPools[i].New = func() any {
			b := make([]byte, bufsLen(m, 0))
			return &b
		}
	}
}

// bufClass returns the class of the buffers for subtrees of up to m bytes.
func bufClass(m uint64) int {
	if m <= chunkLen {
		return 0
	}
	return bits.Len64(m-1) - chunkShift
}

// bufsLen returns the buffer length for subtrees of up to m bytes.
func bufsLen(m uint64, g uint) uint64 {
	return encLen(m, g, false) + m + 2*encLen(m, g, true) + cvLen(m)
}

// cvLen returns the length of the CVs of the chunks of m bytes.
func cvLen(m uint64) uint64 { return 32 * ((m + chunkLen - 1) / chunkLen) }

// getBufs takes the scratch and the buffers for loading subtrees from
// their pools, with an empty stack.
func (d *Decoder) getBufs() {
	d.s = decodeScratches.Get().(*decodeScratch)
	d.s.t.g, d.s.t.outboard = d.g, true // the tree computes parent nodes only
	d.sp = 0
	m := min(d.length, unitLen)
	d.bufp = bufPools[bufClass(m)].Get().(*[]byte)
	b := *d.bufp // bufsLen(m, g) <= bufsLen(m, 0) <= the class's length
	e, p := encLen(m, d.g, false), encLen(m, d.g, true)
	d.ebuf, b = b[:e], b[e:]
	d.dbuf, b = b[:m], b[m:]
	d.pbuf, d.qbuf, b = b[:p], b[p:2*p], b[2*p:]
	d.cvbuf = b[:cvLen(m)]
}

// putBufs gives the scratch and buffers back at the end or at an error; a
// later Read or Seek that needs them takes them again and starts its
// traversal from the root.
func (d *Decoder) putBufs() {
	if d.s != nil {
		decodeScratches.Put(d.s)
		bufPools[bufClass(min(d.length, unitLen))].Put(d.bufp)
	}
	d.s, d.sp, d.bufp = nil, 0, nil
	d.ebuf, d.dbuf, d.pbuf, d.qbuf, d.cvbuf, d.buf = nil, nil, nil, nil, nil, nil
	d.inPlace, d.ipStart, d.ipEnd = nil, 0, 0
}

// leafAt makes buf the content that holds content byte p of the subtree
// verified in place (ipStart <= p < ipEnd), where it lies in that
// subtree's encoding: the chunks side by side there from p's (a leaf, or
// two neighbouring leaves), found through the chunk offsets chunkCVs left
// in the tree, or the partial final chunk.
func (d *Decoder) leafAt(p uint64) {
	c := int((p - d.ipStart) / chunkLen)
	if c >= d.s.t.whole { // the partial final chunk ends the encoding
		tail := (d.ipEnd - d.ipStart) % chunkLen
		d.buf, d.bufStart = d.inPlace[uint64(len(d.inPlace))-tail:], d.ipEnd-tail
		return
	}
	offs := d.s.t.offs[:d.s.t.whole]
	e := c + 1
	for e < len(offs) && offs[e] == offs[e-1]+chunkLen {
		e++
	}
	end := offs[e-1] + chunkLen
	if tail := int((d.ipEnd - d.ipStart) % chunkLen); e == len(offs) && end+tail == len(d.inPlace) {
		end += tail // the partial final chunk follows the last whole one
	}
	d.buf, d.bufStart = d.inPlace[offs[c]:end], d.ipStart+uint64(c)*chunkLen
}

// next verifies and loads the next leaf or subtree: in a slice, the next
// one the slice holds; otherwise the one holding content byte target,
// going down from the stack's top if that holds it, else from the root.
func (d *Decoder) next(target uint64) error {
	g := d.s.t.groupLen()
	if d.slice {
		if d.sp == 0 {
			return errors.New("bao: internal error: slice traversal ended early")
		}
	} else if d.sp == 0 || !contains(&d.s.stack[d.sp-1], target) {
		d.sp = 0
		d.push(d.rootNode())
	}
	for {
		d.sp--
		nd := d.s.stack[d.sp]
		if nd.n <= g || nd.n <= unitLen && (!d.slice || d.wholeInSlice(&nd, g)) {
			return d.load(&nd)
		}
		block := &d.s.t.block
		if err := d.enc.readAt(block[:], nd.off); err != nil {
			return d.short(err)
		}
		if d.s.t.parentCV(block, nd.root) != nd.cv {
			return mismatch(&nd)
		}
		l := leftLen(nd.n)
		left := node{start: nd.start, n: l, off: nd.off + parentLen, cv: [32]byte(block[:32])}
		right := node{start: nd.start + l, n: nd.n - l, cv: [32]byte(block[32:])}
		right.off = left.off + int64(encLen(l, d.g, d.outboard))
		if d.slice {
			if d.overlaps(right.start, right.n) {
				d.push(right)
			}
			if d.overlaps(left.start, left.n) {
				d.push(left)
			}
		} else {
			d.push(right)
			if target < right.start {
				d.push(left)
			}
		}
	}
}

// wholeInSlice reports whether every leaf of the subtree nd (leaves of g
// bytes) meets the slice's range, so that the slice holds all of its
// encoding: its first leaf ends after a and its last starts before b.
func (d *Decoder) wholeInSlice(nd *node, g uint64) bool {
	return nd.start+g > d.a && nd.start+(nd.n-1)/g*g < d.b
}

func contains(nd *node, t uint64) bool {
	return t >= nd.start && t-nd.start < nd.n || nd.n == 0 && t == 0
}

func mismatch(nd *node) error {
	return fmt.Errorf("%w in the subtree of content bytes %d to %d", ErrMismatch, nd.start, nd.start+nd.n)
}

// short wraps an input error.
func (d *Decoder) short(err error) error {
	if err == io.ErrUnexpectedEOF {
		return fmt.Errorf("bao: encoding ends early: %w", err)
	}
	return err
}

// load reads the whole subtree nd, verifies all of it and makes its
// content buf.
func (d *Decoder) load(nd *node) error {
	n := nd.n
	data := d.dbuf[:n]
	psz := encLen(n, d.g, true)
	stored := d.pbuf[:psz]
	if d.outboard {
		if err := d.enc.readAt(stored, nd.off); err != nil {
			return d.short(err)
		}
		if v, ok := d.data.view(int64(nd.start), n); ok {
			data = v // verified in place
		} else if err := d.data.readAt(data, int64(nd.start)); err != nil {
			if err == io.ErrUnexpectedEOF {
				return fmt.Errorf("bao: content ends early: %w", err)
			}
			return err
		}
	} else {
		el := encLen(n, d.g, false)
		e, ok := d.enc.view(nd.off, el)
		if ok && n > inPlaceMin {
			return d.loadInPlace(nd, e)
		}
		if !ok {
			e = d.ebuf[:el]
			if err := d.enc.readAt(e, nd.off); err != nil {
				return d.short(err)
			}
		}
		d.split(e, n, data, stored)
	}
	computed := d.qbuf[:psz]
	if d.s.t.encode(data, nd.start/chunkLen, computed, nd.root) != nd.cv || !bytes.Equal(computed, stored) {
		return mismatch(nd)
	}
	d.buf, d.bufStart, d.loaded = data, nd.start, true
	d.inPlace, d.ipStart, d.ipEnd = nil, 0, 0
	if nd.start+n == d.length {
		d.finalOK = true
	}
	return nil
}

// inPlaceMin is the content length above which load verifies a subtree of
// an encoding in memory where it lies (loadInPlace); smaller ones it
// copies out and hashes side by side, which costs less at that size
// (docs/results/2026-12-05-bao-decode-pools-zen3).
const inPlaceMin = 4 * chunkLen

// loadInPlace is load for a subtree of more than inPlaceMin bytes whose
// combined encoding enc is in memory: it hashes the content where it lies
// in enc, between the parent nodes, then checks those against the ones it
// computes; Read and WriteTo return the content from there, run by run.
func (d *Decoder) loadInPlace(nd *node, enc []byte) error {
	cv := d.s.t.chunkCVs(enc, nd.n, nd.start/chunkLen, d.cvbuf)
	if got, ok := d.s.t.verifyCVs(cv, nd.n, enc, nd.root); !ok || got != nd.cv {
		return mismatch(nd)
	}
	d.buf, d.loaded = nil, true
	d.inPlace, d.ipStart, d.ipEnd = enc, nd.start, nd.start+nd.n
	if nd.start+nd.n == d.length {
		d.finalOK = true
	}
	return nil
}

// split copies the content of the combined encoding enc of a subtree over n
// bytes to data and its parent nodes, in order, to parents.
func (d *Decoder) split(enc []byte, n uint64, data, parents []byte) {
	if n <= d.s.t.groupLen() {
		copy(data, enc[:n])
		return
	}
	copy(parents[:parentLen], enc[:parentLen])
	if n <= 2*d.s.t.groupLen() && n > d.s.t.groupLen() { // two leaves, neighbours in enc and in data
		copy(data, enc[parentLen:parentLen+n])
		return
	}
	l := leftLen(n)
	ls := encLen(l, d.g, false)
	lp := encLen(l, d.g, true)
	d.split(enc[parentLen:parentLen+ls], l, data[:l], parents[parentLen:parentLen+lp])
	d.split(enc[parentLen+ls:], n-l, data[l:], parents[parentLen+lp:])
}

// Read reads verified content into p.
func (d *Decoder) Read(p []byte) (int, error) {
	if err := d.fill(); err != nil {
		return 0, err
	}
	n := copy(p, d.avail())
	d.pos += uint64(n)
	return n, nil
}

// avail returns the verified content from pos that Read may return.
func (d *Decoder) avail() []byte {
	end := min(d.bufStart+uint64(len(d.buf)), d.outEnd)
	return d.buf[d.pos-d.bufStart : end-d.bufStart]
}

// WriteTo writes the verified content from the current position to its end
// to w, straight from the Decoder's buffer, and returns the bytes written.
func (d *Decoder) WriteTo(w io.Writer) (int64, error) {
	var total int64
	for {
		if err := d.fill(); err != nil {
			if err == io.EOF {
				return total, nil
			}
			return total, err
		}
		p := d.avail()
		n, err := w.Write(p)
		total += int64(n)
		d.pos += uint64(n)
		if err != nil {
			return total, err
		}
	}
}

// Seek sets the content position of the next Read (io.Seeker). Seeking
// relative to the end verifies the final leaf first, so the length it uses
// is proven; a position at or past the end is verified the same way by the
// next Read, which then returns io.EOF. A slice Decoder cannot seek.
func (d *Decoder) Seek(offset int64, whence int) (int64, error) {
	if d.slice {
		return 0, errors.New("bao: a slice decoder cannot seek")
	}
	if d.err != nil {
		return 0, d.err
	}
	var t int64
	switch whence {
	case io.SeekStart:
		t = offset
	case io.SeekCurrent:
		t = int64(d.pos) + offset
	case io.SeekEnd:
		if !d.begun {
			if err := d.begin(); err != nil {
				d.err = err
				return 0, err
			}
		}
		if !d.finalOK {
			if d.dbuf == nil {
				d.getBufs()
			}
			if err := d.next(max(d.length, 1) - 1); err != nil {
				d.err = err
				return 0, err
			}
		}
		t = int64(d.length) + offset
	default:
		return 0, errors.New("bao: invalid whence")
	}
	if t < 0 {
		return 0, errors.New("bao: negative position")
	}
	d.pos = uint64(t)
	return t, nil
}
