//go:build !purego

package blake3

import (
	"unsafe"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// manyMin16 is the smallest batch the 16-lane kernel takes, and manyMin
// that of the 8- and 4-lane kernels and of the group kernels' cascade
// (whose SSE4.1 group gains from three one-block messages); a smaller
// batch is hashed one message at a time, which is faster there, unless it
// is two or more long messages (see manyLong). The 8- and 4-lane kernels
// also need manyMinBlocks8 and manyMinBlocks4 blocks in the batch (a
// message counting one at least): three or four messages of two blocks
// cost the 8-lane kernel more than the loop, and three to six of two
// blocks the 4-lane one. Measured: docs/results/2026-12-01-blake3-many
// (16 lanes), docs/results/2026-12-07-blake3-many-small-batches-zen3 (8
// and 4 lanes, forced), docs/results/2026-12-07-blake3-many-sse41-blocks-zen3.
var (
	manyMin16      = 5
	manyMin        = 3
	manyMinBlocks8 = 9
	manyMinBlocks4 = 12
)

// manyKernel returns the lane kernel of the widest enabled level for the
// batch msgs, or manyNone when the loop over sumOne is faster.
func manyKernel(msgs [][]byte) manyKern {
	var k manyKern
	least := manyMin
	switch level() {
	case levelAVX512:
		k, least = manyAVX512, manyMin16
	case levelAVX2:
		k = manyAVX2
	case levelSSE41:
		k = manySSE41
	default:
		return manyNone
	}
	if len(msgs) >= least || manyLong(msgs) {
		return k
	}
	return manyNone
}

// manyTakes reports whether lane kernel k gains on the batch msgs over the
// loop over sumOne, by the thresholds above; never when every message would
// be hashed alone anyway (manyWholeChunks).
func manyTakes(k manyKern, msgs [][]byte) bool {
	if manyAllWholeChunks(k, msgs) {
		return false
	}
	switch k.width() {
	case 16:
		if len(msgs) < manyMin16 && !manyFewAny16 {
			return manyFewLong16(msgs)
		}
		return len(msgs) >= manyMin16 || manyLong(msgs)
	case 8:
		return len(msgs) >= manyMin && manyBlocksAtLeast(msgs, manyMinBlocks8) || manyLong(msgs)
	}
	return len(msgs) >= manyMin && manyBlocksAtLeast(msgs, manyMinBlocks4) || manyLong(msgs)
}

// manyFewAny16 is whether the 16-lane kernel takes any batch of fewer
// than manyMin16 messages that manyLong accepts: where its 512-bit
// operations are latency-bound (cpu.Latency512), so that the loop's row
// compressions cost about as much as its block steps. Elsewhere a block
// step of the 16-lane kernel costs about three row compressions, and such
// a batch goes to it only where manyFewLong16 says so. Tests set it both
// ways; nothing else writes it.
var manyFewAny16 = cpu.Latency512

// manyFewMin16, manyTwoMin16 and manyTwoTail16 bound manyFewLong16:
// below them the loop hashes the batch faster than the 16-lane kernel
// where that is not latency-bound
// (docs/results/2026-12-07-blake3-many-few-avx512-spr).
const (
	manyFewMin16  = 512
	manyTwoMin16  = 4 << 10
	manyTwoTail16 = 12 * BlockSize
)

// manyFewLong16 reports whether two to manyMin16-1 messages fill the
// 16-lane kernel's busy lanes for most of a call: every message at least
// manyFewMin16 bytes, and of two messages each more than manyTwoMin16
// bytes, or more than a chunk with a partial last chunk of more than
// manyTwoTail16 bytes (which the loop would hash one compression after
// another). A short message in the batch, or two of a few chunks, leave
// the call's block steps to one or two lanes, while the loop hashes them
// in fewer compressions or on its row and chunk kernels.
func manyFewLong16(msgs [][]byte) bool {
	for _, m := range msgs {
		if len(m) < manyFewMin16 {
			return false
		}
		if len(msgs) == 2 && len(m) <= manyTwoMin16 && (len(m) <= chunkLen || len(m)%chunkLen <= manyTwoTail16) {
			return false
		}
	}
	return len(msgs) >= 2
}

// manyWholeChunks reports whether a message of whole chunks filling whole
// calls of lane kernel k's width (wholeChunkCalls) hashes faster alone
// (sumOne: the chunk kernel of k's level, every lane busy, and the tree
// above) than in k's lanes, where its chunks share nothing with other
// messages and pay the scheduler: so on the SSE4.1 and AVX2 kernels
// (docs/results/2026-12-07-blake3-many-whole-chunks-zen3; a partial last
// chunk is another matter, docs/results/2026-12-07-blake3-tail-lanes-zen3).
func manyWholeChunks(k manyKern) bool { return k == manySSE41 || k == manyAVX2 }

// manyAllWholeChunks reports whether every message of msgs, at least one,
// would be hashed alone by sumLanes on k (hashedAlone) where k's level
// hashes whole chunks filling whole calls alone (manyWholeChunks). It
// reads no further than the first message that would not.
func manyAllWholeChunks(k manyKern, msgs [][]byte) bool {
	if !manyWholeChunks(k) || len(msgs) == 0 {
		return false
	}
	for _, m := range msgs {
		if len(m) <= chunkLen || !hashedAlone(k, len(m)) {
			return false
		}
	}
	return true
}

// hasGroupKernel reports whether lane kernel k's level has a group kernel
// for one-block messages (manyOne).
func hasGroupKernel(k manyKern) bool {
	return k == manyAVX512 || k == manyAVX2 || k == manySSE41
}

// cascade is the group kernels from the widest down.
var cascade = [...]manyKern{manyAVX512, manyAVX2, manySSE41}

// groupCascade returns the group kernels that sumGroups runs for lane
// kernel k, widest first: k's own and those of the narrower levels, which
// every CPU with k's level has.
func groupCascade(k manyKern) []manyKern {
	switch k {
	case manyAVX512:
		return cascade[:]
	case manyAVX2:
		return cascade[1:]
	case manySSE41:
		return cascade[2:]
	case manyGen:
		return genCascade[:]
	}
	return genCascade[1:]
}

// manyOne runs the group kernel of k's level, or manyOneGeneric on k's
// width (see manyOneGeneric); len(out) and len(msgs) must be at least
// k.width()*groups.
func manyOne(k manyKern, out [][Size]byte, msgs [][]byte, groups int, key *[8]uint32, flags uint32) int {
	switch k {
	case manyAVX512, manyAVX2, manySSE41:
		n := k.width() * groups
		_, _ = out[n-1], msgs[n-1]
		switch k {
		case manyAVX512:
			return manyOneAVX512(&out[0], &msgs[0], groups, key, flags)
		case manyAVX2:
			return manyOneAVX2(&out[0], &msgs[0], groups, key, flags)
		}
		return manyOneSSE41(&out[0], &msgs[0], groups, key, flags)
	}
	return manyOneGeneric(out, msgs, groups, k.width(), key, flags)
}

// manyKernelNamed returns the lane kernel of the named kernel level.
func manyKernelNamed(name string) (manyKern, bool) {
	switch name {
	case "sse41":
		return manySSE41, true
	case "avx2":
		return manyAVX2, true
	case "avx512":
		return manyAVX512, true
	}
	return manyNone, false
}

// manyBlocks runs lane kernel k (see manyBlocksGeneric).
func manyBlocks(k manyKern, s *laneState, m int) {
	p := (*uint32)(unsafe.Pointer(s))
	switch k {
	case manyAVX512:
		manyBlocksAVX512(p, m)
	case manyAVX2:
		manyBlocksAVX2(p, m)
	case manySSE41:
		manyBlocksSSE41(p, m)
	default:
		manyBlocksGeneric(s, m, k.width())
	}
}
