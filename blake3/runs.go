package blake3

import "unsafe"

// Chunks that lie where they are: the leaves of a Bao encoding sit between
// its parent nodes, so the chunk kernels, which read chunks side by side,
// would need them copied first. These functions read every chunk at its
// own offset instead (the 16-lane kernels hashChunksAtAVX512 and
// hashChunksCopyAVX512, else the lane kernels of the batch functions,
// many.go, which read every lane through its own pointer).
// blake3/internal/hazmat hands them to blake3/bao.

// hashChunksAtGeneric writes to out[32*i:32*i+32] the chaining value of the
// chunk buf[offs[i]:offs[i]+chunkLen], with chunk counter counter+i and the
// mode flags flags. out must hold 32*len(offs) bytes and not overlap buf;
// the chunks may overlap each other. An offset out of range panics.
func hashChunksAtGeneric(buf []byte, offs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	for i, o := range offs {
		hashChunksGeneric(buf[o:o+chunkLen], key, counter+uint64(i), flags, out[32*i:32*i+32])
	}
}

// hashChunksCopyGeneric copies chunk i of in, in[i*chunkLen:(i+1)*chunkLen],
// to dst[doffs[i]:doffs[i]+chunkLen] for every i < len(doffs) and writes its
// chaining value, with counter counter+i and the mode flags, to
// out[32*i:32*i+32]. in must hold len(doffs) chunks; the copies must not
// overlap each other, in or out. An offset out of range panics.
func hashChunksCopyGeneric(in, dst []byte, doffs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := len(doffs)
	for i, o := range doffs {
		copy(dst[o:o+chunkLen], in[i*chunkLen:(i+1)*chunkLen])
	}
	hashChunksGeneric(in[:n*chunkLen], key, counter, flags, out[:32*n])
}

// checkOffsets panics unless every chunk buf[o:o+chunkLen] is in range and
// out holds 32 bytes per chunk.
func checkOffsets(buf []byte, offs []int, out []byte) {
	_ = out[:32*len(offs)]
	for _, o := range offs {
		if o < 0 || o > len(buf)-chunkLen {
			panic("blake3: chunk offset out of range")
		}
	}
}

// hashChunksAtLanes is hashChunksAtGeneric on lane kernel k (or, for a
// kernel-less build, hashChunks), after checkOffsets: one chunk per lane,
// sixteen blocks per call. A final group of fewer chunks than half the
// lanes goes to hashChunks chunk by chunk instead of a call whose lanes
// are mostly idle.
func hashChunksAtLanes(k manyKern, buf []byte, offs []int, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	w := k.width()
	var s laneState
	s.key = *key
	for len(offs) > 0 {
		if k == manyNone || len(offs) < w/2 {
			for i, o := range offs {
				hashChunks(buf[o:o+chunkLen], key, counter+uint64(i), flags, out[32*i:32*i+32])
			}
			return
		}
		lanes := min(w, len(offs))
		for i := range w {
			if i >= lanes {
				s.ptr[i], s.last[i] = &idleBlocks[0], &idleBlocks[0]
				s.flags[i] = flagChunkStart
				continue
			}
			p := unsafe.Pointer(unsafe.SliceData(buf[offs[i]:]))
			s.ptr[i] = (*byte)(p)
			s.last[i] = (*byte)(unsafe.Add(p, chunkLen-BlockSize))
			c := counter + uint64(i)
			s.ctrLo[i], s.ctrHi[i] = uint32(c), uint32(c>>32)
			s.flags[i] = flags | flagChunkStart
			s.fend[i] = flagChunkEnd
			s.lenEnd[i] = BlockSize
		}
		manyBlocks(k, &s, chunkLen/BlockSize)
		var cv [8]uint32
		for i := range lanes {
			for j := range cv {
				cv[j] = s.cv[j][i]
			}
			putWords(out[32*i:32*i+32], cv[:])
		}
		offs, out, counter = offs[lanes:], out[32*lanes:], counter+uint64(lanes)
	}
}
