package scalar

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

// checkReduceWide compares ReduceWide with math/big and with
// edwards25519.Scalar.SetUniformBytes.
func checkReduceWide(t *testing.T, in *[64]byte) {
	t.Helper()
	var got [32]byte
	ReduceWide(&got, in)
	x := new(big.Int).SetBytes(reverse(append([]byte(nil), in[:]...)))
	want := [32]byte(le32(new(big.Int).Mod(x, edtest.L)))
	if got != want {
		t.Fatalf("ReduceWide(%x) = %x, want %x", in, got, want)
	}
	var s edwards25519.Scalar
	if _, err := s.SetUniformBytes(in[:]); err != nil {
		t.Fatal(err)
	}
	if [32]byte(s.Bytes()) != got {
		t.Fatalf("ReduceWide(%x) = %x, SetUniformBytes %x", in, got, s.Bytes())
	}
}

// le64 encodes n (< 2^512) as 64 little-endian bytes.
func le64(n *big.Int) *[64]byte {
	return (*[64]byte)(reverse(n.FillBytes(make([]byte, 64))))
}

// TestReduceWide checks ReduceWide on the edges (0, small values, multiples
// of L and their neighbours up to the largest below 2^512, powers of two
// and their neighbours, 2^512 - 1, inputs that make Barrett's estimate
// fall short) and on random inputs.
func TestReduceWide(t *testing.T) {
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, 512)
	var xs []*big.Int
	for i := range 40 {
		xs = append(xs, big.NewInt(int64(i)))
	}
	for i := uint(1); i < 512; i++ {
		p := new(big.Int).Lsh(one, i)
		xs = append(xs, p, new(big.Int).Sub(p, one), new(big.Int).Add(p, one))
	}
	maxQ := new(big.Int).Div(new(big.Int).Sub(top, one), edtest.L)
	r := rand.New(rand.NewPCG(7, 8))
	for _, q := range []*big.Int{one, big.NewInt(2), big.NewInt(3), big.NewInt(16), maxQ, new(big.Int).Sub(maxQ, one),
		new(big.Int).Lsh(one, 259), new(big.Int).Lsh(one, 128)} {
		m := new(big.Int).Mul(q, edtest.L)
		for _, d := range []int64{-2, -1, 0, 1, 2} {
			xs = append(xs, new(big.Int).Add(m, big.NewInt(d)))
		}
		xs = append(xs, new(big.Int).Add(m, new(big.Int).Sub(edtest.L, one)))
	}
	xs = append(xs, new(big.Int).Sub(top, one))
	for range 20000 {
		var b [64]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		switch r.IntN(4) {
		case 0: // a random multiple of L plus a small or large remainder
			var qb [33]byte
			for i := range qb {
				qb[i] = byte(r.Uint32())
			}
			q := new(big.Int).Mod(new(big.Int).SetBytes(qb[:]), maxQ)
			m := new(big.Int).Mul(q, edtest.L)
			if r.IntN(2) == 0 {
				m.Add(m, big.NewInt(int64(r.IntN(5))))
			} else {
				m.Add(m, new(big.Int).Sub(edtest.L, big.NewInt(int64(1+r.IntN(5)))))
			}
			xs = append(xs, m)
		default:
			xs = append(xs, new(big.Int).SetBytes(b[:]))
		}
	}
	for _, x := range xs {
		if x.Sign() < 0 || x.Cmp(top) >= 0 {
			continue
		}
		checkReduceWide(t, le64(x))
	}
}

// FuzzReduceWide compares ReduceWide with math/big and SetUniformBytes on
// fuzzed 64-byte inputs.
func FuzzReduceWide(f *testing.F) {
	f.Add(make([]byte, 64))
	f.Add(le64(edtest.L)[:])
	f.Fuzz(func(t *testing.T, b []byte) {
		var in [64]byte
		copy(in[:], b)
		checkReduceWide(t, &in)
	})
}

