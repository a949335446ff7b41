package main

import (
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
