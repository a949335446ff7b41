package blake3

import (
	"math/bits"
	"sync/atomic"
	"time"
)

// When a call shares its work, and how.
//
// A call of at least parallelThreshold bytes with more than one worker shares
// only where sharing has paid on this machine (shareWorthwhile), judged per
// size class (the powers of two): every shared call compares its time with an
// estimate of its time alone, from the least time per byte a call of its class
// has taken hashing alone in this process (sizeClass.best: calls that do not
// share are timed for it, two reads of the clock), or, before the class has
// one, the least time per byte of any hashing alone (bestRate), and its class
// keeps a moving average of that ratio (a shared call weighs a quarter). A
// class shares while its average says shared calls took less than 0.8 of their
// time alone, or before it has seen one (the first shared call of a process
// hashes its first piece alone, timed, before it starts its helpers, for the
// baseline); otherwise its calls hash alone, through Write, except for an
// occasional probe that shares to see whether that has changed: the next probe
// comes no sooner than probeSpacing calls of the class and probeSpacing times
// the last one's length later, and that spacing doubles with every probe that
// does not gain, up to maxProbeSpacing; a probe that gains sets the average to
// its own ratio. A shared call judged against bestRate that took less than
// that estimate, though not under 0.8 of it, is no verdict (for a long input
// bestRate is too fast a baseline): the next call hashes alone, which sets the
// class's own baseline, and the one after it probes. So on a machine where
// sharing loses (its other cores busy, or slow to wake for short calls),
// probes are at most one call in 4 of the class and a quarter of its time at
// first (one in 2 once, where a first call looked like a gain), one in 8 after
// the next, and so on, and where it gains, that is found again within a few
// calls.
//
// A shared call starts one goroutine per extra worker and hashes from the
// front of its own run at once: it never waits for a helper to start. A
// helper that starts late finds its run taken from the back by the caller
// (segmentRuns). At the end the caller waits only for pieces a helper has
// begun, blocking on a channel, which frees its core for that helper; a
// helper that starts after the call has ended finds nothing to do and never
// touches the input. Nothing else runs between calls: no goroutine waits for
// work, and no thread is locked or moved between CPUs.
const (
	probeSpacing    = 4
	maxProbeSpacing = 4096
	// ratioOne is a ratio of 1 in the fixed point of sizeClass.ratio; a
	// class shares while its ratio is below shareBelow, 0.8: where shared
	// calls gain about as often as they lose (a helper that wakes on the
	// other core, or on the caller's), their average hovers near 1, and
	// the typical call should not pay for sharing.
	ratioOne   = 1 << 10
	shareBelow = ratioOne * 8 / 10
)

// sizeClass is what the policy knows about the calls of one size class.
type sizeClass struct {
	// ratio is the moving average of took/alone over its shared calls,
	// times ratioOne; 0 before the first.
	ratio atomic.Int64
	// A probe may share once at least spacing calls of the class have
	// been declined since the last one (counted in declined), and not
	// before nextProbe, in nanoseconds since clockBase.
	nextProbe atomic.Int64
	spacing   atomic.Int64
	declined  atomic.Int64
	// best is the least time per byte, in picoseconds, that a call of the
	// class hashed alone has taken, per input kind (0: none yet). A long
	// input, streamed from memory, runs slower per byte than the cached
	// pieces that can set bestRate, so a class's own calls are its
	// baseline once it has any. A shared call's pieces do not count: a
	// helper woken on the caller's core may take turns with it through
	// all of them.
	best [2]atomic.Int64
}

var (
	clockBase = time.Now()
	classes   [64]sizeClass
	// alwaysShare makes every call of parallelThreshold bytes or more share,
	// for the tests of the shared paths.
	alwaysShare atomic.Bool
)

func sinceBase() int64 { return int64(time.Since(clockBase)) }

// classOf returns the size class of a call of n > 0 bytes.
func classOf(n int64) *sizeClass { return &classes[bits.Len64(uint64(n))-1] }

