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
