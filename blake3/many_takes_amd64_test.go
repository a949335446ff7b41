//go:build !purego

package blake3

import "testing"

// TestManyTakes checks the lane kernels' thresholds on small batches: the
// 8- and 4-lane kernels take three messages or more holding
// manyMinBlocks8 and manyMinBlocks4 blocks, the 16-lane kernel five
// messages, and every kernel two long ones (manyLong).
func TestManyTakes(t *testing.T) {
	batch := func(n, l int) [][]byte {
		msgs := make([][]byte, n)
		for i := range msgs {
			msgs[i] = make([]byte, l)
		}
		return msgs
	}
	for _, c := range []struct {
		k    manyKern
		n, l int
		want bool
	}{
		{manySSE41, 3, 100, false}, // 6 blocks
		{manySSE41, 5, 100, false}, // 10
		{manySSE41, 6, 100, true},  // 12
		{manySSE41, 4, 150, true},  // 12
		{manySSE41, 3, 200, true},  // 12
		{manySSE41, 3, 150, false}, // 9
		{manySSE41, 2, 600, true},  // long
		{manySSE41, 2, 200, false},
		{manyAVX2, 3, 100, false}, // 6 blocks
		{manyAVX2, 3, 150, true},  // 9
		{manyAVX2, 4, 128, false}, // 8
		{manyAVX2, 2, 600, true},
		{manyAVX512, 4, 1000, true}, // long
		{manyAVX512, 4, 100, false},
		{manyAVX512, 5, 0, true},
	} {
		if got := manyTakes(c.k, batch(c.n, c.l)); got != c.want {
			t.Errorf("manyTakes(%v, %d messages of %d bytes) = %v, want %v", c.k, c.n, c.l, got, c.want)
		}
	}
}
