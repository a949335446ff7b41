package blake3

import "github.com/vilyacrypto/vilya/blake3/internal/hazmat"

// init hands the tree primitives to blake3/internal/hazmat, through which
// blake3/bao builds its trees on this package's kernels.
func init() {
	hazmat.HashChunks = func(in []byte, counter uint64, out []byte) {
		hashChunks(in, &iv, counter, 0, out)
	}
	hazmat.HashChunksAt = func(buf []byte, offs []int, counter uint64, out []byte) {
		hashChunksAt(buf, offs, &iv, counter, 0, out)
	}
	hazmat.PrefetchLines = prefetchLines
	hazmat.HashChunksCopy = func(in, dst []byte, doffs []int, counter uint64, out []byte) {
		hashChunksCopy(in, dst, doffs, &iv, counter, 0, out)
	}
	hazmat.HashThenCopy = hashThenCopy
	hazmat.HashParents = hazmatParents
	hazmat.SubtreeCV = func(in []byte, counter uint64) (cv [32]byte) {
		o := treeOutput(in, &iv, counter, 0)
		w := o.chainingValue()
		putWords(cv[:], w[:])
		return cv
	}
	hazmat.RootParent = func(block *[64]byte) [32]byte {
		o := output{cv: iv, blockLen: BlockSize, flags: flagParent, block: *block}
		return o.root32()
	}
	hazmat.Sum = Sum256
}

// hazmatParents is hashParents in the hash mode.
func hazmatParents(in, out []byte) { hashParents(in, &iv, 0, out) }
