package sha512x

import (
	"bytes"
	"crypto/sha512"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

// forEachKernel runs f once per kernel this CPU can run, with that kernel
// forced and every batch size sent to it. Kernels it cannot run are logged,
// or fail the test when named in VILYA_REQUIRE_KERNELS.
func forEachKernel(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	required := strings.Split(os.Getenv("VILYA_REQUIRE_KERNELS"), ",")
	defer SetKernel("auto")
	defer func(m int) { minKernelMsgs = m }(minKernelMsgs)
	minKernelMsgs = 1
	for _, k := range kernelNames {
		if err := SetKernel(k); err != nil {
			if slices.Contains(required, k) {
				t.Errorf("kernel %s required by VILYA_REQUIRE_KERNELS but unavailable: %v", k, err)
			} else {
				t.Logf("kernel %s not available on this CPU or build: skipped", k)
			}
			continue
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
			msgs := make([][]byte, MaxLanes+3)
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
			for size := 1; size <= 2*MaxLanes+3; size++ {
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
			for range 500 {
				var h, h2 [8][MaxLanes]uint64
				var p [MaxLanes]*byte
				var n, n0 [MaxLanes]uint64
				for w := range h {
					for i := range h[w] {
						h[w][i] = r.Uint64()
					}
				}
				for i := range p {
					if i < k.width() {
						n[i] = uint64(r.IntN(6))
					}
					p[i] = &cut(r, int(n[i]+1)*BlockSize)[0]
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

func FuzzSumBatch(f *testing.F) {
	f.Add([]byte("abc"), []byte{3, 0, 200, 111, 112})
	f.Add(bytes.Repeat([]byte{0xff}, 1300), []byte{255, 255, 17, 0, 1, 2, 3, 4, 5})
	f.Fuzz(func(t *testing.T, data, cuts []byte) {
		// Each cut byte takes the next c*5 bytes of data (wrapping), so
		// lengths reach past 1 KiB.
		var msgs [][]byte
		for _, c := range cuts {
			n := int(c) * 5
			if n > len(data) {
				n = len(data)
			}
			msgs = append(msgs, data[:n])
			if len(data) > 0 {
				data = append(data[1:], data[0])
			}
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
