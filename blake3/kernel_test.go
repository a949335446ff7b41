package blake3

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/vilyacrypto/vilya/internal/kernelreq"
)

// modeFlags are the flag sets the tree engine hands the kernels.
var modeFlags = []uint32{0, flagKeyedHash, flagDeriveKeyContext, flagDeriveKeyMaterial}

// testCounters cross the 2^32 boundary of the counter's low word.
var testCounters = []uint64{0, 1, 7, 1<<32 - 1, 1<<32 - 3, 1<<32 - 17, 1<<32 - 40, 1 << 32, 1<<33 + 5, 1<<63 - 9}

// kernelsUnderTest returns every kernel this CPU and build can run, logging
// the ones it cannot; a kernel named in VILYA_REQUIRE_KERNELS that is
// missing fails the test.
func kernelsUnderTest(t testing.TB) []string {
	t.Helper()
	ks := Kernels()
	kernelreq.Check(t, "blake3", kernelNames, ks)
	return ks
}

// withKernel runs f with kernel k forced, restoring the automatic choice.
func withKernel(t testing.TB, k string, f func()) {
	t.Helper()
	if err := SetKernel(k); err != nil {
		t.Fatalf("SetKernel(%q): %v", k, err)
	}
	defer SetKernel("auto")
	f()
}

func randKey(r *rand.Rand) *[8]uint32 {
	var k [8]uint32
	for i := range k {
		k[i] = r.Uint32()
	}
	return &k
}

// unaligned returns a slice of n random bytes starting off bytes past a
// 64-byte boundary-agnostic allocation.
func unaligned(r *rand.Rand, n, off int) []byte {
	b := make([]byte, n+off)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b[off : off+n]
}

func chunkCounts() []int {
	var ns []int
	for n := 1; n <= 40; n++ {
		ns = append(ns, n)
	}
	for _, lanes := range []int{4, 8, 16} {
		for m := 2; m <= 4; m++ {
			for _, d := range []int{-1, 0, 1, lanes / 2} {
				if n := m*lanes + d; n > 40 {
					ns = append(ns, n)
				}
			}
		}
	}
	slices.Sort(ns)
	return slices.Compact(ns)
}

func TestKernelHashChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for _, n := range chunkCounts() {
				in := unaligned(r, n*chunkLen, r.IntN(64))
				for _, ctr := range testCounters {
					for _, fl := range modeFlags {
						key := randKey(r)
						want := make([]byte, 32*n)
						got := make([]byte, 32*n+1)
						hashChunksGeneric(in, key, ctr, fl, want)
						hashChunks(in, key, ctr, fl, got[:32*n])
						if !bytes.Equal(want, got[:32*n]) || got[32*n] != 0 {
							t.Fatalf("%s: hashChunks n=%d counter=%#x flags=%#x differs from generic", k, n, ctr, fl)
						}
					}
				}
			}
		})
	}
}

func TestKernelHashParents(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for _, n := range chunkCounts() {
				for _, off := range []int{0, 1, 13, 63} {
					in := unaligned(r, n*BlockSize, off)
					for _, fl := range modeFlags {
						key := randKey(r)
						want := make([]byte, 32*n)
						got := make([]byte, 32*n+1)
						hashParentsGeneric(in, key, fl, want)
						hashParents(in, key, fl, got[:32*n])
						if !bytes.Equal(want, got[:32*n]) || got[32*n] != 0 {
							t.Fatalf("%s: hashParents n=%d off=%d flags=%#x differs from generic", k, n, off, fl)
						}
					}
				}
			}
		})
	}
}

func TestKernelUnalignedChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for off := 1; off < 64; off++ {
				n := 1 + off%20
				in := unaligned(r, n*chunkLen, off)
				key := randKey(r)
				want := make([]byte, 32*n)
				got := make([]byte, 32*n)
				hashChunksGeneric(in, key, 1<<32-uint64(off), flagKeyedHash, want)
				hashChunks(in, key, 1<<32-uint64(off), flagKeyedHash, got)
				if !bytes.Equal(want, got) {
					t.Fatalf("%s: hashChunks at offset %d, n=%d differs from generic", k, off, n)
				}
			}
		})
	}
}

