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

// euclidSplit is SplitChallenge's specification in math/big: the extended
// Euclidean algorithm on 8L and k, stopped at the first remainder below
// 2^stop, one step more when that remainder's coefficient is even.
func euclidSplit(k *big.Int, stop int) (c, d *big.Int) {
	r0, r1 := new(big.Int).Lsh(edtest.L, 3), new(big.Int).Set(k)
	t0, t1 := big.NewInt(0), big.NewInt(1)
	step := func() {
		q, m := new(big.Int).DivMod(r0, r1, new(big.Int))
		r0, r1 = r1, m
		t0, t1 = t1, new(big.Int).Sub(t0, q.Mul(q, t1))
	}
	for r1.BitLen() > stop {
		step()
	}
	if t1.Bit(0) == 0 {
		step()
	}
	return r1, t1
}

// TestSplitChallengeEuclid checks SplitChallenge's c and d against the
// math/big Euclidean algorithm, exactly, for random challenges, short
// ones, and ones whose quotients are large.
func TestSplitChallengeEuclid(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 4000 {
		var b [32]byte
		for j := range b {
			b[j] = byte(r.Uint32())
		}
		k := new(big.Int).Mod(fromLE(b[:]), edtest.L)
		switch i % 4 {
		case 1:
			k.Rsh(k, uint(r.IntN(250)))
		case 2:
			// A k near a fraction of 8L with a small denominator: a large
			// quotient early on.
			k.Div(new(big.Int).Lsh(edtest.L, 3), big.NewInt(int64(1+r.IntN(1<<20))))
			k.Add(k, big.NewInt(int64(r.IntN(1<<30))))
			k.Mod(k, edtest.L)
		}
		kb := leBytes(k)
		for _, stop := range []int{128, 192} {
			wantC, wantD := euclidSplit(k, stop)
			cb, cNeg, db, ok := SplitChallenge(&kb, stop)
			if wantC.BitLen() > MaxBits || wantD.BitLen() > MaxBits {
				if ok {
					t.Fatalf("k = %x, stop %d: ok for c = %x, d = %x beyond MaxBits", k, stop, wantC, wantD)
				}
				continue
			}
			// SplitChallenge returns (r, t) with t made positive: (-r, -t)
			// for a negative t.
			c, d := fromLE(cb[:]), fromLE(db[:])
			if cNeg {
				c.Neg(c)
			}
			if wantD.Sign() < 0 {
				wantC.Neg(wantC)
				wantD.Neg(wantD)
			}
			if !ok || c.Cmp(wantC) != 0 || d.Cmp(wantD) != 0 {
				t.Fatalf("k = %x, stop %d: got c = %x, d = %x (ok %v), want %x, %x", k, stop, c, d, ok, wantC, wantD)
			}
		}
	}
}

// TestLehmerSteps checks that every lehmer call leaves r and t exactly
// where the same number of plain Euclidean steps would, each of those
// steps with a divisor of at least 2^stop, for stops across the range and
// divisors placed just above a stop.
func TestLehmerSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	plain := func(r0, r1, t0, t1 *u256, odd *bool) {
		q := r0.divMod(r1)
		t0.mulAdd(&q, t1)
		*r0, *r1, *t0, *t1, *odd = *r1, *r0, *t1, *t0, !*odd
	}
	calls := 0
	for iter := range 3000 {
		stop := []int{64, 100, 128, 160, 192}[iter%5]
		r1 := u256{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64() >> (4 + iter%200)}
		r0, t0, t1 := n8L, u256{}, u256{1}
		if iter%3 == 0 {
			// r1 just above 2^stop, r0 a few dozen bits longer: the last
			// steps' divisors straddle 2^stop.
			one := u256{1}
			r1 = one.shl(stop)
			r1[0] += r.Uint64() >> r.IntN(64)
			r0 = one.shl(stop + 20 + r.IntN(40))
			r0[0] |= r.Uint64()
			r0[1] ^= r.Uint64() >> 8
		}
		odd := true
		for r1.bitLen() > stop {
			a0, a1, b0, b1, aodd := r0, r1, t0, t1, odd
			if !a0.lehmer(&a1, &b0, &b1, &aodd, stop) {
				plain(&r0, &r1, &t0, &t1, &odd)
				continue
			}
			calls++
			n := 0
			for r0 != a0 && n < 200 {
				if r1.bitLen() <= stop {
					t.Fatalf("iteration %d: lehmer stepped with a divisor below 2^%d", iter, stop)
				}
				plain(&r0, &r1, &t0, &t1, &odd)
				n++
			}
			if r0 != a0 || r1 != a1 || t0 != b0 || t1 != b1 || odd != aodd {
				t.Fatalf("iteration %d, after %d plain steps: lehmer gave r = (%x, %x), t = (%x, %x), odd %v; plain steps (%x, %x), (%x, %x), %v",
					iter, n, a0, a1, b0, b1, aodd, r0, r1, t0, t1, odd)
			}
		}
	}
	if calls < 3000 {
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

// TestBitLen checks BitLen against math/big at every length.
func TestBitLen(t *testing.T) {
	for n := 0; n <= 256; n++ {
		v := new(big.Int).Lsh(big.NewInt(1), uint(n))
		v.Sub(v, big.NewInt(1)) // n ones
		for _, x := range []*big.Int{v, new(big.Int).Rsh(v, 1).Add(new(big.Int).Rsh(v, 1), big.NewInt(1))} {
			if x.BitLen() > 256 {
				continue
			}
			b := leBytes(x)
			if got := BitLen(&b); got != x.BitLen() {
				t.Fatalf("BitLen(%x) = %d, want %d", x, got, x.BitLen())
			}
		}
	}
}

// TestShortChallengeDeclines checks that ShortChallenge declines the
// challenges edtest.DecliningChallenges constructs (the engines' tests
// take them to reach their fallback paths).
func TestShortChallengeDeclines(t *testing.T) {
	for i, k := range edtest.DecliningChallenges(8) {
		if _, _, _, ok := ShortChallenge(&k); ok {
			t.Errorf("challenge %d, %x: not declined", i, k)
		}
	}
}
