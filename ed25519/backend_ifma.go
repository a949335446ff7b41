package ed25519

import "github.com/vilyacrypto/vilya/sha512x"

// hashScratch holds the challenge inputs and digests of one chunk for the
// multi-buffer SHA-512.
type hashScratch struct {
	buf  [batchChunk][64]byte // R || A, then SHA-512(R || A || M)
	msgs [batchChunk][]byte
	who  [batchChunk]uint8
}

// verifyItemsIFMA is the ifma backend for a chunk of a batch: it hashes
// every challenge of the chunk with sha512x and verifies the signatures in
// groups of eight lanes, a last group of at most pairGroupMax in pairs.
func verifyItemsIFMA(p Profile, items []item, verdicts []bool, ws *workspace) {
	hashItems(items, &ws.hash)
	var group [8]*item
	var where [8]int
	n := 0
	for i := range items {
		verdicts[i] = false
		if !items[i].ok {
			continue
		}
		group[n], where[n] = &items[i], i
		n++
		if n == 8 {
			verifyGroup(p, group[:n], where[:n], verdicts, ws)
			n = 0
		}
	}
	if n > 0 {
		verifyGroup(p, group[:n], where[:n], verdicts, ws)
	}
	ws.later.finish(verdicts, &ws.lanes.t)
}

// verifyGroup sets verdicts[where[j]] for the items of one group: in the
// eight-lane engine, or in pairs if there are at most pairGroupMax.
func verifyGroup(p Profile, group []*item, where []int, verdicts []bool, ws *workspace) {
	if len(group) <= pairGroupMax {
		verifyPairs(p, group, where, verdicts, &ws.pair)
		return
	}
	verifyLanes(p, group, where, verdicts, &ws.lanes, &ws.later)
}

// verifyItemsPairs is the ifma backend for single verifications (a few
// items on the caller's stack): the challenges are hashed one by one and
// the items verified in pairs, with pooled scratch. It must not leak items.
func verifyItemsPairs(p Profile, items []item, verdicts []bool) {
	s := pairScratches.Get().(*pairScratch)
	defer pairScratches.Put(s)
	var group [8]*item
	var where [8]int
	n := 0
	for i := range items {
		verdicts[i] = false
		it := &items[i]
		if !it.ok {
			continue
		}
		if !it.hashed {
			it.challenge()
		}
		group[n], where[n] = it, i
		n++
		if n == len(group) {
			verifyPairs(p, group[:n], where[:n], verdicts, s)
			n = 0
		}
	}
	verifyPairs(p, group[:n], where[:n], verdicts, s)
}

// verifyPairs sets verdicts[where[j]] for the items of group: an item with
// hot tables alone in split form, the others two at a time.
func verifyPairs(p Profile, group []*item, where []int, verdicts []bool, s *pairScratch) {
	var rest [8]*item
	var at [8]int
	n := 0
	for j, it := range group {
		if it.hot != nil {
			var out [1]bool
			verifySplit(p, it, out[:], s)
			verdicts[where[j]] = out[0]
			continue
		}
		rest[n], at[n] = it, where[j]
		n++
	}
	for j := 0; j < n; j += 2 {
		m := min(2, n-j)
		var out [2]bool
		verifyPair(p, rest[j:j+m], out[:m], s)
		for k := range m {
			verdicts[at[j+k]] = out[k]
		}
	}
}

// hashItems sets the challenge of every ok item that has none, eight
// messages at a time.
func hashItems(items []item, hs *hashScratch) {
	m := 0
	for i := range items {
		it := &items[i]
		if !it.ok || it.hashed {
			continue
		}
		copy(hs.buf[m][:32], it.sig[:32])
		copy(hs.buf[m][32:], it.pub[:])
		hs.msgs[m] = it.msg
		hs.who[m] = uint8(i)
		m++
	}
	sha512x.SumPrefixedBatch(hs.buf[:m], hs.buf[:m], hs.msgs[:m])
	for j := range m {
		it := &items[hs.who[j]]
		it.setChallenge(&hs.buf[j])
		hs.msgs[j] = nil
	}
}
