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
	return MaxLanes
}

// The block kernels share one contract, that of blocksGeneric: for every lane
// i with n[i] > 0, hash the n[i] whole blocks at p[i] into the chaining value
// h[0][i], ..., h[7][i] (the words of all lanes are interleaved so that a
// kernel loads one vector per word). Lanes with n[i] == 0 are left unchanged,
// but p[i] must still address 128 readable bytes. The kernels read p and n
// and write only h.

// lanes is the state of up to MaxLanes interleaved hashes; it lives on the
// caller's stack.
type lanes struct {
	h   [8][MaxLanes]uint64
	p   [MaxLanes]*byte // nil between advance and the kernel call: &buf[i][0]
	n   [MaxLanes]uint64
	buf [MaxLanes][2 * BlockSize]byte // a lane's head block or its padded tail

	// Per lane bookkeeping for the driver.
	msg   [MaxLanes]int    // index of the message in the lane
	stage [MaxLanes]uint8  // next segment to set up: stageHead, ...
	left  [MaxLanes]uint64 // blocks left in the current segment
}

// The segments of one message, hashed in this order; any may be empty.
const (
	stageHead = iota // prefix || msg[:64], from buf (prefixed form only)
	stageBody        // whole blocks read in place from the message
	stageTail        // the last partial block and the padding, from buf
	stageDone        // the digest is ready
)

var iv = [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
}

// sumLanes hashes msgs (each after its prefix, if prefixes is not nil) into
// out with kernel k, keeping every lane busy until the messages run out.
func sumLanes(k kern, out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	var s lanes
	w := k.width()
	next, active := 0, 0
	for i := 0; i < w; i++ {
		if next < len(msgs) {
			s.start(i, next)
			next++
			s.advance(i, prefixes, msgs)
			active++
		} else {
			s.idle(i)
		}
	}
	for active > 0 {
		m := ^uint64(0)
		for i := 0; i < w; i++ {
			if s.left[i] != 0 && s.left[i] < m {
				m = s.left[i]
			}
		}
		for i := 0; i < w; i++ {
			if s.left[i] != 0 {
				s.n[i] = m
			} else {
				s.n[i] = 0
			}
			if s.p[i] == nil {
				// Set here rather than in advance, so that escape
				// analysis keeps s on the stack.
				s.p[i] = &s.buf[i][0]
			}
		}
		blocks(k, &s.h, &s.p, &s.n)
		for i := 0; i < w; i++ {
			if s.n[i] == 0 {
				continue
			}
			s.left[i] -= m
			if s.left[i] != 0 {
				s.p[i] = (*byte)(unsafe.Add(unsafe.Pointer(s.p[i]), m*BlockSize))
				continue
			}
			s.advance(i, prefixes, msgs)
			if s.stage[i] != stageDone+1 {
				continue
			}
			s.output(i, &out[s.msg[i]])
			if next < len(msgs) {
				s.start(i, next)
				next++
				s.advance(i, prefixes, msgs)
			} else {
				s.idle(i)
				active--
			}
		}
	}
}

// start loads message j into lane i.
func (s *lanes) start(i, j int) {
	for w := range iv {
		s.h[w][i] = iv[w]
	}
	s.msg[i] = j
	s.stage[i] = stageHead
}

// idle parks lane i on its own buffer, which is always readable.
func (s *lanes) idle(i int) {
	s.p[i] = nil
	s.left[i] = 0
	s.stage[i] = stageDone + 1
}

// advance sets lane i up for the next non-empty segment of its message, or
// moves it past stageDone when the message is fully hashed.
func (s *lanes) advance(i int, prefixes [][64]byte, msgs [][]byte) {
	j := s.msg[i]
	msg := msgs[j]
	var prefix []byte
	if prefixes != nil {
		prefix = prefixes[j][:]
	}
	total := uint64(len(prefix)) + uint64(len(msg)) // the stream's length
	full := total / BlockSize                       // blocks free of padding
	for {
		st := s.stage[i]
		s.stage[i]++
		switch st {
		case stageHead:
			if len(prefix) == 0 || full == 0 {
				continue
			}
			// The prefix and the first 64 bytes of the message.
			b := s.buf[i][:BlockSize]
			copy(b[copy(b, prefix):], msg)
			s.p[i], s.left[i] = nil, 1 // nil: the lane's buffer
			return
		case stageBody:
			skip := uint64(0) // message bytes already in the head block
			n := full
			if len(prefix) != 0 {
				if full == 0 {
					continue
				}
				skip, n = BlockSize-uint64(len(prefix)), full-1
			}
			if n == 0 {
				continue
			}
			s.p[i], s.left[i] = &msg[skip], n
			return
		case stageTail:
			s.p[i], s.left[i] = nil, s.tail(i, prefix, msg, full*BlockSize, total)
			return
		default:
			return
		}
	}
}

// tail writes bytes from..total of the stream prefix || msg into lane i's
// buffer followed by the SHA-512 padding, and returns the number of blocks,
// one or two.
func (s *lanes) tail(i int, prefix, msg []byte, from, total uint64) uint64 {
	b := &s.buf[i]
	r := 0
	if from < uint64(len(prefix)) {
		r = copy(b[:], prefix[from:])
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
