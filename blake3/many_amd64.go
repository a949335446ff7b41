//go:build !purego

package blake3

import (
	"math/bits"
	"unsafe"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// manyMin16 is the smallest batch the 16-lane kernel takes (where it is
// not latency-bound; see min16), and manyMin that of the 8- and 4-lane
// kernels and of the group kernels' cascade (whose SSE4.1 group gains from
// three one-block messages); a smaller
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

// manyMin16Latency is manyMin16 where the 16-lane kernel is latency-bound
// (many16Latency): four one-block messages gain there, three do not
// (docs/results/2026-12-07-blake3-many-estimate-zen5).
const manyMin16Latency = 4

// min16 returns the smallest batch the 16-lane kernel takes.
func min16() int {
	if many16Latency {
		return manyMin16Latency
	}
	return manyMin16
}

// manyKernel returns the lane kernel of the widest enabled level for the
// batch msgs, or manyNone when the loop over sumOne is faster.
func manyKernel(msgs [][]byte) manyKern {
	var k manyKern
	least := manyMin
	switch level() {
	case levelAVX512:
		k, least = manyAVX512, min16()
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
// loop over sumOne, by the thresholds above and by manyEstimate (the
// 16-lane kernel's with the costs of its CPU class, many16Costs); never
// when every message would be hashed alone anyway (manyWholeChunks).
func manyTakes(k manyKern, msgs [][]byte) bool {
	if manyAllWholeChunks(k, msgs) {
		return false
	}
	switch k.width() {
	case 16:
		if len(msgs) < min16() && !manyLong(msgs) {
			return false
		}
		if gain, ok := manyEstimate(many16Costs, msgs); ok {
			return gain
		}
		return true
	}
	least, c := manyMinBlocks4, &laneCosts4
	if k.width() == 8 {
		least, c = manyMinBlocks8, &laneCosts8
	}
	if (len(msgs) < manyMin || !manyBlocksAtLeast(msgs, least)) && !manyLong(msgs) {
		return false
	}
	if gain, ok := manyEstimate(c, msgs); ok {
		return gain
	}
	return true
}

// many16Latency is whether the 16-lane kernel's block steps are
// latency-bound (cpu.Latency512): its smallest batch is manyMin16Latency,
// its costs laneCosts16Latency, and xof picks its AVX-512 table by it as
// well (xofRoute16Latency). Tests set it both ways; nothing else writes it.
var many16Latency = cpu.Latency512

// laneCosts are the costs manyEstimate weighs for one lane kernel, in
// quarters of a compression in a row (a one-block Sum256), with the level
// whose one-shot routes the loop takes.
type laneCosts struct {
	kern   manyKern
	level  kernLevel
	lanes  int
	step   int    // a block step of the lanes, with its share of the call and the scheduler
	parent int    // a level of parent nodes in the lanes
	whole  [9]int // the one-shot route of 1..8 whole chunks, parents included
	tail   int    // what the partial chunk adds where the route's call takes it too
}

// laneCosts16 is the 16-lane kernel where it is not latency-bound
// (docs/results/2026-12-07-blake3-many-estimate-avx512-spr): a step about
// three compressions, one chunk sixteen, two to four chunks nineteen (the
// r4 kernel), five to eight thirty-four (the 8-lane kernel); one to three
// chunks and a partial chunk take the r4 call (tailRows), four to seven
// and a partial chunk the 8-lane call (tailX).
var laneCosts16 = laneCosts{
	kern: manyAVX512, level: levelAVX512, lanes: 16, step: 12, parent: 12,
	whole: [9]int{0, 64, 76, 76, 76, 136, 136, 136, 136}, tail: 4,
}

// laneCosts16Split is the 16-lane kernel where 512-bit operations run as
// two 256-bit halves (cpu.Split512;
// docs/results/2026-12-07-blake3-many-estimate-zen4): a step about two and
// a half compressions, one chunk fifteen, two chunks twenty-one, three or
// four twenty-two, five to eight about twenty-six (the 8-lane kernel,
// whose 256-bit operations run as fast a lane as the 16-lane one's).
var laneCosts16Split = laneCosts{
	kern: manyAVX512, level: levelAVX512, lanes: 16, step: 10, parent: 10,
	whole: [9]int{0, 61, 84, 89, 89, 106, 106, 106, 106}, tail: 4,
}

// laneCosts16Latency is the 16-lane kernel where its block steps are
// latency-bound (cpu.Latency512; docs/results/2026-12-07-blake3-many-estimate-zen5),
// against a loop whose single compressions run on general registers
// (scalarRows): a step about two compressions, one chunk fourteen, two to
// four chunks twenty-four to twenty-six, five to eight about thirty.
var laneCosts16Latency = laneCosts{
	kern: manyAVX512, level: levelAVX512, lanes: 16, step: 8, parent: 8,
	whole: [9]int{0, 56, 96, 100, 103, 122, 124, 122, 120}, tail: 4,
}

// many16Costs is the costs of the 16-lane kernel: laneCosts16Latency
// where cpu.Latency512 says so, laneCosts16Split where cpu.Split512 does,
// laneCosts16 elsewhere. Tests set it; nothing else writes it.
var many16Costs = costs16(cpu.Latency512, cpu.Split512)

// costs16 returns laneCosts16Latency if latency, else laneCosts16Split if
// split, else laneCosts16.
func costs16(latency, split bool) *laneCosts {
	switch {
	case latency:
		return &laneCosts16Latency
	case split:
		return &laneCosts16Split
	}
	return &laneCosts16
}

// laneCosts8 is the 8-lane AVX2 kernel
// (docs/results/2026-12-07-blake3-many-estimate-avx2): a step about two
// and a quarter compressions, one chunk sixteen and a half, two chunks
// eighteen (the two-state row kernel), three or four about twenty-five,
// five to eight about thirty-six (the 8-lane chunk kernel); a partial
// chunk in the row kernel's call (tailRows) or in the lanes beside the
// last whole chunks (tailLanes) about three more.
var laneCosts8 = laneCosts{
	kern: manyAVX2, level: levelAVX2, lanes: 8, step: 9, parent: 8,
	whole: [9]int{0, 66, 73, 102, 100, 143, 145, 145, 143}, tail: 12,
}

// laneCosts4 is the 4-lane SSE4.1 kernel
// (docs/results/2026-12-07-blake3-many-estimate-sse41): a step two and a
// quarter compressions, its share of the call included (the kernel alone
// about two, more in short calls), one chunk sixteen and a half, two to four chunks about
// thirty-five (the 4-lane chunk kernel), five fifty-three, six to eight
// about seventy; a partial chunk in the lanes beside the last whole chunks
// (tailLanes) about three more than the call's whole chunks.
var laneCosts4 = laneCosts{
	kern: manySSE41, level: levelSSE41, lanes: 4, step: 9, parent: 8,
	whole: [9]int{0, 66, 140, 138, 141, 212, 282, 278, 278}, tail: 12,
}

// manyEstimate reports, for a batch of fewer than manyEstimateMax
// messages, whether the lanes of c cost no more than the loop by c's
// costs: block steps as many as the longest job's blocks, sixteen for each
// round of c.lanes whole-chunk jobs, and the jobs' blocks over the lanes,
// whichever is most, plus the deepest message's parent levels; against
// each message's one-shot route plus its partial chunk's compressions. ok
// is false for a larger batch, which the counts above decide. A short
// message beside a long one, two of a few chunks, or a last round of chunk
// jobs that leaves most lanes idle cost the lanes more than the loop,
// which hashes them in fewer compressions or on its row and chunk kernels.
func manyEstimate(c *laneCosts, msgs [][]byte) (gain, ok bool) {
	if len(msgs) >= manyEstimateMax {
		return false, false
	}
	const unit = 4 // a compression
	blocks, full, longest, levels, loop := 0, 0, 0, 0, 0
	for _, m := range msgs {
		n := len(m)
		if n <= chunkLen {
			nb := max(1, (n+BlockSize-1)/BlockSize)
			blocks += nb
			longest = max(longest, nb)
			if nb == chunkLen/BlockSize {
				full++
			}
			loop += unit * nb
			continue
		}
		if hashedAlone(c.kern, n) {
			continue // the same either way
		}
		nb := (n + BlockSize - 1) / BlockSize // its blocks, all jobs together
		blocks += nb
		whole := n / chunkLen
		partial := nb - whole*(chunkLen/BlockSize) // 16 where its last chunk lacks 1-63 bytes
		full += whole
		if partial == chunkLen/BlockSize {
			full++
		}
		longest = chunkLen / BlockSize
		levels = max(levels, bits.Len(uint(numChunks(n)-1)))
		switch {
		case partial == 0:
			loop += c.whole[whole]
		case tailRows(c.level, whole, partial):
			loop += c.whole[whole+1] + c.tail // the partial chunk in the row kernel's call
		case c.tailInLanes(whole, partial):
			loop += c.whole[min(8, (whole/c.lanes+1)*c.lanes)] + c.tail // the partial chunk in a lane call
		default:
			loop += c.whole[whole] + unit*partial
		}
	}
	steps := max(longest, (full+c.lanes-1)/c.lanes*16, (blocks+c.lanes-1)/c.lanes)
	return c.step*steps+c.parent*levels <= loop, true
}

// tailInLanes reports whether the one-shot route of whole whole chunks
// (up to eight) and a partial chunk of nb blocks hashes the partial chunk
// in a lane call beside the last whole chunks: the 8-lane one at avx512
// (hashChunksTailX), c's own elsewhere (tailLanes).
func (c *laneCosts) tailInLanes(whole, nb int) bool {
	if c.level == levelAVX512 {
		return whole <= 7 && tailX(whole, nb)
	}
	k, _ := tailLanesAt(c.level, whole, nb)
	return k == c.kern
}

// manyEstimateMax bounds the batches manyEstimate weighs: from sixteen
// messages on the lanes have a job each to start with, and the estimate
// would cost a pass over a large batch.
const manyEstimateMax = 16

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
