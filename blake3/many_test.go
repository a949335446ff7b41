package blake3

import (
	"math/rand/v2"
	"testing"
)

// laneKernels returns the lane kernels to test: the generic twin at 16 and
// 4 lanes, and the kernel of every level this CPU and build can run (a
// missing one required by VILYA_REQUIRE_KERNELS fails the test).
func laneKernels(t testing.TB) []manyKern {
	ks := []manyKern{manyGen, manyGen4}
	for _, name := range kernelsUnderTest(t) {
		if k, ok := manyKernelNamed(name); ok {
			ks = append(ks, k)
		}
	}
	return ks
}

func (k manyKern) String() string {
	return [...]string{"none", "generic", "generic4", "sse41", "avx2", "avx512", "neon"}[k]
}

// manyPool is the bytes the test messages are cut from.
var manyPool = func() []byte {
	r := rand.New(rand.NewPCG(3, 32))
	b := make([]byte, 1<<16)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}()

// manyMsg returns a message of n bytes from manyPool starting at a position
// that depends on seed.
func manyMsg(seed, n int) []byte {
	off := (seed * 977) % (len(manyPool) - n)
	return manyPool[off : off+n]
}

// checkLanes hashes msgs with lane kernel k in every mode and compares each
// digest with the one-shot function's.
func checkLanes(t *testing.T, k manyKern, msgs [][]byte) {
	t.Helper()
	out := make([][Size]byte, len(msgs))
	keyB := [KeySize]byte([]byte("whats the Elvish word for friend"))
	var key [8]uint32
	loadWords(key[:], keyB[:])
	ctx := contextKey("vilya many test")
	for _, mode := range []struct {
		key  *[8]uint32
		flag uint32
		one  func([]byte) [Size]byte
	}{
		{&iv, 0, Sum256},
		{&key, flagKeyedHash, func(m []byte) [Size]byte { return KeyedSum256(&keyB, m) }},
		{&ctx, flagDeriveKeyMaterial, func(m []byte) (d [Size]byte) {
			DeriveKey(d[:], "vilya many test", m)
			return d
		}},
	} {
		clear(out)
		sumLanes(k, out, msgs, mode.key, mode.flag)
		for i, m := range msgs {
			if want := mode.one(m); out[i] != want {
				t.Fatalf("%v mode %#x: message %d of %d (%d bytes): got %x, want %x", k, mode.flag, i, len(msgs), len(m), out[i], want)
			}
		}
	}
}

// TestManyLanePositions puts a message of every length 0..2 KiB in every
// lane position of every lane kernel (the first messages of a batch fill
// the lanes in order), beside messages of one block; the modes are covered
// by the other tests.
func TestManyLanePositions(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 7
	}
	fill := make([][]byte, manyMaxLanes+1)
	fillSum := make([][Size]byte, len(fill))
	for i := range fill {
		fill[i] = manyMsg(1000+i, BlockSize)
		fillSum[i] = Sum256(fill[i])
	}
	for _, k := range laneKernels(t) {
		w := k.width()
		msgs := make([][]byte, w+1)
		out := make([][Size]byte, w+1)
		for n := 0; n <= 2048; n += step {
			m := manyMsg(n, n)
			want := Sum256(m)
			for p := range w {
				copy(msgs, fill)
				msgs[p] = m
				sumLanes(k, out, msgs, &iv, 0)
				for i := range msgs {
					if i == p && out[i] != want || i != p && out[i] != fillSum[i] {
						t.Fatalf("%v: %d bytes in lane %d: message %d differs", k, n, p, i)
					}
				}
			}
		}
	}
}

// TestManyAllLengths hashes the messages of every length 0..2 KiB in one
// batch, in rising and in shuffled order.
func TestManyAllLengths(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	msgs := make([][]byte, 2049)
	for n := range msgs {
		msgs[n] = manyMsg(n, n)
	}
	for _, k := range laneKernels(t) {
		checkLanes(t, k, msgs)
		r.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
		checkLanes(t, k, msgs)
	}
}

// TestManyMixed hashes batches of every count from 0 to a few hundred, of
// mixed lengths that reach the tree engine (over 8 KiB), cross chunk and
// block boundaries and alias one another.
func TestManyMixed(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	maxN := 300
	if testing.Short() {
		maxN = 80
	}
	for _, k := range laneKernels(t) {
		for n := 0; n <= maxN; n++ {
			if n > 70 && n%7 != 0 {
				continue
			}
			msgs := make([][]byte, n)
			for i := range msgs {
				var l int
				switch r.IntN(6) {
				case 0:
					l = r.IntN(65)
				case 1:
					l = BlockSize * r.IntN(17)
				case 2:
					l = chunkLen*(1+r.IntN(8)) + r.IntN(3) - 1
				case 3:
					l = r.IntN(manyMaxChunks*chunkLen + 2000)
				default:
					l = r.IntN(4097)
				}
				msgs[i] = manyMsg(r.IntN(1000), l)
				if i > 0 && r.IntN(10) == 0 {
					msgs[i] = msgs[r.IntN(i)] // aliasing messages
				}
			}
			checkLanes(t, k, msgs)
		}
	}
}

