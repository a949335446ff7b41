//go:build !purego

package blake3

import (
	"math/rand/v2"
	"testing"
)

// TestHashChunksTailRows checks the row kernels' tail route, at each level
// that has one, against the generic chunks for one to three whole chunks
// and every partial chunk (1 to 1023 bytes), each mode, counters across a
// 32-bit boundary: taken exactly where tailRows says, and right there;
// that it declines every other shape; and that no other level takes it. A
// kernel required by VILYA_REQUIRE_KERNELS and missing fails.
func TestHashChunksTailRows(t *testing.T) {
	ks := kernelsUnderTest(t)
	in := manyMsg(5, 6*chunkLen)
	levels := map[string]kernLevel{"avx512": levelAVX512, "avx2": levelAVX2}
	for _, k := range ks {
		lv, ok := levels[k]
		if !ok {
			withKernel(t, k, func() {
				if hashChunksTailRows(in[:2000], &iv, 0, 0, make([]byte, 64)) {
					t.Errorf("kernel %s: taken", k)
				}
			})
			continue
		}
		withKernel(t, k, func() {
			r := rand.New(rand.NewPCG(41, 42))
			taken := 0
			for whole := 1; whole <= 3; whole++ {
				for tl := 1; tl < chunkLen; tl++ {
					msg := in[:whole*chunkLen+tl]
					key := randKey(r)
					flags := []uint32{0, flagKeyedHash, flagDeriveKeyMaterial}[tl%3]
					counter := []uint64{0, 7, 1<<32 - 2}[r.IntN(3)]
					got := make([]byte, 32*(whole+1))
					want := tailRows(lv, whole, (tl+BlockSize-1)/BlockSize)
					if hashChunksTailRows(msg, key, counter, flags, got) != want {
						t.Fatalf("kernel %s, %d whole chunks and %d bytes: taken %v, want %v", k, whole, tl, !want, want)
					}
					if !want {
						continue
					}
					taken++
					if string(got) != string(genericTailCVs(msg, key, counter, flags)) {
						t.Fatalf("kernel %s, %d whole chunks and %d bytes, counter %d, flags %d: chaining values differ", k, whole, tl, counter, flags)
					}
				}
			}
			if taken == 0 {
				t.Errorf("kernel %s: never taken", k)
			}
			// One chunk or less, whole chunks only, four or more whole
			// chunks: declined.
			for _, l := range []int{0, 1, chunkLen, 2 * chunkLen, 3 * chunkLen, 4 * chunkLen, 4*chunkLen + 500, 5*chunkLen + 700} {
				if hashChunksTailRows(in[:l], &iv, 0, 0, make([]byte, 32*6)) {
					t.Errorf("kernel %s, %d bytes: taken", k, l)
				}
			}
		})
	}
}

// TestHashChunksTailX checks the 8- and 16-lane tail route against the
// generic chunks for four to fifteen whole chunks after zero and one
// groups of sixteen (and 36 to 39 after two) and about half of the partial
// lengths (1 to 1023 bytes), each mode, counters across a 32-bit boundary:
// taken exactly where tailX says, at avx512 only.
func TestHashChunksTailX(t *testing.T) {
	ks := kernelsUnderTest(t)
	in := manyMsg(6, 40*chunkLen)
	for _, k := range ks {
		withKernel(t, k, func() {
			r := rand.New(rand.NewPCG(45, 46))
			taken := 0
			for _, groups := range []int{0, 1, 2} {
				for j := 4; j <= 15; j++ {
					whole := 16*groups + j
					if whole > 39 {
						continue
					}
					for tl := 1; tl < chunkLen; tl += 1 + r.IntN(3) {
						msg := in[:whole*chunkLen+tl]
						key := randKey(r)
						flags := []uint32{0, flagKeyedHash, flagDeriveKeyMaterial}[tl%3]
						counter := []uint64{0, 7, 1<<32 - 3, 1<<32 - 20}[r.IntN(4)]
						got := make([]byte, 32*(whole+1))
						want := k == "avx512" && tailX(j, (tl+BlockSize-1)/BlockSize)
						if hashChunksTailX(msg, key, counter, flags, got) != want {
							t.Fatalf("kernel %s, %d whole chunks and %d bytes: taken %v, want %v", k, whole, tl, !want, want)
						}
						if !want {
							continue
						}
						taken++
						if string(got) != string(genericTailCVs(msg, key, counter, flags)) {
							t.Fatalf("%d whole chunks and %d bytes, counter %d, flags %d: chaining values differ", whole, tl, counter, flags)
						}
					}
				}
			}
			if k == "avx512" && taken == 0 {
				t.Errorf("never taken")
			}
		})
	}
}

// genericTailCVs returns the chaining values of msg's whole chunks and its
// partial last chunk by the generic code, from chunk counter on.
func genericTailCVs(msg []byte, key *[8]uint32, counter uint64, flags uint32) []byte {
	whole := len(msg) / chunkLen
	cvs := make([]byte, 32*(whole+1))
	hashChunksGeneric(msg[:whole*chunkLen], key, counter, flags, cvs)
	o := chunkOutput(msg[whole*chunkLen:], key, counter+uint64(whole), flags)
	cv := o.chainingValue()
	putWords(cvs[32*whole:], cv[:])
	return cvs
}
