package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// An impl is one implementation's way of performing a row's operation.
type impl struct {
	name string
	// missing, when non-empty, says why the implementation cannot run here
	// (a peer that is not installed). It is reported, never dropped.
	missing string
	// na marks a vilya package that does not exist yet in this build.
	na bool
	// run performs the operation n times.
	run func(n int)
	// cgo marks an operation that runs in C through cgo (see cpuTime).
	cgo bool
}

// A rowSpec is one line of the matrix: an operation at one size, with vilya
// first and then every peer.
type rowSpec struct {
	group string
	op    string
	size  int // input or message length in bytes (XOF: output length)
	batch int // signatures or messages per call, 0 where it does not apply
	// perItem divides the time of one call: ns per signature or message.
	perItem int
	// multicore rows run with GOMAXPROCS = NumCPU; all others with 1.
	multicore bool
	// process rows time whole programs.
	process bool
	// stage, when set, runs once, untimed, right before the row is
	// measured (an error is noted and the row runs anyway), and residency
	// right after it, for the report's notes: the whole-process rows write
	// their file and binaries there, and say how much of the file was still
	// in the page cache at the end.
	stage     func() error
	residency func() string
	impls     []impl
}

// A result is one implementation's timings for one row, in ns per call
// (divided by perItem).
type result struct {
	impl          string
	missing       string
	na            bool
	median        float64
	min, max      float64
	reps          int
	iterationsRep int
	// paired is this peer's per-repetition ratios peer/vilya, each from
	// the two times of one repetition, sorted; nil for vilya and where
	// either side did not run.
	paired []float64
}

func (r result) ok() bool { return r.missing == "" && !r.na && r.reps > 0 }

// A row is a measured rowSpec.
type row struct {
	spec    rowSpec
	results []result
}

// vilya returns the row's vilya result.
func (r row) vilya() result { return r.results[0] }

// config controls the measurement.
type config struct {
	reps   int           // timed repetitions per implementation
	target time.Duration // duration of one repetition
	wall   bool          // time single-core rows by the wall clock too
}

// wallTime runs im.run(n) and returns the wall-clock time it took in ns.
func wallTime(im impl, n int) (ns int64, moved bool) {
	t0 := time.Now()
	im.run(n)
	return int64(time.Since(t0)), false
}

// measure runs spec: every runnable implementation runs once untimed (what
// it sets up on first use, such as tables built lazily, stays out of its
// calibration), is calibrated, and runs once at the calibrated size as a
// warm-up; then the implementations are timed in turn,
// each once per repetition, in a fresh random order every repetition, so
// that no implementation always runs after the same other one, and each
// below a random number of stack frames (stack.go). Each repetition runs
// the calibrated number of iterations; the result is the median, minimum
// and maximum of the per-repetition ns per operation, and for each peer the
// repetitions' own ratios peer/vilya (result.paired).
func measure(spec rowSpec, cfg config) row {
	procs := 1
	if spec.multicore {
		procs = runtime.NumCPU()
	}
	old := runtime.GOMAXPROCS(procs)
	defer runtime.GOMAXPROCS(old)

	out := row{spec: spec, results: make([]result, len(spec.impls))}
	var live []int
	for i, im := range spec.impls {
		out.results[i] = result{impl: im.name, missing: im.missing, na: im.na}
		if im.missing == "" && !im.na {
			live = append(live, i)
		}
	}
	// Single-core rows are timed by CPU time (clock_linux.go), so that
	// preemption by other processes on a shared machine does not count;
	// multi-core and whole-process rows need the wall clock.
	clock := cpuTime
	if spec.multicore || spec.process || cfg.wall {
		clock = wallTime
	}
	runtime.GC()
	iters := make([]int, len(spec.impls))
	for _, i := range live {
		// Untimed: a first call that sets something up must not be taken
		// for the cost of an iteration, or each repetition would run a
		// handful of them (docs/results/2026-12-04-bench-first-call).
		spec.impls[i].run(1)
		iters[i] = calibrate(spec.impls[i], cfg.target, clock)
		spec.impls[i].run(iters[i]) // warm-up at the timed size
	}
	samples := make([][]float64, len(spec.impls))
	div := float64(max(spec.perItem, 1))
	// A fresh random order every repetition: a rotation of one fixed order
	// would let the same implementation always follow the same other one,
	// and some leave the runtime busier for milliseconds after they return
	// (docs/NOTEBOOK.md, 2026-11-30 and 2026-12-01: sysmon after cgo calls).
	order := slices.Clone(live)
	shuffle := rand.New(rand.NewPCG(uint64(len(spec.impls)), uint64(spec.size)))
	for r := 0; r < cfg.reps; r++ {
		shuffle.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		for _, i := range order {
			var d int64
			moved := true
			// A run that changed threads is timed again, at most twice.
			for try := 0; moved && try < 3; try++ {
				atDepth(shuffle.IntN(stackDepths), func() { d, moved = clock(spec.impls[i], iters[i]) })
			}
			if moved {
				fmt.Fprintf(os.Stderr, "matrix: %s %s size=%d: %s changed threads in three runs; this repetition is timed by process CPU time\n",
					spec.group, spec.op, spec.size, spec.impls[i].name)
			}
			samples[i] = append(samples[i], float64(d)/float64(iters[i])/div)
		}
	}
	if len(live) > 0 && live[0] == 0 {
		for _, i := range live[1:] {
			var p []float64
			for r, v := range samples[0] {
				if v > 0 {
					p = append(p, samples[i][r]/v)
				}
			}
			slices.Sort(p)
			out.results[i].paired = p
		}
	}
	for _, i := range live {
		s := samples[i]
		slices.Sort(s)
		res := &out.results[i]
		res.reps = len(s)
		res.iterationsRep = iters[i]
		res.min, res.max = s[0], s[len(s)-1]
		res.median = median(s)
	}
	return out
}

// calibrate returns the number of iterations of im that clock times at
// about target, at least 1.
func calibrate(im impl, target time.Duration, clock func(impl, int) (int64, bool)) int {
	n := 1
	for {
		ns, _ := clock(im, n)
		d := time.Duration(ns)
		if d >= target/8 || n >= 1<<30 {
			if d <= 0 {
				d = 1
			}
			m := int(float64(n) * float64(target) / float64(d))
			return max(m, 1)
		}
		if d < target/1000 {
			n *= 16
		} else {
			n *= 4
		}
	}
}

// median returns the median of sorted s.
func median(s []float64) float64 {
	n := len(s)
	if n == 0 {
		return 0
	}
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// progress prints one line per row on stderr.
func progress(i, n int, s rowSpec) {
	fmt.Fprintf(os.Stderr, "matrix: [%d/%d] %s %s size=%s batch=%d (%d impls)\n", i+1, n, s.group, s.op, humanSize(s.size), s.batch, len(s.impls))
}

// sink defeats dead-code elimination of benchmarked results.
var sink byte

// filterRows keeps the rows whose op is listed in ops and whose batch size
// is listed in batches (comma-separated; an empty list keeps every row), so
// that a few rows can be re-measured without the whole group.
func filterRows(specs []rowSpec, ops, batches string) []rowSpec {
	list := func(s string) []string {
		if s == "" {
			return nil
		}
		f := strings.Split(s, ",")
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		return f
	}
	wantOps, wantBatches := list(ops), list(batches)
	var out []rowSpec
	for _, s := range specs {
		if wantOps != nil && !slices.Contains(wantOps, s.op) {
			continue
		}
		if wantBatches != nil && !slices.Contains(wantBatches, strconv.Itoa(s.batch)) {
			continue
		}
		out = append(out, s)
	}
	return out
}
