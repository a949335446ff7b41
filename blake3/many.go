package blake3

import (
	"encoding/binary"
	"unsafe"
)

// Sum256Batch sets out[i] to Sum256(msgs[i]) for every i, for any number of
// messages of any lengths, hashing many messages at once: one chunk of a
// message per vector lane of the widest kernel, the chunks of a run of
// messages longest first, each lane refilled as soon as its chunk is done,
// so messages of different lengths share a kernel call; then the parent
// nodes of those messages together on the parent kernel. Batches too small
// to gain, and messages longer than 8 KiB, are hashed one at a time as
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

// manyBlocksAtLeast reports whether msgs hold at least least blocks, each
// message counting one at least (an empty one is a block); it reads no
// further than it needs.
func manyBlocksAtLeast(msgs [][]byte, least int) bool {
	t := 0
	for _, m := range msgs {
		if t >= least {
			return true
		}
		t += max(1, (len(m)+BlockSize-1)/BlockSize)
	}
	return t >= least
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

// putLaneCV writes lane i's chaining value to out[:32].
func putLaneCV(out []byte, s *laneState, i int) {
	for w := range 8 {
		binary.LittleEndian.PutUint32(out[4*w:], s.cv[w][i])
	}
}

// idleBlocks is what an idle lane reads: enough zero bytes for the longest
// kernel call (16 blocks).
var idleBlocks [chunkLen]byte

// treePlan is the shape of BLAKE3's tree over c chunks (2 <= c <=
// manyMaxChunks): nodes 0..c-1 are the chunks, c..2c-2 the parents, the
// last one the root. For parent p, left[p-c] and right[p-c] are its
// children, lo[p-c] and mid[p-c] the first chunks under it and under its
// right child, and height[p-c] its distance from the chunks (1 above two
// chunks, at most manyMaxHeight).
type treePlan struct {
	left, right [manyMaxChunks - 1]int8
	lo, mid     [manyMaxChunks - 1]int8
	height      [manyMaxChunks - 1]int8
}

// manyMaxHeight is the height of the root over manyMaxChunks chunks.
const manyMaxHeight = 3

// treePlans[c] is the plan for c chunks.
var treePlans = func() (p [manyMaxChunks + 1]treePlan) {
	for c := 2; c <= manyMaxChunks; c++ {
		t := &p[c]
		next := int8(c)
		var build func(lo, hi int) (node, height int8)
		build = func(lo, hi int) (int8, int8) {
			if hi-lo == 1 {
				return int8(lo), 0
			}
			// The left subtree holds the largest power of two of chunks
			// that leaves at least one for the right.
			l := 1
			for 2*l < hi-lo {
				l *= 2
			}
			a, ha := build(lo, lo+l)
			b, hb := build(lo+l, hi)
			n := next
			next++
			i := int(n) - c
			t.left[i], t.right[i] = a, b
			t.lo[i], t.mid[i] = int8(lo), int8(lo+l)
			t.height[i] = max(ha, hb) + 1
			return n, t.height[i]
		}
		build(0, c)
	}
	return p
}()

// The lane scheduler. sumLanes takes the messages in windows of at most
// manyWindow chunks. A window's chunks are the lanes' jobs, longest first
// (so that lanes that start together tend to end together, and a kernel
// call runs many steps), each lane taking the next job as soon as its own
// is done. A one-chunk message's chunk is its root, whose digest goes
// straight to out; the chunks of longer messages leave their chaining
// values in the window's table, and once the window's chunks are all done
// their parents are hashed a height at a time with the parent kernel,
// every message's parents of that height together (roots apart: they take
// the root flag), each parent's chaining value taking the place of its
// left child's, the first chunk under it.

// manyWindow is the most chunks a window holds.
const manyWindow = 128

// manyWindowSpan bounds the messages a window spans (those hashed on the
// spot among them), so that a message's index in it fits laneJob.msg;
// tests lower it.
var manyWindowSpan = 1 << 30

// manyParents is the most parents hashed in one parent kernel call.
const manyParents = manyMaxLanes

// laneJob is one chunk of a window: chunk chunk (nb blocks) of the
// window's message msg (counted from its first, batch.from), whose
// chaining value goes to cv[slot] of the window, or, for a message of one
// chunk (slot < 0), whose digest goes to the message's out.
type laneJob struct {
	msg   int32
	slot  int16
	chunk int8
	nb    int8
}

// treeMsg is a window's message (msg, counted as laneJob's) of two or more
// chunks, whose chunks' (and then parents') chaining values are the
// window's cv[base:base+chunks].
type treeMsg struct {
	msg    int32
	base   int16
	chunks int8
}

// windowBufs is a window: its jobs, in message order and longest first,
// and the buffers of its messages of more than one chunk, if it may take
// any.
type windowBufs struct {
	jobs, sorted [manyWindow]laneJob
	n            int
	uniform      bool      // the jobs are all of one length: sorted is not made
	tree         *treeBufs // nil: the batch's messages are all of one chunk
}

// treeBufs is what a window's messages of more than one chunk need: the
// messages, their chaining values, and the parent kernel's input and
// output. A batch of one-chunk messages does without it (sumLanes), so
// that a small batch does not clear its 6 KiB.
type treeBufs struct {
	trees  [manyWindow / 2]treeMsg
	nt     int
	cv     [manyWindow][32]byte
	blocks [manyParents * BlockSize]byte
	out    [manyParents * 32]byte
	to     [manyParents]int32 // where each parent's output goes: a cv slot, or a root's message
}

// batch is the state of one sumLanes call; it lives on the caller's stack.
type batch struct {
	key  [8]uint32
	mode uint32
	out  [][Size]byte
	msgs [][]byte
	from int // the window's first message

	// Per lane: blocks left of its job, the next block in place, its last
	// block (nil for both: in the lane's tail buffer), the length and end
	// flags of that block, and the job. Pointers into b itself are made
	// only in sumLanes, so that escape analysis keeps b on the stack.
	left   [manyMaxLanes]int
	nextP  [manyMaxLanes]*byte
	lastP  [manyMaxLanes]*byte
	lenEnd [manyMaxLanes]uint32
	fend   [manyMaxLanes]uint32
	job    [manyMaxLanes]laneJob
}

// laneBufs is what the lane kernels read: the laneState and the lanes' tail
// buffers (a zero-padded last block), which the state points into. It is
// kept apart from batch, whose pointers lead to the messages, so that
// escape analysis keeps both on the caller's stack.
type laneBufs struct {
	st   laneState
	tail [manyMaxLanes][BlockSize]byte
}

// manyFlatMax is the most messages sumLanes scans for one longer than a
// chunk to decide that a batch needs no treeBufs: one window's worth.
const manyFlatMax = manyWindow

// sumLanes is sumBatch on lane kernel k, with treeBufs for the windows
// unless the batch is at most manyFlatMax messages of one chunk each. The
// pointers into l itself (the tail buffers) are made only here, so that
// escape analysis keeps l on the stack.
func sumLanes(k manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	var w windowBufs
	if len(msgs) > manyFlatMax || !oneChunkEach(msgs) {
		var t treeBufs
		w.tree = &t
	}
	var b batch
	var l laneBufs
	b.key, b.mode, b.out, b.msgs = *key, mode, out, msgs
	l.st.key = *key
	left := b.left[:k.width()]
	for j := 0; j < len(msgs); {
		j = b.fill(k, &w, j)
		// The window's chunks, each lane taking the next job.
		jobs := &w.sorted
		if w.uniform {
			jobs = &w.jobs
		}
		next := 0
		active, m := 0, BlockSize // m: the fewest blocks left in a busy lane
		for i := range left {
			if next < w.n {
				b.start(&l, i, jobs[next])
				next++
				l.st.ptr[i] = l.first(&b, i)
				m = min(m, left[i])
				active++
			} else {
				b.idle(&l, i)
			}
		}
		for active > 0 {
			// Every busy lane runs m blocks: the last is its job's last
			// block where the job ends now, else the m-th of its whole
			// blocks.
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
			nextM := BlockSize
			for i, n := range left {
				if n == 0 {
					continue
				}
				if n -= m; n > 0 {
					// Still inside the job's whole blocks: never past them.
					left[i] = n
					l.st.ptr[i] = (*byte)(unsafe.Add(unsafe.Pointer(l.st.ptr[i]), BlockSize*m))
					nextM = min(nextM, n)
					continue
				}
				b.finish(&l, &w, i)
				if next < w.n {
					b.start(&l, i, jobs[next])
					next++
					l.st.ptr[i] = l.first(&b, i)
					nextM = min(nextM, left[i])
					continue
				}
				b.idle(&l, i)
				active--
			}
			m = nextM
		}
		if w.tree != nil && w.tree.nt > 0 {
			b.parents(k, w.tree)
		}
	}
}

// hashedAlone reports whether sumLanes on lane kernel k hashes a message of
// n > chunkLen bytes on the spot (sumOne) rather than in the lanes: too long
// for them, or whole chunks filling whole calls where that is faster
// (manyWholeChunks).
func hashedAlone(k manyKern, n int) bool {
	return n > manyMaxChunks*chunkLen || manyWholeChunks(k) && wholeChunkCalls(n, k)
}

// wholeChunkCalls reports whether a message of n bytes is whole chunks
// that fill whole calls of lane kernel k's width: a multiple of its width
// in KiB.
func wholeChunkCalls(n int, k manyKern) bool {
	return n > 0 && n%(k.width()*chunkLen) == 0
}

// oneChunkEach reports whether every message of msgs is one chunk long at
// most.
func oneChunkEach(msgs [][]byte) bool {
	for _, m := range msgs {
		if len(m) > chunkLen {
			return false
		}
	}
	return true
}

// fill makes w the window of the messages from j on, as many as fit,
// hashing on the spot those too long for lane kernel k's lanes and those
// whose chunks fill whole calls of k's chunk kernel (manyWholeChunks); it
// returns the first message it left out. A message of more than one chunk
// needs w.tree.
func (b *batch) fill(k manyKern, w *windowBufs, j int) int {
	b.from = j
	n, nt := 0, 0
	nb0, mixed := -1, 0 // the first job's length; nonzero once two differ
	jobs := &w.jobs
	for ; j < len(b.msgs) && j-b.from < manyWindowSpan; j++ {
		data := b.msgs[j]
		if len(data) <= chunkLen { // one chunk, the root: the common case
			if n == manyWindow {
				break
			}
			nb := max(1, (len(data)+BlockSize-1)/BlockSize)
			if nb0 < 0 {
				nb0 = nb
			}
			jobs[n] = laneJob{msg: int32(j - b.from), slot: -1, nb: int8(nb)}
			mixed |= nb ^ nb0
			n++
			continue
		}
		if hashedAlone(k, len(data)) {
			b.out[j] = sumOne(data, &b.key, b.mode)
			continue
		}
		c := (len(data) + chunkLen - 1) / chunkLen
		if n+c > manyWindow {
			break
		}
		w.tree.trees[nt] = treeMsg{msg: int32(j - b.from), base: int16(n), chunks: int8(c)}
		nt++
		if nb0 < 0 {
			nb0 = chunkLen / BlockSize
		}
		for ch := range c {
			nb := (min(len(data)-ch*chunkLen, chunkLen) + BlockSize - 1) / BlockSize
			jobs[n] = laneJob{msg: int32(j - b.from), slot: int16(n), chunk: int8(ch), nb: int8(nb)}
			mixed |= nb ^ nb0
			n++
		}
	}
	w.n = n
	if w.tree != nil {
		w.tree.nt = nt
	}
	if w.uniform = mixed == 0; w.uniform {
		return j
	}
	// A counting sort, longest first, in message order within a length.
	var at [chunkLen/BlockSize + 1]int // jobs by block count, 1..16
	for _, jb := range jobs[:n] {
		at[jb.nb]++
	}
	for nb, pos := len(at)-1, 0; nb > 0; nb-- {
		at[nb], pos = pos, pos+at[nb]
	}
	for _, jb := range jobs[:n] {
		w.sorted[at[jb.nb]] = jb
		at[jb.nb]++
	}
	return j
}

// start starts job jb in lane i.
func (b *batch) start(l *laneBufs, i int, jb laneJob) {
	b.job[i] = jb
	data := b.msgs[b.from+int(jb.msg)]
	if jb.slot < 0 {
		b.startChunk(l, i, data, 0, flagChunkEnd|flagRoot)
		return
	}
	lo := int(jb.chunk) * chunkLen
	b.startChunk(l, i, data[lo:min(len(data), lo+chunkLen)], uint64(jb.chunk), flagChunkEnd)
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

// finish records the chunk lane i has just finished: a one-chunk message's
// digest, else the chunk's chaining value in the window's table.
func (b *batch) finish(l *laneBufs, w *windowBufs, i int) {
	jb := b.job[i]
	if jb.slot < 0 {
		putLaneCV(b.out[b.from+int(jb.msg)][:], &l.st, i) // a root's first 32 output bytes
		return
	}
	putLaneCV(w.tree.cv[jb.slot][:], &l.st, i)
}

// parents hashes the window's parent nodes, a height at a time (every
// parent's children are below it), the roots of each height after the
// others, with the parent kernel of k's level (the generic one for the
// generic twins). Parents of one height cover disjoint chunks, so each
// takes its left child's place in cv without disturbing another's.
func (b *batch) parents(k manyKern, w *treeBufs) {
	for h := int8(1); h <= manyMaxHeight; h++ {
		for _, root := range [2]bool{false, true} {
			n := 0
			for _, tm := range w.trees[:w.nt] {
				c := int(tm.chunks)
				t := &treePlans[c]
				for i := range c - 1 {
					if t.height[i] != h || (i == c-2) != root {
						continue
					}
					if n == manyParents {
						b.hashParents(k, w, n, root)
						n = 0
					}
					lo, mid := int(tm.base)+int(t.lo[i]), int(tm.base)+int(t.mid[i])
					blk := w.blocks[BlockSize*n : BlockSize*n+BlockSize]
					copy(blk[:32], w.cv[lo][:])
					copy(blk[32:], w.cv[mid][:])
					w.to[n] = int32(lo)
					if root {
						w.to[n] = tm.msg
					}
					n++
				}
			}
			if n > 0 {
				b.hashParents(k, w, n, root)
			}
		}
	}
}

// hashParents hashes the n parent blocks of w.blocks, writing each output
// to its w.to: a slot of w.cv, or, for roots, a digest of out.
func (b *batch) hashParents(k manyKern, w *treeBufs, n int, root bool) {
	flags := b.mode
	if root {
		flags |= flagRoot
	}
	in, out := w.blocks[:BlockSize*n], w.out[:32*n]
	if k == manyGen || k == manyGen4 {
		hashParentsGeneric(in, &b.key, flags, out)
	} else {
		hashParents(in, &b.key, flags, out)
	}
	for q := range n {
		cv := [32]byte(out[32*q : 32*q+32])
		if root {
			b.out[b.from+int(w.to[q])] = cv
		} else {
			w.cv[w.to[q]] = cv
		}
	}
}
