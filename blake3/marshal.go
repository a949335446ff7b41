package blake3

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"errors"
	"math/bits"
)

// The encoding of a Hasher's state (version 1), all integers little-endian:
//
//	magic "vb3" 0x01 | flags u32 | key 8×u32 | chunks u64 |
//	pendingChunks u64 | bufLen u32 |
//	stack: popcount(chunks/16) chaining values, 8×u32 each, largest first |
//	if pendingChunks > 0, the pending node: cv 8×u32 | block 64 bytes |
//	counter u64 | blockLen u32 | flags u32 |
//	buf[:bufLen] | check: the first 16 bytes of Sum256 of all that precedes
//
// The check makes a truncated or altered state fail to decode instead of
// silently producing a wrong digest.
const (
	marshalMagic   = "vb3\x01"
	marshalHeader  = len(marshalMagic) + 4 + 32 + 8 + 8 + 4
	marshalPending = 32 + BlockSize + 8 + 4 + 4
	marshalCheck   = 16
)

var (
	_ encoding.BinaryMarshaler   = (*Hasher)(nil)
	_ encoding.BinaryUnmarshaler = (*Hasher)(nil)
	_ encoding.BinaryAppender    = (*Hasher)(nil)

	errBadState = errors.New("blake3: invalid or corrupted Hasher state")
)

// MarshalBinary returns h's state, so that a long stream can be checkpointed
// and resumed with UnmarshalBinary, possibly in another process. The state
// holds up to 16 KiB of not-yet-hashed input and, for a keyed Hasher, the
// key itself: protect it like the key.
func (h *Hasher) MarshalBinary() ([]byte, error) {
	return h.AppendBinary(make([]byte, 0, marshalHeader+h.stackLen*32+marshalPending+h.bufLen+marshalCheck))
}

// AppendBinary appends h's state, as MarshalBinary returns it, to b.
func (h *Hasher) AppendBinary(b []byte) ([]byte, error) {
	start := len(b)
	b = append(b, marshalMagic...)
	b = binary.LittleEndian.AppendUint32(b, h.flags)
	b = appendWords(b, h.keyWords()[:])
	b = binary.LittleEndian.AppendUint64(b, h.chunks)
	b = binary.LittleEndian.AppendUint64(b, h.pendingChunks)
	b = binary.LittleEndian.AppendUint32(b, uint32(h.bufLen))
	for i := range h.stackLen {
		b = appendWords(b, h.stack[i][:])
	}
	if h.pendingChunks > 0 {
		o := &h.pending
		b = appendWords(b, o.cv[:])
		b = append(b, o.block[:]...)
		b = binary.LittleEndian.AppendUint64(b, o.counter)
		b = binary.LittleEndian.AppendUint32(b, o.blockLen)
		b = binary.LittleEndian.AppendUint32(b, o.flags)
	}
	b = append(b, h.buf[:h.bufLen]...)
	sum := Sum256(b[start:])
	return append(b, sum[:marshalCheck]...), nil
}

// UnmarshalBinary sets h to a state returned by MarshalBinary. A truncated,
// altered or otherwise invalid state returns an error and leaves h unchanged:
// the check catches accidental damage, and every field that the state
// determines is validated, so that no state, even a forged one, makes h
// compute anything but BLAKE3 of some input. (The chaining values and the
// buffered bytes are that input's: a forged one is a state for another
// input.)
func (h *Hasher) UnmarshalBinary(data []byte) error {
	if len(data) < marshalHeader+marshalCheck {
		return errBadState
	}
	body, check := data[:len(data)-marshalCheck], data[len(data)-marshalCheck:]
	if sum := Sum256(body); !bytes.Equal(sum[:marshalCheck], check) || string(body[:4]) != marshalMagic {
		return errBadState
	}
	var s Hasher
	s.flags = binary.LittleEndian.Uint32(body[4:])
	loadWords(s.key[:], body[8:40])
	s.chunks = binary.LittleEndian.Uint64(body[40:])
	s.pendingChunks = binary.LittleEndian.Uint64(body[48:])
	bufLen := binary.LittleEndian.Uint32(body[56:])
	pc := s.pendingChunks
	switch {
	case s.flags != 0 && s.flags != flagKeyedHash && s.flags != flagDeriveKeyMaterial,
		s.flags == 0 && s.key != iv,
		s.chunks%bufChunks != 0, s.chunks >= 1<<54, pc >= 1<<54, s.chunks+pc >= 1<<54,
		bufLen > bufSize,
		pc == 0 && s.chunks > 0 && bufLen == 0,
		pc != 0 && (pc < bufChunks || pc&(pc-1) != 0 || s.chunks%pc != 0 || bufLen != 0):
		return errBadState
	}
	s.stackLen = bits.OnesCount64(s.chunks / bufChunks)
	s.bufLen = int(bufLen)
	want := marshalHeader + 32*s.stackLen + s.bufLen
	if pc > 0 {
		want += marshalPending
	}
	if len(body) != want {
		return errBadState
	}
	p := body[marshalHeader:]
	for i := range s.stackLen {
		loadWords(s.stack[i][:], p[32*i:])
	}
	p = p[32*s.stackLen:]
	if pc > 0 {
		o := &s.pending
		loadWords(o.cv[:], p)
		copy(o.block[:], p[32:])
		o.counter = binary.LittleEndian.Uint64(p[96:])
		o.blockLen = binary.LittleEndian.Uint32(p[104:])
		o.flags = binary.LittleEndian.Uint32(p[108:])
		// The pending node is the parent node at the top of a subtree of
		// at least bufChunks chunks; only its block (two chaining values)
		// depends on the input.
		if o.cv != s.key || o.counter != 0 || o.blockLen != BlockSize || o.flags != s.flags|flagParent {
			return errBadState
		}
		p = p[marshalPending:]
	}
	copy(s.buf[:], p)
	*h = s
	return nil
}

func appendWords(b []byte, words []uint32) []byte {
	for _, w := range words {
		b = binary.LittleEndian.AppendUint32(b, w)
	}
	return b
}
