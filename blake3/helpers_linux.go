package blake3

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// On Linux a helper idle for longer than helperWarm sleeps in the kernel,
// in a futex wait on its own thread, and the caller that hands it work
// first restricts that thread to the CPUs other than the caller's. Woken
// through the Go scheduler, a helper often started on the caller's own CPU,
// in its place, until a load balance moved it, often milliseconds later: on
// the KVM guest measured the kernel ran a thread woken after a few
// milliseconds of idleness on the waker's CPU almost every time although
// the other was idle (a halted vCPU looks preempted to the guest, which
// then does not choose it, is our reading). Steered away and woken
// directly, it runs on the other CPU some tens of microseconds later
// (docs/results/2026-12-01-blake3-multicore-wake/probe).

// A sleeper is a helper goroutine asleep in the kernel, locked to its
// thread.
type sleeper struct {
	tid  int
	work atomic.Uint32 // set to 1, then woken, once f and cpus hold the work
	f    func()
	// cpus is the set of CPUs the waking caller may use, which the helper
	// takes back once it runs, before its thread, unlocked, serves other
	// goroutines.
	cpus unix.CPUSet
	ok   bool // whether cpus was read
}

var (
	sleepersMu sync.Mutex
	sleepers   []*sleeper
)

// handToSleeper gives f to a helper asleep in the kernel, if there is one,
// and wakes it on another CPU than the caller's.
func handToSleeper(f func()) bool {
	sleepersMu.Lock()
	n := len(sleepers)
	if n == 0 {
		sleepersMu.Unlock()
		return false
	}
	s := sleepers[n-1]
	sleepers[n-1] = nil
	sleepers = sleepers[:n-1]
	sleepersMu.Unlock()
	s.f = f
	s.cpus, s.ok = steerAway(s.tid)
	s.work.Store(1)
	futexWake(&s.work)
	return true
}

// sleepCold sleeps in the kernel until a caller hands over work and returns
// it, or returns nil after d without work. The goroutine is locked to its
// thread while it sleeps (the thread is what callers steer) and until it
// has taken back the CPUs it may use; only if that fails does it stay
// locked, so that the thread ends with it. (A helper locked for good yields
// its thread at every runtime.Gosched while it lingers, which cost repeated
// calls of 2-16 MiB their gain.)
func sleepCold(d time.Duration) func() {
	runtime.LockOSThread()
	s := new(sleeper)
	s.tid = unix.Gettid()
	sleepersMu.Lock()
	sleepers = append(sleepers, s)
	sleepersMu.Unlock()
	deadline := time.Now().Add(d)
	for s.work.Load() == 0 {
		left := time.Until(deadline)
		if left <= 0 {
			sleepersMu.Lock()
			for i, x := range sleepers {
				if x == s {
					sleepers = append(sleepers[:i], sleepers[i+1:]...)
					sleepersMu.Unlock()
					runtime.UnlockOSThread()
					return nil
				}
			}
			sleepersMu.Unlock()
			// A caller took this helper and is about to set work.
			left = time.Second
		}
		futexWait(&s.work, left)
	}
	f := s.f
	s.f = nil
	if !s.ok || unix.SchedSetaffinity(0, &s.cpus) == nil {
		runtime.UnlockOSThread()
	}
	return f
}

const (
	futexWaitPrivate = 128 // FUTEX_WAIT | FUTEX_PRIVATE_FLAG
	futexWakePrivate = 129 // FUTEX_WAKE | FUTEX_PRIVATE_FLAG
)

// futexWait sleeps while *w is 0, for at most d (or until a wake-up, a
// signal or a spurious return).
func futexWait(w *atomic.Uint32, d time.Duration) {
	ts := unix.NsecToTimespec(int64(d))
	unix.Syscall6(unix.SYS_FUTEX, uintptr(unsafe.Pointer(w)), futexWaitPrivate, 0, uintptr(unsafe.Pointer(&ts)), 0, 0)
}

// futexWake wakes the thread waiting on w.
func futexWake(w *atomic.Uint32) {
	unix.Syscall6(unix.SYS_FUTEX, uintptr(unsafe.Pointer(w)), futexWakePrivate, 1, 0, 0, 0)
}

// steerAway restricts thread tid to the CPUs the calling thread may use,
// less the one it runs on (all of them if that is the only one), and
// returns the set it may use, if it could read it. Errors leave the thread
// where it was: steering only decides where it wakes.
func steerAway(tid int) (cpus unix.CPUSet, ok bool) {
	if unix.SchedGetaffinity(0, &cpus) != nil {
		return cpus, false
	}
	others := cpus
	var cpu uint32
	if _, _, e := unix.RawSyscall(unix.SYS_GETCPU, uintptr(unsafe.Pointer(&cpu)), 0, 0); e == 0 && others.Count() > 1 {
		others.Clear(int(cpu))
	}
	unix.SchedSetaffinity(tid, &others)
	return cpus, true
}
