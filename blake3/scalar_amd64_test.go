//go:build !purego

package blake3

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// skipScalar skips a test of the scalar kernels where level avx512, the
// only one that routes to them, cannot run, or the CPU lacks BMI2.
func skipScalar(t testing.TB) {
	t.Helper()
	if !kernelAvailable("avx512") {
		t.Skip("kernel avx512: not available")
	}
	if !cpu.BMI2 {
		t.Skip("BMI2: not available")
	}
}

// sumChunkBMI2Padded calls sumChunkBMI2 as sumChunk does: the whole blocks
// before the last in place, the last one zero-padded.
func sumChunkBMI2Padded(data []byte, key *[8]uint32, flags uint32) (d [Size]byte) {
	nb := 0
	if len(data) > BlockSize {
		nb = (len(data) - 1) / BlockSize
	}
	p, tail := &emptyBlock[0], data[nb*BlockSize:]
	if nb > 0 {
		p = &data[0]
	}
	var last [BlockSize]byte
	fillBlock(&last, tail)
	sumChunkBMI2(&d, key, p, nb, &last, uint32(len(tail)), flags)
	return d
}

// TestKernelScalarRows checks the scalar kernels against the generic twin
// directly (every block length and flag byte, counters across the low
// word's carry, chains of 1 to 17 unaligned blocks, one-chunk digests of
// every length 0..1024 in every mode), then compress, compressChain,
// sumChunk and Sum256 of one whole chunk and a partial one (scalarTailMax)
// at level avx512 with the scalarRows route off and on, whatever
// cpu.Latency512 says.
func TestKernelScalarRows(t *testing.T) {
	skipScalar(t)
	r := rand.New(rand.NewPCG(45, 46))
	for i := 0; i < 4000; i++ {
		var block [BlockSize]byte
		for j := range block {
			block[j] = byte(r.Uint32())
		}
		cv := randKey(r)
		ctr := testCounters[i%len(testCounters)] + uint64(r.IntN(3))
		bl, fl := uint32(i%65), uint32(r.IntN(256))
		var want, got [16]uint32
		compressGeneric(&want, cv, &block, ctr, bl, fl)
		compressBMI2(&got, cv, &block, ctr, bl, fl)
		if want != got {
			t.Fatalf("compressBMI2 counter=%#x blockLen=%d flags=%#x differs from generic", ctr, bl, fl)
		}
	}
	for n := 1; n <= 17; n++ {
		for _, ctr := range testCounters {
			for _, fl := range []uint32{0, flagChunkStart, flagKeyedHash | flagChunkStart, flagDeriveKeyMaterial} {
				in := unaligned(r, n*BlockSize, r.IntN(64))
				want := randKey(r)
				got := *want
				compressChainGeneric(want, in, ctr, fl)
				compressChainBMI2(&got, &in[0], n, ctr, fl)
				if got != *want {
					t.Fatalf("compressChainBMI2 n=%d counter=%#x flags=%#x differs from generic", n, ctr, fl)
				}
			}
		}
	}
	for n := 0; n <= chunkLen; n++ {
		for _, fl := range modeFlags {
			in := unaligned(r, n, r.IntN(64))
			key := randKey(r)
			if got, want := sumChunkBMI2Padded(in, key, fl), sumChunkGeneric(in, key, fl); got != want {
				t.Fatalf("sumChunkBMI2 n=%d flags=%#x differs from generic", n, fl)
			}
		}
	}
	long := unaligned(r, 2*chunkLen+1, 3)
	var wantLong [][Size]byte
	withKernel(t, "generic", func() {
		for n := chunkLen + 1; n <= len(long); n++ {
			wantLong = append(wantLong, Sum256(long[:n]))
		}
	})
	defer func(s bool) { scalarRows = s }(scalarRows)
	withKernel(t, "avx512", func() {
		for _, on := range []bool{false, true} {
			scalarRows = on
			for i, want := range wantLong {
				if got := Sum256(long[:chunkLen+1+i]); got != want {
					t.Fatalf("Sum256 (scalarRows %v) n=%d differs from generic", on, chunkLen+1+i)
				}
			}
			for n := 0; n <= chunkLen; n += 1 + n/64 {
				in := unaligned(r, n, r.IntN(64))
				key := randKey(r)
				if got, want := sumChunk(in, key, flagKeyedHash), sumChunkGeneric(in, key, flagKeyedHash); got != want {
					t.Fatalf("sumChunk (scalarRows %v) n=%d differs from generic", on, n)
				}
				if n%BlockSize == 0 {
					want := *key
					got := want
					compressChainGeneric(&want, in, 1<<32-1, flagChunkStart)
					compressChain(&got, in, 1<<32-1, flagChunkStart)
					if got != want {
						t.Fatalf("compressChain (scalarRows %v) n=%d differs from generic", on, n)
					}
				}
				var block [BlockSize]byte
				copy(block[:], in)
				var want, got [16]uint32
				compressGeneric(&want, key, &block, uint64(n), uint32(n%65), flagRoot)
				compress(&got, key, &block, uint64(n), uint32(n%65), flagRoot)
				if want != got {
					t.Fatalf("compress (scalarRows %v) n=%d differs from generic", on, n)
				}
			}
		}
	})
}

// FuzzScalarRows compares the scalar kernels with the generic twin on
// fuzzed chaining values, blocks, counters, block lengths and flags.
func FuzzScalarRows(f *testing.F) {
	skipScalar(f)
	f.Add([]byte("hello"), uint64(0), uint32(0), uint8(5))
	f.Add(make([]byte, 1100), uint64(1<<32-1), uint32(flagKeyedHash), uint8(64))
	f.Fuzz(func(t *testing.T, data []byte, ctr uint64, fl uint32, bl uint8) {
		var key [8]uint32
		var block [BlockSize]byte
		copy(block[:], data)
		if len(data) > BlockSize {
			loadWords(key[:], append(data[BlockSize:], make([]byte, 32)...))
		}
		var want, got [16]uint32
		compressGeneric(&want, &key, &block, ctr, uint32(bl)%65, fl)
		compressBMI2(&got, &key, &block, ctr, uint32(bl)%65, fl)
		if want != got {
			t.Fatal("compressBMI2 differs from generic")
		}
		if n := len(data) / BlockSize; n > 0 {
			wantCV, gotCV := key, key
			compressChainGeneric(&wantCV, data[:n*BlockSize], ctr, fl)
			compressChainBMI2(&gotCV, &data[0], n, ctr, fl)
			if wantCV != gotCV {
				t.Fatalf("compressChainBMI2 n=%d differs from generic", n)
			}
		}
		short := data[:min(len(data), chunkLen)]
		fl &= flagKeyedHash | flagDeriveKeyContext | flagDeriveKeyMaterial
		if sumChunkBMI2Padded(short, &key, fl) != sumChunkGeneric(short, &key, fl) {
			t.Fatalf("sumChunkBMI2 n=%d differs from generic", len(short))
		}
	})
}
