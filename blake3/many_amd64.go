//go:build !purego

package blake3

import "unsafe"

// manyMin is, per lane kernel width, the smallest batch the lane kernel
// takes; a smaller one is hashed one message at a time, which is faster
// there (see docs/results/2026-12-01-blake3-many).
var (
	manyMin16 = 4
	manyMin8  = 4
	manyMin4  = 3
)

// manyKernel returns the lane kernel of the widest enabled level for a batch
// of n messages, or manyNone when the loop over sumOne is faster.
func manyKernel(n int) manyKern {
	switch {
	case useAVX512:
		if n >= manyMin16 {
			return manyAVX512
		}
	case useAVX2:
		if n >= manyMin8 {
			return manyAVX2
		}
	case useSSE41:
		if n >= manyMin4 {
			return manySSE41
		}
	}
	return manyNone
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
