package blake3

import (
	"runtime"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestSleepColdHandOff checks the Linux path of an idle helper: asleep in
// the kernel it takes the next work through handToSleeper, and runs it
// with the caller's CPU set restored (steering only decides where it
// wakes), then exits once idle.
func TestSleepColdHandOff(t *testing.T) {
	waitHelpersGone(t, runtime.NumGoroutine())
	before := runtime.NumGoroutine()
	defer func(d, w time.Duration) { helperIdle, helperWarm = d, w }(helperIdle, helperWarm)
	helperIdle, helperWarm = 300*time.Millisecond, 0

	done := make(chan struct{})
	goHelper(func() { close(done) })
	<-done
	deadline := time.Now().Add(5 * time.Second)
	for {
		sleepersMu.Lock()
		n := len(sleepers)
		sleepersMu.Unlock()
		if n == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the helper never went to sleep in the kernel (%d sleepers)", n)
		}
		time.Sleep(time.Millisecond)
	}

	var want unix.CPUSet
	if err := unix.SchedGetaffinity(0, &want); err != nil {
		t.Skip("cannot read the CPU set:", err)
	}
	got := make(chan unix.CPUSet, 1)
	if !handToSleeper(func() {
		var s unix.CPUSet
		unix.SchedGetaffinity(0, &s)
		got <- s
	}) {
		t.Fatal("handToSleeper found no sleeping helper")
	}
	select {
	case s := <-got:
		if s != want {
			t.Errorf("the helper ran with CPU set %v, want the caller's %v", s, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the woken helper never ran its work")
	}
	waitHelpersGone(t, before)
	sleepersMu.Lock()
	defer sleepersMu.Unlock()
	if len(sleepers) != 0 {
		t.Errorf("%d sleepers left after the helpers exited", len(sleepers))
	}
}
