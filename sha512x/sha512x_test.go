package sha512x

import (
	"bytes"
	"crypto/sha512"
	"fmt"
	mrand "math/rand"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"testing/quick"

	"github.com/vilyacrypto/vilya/internal/cpu"
	"github.com/vilyacrypto/vilya/internal/kernelreq"
)

// forEachKernel runs f once per kernel this CPU can run, with that kernel
// forced and every batch size sent to it. Kernels it cannot run are logged,
// or fail the test when named in VILYA_REQUIRE_KERNELS.
func forEachKernel(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	kernelreq.Check(t, "sha512x", kernelNames, Kernels())
	defer SetKernel("auto")
	defer func(m [len(minKernelMsgs)]int) { minKernelMsgs = m }(minKernelMsgs)
	for k := range minKernelMsgs {
		minKernelMsgs[k] = 1
	}
	for _, k := range kernelNames {
		if err := SetKernel(k); err != nil {
			continue // logged, or failed if required, by kernelreq.Check
		}
		t.Run(k, f)
	}
}

// asmKernels lists the multi-lane kernels this CPU can run, the portable twin
// first, for tests that drive the lane engine directly.
func laneKernels() []kern {
	ks := []kern{kernGeneric}
	if kernelAvailable("avx2") {
		ks = append(ks, kernAVX2)
	}
	if kernelAvailable("avx512") {
		ks = append(ks, kernAVX512)
	}
	return ks
}

func (k kern) String() string { return [...]string{"twin", "avx2", "avx512"}[k] }

// pool is random bytes that messages are cut from, at any offset so that
// inputs are unaligned.
var pool = func() []byte {
	b := make([]byte, 1<<16+4096)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}()

func cut(r *rand.Rand, n int) []byte {
	off := r.IntN(len(pool) - n + 1)
	return pool[off : off+n : off+n]
}

func prefixesFor(r *rand.Rand, n int) [][64]byte {
	p := make([][64]byte, n)
	for i := range p {
		copy(p[i][:], cut(r, 64))
	}
	return p
}

// check hashes msgs with SumBatch and SumPrefixedBatch, and with the lane
// engine driven by every lane kernel, against crypto/sha512.
func check(t *testing.T, r *rand.Rand, msgs [][]byte) {
	t.Helper()
	prefixes := prefixesFor(r, len(msgs))
	want := make([][64]byte, len(msgs))
	wantP := make([][64]byte, len(msgs))
	for i, m := range msgs {
		want[i] = sha512.Sum512(m)
		wantP[i] = sha512.Sum512(append(prefixes[i][:], m...))
	}
	got := make([][64]byte, len(msgs)+1)
	got[len(msgs)] = [64]byte{1}
	SumBatch(got, msgs)
	compare(t, "SumBatch", msgs, got, want)
	SumPrefixedBatch(got, prefixes, msgs)
	compare(t, "SumPrefixedBatch", msgs, got, wantP)
	if got[len(msgs)] != [64]byte{1} {
		t.Fatalf("output beyond len(msgs) written")
	}
}

func compare(t *testing.T, what string, msgs [][]byte, got, want [][64]byte) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			lens := make([]int, len(msgs))
			for j, m := range msgs {
				lens[j] = len(m)
			}
			t.Fatalf("%s: lane %d of %d (len %d) differs; batch lengths %v\n got %x\nwant %x",
				what, i, len(msgs), len(msgs[i]), lens, got[i], want[i])
		}
	}
}

func TestEveryLength(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for n := 0; n <= 1024; n++ {
			msgs := make([][]byte, maxLanes+3)
			for i := range msgs {
				msgs[i] = cut(r, n)
			}
			check(t, r, msgs)
		}
	})
}

func TestBlockBoundaries(t *testing.T) {
	// Plain streams end at r = len mod 128; prefixed ones at (len+64) mod
	// 128. The padding needs a second block from r = 112 on.
	ds := []int{-81, -80, -79, -65, -64, -63, -18, -17, -16, -15, -1, 0, 1}
	forEachKernel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for k := 0; k*BlockSize <= 16<<10; k++ {
			var msgs [][]byte
			for _, d := range ds {
				if n := k*BlockSize + d; n >= 0 {
					msgs = append(msgs, cut(r, n))
				}
			}
			r.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
			check(t, r, msgs)
		}
	})
}

