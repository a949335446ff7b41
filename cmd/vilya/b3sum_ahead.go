package main

import (
	"runtime"
	"sync"

	"github.com/vilyacrypto/vilya/blake3"
)

// Many files at once. b3sum hashes its arguments one after another, each
// large file on every core and each small one on one. With more than one
// worker and more than one argument, vilya b3sum hashes the regular files
// under aheadMax bytes on helper goroutines instead, one a core, up to a
// window of arguments ahead of the output, each helper with its own Hasher
// and read buffer: for many files that keeps every core busy without
// sharing a file, which costs more than it gains below a few MiB. The
// calling goroutine prints every line in argument order, from a helper's
// result or hashing the argument itself as before (standard input, larger
// files, anything that is not a regular file, anything a helper has not
// reached), so the output, messages and exit code are those of hashing
// one after another. While the calling goroutine hashes a file on every
// core, helpers start nothing new, and it waits for the ones that have
// started. The same runs ahead of the lines of a checkfile under --check.
//
// The calling goroutine stats each path as it adds it (add), and helpers
// open only paths found to be regular files: opening a FIFO or a device
// can block, or act on whatever is at its other end, so those are opened
// in argument order by the calling goroutine.
type ahead struct {
	window int

	mu   sync.Mutex
	cond sync.Cond
	// slots[i%window] is path i, for at <= i < end: add keeps end within
	// at+window, so no two paths the caller has not taken share a slot.
	slots   []aheadSlot
	end     int  // paths added
	next    int  // the next path a helper looks at
	at      int  // the path the caller takes next
	paused  bool // the caller hashes on every core
	busy    int  // helpers hashing now
	closed  bool // no more paths will be added
	stalled int  // helpers waiting for more paths (undecided)
	stopped bool
	helpers int            // how many run
	running sync.WaitGroup // the helpers not yet ended
}

// aheadSlot is one path and who hashes it.
type aheadSlot struct {
	path  string
	size  int64 // its size when add found a regular file under aheadMax; -1 otherwise
	state uint8
	res   aheadResult // a helper's outcome, once state is slotDone
}

// Values of aheadSlot.state.
const (
	slotFree   = iota // nobody has taken it: the caller hashes it
	slotHelper        // a helper hashes it
	slotDone          // a helper has hashed it
	slotMain          // the caller hashes it
)

// aheadResult is a helper's outcome for one path.
type aheadResult struct {
	xof *blake3.OutputReader // nil when err is set
	err error
}

// aheadMax bounds the regular files a helper hashes, one a core, where more
// paths than there are helpers wait after it (work for the other cores; a
// helper waits for them to be added, undecided, until close says no more
// come); parallelMin bounds them elsewhere. Longer files are the
// caller's, on every core: where few files are left, sharing one file
// keeps every core busy, and a helper's file holds up the output no longer
// than hashing 4 MiB on one core does (docs/results/
// 2026-12-06-cli-b3sum-many-files-zen3 has the measurements). aheadBuf is a
// helper's read size (its buffer, which stays in a core's L2 between the
// read and the hash).
const (
	aheadMax = 4 << 20
	aheadBuf = 256 << 10
)

// aheadWindowPerHelper bounds how far ahead of the output the helpers may
// hash, per helper: enough that a slow file at the head of the window does
// not leave them idle at once, little memory (a path and an OutputReader
// each).
const aheadWindowPerHelper = 16

// aheadHelpers returns how many helpers hash ahead for c, or 0 for none:
// no more than can run at once (one a core the process may use), and none
// with one worker, or under --no-mmap (which, as in b3sum, hashes
// everything on one core).
func aheadHelpers(c *b3sumCmd) int {
	if c.workers <= 1 || c.flags.noMmap {
		return 0
	}
	return min(c.workers, runtime.GOMAXPROCS(0), runtime.NumCPU())
}

// startAhead starts n helpers, each hashing with a Hasher from newHasher.
func startAhead(n int, newHasher func() *blake3.Hasher) *ahead {
	a := &ahead{window: aheadWindowPerHelper * n}
	a.slots = make([]aheadSlot, a.window)
	a.cond.L = &a.mu
	a.helpers = n
	a.running.Add(n)
	for range n {
		go a.help(newHasher())
	}
	return a
}

