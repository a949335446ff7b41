package blake3

import (
	"encoding/binary"
	"unsafe"
)

// Sum256Batch sets out[i] to Sum256(msgs[i]) for every i, for any number of
// messages of any lengths, hashing many messages at once: one message (or
// one chunk or parent node of a message) per vector lane of the widest
// kernel, each lane refilled with the next message as soon as its own is
// done, so messages of different lengths share a kernel call. Batches too
// small to gain, and messages longer than 8 KiB, are hashed one at a time as
// Sum256 does.
//
// The messages are only read and may alias each other; out must not overlap
// any message. Sum256Batch panics if len(out) < len(msgs), a programmer
// error; it never allocates. Its time depends on the lengths of the messages
// but not on their contents.
func Sum256Batch(out [][Size]byte, msgs [][]byte) {
	if len(out) < len(msgs) {
		panic("blake3: Sum256Batch output shorter than messages")
	}
	sumBatch(out[:len(msgs)], msgs, &iv, 0)
}

// KeyedSum256Batch sets out[i] to KeyedSum256(key, msgs[i]) for every i, as
// Sum256Batch does for Sum256, with the same aliasing rules. It panics if
// key is nil or len(out) < len(msgs), programmer errors; it never
// allocates.
func KeyedSum256Batch(out [][Size]byte, key *[KeySize]byte, msgs [][]byte) {
	checkKey(key)
	if len(out) < len(msgs) {
		panic("blake3: KeyedSum256Batch output shorter than messages")
	}
	var k [8]uint32
	loadWords(k[:], key[:])
	sumBatch(out[:len(msgs)], msgs, &k, flagKeyedHash)
}

// DeriveKeyBatch sets out[i] to the 32-byte key that DeriveKey derives from
// materials[i] for context, as Sum256Batch does for Sum256, with the same
// aliasing rules; the context is hashed once. It panics if len(out) <
// len(materials), a programmer error; it never allocates.
func DeriveKeyBatch(out [][Size]byte, context string, materials [][]byte) {
	if len(out) < len(materials) {
		panic("blake3: DeriveKeyBatch output shorter than materials")
	}
	k := contextKey(context)
	sumBatch(out[:len(materials)], materials, &k, flagDeriveKeyMaterial)
}

// DeriveKeyBatch sets out[i] to the 32-byte key d.DeriveKey derives from
// materials[i], as the package-level DeriveKeyBatch does for d's context.
// It panics if len(out) < len(materials), a programmer error; it never
// allocates.
func (d *KeyDeriver) DeriveKeyBatch(out [][Size]byte, materials [][]byte) {
	if len(out) < len(materials) {
		panic("blake3: DeriveKeyBatch output shorter than materials")
	}
	sumBatch(out[:len(materials)], materials, &d.key, flagDeriveKeyMaterial)
}

// sumOne is the 32-byte digest of one message under key and the mode flags,
// as the one-shot functions compute it.
func sumOne(data []byte, key *[8]uint32, mode uint32) [Size]byte {
	if len(data) <= chunkLen {
		return sumChunk(data, key, mode)
	}
	return sumTree(data, key, mode)
}

// sumBatch sets out[i] to the digest of msgs[i] under key and mode;
// len(out) == len(msgs). The per-build manyKernel chooses the lane kernel,
// or none for a batch the one-at-a-time loop hashes faster; where the lane
// kernel's level has a group kernel (hasGroupKernel), the groups of
// one-block messages go to it (sumGroups).
func sumBatch(out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	k := manyKernel(msgs)
	if k == manyNone {
		for i, m := range msgs {
			out[i] = sumOne(m, key, mode)
		}
		return
	}
	if hasGroupKernel(k) {
		sumGroups(k, out, msgs, key, mode)
		return
	}
	sumLanes(k, out, msgs, key, mode)
}

// manyLongAvg is the average message length from which a batch of two or
// more messages gains from the lanes whatever the kernel's width: a lane
// kernel call of one block costs about what two one-block compressions do
// in the loop (docs/results/2026-12-01-blake3-many, BenchmarkSumBatchFew).
const manyLongAvg = 512

// manyLong reports a batch of at least two messages averaging manyLongAvg
// bytes or more.
func manyLong(msgs [][]byte) bool {
	if len(msgs) < 2 {
		return false
	}
	t := 0
	for _, m := range msgs {
		t += len(m)
	}
	return t >= manyLongAvg*len(msgs)
}

// A manyKern names a lane kernel; manyBlocks dispatches on it.
type manyKern uint8

