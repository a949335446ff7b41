package scalar

import (
	"encoding/binary"
	"math/bits"
)

// WalkChain runs the schedule every fixed-window double-base multiplication
// of the lane engines shares: from bit position top down to 0, addA(j) at every
// position 5j (digit j of the radix-2^5 scalars), then addB(j) at every
// position 8j (digit j of the radix-2^8 ones), and double(n) for the n
// doublings between consecutive positions.
func WalkChain(top int, addA, addB func(j int), double func(n uint64)) {
	WalkChainB(top, 8, addA, addB, double)
}

// WalkChainB is WalkChain with B's digits in radix 2^wB: addB(j) at every
// position wB j. wB must be positive.
func WalkChainB(top, wB int, addA, addB func(j int), double func(n uint64)) {
	pos := top
	for {
		if pos%5 == 0 {
			addA(pos / 5)
		}
		if pos%wB == 0 {
			addB(pos / wB)
		}
		if pos == 0 {
			return
		}
		next := pos - 1
		for next%5 != 0 && next%wB != 0 {
			next--
		}
		double(uint64(pos - next))
		pos = next
	}
}

// SignedWindows writes the digits of the little-endian integer s in signed
// radix 2^w: s = sum d[i] 2^(w i) with every digit in [-2^(w-1), 2^(w-1))
// except the last, which takes the final carry. A window's value v (plus the
// carry from below) becomes v - 2^w with a carry of 1 when v >= 2^(w-1).
// len(d) windows must cover s with room for the carry: for s < 2^253, 51
// windows of 5 bits or 32 of 8. More precisely, for 1 <= w <= 8, len(d) >= 1,
// w len(d) <= 300 and s + sum_{i < len(d)} 2^(w-1) 2^(w i) < 2^(w len(d)).
//
// It computes no carries digit by digit: with t = s + sum 2^(w-1) 2^(w i)
// (every window offset by half its range), digit i is window i of t minus
// 2^(w-1). Those digits lie in [-2^(w-1), 2^(w-1)) and sum to s, and that
// representation is unique for the windows below the last (each is s's
// residue modulo 2^w, recursively), so they are the digits the carries
// would give (signedWindowsCarry in the tests is that twin). One addition
// of five words replaces a chain of three dependent operations a digit.
func SignedWindows(d []int8, s *[32]byte, w uint) {
	n := uint(len(d))
	// off is the offsets of the n windows: the pattern of every window's
	// top bit, cut at bit w n.
	off := windowOffsets[w&7] // w = 8 is entry 0
	cut := w * n
	for i := range off {
		lo := uint(64 * i)
		switch {
		case cut <= lo:
			off[i] = 0
		case cut < lo+64:
			off[i] &= 1<<(cut-lo) - 1
		}
	}
	var t [6]uint64 // t[5] reads as zero past bit 320
	var c uint64
	for i := range 4 {
		t[i], c = bits.Add64(binary.LittleEndian.Uint64(s[8*i:]), off[i], c)
	}
	t[4] = off[4] + c
	if w == 8 && n <= 40 {
		// Digit i is byte i of t minus 128: the byte with its top bit
		// flipped, read as signed.
		var tb [40]byte
		for i := range 5 {
			binary.LittleEndian.PutUint64(tb[8*i:], t[i]^0x8080808080808080)
		}
		for i := range d {
			d[i] = int8(tb[i])
		}
		return
	}
	if w == 5 {
		// Twelve digits from each 60-bit group: bits 60j .. 60j+59 of t.
		for j := uint(0); j < n; j += 12 {
			bit := 5 * j
			idx, sh := bit/64, bit%64
			g := t[idx]>>sh | t[idx+1]<<(64-sh)
			for i := j; i < min(j+12, n); i++ {
				d[i] = int8(int64(g&31) - 16)
				g >>= 5
			}
		}
		return
	}
	mask := uint64(1)<<w - 1
	half := int64(1) << (w - 1)
	// A shift by 64 (sh = 0) gives 0 in Go.
	for i := range n {
		bit := i * w
		idx, sh := bit/64, bit%64
		d[i] = int8(int64((t[idx]>>sh|t[idx+1]<<(64-sh))&mask) - half)
	}
}

