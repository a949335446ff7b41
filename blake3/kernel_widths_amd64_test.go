//go:build !purego

package blake3

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// xofKernels lists the wide XOF kernels with their lane counts.
var xofKernels = []xofKernel{
	{"sse41", 4, xofSSE41},
	{"avx2", 8, xofAVX2},
	{"avx512", 16, xofAVX512},
	{"avx512", 4, xofAVX512r4},
	{"avx2", 4, xofAVX2r4},
}

func wideKernels() []wideKernel {
	return []wideKernel{
		{"sse41", 4,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksSSE41(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsSSE41(&in[0], n, key, f, &out[0])
			}},
		{"avx2", 8,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX2(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX2(&in[0], n, key, f, &out[0])
			}},
		{"avx2", 5,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX2r4(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX2r4(&in[0], n, key, f, &out[0])
			}},
		{"avx512", 16,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX512(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX512(&in[0], n, key, f, &out[0])
			}},
		{"avx512", 16,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX512Pipe(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX512(&in[0], n, key, f, &out[0])
			}},
		{"avx512", 8,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX512x8(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX512x8(&in[0], n, key, f, &out[0])
			}},
		{"avx512", 4,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX512x4(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX512x4(&in[0], n, key, f, &out[0])
			}},
		{"avx512", 5,
			func(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
				hashChunksAVX512r4(&in[0], n, key, c, f, &out[0])
			},
			func(in []byte, n int, key *[8]uint32, f uint32, out []byte) {
				hashParentsAVX512r4(&in[0], n, key, f, &out[0])
			}},
	}
}

// TestParentsSSE41x2 checks the two-state row-wise parent kernel against
// the generic one for one and two parents in every mode.
func TestParentsSSE41x2(t *testing.T) {
	if !kernelAvailable("sse41") {
		t.Skip("SSE4.1 not available")
	}
	r := rand.New(rand.NewPCG(21, 22))
	for _, fl := range modeFlags {
		for n := 1; n <= 2; n++ {
			key := randKey(r)
			in := unaligned(r, n*BlockSize, r.IntN(64))
			want := make([]byte, 32*n)
			got := make([]byte, 64)
			hashParentsGeneric(in, key, fl, want)
			hashParentsSSE41x2(&in[0], n, key, fl, &got[0])
			if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
				t.Fatalf("n=%d flags=%#x: differs from generic", n, fl)
			}
		}
	}
}

// TestXOFSSE41x2 checks the two-state row-wise XOF kernel against the
// generic one for one and two blocks, with counters whose low word carries
// into the high word between the two blocks.
func TestXOFSSE41x2(t *testing.T) {
	if !kernelAvailable("sse41") {
		t.Skip("SSE4.1 not available")
	}
	r := rand.New(rand.NewPCG(23, 24))
	for _, ctr := range []uint64{0, 1<<32 - 1, 1<<33 + 7, 1<<64 - 1, r.Uint64()} {
		for _, fl := range modeFlags {
			for n := 1; n <= 2; n++ {
				cv := randKey(r)
				var block [BlockSize]byte
				copy(block[:], unaligned(r, BlockSize, r.IntN(64)))
				bl := uint32(r.IntN(BlockSize + 1))
				want := make([]byte, BlockSize*n)
				got := make([]byte, 2*BlockSize)
				xofGeneric(want, cv, &block, ctr, bl, fl|flagRoot)
				xofSSE41x2(&got[0], n, cv, &block, ctr, bl, fl|flagRoot)
				if !bytes.Equal(want, got[:BlockSize*n]) || !allZero(got[BlockSize*n:]) {
					t.Fatalf("counter=%#x n=%d flags=%#x: differs from generic", ctr, n, fl)
				}
			}
		}
	}
}

func multiGroupChunks(in []byte, n int, key *[8]uint32, c uint64, f uint32, out []byte) {
	hashChunksAVX512(&in[0], n, key, c, f, &out[0])
}

