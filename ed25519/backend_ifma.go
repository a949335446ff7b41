package ed25519

import "github.com/vilyacrypto/vilya/sha512x"

// laneMinGroup is the smallest group of signatures the ifma backend verifies
// in lanes; smaller remainders of a batch are verified one by one on the
// portable backend, which costs less than a group of eight lanes with most
// of them idle (docs/results/2026-11-30-ed25519-ifma).
const laneMinGroup = 2

// hashScratch holds the challenge inputs and digests of one chunk for the
// multi-buffer SHA-512.
type hashScratch struct {
	buf  [batchChunk][64]byte // R || A, then SHA-512(R || A || M)
	msgs [batchChunk][]byte
	who  [batchChunk]uint8
}

// verifyItemsIFMA is the ifma backend for a chunk of a batch: it hashes
// every challenge of the chunk with sha512x and verifies the signatures in
// groups of eight lanes, a last group smaller than laneMinGroup on the
// portable backend.
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
		if n == 8 || i == len(items)-1 {
			verifyGroup(p, group[:n], where[:n], verdicts, &ws.lanes)
			n = 0
		}
	}
	if n > 0 {
		verifyGroup(p, group[:n], where[:n], verdicts, &ws.lanes)
	}
}

// verifyGroup sets verdicts[where[j]] for the items of one group: in lanes
// if there are at least laneMinGroup, else one by one.
func verifyGroup(p Profile, group []*item, where []int, verdicts []bool, s *laneScratch) {
	if len(group) < laneMinGroup {
		for j, it := range group {
			verdicts[where[j]] = verifyItemPortable(p, it)
		}
		return
	}
	var out [8]bool
	verifyLanes(p, group, out[:len(group)], s)
	for j := range group {
		verdicts[where[j]] = out[j]
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
		if _, err := it.k.SetUniformBytes(hs.buf[j][:]); err != nil {
			panic("ed25519: internal error: SetUniformBytes rejected 64 bytes")
		}
		it.hashed = true
		hs.msgs[j] = nil
	}
}