// room reports whether add may be called.
func (a *ahead) room() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.end < a.at+a.window
}

// add appends path to the paths the helpers may hash and returns its index
// for take; the caller adds only while room says so, and takes every index
// in order.
func (a *ahead) add(path string) int {
	size := int64(-1)
	if path != "-" {
		size = regularSize(path, aheadMax)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.end >= a.at+a.window {
		panic("vilya: ahead.add past the window")
	}
	i := a.end
	a.slots[i%a.window] = aheadSlot{path: path, size: size}
	a.end++
	if size >= 0 || a.stalled > 0 {
		a.cond.Broadcast()
	}
	return i
}

// close says that no more paths will be added.
func (a *ahead) close() {
	a.mu.Lock()
	a.closed = true
	a.cond.Broadcast()
	a.mu.Unlock()
}

// undecided reports whether a helper must wait before it looks at path i:
// a regular file from parallelMin to aheadMax bytes is a helper's only
// with more than a path a helper after it, and fewer have been added yet.
func (a *ahead) undecided(i int) bool {
	s := &a.slots[i%a.window]
	return !a.closed && a.end-i <= a.helpers && s.state == slotFree && s.size >= parallelMin
}

// help is one helper: it takes the next path no one has taken, while the
// caller is not hashing on every core, and hashes it if it is a regular
// file under its limit.
func (a *ahead) help(h *blake3.Hasher) {
	defer a.running.Done()
	var buf []byte // made when first needed
	a.mu.Lock()
	defer a.mu.Unlock()
	for {
		if a.stopped {
			return
		}
		if a.paused || a.next >= a.end {
			a.cond.Wait()
			continue
		}
		if a.undecided(a.next) {
			a.stalled++
			a.cond.Wait()
			a.stalled--
			continue
		}
		i := a.next
		a.next++
		s := &a.slots[i%a.window]
		limit := int64(parallelMin)
		if a.end-i > a.helpers {
			limit = aheadMax // as many paths after it as helpers
		}
		if s.state != slotFree || s.size < 0 || s.size >= limit {
			continue
		}
		s.state = slotHelper
		path := s.path
		a.busy++
		a.mu.Unlock()

		if buf == nil {
			buf = make([]byte, aheadBuf)
		}
		h.Reset()
		var r aheadResult
		handled, err := hashRegular(h, buf, path, limit)
		if r.err = err; handled && err == nil {
			r.xof = h.XOF()
		}

		a.mu.Lock()
		a.busy--
		if handled {
			s.res, s.state = r, slotDone
		} else {
			s.state = slotFree
		}
		a.cond.Broadcast()
	}
}

// take is called for each index add returned, in order. It returns a
// helper's result for that path (ok), or claims the path for the caller
// to hash itself (not ok).
func (a *ahead) take(i int) (r aheadResult, ok bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.at = i
	s := &a.slots[i%a.window]
	for s.state == slotHelper {
		a.cond.Wait()
	}
	if s.state == slotDone {
		r, s.res = s.res, aheadResult{}
		return r, true
	}
	s.state = slotMain
	if a.stalled > 0 {
		a.cond.Broadcast() // a helper may wait on this path
	}
	return aheadResult{}, false
}

// pause stops the helpers from starting another file and waits for those
// hashing one to finish, before the calling goroutine hashes a file on
// every core; resume lets them go on. Both do nothing on a nil ahead.
func (a *ahead) pause() {
	if a == nil {
		return
	}
	a.mu.Lock()
	a.paused = true
	for a.busy > 0 {
		a.cond.Wait()
	}
	a.mu.Unlock()
}

func (a *ahead) resume() {
	if a == nil {
		return
	}
	a.mu.Lock()
	a.paused = false
	if a.next < a.end {
		a.cond.Broadcast()
	}
	a.mu.Unlock()
}

// stop ends the helpers, each after the file it is hashing, and waits for
// them.
func (a *ahead) stop() {
	a.mu.Lock()
	a.stopped = true
	a.cond.Broadcast()
	a.mu.Unlock()
	a.running.Wait()
}
