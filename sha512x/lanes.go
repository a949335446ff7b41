package sha512x

import (
	"encoding/binary"
	"unsafe"
)

// BlockSize is the SHA-512 block length in bytes.
const BlockSize = 128

// A kern names a multi-lane block kernel; blocks dispatches on it.
type kern uint8

const (
	kernGeneric kern = iota // blocksGeneric, the portable twin
	kernAVX2                // blocksAVX2, four lanes
	kernAVX512              // blocksAVX512, eight lanes
)

// width is the number of lanes kernel k hashes side by side.
func (k kern) width() int {
	if k == kernAVX2 {
		return 4
	}
	return maxLanes
}

// The block kernels share one contract, that of blocksGeneric: every lane i
// hashes the n[0][i] whole blocks at p[0][i], then the n[1][i] blocks at
// p[1][i], then the n[2][i] blocks at p[2][i], into its chaining value
// h[0][i], ..., h[7][i] (the words of all lanes are interleaved so that a
// kernel loads one vector per word). A lane with no block is left unchanged,
// but p[2][i] must always address 128 readable bytes, and so must every
// p[j][i] while n[j][i] > 0. The kernels read p and n and write only h. Three
// segments per call let a lane run from a prefixed message's head block
// through its body into its padded tail without returning to Go.
const nSeg = 3

// A segment is a run of whole blocks of one lane: in the message itself, or,
// when ptr is nil, at off in the lane's buffer.
type segment struct {
	ptr *byte
	off uint64
	n   uint64
}

// lanes is the state of up to maxLanes interleaved hashes; it lives on the
// caller's stack.
type lanes struct {
	h [8][maxLanes]uint64
	p [nSeg][maxLanes]*byte
	n [nSeg][maxLanes]uint64

	// buf holds a lane's head block (the prefix and the first 64 bytes of
	// the message) at 0 and its padded tail, one or two blocks, at 128.
	buf [maxLanes][3 * BlockSize]byte

	// seg queues the segments left of each lane's message, from first.
	msg   [maxLanes]int
	seg   [maxLanes][3]segment
	first [maxLanes]uint8
	last  [maxLanes]uint8 // one past the last segment
}

var iv = [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
}

// sumLanes hashes msgs (each after its prefix, if prefixes is not nil) into
// out with kernel k, refilling every lane with the next message as soon as
// its own is hashed.
func sumLanes(k kern, out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	var s lanes
	s.h = ivLanes
	w := k.width()
	next, active := 0, 0
	for i := range w {
		if next < len(msgs) {
			s.start(i, next, prefixes, msgs)
			next++
			active++
		}
	}
	for active > 0 {
		// Every busy lane hashes m blocks: its message is at most three
		// segments, all handed to the kernel at once.
		m := ^uint64(0)
		for i := range w {
			if s.first[i] < s.last[i] {
				a := uint64(0)
				for j := s.first[i]; j < s.last[i]; j++ {
					a += s.seg[i][j].n
				}
				m = min(m, a)
			}
		}
		for i := range w {
			// Pointers into s.buf are made here rather than stored by
			// start, so that escape analysis keeps s on the stack.
			for j := range nSeg {
				s.p[j][i], s.n[j][i] = &s.buf[i][0], 0
			}
			left := m
			for j, f := 0, s.first[i]; f < s.last[i]; j, f = j+1, f+1 {
				sg := s.seg[i][f]
				if sg.ptr != nil {
					s.p[j][i] = sg.ptr
				} else {
					s.p[j][i] = &s.buf[i][sg.off]
				}
				s.n[j][i] = min(sg.n, left)
				left -= s.n[j][i]
			}
		}
		blocks(k, &s.h, &s.p, &s.n)
		for i := range w {
			f := s.first[i]
			if f == s.last[i] {
				continue
			}
			for j := range nSeg {
				c := s.n[j][i]
				if c == 0 {
					break
				}
				// s.seg is indexed rather than pointed at: a store
				// through a pointer would move s to the heap.
				sg := s.seg[i][f+uint8(j)]
				sg.n -= c
				if sg.n != 0 {
					// Never past the end of a message.
					if sg.ptr != nil {
						sg.ptr = (*byte)(unsafe.Add(unsafe.Pointer(sg.ptr), c*BlockSize))
					} else {
						sg.off += c * BlockSize
					}
				} else {
					s.first[i]++
				}
				s.seg[i][f+uint8(j)] = sg
			}
			if s.first[i] < s.last[i] {
				continue
			}
			s.output(i, &out[s.msg[i]])
			if next < len(msgs) {
				for w := range iv {
					s.h[w][i] = iv[w]
				}
				s.start(i, next, prefixes, msgs)
				next++
			} else {
				active--
			}
		}
	}
}

// ivLanes is the initial chaining value in every lane.
var ivLanes = func() (h [8][maxLanes]uint64) {
	for w := range h {
		for i := range h[w] {
			h[w][i] = iv[w]
		}
	}
	return h
}()

// start loads message j into lane i, whose chaining value the caller has set
// to iv: the head block (for a prefixed message of at least one full block),
// the body read in place, and the padded tail.
func (s *lanes) start(i, j int, prefixes [][64]byte, msgs [][]byte) {
	s.msg[i] = j
	msg := msgs[j]
	var prefix []byte
	if prefixes != nil {
		prefix = prefixes[j][:]
	}
	total := uint64(len(prefix)) + uint64(len(msg)) // the stream's length
	full := total / BlockSize                       // blocks free of padding
	q := &s.seg[i]
	n := uint8(0)
	body, skip := full, uint64(0)
	if len(prefix) != 0 && full != 0 {
		b := s.buf[i][:BlockSize]
		copy(b[copy(b, prefix):], msg)
		q[n] = segment{nil, 0, 1}
		n++
		body, skip = full-1, BlockSize-uint64(len(prefix))
	}
	if body != 0 {
		q[n] = segment{&msg[skip], 0, body}
		n++
	}
	q[n] = segment{nil, BlockSize, s.tail(i, prefix, msg, full*BlockSize, total)}
	s.first[i], s.last[i] = 0, n+1
}

// tail writes bytes from..total of the stream prefix || msg at 128 in lane
// i's buffer, followed by the SHA-512 padding, and returns the number of
// blocks, one or two.
func (s *lanes) tail(i int, prefix, msg []byte, from, total uint64) uint64 {
	b := s.buf[i][BlockSize:]
	r := 0
	if from < uint64(len(prefix)) {
		r = copy(b, prefix[from:])
		from = uint64(len(prefix))
	}
	r += copy(b[r:], msg[from-uint64(len(prefix)):])
	b[r] = 0x80
	n := uint64(1)
	if r+1+16 > BlockSize {
		n = 2
	}
	end := int(n * BlockSize)
	clear(b[r+1 : end-16])
	binary.BigEndian.PutUint64(b[end-16:], total>>61)
	binary.BigEndian.PutUint64(b[end-8:], total<<3)
	return n
}

// output writes lane i's digest.
func (s *lanes) output(i int, out *[64]byte) {
	for w := range 8 {
		binary.BigEndian.PutUint64(out[8*w:], s.h[w][i])
	}
}
