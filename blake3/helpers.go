package blake3

import (
	"math"
	"runtime"
	"sync/atomic"
	"time"
)

// How a parallel call shares its work (the measurements behind each rule are
// in docs/results/2026-11-30-blake3-multicore-load,
// docs/results/2026-11-30-blake3-multicore-hold and
// docs/results/2026-12-01-blake3-multicore-wake):
//
//   - It uses at most as many workers as the caller asks for and GOMAXPROCS
//     and runtime.NumCPU allow: more goroutines than cores only take turns
//     on them (workerCount).
//   - A call under isolatedParallelMin hashes alone unless it follows
//     another parallel call within streamGap (splitWorthwhile): through
//     the Go scheduler an idle core took 0.1-3 ms to run a helper on the
//     VMs measured, and the split cost isolated calls of 512 KiB to 4 MiB
//     10-17 %; even with helpers woken at once (sleepCold), isolated calls
//     split from 1 MiB lost time with GOMAXPROCS=8. In a stream the
//     helpers are awake: after its share of a call a helper lingers for
//     helperLinger, polling for the next call's work, unless a hold (below)
//     is in force.
//   - The caller hands each helper a run of segments and starts on its own
//     run at once; it never waits for a helper to start. A helper that the
//     OS runs late finds its run taken by the caller, which takes the
//     unstarted segments of the others' runs from their ends once its own
//     is done (segmentRuns). A helper that finds the caller not running
//     alongside it sleeps to give back the core (window.help).
//   - At the end the caller waits only for segments a helper has started,
//     at most one per helper: 64 KiB, or up to 1/64 of a worker's share for
//     larger inputs, 1 MiB at most (sliceSegment; fileSegment for
//     WriteReaderAt), so that a straggler that runs costs little.
//   - A straggler the OS has put aside costs a whole time slice, and on a
//     machine whose other cores are busy that is what helpers are. So
//     calls in a row that find their helpers contended (a call that saved
//     less than a quarter of its time alone, which the caller estimates
//     from its fastest segment), at least two and together at least
//     holdEvidence long, make the calls of the next hold hash alone
//     (splitWorthwhile): 5 ms, doubling with every contended call after a
//     hold up to 250 ms, back to nothing after a call that was not
//     contended. A busy machine thus sees one shared call in 250 ms; an
//     idle one shares every call, and a VM's vCPU descheduled for a moment,
//     which spoils a few short calls, does not stop it.
//   - Apart from that linger, nothing spins: an idle helper blocks on a
//     channel for helperWarm, then (on Linux) sleeps in the kernel, from
//     where a caller wakes it on another CPU than its own (sleepCold), and
//     exits after helperIdle; a caller waiting for its helpers
//     blocks, which frees its core for a helper the OS had put aside. So a
//     busy machine sees at most one linger per hold, 200 µs in 250 ms.
var helperIdle = time.Second // a variable for the tests

const (
	holdEvidence        = time.Millisecond
	holdMin             = 5 * time.Millisecond
	holdMax             = 250 * time.Millisecond
	streamGap           = time.Millisecond
	isolatedParallelMin = 16 << 20
	helperLinger        = 200 * time.Microsecond
)

var (
	clockBase = time.Now()
	// holdUntil is when calls may share work again, as nanoseconds since
	// clockBase (monotonic clock); hold is the length of the latest hold.
	holdUntil atomic.Int64
	hold      atomic.Int64
	// strikes and strikeTime count the contended calls in a row that
	// started no hold, and their total length.
	strikes    atomic.Int32
	strikeTime atomic.Int64
	// lastParallelCall is when the latest call of WriteParallel or
	// WriteReaderAt with at least ParallelThreshold bytes and more than one
	// worker ended, in nanoseconds since clockBase.
	lastParallelCall atomic.Int64
)

func sinceBase() int64 { return int64(time.Since(clockBase)) }

func markParallelCall() { lastParallelCall.Store(sinceBase()) }

// held reports whether a hold is in force.
func held() bool { return sinceBase() < holdUntil.Load() }

// splitWorthwhile reports whether a call of n bytes shares its work (see the
// policy above).
func splitWorthwhile(n int64) bool {
	if held() {
		return false
	}
	return n >= isolatedParallelMin || sinceBase()-lastParallelCall.Load() < int64(streamGap)
}

