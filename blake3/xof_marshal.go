package blake3

import (
	"bytes"
	"encoding"
	"encoding/binary"
)

// The encoding of an XOF's state (version 1), integers little-endian:
//
//	magic "vbx" 0x01 | phase u8 (0 absorbing, 1 reading) | position u64 |
//	the Hasher's state, as Hasher.MarshalBinary encodes it |
//	check: the first 16 bytes of Sum256 of all that precedes
//
// The position is the offset of the next Read, 0 while absorbing.
const (
	xofMagic  = "vbx\x01"
	xofHeader = len(xofMagic) + 1 + 8
)

var (
	_ encoding.BinaryMarshaler   = (*XOF)(nil)
	_ encoding.BinaryUnmarshaler = (*XOF)(nil)
	_ encoding.BinaryAppender    = (*XOF)(nil)
)

// MarshalBinary returns x's state, absorbing or reading (with the position
// of the next Read), so that a transcript can be checkpointed and resumed
// with UnmarshalBinary, as crypto/sha3's SHAKE allows. The state holds up
// to 16 KiB of not-yet-hashed input and, for a keyed XOF, the key itself:
// protect it like the key.
func (x *XOF) MarshalBinary() ([]byte, error) {
	return x.AppendBinary(make([]byte, 0, xofHeader+marshalHeader+x.h.stackLen*32+marshalPending+x.h.bufLen+2*marshalCheck))
}

// AppendBinary appends x's state, as MarshalBinary returns it, to b.
func (x *XOF) AppendBinary(b []byte) ([]byte, error) {
	start := len(b)
	b = append(b, xofMagic...)
	var phase byte
	var pos uint64
	if x.reading {
		phase, pos = 1, x.out.Position()
	}
	b = append(b, phase)
	b = binary.LittleEndian.AppendUint64(b, pos)
	b, _ = x.h.AppendBinary(b) // never fails
	sum := Sum256(b[start:])
	return append(b, sum[:marshalCheck]...), nil
}

// UnmarshalBinary sets x to a state returned by XOF.MarshalBinary: its
// mode, key, input so far and, if it was reading, the position of the next
// Read. A truncated, altered or otherwise invalid state returns an error
// and leaves x unchanged; the Hasher's state inside it is validated as
// Hasher.UnmarshalBinary validates it.
func (x *XOF) UnmarshalBinary(data []byte) error {
	if len(data) < xofHeader+marshalCheck {
		return errBadState
	}
	body, check := data[:len(data)-marshalCheck], data[len(data)-marshalCheck:]
	if sum := Sum256(body); !bytes.Equal(sum[:marshalCheck], check) || string(body[:4]) != xofMagic {
		return errBadState
	}
	phase, pos := body[4], binary.LittleEndian.Uint64(body[5:])
	if phase > 1 || phase == 0 && pos != 0 {
		return errBadState
	}
	var h Hasher
	if err := h.UnmarshalBinary(body[xofHeader:]); err != nil {
		return err
	}
	*x = XOF{h: h}
	if phase == 1 {
		x.output().SetPosition(pos)
	}
	return nil
}