func TestKernelXOF(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for _, n := range chunkCounts() {
				for _, ctr := range testCounters {
					var block [BlockSize]byte
					for i := range block {
						block[i] = byte(r.Uint32())
					}
					cv := randKey(r)
					bl := uint32(r.IntN(65))
					fl := modeFlags[r.IntN(len(modeFlags))] | flagRoot | uint32(r.IntN(4))
					want := make([]byte, BlockSize*n)
					got := unaligned(r, BlockSize*n+1, r.IntN(64))
					got[BlockSize*n] = 0xA5
					xofGeneric(want, cv, &block, ctr, bl, fl)
					xof(got[:BlockSize*n], cv, &block, ctr, bl, fl)
					if !bytes.Equal(want, got[:BlockSize*n]) || got[BlockSize*n] != 0xA5 {
						t.Fatalf("%s: xof n=%d counter=%#x differs from generic", k, n, ctr)
					}
				}
			}
		})
	}
}

func TestKernelCompress(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for i := 0; i < 2000; i++ {
				var block [BlockSize]byte
				for i := range block {
					block[i] = byte(r.Uint32())
				}
				cv := randKey(r)
				ctr := testCounters[i%len(testCounters)] + uint64(r.IntN(3))
				bl := uint32(r.IntN(65))
				fl := uint32(r.IntN(128))
				var want, got [16]uint32
				compressGeneric(&want, cv, &block, ctr, bl, fl)
				compress(&got, cv, &block, ctr, bl, fl)
				if want != got {
					t.Fatalf("%s: compress differs from generic (counter %#x, blockLen %d, flags %#x)", k, ctr, bl, fl)
				}
			}
		})
	}
}

func TestKernelCompressChain(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for n := 0; n <= 17; n++ {
				for _, ctr := range testCounters {
					for _, fl := range []uint32{0, flagChunkStart, flagKeyedHash | flagChunkStart, flagDeriveKeyMaterial} {
						in := unaligned(r, n*BlockSize, r.IntN(64))
						want := randKey(r)
						got := *want
						compressChainGeneric(want, in, ctr, fl)
						compressChain(&got, in, ctr, fl)
						if got != *want {
							t.Fatalf("%s: compressChain n=%d counter=%#x flags=%#x differs from generic", k, n, ctr, fl)
						}
					}
				}
			}
		})
	}
}

// TestKernelSumChunk compares the one-chunk digest with generic at every
// length 0..1024, unaligned, in every mode.
func TestKernelSumChunk(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for n := 0; n <= chunkLen; n++ {
				for _, fl := range []uint32{0, flagKeyedHash, flagDeriveKeyContext, flagDeriveKeyMaterial} {
					in := unaligned(r, n, r.IntN(64))
					key := randKey(r)
					want := sumChunkGeneric(in, key, fl)
					if got := sumChunk(in, key, fl); got != want {
						t.Fatalf("%s: sumChunk n=%d flags=%#x differs from generic", k, n, fl)
					}
				}
			}
			if got, want := sumChunk(nil, &iv, 0), sumChunkGeneric(nil, &iv, 0); got != want {
				t.Fatalf("%s: sumChunk(nil) differs from generic", k)
			}
		})
	}
}

// TestKernelChunksMultiGroup calls the 16-lane chunk kernel directly with
// up to 70 chunks (several groups, the last one partial).
func TestKernelChunksMultiGroup(t *testing.T) {
	if !kernelAvailable("avx512") {
		t.Skip("kernel avx512: not available")
	}
	r := rand.New(rand.NewPCG(21, 22))
	for n := 1; n <= 70; n++ {
		for _, ctr := range []uint64{0, 1<<32 - 17, 1<<32 - 40} {
			in := unaligned(r, n*chunkLen, r.IntN(64))
			key := randKey(r)
			want := make([]byte, 32*n)
			got := make([]byte, 32*n+32)
			hashChunksGeneric(in, key, ctr, flagKeyedHash, want)
			multiGroupChunks(in, n, key, ctr, flagKeyedHash, got)
			if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
				t.Fatalf("hashChunksAVX512 n=%d counter=%#x differs from generic", n, ctr)
			}
		}
	}
}