// edgeLen returns a length biased towards block and padding edges.
func edgeLen(r *rand.Rand) int {
	switch r.IntN(4) {
	case 0:
		return r.IntN(300)
	case 1:
		return r.IntN(40)*BlockSize + []int{-81, -80, -65, -64, -17, -16, -1, 0, 1}[r.IntN(9)] + 81
	case 2:
		return r.IntN(5000)
	}
	return r.IntN(2000)
}

func TestRandomBatches(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(7, 8))
		for size := 1; size <= 40; size++ {
			for range 8 {
				msgs := make([][]byte, size)
				for i := range msgs {
					msgs[i] = cut(r, edgeLen(r))
				}
				check(t, r, msgs)
			}
		}
		check(t, r, nil)
	})
}

// TestLaneEngine drives the lane engine with every lane kernel directly,
// including the portable twin on builds without assembly.
func TestLaneEngine(t *testing.T) {
	for _, k := range laneKernels() {
		t.Run(k.String(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(9, 10))
			for size := 1; size <= 2*maxLanes+3; size++ {
				for range 10 {
					msgs := make([][]byte, size)
					want := make([][64]byte, size)
					for i := range msgs {
						msgs[i] = cut(r, edgeLen(r))
						want[i] = sha512.Sum512(msgs[i])
					}
					got := make([][64]byte, size)
					sumLanes(k, got, nil, msgs)
					compare(t, "sumLanes", msgs, got, want)
					prefixes := prefixesFor(r, size)
					for i := range msgs {
						want[i] = sha512.Sum512(append(prefixes[i][:], msgs[i]...))
					}
					sumLanes(k, got, prefixes, msgs)
					compare(t, "sumLanes prefixed", msgs, got, want)
				}
			}
		})
	}
}

// TestKernelsAgainstTwin runs each block kernel on random chaining values,
// unaligned data and uneven block counts, against blocksGeneric.
func TestKernelsAgainstTwin(t *testing.T) {
	for _, k := range laneKernels()[1:] {
		t.Run(k.String(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(11, 12))
			for range 1000 {
				var h, h2 [8][maxLanes]uint64
				var p [nSeg][maxLanes]*byte
				var n, n0 [nSeg][maxLanes]uint64
				for w := range h {
					for i := range h[w] {
						h[w][i] = r.Uint64()
					}
				}
				for j := range p {
					for i := range p[j] {
						if i < k.width() && r.IntN(3) != 0 {
							n[j][i] = uint64(r.IntN(4))
						}
						p[j][i] = &cut(r, int(n[j][i]+1)*BlockSize)[0]
					}
				}
				h2, n0 = h, n
				p0 := p
				blocks(k, &h, &p, &n)
				blocksGeneric(&h2, &p, &n)
				if h != h2 {
					t.Fatalf("counts %v: kernel and twin differ", n)
				}
				if p != p0 || n != n0 {
					t.Fatalf("kernel wrote its pointers or counts")
				}
			}
		})
	}
}

// TestMinKernelMsgs pins the AVX-512 kernel's threshold: two messages
// where 512-bit operations run at full width, three elsewhere.
func TestMinKernelMsgs(t *testing.T) {
	if minAVX512Msgs(true) != 2 || minAVX512Msgs(false) != 3 {
		t.Fatalf("minAVX512Msgs(true), minAVX512Msgs(false) = %d, %d, want 2, 3", minAVX512Msgs(true), minAVX512Msgs(false))
	}
	if want := minAVX512Msgs(cpu.Latency512); minKernelMsgs[kernAVX512] != want {
		t.Fatalf("minKernelMsgs[kernAVX512] = %d with Latency512 %v, want %d", minKernelMsgs[kernAVX512], cpu.Latency512, want)
	}
}

// TestDefaultThresholds checks batches that the kernels share with
// crypto/sha512 under the default minKernelMsgs.
func TestDefaultThresholds(t *testing.T) {
	defer SetKernel("auto")
	r := rand.New(rand.NewPCG(17, 18))
	for _, k := range Kernels() {
		SetKernel(k)
		for size := 1; size <= 3*maxLanes+3; size++ {
			msgs := make([][]byte, size)
			for i := range msgs {
				msgs[i] = cut(r, edgeLen(r))
			}
			check(t, r, msgs)
		}
	}
}

func TestZeroAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	msgs := make([][]byte, 11)
	for i := range msgs {
		msgs[i] = cut(r, 100+137*i)
	}
	prefixes := prefixesFor(r, len(msgs))
	out := make([][64]byte, len(msgs))
	forEachKernel(t, func(t *testing.T) {
		for _, n := range []int{1, 2, 8, 11} {
			if a := testing.AllocsPerRun(20, func() { SumBatch(out, msgs[:n]) }); a != 0 {
				t.Errorf("SumBatch of %d: %v allocations", n, a)
			}
			if a := testing.AllocsPerRun(20, func() { SumPrefixedBatch(out, prefixes, msgs[:n]) }); a != 0 {
				t.Errorf("SumPrefixedBatch of %d: %v allocations", n, a)
			}
		}
		// Outputs and prefixes on the caller's stack stay there.
		if a := testing.AllocsPerRun(20, func() {
			var out, pre [11][64]byte
			SumPrefixedBatch(out[:], pre[:], msgs)
			SumBatch(out[:], msgs)
		}); a != 0 {
			t.Errorf("stack outputs and prefixes: %v allocations", a)
		}
	})
}

func TestPanics(t *testing.T) {
	msgs := [][]byte{{1}, {2}}
	for name, f := range map[string]func(){
		"SumBatch short out":           func() { SumBatch(make([][64]byte, 1), msgs) },
		"SumPrefixedBatch short out":   func() { SumPrefixedBatch(make([][64]byte, 1), make([][64]byte, 2), msgs) },
		"SumPrefixedBatch short prefs": func() { SumPrefixedBatch(make([][64]byte, 2), make([][64]byte, 1), msgs) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestSetKernel(t *testing.T) {
	defer SetKernel("auto")
	if err := SetKernel("bogus"); err == nil {
		t.Error("SetKernel(bogus) succeeded")
	}
	ks := Kernels()
	if ks[0] != "generic" {
		t.Errorf("Kernels() = %v, want generic first", ks)
	}
	best := Kernel()
	if best != ks[len(ks)-1] {
		t.Errorf("Kernel() = %s, want the widest of %v", best, ks)
	}
	for _, k := range kernelNames {
		before := Kernel()
		err := SetKernel(k)
		if slices.Contains(ks, k) {
			if err != nil || Kernel() != k {
				t.Errorf("SetKernel(%s) = %v, Kernel() = %s", k, err, Kernel())
			}
		} else if err == nil || Kernel() != before {
			t.Errorf("SetKernel(%s) on a CPU without it = %v, Kernel() %s -> %s", k, err, before, Kernel())
		}
	}
	SetKernel("auto")
	if Kernel() != best {
		t.Errorf("SetKernel(auto) chose %s, want %s", Kernel(), best)
	}
	t.Logf("kernels %v, auto %s", ks, best)
}

func TestAliasedMessages(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(15, 16))
		m := cut(r, 3000)
		msgs := [][]byte{m, m[1:], m, m[:129], m[:0], m[5:900], m, m[2999:], m[:2000]}
		check(t, r, msgs)
	})
}

// TestPrefixesInPlace checks out == prefixes: each prefix is replaced by its
// digest.
func TestPrefixesInPlace(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(21, 22))
		for size := 1; size <= 2*maxLanes+3; size++ {
			msgs := make([][]byte, size)
			for i := range msgs {
				msgs[i] = cut(r, edgeLen(r))
			}
			pre := prefixesFor(r, size)
			want := make([][64]byte, size)
			for i := range msgs {
				want[i] = sha512.Sum512(append(pre[i][:], msgs[i]...))
			}
			SumPrefixedBatch(pre, pre, msgs)
			compare(t, "in place", msgs, pre, want)
		}
	})
}

