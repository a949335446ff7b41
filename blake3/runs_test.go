package blake3

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// atCounts are chunk counts on both sides of every lane width, of half of
// it (where the lanes leave the tail to hashChunks), of the 16-lane
// groups and of the 256 chunks hashChunksCopy runs a call.
var atCounts = []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 100, 255, 256, 257, 290}

// atBuf is a buffer of random bytes for the chunks of the tests to lie in.
var atBuf = func() []byte {
	r := rand.New(rand.NewPCG(31, 2))
	b := make([]byte, 600*(chunkLen+64))
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}()

// atOffsets returns n chunk offsets into a buffer of atLen bytes in one of
// several layouts: side by side, Bao's pairs between 64-byte parent nodes,
// odd gaps, random (overlapping, unaligned, repeated) positions.
func atOffsets(r *rand.Rand, n, layout, bufLen int) []int {
	offs := make([]int, n)
	pos := layout % 7
	for i := range offs {
		switch layout % 4 {
		case 0:
			offs[i] = i * chunkLen
		case 1:
			offs[i] = pos
			pos += chunkLen
			if i%2 == 1 {
				pos += 64
			}
		case 2:
			offs[i] = pos
			pos += chunkLen + 1 + r.IntN(100)
		default:
			offs[i] = r.IntN(bufLen - chunkLen + 1)
		}
	}
	return offs
}

// TestKernelChunksAt checks hashChunksAt under every kernel level, and
// hashChunksAtLanes on every lane kernel, against hashChunksGeneric on each
// chunk alone, in every mode, across the counter's 2^32 boundary, and that
// nothing past the output is written.
func TestKernelChunksAt(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 1))
	check := func(t *testing.T, name string, f func(buf []byte, offs []int, key *[8]uint32, ctr uint64, flags uint32, out []byte)) {
		t.Helper()
		checkChunksAt(t, r, name, f)
	}
	check(t, "generic", hashChunksAtGeneric)
	for _, k := range append(laneKernels(t), manyNone) {
		check(t, "lanes/"+k.String(), func(buf []byte, offs []int, key *[8]uint32, ctr uint64, flags uint32, out []byte) {
			hashChunksAtLanes(k, buf, offs, key, ctr, flags, out)
		})
	}
	for _, name := range kernelsUnderTest(t) {
		withKernel(t, name, func() { check(t, "hashChunksAt/"+name, hashChunksAt) })
	}
}

// checkChunksAt checks f, a hashChunksAt, against hashChunksGeneric on each
// chunk alone at every count of atCounts and every layout, in every mode,
// across the counter's 2^32 boundary, and that nothing past the output is
// written.
func checkChunksAt(t *testing.T, r *rand.Rand, name string, f func(buf []byte, offs []int, key *[8]uint32, ctr uint64, flags uint32, out []byte)) {
	t.Helper()
	for ci, n := range atCounts {
		for layout := range 4 {
			offs := atOffsets(r, n, layout, len(atBuf))
			key := randKey(r)
			ctr := testCounters[(ci+layout)%len(testCounters)]
			flags := modeFlags[(ci+layout)%len(modeFlags)]
			want := make([]byte, 32*n)
			for i, o := range offs {
				hashChunksGeneric(atBuf[o:o+chunkLen], key, ctr+uint64(i), flags, want[32*i:])
			}
			got := make([]byte, 32*n+32)
			got[32*n] = 0xA5
			f(atBuf, offs, key, ctr, flags, got)
			if !bytes.Equal(got[:32*n], want) || got[32*n] != 0xA5 {
				t.Fatalf("%s: %d chunks, layout %d, counter %d, flags %#x: chaining values differ", name, n, layout, ctr, flags)
			}
		}
	}
}

// TestKernelChunksCopy checks hashChunksCopy under every kernel level against
// hashChunksCopyGeneric: the same chaining values and the same bytes in
// the whole destination (nothing but the chunks written).
func TestKernelChunksCopy(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 3))
	for _, name := range kernelsUnderTest(t) {
		withKernel(t, name, func() {
			for ci, n := range atCounts {
				for _, layout := range []int{0, 1, 2} { // the copies must not overlap
					doffs := atOffsets(r, n, layout, 0)
					dlen := chunkLen + 100
					for _, o := range doffs {
						dlen = max(dlen, o+chunkLen+100)
					}
					off := ci % 13 // unaligned input
					in := atBuf[off : off+n*chunkLen]
					key := randKey(r)
					ctr := testCounters[(ci+layout)%len(testCounters)]
					flags := modeFlags[(ci+layout)%len(modeFlags)]
					want, wantDst := make([]byte, 32*n), bytes.Repeat([]byte{0x5A}, dlen)
					hashChunksCopyGeneric(in, wantDst, doffs, key, ctr, flags, want)
					got, dst := make([]byte, 32*n), bytes.Repeat([]byte{0x5A}, dlen)
					hashChunksCopy(in, dst, doffs, key, ctr, flags, got)
					if !bytes.Equal(got, want) || !bytes.Equal(dst, wantDst) {
						t.Fatalf("%s: %d chunks, layout %d: chaining values or copies differ", name, n, layout)
					}
				}
			}
		})
	}
}