// TestKernelWidths calls every wide kernel directly at every lane count, so
// each partial-lane path is proven whatever the tail tables choose.
func TestKernelWidths(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, kw := range wideKernels() {
		if !kernelAvailable(kw.name) {
			t.Logf("kernel %s: not available, width test skipped", kw.name)
			continue
		}
		for n := 1; n <= lanesOf(kw.lanes); n++ {
			for _, ctr := range testCounters {
				fl := modeFlags[r.IntN(len(modeFlags))]
				key := randKey(r)
				in := unaligned(r, n*chunkLen, r.IntN(64))
				want := make([]byte, 32*n)
				got := make([]byte, 32*lanesOf(kw.lanes))
				hashChunksGeneric(in, key, ctr, fl, want)
				kw.chunks(in, n, key, ctr, fl, got)
				if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
					t.Fatalf("%s x%d chunks n=%d counter=%#x: differs from generic", kw.name, kw.lanes, n, ctr)
				}
				pin := in[:n*BlockSize]
				hashParentsGeneric(pin, key, fl, want)
				clear(got)
				kw.parents(pin, n, key, fl, got)
				if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
					t.Fatalf("%s x%d parents n=%d: differs from generic", kw.name, kw.lanes, n)
				}
			}
		}
	}
}

// TestKernelXOFWidths calls every wide XOF kernel directly at every lane
// count and checks it writes exactly n blocks.
func TestKernelXOFWidths(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, kx := range xofKernels {
		if !kernelAvailable(kx.name) {
			t.Logf("kernel %s: not available, XOF width test skipped", kx.name)
			continue
		}
		for n := 1; n <= kx.lanes; n++ {
			for _, ctr := range testCounters {
				var block [BlockSize]byte
				for i := range block {
					block[i] = byte(r.Uint32())
				}
				cv := randKey(r)
				bl := uint32(r.IntN(65))
				fl := modeFlags[r.IntN(len(modeFlags))] | flagRoot
				want := make([]byte, BlockSize*n)
				got := make([]byte, BlockSize*kx.lanes)
				xofGeneric(want, cv, &block, ctr, bl, fl)
				kx.f(&got[0], n, cv, &block, ctr, bl, fl)
				if !bytes.Equal(want, got[:BlockSize*n]) || !allZero(got[BlockSize*n:]) {
					t.Fatalf("%s xof n=%d counter=%#x: differs from generic or writes past n blocks", kx.name, n, ctr)
				}
			}
		}
	}
}

// xofKernel is one wide XOF kernel with its lane count, for the width tests.
type xofKernel struct {
	name  string
	lanes int
	f     func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)
}

