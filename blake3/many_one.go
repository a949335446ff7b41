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

// sumGroups is sumBatch with lane kernel k, whose level has group kernels
// (hasGroupKernel): the group kernels of groupCascade(k), widest first,
// take the whole groups of their width that hold only one-block messages;
// the messages left after a kernel's last whole group go to it as one
// group with empty messages in its spare lanes (manyOnePartial) when they
// fill more than half of it and are all one-block, else to the next
// narrower kernel. A kernel call costs about the same whether its lanes
// are full or not, and a kernel of half the width less than the loop over
// more than half as many messages (docs/results/2026-12-07-blake3-many-
// partial-groups-zen3). The messages between such runs, and those after
// the last, go to sumRest on k, in their order.
func sumGroups(k manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, mode uint32) {
	f := mode | flagChunkStart | flagChunkEnd | flagRoot
	start := 0 // the first message not hashed yet
	i := 0     // the first message no group kernel has looked at
	for _, g := range groupCascade(k) {
		w := g.width()
		for len(msgs)-i >= w {
			if n := manyOne(g, out[i:], msgs[i:], (len(msgs)-i)/w, key, f); n > 0 {
				sumRest(k, out[start:i], msgs[start:i], key, mode)
				i += n * w
				start = i
				continue
			}
			i += w // a group with a longer message: left to sumRest
		}
		if 2*(len(msgs)-i) > w && manyOnePartial(g, out[i:], msgs[i:], key, f) {
			sumRest(k, out[start:i], msgs[start:i], key, mode)
			return
		}
	}
	sumRest(k, out[start:], msgs[start:], key, mode)
}

// manyOnePartial hashes msgs, fewer than g's width, as one group of group
// kernel g with empty messages in the spare lanes, and copies their
// digests to out[:len(msgs)]; it hashes nothing and reports false if a
// message is longer than a block. flags as for manyOne.
func manyOnePartial(g manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, flags uint32) bool {
	for _, m := range msgs {
		if len(m) > BlockSize {
			return false
		}
	}
	manyOnePadded(g, out, msgs, key, flags)
	return true
}

// manyOnePadded is manyOnePartial once its messages are known to be one
// block each, apart so that a refusal does not clear its arrays.
func manyOnePadded(g manyKern, out [][Size]byte, msgs [][]byte, key *[8]uint32, flags uint32) {
	var lanes [manyMaxLanes][]byte // the spare lanes' messages: empty, never read
	var digests [manyMaxLanes][Size]byte
	w := g.width()
	copy(lanes[:w], msgs)
	manyOne(g, digests[:w], lanes[:w], 1, key, flags)
	copy(out, digests[:len(msgs)])
}

// genCascade is the generic twins' group kernel cascade (tests).
var genCascade = [...]manyKern{manyGen, manyGen4}

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
