//go:build !purego

package blake3

import "testing"

// TestManyTakes checks the lane kernels' thresholds on small batches: the
// 8- and 4-lane kernels take three messages or more holding
// manyMinBlocks8 and manyMinBlocks4 blocks, the 16-lane kernel five
// messages (four where it is latency-bound), and every kernel two long
// ones (manyLong), but the 8- and 4-lane kernels none whose messages all
// fill whole chunk kernel calls (or are too long for the lanes); and each
// kernel a batch of fewer than sixteen messages only as manyEstimate says,
// by the costs of the CPU class it names.
func TestManyTakes(t *testing.T) {
	defer func(v bool, c *laneCosts) { many16Latency, many16Costs = v, c }(many16Latency, many16Costs)
	many16Latency, many16Costs = false, &laneCosts16 // the first table's 16-lane cases
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
		{manySSE41, 2, 600, false}, // long, but 10 steps cost more than 20 compressions (manyEstimate)
		{manySSE41, 2, 2500, true},
		{manySSE41, 2, 200, false},
		{manyAVX2, 3, 100, false}, // 6 blocks
		{manyAVX2, 3, 150, true},  // 9
		{manyAVX2, 4, 128, false}, // 8
		{manyAVX2, 2, 600, false}, // long, but 10 steps cost more than 20 compressions
		{manyAVX2, 2, 1500, true},
		{manyAVX512, 4, 1000, true}, // long
		{manyAVX512, 4, 100, false},
		{manyAVX512, 5, 0, true},
		{manySSE41, 2, 4096, false}, // four chunks
		{manySSE41, 3, 8192, false},
		{manySSE41, 3, 5000, true},
		{manySSE41, 2, 3072, false},    // not whole calls, but 32 steps cost more than 69 compressions
		{manySSE41, 9, 1 << 20, false}, // too long for the lanes
		{manyAVX2, 2, 8192, false},
		{manyAVX2, 4, 8191, true}, // a partial chunk: in the lanes (two, manyEstimate: the loop)
		{manySSE41, 2, 3073, true},
		{manySSE41, 2, 12288, false}, // too long for the lanes
		{manyAVX2, 4, 4096, true},
		{manyAVX512, 2, 8192, true},
	} {
		if got := manyTakes(c.k, batch(c.n, c.l)); got != c.want {
			t.Errorf("manyTakes(%v, %d messages of %d bytes) = %v, want %v", c.k, c.n, c.l, got, c.want)
		}
	}
	// The 8- and 4-lane kernels: the counts and manyEstimate's for a batch
	// of fewer than sixteen messages.
	for _, c := range []struct {
		k    manyKern
		lens []int
		want bool
	}{
		// The loop's compressions against the lanes' steps and levels.
		{manySSE41, []int{100, 1024}, false},       // 18 against 16 steps
		{manySSE41, []int{1024, 4096}, false},      // the 4 KiB one alone: 16 against 16 steps
		{manySSE41, []int{1024, 8192}, false},      // the 8 KiB one alone: 16 against 16 steps
		{manySSE41, []int{100, 8192}, false},       // the 8 KiB one alone: 2 against 2 steps
		{manySSE41, []int{1500, 1500}, true},       // 49 against 16 steps and 1 level
		{manySSE41, []int{4500, 4500}, false},      // 84.5 against 36 steps and 3 levels
		{manySSE41, []int{600, 600, 600}, true},    // 30 against 10 steps
		{manySSE41, []int{8192, 8191, 100}, false}, // the 8 KiB one alone: 74.5 against 33 steps and 3 levels
		{manySSE41, []int{5000, 5000, 5000}, true}, // 147.75 against 60 steps and 3 levels

		{manyAVX2, []int{100, 1024}, false},                         // 18 against 16 steps
		{manyAVX2, []int{100, 100, 2000}, false},                    // 25.25 against 16 steps and 1 level
		{manyAVX2, []int{64, 64, 64, 4096}, false},                  // 28 against 16 steps and 2 levels
		{manyAVX2, []int{100, 100, 100, 100, 1024}, false},          // 24 against 16 steps
		{manyAVX2, []int{1024, 8192}, false},                        // the 8 KiB one alone: 16 against 16 steps
		{manyAVX2, []int{4096, 8192}, false},                        // the 8 KiB one alone: 25 against 16 steps and 2 levels
		{manyAVX2, []int{7168, 7168}, false},                        // 72.5 against 32 steps and 3 levels
		{manyAVX2, []int{6144, 6144, 6144}, false},                  // 108.75 against 48 steps and 3 levels
		{manyAVX2, []int{1500, 1500}, true},                         // 42.5 (the two-state row call) against 16 steps and 1 level
		{manyAVX2, []int{2500, 2500}, true},                         // 52.5 against 16 steps and 2 levels
		{manyAVX2, []int{3072, 3072, 3072}, true},                   // 76.5 against 32 steps and 2 levels
		{manyAVX2, []int{3500, 3500, 3500}, true},                   // 84 against 32 steps and 2 levels
		{manyAVX2, []int{1024, 1024, 1024, 100}, true},              // 50 against 16 steps
		{manyAVX2, []int{512, 512, 512, 512}, true},                 // 32 against 8 steps
		{manyAVX2, []int{8192, 8192, 8192, 5000, 5000, 5000}, true}, // the 8 KiB ones alone: 116.25 against 32 steps and 3 levels
	} {
		msgs := make([][]byte, len(c.lens))
		for i, l := range c.lens {
			msgs[i] = make([]byte, l)
		}
		if got := manyTakes(c.k, msgs); got != c.want {
			t.Errorf("manyTakes(%v, messages of %v bytes) = %v, want %v", c.k, c.lens, got, c.want)
		}
	}
	// The 16-lane kernel: the counts and manyEstimate's for a batch of
	// fewer than sixteen messages, with each table of costs (the measured
	// cells: docs/results/2026-12-07-blake3-many-estimate-zen5,
	// docs/results/2026-12-07-blake3-many-estimate-avx512-spr and
	// docs/results/2026-12-07-blake3-many-estimate-zen4).
	for _, c := range []struct {
		lens                  []int
		latency, other, split bool // manyTakes with laneCosts16Latency (and many16Latency), laneCosts16, laneCosts16Split
	}{
		// Latency-bound: four short messages gain, three do not; a chunk
		// or more beside short messages costs the lanes its sixteen steps.
		{[]int{64, 64, 64}, false, false, false},
		{[]int{64, 64, 64, 64}, true, false, false},
		{[]int{256, 256, 256, 256}, true, false, false},
		{[]int{1024, 64, 64, 64, 64}, false, false, false},             // 20 compressions, 16 steps
		{[]int{1024, 64, 64, 64, 64, 64, 64, 64}, false, false, false}, // 23, 16 steps
		{[]int{4096, 64, 64, 64, 64, 64, 64, 64}, false, false, false}, // 32.75, 16 steps and 2 levels
		{[]int{1024, 1024, 64, 64, 64, 64, 64, 64}, true, false, false},
		{[]int{1024, 1024}, true, false, false},                  // 32 compressions, 16 steps
		{[]int{4096, 4096}, true, false, false},                  // 38, 16 steps and 2 levels
		{[]int{4095, 3071}, true, false, true},                   // 40: each on one r4 call with its partial chunk
		{[]int{4095, 4095, 4095, 4095, 4095}, true, false, true}, // 100; 20 jobs: 32 steps, 2 levels
		{[]int{4095, 1023}, true, false, false},                  // 51
		{[]int{4097, 8192}, true, false, true},                   // 54, 16 steps and 3 levels
		{[]int{100, 8192}, false, false, false},                  // a short one
		{[]int{600, 600, 600}, true, true, true},                 // 30, 10 steps
		{[]int{100, 1024, 1024}, true, false, false},             // 34, 16 steps
		{[]int{1024, 1024, 1024, 100}, true, true, true},
		{[]int{64, 64, 64, 4096}, false, false, false},
		{[]int{512, 512, 512, 512}, true, true, true},
		{[]int{511, 511, 511}, false, false, false}, // not long (24, 8 steps)
		{[]int{200, 200, 200, 200, 200, 8192}, true, false, false},
		{[]int{200, 200, 200, 200, 200}, true, true, true},
		{[]int{8192, 8192, 8192}, true, false, false},                 // 102; 24 jobs: 32 steps, 3 levels
		{[]int{4096, 4096, 4096, 4096, 4096}, true, false, true},      // 95; 20 jobs: 32 steps, 2 levels
		{[]int{4096, 4096, 4096, 4096, 4096, 4096}, true, true, true}, // 114
		{[]int{8191, 8191, 8191}, true, true, false},                  // 150
		{[]int{8192}, false, false, false},
		{[]int{100, 16384, 100}, true, false, false}, // the long one alone either way
		{[]int{4095, 4095}, true, false, true},
		{[]int{4500, 4500}, true, false, true},
		{[]int{7000, 7000, 7000}, true, true, false},
	} {
		msgs := make([][]byte, len(c.lens))
		for i, l := range c.lens {
			msgs[i] = make([]byte, l)
		}
		for _, r := range []struct {
			name    string
			latency bool
			costs   *laneCosts
			want    bool
		}{
			{"laneCosts16Latency", true, &laneCosts16Latency, c.latency},
			{"laneCosts16", false, &laneCosts16, c.other},
			{"laneCosts16Split", false, &laneCosts16Split, c.split},
		} {
			many16Latency, many16Costs = r.latency, r.costs
			if got := manyTakes(manyAVX512, msgs); got != r.want {
				t.Errorf("%s: manyTakes(avx512, messages of %v bytes) = %v, want %v", r.name, c.lens, got, r.want)
			}
		}
	}
	// Messages that do not fill whole calls are enough, where the
	// estimate weighs them alone.
	for _, k := range []manyKern{manySSE41, manyAVX2} {
		msgs := append(batch(3, 8192), batch(3, 5000)...)
		if !manyTakes(k, msgs) || !manyTakes(k, append(msgs[3:], msgs[:3]...)) {
			t.Errorf("manyTakes(%v): three messages of 8 KiB and %d of 5000 bytes refused", k, len(msgs)-3)
		}
	}
}

