package main

import "golang.org/x/sys/unix"

// cpuClockName names the clock that times single-core rows.
const cpuClockName = "process CPU time (CLOCK_PROCESS_CPUTIME_ID)"

// cpuNow returns this process's CPU time in ns: user and system time of all
// its threads, the Go runtime's (GC included) and C code's alike. Time spent
// preempted by other processes on a shared machine is not counted, which is
// why single-core rows, run under GOMAXPROCS=1, use it.
func cpuNow() int64 {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts); err != nil {
		panic(err)
	}
	return ts.Nano()
}
