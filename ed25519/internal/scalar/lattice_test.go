package scalar

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/edtest"
)

func leBytes(v *big.Int) (b [32]byte) {
	v.FillBytes(b[:])
	for i := range 16 {
		b[i], b[31-i] = b[31-i], b[i]
	}
	return b
}

func fromLE(b []byte) *big.Int {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

// TestShortChallenge checks ShortChallenge against math/big: c = d k (mod
// 8L), d odd and positive, both short, for random challenges and those at
// the edges (0, 1, L-1, near 2^128 and its multiples).
func TestShortChallenge(t *testing.T) {
	n := new(big.Int).Lsh(edtest.L, 3)
	var w [32]byte
	for i := range n8L {
		for j := range 8 {
			w[8*i+j] = byte(n8L[i] >> (8 * j))
		}
	}
	if fromLE(w[:]).Cmp(n) != 0 {
		t.Fatalf("n8L = %x, want 8L = %x", fromLE(w[:]), n)
	}
	r := rand.New(rand.NewPCG(51, 52))
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(edtest.L, big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(1), 128), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(3), 200), new(big.Int).Rsh(edtest.L, 1), new(big.Int).Rsh(edtest.L, 125)}
	for range 3000 {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		ks = append(ks, new(big.Int).Mod(fromLE(b[:]), edtest.L))
	}
	long, bitsSum := 0, 0
	for _, k := range ks {
		kb := leBytes(k)
		cb, cNeg, db, ok := ShortChallenge(&kb)
		if !ok {
			long++
			continue
		}
		c, d := fromLE(cb[:]), fromLE(db[:])
		if d.Bit(0) != 1 {
			t.Fatalf("k = %x: d = %x is even", k, d)
		}
		if c.BitLen() > MaxBits || d.BitLen() > MaxBits {
			t.Fatalf("k = %x: c = %x, d = %x too long", k, c, d)
		}
		bitsSum += max(c.BitLen(), d.BitLen())
		if cNeg {
			c.Neg(c)
		}
		diff := new(big.Int).Sub(c, new(big.Int).Mul(d, k))
		if diff.Mod(diff, n).Sign() != 0 {
			t.Fatalf("k = %x: c = %x, d = %x: c - dk is not a multiple of 8L", k, c, d)
		}
	}
	if long > 3 {
		t.Errorf("%d of %d challenges gave no short c, d", long, len(ks))
	}
	// Split at 192 bits (verifySplit): c below 2^192, d about 64 bits.
	long, dSum := 0, 0
	for _, k := range ks {
		kb := leBytes(k)
		cb, cNeg, db, ok := SplitChallenge(&kb, 192)
		if !ok {
			long++
			continue
		}
		c, d := fromLE(cb[:]), fromLE(db[:])
		if d.Bit(0) != 1 || c.BitLen() > 192 || d.BitLen() > MaxBits {
			t.Fatalf("k = %x: split c = %x, d = %x", k, c, d)
		}
		dSum += d.BitLen()
		if cNeg {
			c.Neg(c)
		}
		diff := new(big.Int).Sub(c, new(big.Int).Mul(d, k))
		if diff.Mod(diff, n).Sign() != 0 {
			t.Fatalf("k = %x: split c = %x, d = %x: c - dk is not a multiple of 8L", k, c, d)
		}
	}
	if long > 3 {
		t.Errorf("%d of %d challenges gave no split c, d", long, len(ks))
	}
	if avg := float64(dSum) / float64(len(ks)-long); avg > 66 {
		t.Errorf("split d averages %.1f bits, want about 64", avg)
	}
	// Lattice vectors of a random challenge are about sqrt(8L) = 2^127.5
	// long: the doublings the shortened check saves.
	if avg := float64(bitsSum) / float64(len(ks)-long); avg > 130 {
		t.Errorf("c and d average %.1f bits, want about 128", avg)
	}
}