func TestKernelChunksAtBounds(t *testing.T) {
	buf := make([]byte, 3*chunkLen)
	out := make([]byte, 64)
	for _, offs := range [][]int{{-1}, {2*chunkLen + 1}, {0, 5 * chunkLen}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("offsets %v: no panic", offs)
				}
			}()
			hashChunksAt(buf, offs, &iv, 0, 0, out)
		}()
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("copy offsets %v: no panic", offs)
				}
			}()
			hashChunksCopy(buf, buf[:2*chunkLen], offs, &iv, 0, 0, out)
		}()
	}
}

// TestPrefetchLines runs prefetchLines over offsets at a buffer's ends and
// none, and checks that it changes nothing and allocates nothing.
func TestPrefetchLines(t *testing.T) {
	buf := make([]byte, 3*chunkLen+5)
	for i := range buf {
		buf[i] = byte(i * 7)
	}
	want := slices.Clone(buf)
	offs := []int{0, 63, 64, chunkLen + 8, len(buf) - 1}
	for _, o := range [][]int{nil, offs[:1], offs} {
		prefetchLines(buf, o)
	}
	if !bytes.Equal(buf, want) {
		t.Fatal("prefetchLines changed its buffer")
	}
	if n := testing.AllocsPerRun(20, func() { prefetchLines(buf, offs) }); n != 0 {
		t.Errorf("prefetchLines allocates %v times per call", n)
	}
}

func TestKernelChunksAtAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 4))
	offs := atOffsets(r, 290, 1, 0)
	out := make([]byte, 32*len(offs))
	dst := make([]byte, offs[len(offs)-1]+chunkLen)
	if n := testing.AllocsPerRun(20, func() { hashChunksAt(atBuf, offs, &iv, 5, 0, out) }); n != 0 {
		t.Errorf("hashChunksAt allocates %v times per call", n)
	}
	if n := testing.AllocsPerRun(20, func() { hashChunksCopy(atBuf, dst, offs, &iv, 5, 0, out) }); n != 0 {
		t.Errorf("hashChunksCopy allocates %v times per call", n)
	}
}

// BenchmarkHashChunksAt hashes 256 chunks laid out as in a complete Bao
// subtree (pairs between 64-byte parent nodes) in place, copies them there
// while hashing (hashChunksCopy), and, for comparison, hashes them side by
// side (hashChunks) and copies then hashes them.
func BenchmarkHashChunksAt(b *testing.B) {
	r := rand.New(rand.NewPCG(31, 5))
	offs := atOffsets(r, 256, 1, 0)
	enc := make([]byte, offs[255]+chunkLen)
	flat := make([]byte, 256*chunkLen)
	out := make([]byte, 32*256)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"at", func() { hashChunksAt(enc, offs, &iv, 0, 0, out) }},
		{"copy", func() { hashChunksCopy(flat, enc, offs, &iv, 0, 0, out) }},
		{"contiguous", func() { hashChunks(flat, &iv, 0, 0, out) }},
		{"copy-then-hash", func() {
			for i, o := range offs {
				copy(enc[o:o+chunkLen], flat[i*chunkLen:])
			}
			hashChunks(flat, &iv, 0, 0, out)
		}},
	} {
		b.Run(fmt.Sprintf("%s/256KiB", c.name), func(b *testing.B) {
			b.SetBytes(int64(len(flat)))
			b.ReportAllocs()
			for b.Loop() {
				c.f()
			}
		})
	}
}

// FuzzChunksAt compares hashChunksAt and hashChunksCopy with their generic
// twins for fuzzed chunk counts, offsets (seeded), counters and modes.
func FuzzChunksAt(f *testing.F) {
	f.Add(uint16(17), uint64(7), uint64(1<<32-3), uint8(1))
	f.Add(uint16(256), uint64(1), uint64(0), uint8(2))
	f.Fuzz(func(t *testing.T, n uint16, seed, ctr uint64, mode uint8) {
		r := rand.New(rand.NewPCG(seed, 9))
		cnt := int(n % 300)
		flags := modeFlags[int(mode)%len(modeFlags)]
		offs := atOffsets(r, cnt, int(mode), len(atBuf))
		want, got := make([]byte, 32*cnt), make([]byte, 32*cnt)
		hashChunksAtGeneric(atBuf, offs, &iv, ctr, flags, want)
		hashChunksAt(atBuf, offs, &iv, ctr, flags, got)
		if !bytes.Equal(got, want) {
			t.Fatalf("hashChunksAt: %d chunks, layout %d: chaining values differ", cnt, mode%4)
		}
		if mode%4 == 3 {
			return // overlapping copies are not allowed
		}
		doffs := atOffsets(r, cnt, int(mode), 0)
		dlen := 0
		for _, o := range doffs {
			dlen = max(dlen, o+chunkLen)
		}
		in := atBuf[int(seed%64) : int(seed%64)+cnt*chunkLen]
		wd, gd := make([]byte, dlen), make([]byte, dlen)
		hashChunksCopyGeneric(in, wd, doffs, &iv, ctr, flags, want)
		hashChunksCopy(in, gd, doffs, &iv, ctr, flags, got)
		if !bytes.Equal(got, want) || !bytes.Equal(gd, wd) {
			t.Fatalf("hashChunksCopy: %d chunks, layout %d: chaining values or copies differ", cnt, mode%4)
		}
	})
}
