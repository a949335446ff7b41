package blake3

import "unsafe"

// hashChunksTail sets out to the chaining values of the chunks of in, two to
// k.width() of them from chunk counter on, all whole but the last, which is
// partial (1 to chunkLen-1 bytes), hashing them side by side on lane kernel
// k: one call for the partial chunk's blocks with every lane, then one for
// the whole chunks' remaining blocks. out holds 32 bytes per chunk.
// reduceBatch sends a message's last chunks here (tailLanes), so that its
// partial chunk no longer runs on its own after the whole ones.
func hashChunksTail(k manyKern, in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := numChunks(len(in))
	whole := n - 1
	tail := in[whole*chunkLen:]
	nb := max(1, (len(tail)+BlockSize-1)/BlockSize) // the partial chunk's blocks, 1..16
	var pad [BlockSize]byte
	copy(pad[:], tail[(nb-1)*BlockSize:])
	var s laneState
	s.key = *key
	for i := range k.width() {
		ctr := counter + uint64(i)
		s.ctrLo[i], s.ctrHi[i] = uint32(ctr), uint32(ctr>>32)
		s.flags[i] = flags | flagChunkStart
		s.lenEnd[i] = BlockSize
		switch {
		case i < whole:
			s.ptr[i] = &in[i*chunkLen]
			s.last[i] = &in[i*chunkLen+(nb-1)*BlockSize]
			if nb == chunkLen/BlockSize {
				s.fend[i] = flagChunkEnd
			}
		case i == whole:
			s.ptr[i] = &tail[0]
			s.last[i] = &pad[0]
			s.lenEnd[i] = uint32(len(tail) - (nb-1)*BlockSize)
			s.fend[i] = flagChunkEnd
		default:
			s.ptr[i], s.last[i] = &idleBlocks[0], &idleBlocks[0]
		}
	}
	manyBlocks(k, &s, nb)
	putLaneCV(out[32*whole:], &s, whole)
	if m := chunkLen/BlockSize - nb; m > 0 {
		for i := range whole {
			s.ptr[i] = (*byte)(unsafe.Add(unsafe.Pointer(s.ptr[i]), nb*BlockSize))
			s.last[i] = &in[(i+1)*chunkLen-BlockSize]
			s.fend[i] = flagChunkEnd
		}
		s.ptr[whole], s.last[whole] = &idleBlocks[0], &idleBlocks[0]
		manyBlocks(k, &s, m)
	}
	for i := range whole {
		putLaneCV(out[32*i:], &s, i)
	}
}
