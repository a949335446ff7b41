package main

import (
	"io"
	"sync/atomic"
)

const (
	overlapBufLen = 1 << 20
	overlapBufs   = 3
)

// overlapWriter passes the bytes written to it, in order, to a goroutine
// that writes them to w in pieces of overlapBufLen bytes, so that the
// caller's next work (verifying the next subtree) overlaps the write system
// calls. Write copies p and returns len(p) unless an earlier write to w has
// failed; Close writes what is left and returns w's first error. It holds
// at most overlapBufs buffers. Write and Close are for one goroutine.
type overlapWriter struct {
	w      io.Writer
	cur    []byte
	free   chan []byte
	full   chan []byte
	done   chan struct{}
	err    error // w's first error, set by the goroutine before failed
	failed atomic.Bool
}

// writeOverlapped runs write to an overlapWriter over w and closes it:
// write's error, or else w's first.
func writeOverlapped(w io.Writer, write func(io.Writer) error) error {
	o := newOverlapWriter(w)
	err := write(o)
	if cerr := o.Close(); err == nil {
		err = cerr
	}
	return err
}

func newOverlapWriter(w io.Writer) *overlapWriter {
	o := &overlapWriter{w: w, free: make(chan []byte, overlapBufs), full: make(chan []byte, overlapBufs), done: make(chan struct{})}
	for range overlapBufs {
		o.free <- make([]byte, 0, overlapBufLen)
	}
	o.cur = <-o.free
	go o.run()
	return o
}

func (o *overlapWriter) run() {
	defer close(o.done)
	for b := range o.full {
		if o.err == nil {
			if _, err := o.w.Write(b); err != nil {
				o.err = err
				o.failed.Store(true)
			}
		}
		o.free <- b[:0]
	}
}

func (o *overlapWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if o.failed.Load() {
			return n - len(p), o.err
		}
		k := copy(o.cur[len(o.cur):cap(o.cur)], p)
		o.cur, p = o.cur[:len(o.cur)+k], p[k:]
		if len(o.cur) == cap(o.cur) {
			o.full <- o.cur
			o.cur = <-o.free
		}
	}
	return n, nil
}

// Close writes the bytes still buffered, waits for the goroutine and
// returns w's first error. It does not close w.
func (o *overlapWriter) Close() error {
	if len(o.cur) > 0 {
		o.full <- o.cur
	}
	close(o.full)
	<-o.done
	return o.err
}
