package ed25519

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"testing/quick"
)

// genEdgeScalar draws a scalar biased to the edges of [0, 2^253): small
// values, powers of two and their neighbours (long runs of set bits, which
// make the NAF carry), L-1..L-3, and uniform 253-bit values.
func genEdgeScalar(r *rand.Rand) [32]byte {
	var n *big.Int
	switch r.IntN(6) {
	case 0:
		n = big.NewInt(int64(r.IntN(1 << 12)))
	case 1:
		n = new(big.Int).Lsh(big.NewInt(1), uint(r.IntN(253)))
	case 2:
		n = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(1+r.IntN(252))), big.NewInt(int64(r.IntN(3))))
	case 3:
		n = new(big.Int).Sub(bigL, big.NewInt(int64(1+r.IntN(3))))
	default:
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		b[31] &= 0x1f
		return b
	}
	return [32]byte(le32(n))
}

// TestNonAdjacentForm checks, over edge-biased scalars, that the digits
// reconstruct the scalar and have the width-5 NAF shape.
func TestNonAdjacentForm(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	f := func(seed uint64) bool {
		s := genEdgeScalar(rand.New(rand.NewPCG(seed, r.Uint64())))
		var naf [256]int8
		nonAdjacentForm(&naf, &s)
		sum := new(big.Int)
		last := -nafWidth
		for i := 255; i >= 0; i-- {
			sum.Lsh(sum, 1)
			sum.Add(sum, big.NewInt(int64(naf[i])))
		}
		for i, d := range naf {
			if d == 0 {
				continue
			}
			if d%2 == 0 || d >= 1<<(nafWidth-1) || d <= -(1<<(nafWidth-1)) || i-last < nafWidth {
				t.Logf("bad digit %d at %d", d, i)
				return false
			}
			last = i
		}
		want := new(big.Int).SetBytes(reverse(s[:]))
		if sum.Cmp(want) != 0 {
			t.Logf("%x: reconstructs %v", s, sum)
			return false
		}
		return true
	}
	if err := quick.Check(f, &quick.Config{MaxCount: 5000}); err != nil {
		t.Fatal(err)
	}
}

// TestRLCTaken checks that the combined check passes on valid batches (so
// the fast path is really taken) and fails when one signature is bad.
func TestRLCTaken(t *testing.T) {
	pool := validPool(70)
	var sc RLCScratch
	for _, n := range []int{1, 3, 17, 64} {
		items := make([]Item, n)
		verdicts := make([]bool, n)
		for i := range items {
			items[i] = prepare(ZIP215, pool[i].Pub, pool[i].Msg, pool[i].Sig, nil)
		}
		if !VerifyRLC(items, verdicts, &sc, rand.NewChaCha8([32]byte{byte(n)})) {
			t.Fatalf("n=%d: combined check failed on valid signatures", n)
		}
		for i, v := range verdicts {
			if !v {
				t.Fatalf("n=%d: lane %d false", n, i)
			}
		}
		bad := append([]byte(nil), pool[n/2].Sig...)
		bad[33] ^= 1
		items[n/2] = prepare(ZIP215, pool[n/2].Pub, pool[n/2].Msg, bad, nil)
		if VerifyRLC(items, verdicts, &sc, rand.NewChaCha8([32]byte{byte(n)})) {
			t.Fatalf("n=%d: combined check passed with a bad signature", n)
		}
	}
}

// TestCombineLanesTaken checks that the ifma backend's combined check
// accepts batches of valid signatures (with keys decoded from bytes, from
// keys with hot tables, and small-order components that the cofactor
// clears) and rejects one holding a bad signature, for every slot count,
// on the portable twins and on the IFMA kernels where present.
func TestCombineLanesTaken(t *testing.T) {
	pool := validPool(70)
	edge := genEdgeCorpus()
	g := readGolden(t)
	var mixed []vector // ZIP215-valid edge vectors: small-order A or R included
	for i, v := range edge {
		if g["edge"][ZIP215][i] == '1' {
			mixed = append(mixed, v)
		}
	}
	for _, mode := range kernelModes() {
		defer useKernels(mode)()
		ws := new(workspace)
		for _, n := range []int{msmMin, 17, 33, 64} {
			for _, p := range []Profile{ZIP215, FIPS186_5} {
				vs := append([]vector(nil), pool[:n]...)
				if p == ZIP215 {
					for j := 0; j < n && j < len(mixed); j += 3 {
						vs[j] = mixed[j]
					}
				}
				items := ws.items[:n]
				verdicts := make([]bool, n)
				for i, v := range vs {
					items[i] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
				}
				if combineLanes(items[:msmMin-1], verdicts[:msmMin-1], ws, nil) {
					t.Fatalf("%s %v: combined check ran below msmMin", mode, p)
				}
				if !combineLanes(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check failed on valid signatures", mode, p, n)
				}
				for i, v := range verdicts {
					if !v {
						t.Fatalf("%s %v n=%d: lane %d false", mode, p, n, i)
					}
				}
				bad := append([]byte(nil), vs[n/2].Sig...)
				bad[33] ^= 1
				items[n/2] = prepare(p, vs[n/2].Pub, vs[n/2].Msg, bad, nil)
				if combineLanes(items, verdicts, ws, rand.NewChaCha8([32]byte{byte(n)})) {
					t.Fatalf("%s %v n=%d: combined check passed with a bad signature", mode, p, n)
				}
			}
		}
	}
}
