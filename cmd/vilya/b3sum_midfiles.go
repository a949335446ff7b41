package main

import (
	"io"
	"os"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

// Files from parallelMin up to probeFileMin bytes are too short for the
// read-or-map probes inside a file (hashMappedOrRead), yet where many are
// hashed, how each is brought in decides much of the time. A mapping of a
// file whose page cache is in small folios faults every 64 KiB or so, and
// munmap then tears down every 4 KiB page (on one core below
// splitUnmapMin) while the other cores wait for the next file; reading
// copies the file instead, on every core. Which costs less differs between
// machines, so such files are probed whole.
//
// Each mapped file counts the process's minor faults while it is hashed.
// One mapped in 2 MiB pages (at least hugeMapBytes a fault) starts no
// probes, since such mappings cost little to set up and tear down, and
// neither does the process's first file (its faults include those of the
// first shared call's helpers and buffers). After the first other file
// mapped in small pages, the next files go the ways midOrder lists: the
// first two untimed, while the multi-core engine sets its baselines and
// the read buffers fault in, the rest timed per byte from the mapping or
// the first read to the end of munmap. Every later file takes the way
// whose least time per byte was less. A timed read that took 5/4 of the
// mapping's least time or more ends the probes at once, so that where
// reading loses by much it costs one file. Measurements:
// docs/results/2026-12-06-cli-b3sum-mid-files-zen3.
type midFiles struct {
	mode    int        // modeUnknown until decided
	first   bool       // the process's first file has been noted
	probing bool       // a file mapped in small pages has been seen
	k       int        // files since, up to len(midOrder)
	least   [2]float64 // least timed ns per byte: mapped, read
}

// midOrder lists the ways of the files after the first one mapped in small
// pages, and which of them are timed.
var midOrder = [...]struct {
	mode  int
	timed bool
}{
	{modeMap, false}, {modeRead, false},
	{modeMap, true}, {modeRead, true},
	{modeMap, true}, {modeRead, true},
	{modeMap, true}, {modeRead, true},
}

// next returns how the next file is to be brought in: modeMap or modeRead.
func (m *midFiles) next() int {
	switch {
	case m.mode != modeUnknown:
		return m.mode
	case m.probing:
		return midOrder[m.k].mode
	}
	return modeMap
}

// note records that a file of size bytes was hashed in d, read (way
// modeRead) or mapped (modeMap, with faults minor faults, -1 when not
// counted).
func (m *midFiles) note(way int, size int64, d time.Duration, faults int64) {
	switch {
	case m.mode != modeUnknown:
		return
	case !m.probing:
		m.probing = m.first && way == modeMap && (faults < 0 || faults*hugeMapBytes > size)
		m.first = true
		return
	}
	o := midOrder[m.k]
	m.k++
	if o.timed {
		i := 0
		if way == modeRead {
			i = 1
		}
		if r := float64(d) / float64(size); m.least[i] == 0 || r < m.least[i] {
			m.least[i] = r
		}
		if i == 1 && 4*m.least[1] >= 5*m.least[0] {
			m.mode = modeMap
			return
		}
	}
	if m.k == len(midOrder) {
		m.mode = modeMap
		if m.least[1] < m.least[0] {
			m.mode = modeRead
		}
	}
}

// hashMidFile appends a regular file of size bytes, parallelMin <= size <
// probeFileMin, open as f and readable through r, to h on c.workers cores,
// mapped or read as c.mid says; where mapping fails it is read.
func (c *b3sumCmd) hashMidFile(h *blake3.Hasher, f *os.File, r io.ReaderAt, size int64, p *progress) error {
	start := time.Now()
	if c.mid.next() == modeMap {
		data, unmap, err := mapFile(f, size, c.workers)
		if err != nil {
			// Read, and tells nothing.
			return h.WriteReaderAt(r, 0, size, c.workers)
		}
		before := minorFaults()
		hashMapped(h, data, c.workers, p)
		faults := minorFaults()
		unmap()
		if before < 0 || faults < 0 {
			faults = -1
		} else {
			faults -= before
		}
		c.mid.note(modeMap, size, time.Since(start), faults)
		return nil
	}
	if err := h.WriteReaderAt(r, 0, size, c.workers); err != nil {
		return err
	}
	c.mid.note(modeRead, size, time.Since(start), -1)
	return nil
}
