//go:build !purego

package blake3

import "unsafe"

// manyMinNEON is the smallest batch the NEON lane kernel takes, as for the
// four-lane SSE4.1 kernel (not measured on arm64 hardware); a smaller one
// is hashed one message at a time unless manyLong says otherwise.
var manyMinNEON = 3

// manyKernel returns the NEON lane kernel for the batch msgs, or manyNone
// when the loop over sumOne is faster.
func manyKernel(msgs [][]byte) manyKern {
	if level() == levelNEON && (len(msgs) >= manyMinNEON || manyLong(msgs)) {
		return manyNEONk
	}
	return manyNone
}

// manyKernelNamed returns the lane kernel of the named kernel level.
func manyKernelNamed(name string) (manyKern, bool) {
	if name == "neon" {
		return manyNEONk, true
	}
	return manyNone, false
}

// manyBlocks runs lane kernel k (see manyBlocksGeneric).
func manyBlocks(k manyKern, s *laneState, m int) {
	if k == manyNEONk {
		manyBlocksNEON((*uint32)(unsafe.Pointer(s)), m)
		return
	}
	manyBlocksGeneric(s, m, k.width())
}

// manyTakes reports whether lane kernel k gains on the batch msgs over the
// loop over sumOne.
func manyTakes(k manyKern, msgs [][]byte) bool {
	return len(msgs) >= manyMinNEON || manyLong(msgs)
}

// manyWholeChunks reports whether a message of whole chunks filling whole
// calls of k's width hashes faster alone than in k's lanes: not measured on
// NEON, so no.
func manyWholeChunks(manyKern) bool { return false }

// hasGroupKernel reports whether lane kernel k's level has a group kernel
// for one-block messages: none here.
func hasGroupKernel(manyKern) bool { return false }

// manyOne runs manyOneGeneric on k's width.
func manyOne(k manyKern, out [][Size]byte, msgs [][]byte, groups int, key *[8]uint32, flags uint32) int {
	return manyOneGeneric(out, msgs, groups, k.width(), key, flags)
}

// groupCascade returns the group kernels that sumGroups runs for lane
// kernel k, widest first: here only the generic twins (tests).
func groupCascade(k manyKern) []manyKern {
	if k == manyGen {
		return genCascade[:]
	}
	return genCascade[1:]
}
