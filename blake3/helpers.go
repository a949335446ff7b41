package blake3

import (
	"runtime"
	"sync/atomic"
	"time"
)

// The parallel paths run their extra workers on helper goroutines that, after
// finishing a piece of work, stay awake for helperLinger, yielding the
// processor between polls, before they exit. A parallel call that comes
// within that time hands its work to them instead of starting goroutines:
// starting one on an idle core costs about 100 µs on the 2-core VMs measured
// (the core has halted and must be woken), which at 16 MiB is 10% of the
// parallel time. Runtimes such as Rayon and OpenMP keep their workers
// spinning for the same reason.
// It is a variable for the tests.
var helperLinger = 200 * time.Microsecond

var helpers struct {
	// lingering counts the helpers polling for work less the work already
	// promised to them: a call that decrements it from n > 0 owns one
	// polling helper and must send it a function.
	lingering atomic.Int32
	work      chan func()
}

func init() {
	helpers.work = make(chan func(), 64)
}

// goHelper runs f on a lingering helper if one is free, or on a new one, and
// reports whether it started a new one.
//
// A caller that started any should call runtime.Gosched once it has started
// all its helpers and before it works itself: a new goroutine waits in the
// caller's P's runnext slot, which an idle P steals only after sleeping
// (runtime.runqgrab), and on the 2-core VMs measured one started while the
// caller went on hashing began 0.7-1 ms late (median; p90 2.4-3 ms).
// Yielding runs it at once on the caller's P and puts the caller on the
// global run queue, where the woken P takes it within 0.1-0.2 ms.
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
