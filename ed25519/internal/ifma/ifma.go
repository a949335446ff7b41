package ifma

import "github.com/vilyacrypto/vilya/ed25519/internal/prep"

// Scratch is the scratch of a chunk's verification (VerifyChunk) and of
// its combined check (Combine), which a caller keeps in its pooled
// per-batch workspace so that batches do not allocate.
type Scratch struct {
	lanes laneScratch
	pair  pairScratch
	later encodeLater
}

// VerifyChunk is the ifma backend for a chunk of a batch (len(items) <=
// prep.Chunk, len(verdicts) >= len(items)): it hashes every challenge of
// the chunk with sha512x (prep.HashItems, in hs) and sets verdicts[i] for
// items[i] exactly as portable.VerifyItem would, verifying the signatures
// in groups of eight lanes (two cold groups' keys decoded side by side; a
// chunk's only group in the lanes decoding its R beside its keys), a last
// group of at most pairGroupMax in pairs or, from halvesMin cold ones, in
// the halves engine.
// Items with hot tables (warm) and items without (cold) form separate
// groups, in the order they come, so that a warm group runs the warm chain
// (warm.go). It does not allocate; s holds no reference into items once it
// returns.
func VerifyChunk(rules prep.Rules, items []prep.Item, verdicts []bool, s *Scratch, hs *prep.HashScratch) {
	prep.HashItems(items, hs)
	var group [2][8]*prep.Item // [0] cold, [1] warm
	var where [2][8]int
	var n [2]int
	// A full cold group waits for the next one, so that their keys decode
	// side by side (verifyLanes2).
	var held [8]*prep.Item
	var heldWhere [8]int
	holding := false
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
		if n[g] == 8 {
			switch {
			case g == 1:
				verifyGroup(rules, group[g][:8], where[g][:8], verdicts, s, &s.later)
			case !holding:
				held, heldWhere, holding = group[0], where[0], true
			default:
				verifyLanes2(rules, &[2][]*prep.Item{held[:], group[0][:]}, &[2][]int{heldWhere[:], where[0][:]}, verdicts, &s.lanes, &s.later)
				holding = false
			}
			n[g] = 0
		}
	}
	// The chunk's only group in the lanes, if no other has used or will use
	// s.later, decodes its R beside its keys and compares R' with it
	// (verifyLanes with no later): no inversion to share.
	later := &s.later
	if s.later.n == 0 && n[1] <= warmPairMax && !(holding && n[0] > pairGroupMax) {
		later = nil
	}
	if holding {
		if n[0] > pairGroupMax { // a group verifyGroup gives the lanes too
			verifyLanes2(rules, &[2][]*prep.Item{held[:], group[0][:n[0]]}, &[2][]int{heldWhere[:], where[0][:n[0]]}, verdicts, &s.lanes, &s.later)
			n[0] = 0
		} else {
			verifyLanes(rules, held[:], heldWhere[:], verdicts, &s.lanes, later)
		}
	}
	for g := range group {
		if n[g] > 0 {
			verifyGroup(rules, group[g][:n[g]], where[g][:n[g]], verdicts, s, later)
		}
	}
	s.later.finish(rules, verdicts, &s.lanes)
}

// verifyGroup sets verdicts[where[j]] for the items of one group: in the
// eight-lane engine (with later, the chunk's, or nil for the chunk's only
// group in the lanes: verifyLanes), or if there are at most pairGroupMax
// in pairs, or in the halves engine for halvesMin or more cold ones (the
// pair engine when it declines).
func verifyGroup(rules prep.Rules, group []*prep.Item, where []int, verdicts []bool, s *Scratch, later *encodeLater) {
	inPairs := pairGroupMax
	if keyTables(group[0]) != nil {
		inPairs = warmPairMax // VerifyChunk's groups are all warm or all cold
	}
	if inPairs == pairGroupMax && len(group) >= halvesMin && len(group) <= 4 && useShortChallenge &&
		verifyHalves(rules, group, where, verdicts, &s.lanes) {
		return
	}
	if len(group) <= inPairs {
		verifyPairs(rules, group, where, verdicts, &s.pair)
		return
	}
	verifyLanes(rules, group, where, verdicts, &s.lanes, later)
}

// VerifyItems is the ifma backend for single verifications (a few items
// on the caller's stack, len(verdicts) >= len(items)): the challenges are
// hashed one by one and the items verified in pairs (an item with hot
// tables alone, in the split check), with pooled scratch, each verdict
// exactly as portable.VerifyItem's. It does not leak items and does not
// allocate.
func VerifyItems(rules prep.Rules, items []prep.Item, verdicts []bool) {
	s := pairScratches.Get().(*pairScratch)
	defer pairScratches.Put(s)
	var group [8]*prep.Item
	var where [8]int
	n := 0
	for i := range items {
		verdicts[i] = false
		it := &items[i]
		if !it.OK {
			continue
		}
		if !it.Hashed {
			it.Challenge()
		}
		group[n], where[n] = it, i
		n++
		if n == len(group) {
			verifyPairs(rules, group[:n], where[:n], verdicts, s)
			n = 0
		}
	}
	verifyPairs(rules, group[:n], where[:n], verdicts, s)
}

// verifyPairs sets verdicts[where[j]] for the items of group: an item with
// hot tables alone in split form, the others two at a time.
func verifyPairs(rules prep.Rules, group []*prep.Item, where []int, verdicts []bool, s *pairScratch) {
	var rest [8]*prep.Item
	var at [8]int
	n := 0
	for j, it := range group {
		if keyTables(it) != nil {
			var out [1]bool
			verifySplit(rules, it, out[:], s)
			verdicts[where[j]] = out[0]
			continue
		}
		rest[n], at[n] = it, where[j]
		n++
	}
	for j := 0; j < n; j += 2 {
		m := min(2, n-j)
		var out [2]bool
		verifyPair(rules, rest[j:j+m], out[:m], s)
		for k := range m {
			verdicts[at[j+k]] = out[k]
		}
	}
}