// TestKernelChunkPairs calls hashChunksAVX512x2 directly on one to five
// pairs of 16-lane groups (unaligned input, every mode, counters whose low
// word carries inside a group, between the two groups of a pair and between
// pairs) against the generic twin, then hashChunks and hashChunksAt
// (checkChunksAt) at level avx512 with the pairGroups route off and on,
// whatever cpu.Latency512 says, so that every pair kernel runs on any CPU
// with AVX-512.
func TestKernelChunkPairs(t *testing.T) {
	if !kernelAvailable("avx512") {
		t.Skip("kernel avx512: not available")
	}
	r := rand.New(rand.NewPCG(41, 42))
	for _, n := range []int{32, 64, 96, 160} {
		for _, ctr := range []uint64{0, 1<<32 - 5, 1<<32 - 17, 1<<32 - 40, 1<<40 + 3} {
			for _, fl := range modeFlags {
				in := unaligned(r, n*chunkLen, r.IntN(64))
				key := randKey(r)
				want := make([]byte, 32*n)
				got := make([]byte, 32*n+32)
				hashChunksGeneric(in, key, ctr, fl, want)
				hashChunksAVX512x2(&in[0], n, key, ctr, fl, &got[0])
				if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
					t.Fatalf("hashChunksAVX512x2 n=%d counter=%#x flags=%#x differs from generic", n, ctr, fl)
				}
			}
		}
	}
	defer func(p bool) { pairGroups = p }(pairGroups)
	withKernel(t, "avx512", func() {
		for _, on := range []bool{false, true} {
			pairGroups = on
			for _, n := range []int{16, 31, 32, 33, 47, 48, 63, 64, 65, 80, 95, 96, 97, 129} {
				in := unaligned(r, n*chunkLen, r.IntN(64))
				key := randKey(r)
				want := make([]byte, 32*n)
				got := make([]byte, 32*n)
				hashChunksGeneric(in, key, 1<<32-33, flagKeyedHash, want)
				hashChunks(in, key, 1<<32-33, flagKeyedHash, got)
				if !bytes.Equal(want, got) {
					t.Fatalf("hashChunks (pairGroups %v) n=%d differs from generic", on, n)
				}
			}
			route := fmt.Sprintf("avx512, pairGroups %v", on)
			checkChunksAt(t, r, "hashChunksAt/"+route, hashChunksAt)
		}
	})
}

// TestKernelChunksPipe runs hashChunks at level avx512 with the pipeGroups
// route off and on, and the pairGroups route off and on beside it (on
// together, pairs take each run's multiples of 32 chunks and the pipelined
// kernel the group left), whatever the CPU says, on one group and less to
// many groups (unaligned input, every mode, counters whose low word carries
// inside a group and between groups), against the generic twin; the
// pipelined kernel's own calls are TestKernelWidths's and
// TestKernelGroups's.
func TestKernelChunksPipe(t *testing.T) {
	if !kernelAvailable("avx512") {
		t.Skip("kernel avx512: not available")
	}
	r := rand.New(rand.NewPCG(43, 44))
	defer func(p, q bool) { pipeGroups, pairGroups = p, q }(pipeGroups, pairGroups)
	withKernel(t, "avx512", func() {
		for _, route := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			pipeGroups, pairGroups = route[0], route[1]
			for _, n := range []int{1, 9, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 95, 129} {
				for _, ctr := range []uint64{0, 1<<32 - 5, 1<<32 - 17, 1<<32 - 40} {
					for _, fl := range modeFlags {
						in := unaligned(r, n*chunkLen, r.IntN(64))
						key := randKey(r)
						want := make([]byte, 32*n)
						got := make([]byte, 32*n)
						hashChunksGeneric(in, key, ctr, fl, want)
						hashChunks(in, key, ctr, fl, got)
						if !bytes.Equal(want, got) {
							t.Fatalf("hashChunks (pipeGroups %v, pairGroups %v) n=%d counter=%#x flags=%#x differs from generic",
								route[0], route[1], n, ctr, fl)
						}
					}
				}
			}
		}
	})
}