const (
	manyNone   manyKern = iota // no lane kernel: loop over sumOne
	manyGen                    // manyBlocksGeneric on manyMaxLanes lanes (tests)
	manyGen4                   // manyBlocksGeneric on 4 lanes (tests)
	manySSE41                  // 4 lanes
	manyAVX2                   // 8 lanes
	manyAVX512                 // 16 lanes
	manyNEONk                  // 4 lanes
)

// width is the number of lanes kernel k runs.
func (k manyKern) width() int {
	switch k {
	case manyAVX2:
		return 8
	case manyGen4, manySSE41, manyNEONk:
		return 4
	}
	return manyMaxLanes
}

// manyMaxLanes is the widest lane count of any lane kernel.
const manyMaxLanes = 16

// manyMaxChunks is the most chunks a message may span to be hashed in the
// lanes, chunk by chunk with its parents; a longer one goes to the tree
// engine, whose chunk kernels fill their own lanes.
const manyMaxChunks = 8

// laneState is what a lane kernel reads and writes: the key, the chaining
// values of all lanes transposed (cv[w][i] is word w of lane i) and, per
// lane, the
// block counter, the flags of the first block of the call, the flags added
// to and the length of the last block of the call, where the blocks before
// the last are read (ptr) and where the last is read (last). The assembly
// kernels use the field offsets as they stand; a kernel of w lanes uses the
// first w entries of each array.
type laneState struct {
	cv     [8][manyMaxLanes]uint32 // offset 0
	ctrLo  [manyMaxLanes]uint32    // 512
	ctrHi  [manyMaxLanes]uint32    // 576
	flags  [manyMaxLanes]uint32    // 640
	fend   [manyMaxLanes]uint32    // 704
	lenEnd [manyMaxLanes]uint32    // 768
	ptr    [manyMaxLanes]*byte     // 832
	last   [manyMaxLanes]*byte     // 960
	key    [8]uint32               // 1088
}

// The lane kernels share one contract, that of manyBlocksGeneric: every
// lane i of the kernel's width compresses m >= 1 blocks into its chaining
// value, which starts as the key instead when flags[i] has the chunk-start
// or the parent flag (a new chunk or parent node): blocks j = 0..m-2 are the 64 bytes at ptr[i]+64*j, with block
// length 64; block m-1 is the 64 bytes at last[i], with block length
// lenEnd[i] and flags|fend[i]. Block 0 has flags flags[i], later blocks
// flags[i] without the chunk-start flag, all counter ctrHi[i]<<32|ctrLo[i].
// On return cv holds the new chaining values and flags[i] has lost the
// chunk-start flag; nothing else is written. Every lane computes, so every
// pointer must address readable memory: 64*(m-1) bytes at ptr[i] (when m >
// 1) and 64 at last[i]. m is at most 16.
func manyBlocksGeneric(s *laneState, m, lanes int) {
	var o [16]uint32
	for i := range lanes {
		var cv [8]uint32
		for w := range cv {
			cv[w] = s.cv[w][i]
		}
		f := s.flags[i]
		if f&(flagChunkStart|flagParent) != 0 {
			cv = s.key
		}
		ctr := uint64(s.ctrHi[i])<<32 | uint64(s.ctrLo[i])
		for j := range m {
			if j < m-1 {
				b := (*[BlockSize]byte)(unsafe.Add(unsafe.Pointer(s.ptr[i]), BlockSize*j))
				compressGeneric(&o, &cv, b, ctr, BlockSize, f)
			} else {
				compressGeneric(&o, &cv, (*[BlockSize]byte)(unsafe.Pointer(s.last[i])), ctr, s.lenEnd[i], f|s.fend[i])
			}
			cv = [8]uint32(o[:8])
			f &^= flagChunkStart
		}
		for w := range cv {
			s.cv[w][i] = cv[w]
		}
		s.flags[i] = f
	}
}

// idleBlocks is what an idle lane reads: enough zero bytes for the longest
// kernel call (16 blocks).
var idleBlocks [chunkLen]byte

// treePlan is the shape of BLAKE3's tree over c chunks (2 <= c <=
// manyMaxChunks): nodes 0..c-1 are the chunks, c..2c-2 the parents, the
// last one the root. parent[n] is node n's parent; left[p-c] and
// right[p-c] are parent p's children.
type treePlan struct {
	parent [2*manyMaxChunks - 1]int8
	left   [manyMaxChunks - 1]int8
	right  [manyMaxChunks - 1]int8
}

// treePlans[c] is the plan for c chunks.
var treePlans = func() (p [manyMaxChunks + 1]treePlan) {
	for c := 2; c <= manyMaxChunks; c++ {
		next := int8(c)
		var build func(lo, hi int) int8
		build = func(lo, hi int) int8 {
			if hi-lo == 1 {
				return int8(lo)
			}
			// The left subtree holds the largest power of two of chunks
			// that leaves at least one for the right.
			l := 1
			for 2*l < hi-lo {
				l *= 2
			}
			a, b := build(lo, lo+l), build(lo+l, hi)
			n := next
			next++
			p[c].parent[a], p[c].parent[b] = n, n
			p[c].left[int(n)-c], p[c].right[int(n)-c] = a, b
			return n
		}
		build(0, c)
	}
	return p
}()

