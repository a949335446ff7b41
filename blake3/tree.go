package blake3

import "math/bits"

// maxBatchChunks is the most chunks the tree engine hands the chunk kernel
// in one call, and so the size of the leaf subtrees it reduces in one piece.
const maxBatchChunks = 64

// output is a node whose final compression has not been done yet: the root
// (extended output, root flag) or a node that becomes a chaining value.
type output struct {
	cv       [8]uint32
	block    [BlockSize]byte
	counter  uint64
	blockLen uint32
	flags    uint32
}

// chainingValue returns the node's chaining value: the first eight words of
// its compression, without the root flag.
func (o *output) chainingValue() [8]uint32 {
	var w [16]uint32
	compress(&w, &o.cv, &o.block, o.counter, o.blockLen, o.flags)
	return [8]uint32(w[:8])
}

// rootBlocks writes len(out)/64 whole root output blocks, starting with block
// number counter.
func (o *output) rootBlocks(out []byte, counter uint64) {
	xof(out, &o.cv, &o.block, counter, o.blockLen, o.flags|flagRoot)
}

// root32 returns the first 32 bytes of the root output.
func (o *output) root32() (d [32]byte) {
	var w [16]uint32
	compress(&w, &o.cv, &o.block, 0, o.blockLen, o.flags|flagRoot)
	putWords(d[:], w[:8])
	return d
}

// parentOutput returns the parent node of chaining values left and right.
func parentOutput(left, right *[8]uint32, key *[8]uint32, flags uint32) output {
	o := output{cv: *key, blockLen: BlockSize, flags: flags | flagParent}
	putWords(o.block[:32], left[:])
	putWords(o.block[32:], right[:])
	return o
}

// chunkOutput compresses all but the last block of one chunk (0..1024 bytes;
// 0 only for the empty input) and returns the output of its last block.
func chunkOutput(in []byte, key *[8]uint32, counter uint64, flags uint32) output {
	o := output{cv: *key, counter: counter, flags: flags | flagChunkStart}
	if len(in) > BlockSize {
		n := (len(in) - 1) / BlockSize * BlockSize
		compressChain(&o.cv, in[:n], counter, o.flags)
		o.flags &^= flagChunkStart
		in = in[n:]
	}
	fillBlock(&o.block, in)
	o.blockLen = uint32(len(in))
	o.flags |= flagChunkEnd
	return o
}

// numChunks returns how many chunks a piece of n bytes spans (at least one).
func numChunks(n int) int {
	if n <= chunkLen {
		return 1
	}
	return (n + chunkLen - 1) / chunkLen
}

// batchOutput returns the output of the top node of the subtree over in,
// which spans at most maxBatchChunks chunks starting at chunk counter; only
// its last chunk may be partial, and in is empty only for the empty message.
func batchOutput(in []byte, key *[8]uint32, counter uint64, flags uint32) output {
	if len(in) <= chunkLen {
		return chunkOutput(in, key, counter, flags)
	}
	o := output{cv: *key, blockLen: BlockSize, flags: flags | flagParent}
	batchTop(in, key, counter, flags, &o.block)
	return o
}

// batchTop sets top to the block of the top node, a parent, of the subtree
// over in, which is as batchOutput describes it and spans more than one
// chunk. All whole chunks go to the chunk kernel in one call and every tree
// level to the parent kernel in one call. Pairing neighbours level by level,
// an odd last node moving up unchanged, builds exactly BLAKE3's
// left-complete tree. Where the per-build shortcut batchTopRows applies,
// it calls the kernels of that route directly instead.
//
// The chaining-value scratch is sized by tier, because Go zeroes it on every
// call: for a 4 KiB input, zeroing the 64-chunk scratch cost more than the
// parent compressions.
func batchTop(in []byte, key *[8]uint32, counter uint64, flags uint32, top *[BlockSize]byte) {
	if batchTopRows(top, in, key, counter, flags) {
		return
	}
	switch n := len(in); {
	case n <= 4*chunkLen:
		var a [4 * 32]byte
		var b [2 * 32]byte
		reduceBatch(in, key, counter, flags, a[:], b[:], top)
	case n <= 16*chunkLen:
		var a [16 * 32]byte
		var b [8 * 32]byte
		reduceBatch(in, key, counter, flags, a[:], b[:], top)
	default:
		var a [maxBatchChunks * 32]byte
		var b [maxBatchChunks * 16]byte
		reduceBatch(in, key, counter, flags, a[:], b[:], top)
	}
}