// TestManyFillWholeChunks checks that a window leaves out of its jobs, and
// hashes on the spot, a message of whole chunks filling whole calls of the
// kernel's width, and only on the levels where that is faster.
func TestManyFillWholeChunks(t *testing.T) {
	msgs := [][]byte{manyMsg(1, 8192), manyMsg(2, 100), manyMsg(3, 4096), manyMsg(4, 8191)}
	for _, c := range []struct {
		k     manyKern
		jobs  int          // the window's jobs: a chunk each
		alone map[int]bool // the messages hashed on the spot
	}{
		{manyAVX2, 1 + 4 + 8, map[int]bool{0: true}},
		{manySSE41, 1 + 8, map[int]bool{0: true, 2: true}},
		{manyAVX512, 8 + 1 + 4 + 8, nil},
		{manyGen4, 8 + 1 + 4 + 8, nil}, // the generic twins keep every message
	} {
		var w windowBufs
		var tb treeBufs
		w.tree = &tb
		out := make([][Size]byte, len(msgs))
		b := batch{key: iv, out: out, msgs: msgs}
		if j := b.fill(c.k, &w, 0); j != len(msgs) || w.n != c.jobs {
			t.Errorf("%v: fill took %d messages in %d jobs, want %d in %d", c.k, j, w.n, len(msgs), c.jobs)
		}
		for i, m := range msgs {
			if got := out[i] == Sum256(m); got != c.alone[i] {
				t.Errorf("%v: message %d (%d bytes) hashed on the spot: %v, want %v", c.k, i, len(m), got, c.alone[i])
			}
		}
	}
}
