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
// quadGroupMinCold (warm: quadGroupMinWarmCofactorless or
// quadGroupMinWarmCofactored, by rules) one by one in the solo10 engine.
// Items whose keys bring their tables (warm) and items without (cold) form
// separate groups, in the order they come, so that a warm group runs the
// warm chain (warm.go).
// It does not allocate; s holds no reference into items once it returns.
func VerifyChunk(rules prep.Rules, items []prep.Item, verdicts []bool, s *Scratch, hs *prep.HashScratch) {
	prep.HashItems(items, hs)
	var group [2][4]*prep.Item // [0] cold, [1] warm
	var where [2][4]int
	var n [2]int
	least := [2]int{quadGroupMinCold, quadGroupMinWarmCofactorless}
	if rules.Cofactored {
		least[1] = quadGroupMinWarmCofactored
	}
	flush := func(g int) {
		if n[g] < least[g] {
			for j := range n[g] {
				verdicts[where[g][j]] = verifySolo10(rules, group[g][j], &s.solo)
			}
		} else {
			verifyQuad(rules, group[g][:n[g]], where[g][:n[g]], verdicts, &s.quad, &s.later)
		}
		group[g], n[g] = [4]*prep.Item{}, 0
	}
	for i := range items {
		verdicts[i] = false
		if !items[i].OK {
			continue
		}
		g := 0
		if keyTables(&items[i]) != nil {
			g = 1
		}
		group[g][n[g]], where[g][n[g]] = &items[i], i
		n[g]++
		if n[g] == 4 {
			flush(g)
		}
	}
	flush(0)
	flush(1)
	s.later.finish(verdicts)
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