func FuzzSumBatch(f *testing.F) {
	f.Add([]byte("abc"), []byte{3, 0, 200, 111, 112})
	f.Add(bytes.Repeat([]byte{0xff}, 1300), []byte{255, 255, 17, 0, 1, 2, 3, 4, 5})
	f.Fuzz(func(t *testing.T, data, cuts []byte) {
		// Cut byte c takes c*5 bytes of data (clamped) from the next
		// offset, so lengths reach past 1 KiB and inputs are unaligned.
		if len(cuts) > 64 {
			cuts = cuts[:64]
		}
		var msgs [][]byte
		for i, c := range cuts {
			off := 0
			if len(data) > 0 {
				off = i % len(data)
			}
			msgs = append(msgs, data[off:min(len(data), off+int(c)*5)])
		}
		prefixes := make([][64]byte, len(msgs))
		for i := range prefixes {
			prefixes[i][0], prefixes[i][63] = byte(i), byte(len(msgs))
		}
		want := make([][64]byte, len(msgs))
		wantP := make([][64]byte, len(msgs))
		for i, m := range msgs {
			want[i] = sha512.Sum512(m)
			wantP[i] = sha512.Sum512(append(prefixes[i][:], m...))
		}
		got := make([][64]byte, len(msgs))
		forEachKernel(t, func(t *testing.T) {
			SumBatch(got, msgs)
			compare(t, "SumBatch", msgs, got, want)
			SumPrefixedBatch(got, prefixes, msgs)
			compare(t, "SumPrefixedBatch", msgs, got, wantP)
		})
		for _, k := range laneKernels() {
			sumLanes(k, got, prefixes, msgs)
			compare(t, "sumLanes "+k.String(), msgs, got, wantP)
		}
	})
}

// TestKnownAnswers checks the FIPS 180-4 example digests (from the NIST
// "Example Algorithms" for SHA-512), all in one batch with every kernel.
func TestKnownAnswers(t *testing.T) {
	million := bytes.Repeat([]byte("a"), 1000000)
	msgs := [][]byte{
		[]byte("abc"),
		[]byte("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"),
		million,
		{},
	}
	want := []string{
		"ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
		"8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
		"e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
		"cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
	}
	forEachKernel(t, func(t *testing.T) {
		out := make([][64]byte, len(msgs))
		SumBatch(out, msgs)
		for i := range msgs {
			if got := fmt.Sprintf("%x", out[i]); got != want[i] {
				t.Errorf("message %d: got %s, want %s", i, got, want[i])
			}
		}
	})
}

// TestPrefixProperty checks with testing/quick that the prefixed form is the
// plain form of the concatenation, with lengths biased to block edges.
func TestPrefixProperty(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		f := func(seed uint64, count uint8) bool {
			rr := rand.New(rand.NewPCG(seed, 0))
			n := 1 + int(count)%(2*maxLanes+3)
			msgs := make([][]byte, n)
			cat := make([][]byte, n)
			prefixes := prefixesFor(rr, n)
			for i := range msgs {
				msgs[i] = cut(rr, edgeLen(rr))
				cat[i] = append(prefixes[i][:], msgs[i]...)
			}
			a := make([][64]byte, n)
			b := make([][64]byte, n)
			SumPrefixedBatch(a, prefixes, msgs)
			SumBatch(b, cat)
			return slices.Equal(a, b)
		}
		if err := quick.Check(f, &quick.Config{MaxCount: 200, Rand: mrand.New(mrand.NewSource(19))}); err != nil {
			t.Error(err)
		}
	})
}

// TestConcurrentSumBatch hashes batches from several goroutines at once,
// on every kernel, so that the race detector (CI runs it under -race) sees
// the shared scratch pool; every digest must be crypto/sha512's.
func TestConcurrentSumBatch(t *testing.T) {
	forEachKernel(t, func(t *testing.T) {
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, n := range []int{1, 3, 8, 17} {
					msgs := make([][]byte, n)
					prefixes := make([][64]byte, n)
					for i := range msgs {
						msgs[i] = pool[g*97+i : g*97+i+(i*61+g*13)%700]
						copy(prefixes[i][:], pool[i:])
					}
					out := make([][64]byte, n)
					SumBatch(out, msgs)
					for i := range msgs {
						if out[i] != sha512.Sum512(msgs[i]) {
							t.Errorf("goroutine %d: SumBatch of %d: digest %d differs", g, n, i)
							return
						}
					}
					SumPrefixedBatch(out, prefixes, msgs)
					for i := range msgs {
						if out[i] != sha512.Sum512(append(prefixes[i][:], msgs[i]...)) {
							t.Errorf("goroutine %d: SumPrefixedBatch of %d: digest %d differs", g, n, i)
							return
						}
					}
				}
			}()
		}
		wg.Wait()
	})
}
