package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

// parallelMin is the smallest regular file hashed on several cores: the
// blake3 package's own threshold, below which WriteParallel and
// WriteReaderAt hash on one core anyway. (b3sum memory-maps files from
// 16 KiB, but the BLAKE3 authors' rule of thumb is that multithreading
// loses below about 128 KiB.)
const parallelMin = 512 << 10

// streamBuf is the read size of the single-threaded path: 1 MiB, so that
// each Write hands the tree engine large whole subtrees and the system-call
// count stays low.
const streamBuf = 1 << 20

// hashPath appends the contents of path ("-" is standard input) to h.
// A regular file of at least parallelMin bytes is hashed on c.workers cores,
// memory-mapped (blake3.Hasher.WriteParallel, as b3sum does) or read
// (WriteReaderAt), whichever hashMappedOrRead (from probeFileMin bytes) or
// hashMidFile (below) found faster; where mapping fails (or
// VILYA_B3SUM_NO_MMAP is set, for measurements) it is read. --no-mmap, as
// in b3sum, streams it on one core, like everything else.
func (c *b3sumCmd) hashPath(h *blake3.Hasher, path string) error {
	if path == "-" {
		if c.key != nil {
			return errors.New("Cannot open `-` in keyed mode")
		}
		if ok, err := c.hashStdinFile(h); ok {
			return err
		}
		return c.stream(h, os.Stdin, "-", -1)
	}
	f, done, err := c.openInput(h, path)
	if err != nil || done {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	size := fi.Size()
	if !fi.Mode().IsRegular() || size < parallelMin || c.flags.noMmap {
		if !fi.Mode().IsRegular() {
			size = -1
		}
		return c.stream(h, f, path, size)
	}
	c.ahead.pause() // this file takes every core
	defer c.ahead.resume()
	p := c.startProgress(path, size)
	defer p.finish()
	var r io.ReaderAt = f
	if p != nil {
		r = &countingReaderAt{r: f, p: p}
	}
	if os.Getenv("VILYA_B3SUM_NO_MMAP") == "" {
		if size < probeFileMin {
			return c.hashMidFile(h, f, r, size, p)
		}
		if data, unmap, err := mapFile(f, size, c.workers); err == nil {
			defer unmap()
			return c.hashMappedOrRead(h, data, r, p)
		}
	}
	return h.WriteReaderAt(r, 0, size, c.workers)
}

// Reading or mapping: which hashes a file in the page cache faster depends
// on the machine and on the file (where page faults and TLB misses are
// costly, reading into cache-resident buffers wins; where they are cheap,
// the mapping saves a copy; measurements in
// docs/results/2026-12-01-blake3-multicore-zen5 and
// docs/results/2026-12-02-cli-b3sum-threads). So the first file of at least
// probeFileMin bytes is probed: probes of size/256 bytes (probeMin to
// probeMax), each hashed on one core and timed, so that the start of the
// helpers, which the first shared call of a process pays, decides nothing.
// They come mapped, read, mapped, read. That file's rest and every later
// file are read if the faster read probe took under 7/8 of the faster
// mapped one, and mapped otherwise: a close call goes to the mapping, which
// b3sum always takes, since probes this small are noisy. But a file whose
// first probe shows the kernel mapping it with 2 MiB pages (a page cache in
// large folios: about one minor fault per 2 MiB, few TLB misses) takes the
// mapping at once, since reading could only add a copy to it. The probes
// are small because the other cores wait while they run: the four cover
// 1/64 of the file (16 MiB of 1 GiB).
const (
	probeFileMin = 64 << 20
	probeMin     = 2 << 20
	probeMax     = 16 << 20
	// hugeMapBytes is the least bytes per minor fault over the second half
	// of the first probe that marks a mapping of 2 MiB pages: a
	// quarter of one, so that a range straddling two of them, or a fault
	// or two elsewhere in the process, do not hide it, while smaller pages
	// faulted every 64 KiB (fault-around) to 270 KiB (a large folio mapped
	// by 4 KiB entries) in the measurements.
	hugeMapBytes = 512 << 10
)

// splitUnmapMin is the least mapping whose pages mapFile's unmap drops on
// several cores: the kernel takes about 17 ms to unmap 1 GiB mapped in 4 KiB
// pages (docs/results/2026-12-02-cli-b3sum-probes-spr), a quarter of a
// millisecond for this much.
const splitUnmapMin = 16 << 20

// minorFaults returns the process's minor page faults so far, or -1 where
// they cannot be counted; a variable for the tests.
var minorFaults = processMinorFaults

// Values of b3sumCmd.fileMode.
const (
	modeUnknown = iota
	modeMap
	modeRead
)

// hashMappedOrRead appends a file to h, mapped as data and readable
// through r, the way fileMode says, probing first if it is not known.
func (c *b3sumCmd) hashMappedOrRead(h *blake3.Hasher, data []byte, r io.ReaderAt, p *progress) error {
	size, off := int64(len(data)), int64(0)
	if c.fileMode == modeUnknown && size >= probeFileMin {
		n := min(max(size/256, probeMin), probeMax)
		var read, mapped time.Duration
		for i := range 4 {
			t := time.Now()
			if i%2 == 1 {
				if err := h.WriteReaderAt(r, off, n, 1); err != nil {
					return err
				}
				if d := time.Since(t); read == 0 || d < read {
					read = d
				}
				off += n
				continue
			}
			// Faults are counted over the probe's second half, once the
			// code that hashes a mapping has run.
			hashMapped(h, data[off:off+n/2], 1, p)
			faults := minorFaults()
			hashMapped(h, data[off+n/2:off+n], 1, p)
			if d := time.Since(t); mapped == 0 || d < mapped {
				mapped = d
			}
			off += n
			if f := minorFaults(); i == 0 && faults >= 0 && f >= 0 && (f-faults)*hugeMapBytes <= n-n/2 {
				break // mapped with 2 MiB pages

			}
		}
		c.fileMode = probedMode(read, mapped)
	}
	if c.fileMode == modeRead {
		return h.WriteReaderAt(r, off, size-off, c.workers)
	}
	hashMapped(h, data[off:], c.workers, p)
	return nil
}

// probedMode returns the mode that the probes' fastest times pick: the
// reading only where it took under 7/8 of the mapping's time (read is 0
// when no read probe ran).
func probedMode(read, mapped time.Duration) int {
	if read > 0 && 8*read < 7*mapped {
		return modeRead
	}
	return modeMap
}

// hashStdinFile hashes standard input on c.workers cores when it is a
// regular file with at least parallelMin bytes left (vilya b3sum < FILE),
// where b3sum would read it on one core, and leaves it at its end, as
// reading it would. It reports whether it did.
func (c *b3sumCmd) hashStdinFile(h *blake3.Hasher) (bool, error) {
	fi, err := os.Stdin.Stat()
	if err != nil || !fi.Mode().IsRegular() || c.flags.noMmap || c.workers <= 1 {
		return false, nil
	}
	off, err := os.Stdin.Seek(0, io.SeekCurrent)
	if err != nil || fi.Size()-off < parallelMin {
		return false, nil
	}
	n := fi.Size() - off
	c.ahead.pause()
	defer c.ahead.resume()
	p := c.startProgress("-", n)
	defer p.finish()
	var r io.ReaderAt = os.Stdin
	if p != nil {
		r = &countingReaderAt{r: os.Stdin, p: p}
	}
	if err := h.WriteReaderAt(r, off, n, c.workers); err != nil {
		return true, err
	}
	_, err = os.Stdin.Seek(off+n, io.SeekStart)
	return true, err
}

// progressStep is how much of a mapped file is hashed between progress
// updates.
const progressStep = 16 << 20

// hashMapped appends a memory-mapped file to h on up to workers cores.
func hashMapped(h *blake3.Hasher, data []byte, workers int, p *progress) {
	if p == nil {
		h.WriteParallel(data, workers)
		return
	}
	for len(data) > 0 {
		k := min(len(data), progressStep)
		h.WriteParallel(data[:k], workers)
		p.add(k)
		data = data[k:]
	}
}

// stream appends everything r yields to h on one core.
func (c *b3sumCmd) stream(h *blake3.Hasher, r io.Reader, name string, size int64) error {
	p := c.startProgress(name, size)
	defer p.finish()
	buf := c.readBuf()
	for {
		n, err := r.Read(buf)
		h.Write(buf[:n])
		p.add(n)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// readBuf returns c.buf, making it on first use.
func (c *b3sumCmd) readBuf() []byte {
	if c.buf == nil {
		c.buf = make([]byte, streamBuf)
	}
	return c.buf
}

// countingReaderAt counts the bytes read through it for a progress bar.
type countingReaderAt struct {
	r io.ReaderAt
	p *progress
}

func (c *countingReaderAt) ReadAt(b []byte, off int64) (int, error) {
	n, err := c.r.ReadAt(b, off)
	c.p.add(n)
	return n, err
}

// progressWanted reports whether a progress bar may be drawn on stderr: only
// when it is a terminal (isTerminal), and not when the environment variable
// VILYA_NO_PROGRESS (noProgress here) is set to anything but "" or "0".
func progressWanted(stderr *os.File, noProgress string) bool {
	if noProgress != "" && noProgress != "0" {
		return false
	}
	return isTerminal(stderr)
}

// A progress bar on standard error. It appears only when progressWanted and
// the hash is still running after progressDelay, and it is erased when the
// hash ends; inputs of known size under parallelMin get none. A nil
// *progress does nothing.
type progress struct {
	name  string
	total int64 // -1 when unknown
	done  atomic.Int64
	start time.Time
	stop  chan struct{}
	wg    sync.WaitGroup
}

const (
	progressDelay = time.Second
	progressTick  = 200 * time.Millisecond
)

func (c *b3sumCmd) startProgress(name string, total int64) *progress {
	if !c.tty || total >= 0 && total < parallelMin {
		return nil
	}
	p := &progress{name: lossy(name), total: total, start: time.Now(), stop: make(chan struct{})}
	p.wg.Add(1)
	go p.run()
	return p
}

func (p *progress) add(n int) {
	if p != nil {
		p.done.Add(int64(n))
	}
}

func (p *progress) run() {
	defer p.wg.Done()
	select {
	case <-p.stop:
		return
	case <-time.After(progressDelay):
	}
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		p.draw()
		select {
		case <-p.stop:
			fmt.Fprint(os.Stderr, "\r\x1b[K")
			return
		case <-t.C:
		}
	}
}

func (p *progress) draw() {
	done := p.done.Load()
	secs := time.Since(p.start).Seconds()
	rate := float64(done) / secs
	name := p.name
	if r := []rune(name); len(r) > 32 {
		name = "…" + string(r[len(r)-31:])
	}
	if p.total <= 0 {
		fmt.Fprintf(os.Stderr, "\r\x1b[K%s  %s  %s/s", name, humanBytes(float64(done)), humanBytes(rate))
		return
	}
	const width = 24
	frac := min(float64(done)/float64(p.total), 1)
	fill := int(frac * width)
	bar := make([]byte, width)
	for i := range bar {
		bar[i] = '.'
		if i < fill {
			bar[i] = '#'
		}
	}
	fmt.Fprintf(os.Stderr, "\r\x1b[K%s  [%s] %3.0f%%  %s / %s  %s/s",
		name, bar, 100*frac, humanBytes(float64(done)), humanBytes(float64(p.total)), humanBytes(rate))
}

func (p *progress) finish() {
	if p == nil {
		return
	}
	close(p.stop)
	p.wg.Wait()
}

// humanBytes formats n bytes with a binary unit.
func humanBytes(n float64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB"}
	i := 0
	for n >= 1024 && i < len(units)-1 {
		n /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%.0f %s", n, units[i])
	}
	return fmt.Sprintf("%.1f %s", n, units[i])
}