// BenchmarkReduceWide reduces 4096 random 64-byte digests, against
// edwards25519.Scalar.SetUniformBytes (which also converts to Montgomery
// form) and SetUniformBytes followed by Bytes.
func BenchmarkReduceWide(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	in := make([][64]byte, 4096)
	for i := range in {
		for j := range in[i] {
			in[i][j] = byte(r.Uint32())
		}
	}
	b.Run("barrett", func(b *testing.B) {
		var out [32]byte
		i := 0
		for b.Loop() {
			ReduceWide(&out, &in[i%len(in)])
			i++
		}
	})
	b.Run("barrett+canonical", func(b *testing.B) {
		var out [32]byte
		var s edwards25519.Scalar
		i := 0
		for b.Loop() {
			ReduceWide(&out, &in[i%len(in)])
			s.SetCanonicalBytes(out[:])
			i++
		}
	})
	b.Run("setuniform", func(b *testing.B) {
		var s edwards25519.Scalar
		i := 0
		for b.Loop() {
			s.SetUniformBytes(in[i%len(in)][:])
			i++
		}
	})
}

// checkIsCanonical compares IsCanonical with math/big and with
// edwards25519.Scalar.SetCanonicalBytes.
func checkIsCanonical(t *testing.T, b *[32]byte) {
	t.Helper()
	got := IsCanonical(b)
	x := new(big.Int).SetBytes(reverse(append([]byte(nil), b[:]...)))
	if want := x.Cmp(edtest.L) < 0; got != want {
		t.Fatalf("IsCanonical(%x) = %v, want %v", b, got, want)
	}
	var s edwards25519.Scalar
	_, err := s.SetCanonicalBytes(b[:])
	if got != (err == nil) {
		t.Fatalf("IsCanonical(%x) = %v, SetCanonicalBytes error %v", b, got, err)
	}
}

// TestIsCanonical checks IsCanonical on the edges (L and its neighbours,
// powers of two and their neighbours, 2^256 - 1, values sharing L's top
// words) and on random inputs.
func TestIsCanonical(t *testing.T) {
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, 256)
	var xs []*big.Int
	for d := int64(-3); d <= 3; d++ {
		xs = append(xs, new(big.Int).Add(edtest.L, big.NewInt(d)), big.NewInt(d+3))
	}
	for i := uint(1); i <= 256; i++ {
		p := new(big.Int).Lsh(one, i)
		xs = append(xs, p, new(big.Int).Sub(p, one), new(big.Int).Add(p, one))
	}
	r := rand.New(rand.NewPCG(9, 10))
	for range 20000 {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		x := new(big.Int).SetBytes(b[:])
		switch r.IntN(4) {
		case 0: // below 2^253, like an S that passes the top-bit test
			x.Rsh(x, 3)
		case 1: // L's top words, random low ones
			x.Rsh(x, 128)
			x.Xor(x, new(big.Int).Lsh(new(big.Int).Rsh(edtest.L, 128), 128))
		case 2: // near L
			x.Rsh(x, 200)
			if r.IntN(2) == 0 {
				x.Add(edtest.L, x)
			} else {
				x.Sub(edtest.L, x)
			}
		}
		xs = append(xs, x)
	}
	for _, x := range xs {
		if x.Sign() < 0 || x.Cmp(top) >= 0 {
			continue
		}
		checkIsCanonical(t, (*[32]byte)(le32(x)))
	}
}

// FuzzIsCanonical compares IsCanonical with math/big and SetCanonicalBytes
// on fuzzed 32-byte inputs.
func FuzzIsCanonical(f *testing.F) {
	f.Add(make([]byte, 32))
	f.Add(le32(edtest.L))
	f.Fuzz(func(t *testing.T, b []byte) {
		var in [32]byte
		copy(in[:], b)
		checkIsCanonical(t, &in)
	})
}
