package blake3

import (
	"hash"
	"io"
	"math/bits"
	"sync"
)

const (
	// bufChunks is how many chunks a Hasher buffers before hashing them as one
	// complete subtree: enough to fill the widest kernel's lanes.
	bufChunks = 16
	bufSize   = bufChunks * chunkLen
	// maxStack bounds the chaining-value stack: a message of at most 2^64
	// bytes has fewer than 2^54 chunks, and every entry covers at least one.
	maxStack = 54
)

// A Hasher computes a BLAKE3 digest of a stream. It implements hash.Hash,
// hash.Cloner, io.ReaderFrom, encoding.BinaryMarshaler and
// encoding.BinaryUnmarshaler. The zero value is the default (unkeyed) hash,
// as New returns it; NewKeyed and NewDeriveKey create the other modes. A
// Hasher is not safe for concurrent use.
//
// Write and Sum allocate nothing. Input arrives in a 16 KiB buffer, except
// that a Write of 16 KiB or more is hashed straight from the caller's slice.
type Hasher struct {
	// key is the key of the keyed modes (flags != 0); the default mode
	// (flags == 0) uses iv whatever key holds, so that the zero Hasher
	// works. Use keyWords.
	key   [8]uint32
	flags uint32
	// chunks counts the chunks already folded into stack, a multiple of
	// bufChunks; stack holds one chaining value per set bit of
	// chunks/bufChunks, largest subtree first.
	chunks   uint64
	stackLen int
	stack    [maxStack][8]uint32
	// pending, when pendingChunks > 0, is the top node of the complete
	// subtree of pendingChunks chunks that follows the stack: hashed
	// straight from a caller's slice, its last compression waits until it
	// is known whether it is the root. The buffer is then empty.
	pendingChunks uint64
	pending       output
	// buf holds the input not yet folded in. A subtree is folded into the
	// stack only when more input follows it, so buf is not empty when
	// chunks > 0 and nothing is pending.
	bufLen int
	buf    [bufSize]byte
}

var (
	_ hash.Hash     = (*Hasher)(nil)
	_ hash.Cloner   = (*Hasher)(nil)
	_ io.ReaderFrom = (*Hasher)(nil)
)

// New returns a Hasher for the default (unkeyed) BLAKE3 hash.
func New() *Hasher {
	return &Hasher{key: iv}
}

// NewKeyed returns a Hasher for BLAKE3's keyed-hash mode, a MAC or PRF under
// key. A nil key is a programmer error: it panics.
func NewKeyed(key *[KeySize]byte) *Hasher {
	checkKey(key)
	h := &Hasher{flags: flagKeyedHash}
	loadWords(h.key[:], key[:])
	return h
}

// NewDeriveKey returns a Hasher for BLAKE3's derive-key mode: the stream
// written to it is the key material, and its output is the key derived for
// context. The context should be a hard-coded, globally unique string that
// names the application and purpose, never variable or secret data.
func NewDeriveKey(context string) *Hasher {
	return &Hasher{key: contextKey(context), flags: flagDeriveKeyMaterial}
}

// checkKey panics, with a message that says so, if key is nil.
func checkKey(key *[KeySize]byte) {
	if key == nil {
		panic("blake3: nil key")
	}
}

// keyWords returns the key h hashes under: iv in the default mode.
func (h *Hasher) keyWords() *[8]uint32 {
	if h.flags == 0 {
		return &iv
	}
	return &h.key
}

// Size returns the default digest length in bytes, 32.
func (h *Hasher) Size() int { return Size }

// BlockSize returns BLAKE3's block size, 64. Writes of whole multiples of
// 1 KiB are hashed with the least copying.
func (h *Hasher) BlockSize() int { return BlockSize }

// Reset returns h to its state before any input, keeping its mode and key.
func (h *Hasher) Reset() {
	h.chunks, h.stackLen, h.bufLen, h.pendingChunks = 0, 0, 0, 0
}

// Write adds p to the hashed input. It always returns len(p), nil.
func (h *Hasher) Write(p []byte) (int, error) {
	if h.pendingChunks == 0 && len(p) <= bufSize-h.bufLen && len(p) < bufSize {
		// The common small write: it fits in the buffer. (A whole buffer's
		// worth or more is hashed straight from p instead.)
		h.bufLen += copy(h.buf[h.bufLen:], p)
		return len(p), nil
	}
	h.write(p)
	return len(p), nil
}

// write is Write for input that does not fit in the buffer as it is.
func (h *Hasher) write(p []byte) {
	if len(p) > 0 {
		h.foldPending()
	}
	for len(p) > 0 {
		if h.bufLen == bufSize {
			h.flushBuf()
		}
		if h.bufLen == 0 && len(p) >= bufSize {
			if p = h.hashWhole(p); len(p) == 0 {
				return
			}
		}
		k := copy(h.buf[h.bufLen:], p)
		h.bufLen += k
		p = p[k:]
	}
}

// WriteString adds s to the hashed input. It always returns len(s), nil.
func (h *Hasher) WriteString(s string) (int, error) {
	return h.Write(stringBytes(s))
}

