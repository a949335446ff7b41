package blake3

// Batches of one-block messages: a group kernel hashes whole groups of w
// messages of at most one block each (0..64 bytes: the message is its
// chunk's only block and the root), one message per lane, in one call for
// many groups, with no Go code per message. sumBatch hands it the groups of
// a batch that hold only such messages and the lane scheduler (sumLanes)
// the rest.

// manyOneGeneric is the group kernels' twin: for g = 0, 1, ..., groups-1 it
// hashes the w messages msgs[w*g : w*g+w] as one block each (block length
// the message's length, counter 0, flags flags, chaining value key) into
// out[w*g : w*g+w], and stops before the first group holding a message
// longer than BlockSize; it returns the number of groups hashed. The
// caller ensures len(out) and len(msgs) >= w*groups; out must not overlap
// a message.
func manyOneGeneric(out [][Size]byte, msgs [][]byte, groups, w int, key *[8]uint32, flags uint32) int {
	out, msgs = out[:w*groups], msgs[:w*groups]
	for g := range groups {
		for _, m := range msgs[w*g : w*g+w] {
			if len(m) > BlockSize {
				return g
			}
		}
		for i := w * g; i < w*g+w; i++ {
			var b [BlockSize]byte
			copy(b[:], msgs[i])
			var o [16]uint32
			compressGeneric(&o, key, &b, 0, uint32(len(msgs[i])), flags)
			putWords(out[i][:], o[:8])
		}
	}
	return groups
}

// sumGroups is sumBatch with group kernel k of width w (k.groupWidth()):
// each whole group of w messages in msgs that holds only one-block messages
// goes to the group kernel, the messages between such runs and after the
// last whole group to sumRest, in their order.
func sumGroups(k manyKern, w int, out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	f := mode | flagChunkStart | flagChunkEnd | flagRoot
	start := 0 // the first message not hashed yet
	for i := 0; len(msgs)-i >= w; {
		if g := manyOne(k, out[i:], msgs[i:], (len(msgs)-i)/w, key, f); g > 0 {
			sumRest(k, out[start:i], msgs[start:i], key, mode)
			i += g * w
			start = i
			continue
		}
		i += w // a group with a longer message: left to sumRest
	}
	sumRest(k, out[start:], msgs[start:], key, mode)
}

// sumRest hashes msgs on lane kernel k, or one at a time where k does not
// gain (manyTakes).
func sumRest(k manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	if !manyTakes(k, msgs) {
		for i, m := range msgs {
			out[i] = sumOne(m, key, mode)
		}
		return
	}
	sumLanes(k, out, msgs, key, mode)
}