// sumTree returns the 32-byte digest of a message of more than one chunk
// under key and the mode flags.
func sumTree(in []byte, key *[8]uint32, flags uint32) [Size]byte {
	if len(in) <= maxBatchChunks*chunkLen {
		return batchRoot(in, key, flags)
	}
	o := treeOutput(in, key, 0, flags)
	return o.root32()
}

// batchRoot returns the first 32 bytes of the root output of a message that
// spans more than one chunk and at most maxBatchChunks: batchOutput's root
// without building its node. Two to four whole chunks, or a power of two,
// may take the per-build shortcut sumChunksRows.
func batchRoot(in []byte, key *[8]uint32, flags uint32) (d [Size]byte) {
	if sumChunksRows(&d, in, key, flags) {
		return d
	}
	var top [BlockSize]byte
	batchTop(in, key, 0, flags, &top)
	var w [16]uint32
	compress(&w, key, &top, 0, BlockSize, flags|flagParent|flagRoot)
	putWords(d[:], w[:8])
	return d
}

// reduceBatch is batchTop with scratch a and b of 32 and 16 bytes per chunk.
// Two chunks' chaining values are written straight into top.
func reduceBatch(in []byte, key *[8]uint32, counter uint64, flags uint32, a, b []byte, top *[BlockSize]byte) {
	n := numChunks(len(in))
	if n == 2 {
		a = top[:]
	}
	whole := len(in) / chunkLen
	nb := (len(in) - whole*chunkLen + BlockSize - 1) / BlockSize // the partial chunk's blocks
	switch k, j := tailLanes(whole, nb); {
	case whole == n:
		hashChunks(in, key, counter, flags, a)
	case hashChunksTailRows(in, key, counter, flags, a):
		// Done: one to three whole chunks and the partial one hashed in
		// one call of the row kernel.
	case hashChunksTailX(in, key, counter, flags, a):
		// Done: the last whole chunks and the partial one in one call of
		// the 8- or 16-lane chunk kernel.
	case k != manyNone:
		// The partial chunk beside the last j whole ones.
		s := whole - j
		hashChunks(in[:s*chunkLen], key, counter, flags, a)
		hashChunksTail(k, in[s*chunkLen:], key, counter+uint64(s), flags, a[32*s:])
	default:
		hashChunks(in[:whole*chunkLen], key, counter, flags, a)
		last := chunkOutput(in[whole*chunkLen:], key, counter+uint64(whole), flags)
		cv := last.chainingValue()
		putWords(a[32*whole:], cv[:])
	}
	if n > 2 {
		reduceCVs(a, b, n, key, flags, top)
	}
}

// reduceCVs sets top to the block of the top node over the n > 2 chaining
// values in cur (32 bytes each), pairing neighbours level by level with the
// parent kernel, an odd last node moving up unchanged; next is scratch of
// 16 bytes per value. Both are overwritten. The level that leaves two
// values writes them straight into top, with no pass through words
// (docs/results/2026-12-01-blake3-tree-top measures the difference).
func reduceCVs(cur, next []byte, n int, key *[8]uint32, flags uint32, top *[BlockSize]byte) {
	for {
		pairs := n / 2
		n = (n + 1) / 2
		dst := next
		if n == 2 {
			dst = top[:]
		}
		hashParents(cur[:64*pairs], key, flags, dst)
		if pairs < n { // an odd last value moves up
			copy(dst[32*pairs:32*pairs+32], cur[64*pairs:])
		}
		if n == 2 {
			return
		}
		cur, next = next, cur
	}
}

