//go:build !purego

package blake3

import "github.com/vilyacrypto/vilya/internal/cpu"

// kernelAvailable reports whether this CPU can run the named kernel.
func kernelAvailable(name string) bool {
	switch name {
	case "generic":
		return true
	case "neon":
		return cpu.ASIMD
	}
	return false
}

// neonMinLanes is the smallest batch the four-lane kernels take: one or two
// inputs run one row-wise compression per block, which executes fewer
// instructions than four lanes of which two or three are idle.
const neonMinLanes = 3

// compress is compressGeneric, row-wise on NEON when enabled.
func compress(out *[16]uint32, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	if level() == levelNEON {
		compressNEON(out, cv, block, counter, blockLen, flags)
		return
	}
	compressGeneric(out, cv, block, counter, blockLen, flags)
}

// sumChunk is sumChunkGeneric, whose compressions go through compress.
func sumChunk(data []byte, key *[8]uint32, flags uint32) [Size]byte {
	return sumChunkGeneric(data, key, flags)
}

// compressChain is compressChainGeneric: on NEON one call for the whole
// run, the chaining value kept in registers.
func compressChain(cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	n := len(in) / BlockSize
	if n == 0 {
		return
	}
	if level() == levelNEON {
		compressChainNEON(cv, &in[0], n, counter, flags)
		return
	}
	compressChainGeneric(cv, in, counter, flags)
}

// hashChunks is hashChunksGeneric: groups of up to four chunks on the
// four-lane kernel, a last one or two chunks row-wise.
func hashChunks(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := len(in) / chunkLen
	if n == 0 {
		return
	}
	_ = out[32*n-1]
	if level() != levelNEON {
		hashChunksGeneric(in, key, counter, flags, out)
		return
	}
	for n > 0 {
		k := min(n, 4)
		if k >= neonMinLanes {
			hashChunksNEON(&in[0], k, key, counter, flags, &out[0])
		} else {
			k = 1
			hashChunkRows(in[:chunkLen], key, counter, flags, out[:32])
		}
		in = in[k*chunkLen:]
		out = out[32*k:]
		counter += uint64(k)
		n -= k
	}
}

// hashChunkRows hashes one chunk row-wise: its first fifteen blocks in one
// chain, the last with the chunk-end flag.
func hashChunkRows(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	cv := *key
	compressChainNEON(&cv, &in[0], chunkLen/BlockSize-1, counter, flags|flagChunkStart)
	var o [16]uint32
	compressNEON(&o, &cv, (*[BlockSize]byte)(in[chunkLen-BlockSize:]), counter, BlockSize, flags|flagChunkEnd)
	putWords(out[:32], o[:8])
}

// hashParents is hashParentsGeneric, dispatched like hashChunks.
func hashParents(in []byte, key *[8]uint32, flags uint32, out []byte) {
	n := len(in) / BlockSize
	if n == 0 {
		return
	}
	_ = out[32*n-1]
	if level() != levelNEON {
		hashParentsGeneric(in, key, flags, out)
		return
	}
	var o [16]uint32
	for n > 0 {
		k := min(n, 4)
		if k >= neonMinLanes {
			hashParentsNEON(&in[0], k, key, flags, &out[0])
		} else {
			k = 1
			compressNEON(&o, key, (*[BlockSize]byte)(in), 0, BlockSize, flags|flagParent)
			putWords(out[:32], o[:8])
		}
		in = in[k*BlockSize:]
		out = out[32*k:]
		n -= k
	}
}

// xof is xofGeneric, dispatched like hashChunks.
func xof(out []byte, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	if level() != levelNEON {
		xofGeneric(out, cv, block, counter, blockLen, flags)
		return
	}
	n := len(out) / BlockSize
	var o [16]uint32
	for n > 0 {
		k := min(n, 4)
		if k >= neonMinLanes {
			xofNEON(&out[0], k, cv, block, counter, blockLen, flags)
		} else {
			k = 1
			compressNEON(&o, cv, block, counter, blockLen, flags)
			putWords(out[:BlockSize], o[:])
		}
		out = out[BlockSize*k:]
		counter += uint64(k)
		n -= k
	}
}

// sumChunksRows and batchTopRows have no shortcut in this build: they
// return false (see kernel_amd64.go).
func sumChunksRows(d *[Size]byte, in []byte, key *[8]uint32, flags uint32) bool { return false }
func batchTopRows(top *[BlockSize]byte, in []byte, key *[8]uint32, counter uint64, flags uint32) bool {
	return false
}

// tailLanes returns the lane kernel on which reduceBatch hashes a
// message's partial last chunk beside whole chunks: none here.
func tailLanes(whole, nb int) (manyKern, int) { return manyNone, 0 }

// hashChunksTailRows reports false: no row kernel takes a partial chunk
// here (see the amd64 one).
func hashChunksTailRows(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	return false
}

// hashChunksTailX reports false: no lane kernel takes a partial chunk
// here (see the amd64 one).
func hashChunksTailX(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	return false
}
