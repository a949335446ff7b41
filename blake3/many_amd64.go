//go:build !purego

package blake3

import "unsafe"

// manyMin is, per lane kernel width, the smallest batch the lane kernel
// takes; a smaller one is hashed one message at a time, which is faster
// there, unless it is a batch of two or more long messages (see manyLong).
// The counts are measured: docs/results/2026-12-01-blake3-many.
var (
	manyMin16 = 5
	manyMin8  = 4
	manyMin4  = 3
)

// manyKernel returns the lane kernel of the widest enabled level for the
// batch msgs, or manyNone when the loop over sumOne is faster.
func manyKernel(msgs [][]byte) manyKern {
	var k manyKern
	var least int
	switch level() {
	case levelAVX512:
		k, least = manyAVX512, manyMin16
	case levelAVX2:
		// From three messages: the cascade's SSE4.1 group kernel takes
		// three one-block messages (sumGroups), and sumRest applies
		// manyMin8 to the rest.
		k, least = manyAVX2, manyMin4
	case levelSSE41:
		k, least = manySSE41, manyMin4
	default:
		return manyNone
	}
	if len(msgs) >= least || manyLong(msgs) {
		return k
	}
	return manyNone
}

// manyTakes reports whether lane kernel k gains on the batch msgs over the
// loop over sumOne, by the thresholds of manyKernel.
func manyTakes(k manyKern, msgs [][]byte) bool {
	least := manyMin4
	switch k.width() {
	case 16:
		least = manyMin16
	case 8:
		least = manyMin8
	}
	return len(msgs) >= least || manyLong(msgs)
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
