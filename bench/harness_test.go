package main

import (
	"slices"
	"testing"
	"time"
)

// busyFor keeps the CPU busy for about d (the single-core clock counts CPU
// time, so sleeping would not count).
func busyFor(d time.Duration) {
	for t := time.Now(); time.Since(t) < d; {
	}
}

// TestMeasureFirstCall: an implementation whose first call sets something
// up for far longer than an iteration takes is still timed over many
// iterations a repetition, as one without the set-up is.
func TestMeasureFirstCall(t *testing.T) {
	var work uint64
	iteration := func(n int) {
		for range n * 1000 {
			work = work*6364136223846793005 + 1
		}
		sink ^= byte(work)
	}
	first := true
	lazy := impl{name: "lazy", run: func(n int) {
		if first {
			first = false
			busyFor(50 * time.Millisecond)
		}
		iteration(n)
	}}
	plain := impl{name: "plain", run: iteration}
	r := measure(rowSpec{group: "test", op: "first-call", impls: []impl{lazy, plain}}, config{reps: 5, target: 2 * time.Millisecond})
	lz, pl := r.results[0].iterationsRep, r.results[1].iterationsRep
	// About 2 ms of 1000 multiply-adds an iteration: thousands on any
	// machine; a calibration on the 50 ms call would give 1.
	if lz < 50 || pl < 50 {
		t.Fatalf("iterations a repetition: lazy %d, plain %d; want both >= 50", lz, pl)
	}
}

// TestMeasurePaired: every peer gets one ratio per repetition, from the
// two times of that repetition, and vilya none.
func TestMeasurePaired(t *testing.T) {
	var work uint64
	spin := func(k int) func(int) {
		return func(n int) {
			for range n * k * 1000 {
				work = work*6364136223846793005 + 1
			}
			sink ^= byte(work)
		}
	}
	const reps = 7
	r := measure(rowSpec{group: "test", op: "paired", impls: []impl{
		{name: "vilya", run: spin(1)},
		{name: "double", run: spin(2)},
		{name: "absent", missing: "not installed"},
	}}, config{reps: reps, target: 2 * time.Millisecond})
	if r.results[0].paired != nil {
		t.Errorf("vilya has paired ratios %v", r.results[0].paired)
	}
	if r.results[2].paired != nil {
		t.Errorf("a missing peer has paired ratios %v", r.results[2].paired)
	}
	p := r.results[1].paired
	if len(p) != reps || !slices.IsSorted(p) {
		t.Fatalf("paired ratios %v: want %d, sorted", p, reps)
	}
	// The peer does twice vilya's work a call, so both ratios read about
	// 2; the bound is loose (a timed test must not fail on a busy
	// machine) but catches a ratio taken the wrong way round (about 0.5)
	// or between the wrong implementations (about 1).
	if q, _ := pairedRatio(r.results[1]); q < 1.3 {
		t.Errorf("paired median %.2f, want about 2", q)
	}
	if x, _ := ratio(r, r.results[1]); x < 1.3 {
		t.Errorf("ratio of the medians %.2f, want about 2", x)
	}
}

// TestRatioCell: the ratio of the medians first, the paired median in
// parentheses, and only the first where there are no paired ratios.
func TestRatioCell(t *testing.T) {
	v := result{impl: "vilya", median: 100, min: 90, max: 110, reps: 3}
	p := result{impl: "peer", median: 150, min: 140, max: 160, reps: 3, paired: []float64{1.2, 1.4, 1.9}}
	r := row{spec: rowSpec{group: "blake3", op: "hash"}, results: []result{v, p}}
	if got, want := ratioCell(r, p), "1.50 (1.40)"; got != want {
		t.Errorf("ratioCell = %q, want %q", got, want)
	}
	p.paired = nil
	if got, want := ratioCell(r, p), "1.50"; got != want {
		t.Errorf("without paired ratios: %q, want %q", got, want)
	}
	p.missing = "gone"
	if got, want := ratioCell(r, p), "–"; got != want {
		t.Errorf("missing peer: %q, want %q", got, want)
	}
}
