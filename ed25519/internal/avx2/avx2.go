package avx2

import "github.com/vilyacrypto/vilya/ed25519/internal/prep"

// Scratch is the scratch of a chunk's verification (VerifyChunk) and of
// its combined check (Combine), which a caller keeps in its pooled
// per-batch workspace so that batches do not allocate. The combined
// check's tables (about 400 KiB) are pooled apart, inside this package.
type Scratch struct {
	solo  soloScratch
	quad  quadScratch
	later quadLater
}

// VerifyChunk is the avx2 backend for a chunk of a batch (len(items) <=
// prep.Chunk, len(verdicts) >= len(items)): it hashes every challenge of
// the chunk with sha512x (prep.HashItems, in hs) and sets verdicts[i] for
// items[i] exactly as portable.VerifyItem would, verifying the signatures
// four at a time in the quad engine, a last group smaller than
// quadGroupMin (or a group whose keys all bring the split check's tables)
// one by one in the solo10 engine. It does not allocate; s holds no
// reference into items once it returns.
func VerifyChunk(rules prep.Rules, items []prep.Item, verdicts []bool, s *Scratch, hs *prep.HashScratch) {
	prep.HashItems(items, hs)
	var group [4]*prep.Item
	var where [4]int
	n := 0
	flush := func() {
		if n < quadGroupMin || allSplit(group[:n]) {
			for j := range n {
				verdicts[where[j]] = verifySolo10(rules, group[j], &s.solo)
			}
		} else {
			verifyQuad(rules, group[:n], where[:n], verdicts, &s.quad, &s.later)
		}
		group, n = [4]*prep.Item{}, 0
	}
	for i := range items {
		verdicts[i] = false
		if !items[i].OK {
			continue
		}
		group[n], where[n] = &items[i], i
		n++
		if n == len(group) {
			flush()
		}
	}
	flush()
	s.later.finish(verdicts)
}

// allSplit reports whether every item has the tables of the split check
// (an ExpandedPublicKey's), which verifies one signature faster than the quad
// engine verifies four, a signature at a time
// (docs/results/2026-12-01-ed25519-avx2-straus).
func allSplit(items []*prep.Item) bool {
	for _, it := range items {
		if it.SoloHi == nil {
			return false
		}
	}
	return true
}

// VerifyItems is the avx2 backend for single verifications (a few items
// on the caller's stack, len(verdicts) >= len(items)): the challenges are
// hashed one by one and the items verified one at a time in the solo10
// engine, with pooled scratch, each verdict exactly as
// portable.VerifyItem's. It does not leak items and does not allocate.
func VerifyItems(rules prep.Rules, items []prep.Item, verdicts []bool) {
	s := soloScratches.Get().(*soloScratch)
	defer soloScratches.Put(s)
	for i := range items {
		it := &items[i]
		verdicts[i] = false
		if !it.OK {
			continue
		}
		if !it.Hashed {
			it.Challenge()
		}
		verdicts[i] = verifySolo10(rules, it, s)
	}
}