// treeSlot holds a multi-chunk message in flight: the chaining values of
// its finished nodes and, per parent, how many children are still to come.
type treeSlot struct {
	msg     int
	chunks  int
	cv      [2*manyMaxChunks - 1][8]uint32
	pending [manyMaxChunks - 1]uint8
}

// manySlots bounds the multi-chunk messages in flight: each one but the
// message whose chunks are being handed out has a node in some lane (a
// parent starts in the lane that finished its last child), so one more than
// the lanes is enough.
const manySlots = manyMaxLanes + 1

// batch is the state of one sumLanes call; it lives on the caller's stack.
type batch struct {
	key  [8]uint32
	mode uint32
	out  [][Size]byte
	msgs [][]byte
	next int // the next message to start

	// The message whose chunks are being handed out: slot cur, chunk
	// curChunk next (cur < 0: none).
	cur      int
	curChunk int

	// Per lane: blocks left of its job, the next block in place, its last
	// block (nil for both: in the lane's tail buffer), the length and end
	// flags of that block, and what the job is: node < 0 for a one-chunk
	// message (msg), else node of slot. Pointers into b itself are made
	// only in sumLanes, so that escape analysis keeps b on the stack.
	left   [manyMaxLanes]int
	nextP  [manyMaxLanes]*byte
	lastP  [manyMaxLanes]*byte
	lenEnd [manyMaxLanes]uint32
	fend   [manyMaxLanes]uint32
	msg    [manyMaxLanes]int
	node   [manyMaxLanes]int8
	slot   [manyMaxLanes]int8

	slots [manySlots]treeSlot
	free  [manySlots]bool
}

// laneBufs is what the lane kernels read: the laneState and the lanes' tail
// buffers (a zero-padded last block, or a parent's block), which the state
// points into. It is kept apart from batch, whose pointers lead to the
// messages, so that escape analysis keeps both on the caller's stack.
type laneBufs struct {
	st   laneState
	tail [manyMaxLanes][BlockSize]byte
}

// sumLanes is sumBatch on lane kernel k.
func sumLanes(k manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	var b batch
	var l laneBufs
	b.key, b.mode, b.out, b.msgs, b.cur = *key, mode, out, msgs, -1
	l.st.key = *key
	for i := range b.free {
		b.free[i] = true
	}
	w := k.width()
	left := b.left[:w]
	active, m := 0, BlockSize // m: the fewest blocks left in a busy lane
	for i := range left {
		if b.refill(&l, i) {
			l.st.ptr[i] = l.first(&b, i)
			m = min(m, left[i])
			active++
		} else {
			b.idle(&l, i)
		}
	}
	for active > 0 {
		// Every busy lane runs m blocks: the last is its job's last block
		// where the job ends now, else the m-th of its whole blocks.
		for i, n := range left {
			if n == 0 {
				continue
			}
			if n == m {
				last := b.lastP[i]
				if last == nil {
					last = &l.tail[i][0]
				}
				l.st.last[i] = last
				l.st.fend[i] = b.fend[i]
				l.st.lenEnd[i] = b.lenEnd[i]
			} else {
				l.st.last[i] = (*byte)(unsafe.Add(unsafe.Pointer(l.st.ptr[i]), BlockSize*(m-1)))
				l.st.fend[i] = 0
				l.st.lenEnd[i] = BlockSize
			}
		}
		manyBlocks(k, &l.st, m)
		next := BlockSize
		for i, n := range left {
			if n == 0 {
				continue
			}
			if n -= m; n > 0 {
				// Still inside the job's whole blocks: never past them.
				left[i] = n
				l.st.ptr[i] = (*byte)(unsafe.Add(unsafe.Pointer(l.st.ptr[i]), BlockSize*m))
				next = min(next, n)
				continue
			}
			if b.finish(&l, i) || b.refill(&l, i) {
				l.st.ptr[i] = l.first(&b, i)
				next = min(next, left[i])
				continue
			}
			b.idle(&l, i)
			active--
		}
		m = next
	}
}

// first returns the first block of the job just started in lane i, in
// place or in the lane's tail buffer.
func (l *laneBufs) first(b *batch, i int) *byte {
	if p := b.nextP[i]; p != nil {
		return p
	}
	return &l.tail[i][0]
}

// idle points lane i at idleBlocks.
func (b *batch) idle(l *laneBufs, i int) {
	b.left[i] = 0
	l.st.ptr[i] = &idleBlocks[0]
	l.st.last[i] = &idleBlocks[0]
}

