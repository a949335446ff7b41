//go:build (!amd64 && !arm64) || purego

package blake3

// manyKernel returns the lane kernel for the batch msgs: none here, where
// the loop over sumOne is the fastest.
func manyKernel([][]byte) manyKern { return manyNone }

// manyBlocks runs lane kernel k (see manyBlocksGeneric).
func manyBlocks(k manyKern, s *laneState, m int) {
	manyBlocksGeneric(s, m, k.width())
}

// manyKernelNamed returns the lane kernel of the named kernel level.
func manyKernelNamed(string) (manyKern, bool) { return manyNone, false }

// manyTakes reports whether lane kernel k gains on the batch msgs over the
// loop over sumOne.
func manyTakes(k manyKern, msgs [][]byte) bool {
	return len(msgs) >= 2 || manyLong(msgs)
}

// manyWholeChunks reports whether a message of whole chunks filling whole
// calls of k's width hashes faster alone than in k's lanes: no lane kernels here.
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