// TestLehmerSteps checks that every lehmer call leaves r and t exactly
// where the same number of plain Euclidean steps would.
func TestLehmerSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	plain := func(r0, r1, t0, t1 *u256, odd *bool) {
		q := r0.divMod(r1)
		t0.mulAdd(&q, t1)
		*r0, *r1, *t0, *t1, *odd = *r1, *r0, *t1, *t0, !*odd
	}
	calls := 0
	for iter := range 300 {
		r1 := u256{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64() >> (4 + iter%200)}
		r0, t0, t1 := n8L, u256{}, u256{1}
		odd := true
		for r1.bitLen() > 128 {
			a0, a1, b0, b1, aodd := r0, r1, t0, t1, odd
			if !a0.lehmer(&a1, &b0, &b1, &aodd, 128) {
				plain(&r0, &r1, &t0, &t1, &odd)
				continue
			}
			calls++
			n := 0
			for r0 != a0 && n < 200 {
				plain(&r0, &r1, &t0, &t1, &odd)
				n++
			}
			if r0 != a0 || r1 != a1 || t0 != b0 || t1 != b1 || odd != aodd {
				t.Fatalf("iteration %d, after %d plain steps: lehmer gave r = (%x, %x), t = (%x, %x), odd %v; plain steps (%x, %x), (%x, %x), %v",
					iter, n, a0, a1, b0, b1, aodd, r0, r1, t0, t1, odd)
			}
			if r1.bitLen() <= 128 && r0.bitLen() <= 128 {
				t.Fatalf("iteration %d: lehmer stepped past the first remainder below 2^128", iter)
			}
		}
	}
	if calls < 300 {
		t.Errorf("lehmer ran only %d times", calls)
	}
}

func BenchmarkShortChallenge(b *testing.B) {
	// Many challenges, as verification meets them: one repeated would let
	// the branch predictor learn its quotients.
	r := rand.New(rand.NewPCG(1, 2))
	ks := make([][32]byte, 4096)
	for j := range ks {
		var kb [32]byte
		for i := range kb {
			kb[i] = byte(r.Uint32())
		}
		ks[j] = leBytes(new(big.Int).Mod(fromLE(kb[:]), edtest.L))
	}
	for i := 0; b.Loop(); i++ {
		ShortChallenge(&ks[i%len(ks)])
	}
}

// FuzzShortChallenge checks ShortChallenge's congruence, parity and
// lengths against math/big for challenges from the fuzzer's bytes
// (reduced modulo L).
func FuzzShortChallenge(f *testing.F) {
	f.Add(make([]byte, 32))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	n := new(big.Int).Lsh(edtest.L, 3)
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 64 {
			b = b[:64]
		}
		k := new(big.Int).Mod(fromLE(b), edtest.L)
		kb := leBytes(k)
		cb, cNeg, db, ok := ShortChallenge(&kb)
		if !ok {
			return
		}
		c, d := fromLE(cb[:]), fromLE(db[:])
		if d.Bit(0) != 1 || c.BitLen() > MaxBits || d.BitLen() > MaxBits {
			t.Fatalf("k = %x: c = %x, d = %x", k, c, d)
		}
		if cNeg {
			c.Neg(c)
		}
		if diff := new(big.Int).Sub(c, new(big.Int).Mul(d, k)); diff.Mod(diff, n).Sign() != 0 {
			t.Fatalf("k = %x: c = %x, d = %x: c - dk is not a multiple of 8L", k, c, d)
		}
		cb, cNeg, db, ok = SplitChallenge(&kb, 192)
		if !ok {
			return
		}
		c, d = fromLE(cb[:]), fromLE(db[:])
		if d.Bit(0) != 1 || c.BitLen() > 192 || d.BitLen() > MaxBits {
			t.Fatalf("k = %x: split c = %x, d = %x", k, c, d)
		}
		if cNeg {
			c.Neg(c)
		}
		if diff := new(big.Int).Sub(c, new(big.Int).Mul(d, k)); diff.Mod(diff, n).Sign() != 0 {
			t.Fatalf("k = %x: split c = %x, d = %x: c - dk is not a multiple of 8L", k, c, d)
		}
	})
}
