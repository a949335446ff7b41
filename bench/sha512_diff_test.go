package main

import (
	"crypto/sha512"
	"math/rand/v2"
	"testing"
)

// maxLanes is the lane count of sha512x's widest kernel (avx512).
const maxLanes = 8

func requireSHA512x(t *testing.T) *sha512Impl {
	t.Helper()
	if vilyaSHA512x == nil {
		t.Skip("SKIPPING: vilya's sha512x package is not in this build; its matrix cells are n/a (see vilya_sha512x.go)")
	}
	return vilyaSHA512x
}

// checkBatch hashes msgs in batches of the given sizes (cycled) with vilya
// and compares every lane with crypto/sha512, plain and prefixed.
func checkBatch(t *testing.T, v *sha512Impl, msgs [][]byte, prefixes [][64]byte, sizes []int) {
	t.Helper()
	for i, k := 0, 0; i < len(msgs); k++ {
		n := min(sizes[k%len(sizes)], len(msgs)-i)
		batch, pre := msgs[i:i+n], prefixes[i:i+n]
		out := make([][64]byte, n+1) // one spare: out may be longer than msgs
		sentinel := [64]byte{1, 2, 3}
		out[n] = sentinel
		v.sumBatch(out, batch)
		for j, m := range batch {
			if want := sha512.Sum512(m); out[j] != want {
				t.Fatalf("SumBatch: lane %d of %d, %d-byte message: got %x, want %x", j, n, len(m), out[j], want)
			}
		}
		if out[n] != sentinel {
			t.Fatalf("SumBatch wrote past len(msgs) (batch of %d)", n)
		}
		v.sumPrefixed(out, pre, batch)
		for j, m := range batch {
			h := sha512.New()
			h.Write(pre[j][:])
			h.Write(m)
			var want [64]byte
			h.Sum(want[:0])
			if out[j] != want {
				t.Fatalf("SumPrefixedBatch: lane %d of %d, %d-byte message: got %x, want %x", j, n, len(m), out[j], want)
			}
		}
		i += n
	}
}

func makeMsgs(r *rand.Rand, lengths []int, unaligned bool) ([][]byte, [][64]byte) {
	msgs := make([][]byte, len(lengths))
	prefixes := make([][64]byte, len(lengths))
	for i, n := range lengths {
		off := 0
		if unaligned {
			off = 1 + i%7
		}
		b := randBytes(r, n+off)
		msgs[i] = b[off:]
		copy(prefixes[i][:], randBytes(r, 64))
	}
	return msgs, prefixes
}

func TestSHA512xEveryLength(t *testing.T) {
	v := requireSHA512x(t)
	r := rand.New(rand.NewPCG(seed(t), 2))
	var lengths []int
	for n := 0; n <= 1024; n++ {
		lengths = append(lengths, n)
	}
	sizes := make([]int, 0, maxLanes+3)
	for b := 1; b <= maxLanes+3; b++ {
		sizes = append(sizes, b)
	}
	for _, unaligned := range []bool{false, true} {
		msgs, pre := makeMsgs(r, lengths, unaligned)
		checkBatch(t, v, msgs, pre, sizes)
	}
}

func TestSHA512xBlockBoundaries(t *testing.T) {
	v := requireSHA512x(t)
	r := rand.New(rand.NewPCG(seed(t), 3))
	var lengths []int
	for k := 128; k <= 16*kib; k += 128 {
		for d := -18; d <= 1; d++ { // 112 mod 128 is where padding spills a block
			lengths = append(lengths, k+d)
		}
	}
	msgs, pre := makeMsgs(r, lengths, true)
	checkBatch(t, v, msgs, pre, []int{maxLanes, maxLanes + 3, 3})
}

func TestSHA512xMixedBatches(t *testing.T) {
	v := requireSHA512x(t)
	r := rand.New(rand.NewPCG(seed(t), 4))
	iters := 400
	if testing.Short() {
		iters = 50
	}
	for range iters {
		n := 1 + r.IntN(2*maxLanes+3)
		lengths := make([]int, n)
		for i := range lengths {
			switch r.IntN(4) {
			case 0:
				lengths[i] = r.IntN(130)
			case 1:
				lengths[i] = 200 + r.IntN(1100)
			default:
				lengths[i] = r.IntN(5000)
			}
		}
		msgs, pre := makeMsgs(r, lengths, r.IntN(2) == 0)
		checkBatch(t, v, msgs, pre, []int{n})
	}
}

func TestSHA512xShortOutPanics(t *testing.T) {
	v := requireSHA512x(t)
	defer func() {
		if recover() == nil {
			t.Fatal("SumBatch with len(out) < len(msgs) did not panic")
		}
	}()
	v.sumBatch(make([][64]byte, 1), [][]byte{nil, nil})
}

// TestCryptoSHA512Adapter checks the crypto/sha512 peer adapter itself.
func TestCryptoSHA512Adapter(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	c := cryptoSHA512()
	msgs, pre := makeMsgs(r, []int{0, 1, 111, 112, 200, 1232}, true)
	checkBatch(t, c, msgs, pre, []int{1, 5})
}

// TestSHA512xKernels repeats the every-length check for every kernel vilya
// can run here, forced through SetKernel; VILYA_REQUIRE_KERNELS applies.
func TestSHA512xKernels(t *testing.T) {
	v := requireSHA512x(t)
	have := v.kernels()
	requireKernels(t, have, []string{"generic", "avx2", "avx512"})
	r := rand.New(rand.NewPCG(seed(t), 6))
	var lengths []int
	for n := 0; n <= 300; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 1232, 4095, 4096, 4097)
	msgs, pre := makeMsgs(r, lengths, true)
	defer v.setKernel("auto")
	for _, k := range have {
		t.Run(k, func(t *testing.T) {
			if err := v.setKernel(k); err != nil {
				t.Fatalf("SetKernel(%q): %v", k, err)
			}
			checkBatch(t, v, msgs, pre, []int{1, 3, maxLanes, maxLanes + 3})
		})
	}
}
