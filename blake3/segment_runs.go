package blake3

import "sync/atomic"

// segmentRuns hands out the segments of one window in pieces: worker j owns
// the j-th of len(runs) contiguous runs and takes pieces from its front; a
// worker whose run is empty takes pieces from the back of the run with the
// most left. A piece is k segments, k a power of two no larger than
// maxPiece and than half of what the run has left (or 1), starting at an
// absolute segment index that is a multiple of k, so that it is one complete
// subtree: large pieces pay the narrow tree levels at the top of a subtree
// rarely, and the last pieces of every run are single segments, which keeps
// the workers' loads even at the end.
// Keeping each worker in its own region of the input matters for
// memory-mapped files: workers that fault in pages of the same 2 MiB region
// contend for its page-table lock (docs/results/2026-11-30-cli-vs-b3sum).
type segmentRuns struct {
	runs []segmentRun
	// first is the absolute index of segment 0 (the stream position over
	// the segment size), which decides how pieces align; maxPiece is a
	// power of two.
	first, maxPiece uint64
}

// segmentRun packs a run's next segment (high 32 bits) and its end
// (exclusive, low 32 bits) into one word, so that the owner taking the front
// and thieves taking the back agree through one compare-and-swap. It fills a
// cache line so that runs do not share one.
type segmentRun struct {
	bounds atomic.Uint64
	_      [56]byte
}

// reset makes r divide segments 0..m-1 into w contiguous runs of nearly
// equal length, 1 <= w <= m < 2^32, for pieces of at most maxPiece segments
// (a power of two) aligned as absolute segment indices from first. It
// reuses r's memory; no worker may be using r.
func (r *segmentRuns) reset(m, w int, first, maxPiece uint64) {
	if cap(r.runs) < w {
		r.runs = make([]segmentRun, w)
	}
	r.runs = r.runs[:w]
	r.first, r.maxPiece = first, maxPiece
	for j := range r.runs {
		lo, hi := uint64(j*m/w), uint64((j+1)*m/w)
		r.runs[j].bounds.Store(lo<<32 | hi)
	}
}

// claim returns the next piece for worker j, k segments from segment i, and
// true, or false when every run is empty.
func (r *segmentRuns) claim(j int) (i, k int, ok bool) {
	if i, k, ok := r.take(j, false); ok {
		return i, k, true
	}
	for {
		victim, most := -1, uint64(0)
		for v := range r.runs {
			b := r.runs[v].bounds.Load()
			if lo, hi := b>>32, b&0xffffffff; hi > lo && hi-lo > most {
				victim, most = v, hi-lo
			}
		}
		if victim < 0 {
			return 0, 0, false
		}
		if i, k, ok := r.take(victim, true); ok {
			return i, k, true
		}
	}
}

// stop empties every run, so that all workers finish after their current
// piece.
func (r *segmentRuns) stop() {
	for v := range r.runs {
		r.runs[v].bounds.Store(0)
	}
}

// take removes a piece from the front of run v, or from its back if back,
// and returns it and true, or returns false if the run is empty.
func (r *segmentRuns) take(v int, back bool) (i, k int, ok bool) {
	run := &r.runs[v]
	for {
		b := run.bounds.Load()
		lo, hi := b>>32, b&0xffffffff
		if lo >= hi {
			return 0, 0, false
		}
		edge := lo
		if back {
			edge = hi
		}
		n := r.pieceLen(edge, hi-lo)
		start, next := lo, (lo+n)<<32|hi
		if back {
			start, next = hi-n, lo<<32|(hi-n)
		}
		if run.bounds.CompareAndSwap(b, next) {
			return int(start), int(n), true
		}
	}
}

// pieceLen returns the length of the piece to take at edge (its first
// segment, or the one after its last) of a run with left segments: the
// largest power of two up to maxPiece and left/2 (at least 1) that divides
// the absolute index of edge.
func (r *segmentRuns) pieceLen(edge, left uint64) uint64 {
	k := r.maxPiece
	for k > 1 && (2*k > left || (r.first+edge)%k != 0) {
		k /= 2
	}
	return k
}
