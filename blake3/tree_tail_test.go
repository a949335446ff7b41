package blake3

import (
	"math/rand/v2"
	"testing"
)

// TestHashChunksTail checks hashChunksTail on every lane kernel against
// the generic chunk hashing: every count of chunks the kernel's width
// allows, partial chunks of one block to sixteen, whole or not in their
// last block, chunk counters that cross 2^32, random keys and flags.
func TestHashChunksTail(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, k := range laneKernels(t) {
		for whole := 1; whole < k.width() && whole <= 15; whole++ {
			for _, tl := range []int{1, 63, 64, 65, 511, 512, 700, 767, 768, 769, 960, 1023} {
				in := manyMsg(r.IntN(1000), whole*chunkLen+tl)
				key := randKey(r)
				flags := []uint32{0, flagKeyedHash, flagDeriveKeyMaterial}[r.IntN(3)]
				for _, counter := range []uint64{0, 5, 1<<32 - 2} {
					got := make([]byte, 32*(whole+1))
					hashChunksTail(k, in, key, counter, flags, got)
					want := make([]byte, 32*(whole+1))
					hashChunksGeneric(in[:whole*chunkLen], key, counter, flags, want)
					o := chunkOutput(in[whole*chunkLen:], key, counter+uint64(whole), flags)
					cv := o.chainingValue()
					putWords(want[32*whole:], cv[:])
					if string(got) != string(want) {
						t.Fatalf("%v: %d whole chunks and %d bytes, counter %d: chaining values differ", k, whole, tl, counter)
					}
				}
			}
		}
	}
}

// TestSumTailLengths checks the one-shot hash at every kernel level
// against the generic one for each count of whole chunks after a group of
// eight or sixteen and each length of the partial chunk around tailLanes'
// bounds.
func TestSumTailLengths(t *testing.T) {
	msg := manyMsg(7, 18*chunkLen)
	var lengths []int
	for c := 1; c <= 17; c++ {
		for _, tl := range []int{1, 64, 65, 192, 193, 320, 321, 448, 449, 512, 513, 704, 705, 768, 769, 832, 833, 1023} {
			lengths = append(lengths, c*chunkLen+tl)
		}
	}
	key := [KeySize]byte{1, 2, 3}
	want := make(map[int][Size]byte)
	wantKeyed := make(map[int][Size]byte)
	withKernel(t, "generic", func() {
		for _, l := range lengths {
			want[l] = Sum256(msg[:l])
			wantKeyed[l] = KeyedSum256(&key, msg[:l])
		}
	})
	for _, kn := range kernelsUnderTest(t) {
		withKernel(t, kn, func() {
			for _, l := range lengths {
				if Sum256(msg[:l]) != want[l] || KeyedSum256(&key, msg[:l]) != wantKeyed[l] {
					t.Errorf("kernel %s: the hash of %d bytes differs", kn, l)
				}
			}
		})
	}
}
