//go:build !purego

package blake3

import (
	"math/rand/v2"
	"testing"
)

// TestHashChunksTailRows checks the r4 route for one to three whole chunks
// and a partial one of four blocks or more against the generic chunks, at
// every length of the partial chunk from 193 bytes, counters across a 32-bit boundary and each mode, and that
// it declines every other shape and level.
func TestHashChunksTailRows(t *testing.T) {
	if !kernelAvailable("avx512") {
		t.Skip("needs AVX-512")
	}
	withKernel(t, "avx512", func() {
		r := rand.New(rand.NewPCG(41, 42))
		in := manyMsg(5, 6*chunkLen)
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
		out := make([]byte, 32*6)
		for _, l := range []int{0, 1, chunkLen, chunkLen + 1, 3*chunkLen + 192, 2 * chunkLen, 4 * chunkLen, 4*chunkLen + 100, 5*chunkLen + 700} {
			if hashChunksTailRows(in[:l], &iv, 0, 0, out) && (l <= chunkLen || l%chunkLen <= 3*BlockSize || l > 4*chunkLen) {
				t.Errorf("%d bytes: taken", l)
			}
		}
	})
	for _, k := range []string{"avx2", "sse41"} {
		if kernelAvailable(k) {
			withKernel(t, k, func() {
				if hashChunksTailRows(manyMsg(1, 2000), &iv, 0, 0, make([]byte, 64)) {
					t.Errorf("kernel %s: taken", k)
				}
			})
		}
	}
}
