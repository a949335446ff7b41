package bao

import (
	"bytes"
	"math"
	"runtime"
	"testing"
)

// parallelLengths cross the piece boundaries of multi-core encoding (1 MiB
// pieces): the single-core cut-off, one piece and a chunk, a partial last
// chunk, uneven right edges several levels deep.
func parallelLengths() []int {
	ls := []int{1<<20 - 1, 1 << 20, 1<<20 + 1, 1<<20 + 1024, 1<<20 + 1025,
		2<<20 - 1, 2 << 20, 2<<20 + 1, 3<<20 + 5000, 4<<20 - 1024, 5<<20 + 12345}
	if !testing.Short() {
		ls = append(ls, 8<<20+1, 13<<20+777, 16<<20+1)
	}
	return ls
}

func TestEncodeParallelMatchesEncode(t *testing.T) {
	big := testInput(16<<20 + 1)
	for _, n := range parallelLengths() {
		in := big[:n]
		for _, g := range []int{0, 1, 4, 8} {
			for _, outboard := range []bool{false, true} {
				want, wroot := encodeSlice(nil, in, g, outboard)
				for _, w := range []int{0, 2, 3, 8} {
					prefix := []byte("prefix")
					got, root := encodeParallel(bytes.Clone(prefix), in, g, w, outboard)
					if root != wroot || !bytes.Equal(got[len(prefix):], want) || !bytes.HasPrefix(got, prefix) {
						t.Fatalf("n=%d g=%d outboard=%v workers=%d: differs from the single-core encoding", n, g, outboard, w)
					}
				}
			}
		}
	}
}

// TestEncodeParallelLargePieces lowers maxPieces so that pieces double, as
// they do for inputs over 4 GiB.
func TestEncodeParallelLargePieces(t *testing.T) {
	defer func(m uint64) { maxPieces = m }(maxPieces)
	maxPieces = 3
	big := testInput(9<<20 + 3)
	for _, n := range []int{3<<20 + 1, 6<<20 + 1, 7 << 20, 9<<20 + 3} {
		for _, outboard := range []bool{false, true} {
			want, wroot := encodeSlice(nil, big[:n], 0, outboard)
			got, root := encodeParallel(nil, big[:n], 0, 2, outboard)
			if root != wroot || !bytes.Equal(got, want) {
				t.Fatalf("n=%d outboard=%v: differs from the single-core encoding", n, outboard)
			}
		}
	}
}

// TestEncodeParallelAllocs: a bounded number of allocations whatever the
// length (the pieces, their CVs, the workers), none with one worker.
func TestEncodeParallelAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	in := testInput(16 << 20)
	for _, n := range []int{2 << 20, 16 << 20} {
		s, _ := EncodedSize(int64(n), 0)
		dst := make([]byte, 0, s)
		if a := testing.AllocsPerRun(5, func() { EncodeParallel(dst, in[:n], 0, 1) }); a != 0 {
			t.Errorf("n=%d, one worker: %v allocations", n, a)
		}
	}
	// AllocsPerRun runs with GOMAXPROCS 1, where no call shares: count the
	// mallocs of many shared calls instead, after enough that the runtime's
	// free lists are full. It still allocates now and then on its own (a
	// thread, about six objects, or a goroutine, or a waiter's record), so
	// the least of three rounds counts, with one call in two allowed for it
	// (about seven objects a call were made before).
	if runtime.NumCPU() < 2 {
		t.Skip("one CPU: no call shares")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(min(runtime.NumCPU(), 4)))
	for _, n := range []int{2 << 20, 16 << 20} {
		s, _ := EncodedSize(int64(n), 0)
		dst := make([]byte, 0, s)
		for range 300 {
			EncodeParallel(dst, in[:n], 0, 0)
			EncodeOutboardParallel(dst, in[:n], 0, 0)
		}
		const calls = 100
		least := uint64(math.MaxUint64)
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range calls / 2 {
				EncodeParallel(dst, in[:n], 0, 0)
				EncodeOutboardParallel(dst, in[:n], 0, 0)
			}
			runtime.ReadMemStats(&after)
			least = min(least, after.Mallocs-before.Mallocs)
		}
		if least > calls/2 {
			t.Errorf("n=%d: %d allocations in %d shared calls (the least of three rounds), want at most %d", n, least, calls, calls/2)
		} else {
			t.Logf("n=%d: %d allocations in %d shared calls (the least of three rounds)", n, least, calls)
		}
	}
}
