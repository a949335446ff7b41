package main

import "golang.org/x/sys/unix"

// cpuClockName names the clock that times single-core rows.
const cpuClockName = "thread CPU time (CLOCK_THREAD_CPUTIME_ID, measuring goroutine locked to its thread)"

// cpuNow returns the calling thread's CPU time in ns: user and system time
// of the Go code and the C code (cgo calls run on the calling thread) of the
// implementation being timed, GC assists included. Time spent preempted by
// other processes on a shared machine is not counted, which is why
// single-core rows, run under GOMAXPROCS=1 with the measuring goroutine
// locked to its thread, use it. Other threads are not counted either: the
// process's CPU time (CLOCK_PROCESS_CPUTIME_ID, used before) also charged
// each repetition with threads that earlier implementations left busy
// (after cgo calls, GC), 7-9 % of the blake3 group's Go implementations'
// medians once their order was random (docs/NOTEBOOK.md). The GC's
// background marking is thereby not charged to an allocating
// implementation, which favours the peers that allocate.
func cpuNow() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}
