//go:build measure

// Measurement harnesses (not checks) build only with -tags measure, so
// that the package's tests neither compile nor skip them; see DEVELOPERS.md.

package blake3

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// TestMeasureParallel measures WriteParallel on all cores against one core,
// interleaved (1, all, 1, all, ...) per size, and prints a row of
// printSpeedup per size. It is a measurement, not a check: it runs only with
// VILYA_MEASURE_PARALLEL=<rounds> and never fails on timing. Recorded under
// docs/results/2026-11-29-blake3-multicore/.
func TestMeasureParallel(t *testing.T) {
	rounds := measureRounds(t, "VILYA_MEASURE_PARALLEL")
	data := measureInput(256 << 20)
	h := New()
	run := func(n, workers int) time.Duration {
		reps := max(1, (64<<20)/n)
		start := time.Now()
		for range reps {
			h.Reset()
			h.WriteParallel(data[:n], controlWorkers(workers))
			h.Sum256()
		}
		return time.Since(start) / time.Duration(reps)
	}
	fmt.Printf("GOMAXPROCS=%d kernel=%s threshold=%d\n", runtime.GOMAXPROCS(0), Kernel(), parallelThreshold)
	fmt.Printf("%10s %14s %14s %8s %8s\n", "size", "1 core (us)", "all cores (us)", "speedup", "paired")
	for _, n := range []int{256 << 10, 512 << 10, 1<<20 - 1, 1 << 20, 3 << 19, 2 << 20, 3 << 20, 4 << 20, 8 << 20, 16 << 20, 64 << 20, 256 << 20} {
		var one, all []time.Duration
		run(n, 1)
		run(n, 0)
		for range rounds {
			one = append(one, run(n, 1))
			all = append(all, run(n, 0))
		}
		printSpeedup(n, one, all)
	}
}

// TestMeasureParallelCold measures isolated calls: before every call the
// test sleeps 3 ms, long enough for the other cores to go idle and for the
// helpers to exit, then times WriteParallel on all cores against one core,
// alternately, and prints a row of printSpeedup per size. It runs only with
// VILYA_MEASURE_PARALLEL_COLD=<rounds> and never fails on timing.
func TestMeasureParallelCold(t *testing.T) {
	rounds := measureRounds(t, "VILYA_MEASURE_PARALLEL_COLD")
	data := measureInput(256 << 20)
	h := New()
	fmt.Printf("GOMAXPROCS=%d kernel=%s, isolated calls (3 ms idle before each)\n", runtime.GOMAXPROCS(0), Kernel())
	fmt.Printf("%10s %14s %14s %8s %8s\n", "size", "1 core (us)", "all cores (us)", "speedup", "paired")
	for _, n := range []int{512 << 10, 1 << 20, 3 << 19, 2 << 20, 4 << 20, 16 << 20, 32 << 20, 64 << 20, 256 << 20} {
		var one, all []time.Duration
		for range rounds {
			for _, workers := range []int{1, 0} {
				time.Sleep(3 * time.Millisecond)
				start := time.Now()
				h.Reset()
				h.WriteParallel(data[:n], controlWorkers(workers))
				d := time.Since(start)
				if workers == 1 {
					one = append(one, d)
				} else {
					all = append(all, d)
				}
			}
		}
		printSpeedup(n, one, all)
	}
}

// measureControl is VILYA_MEASURE_CONTROL=1: the control run, where both
// columns hash on one core, shows how far this machine's noise alone moves
// a cell's ratio from 1.
var measureControl = os.Getenv("VILYA_MEASURE_CONTROL") == "1"

// controlWorkers returns workers, or 1 in the control run.
func controlWorkers(workers int) int {
	if measureControl {
		return 1
	}
	return workers
}

// measureRounds returns the number of rounds set in the environment variable
// env, and skips the test when it is unset or zero. With
// VILYA_MEASURE_BUSY=1 (or =pinned) it first starts a competing process that
// keeps one core busy until the test ends (pinned: on the last CPU this
// process may use; otherwise where the OS schedules it), so that the
// measurement shows what a parallel call gains on a machine doing other
// work. Oversubscription needs no code: run with GOMAXPROCS above the CPU
// count, which the tables' first line prints.
func measureRounds(t *testing.T, env string) int {
	rounds := 0
	fmt.Sscan(os.Getenv(env), &rounds)
	if rounds == 0 {
		t.Skipf("set %s=<rounds> to measure", env)
	}
	fmt.Print(measureenv.Header())
	if measureControl {
		fmt.Println("control: VILYA_MEASURE_CONTROL=1, both columns hash on one core")
	}
	if busy := os.Getenv("VILYA_MEASURE_BUSY"); busy != "" {
		startBusyProcess(t, busy == "pinned")
		fmt.Printf("load: one busy process (VILYA_MEASURE_BUSY=%s), NumCPU=%d\n", busy, runtime.NumCPU())
	} else {
		fmt.Printf("load: none, NumCPU=%d\n", runtime.NumCPU())
	}
	return rounds
}

// busyChildEnv marks the busy process: this test binary re-executed to run
// only TestMeasureBusyChild.
const busyChildEnv = "VILYA_MEASURE_BUSY_CHILD"

// startBusyProcess starts the busy process and stops it when t ends.
func startBusyProcess(t *testing.T, pinned bool) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestMeasureBusyChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), busyChildEnv+"=free", "GOMAXPROCS=1")
	if pinned {
		cmd.Env = append(cmd.Env, busyChildEnv+"=pinned")
	}
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting the busy process: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	time.Sleep(100 * time.Millisecond) // let it start spinning
}

// TestMeasureBusyChild is the busy process of startBusyProcess: it spins
// on one core (pinned to the last allowed CPU with =pinned) for at most
// 15 minutes, in case its parent dies without stopping it. Otherwise it is
// skipped.
func TestMeasureBusyChild(t *testing.T) {
	mode := os.Getenv(busyChildEnv)
	if mode == "" {
		t.Skip("the busy process of VILYA_MEASURE_BUSY")
	}
	if mode == "pinned" {
		runtime.LockOSThread()
		if err := pinToLastCPU(); err != nil {
			t.Fatalf("pinning: %v", err)
		}
	}
	x := uint64(1)
	for deadline := time.Now().Add(15 * time.Minute); time.Now().Before(deadline); {
		for range 1 << 16 {
			x = x*6364136223846793005 + 1442695040888963407
		}
	}
	if x == 0 {
		fmt.Println(x)
	}
}

// measureInput returns n bytes of input that are not all the same.
func measureInput(n int) []byte {
	data := make([]byte, n)
	for i := range data {
		data[i] = byte(i * 7)
	}
	return data
}

// printSpeedup prints one table row: the median times on one core and on
// all cores, their ratio, and the median of the rounds' own ratios
// (one[i]/all[i], timed next to each other), which a slow change in the
// machine's load moves less. It sorts both slices.
func printSpeedup(n int, one, all []time.Duration) {
	paired := make([]float64, len(one))
	for i := range one {
		paired[i] = float64(one[i]) / float64(all[i])
	}
	slices.Sort(paired)
	slices.Sort(one)
	slices.Sort(all)
	m1, ma := one[len(one)/2], all[len(all)/2]
	fmt.Printf("%10d %14.1f %14.1f %8.2f %8.2f\n", n, float64(m1.Nanoseconds())/1e3, float64(ma.Nanoseconds())/1e3, float64(m1)/float64(ma), paired[len(paired)/2])
}
