package blake3

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestParallelHelpersRunEveryJob submits jobs from several goroutines at
// gaps around helperIdle, so that hand-offs race with helpers leaving, and
// checks that every job runs exactly once and that the helpers then exit.
// With warm set to 0, idle helpers go straight to sleepCold (on Linux,
// a futex wait steered by the caller), so those hand-offs race too.
func TestParallelHelpersRunEveryJob(t *testing.T) {
	for _, linger := range []time.Duration{0, time.Microsecond, 20 * time.Microsecond, 200 * time.Microsecond} {
		t.Run(linger.String(), func(t *testing.T) { testHelpers(t, linger, linger) })
		t.Run(linger.String()+"/cold", func(t *testing.T) { testHelpers(t, linger, 0) })
	}
}

func testHelpers(t *testing.T, linger, warm time.Duration) {
	waitHelpersGone(t, runtime.NumGoroutine())
	before := runtime.NumGoroutine()
	defer func(d, w time.Duration) { helperIdle, helperWarm = d, w }(helperIdle, helperWarm)
	helperIdle, helperWarm = linger, warm

	const submitters, jobs = 4, 2000
	var ran [submitters * jobs]atomic.Int32
	var wg, submitted sync.WaitGroup
	for s := range submitters {
		submitted.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(s), 1))
			for j := range jobs {
				wg.Add(1)
				goHelper(func() { ran[s*jobs+j].Add(1); wg.Done() })
				if rng.IntN(8) == 0 {
					time.Sleep(time.Duration(rng.Int64N(int64(2*linger + time.Microsecond))))
				}
			}
		})
	}
	submitted.Wait()
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("jobs handed to helpers never ran")
	}
	for i := range ran {
		if n := ran[i].Load(); n != 1 {
			t.Fatalf("job %d ran %d times", i, n)
		}
	}
	waitHelpersGone(t, before)
}

// waitHelpersGone waits until at most want goroutines run, that is, until
// helpers have exited, for up to helperIdle plus 5 s.
func waitHelpersGone(t *testing.T, want int) {
	deadline := time.Now().Add(helperIdle + 5*time.Second)
	for runtime.NumGoroutine() > want {
		if time.Now().After(deadline) {
			t.Fatalf("helpers still running: goroutines %d (want %d)", runtime.NumGoroutine(), want)
		}
		time.Sleep(time.Millisecond)
	}
}