// shareWorthwhile reports whether a call of n >= parallelThreshold bytes
// shares its work; a probe claims the next probe.
func shareWorthwhile(n int64) bool {
	if alwaysShare.Load() {
		return true
	}
	c := classOf(n)
	if c.ratio.Load() < shareBelow {
		return true
	}
	if c.declined.Add(1) < c.spacing.Load() {
		return false
	}
	next := c.nextProbe.Load()
	now := sinceBase()
	// The probe's outcome sets the next probe time; the provisional one
	// stands only if the call never ends (a ReaderAt that panics).
	if now < next || !c.nextProbe.CompareAndSwap(next, now+int64(time.Second)) {
		return false
	}
	c.declined.Store(0)
	return true
}

// Where the input comes from, for bestRate.
const (
	inMemory = iota
	fromReaderAt
)

// bestRate is the least time per byte, in picoseconds, that hashing alone
// has taken in this process, for input in memory and from an io.ReaderAt
// (0: not yet known): from calls that did not share, and from the fastest
// piece of each caller in shared calls. Being the least, it is the speed of
// a core when nothing took it away, on input in its caches; it is the
// baseline of a class that has no calls of its own yet.
var bestRate [2]atomic.Int64

// noteAlone records that a call of n > 0 bytes hashed alone took d.
func noteAlone(kind int, n int64, d time.Duration) {
	noteRate(&bestRate[kind], n, d)
	noteRate(&classOf(n).best[kind], n, d)
}

// noteRate lowers *least to the time per byte of hashing n > 0 bytes in d,
// if that is less (or *least is 0).
func noteRate(least *atomic.Int64, n int64, d time.Duration) {
	r := int64(d) * 1000 / n
	if r <= 0 {
		return
	}
	for old := least.Load(); (old == 0 || r < old) && !least.CompareAndSwap(old, r); old = least.Load() {
	}
}

// noteCall notes how a shared call of size bytes that began at start went
// (noteShared), given the fastest time per segment of seg bytes of the
// pieces the caller hashed (0 if none).
func noteCall(kind int, size int64, seg int, fastest time.Duration, start time.Time) {
	took := time.Since(start)
	if fastest > 0 {
		noteRate(&bestRate[kind], int64(seg), fastest)
	}
	if alone, own := aloneTime(kind, size); alone > 0 {
		noteShared(size, alone, took, own)
	}
}

// aloneTime estimates how long hashing n bytes of the given kind alone
// takes: at its class's best rate (own), or at bestRate while the class has
// none (0 while neither is known).
func aloneTime(kind int, n int64) (d time.Duration, own bool) {
	r := classOf(n).best[kind].Load()
	own = r != 0
	if !own {
		r = bestRate[kind].Load()
	}
	return time.Duration(float64(r) * float64(n) / 1000), own
}

// noteShared records how a shared call of n bytes went: it took took, and
// would have taken about alone on one worker, an estimate from the class's
// own calls if own, else from bestRate.
func noteShared(n int64, alone, took time.Duration, own bool) {
	c := classOf(n)
	r := min(int64(took)*ratioOne/max(int64(alone), 1), 64*ratioOne)
	avg := r
	switch old := c.ratio.Load(); {
	case old == 0:
	case old < shareBelow:
		// A sharing class: one unlucky call does not stop it.
		avg = (3*old + r) / 4
	case r >= shareBelow:
		avg = (old + r) / 2
	default:
		// A probe that gains is taken at its word, so that one unlucky
		// call does not keep a class from sharing for long.
	}
	c.ratio.Store(max(avg, 1))
	if avg < shareBelow {
		c.spacing.Store(0)
		c.nextProbe.Store(0)
		return
	}
	s := c.spacing.Load()
	if r >= shareBelow || s == 0 {
		s = min(max(2*s, probeSpacing), maxProbeSpacing)
	}
	next := sinceBase() + s*int64(took)
	if !own && r < ratioOne {
		// Faster than bestRate says one worker would be, which for a long
		// input streamed from memory is too fast a baseline: the call may
		// well have gained. The next call hashes alone, setting the
		// class's own baseline, and the one after it probes again.
		s, next = 2, 0
	}
	c.spacing.Store(s)
	c.nextProbe.Store(next)
}