// wideKernel is one wide chunk and parent kernel pair with its lane count
// (5 = the four-input row-wise kernel), for the width tests.
type wideKernel struct {
	name    string
	lanes   int
	chunks  func(in []byte, n int, key *[8]uint32, counter uint64, flags uint32, out []byte)
	parents func(in []byte, n int, key *[8]uint32, flags uint32, out []byte)
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// FuzzKernels compares every available kernel with the generic one on
// fuzzed chunks, parents, output blocks, single compressions and the top
// blocks of batches of whole chunks (batchTopRows).
func FuzzKernels(f *testing.F) {
	f.Add([]byte("hello"), uint64(0), uint32(0), uint8(0))
	f.Add(bytes.Repeat([]byte{0xff}, 5000), uint64(1<<32-2), uint32(flagKeyedHash), uint8(17))
	f.Add(make([]byte, 17*chunkLen+5), uint64(1<<32-9), uint32(flagDeriveKeyMaterial), uint8(3))
	f.Add(bytes.Repeat([]byte{7}, 16*chunkLen+9), uint64(1<<32-5), uint32(0), uint8(5))
	f.Add(bytes.Repeat([]byte{9}, 8*chunkLen-1), uint64(1<<32-3), uint32(flagKeyedHash), uint8(9))
	f.Add(bytes.Repeat([]byte{3}, 3*chunkLen+900), uint64(7), uint32(0), uint8(1))
	ks := Kernels()
	f.Fuzz(func(t *testing.T, data []byte, ctr uint64, fl uint32, sel uint8) {
		fl &= flagKeyedHash | flagDeriveKeyContext | flagDeriveKeyMaterial
		var key [8]uint32
		loadWords(key[:4], bytes.Repeat([]byte{sel}, 16))
		nc := len(data) / chunkLen
		np := len(data) / BlockSize
		var block [BlockSize]byte
		copy(block[:], data)
		bl := uint32(sel) % 65
		nx := 1 + int(sel)%40
		wantC := make([]byte, 32*nc)
		wantP := make([]byte, 32*np)
		wantX := make([]byte, BlockSize*nx)
		var wantO [16]uint32
		hashChunksGeneric(data[:nc*chunkLen], &key, ctr, fl, wantC)
		hashParentsGeneric(data[:np*BlockSize], &key, fl, wantP)
		xofGeneric(wantX, &key, &block, ctr, bl, fl|flagRoot)
		compressGeneric(&wantO, &key, &block, ctr, bl, fl)
		nb := min(np, 16)
		wantChain := key
		compressChainGeneric(&wantChain, data[:nb*BlockSize], ctr, fl|flagChunkStart)
		short := data[:min(len(data), chunkLen)]
		wantSum := sumChunkGeneric(short, &key, fl)
		whole := data[:nc*chunkLen]
		var wantTop [BlockSize]byte // the top block of a batch of whole chunks
		if nc >= 2 && nc <= maxBatchChunks {
			withKernel(t, "generic", func() {
				o := batchOutput(whole, &key, ctr, fl)
				wantTop = o.block
			})
		}
		// The top block of a batch of any length, a partial last chunk
		// included (reduceBatch's tail lanes).
		var wantAny [BlockSize]byte
		anyLen := numChunks(len(data)) >= 2 && len(data) <= maxBatchChunks*chunkLen
		if anyLen {
			withKernel(t, "generic", func() {
				o := batchOutput(data, &key, ctr, fl)
				wantAny = o.block
			})
		}
		for _, k := range ks {
			withKernel(t, k, func() {
				got := make([]byte, 32*max(nc, np))
				hashChunks(data[:nc*chunkLen], &key, ctr, fl, got[:32*nc])
				if !bytes.Equal(got[:32*nc], wantC) {
					t.Fatalf("%s: hashChunks differs", k)
				}
				hashParents(data[:np*BlockSize], &key, fl, got[:32*np])
				if !bytes.Equal(got[:32*np], wantP) {
					t.Fatalf("%s: hashParents differs", k)
				}
				gx := make([]byte, BlockSize*nx)
				xof(gx, &key, &block, ctr, bl, fl|flagRoot)
				if !bytes.Equal(gx, wantX) {
					t.Fatalf("%s: xof differs", k)
				}
				var o [16]uint32
				compress(&o, &key, &block, ctr, bl, fl)
				if o != wantO {
					t.Fatalf("%s: compress differs", k)
				}
				cv := key
				compressChain(&cv, data[:nb*BlockSize], ctr, fl|flagChunkStart)
				if cv != wantChain {
					t.Fatalf("%s: compressChain differs", k)
				}
				if sumChunk(short, &key, fl) != wantSum {
					t.Fatalf("%s: sumChunk differs", k)
				}
				var top [BlockSize]byte
				if batchTopRows(&top, whole, &key, ctr, fl) && top != wantTop {
					t.Fatalf("%s: batchTopRows differs", k)
				}
				if anyLen {
					batchTop(data, &key, ctr, fl, &top)
					if top != wantAny {
						t.Fatalf("%s: batchTop of %d bytes differs", k, len(data))
					}
				}
			})
		}
	})
}

func TestSetKernelUnavailable(t *testing.T) {
	before := Kernel()
	for _, k := range append(slices.Clone(kernelNames), "bogus") {
		if kernelAvailable(k) {
			if err := SetKernel(k); err != nil {
				t.Errorf("SetKernel(%q) = %v for an available kernel", k, err)
			} else if Kernel() != k {
				t.Errorf("after SetKernel(%q), Kernel() = %q", k, Kernel())
			}
			SetKernel("auto")
			continue
		}
		if err := SetKernel(k); err != ErrKernelUnavailable {
			t.Errorf("SetKernel(%q) = %v for an unavailable kernel, want ErrKernelUnavailable", k, err)
		}
		if Kernel() != before {
			t.Errorf("SetKernel(%q) changed the kernel to %q", k, Kernel())
		}
	}
	if Kernel() != before {
		t.Errorf("Kernel() = %q after auto, want %q", Kernel(), before)
	}
}

func TestKernelAllocs(t *testing.T) {
	in := make([]byte, 40*chunkLen)
	out := make([]byte, 40*32)
	key := iv
	var block [BlockSize]byte
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			a := testing.AllocsPerRun(10, func() {
				hashChunks(in, &key, 0, 0, out)
				hashParents(in[:40*BlockSize], &key, 0, out)
				xof(in[:20*BlockSize], &key, &block, 0, 64, flagRoot)
			})
			if a != 0 {
				t.Errorf("%s: %v allocations per run", k, a)
			}
		})
	}
}

