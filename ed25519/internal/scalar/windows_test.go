package scalar

import (
	"encoding/binary"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// signedWindowsCarry is the twin of SignedWindows that recodes with a carry
// from digit to digit: a window's value v (plus the carry from below)
// becomes v - 2^w with a carry of 1 when v >= 2^(w-1); the last digit takes
// the final carry.
func signedWindowsCarry(d []int8, s *[32]byte, w uint) {
	var x [6]uint64
	for i := range 4 {
		x[i] = binary.LittleEndian.Uint64(s[8*i:])
	}
	mask := uint64(1)<<w - 1
	carry := uint64(0)
	last := len(d) - 1
	for i := range last {
		bit := uint(i) * w
		idx, sh := bit/64, bit%64
		v := (x[idx]>>sh|x[idx+1]<<(64-sh))&mask + carry
		carry = (v + 1<<(w-1)) >> w
		d[i] = int8(int64(v) - int64(carry<<w))
	}
	bit := uint(last) * w
	idx, sh := bit/64, bit%64
	d[last] = int8((x[idx]>>sh|x[idx+1]<<(64-sh))&mask + carry)
}

// windowShapes are the (width, digit count) pairs the engines recode with:
// the lanes' k (5, 51) and S (8, 32; 11, 23, SignedWindows16's), the short
// halves, the bucket sums' widths 5..8 over 254 bits, the smallest widths,
// and SignedWindows16's other widths.
var windowShapes = [][2]uint{{5, 51}, {8, 32}, {11, 23}, {5, 28}, {8, 17}, {6, 43}, {7, 37}, {4, 64}, {3, 85}, {2, 128}, {1, 254}, {9, 29}, {10, 26}, {12, 22}, {14, 19}}

// windowsFit reports whether s meets SignedWindows' contract for (w, n):
// s + sum 2^(w-1) 2^(w i) < 2^(w n).
func windowsFit(s *big.Int, w, n uint) bool {
	c := new(big.Int)
	for i := range n {
		c.SetBit(c, int(w*i+w-1), 1)
	}
	c.Add(c, s)
	return c.BitLen() <= int(w*n)
}

// checkWindows compares SignedWindows with its twin and with the sum.
func checkWindows(t *testing.T, s *[32]byte, w, n uint) {
	t.Helper()
	got, want := make([]int8, n), make([]int8, n)
	SignedWindows(got, s, w)
	signedWindowsCarry(want, s, w)
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("w=%d n=%d s=%x: digit %d = %d, the carry twin's %d", w, n, s, i, got[i], want[i])
		}
	}
	wide := make([]int16, n)
	for i := range got {
		wide[i] = int16(got[i])
		if int(got[i]) < -(1<<(w-1)) || int(got[i]) >= 1<<(w-1) {
			t.Fatalf("w=%d n=%d s=%x: digit %d = %d out of range", w, n, s, i, got[i])
		}
	}
	checkSum(t, s, w, wide)
}

// checkWindows16 checks SignedWindows16's digits: their range, their sum
// and, where s meets SignedWindows' contract, SignedWindows' digits.
func checkWindows16(t *testing.T, s *[32]byte, w, n uint) {
	t.Helper()
	got := make([]int16, n)
	SignedWindows16(got, s, w)
	for i, d := range got {
		lo, hi := -(1 << (w - 1)), 1<<(w-1)-1
		if i == len(got)-1 {
			lo, hi = 0, 1<<w
		}
		if int(d) < lo || int(d) > hi {
			t.Fatalf("w=%d n=%d s=%x: digit %d = %d out of range", w, n, s, i, d)
		}
	}
	checkSum(t, s, w, got)
	if w <= 8 && windowsFit(new(big.Int).SetBytes(reverse(append([]byte(nil), s[:]...))), w, n) {
		want := make([]int8, n)
		SignedWindows(want, s, w)
		for i := range got {
			if got[i] != int16(want[i]) {
				t.Fatalf("w=%d n=%d s=%x: digit %d = %d, SignedWindows' %d", w, n, s, i, got[i], want[i])
			}
		}
	}
}

// checkSum checks that the digits d of width w sum to s.
func checkSum(t *testing.T, s *[32]byte, w uint, d []int16) {
	t.Helper()
	sum := new(big.Int)
	for i := len(d) - 1; i >= 0; i-- {
		sum.Lsh(sum, w)
		sum.Add(sum, big.NewInt(int64(d[i])))
	}
	if v := new(big.Int).SetBytes(reverse(append([]byte(nil), s[:]...))); sum.Cmp(v) != 0 {
		t.Fatalf("w=%d n=%d s=%x: digits sum to %x", w, len(d), s, sum)
	}
}

// TestSignedWindows checks SignedWindows digit for digit against the carry
// twin, and the digits' range and sum, for every shape the engines use and
// every scalar of nafScalars that fits the shape; and SignedWindows16 (the
// shapes of up to 14 bits) under its own contract.
func TestSignedWindows(t *testing.T) {
	for _, k := range nafScalars() {
		s := [32]byte(le32(k))
		for _, sh := range windowShapes {
			if sh[0] <= 8 && windowsFit(k, sh[0], sh[1]) {
				checkWindows(t, &s, sh[0], sh[1])
			}
			if k.BitLen() <= int(sh[0]*sh[1]) {
				checkWindows16(t, &s, sh[0], sh[1])
			}
		}
	}
}

// FuzzSignedWindows compares SignedWindows with its carry twin, and checks
// SignedWindows16, on fuzzed scalars, widths and digit counts that meet
// their contracts.
func FuzzSignedWindows(f *testing.F) {
	f.Add(make([]byte, 32), uint8(5), uint8(51))
	f.Add(le32(new(big.Int).Sub(edtest.L, big.NewInt(1))), uint8(8), uint8(32))
	f.Add(le32(new(big.Int).Sub(edtest.L, big.NewInt(1))), uint8(11), uint8(23))
	f.Fuzz(func(t *testing.T, b []byte, w8, n8 uint8) {
		var s [32]byte
		copy(s[:], b)
		w := 1 + uint(w8)%14
		n := 1 + uint(n8)%(300/w)
		k := new(big.Int).SetBytes(reverse(append([]byte(nil), s[:]...)))
		if w <= 8 && windowsFit(k, w, n) {
			checkWindows(t, &s, w, n)
		}
		if k.BitLen() <= int(w*n) {
			checkWindows16(t, &s, w, n)
		}
	})
}

// BenchmarkSignedWindows recodes 4096 random scalars below 2^253 in the
// lanes engine's two shapes (51 digits of 5 bits and 32 of 8), against
// the carry twin; and (wide11) in 23 digits of 11 with SignedWindows16.
func BenchmarkSignedWindows(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	ss := make([][32]byte, 4096)
	for i := range ss {
		for j := range ss[i] {
			ss[i][j] = byte(r.Uint32())
		}
		ss[i][31] &= 0x1f
	}
	var da [51]int8
	var dd [32]int8
	for _, v := range []struct {
		name string
		f    func([]int8, *[32]byte, uint)
	}{{"offset", SignedWindows}, {"carry", signedWindowsCarry}} {
		b.Run(v.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				s := &ss[i%len(ss)]
				v.f(da[:], s, 5)
				v.f(dd[:], s, 8)
				i++
			}
		})
	}
	var dw [23]int16
	b.Run("wide11", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			SignedWindows16(dw[:], &ss[i%len(ss)], 11)
			i++
		}
	})
}
