package blake3

import "sync/atomic"

// segmentRuns hands out the segments of one window: worker j owns the j-th
// of len(runs) contiguous runs and hashes it front to back; a worker whose
// run is empty takes segments from the back of the run with the most left.
// Keeping each worker in its own region of the input matters for
// memory-mapped files: workers that fault in pages of the same 2 MiB region
// contend for its page-table lock (4% of all CPU time hashing a 1 GiB file on
// 2 cores when they took alternate 64 KiB segments).
type segmentRuns []segmentRun

// segmentRun packs a run's next segment (high 32 bits) and its end
// (exclusive, low 32 bits) into one word, so that the owner taking the front
// and thieves taking the back agree through one compare-and-swap. It fills a
// cache line so that runs do not share one.
type segmentRun struct {
	bounds atomic.Uint64
	_      [56]byte
}

// splitRuns returns runs (reusing buf's storage) that divide segments 0..m-1
// into w contiguous runs of nearly equal length, 1 <= w <= m < 2^32.
func splitRuns(buf segmentRuns, m, w int) segmentRuns {
	runs := buf[:w]
	for j := range runs {
		lo, hi := uint64(j*m/w), uint64((j+1)*m/w)
		runs[j].bounds.Store(lo<<32 | hi)
	}
	return runs
}

// claim returns the next segment for worker j and true, or false when every
// run is empty.
func (runs segmentRuns) claim(j int) (int, bool) {
	if i, ok := runs[j].take(false); ok {
		return i, true
	}
	for {
		victim, most := -1, uint64(0)
		for k := range runs {
			b := runs[k].bounds.Load()
			if lo, hi := b>>32, b&0xffffffff; hi > lo && hi-lo > most {
				victim, most = k, hi-lo
			}
		}
		if victim < 0 {
			return 0, false
		}
		if i, ok := runs[victim].take(true); ok {
			return i, true
		}
	}
}

// stop empties every run, so that all workers finish after their current
// segment.
func (runs segmentRuns) stop() {
	for k := range runs {
		runs[k].bounds.Store(0)
	}
}

// take removes the run's first segment, or its last if back, and returns it
// and true, or returns false if the run is empty.
func (r *segmentRun) take(back bool) (int, bool) {
	for {
		b := r.bounds.Load()
		lo, hi := b>>32, b&0xffffffff
		if lo >= hi {
			return 0, false
		}
		i, next := lo, (lo+1)<<32|hi
		if back {
			i, next = hi-1, lo<<32|(hi-1)
		}
		if r.bounds.CompareAndSwap(b, next) {
			return int(i), true
		}
	}
}