// noteContention records how a shared call of length d went: contended
// calls in a row start a hold once they are enough evidence, and every
// contended call after a hold lengthens it; a call that was not contended
// ends the sequence.
func noteContention(contended bool, d time.Duration) {
	if !contended {
		hold.Store(0)
		strikes.Store(0)
		strikeTime.Store(0)
		return
	}
	if hold.Load() == 0 {
		n, t := strikes.Add(1), strikeTime.Add(int64(d))
		if n < 2 || t < int64(holdEvidence) {
			return
		}
	}
	strikes.Store(0)
	strikeTime.Store(0)
	h := min(max(2*time.Duration(hold.Load()), holdMin), holdMax)
	hold.Store(int64(h))
	holdUntil.Store(sinceBase() + int64(h))
}

var (
	// offer holds work for a lingering helper; lingering counts them.
	offer     atomic.Pointer[func()]
	lingering atomic.Int32
	// idleHelpers is received from by helpers blocked waiting for work in
	// the warm stage.
	idleHelpers = make(chan func())
)

// helperWarm is how long an idle helper waits on idleHelpers, woken through
// the Go scheduler, before it sleeps in the kernel (sleepCold). Shortly
// after a call the other CPUs are still awake and this path serves
// repeated calls better than the kernel one
// (docs/results/2026-12-01-blake3-multicore-wake).
var helperWarm = 2 * time.Millisecond // a variable for the tests

// goHelper runs f on a helper goroutine: a lingering one if there is one,
// else an idle one, warm (blocked on idleHelpers) or asleep in the kernel
// (handToSleeper), else a new one. A caller that hands out
// work should call unparkHelpers before it works itself. Work offered to a
// lingering helper is returned as the offer, which the caller withdraws
// (withdraw) once its window is done: a helper that stopped lingering at
// that moment never took it, and the offer must not keep the caller's
// input reachable. (A window's work that a helper runs late finds nothing
// left.)
func goHelper(f func()) (offered *func()) {
	if lingering.Load() > 0 && offer.CompareAndSwap(nil, &f) {
		return &f
	}
	select {
	case idleHelpers <- f:
		return nil
	default:
	}
	if !handToSleeper(f) {
		go helperLoop(f)
	}
	return nil
}

// withdraw removes the offer goHelper made, if no helper has taken it.
func withdraw(offered *func()) {
	if offered != nil {
		offer.CompareAndSwap(offered, nil)
	}
}

// helperLoop runs f, then the work handed to it, until it has been idle
// for helperIdle.
func helperLoop(f func()) {
	idle, warm := helperIdle, min(helperWarm, helperIdle)
	for f != nil {
		f()
		if f = linger(); f == nil {
			if f = waitWarm(warm); f == nil && idle > warm {
				f = sleepCold(idle - warm)
			}
		}
	}
}

// waitWarm blocks on idleHelpers for work for at most d.
func waitWarm(d time.Duration) func() {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case f := <-idleHelpers:
		return f
	case <-t.C:
		return nil
	}
}

// linger polls for offered work for helperLinger, unless a hold is in
// force, and returns it, or nil.
func linger() func() {
	if held() {
		return nil
	}
	lingering.Add(1)
	for deadline := time.Now().Add(helperLinger); time.Now().Before(deadline); {
		if p := offer.Swap(nil); p != nil {
			lingering.Add(-1)
			return *p
		}
		runtime.Gosched()
	}
	lingering.Add(-1)
	if p := offer.Swap(nil); p != nil {
		return *p
	}
	return nil
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
// no helper holds a segment, and notes whether the helpers were contended.
// Runs only shrink, so a helper that comes later gets nothing.
func (win *window) work(hash func(i, worker int) bool) {
	start := time.Now()
	fastest := time.Duration(math.MaxInt64)
	for {
		i, ok := win.runs.claim(0)
		if !ok {
			break
		}
		win.callerClaims.Add(1)
		t := time.Now()
		if !hash(i, 0) {
			break
		}
		fastest = min(fastest, time.Since(t))
	}
	win.closed.Store(true)
	for win.held.Load() != 0 {
		<-win.idle
	}
	// Alone, the call would have taken about segments times the caller's
	// fastest segment.
	took := time.Since(start)
	noteContention(fastest != math.MaxInt64 && 4*took > 3*time.Duration(win.segments)*fastest, took)
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
