package blake3

import (
	"runtime"
	"sync/atomic"
	"time"
)

// The parallel paths run their extra workers on helper goroutines that, after
// finishing a piece of work, stay awake for helperLinger, yielding the
// processor between polls, before they exit. A parallel call that comes
// within that time hands its work to them instead of starting goroutines.
// Runtimes such as Rayon and OpenMP keep their workers spinning for the same
// reason: on the 2-core VMs measured, a goroutine started on an idle core
// begins 0.1-3 ms later (the core has halted and must be woken), which is
// longer than a parallel call of a few MiB takes.
//
// A call that finds no helper running therefore does not wait for one: it
// hashes on its own goroutine, in steps of coldStep, having woken helpers
// (unless it is an isolated call under isolatedParallelMin), until a helper
// has polled while it hashed (so that helper runs on another core), and only
// then splits the rest (see Hasher.writeUntilHelped). An isolated call costs
// what Write costs plus a few microseconds; a stream of calls keeps the
// helpers awake and runs in parallel.
//
// helperLinger is a variable for the tests.
var helperLinger = 200 * time.Microsecond

var helpers struct {
	// lingering counts the helpers polling for work less the work already
	// promised to them: a call that decrements it from n > 0 owns one
	// polling helper and must send it a function.
	lingering atomic.Int32
	// starting counts helpers started with no work that have not yet
	// begun to poll.
	starting atomic.Int32
	// beat is incremented by every poll of every lingering helper.
	beat atomic.Uint64
	work chan func()
}

func init() {
	helpers.work = make(chan func(), 64)
}

// goHelper runs f on a lingering helper if one is free, or on a new one, and
// reports whether it started a new one; a caller that started any should
// call unparkHelpers before it works itself.
func goHelper(f func()) (started bool) {
	for {
		n := helpers.lingering.Load()
		if n == 0 {
			go helperLoop(f)
			return true
		}
		if helpers.lingering.CompareAndSwap(n, n-1) {
			helpers.work <- f
			return false
		}
	}
}

// wakeHelpers starts, with no work, as many helpers as it takes for n to be
// lingering or starting, so that a following parallel call finds them awake.
// It starts at most n: helpers that gave up meanwhile are not replaced, or a
// large n could keep it starting helpers forever.
func wakeHelpers(n int) {
	started := false
	for i := 0; i < n && int(helpers.lingering.Load()+helpers.starting.Load()) < n; i++ {
		helpers.starting.Add(1)
		go helperLoop(func() { helpers.starting.Add(-1) })
		started = true
	}
	if started {
		unparkHelpers()
	}
}

// unparkHelpers makes the goroutines just started by this one stealable at
// once. A new goroutine waits in its P's runnext slot, which another P steals
// only after a sleep (runtime.runqgrab): on the 2-core VMs measured, one
// started while the caller went on hashing began 0.7-1 ms late (median; p90
// 2.4-3 ms). Starting one more, empty, goroutine pushes it to the local run
// queue, from which the woken P steals at once. Yielding instead
// (runtime.Gosched) would run it here and put the caller on the global run
// queue, from where it may move to a core that was idle and on these VMs can
// run slowly for milliseconds.
func unparkHelpers() {
	go func() {}()
}

// helperPolling reports whether a helper polls within a few microseconds,
// that is, runs on another core now.
func helperPolling() bool {
	if helpers.lingering.Load() == 0 {
		return false
	}
	b := helpers.beat.Load()
	for start := time.Now(); time.Since(start) < 5*time.Microsecond; {
		if helpers.beat.Load() != b {
			return true
		}
	}
	return false
}

func helperLoop(f func()) {
	for f != nil {
		f()
		helpers.lingering.Add(1)
		f = awaitWork()
	}
}

// awaitWork polls for work until helperLinger has passed and returns it, or
// returns nil once the helper has left the lingering count.
func awaitWork() func() {
	deadline := time.Now().Add(helperLinger)
	for {
		select {
		case f := <-helpers.work:
			return f
		default:
		}
		helpers.beat.Add(1)
		if time.Now().After(deadline) {
			for {
				n := helpers.lingering.Load()
				if n == 0 {
					// Every polling helper is promised work, this
					// one included: it is on its way.
					return <-helpers.work
				}
				if helpers.lingering.CompareAndSwap(n, n-1) {
					return nil
				}
			}
		}
		runtime.Gosched()
	}
}