// SignedWindows16 is SignedWindows for windows of up to 14 bits, digits in
// int16: s = sum d[i] 2^(w i), every digit in [-2^(w-1), 2^(w-1)) except
// the last, which is the top window plus the final carry, in [0, 2^w]. For
// 1 <= w <= 14, len(d) >= 1, w len(d) <= 300 and s < 2^(w len(d)). Where s
// also meets SignedWindows' contract, the digits are SignedWindows'. It
// recodes with a carry from digit to digit: few digits, each read from one
// 64-bit load.
func SignedWindows16(d []int16, s *[32]byte, w uint) {
	var b [48]byte // every load at bit w i < 300 reads within it
	copy(b[:], s[:])
	mask := uint64(1)<<w - 1
	half := uint64(1) << (w - 1)
	last := len(d) - 1
	carry := uint64(0)
	for i := range last {
		bit := w * uint(i)
		v := binary.LittleEndian.Uint64(b[bit/8:])>>(bit%8)&mask + carry
		carry = (v + half) >> w
		d[i] = int16(int64(v) - int64(carry<<w))
	}
	bit := w * uint(last)
	d[last] = int16(binary.LittleEndian.Uint64(b[bit/8:])>>(bit%8)&mask + carry)
}

// windowOffsets[w mod 8] has bit w-1 + w i set for every i (the top bit of
// every w-bit window) below bit 320.
var windowOffsets = func() (o [8][5]uint64) {
	for w := uint(1); w <= 8; w++ {
		for b := w - 1; b < 320; b += w {
			o[w&7][b/64] |= 1 << (b % 64)
		}
	}
	return o
}()

// NAF is the nonzero digits of a non-adjacent form, in increasing
// position (NAFDigits).
type NAF struct {
	d [NAFMaxDigits]NAFDigit
	n int
}

// set sets f to the width-w form of the little-endian s < 2^255.
func (f *NAF) Set(s *[32]byte, w uint) { f.n = NAFDigits(&f.d, s, w) }

// WalkNAF runs the schedule of a double-base multiplication by two NAFs,
// from the top nonzero digit down: addA(d) and addB(d) at every nonzero
// digit d of a and b, and double(n) for the n doublings between positions
// with a nonzero digit (and below the last, down to position 0).
func WalkNAF(a, b *NAF, addA, addB func(d int), double func(n uint64)) {
	forms := [2]*NAF{a, b}
	WalkNAFs(forms[:], func(i, d int) {
		if i == 0 {
			addA(d)
		} else {
			addB(d)
		}
	}, double)
}

// WalkNAFs is WalkNAF for up to eight NAFs: add(i, d) at every nonzero
// digit d of forms[i], in the order of forms at each position. It merges
// the forms' digit lists from their tops, so that its cost follows the
// number of digits, not of positions.
func WalkNAFs(forms []*NAF, add func(i, d int), double func(n uint64)) {
	var cur [8]int // digits of forms[i] not yet added: d[:cur[i]]
	for i, f := range forms {
		cur[i] = f.n
	}
	last := -1
	for {
		pos := -1
		for i, f := range forms {
			if c := cur[i]; c > 0 && int(f.d[c-1].Pos) > pos {
				pos = int(f.d[c-1].Pos)
			}
		}
		if pos < 0 {
			break
		}
		if last >= 0 {
			double(uint64(last - pos))
		}
		for i, f := range forms {
			if c := cur[i]; c > 0 && int(f.d[c-1].Pos) == pos {
				add(i, int(f.d[c-1].D))
				cur[i]--
			}
		}
		last = pos
	}
	if last > 0 {
		double(uint64(last))
	}
}

