//go:build !purego

package blake3

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHashChunksTailRows checks the r4 route against the generic chunks
// for one to three whole chunks and every partial chunk of four blocks or
// more (193 to 1023 bytes), each mode, counters across a 32-bit boundary;
// that it declines every other shape; and that only the avx512 level
// takes it. A kernel required by VILYA_REQUIRE_KERNELS and missing fails.
func TestHashChunksTailRows(t *testing.T) {
	ks := kernelsUnderTest(t)
	if !slices.Contains(ks, "avx512") {
		t.Skip("needs the avx512 kernels")
	}
	in := manyMsg(5, 6*chunkLen)
	withKernel(t, "avx512", func() {
		r := rand.New(rand.NewPCG(41, 42))
		for whole := 1; whole <= 3; whole++ {
			for tl := 3*BlockSize + 1; tl < chunkLen; tl++ {
				msg := in[:whole*chunkLen+tl]
				key := randKey(r)
				flags := []uint32{0, flagKeyedHash, flagDeriveKeyMaterial}[tl%3]
				counter := []uint64{0, 7, 1<<32 - 2}[r.IntN(3)]
				got := make([]byte, 32*(whole+1))
				if !hashChunksTailRows(msg, key, counter, flags, got) {
					t.Fatalf("%d whole chunks and %d bytes: declined", whole, tl)
				}
				want := make([]byte, 32*(whole+1))
				hashChunksGeneric(msg[:whole*chunkLen], key, counter, flags, want)
				o := chunkOutput(msg[whole*chunkLen:], key, counter+uint64(whole), flags)
				cv := o.chainingValue()
				putWords(want[32*whole:], cv[:])
				if string(got) != string(want) {
					t.Fatalf("%d whole chunks and %d bytes, counter %d, flags %d: chaining values differ", whole, tl, counter, flags)
				}
			}
		}
		// One chunk or less, whole chunks only, a partial chunk of up to
		// three blocks, four or more whole chunks: declined.
		for _, l := range []int{0, 1, chunkLen, chunkLen + 1, 2 * chunkLen, 3*chunkLen + 3*BlockSize, 4 * chunkLen, 4*chunkLen + 500, 5*chunkLen + 700} {
			if hashChunksTailRows(in[:l], &iv, 0, 0, make([]byte, 32*6)) {
				t.Errorf("%d bytes: taken", l)
			}
		}
	})
	for _, k := range ks {
		if k == "avx512" {
			continue
		}
		withKernel(t, k, func() {
			if hashChunksTailRows(in[:2000], &iv, 0, 0, make([]byte, 64)) {
				t.Errorf("kernel %s: taken", k)
			}
		})
	}
}