func BenchmarkKernelChunks(b *testing.B) {
	for _, k := range Kernels() {
		for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 64} {
			in := make([]byte, n*chunkLen)
			out := make([]byte, 32*n)
			key := iv
			b.Run(fmt.Sprintf("%s/%d", k, n), func(b *testing.B) {
				withKernel(b, k, func() {
					b.SetBytes(int64(len(in)))
					b.ReportAllocs()
					for b.Loop() {
						hashChunks(in, &key, 0, 0, out)
					}
				})
			})
		}
	}
}

// lanesOf maps a width-test entry's lane field (5 = the four-input row-wise
// kernel) to its input count.
func lanesOf(l int) int {
	if l == 5 {
		return 4
	}
	return l
}

func BenchmarkKernelParents(b *testing.B) {
	for _, k := range Kernels() {
		for _, n := range []int{1, 2, 4, 8, 16, 32} {
			in := make([]byte, n*BlockSize)
			out := make([]byte, 32*n)
			key := iv
			b.Run(fmt.Sprintf("%s/%d", k, n), func(b *testing.B) {
				withKernel(b, k, func() {
					b.SetBytes(int64(len(in)))
					b.ReportAllocs()
					for b.Loop() {
						hashParents(in, &key, 0, out)
					}
				})
			})
		}
	}
}

func BenchmarkKernelXOF(b *testing.B) {
	var block [BlockSize]byte
	key := iv
	for _, k := range Kernels() {
		for _, n := range []int{1, 2, 4, 16, 64} {
			out := make([]byte, n*BlockSize)
			b.Run(fmt.Sprintf("%s/%d", k, n), func(b *testing.B) {
				withKernel(b, k, func() {
					b.SetBytes(int64(len(out)))
					b.ReportAllocs()
					for b.Loop() {
						xof(out, &key, &block, 0, BlockSize, flagRoot)
					}
				})
			})
		}
	}
}

func BenchmarkKernelCompressChain(b *testing.B) {
	in := make([]byte, 15*BlockSize)
	for _, k := range Kernels() {
		b.Run(k, func(b *testing.B) {
			withKernel(b, k, func() {
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				cv := iv
				for b.Loop() {
					compressChain(&cv, in, 0, flagChunkStart)
				}
			})
		})
	}
}

func BenchmarkKernelCompress(b *testing.B) {
	var block [BlockSize]byte
	var out [16]uint32
	key := iv
	for _, k := range Kernels() {
		b.Run(k, func(b *testing.B) {
			withKernel(b, k, func() {
				b.SetBytes(BlockSize)
				b.ReportAllocs()
				for b.Loop() {
					compress(&out, &key, &block, 0, BlockSize, 0)
				}
			})
		})
	}
}
