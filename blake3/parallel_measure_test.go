package blake3

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// TestMeasureParallel measures WriteParallel on all cores against one core,
// interleaved (1, all, 1, all, ...) per size, and prints the median times
// and their ratio. It is a measurement, not a check: it runs only with
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
			h.WriteParallel(data[:n], workers)
			h.Sum256()
		}
		return time.Since(start) / time.Duration(reps)
	}
	fmt.Printf("GOMAXPROCS=%d kernel=%s threshold=%d\n", runtime.GOMAXPROCS(0), Kernel(), ParallelThreshold)
	fmt.Printf("%10s %14s %14s %8s\n", "size", "1 core (us)", "all cores (us)", "speedup")
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
// alternately, and prints the medians. It runs only with
// VILYA_MEASURE_PARALLEL_COLD=<rounds> and never fails on timing.
func TestMeasureParallelCold(t *testing.T) {
	rounds := measureRounds(t, "VILYA_MEASURE_PARALLEL_COLD")
	data := measureInput(64 << 20)
	h := New()
	fmt.Printf("GOMAXPROCS=%d kernel=%s, isolated calls (3 ms idle before each)\n", runtime.GOMAXPROCS(0), Kernel())
	fmt.Printf("%10s %14s %14s %8s\n", "size", "1 core (us)", "all cores (us)", "speedup")
	for _, n := range []int{512 << 10, 1 << 20, 3 << 19, 4 << 20, 16 << 20, 64 << 20} {
		var one, all []time.Duration
		for range rounds {
			for _, workers := range []int{1, 0} {
				time.Sleep(3 * time.Millisecond)
				start := time.Now()
				h.Reset()
				h.WriteParallel(data[:n], workers)
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

// measureRounds returns the number of rounds set in the environment variable
// env, and skips the test when it is unset or zero.
func measureRounds(t *testing.T, env string) int {
	rounds := 0
	fmt.Sscan(os.Getenv(env), &rounds)
	if rounds == 0 {
		t.Skipf("set %s=<rounds> to measure", env)
	}
	fmt.Print(measureenv.Header())
	return rounds
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
// all cores (sorting both slices), and their ratio.
func printSpeedup(n int, one, all []time.Duration) {
	slices.Sort(one)
	slices.Sort(all)
	m1, ma := one[len(one)/2], all[len(all)/2]
	fmt.Printf("%10d %14.1f %14.1f %8.2f\n", n, float64(m1.Nanoseconds())/1e3, float64(ma.Nanoseconds())/1e3, float64(m1)/float64(ma))
}