// FuzzChunkPairs runs the pair kernels directly, whatever cpu.Latency512
// says: hashChunksAVX512x2 on 32 to 288 contiguous chunks at an unaligned
// offset and hashChunksAtAVX512x2 on as many chunks in one of atOffsets'
// layouts, every mode, against the generic twins; and the pipelined kernel,
// whatever pipeGroups says: hashChunksAVX512Pipe on 1 to as many
// contiguous chunks.
func FuzzChunkPairs(f *testing.F) {
	if !kernelAvailable("avx512") {
		f.Skip("kernel avx512: not available")
	}
	f.Add(uint8(1), uint64(7), uint64(1<<32-40), uint8(1))
	f.Add(uint8(8), uint64(3), uint64(0), uint8(2))
	f.Fuzz(func(t *testing.T, pairs uint8, seed, ctr uint64, mode uint8) {
		r := rand.New(rand.NewPCG(seed, 10))
		n := 32 * (1 + int(pairs)%9)
		flags := modeFlags[int(mode)%len(modeFlags)]
		key := randKey(r)
		off := int(seed % 64)
		in := atBuf[off : off+n*chunkLen]
		want, got := make([]byte, 32*n), make([]byte, 32*n+32)
		hashChunksGeneric(in, key, ctr, flags, want)
		hashChunksAVX512x2(&in[0], n, key, ctr, flags, &got[0])
		if !bytes.Equal(got[:32*n], want) || !allZero(got[32*n:]) {
			t.Fatalf("hashChunksAVX512x2: %d chunks at offset %d differ", n, off)
		}
		offs := atOffsets(r, n, int(mode), len(atBuf))
		for i, o := range offs {
			hashChunksGeneric(atBuf[o:o+chunkLen], key, ctr+uint64(i), flags, want[32*i:])
		}
		clear(got)
		hashChunksAtAVX512x2(&atBuf[0], (*uint64)(unsafe.Pointer(&offs[0])), n, key, ctr, flags, &got[0])
		if !bytes.Equal(got[:32*n], want) || !allZero(got[32*n:]) {
			t.Fatalf("hashChunksAtAVX512x2: %d chunks, layout %d differ", n, mode%4)
		}
		m := 1 + int(ctr%uint64(n))
		hashChunksGeneric(in[:m*chunkLen], key, ctr, flags, want)
		clear(got)
		hashChunksAVX512Pipe(&in[0], m, key, ctr, flags, &got[0])
		if !bytes.Equal(got[:32*m], want[:32*m]) || !allZero(got[32*m:]) {
			t.Fatalf("hashChunksAVX512Pipe: %d chunks at offset %d differ", m, off)
		}
	})
}

// TestKernelGroups calls each chunk kernel that runs several lane groups in
// one call (the AVX-512 ones) with whole groups, at every test counter, so
// that the counters' carry into the high word falls in a later group, not
// only the first; it checks them against the generic kernel and that they
// write exactly n values.
func TestKernelGroups(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, k := range []struct {
		name  string
		group int
		f     func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)
	}{
		{"avx512", 16, hashChunksAVX512},
		{"avx512", 16, hashChunksAVX512Pipe},
		{"avx512", 32, hashChunksAVX512x2},
	} {
		if !kernelAvailable(k.name) {
			t.Logf("kernel %s: not available, group test skipped", k.name)
			continue
		}
		for _, groups := range []int{1, 2, 3, 5} {
			n := groups * k.group
			for _, ctr := range testCounters {
				fl := modeFlags[r.IntN(len(modeFlags))]
				key := randKey(r)
				in := unaligned(r, n*chunkLen, r.IntN(64))
				want := make([]byte, 32*n)
				got := make([]byte, 32*n+64)
				hashChunksGeneric(in, key, ctr, fl, want)
				k.f(&in[0], n, key, ctr, fl, &got[0])
				if !bytes.Equal(want, got[:32*n]) || !allZero(got[32*n:]) {
					t.Fatalf("%s chunks in groups of %d, n=%d counter=%#x: differs from generic or writes past n values", k.name, k.group, n, ctr)
				}
			}
		}
	}
}

