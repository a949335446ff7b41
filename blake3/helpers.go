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

// goHelper runs f on a lingering helper if one is free, or on a new one.
func goHelper(f func()) {
	for {
		n := helpers.lingering.Load()
		if n == 0 {
			go helperLoop(f)
			return
		}
		if helpers.lingering.CompareAndSwap(n, n-1) {
			helpers.work <- f
			return
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