// subtreeCV returns the chaining value of the complete subtree over in, a
// power-of-two number of whole chunks starting at chunk counter (a multiple
// of that number). It is never the root.
func subtreeCV(in []byte, key *[8]uint32, counter uint64, flags uint32) [8]uint32 {
	if len(in) == chunkLen {
		var cv [32]byte
		hashChunks(in, key, counter, flags, cv[:])
		var w [8]uint32
		loadWords(w[:], cv[:])
		return w
	}
	o := subtreeOutput(in, key, counter, flags)
	return o.chainingValue()
}

// subtreeOutput returns the output of the top node of the complete subtree
// over in, as subtreeCV describes it, before its final compression.
func subtreeOutput(in []byte, key *[8]uint32, counter uint64, flags uint32) output {
	if len(in) <= maxBatchChunks*chunkLen {
		return batchOutput(in, key, counter, flags)
	}
	var cvs [wideCVs * 32]byte
	var tmp [wideCVs * 16]byte
	subtreeCVs(in, key, counter, flags, cvs[:])
	o := output{cv: *key, blockLen: BlockSize, flags: flags | flagParent}
	reduceCVs(cvs[:], tmp[:], wideCVs, key, flags, &o.block)
	return o
}

// wideCVs is how many chaining values subtreeCVs returns: a full batch for
// the widest parent kernel, and maxBatchChunks/4.
const wideCVs = 16

// subtreeCVs writes to out[:32*wideCVs] the chaining values of the wideCVs
// nodes on one level of the complete subtree over in, which is as
// subtreeCV describes it and spans more than maxBatchChunks chunks. Every
// tree level below them is hashed in batches of at least wideCVs parents, so
// the narrow levels near the top of a large subtree, whose kernel calls cost
// about as much as a full batch, are paid once per subtree rather than once
// per maxBatchChunks chunks.
func subtreeCVs(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	if len(in) == maxBatchChunks*chunkLen { // 64 chunks, 32 parents, 16
		var a [maxBatchChunks * 32]byte
		var b [maxBatchChunks * 16]byte
		hashChunks(in, key, counter, flags, a[:])
		hashParents(a[:], key, flags, b[:])
		hashParents(b[:], key, flags, out[:32*wideCVs])
		return
	}
	var cvs [2 * wideCVs * 32]byte
	half := len(in) / 2
	subtreeCVs(in[:half], key, counter, flags, cvs[:32*wideCVs])
	subtreeCVs(in[half:], key, counter+uint64(half/chunkLen), flags, cvs[32*wideCVs:])
	hashParents(cvs[:], key, flags, out[:32*wideCVs])
}

// leftLen returns the length of the left subtree of a piece of n bytes that
// spans more than one chunk: the largest power-of-two number of chunks that
// leaves at least one byte to the right.
func leftLen(n int) int {
	full := uint64(n-1) / chunkLen // whole chunks before the last byte's chunk, at least 1
	return chunkLen << (bits.Len64(full) - 1)
}

// treeOutput returns the output of the top node of the left-complete subtree
// over in, starting at chunk counter. Applied to a whole message at counter 0
// it returns the root.
func treeOutput(in []byte, key *[8]uint32, counter uint64, flags uint32) output {
	if len(in) <= maxBatchChunks*chunkLen {
		return batchOutput(in, key, counter, flags)
	}
	if n := len(in) / chunkLen; n&(n-1) == 0 && n*chunkLen == len(in) {
		return subtreeOutput(in, key, counter, flags)
	}
	l := leftLen(len(in))
	lcv := subtreeCV(in[:l], key, counter, flags)
	r := treeOutput(in[l:], key, counter+uint64(l/chunkLen), flags)
	rcv := r.chainingValue()
	return parentOutput(&lcv, &rcv, key, flags)
}