func Abs(d int) int {
	if d < 0 {
		return -d
	}
	return d
}

// NAFWidthN sets naf to the width-w non-adjacent form of the little-endian
// integer s < 2^255, for 2 <= w <= 8: the unique digits with
//
//	s = sum naf[i] 2^i,
//
// every nonzero digit odd with |naf[i]| < 2^(w-1), and at most one nonzero
// digit among any w consecutive ones.
//
// It follows the definition (Solinas, "Efficient arithmetic on Koblitz
// curves", 2000; Hankerson, Menezes and Vanstone, "Guide to Elliptic Curve
// Cryptography", Algorithm 3.35): while k > 0, if k is odd the next digit is
// d = k mods 2^w (the residue of k modulo 2^w in (-2^(w-1), 2^(w-1))) and k
// becomes k - d, otherwise the digit is 0; then k becomes k/2. After an odd
// step k - d is a multiple of 2^w, so the next w-1 digits are zero and the
// loop steps past them at once.
//
// k is never formed: at position pos it is floor(s / 2^pos) + c, with c the
// borrow of the negative digits below, 0 or 1. With c = 0 the next nonzero
// digit is at s's next set bit; with c = 1 the carry runs through s's set
// bits and k turns odd at the next clear one; both are found a word at a
// time by counting trailing zeros. There d = (s's w bits there) + c, mapped
// into (-2^(w-1), 2^(w-1)), and c becomes 1 exactly when d was negative.
// Since s < 2^255 the carry stops at bit 255 at the latest.
//
// It runs in time that depends on s; verification handles public data.
func NAFWidthN(naf *[256]int8, s *[32]byte, w uint) {
	*naf = [256]int8{}
	var digits [NAFMaxDigits]NAFDigit
	for _, d := range digits[:NAFDigits(&digits, s, w)] {
		naf[d.Pos] = int8(d.D) // |d| < 2^7 for w <= 8
	}
}

// NAFDigit is one nonzero digit of a non-adjacent form and its position.
type NAFDigit struct {
	Pos uint8
	D   int16
}

// NAFMaxDigits bounds the nonzero digits of a width-w non-adjacent form of
// s < 2^255, w >= 2: they stand at least w positions apart among 256.
const NAFMaxDigits = 128

// NAFDigits writes the nonzero digits of the width-w non-adjacent form of
// s (NAFWidthN's, for 2 <= w <= 8; w may be up to 15 here), in increasing
// position to out and returns how many there are.
func NAFDigits(out *[NAFMaxDigits]NAFDigit, s *[32]byte, w uint) int {
	var k [5]uint64 // the fifth word reads as zero past bit 255
	for i := range 4 {
		k[i] = binary.LittleEndian.Uint64(s[8*i:])
	}
	mask := uint64(1)<<w - 1
	c := uint64(0)
	n := 0
	// The steps below that depend on the digits are arithmetic, not
	// branches: over random scalars a branch there is mispredicted about
	// every other digit. (A shift by 64 gives 0 in Go.)
	for pos := uint(0); pos < 256; {
		// The 64 bits of s from pos on, inverted while the carry runs
		// through s's trailing ones.
		idx, sh := pos/64, pos%64
		v := (k[idx]>>sh | k[idx+1]<<(64-sh)) ^ -c
		if v == 0 {
			pos += 64
			continue
		}
		pos += uint(bits.TrailingZeros64(v))
		if pos >= 256 {
			break
		}
		idx, sh = pos/64, pos%64
		m := k[idx]>>sh | k[idx+1]<<(64-sh)
		// d is odd and below 2^w (with c = 1, s's bit at pos is clear);
		// it is negative, and carries, from 2^(w-1) on.
		d := m&mask + c
		c = d >> (w - 1)
		out[n] = NAFDigit{uint8(pos), int16(int(d) - int(c<<w))}
		n++
		pos += w
	}
	return n
}
