package scalar

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// refNAF is the width-w non-adjacent form of k >= 0 computed one digit at a
// time with math/big, straight from the definition: while k > 0, if k is
// odd the digit is d = k mods 2^w (in (-2^(w-1), 2^(w-1))) and k becomes
// k - d, otherwise it is 0; then k becomes k/2.
func refNAF(k *big.Int, w uint) []int8 {
	var digits []int8
	for _, d := range refNAF64(k, w) {
		digits = append(digits, int8(d))
	}
	return digits
}

// refNAF64 is refNAF with digits of any width.
func refNAF64(k *big.Int, w uint) []int64 {
	k = new(big.Int).Set(k)
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	var digits []int64
	for k.Sign() > 0 {
		var d int64
		if k.Bit(0) == 1 {
			d = new(big.Int).Mod(k, mod).Int64()
			if d >= 1<<(w-1) {
				d -= 1 << w
			}
			k.Sub(k, big.NewInt(d))
		}
		digits = append(digits, d)
		k.Rsh(k, 1)
	}
	return digits
}

// nafScalars returns the scalars the NAF tests run over: the edges (0, 1,
// small values, 2^i and its neighbours, L-1, 2^255-1 and the largest values
// every width carries out of), edge-biased draws and uniform values below
// 2^255.
func nafScalars() []*big.Int {
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, 255)
	var ks []*big.Int
	for i := range 300 {
		ks = append(ks, big.NewInt(int64(i)))
	}
	for i := uint(1); i < 255; i++ {
		p := new(big.Int).Lsh(one, i)
		ks = append(ks, p, new(big.Int).Sub(p, one), new(big.Int).Add(p, one))
	}
	ks = append(ks, new(big.Int).Sub(edtest.L, one), new(big.Int).Sub(top, one), new(big.Int).Sub(top, big.NewInt(129)))
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		s := edtest.EdgeScalar(r)
		ks = append(ks, new(big.Int).SetBytes(reverse(s[:])))
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x7f
		ks = append(ks, new(big.Int).SetBytes(reverse(b[:])))
	}
	return ks
}

// TestNAFWidthN checks NAFWidthN, for every width 2..8, digit for digit
// against refNAF (the form is unique, so they must be equal), and checks the
// defining properties directly: the digits sum to s, every nonzero digit is
// odd and below 2^(w-1) in absolute value, and any w consecutive digits hold
// at most one nonzero digit.
func TestNAFWidthN(t *testing.T) {
	for w := uint(2); w <= 8; w++ {
		for _, k := range nafScalars() {
			s := [32]byte(le32(k))
			var naf [256]int8
			NAFWidthN(&naf, &s, w)
			want := refNAF(k, w)
			if len(want) > len(naf) {
				t.Fatalf("w=%d k=%v: the reference has %d digits", w, k, len(want))
			}
			sum := new(big.Int)
			last := -int(w)
			for i := len(naf) - 1; i >= 0; i-- {
				d := naf[i]
				if i < len(want) && d != want[i] || i >= len(want) && d != 0 {
					t.Fatalf("w=%d k=%v: digit %d = %d, reference %v", w, k, i, d, want)
				}
				sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(d)))
			}
			for i, d := range naf {
				if d == 0 {
					continue
				}
				if d%2 == 0 || int(d) >= 1<<(w-1) || int(d) <= -(1<<(w-1)) || i-last < int(w) {
					t.Fatalf("w=%d k=%v: digit %d at %d breaks the NAF shape", w, k, d, i)
				}
				last = i
			}
			if sum.Cmp(k) != 0 {
				t.Fatalf("w=%d k=%v: digits sum to %v", w, k, sum)
			}
		}
	}
}

// TestNAFDigits checks NAFDigits, for every width 2..15 (the solo engine
// takes 10 for the base point), against refNAF64: the nonzero digits and
// their positions, in increasing order.
func TestNAFDigits(t *testing.T) {
	for w := uint(2); w <= 15; w++ {
		for _, k := range nafScalars() {
			s := [32]byte(le32(k))
			var f NAF
			f.Set(&s, w)
			var want []NAFDigit
			for i, d := range refNAF64(k, w) {
				if d != 0 {
					want = append(want, NAFDigit{uint8(i), int16(d)})
				}
			}
			if got := f.d[:f.n]; !slices.Equal(got, want) {
				t.Fatalf("w=%d k=%v: digits %v, reference %v", w, k, got, want)
			}
		}
	}
}

func BenchmarkNAFWidthN(b *testing.B) {
	// Many scalars, as verification meets them: one repeated would let the
	// branch predictor learn its digits.
	r := rand.New(rand.NewPCG(3, 4))
	ss := make([][32]byte, 4096)
	for j := range ss {
		for i := range ss[j] {
			ss[j][i] = byte(r.Uint32())
		}
		ss[j][31] &= 0x0f
	}
	var naf [256]int8
	var f NAF
	for _, w := range []uint{4, 5, 8, 10} {
		if w <= 8 {
			b.Run("w"+strconv.Itoa(int(w)), func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					NAFWidthN(&naf, &ss[i%len(ss)], w)
				}
			})
		}
		b.Run("digits/w"+strconv.Itoa(int(w)), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				f.Set(&ss[i%len(ss)], w)
			}
		})
	}
}

// TestWalkChain runs WalkChainB's schedule on integers: from the digits of
// a in radix 2^5 and of b in radix 2^wB, adding at the positions it calls
// and doubling as it says, it must reach sum a_j 2^(5j) + sum b_j 2^(wB j),
// with every digit added once, for the lanes' widths of B.
func TestWalkChain(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, wB := range []int{8, 11} {
		for range 50 {
			const top = 5 * 50
			a := make([]int64, top/5+1)
			b := make([]int64, top/wB+1)
			want := new(big.Int)
			for j := range a {
				a[j] = r.Int64N(33) - 16
				want.Add(want, new(big.Int).Lsh(big.NewInt(a[j]), uint(5*j)))
			}
			for j := range b {
				b[j] = r.Int64N(2049) - 1024
				want.Add(want, new(big.Int).Lsh(big.NewInt(b[j]), uint(wB*j)))
			}
			acc := new(big.Int)
			seenA, seenB := make([]int, len(a)), make([]int, len(b))
			WalkChainB(top, wB, func(j int) {
				seenA[j]++
				acc.Add(acc, big.NewInt(a[j]))
			}, func(j int) {
				seenB[j]++
				acc.Add(acc, big.NewInt(b[j]))
			}, func(n uint64) { acc.Lsh(acc, uint(n)) })
			if acc.Cmp(want) != 0 {
				t.Fatalf("wB=%d: the schedule reaches %x, want %x", wB, acc, want)
			}
			for _, s := range [][]int{seenA, seenB} {
				for j, c := range s {
					if c != 1 {
						t.Fatalf("wB=%d: digit %d added %d times", wB, j, c)
					}
				}
			}
		}
	}
}
