package r51

import "encoding/binary"

// This file converts between one element's limbs and 32-byte little-endian
// encodings, and reduces limbs to the canonical representative of their
// value. It runs per lane, on public data, in variable time.

// FromBytes returns the limbs of the low 255 bits of b (bit 255, the
// sign bit of a point encoding, is ignored); each limb is below 2^51, and
// the value may be at or above p, as a field element's encoding may be.
func FromBytes(b *[32]byte) [5]uint64 {
	return [5]uint64{
		binary.LittleEndian.Uint64(b[0:8]) & Mask51,
		binary.LittleEndian.Uint64(b[6:14]) >> 3 & Mask51,
		binary.LittleEndian.Uint64(b[12:20]) >> 6 & Mask51,
		binary.LittleEndian.Uint64(b[19:27]) >> 1 & Mask51,
		binary.LittleEndian.Uint64(b[24:32]) >> 12 & Mask51,
	}
}

// Freeze returns the canonical limbs (the value reduced below p, every
// limb below 2^51) of v, whose limbs must be below 2^63. The limbs are held
// in five variables rather than an array, which the compiler keeps in
// memory.
func Freeze(v [5]uint64) [5]uint64 {
	// One carry round leaves v < 2^255 + 2^18. Then v >= p exactly when
	// v + 19 reaches 2^255, which the carry chain of v + 19 tells (q is 0
	// or 1); adding 19q and dropping bit 255 subtracts qp.
	v0, v1, v2, v3, v4 := v[0], v[1], v[2], v[3], v[4]
	v0, v1, v2, v3, v4 = v0&Mask51+19*(v4>>51), v1&Mask51+v0>>51, v2&Mask51+v1>>51, v3&Mask51+v2>>51, v4&Mask51+v3>>51
	q := (v0 + 19) >> 51
	q = (v1 + q) >> 51
	q = (v2 + q) >> 51
	q = (v3 + q) >> 51
	q = (v4 + q) >> 51
	v0 += 19 * q
	v1 += v0 >> 51
	v2 += v1 >> 51
	v3 += v2 >> 51
	v4 += v3 >> 51
	return [5]uint64{v0 & Mask51, v1 & Mask51, v2 & Mask51, v3 & Mask51, v4 & Mask51}
}

// Bytes returns the 32-byte little-endian encoding of the canonical
// limbs v (as Freeze returns them); bit 255 is clear.
func Bytes(v *[5]uint64) (b [32]byte) {
	binary.LittleEndian.PutUint64(b[0:8], v[0]|v[1]<<51)
	binary.LittleEndian.PutUint64(b[8:16], v[1]>>13|v[2]<<38)
	binary.LittleEndian.PutUint64(b[16:24], v[2]>>26|v[3]<<25)
	binary.LittleEndian.PutUint64(b[24:32], v[3]>>39|v[4]<<12)
	return b
}
