//go:build !purego

package blake3

import "unsafe"

// manyMinNEON is the smallest batch the NEON lane kernel takes; a smaller
// one is hashed one message at a time.
var manyMinNEON = 3

// manyKernel returns the NEON lane kernel for a batch of n messages, or
// manyNone when the loop over sumOne is faster.
func manyKernel(n int) manyKern {
	if useNEON && n >= manyMinNEON {
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
