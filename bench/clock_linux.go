package main

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// cpuClockName names the clock that times single-core rows.
const cpuClockName = "CPU time of the thread that runs the implementation (CLOCK_THREAD_CPUTIME_ID)"

// cpuTime runs im.run(n) and returns the CPU time, in ns, of the thread
// that ran it: the implementation's Go code with the goroutines it starts
// (GOMAXPROCS is 1, so they run on the same thread as it waits for them),
// the GC work they cause, and C code called through cgo. Time spent
// preempted by other processes on a shared machine is not counted, nor the
// runtime's other threads: after every long cgo call, sysmon polls on its
// own thread for about a millisecond, which the process's CPU time charged
// to whichever implementation ran next (docs/NOTEBOOK.md, 2026-12-01).
//
// A cgo implementation runs with the goroutine locked to its thread: a cgo
// call longer than sysmon's 20 µs tick loses its P, and the goroutine can
// resume on another thread. Go implementations run unlocked, since a
// locked goroutine's helpers would run on other threads; moved reports a
// run that ended on another thread than it began (rare), for which ns is
// the process's CPU time instead.
func cpuTime(im impl, n int) (ns int64, moved bool) {
	if im.cgo {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	tid := unix.Gettid()
	p0, t0 := clockNs(unix.CLOCK_PROCESS_CPUTIME_ID), clockNs(unix.CLOCK_THREAD_CPUTIME_ID)
	im.run(n)
	t1, p1 := clockNs(unix.CLOCK_THREAD_CPUTIME_ID), clockNs(unix.CLOCK_PROCESS_CPUTIME_ID)
	if unix.Gettid() != tid {
		return p1 - p0, true
	}
	return t1 - t0, false
}

func clockNs(id int32) int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(id, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}