// TestManyWindows hashes batches whose windows end for each reason: full of
// chunks (a message's chunks never split between windows), at the most
// messages a window may span (lowered here), and among messages too long for
// the lanes, which are hashed on the spot.
func TestManyWindows(t *testing.T) {
	defer func(s int) { manyWindowSpan = s }(manyWindowSpan)
	r := rand.New(rand.NewPCG(9, 10))
	msgs := make([][]byte, 150)
	for i := range msgs {
		l := r.IntN(manyMaxChunks*chunkLen + 1)
		switch i % 10 {
		case 3:
			l = manyMaxChunks*chunkLen + 1 + r.IntN(3000) // too long for the lanes
		case 7:
			l = manyMaxChunks * chunkLen
		}
		msgs[i] = manyMsg(i, l)
	}
	for _, span := range []int{1, 2, 3, 7, 1 << 30} {
		manyWindowSpan = span
		for _, k := range laneKernels(t) {
			checkLanes(t, k, msgs)
		}
	}
}

// TestManyPublic checks the public batch functions, under every kernel
// level, against the one-shot functions, and that a short out panics.
func TestManyPublic(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var key [KeySize]byte
	for i := range key {
		key[i] = byte(i * 7)
	}
	d := NewKeyDeriver("vilya public batch test")
	for _, kn := range kernelsUnderTest(t) {
		withKernel(t, kn, func() {
			for _, n := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 33, 64, 100, 257} {
				msgs := make([][]byte, n)
				for i := range msgs {
					msgs[i] = manyMsg(r.IntN(1000), r.IntN(3000))
				}
				out := make([][Size]byte, n+1)
				Sum256Batch(out, msgs)
				for i, m := range msgs {
					if out[i] != Sum256(m) {
						t.Fatalf("%s Sum256Batch n=%d i=%d", kn, n, i)
					}
				}
				KeyedSum256Batch(out, &key, msgs)
				for i, m := range msgs {
					if out[i] != KeyedSum256(&key, m) {
						t.Fatalf("%s KeyedSum256Batch n=%d i=%d", kn, n, i)
					}
				}
				DeriveKeyBatch(out, "vilya public batch test", msgs)
				for i, m := range msgs {
					var want [Size]byte
					DeriveKey(want[:], "vilya public batch test", m)
					if out[i] != want {
						t.Fatalf("%s DeriveKeyBatch n=%d i=%d", kn, n, i)
					}
				}
				clear(out)
				d.DeriveKeyBatch(out, msgs)
				for i, m := range msgs {
					var want [Size]byte
					d.DeriveKey(want[:], m)
					if out[i] != want {
						t.Fatalf("%s KeyDeriver.DeriveKeyBatch n=%d i=%d", kn, n, i)
					}
				}
				if out[n] != ([Size]byte{}) {
					t.Fatalf("%s n=%d: out past the messages written", kn, n)
				}
			}
		})
	}
	for name, f := range map[string]func(){
		"Sum256Batch":      func() { Sum256Batch(make([][Size]byte, 1), make([][]byte, 2)) },
		"KeyedSum256Batch": func() { KeyedSum256Batch(nil, &key, make([][]byte, 1)) },
		"DeriveKeyBatch":   func() { DeriveKeyBatch(nil, "c", make([][]byte, 1)) },
		"KeyDeriver":       func() { d.DeriveKeyBatch(nil, make([][]byte, 1)) },
		"nil key":          func() { KeyedSum256Batch(nil, nil, nil) },
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

// TestManyBlocksKernels compares every lane kernel with the generic twin on
// random states: random chaining values, counters, flags, block lengths,
// step counts 1..16, and pointers at any offset.
func TestManyBlocksKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	iters := 2000
	if testing.Short() {
		iters = 300
	}
	for _, k := range laneKernels(t) {
		w := k.width()
		for it := range iters {
			var s laneState
			m := 1 + r.IntN(16)
			for i := range manyMaxLanes {
				for j := range 8 {
					s.cv[j][i] = r.Uint32()
				}
				ctr := testCounters[r.IntN(len(testCounters))]
				s.ctrLo[i], s.ctrHi[i] = uint32(ctr), uint32(ctr>>32)
				s.flags[i] = r.Uint32() & 0x7f
				s.fend[i] = r.Uint32() & 0x7f
				s.lenEnd[i] = uint32(r.IntN(65))
				s.ptr[i] = &manyPool[r.IntN(len(manyPool)-chunkLen)]
				s.last[i] = &manyPool[r.IntN(len(manyPool)-BlockSize)]
			}
			want := s
			manyBlocksGeneric(&want, m, w)
			got := s
			manyBlocks(k, &got, m)
			if got != want {
				t.Fatalf("%v iteration %d (m=%d): state differs from the generic twin\n got %v\nwant %v", k, it, m, got, want)
			}
		}
	}
}