// TestBatchTopRows checks the shortcut for two to four whole chunks, or a
// power of two up to 64, against the generic tree at every kernel level, in
// every mode, at lengths around whole chunks, from chunk counters that cross
// 2^32 within the call among others: it must answer exactly where it applies
// (level avx2, 2-4, 8, 16, 32 or 64 whole chunks), give the generic top
// block there, and leave top alone elsewhere.
func TestBatchTopRows(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	counters := []uint64{0, 64, 1<<32 - 3, 1<<32 - 64, 1<<40 + 5<<6}
	for _, k := range kernelsUnderTest(t) {
		for n := 0; n <= 65*chunkLen+1; n++ {
			if n%chunkLen > 1 && n%chunkLen < chunkLen-1 {
				continue
			}
			for i, fl := range modeFlags {
				key := randKey(r)
				ctr := counters[(n+i)%len(counters)]
				in := unaligned(r, n, r.IntN(64))
				var want [BlockSize]byte
				if n <= maxBatchChunks*chunkLen { // batchOutput's bound
					withKernel(t, "generic", func() {
						o := batchOutput(in, key, ctr, fl)
						want = o.block
					})
				}
				top := [BlockSize]byte{1}
				var ok bool
				withKernel(t, k, func() { ok = batchTopRows(&top, in, key, ctr, fl) })
				c := n / chunkLen
				applies := k == "avx2" && n%chunkLen == 0 && (c >= 2 && c <= 4 || c == 8 || c == 16 || c == 32 || c == 64)
				switch {
				case ok != applies:
					t.Fatalf("%s, %d bytes: batchTopRows answered %v", k, n, ok)
				case ok && top != want:
					t.Fatalf("%s, %d bytes, counter %#x, flags %#x: top block differs from the generic tree", k, n, ctr, fl)
				case !ok && top != [BlockSize]byte{1}:
					t.Fatalf("%s, %d bytes: top changed without an answer", k, n)
				}
			}
		}
	}
}

// TestXOFRoutesAVX512 checks xof at the avx512 level through both of its
// tables (xofRoute16 and xofRoute16Latency, by many16Latency) against the
// generic twin, for every block count the tables route and beyond,
// counters whose low word carries inside a call.
func TestXOFRoutesAVX512(t *testing.T) {
	if !kernelAvailable("avx512") {
		t.Skip("kernel avx512: not available")
	}
	defer func(l bool) { many16Latency = l }(many16Latency)
	r := rand.New(rand.NewPCG(43, 44))
	withKernel(t, "avx512", func() {
		for _, lat := range []bool{false, true} {
			many16Latency = lat
			for n := 1; n <= 34; n++ {
				for _, ctr := range []uint64{0, 1<<32 - 2, 1<<32 - 11, r.Uint64()} {
					cv := randKey(r)
					var block [BlockSize]byte
					copy(block[:], unaligned(r, BlockSize, r.IntN(64)))
					bl := uint32(r.IntN(BlockSize + 1))
					fl := modeFlags[r.IntN(len(modeFlags))] | flagRoot
					want := make([]byte, BlockSize*n)
					got := unaligned(r, BlockSize*n+1, r.IntN(64))
					got[BlockSize*n] = 0xA5
					xofGeneric(want, cv, &block, ctr, bl, fl)
					xof(got[:BlockSize*n], cv, &block, ctr, bl, fl)
					if !bytes.Equal(want, got[:BlockSize*n]) || got[BlockSize*n] != 0xA5 {
						t.Fatalf("latency table %v, n=%d counter=%#x: differs from generic", lat, n, ctr)
					}
				}
			}
		}
	})
}
