package blake3

import (
	"sync/atomic"
	"time"
)

// How a parallel call shares its work (the measurements behind each rule are
// in docs/results/2026-11-30-blake3-multicore-load):
//
//   - It uses at most as many workers as the caller asks for and GOMAXPROCS
//     and runtime.NumCPU allow: more goroutines than cores only take turns
//     on them (workerCount).
//   - A call under isolatedParallelMin hashes alone (splitWorthwhile)
//     unless it follows another parallel call within streamGap and the
//     helpers did at least a quarter of the previous shared call's
//     segments (or it is every 64th such call, to find out again). An
//     idle core takes 0.1-3 ms to run a helper on the VMs measured, longer
//     than such a call; a helper woken for it often ran on the caller's own
//     core, in its place; and on a machine whose other cores are busy,
//     helpers cannot help.
//   - Otherwise the caller hands each helper a run of segments and starts
//     on its own run at once; it never waits for a helper to start. A
//     helper that the OS runs late finds its run taken by the caller, which
//     takes the unstarted segments of the others' runs from their ends once
//     its own is done (segmentRuns). A helper that finds the caller not
//     running alongside it sleeps to give back the core (window.help).
//   - At the end the caller waits only for segments a helper has started,
//     at most one per helper: 64 KiB, or up to 1/64 of a worker's share for
//     larger inputs, 1 MiB at most (sliceSegment; fileSegment for
//     WriteReaderAt), so that a straggler that runs costs little.
//   - Nothing spins. Idle helpers block on a channel and exit after
//     helperIdle; a caller waiting for its helpers blocks, which frees its
//     core for a helper the OS had put aside.
var helperIdle = time.Second // a variable for the tests

const (
	streamGap           = time.Millisecond
	isolatedParallelMin = 64 << 20
	probeEvery          = 64
)

var (
	// lastParallelCall is when the latest call of WriteParallel or
	// WriteReaderAt with at least ParallelThreshold bytes and more than one
	// worker ended, as nanoseconds since clockBase (monotonic clock).
	lastParallelCall atomic.Int64
	clockBase        = time.Now()
	// helped records whether the helpers did at least a quarter of the
	// segments of the latest window shared.
	helped atomic.Bool
	// unhelpedStream counts the calls in streams that followed a window
	// the helpers did not help with.
	unhelpedStream atomic.Uint32
)

func markParallelCall() { lastParallelCall.Store(int64(time.Since(clockBase))) }

// splitWorthwhile reports whether a call of n bytes shares its work (see
// the policy above).
func splitWorthwhile(n int64) bool {
	if n >= isolatedParallelMin {
		return true
	}
	if time.Since(clockBase)-time.Duration(lastParallelCall.Load()) >= streamGap {
		return false
	}
	return helped.Load() || unhelpedStream.Add(1)%probeEvery == 0
}

// idleHelpers is received from by helpers waiting for work.
var idleHelpers = make(chan func())

// goHelper runs f on a helper goroutine: one waiting for work if there is
// one, else a new one. A caller that hands out work should call
// unparkHelpers before it works itself.
func goHelper(f func()) {
	select {
	case idleHelpers <- f:
	default:
		go helperLoop(f)
	}
}

func helperLoop(f func()) {
	idle := helperIdle
	t := time.NewTimer(idle)
	for {
		f()
		t.Reset(idle)
		select {
		case f = <-idleHelpers:
		case <-t.C:
			return
		}
	}
}

// unparkHelpers makes the helper just readied by this goroutine stealable
// by another P at once. A goroutine readied or started by this one waits in
// its P's runnext slot, which another P steals only after a sleep
// (runtime.runqgrab): on the 2-core VMs measured, one started while the
// caller went on hashing began 0.7-1 ms late (median; p90 2.4-3 ms).
// Starting one more, empty, goroutine pushes it to the local run queue,
// from which an idle P steals at once.
func unparkHelpers() {
	go func() {}()
}

// window is the shared state of one window of segments: the runs the
// workers claim from, and how many segments helpers hold.
type window struct {
	runs     segmentRuns
	segments int
	// helperSegments counts the segments helpers have hashed.
	helperSegments atomic.Int32
	// callerClaims counts the segments the caller has claimed.
	callerClaims atomic.Uint32
	// held counts the helpers between a claim attempt and the end of the
	// segment it got (or its failure to get one).
	held atomic.Int32
	// closed is set by the caller once every run is empty.
	closed atomic.Bool
	// idle receives (without blocking the sender) when held drops to zero
	// after closed is set.
	idle chan struct{}
}

func newWindow(m, w int) *window {
	return &window{runs: splitRuns(make(segmentRuns, w), m, w), segments: m, idle: make(chan struct{}, 1)}
}

// work is the caller's share: it hashes segments with hash (which reports
// whether it succeeded) until none is left or hash fails, then waits until
// no helper holds a segment. Runs only shrink, so a helper that comes later
// gets nothing.
func (win *window) work(hash func(i, worker int) bool) {
	for {
		i, ok := win.runs.claim(0)
		if !ok {
			break
		}
		win.callerClaims.Add(1)
		if !hash(i, 0) {
			break
		}
	}
	win.closed.Store(true)
	for win.held.Load() != 0 {
		<-win.idle
	}
	helped.Store(4*int(win.helperSegments.Load()) >= win.segments)
}

// help is helper j's share. Once the caller has claimed no segment while
// the helper hashed two, the caller is not running alongside it (the OS
// often runs a woken helper on the caller's own core, in its place), and
// the helper sleeps to give that core back before it goes on: for
// helperBackoff the first time, eight times as long each time after.
func (win *window) help(j int, hash func(i, worker int) bool) {
	seen, stale, backoff := win.callerClaims.Load(), 0, helperBackoff
	for {
		i, ok := win.claim(j)
		if !ok {
			return
		}
		ok = hash(i, j)
		win.helperSegments.Add(1)
		win.release()
		if !ok {
			return
		}
		if c := win.callerClaims.Load(); c != seen {
			seen, stale = c, 0
		} else if stale++; stale == 2 {
			time.Sleep(backoff)
			seen, stale, backoff = win.callerClaims.Load(), 0, 8*backoff
		}
	}
}

// helperBackoff is how long a helper that finds the caller not running
// first sleeps.
const helperBackoff = 100 * time.Microsecond

// claim is runs.claim(j) for a helper; after a true result the helper must
// call release when it has finished the segment.
func (win *window) claim(j int) (int, bool) {
	win.held.Add(1)
	i, ok := win.runs.claim(j)
	if !ok {
		win.release()
	}
	return i, ok
}

func (win *window) release() {
	if win.held.Add(-1) == 0 && win.closed.Load() {
		select {
		case win.idle <- struct{}{}:
		default:
		}
	}
}