// FuzzSum256Batch compares Sum256Batch with Sum256 per message, the
// messages cut from data at lengths drawn from lens, under the kernel
// level picked by sel.
func FuzzSum256Batch(f *testing.F) {
	f.Add([]byte("abc"), []byte{0, 1, 64, 65, 200}, uint8(0))
	f.Add(make([]byte, 5000), []byte{255, 255, 3, 16, 17, 0, 0}, uint8(3))
	f.Fuzz(func(t *testing.T, data, lens []byte, sel uint8) {
		ks := Kernels()
		withKernel(t, ks[int(sel)%len(ks)], func() {
			var msgs [][]byte
			off := 0
			for i, l := range lens {
				n := int(l) * (1 + i%17)
				if n > len(data) {
					n = len(data)
				}
				o := off % (len(data) - n + 1)
				msgs = append(msgs, data[o:o+n])
				off += int(l) + 1
			}
			out := make([][Size]byte, len(msgs))
			Sum256Batch(out, msgs)
			for i, m := range msgs {
				if want := Sum256(m); out[i] != want {
					t.Fatalf("message %d (%d bytes): got %x, want %x", i, len(m), out[i], want)
				}
			}
			for _, k := range laneKernels(t) {
				clear(out)
				sumLanes(k, out, msgs, &iv, 0)
				for i, m := range msgs {
					if out[i] != Sum256(m) {
						t.Fatalf("%v: message %d (%d bytes) differs", k, i, len(m))
					}
				}
			}
			for _, k := range groupKernels(t) {
				clear(out)
				sumGroups(k, out, msgs, &iv, 0)
				for i, m := range msgs {
					if out[i] != Sum256(m) {
						t.Fatalf("%v groups: message %d (%d bytes) differs", k, i, len(m))
					}
				}
			}
		})
	})
}

// TestManyTreePlans checks each plan against BLAKE3's tree: every parent's
// left subtree is the largest power of two of chunks short of the whole;
// and its first chunks (lo, mid) and height against the spans.
func TestManyTreePlans(t *testing.T) {
	for c := 2; c <= manyMaxChunks; c++ {
		p := &treePlans[c]
		// span returns the chunk range under node n, and its height.
		var span func(n int8) (int, int, int8)
		span = func(n int8) (int, int, int8) {
			if int(n) < c {
				return int(n), int(n) + 1, 0
			}
			lo, _, hl := span(p.left[int(n)-c])
			_, hi, hr := span(p.right[int(n)-c])
			return lo, hi, max(hl, hr) + 1
		}
		root := int8(2*c - 2)
		if lo, hi, _ := span(root); lo != 0 || hi != c {
			t.Fatalf("c=%d: root spans %d..%d", c, lo, hi)
		}
		for n := int8(c); n <= root; n++ {
			i := int(n) - c
			llo, lhi, _ := span(p.left[i])
			rlo, rhi, _ := span(p.right[i])
			l := lhi - llo
			if lhi != rlo || l&(l-1) != 0 || l >= rhi-llo || 2*l < rhi-llo {
				t.Fatalf("c=%d: node %d splits %d..%d..%d", c, n, llo, lhi, rhi)
			}
			if _, _, h := span(n); int(p.lo[i]) != llo || int(p.mid[i]) != rlo || p.height[i] != h || h > manyMaxHeight {
				t.Fatalf("c=%d: node %d: lo %d mid %d height %d, want %d %d %d", c, n, p.lo[i], p.mid[i], p.height[i], llo, rlo, h)
			}
			if p.left[i] >= n || p.right[i] >= n {
				t.Fatalf("c=%d: node %d has children %d, %d", c, n, p.left[i], p.right[i])
			}
		}
	}
}

// TestManyKernelFew checks what sumBatch's shortcut assumes: on no level
// does manyKernel take one or two messages short of manyLong.
func TestManyKernelFew(t *testing.T) {
	for _, name := range Kernels() {
		withKernel(t, name, func() {
			for n := 1; n <= 2; n++ {
				msgs := manyBatch("64B", n)
				if k := manyKernel(msgs); k != manyNone {
					t.Errorf("kernel %s: %d messages of 64 bytes take lane kernel %v", name, n, k)
				}
			}
		})
	}
}

// TestManyBlocksAtLeast checks the block count manyTakes reads: a message
// counts its blocks, one at least.
func TestManyBlocksAtLeast(t *testing.T) {
	m := func(ls ...int) (msgs [][]byte) {
		for _, l := range ls {
			msgs = append(msgs, make([]byte, l))
		}
		return msgs
	}
	for _, c := range []struct {
		msgs  [][]byte
		least int
		want  bool
	}{
		{nil, 0, true},
		{nil, 1, false},
		{m(0), 1, true},
		{m(0), 2, false},
		{m(64), 2, false},
		{m(65), 2, true},
		{m(65, 0, 128), 5, true},
		{m(65, 0, 128), 6, false},
		{m(1024, 1), 17, true},
		{m(1024, 1), 18, false},
		{m(2049), 33, true},
		{m(2049), 34, false},
	} {
		if got := manyBlocksAtLeast(c.msgs, c.least); got != c.want {
			t.Errorf("manyBlocksAtLeast(%d messages, %d) = %v, want %v", len(c.msgs), c.least, got, c.want)
		}
	}
}