// refill starts the next chunk of the message being handed out, or the next
// message, in lane i, hashing on the spot the messages too long for the
// lanes; it reports false when no message is left.
func (b *batch) refill(l *laneBufs, i int) bool {
	if b.cur >= 0 {
		s := &b.slots[b.cur]
		data := b.msgs[s.msg]
		c := b.curChunk
		end := min(len(data), (c+1)*chunkLen)
		b.startChunk(l, i, data[c*chunkLen:end], uint64(c), flagChunkEnd)
		b.node[i], b.slot[i] = int8(c), int8(b.cur)
		if b.curChunk++; b.curChunk == s.chunks {
			b.cur = -1
		}
		return true
	}
	for b.next < len(b.msgs) {
		j := b.next
		b.next++
		data := b.msgs[j]
		if len(data) <= chunkLen {
			b.startChunk(l, i, data, 0, flagChunkEnd|flagRoot)
			b.msg[i], b.node[i] = j, -1
			return true
		}
		if len(data) > manyMaxChunks*chunkLen {
			b.out[j] = sumOne(data, &b.key, b.mode)
			continue
		}
		sl := 0
		for sl < manySlots && !b.free[sl] {
			sl++
		}
		if sl == manySlots { // not reached: see manySlots
			b.out[j] = sumOne(data, &b.key, b.mode)
			continue
		}
		b.free[sl] = false
		s := &b.slots[sl]
		s.msg = j
		s.chunks = (len(data) + chunkLen - 1) / chunkLen
		for p := range s.chunks - 1 {
			s.pending[p] = 2
		}
		b.cur, b.curChunk = sl, 0
		return b.refill(l, i)
	}
	return false
}

// startChunk starts in lane i the chunk data (0..1024 bytes; 0 only for the
// empty message) with chunk counter ctr, end flags fend on its last block.
func (b *batch) startChunk(l *laneBufs, i int, data []byte, ctr uint64, fend uint32) {
	nb := 1
	if len(data) > BlockSize {
		nb = (len(data) + BlockSize - 1) / BlockSize
	}
	tail := data[(nb-1)*BlockSize:]
	l.st.ctrLo[i], l.st.ctrHi[i] = uint32(ctr), uint32(ctr>>32)
	l.st.flags[i] = b.mode | flagChunkStart
	b.fend[i] = fend
	b.lenEnd[i] = uint32(len(tail))
	if len(tail) == BlockSize {
		b.lastP[i] = &tail[0]
	} else {
		t := &l.tail[i]
		*t = [BlockSize]byte{}
		fillBlock(t, tail)
		b.lastP[i] = nil
	}
	b.nextP[i] = nil // the tail, or set below
	if len(tail) == BlockSize {
		b.nextP[i] = &tail[0]
	}
	if nb > 1 {
		b.nextP[i] = &data[0]
	}
	b.left[i] = nb
}

// finish records the node lane i has just finished: a digest goes to out,
// a chaining value to its message's slot. When that completes a parent's
// children, the parent starts in lane i and finish reports true.
func (b *batch) finish(l *laneBufs, i int) bool {
	n := b.node[i]
	if n < 0 {
		b.putDigest(l, i, b.msg[i])
		return false
	}
	sl := int(b.slot[i])
	s := &b.slots[sl]
	root := int8(2*s.chunks - 2)
	if n == root {
		b.putDigest(l, i, s.msg)
		b.free[sl] = true
		return false
	}
	cv := &s.cv[n]
	for w := range cv {
		cv[w] = l.st.cv[w][i]
	}
	plan := &treePlans[s.chunks]
	p := plan.parent[n]
	pi := int(p) - s.chunks
	if s.pending[pi]--; s.pending[pi] != 0 {
		return false
	}
	t := &l.tail[i]
	putWords(t[:32], s.cv[plan.left[pi]][:])
	putWords(t[32:], s.cv[plan.right[pi]][:])
	l.st.ctrLo[i], l.st.ctrHi[i] = 0, 0
	l.st.flags[i] = b.mode | flagParent
	b.fend[i] = 0
	if p == root {
		b.fend[i] = flagRoot
	}
	b.lenEnd[i] = BlockSize
	b.lastP[i], b.nextP[i] = nil, nil
	b.left[i] = 1
	b.node[i] = p
	return true
}

// putDigest writes lane i's chaining value, a root's first 32 output bytes,
// to out[j].
func (b *batch) putDigest(l *laneBufs, i, j int) {
	d := &b.out[j]
	for w := range 8 {
		binary.LittleEndian.PutUint32(d[4*w:], l.st.cv[w][i])
	}
}