// flushBuf folds the full buffer into the stack; more input must follow.
func (h *Hasher) flushBuf() {
	cv := subtreeCV(h.buf[:], h.keyWords(), h.chunks, h.flags)
	h.pushCV(&cv, bufChunks)
	h.bufLen = 0
}

// hashWhole hashes the largest aligned complete subtrees of p straight from
// p, and returns the rest, shorter than bufSize. The buffer must be empty,
// nothing pending, and len(p) >= bufSize. Subtrees followed by more of p are
// folded into the stack; a last one that ends p is left pending.
func (h *Hasher) hashWhole(p []byte) []byte {
	for len(p) >= bufSize {
		size := h.subtreeChunks(len(p))
		n := int(size) * chunkLen
		if n == len(p) {
			h.pending = subtreeOutput(p, h.keyWords(), h.chunks, h.flags)
			h.pendingChunks = size
			return nil
		}
		cv := subtreeCV(p[:n], h.keyWords(), h.chunks, h.flags)
		h.pushCV(&cv, size)
		p = p[n:]
	}
	return p
}

// subtreeChunks returns the size in chunks of the largest complete subtree
// that can be hashed next from n >= bufSize bytes: a power of two that
// divides h.chunks and fits in n. It is at least bufChunks.
func (h *Hasher) subtreeChunks(n int) uint64 {
	avail := uint64(n) / chunkLen
	size := uint64(1) << (bits.Len64(avail) - 1)
	if h.chunks != 0 {
		size = min(size, h.chunks&-h.chunks)
	}
	return size
}

// foldPending folds the pending subtree, if any, into the stack; more input
// must follow it.
func (h *Hasher) foldPending() {
	if h.pendingChunks > 0 {
		cv := h.pending.chainingValue()
		h.pushCV(&cv, h.pendingChunks)
		h.pendingChunks = 0
	}
}

// pushCV folds in cv, the chaining value of the complete subtree of size
// chunks (a power of two dividing h.chunks) that starts at chunk h.chunks.
// Subtrees are merged as soon as they pair up: none of them can be the root,
// because input is folded in only when more follows.
func (h *Hasher) pushCV(cv *[8]uint32, size uint64) {
	h.chunks += size
	c := *cv
	for t := h.chunks / size; t&1 == 0; t >>= 1 {
		h.stackLen--
		o := parentOutput(&h.stack[h.stackLen], &c, h.keyWords(), h.flags)
		c = o.chainingValue()
	}
	h.stack[h.stackLen] = c
	h.stackLen++
}

// rootOutput returns the root node of everything written so far, without
// changing h.
func (h *Hasher) rootOutput() output {
	var o output
	if h.pendingChunks > 0 {
		o = h.pending
	} else {
		o = batchOutput(h.buf[:h.bufLen], h.keyWords(), h.chunks, h.flags)
	}
	for i := h.stackLen - 1; i >= 0; i-- {
		cv := o.chainingValue()
		o = parentOutput(&h.stack[i], &cv, h.keyWords(), h.flags)
	}
	return o
}

// Sum appends the 32-byte digest of the input so far to b and returns the
// result. It does not change h.
func (h *Hasher) Sum(b []byte) []byte {
	d := h.Sum256()
	return append(b, d[:]...)
}

// Sum256 returns the 32-byte digest of the input so far. It does not change
// h.
func (h *Hasher) Sum256() [Size]byte {
	if h.chunks == 0 && h.pendingChunks == 0 {
		if h.bufLen <= chunkLen {
			return sumChunk(h.buf[:h.bufLen], h.keyWords(), h.flags)
		}
		return batchRoot(h.buf[:h.bufLen], h.keyWords(), h.flags)
	}
	o := h.rootOutput()
	return o.root32()
}

// XOF returns a reader of the extended output of the input so far, 2^64-1
// bytes long, positioned at its start. It does not change h.
func (h *Hasher) XOF() *OutputReader {
	return &OutputReader{o: h.rootOutput()}
}

// Clone returns an independent copy of h. The error is always nil.
func (h *Hasher) Clone() (hash.Cloner, error) {
	c := *h
	return &c, nil
}

// readBufs holds read buffers for ReadFrom, so that hashing a file reuses
// one buffer instead of allocating per call.
var readBufs = sync.Pool{New: func() any { return new([4 * bufSize]byte) }}

// ReadFrom adds everything r yields until io.EOF to the hashed input and
// returns how many bytes that was. Reads go into a pooled 64 KiB buffer that
// is hashed in place, so large files cost no per-call allocation. An error
// other than io.EOF is returned, with the bytes before it hashed.
func (h *Hasher) ReadFrom(r io.Reader) (int64, error) {
	buf := readBufs.Get().(*[4 * bufSize]byte)
	defer readBufs.Put(buf)
	var total int64
	for {
		n, err := r.Read(buf[:])
		h.Write(buf[:n])
		total += int64(n)
		if err == io.EOF {
			return total, nil
		}
		if err != nil {
			return total, err
		}
	}
}
