package ed25519

import (
	"io"
	"sync"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// workspace is the per-call scratch of a batch, pooled so that batches do
// not allocate.
type workspace struct {
	rlc  msm.RLCScratch
	hash prep.HashScratch
	ifma ifma.Scratch
	avx2 avx2.Scratch
	// items comes last, so that the scratch areas' places in memory do
	// not move with prep.Item's size (the quad engine is sensitive to
	// them: docs/NOTEBOOK.md, "ed25519 workspace layout").
	items [batchChunk]prep.Item
}

var workspaces = sync.Pool{New: func() any { return new(workspace) }}

func getWorkspace() *workspace { return workspaces.Get().(*workspace) }

func putWorkspace(ws *workspace, used int) {
	// Drop every reference into the caller's slices before pooling: in the
	// items a batch used, not all 64 (clearing pointers runs write barriers
	// while the GC marks).
	clear(ws.items[:used])
	workspaces.Put(ws)
}

// VerifyBatch verifies len(sigs) signatures under profile p: verdicts[i]
// is set to whether sigs[i] is a valid signature of msgs[i] by pubs[i],
// exactly as VerifyWithProfile(p, pubs[i], msgs[i], sigs[i]) would report
// it, and an invalid signature never changes another's verdict. It returns
// whether every signature is valid (true for an empty batch).
//
// For the cofactored profiles (ZIP215, FIPS186_5, VoiDefault) the batch is first
// checked with a random linear combination using 128-bit coefficients from
// crypto/rand, and each signature is verified on its own only if that check
// fails (or if crypto/rand fails); the verdicts then equal single
// verification's except with probability about 2^-128. The cofactorless
// profiles verify each signature on its own. A batch of valid signatures
// costs less than verifying them one by one; one that holds an invalid
// signature costs more, since the failed combined check is followed by
// single verifications.
//
// Wrong-length keys and signatures are simply invalid. VerifyBatch panics
// if pubs, msgs, sigs and verdicts do not all have the same length: that is
// a programming error. It does not allocate.
func VerifyBatch(p Profile, pubs, msgs, sigs [][]byte, verdicts []bool) bool {
	return verifyBatch(p, nil, pubs, msgs, sigs, verdicts, nil)
}

// verifyBatchRand is VerifyBatch with the random coefficients of the
// combined check read from rnd instead of crypto/rand, for tests that must
// be reproducible. It is not exported: coefficients an adversary can
// predict make the combined check accept forgeries. If reading rnd fails,
// every signature is verified on its own. The cofactorless profiles never
// read rnd.
func verifyBatchRand(rnd io.Reader, p Profile, pubs, msgs, sigs [][]byte, verdicts []bool) bool {
	return verifyBatch(p, nil, pubs, msgs, sigs, verdicts, rnd)
}

// VerifyBatchKeys is VerifyBatch with precomputed keys: verdicts[i] is
// keys[i].Verify(p, msgs[i], sigs[i]); a nil key is invalid. Where the
// tables of the keys make each signature cheaper than its share of the
// combined check (every key made while the active backend was: on the
// ifma backend always, on the avx2 backend for chunks of at most 32
// signatures), a cofactored profile too verifies each signature on its
// own, and the verdicts equal single verification's exactly. It panics
// if the slices do not all have the same length, and does not allocate.
func VerifyBatchKeys(p Profile, keys []*ExpandedPublicKey, msgs, sigs [][]byte, verdicts []bool) bool {
	return verifyBatch(p, keys, nil, msgs, sigs, verdicts, nil)
}

func verifyBatch(p Profile, keys []*ExpandedPublicKey, pubs [][]byte, msgs, sigs [][]byte, verdicts []bool, rnd io.Reader) bool {
	n := len(sigs)
	if len(msgs) != n || len(verdicts) != n || (keys == nil && len(pubs) != n) || (keys != nil && len(keys) != n) {
		panic("ed25519: VerifyBatch called with slices of different lengths")
	}
	if n == 0 {
		return true
	}
	b := active.Load()
	ws := getWorkspace()
	defer putWorkspace(ws, min(n, batchChunk))
	wide := wideFrom(b, p)
	if hotKeys(b, keys) {
		wide = 0
	}
	for base := 0; base < n; {
		if wide != 0 && n-base >= wide {
			m := msm.WideGroup(n - base)
			if !combineWide(b, p, keys, pubs, msgs, sigs, base, m, verdicts[base:base+m], ws, rnd) {
				for cb := 0; cb < m; cb += batchChunk {
					verifyRange(b, p, keys, pubs, msgs, sigs, base+cb, min(batchChunk, m-cb), verdicts, ws, rnd)
				}
			}
			base += m
			continue
		}
		m := min(batchChunk, n-base)
		verifyRange(b, p, keys, pubs, msgs, sigs, base, m, verdicts, ws, rnd)
		base += m
	}
	for _, v := range verdicts {
		if !v {
			return false
		}
	}
	return true
}

// verifyRange verifies the m <= batchChunk signatures from base on as one
// chunk on backend b: the combined check first under a cofactored profile
// with at least rlcMin candidates, unless every candidate is hot
// (hotItems), else (or if it fails) each on its own.
func verifyRange(b int32, p Profile, keys []*ExpandedPublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) {
	items := ws.items[:m]
	cand := prepareItems(b, p, keys, pubs, msgs, sigs, base, items)
	out := verdicts[base : base+m]
	if p.cofactored() && cand >= rlcMin && !hotItems(b, items, cand) && combineItems(b, items, out, ws, rnd) {
		return // the combined check passed and wrote every verdict
	}
	verifyChunk(b, p, items, out, ws)
}

// prepareItems sets items[j] to the prepared verification of signature
// base+j for backend b, from keys (with their tables for b) when not nil,
// else from pubs, and returns how many are ok (candidates).
func prepareItems(b int32, p Profile, keys []*ExpandedPublicKey, pubs, msgs, sigs [][]byte, base int, items []prep.Item) (cand int) {
	for j := range items {
		i := base + j
		switch {
		case keys != nil:
			if keys[i] == nil {
				items[j] = prep.Item{}
				continue
			}
			items[j] = prepare(p, nil, msgs[i], sigs[i], &keys[i].keyCore)
			items[j].Tab = keys[i].tab
			items[j].Warm = keys[i].warm(b)
		default:
			items[j] = prepare(p, pubs[i], msgs[i], sigs[i], nil)
		}
		if items[j].OK {
			cand++
		}
	}
	return cand
}

// hotKeys reports whether backend b verifies a batch of keys (not nil)
// signature by signature under every profile: on the ifma backend, when
// every key brings that backend's hot tables, whose warm chain costs less
// a signature than a share of the combined check or of the bucket sum.
// The avx2 backend's warm chains do so only against small chunks
// (hotItems), so its batches keep the bucket sum
// (docs/results/2026-12-05-ed25519-ifma-warm-cofactored-zen5 has both
// backends' measurements).
func hotKeys(b int32, keys []*ExpandedPublicKey) bool {
	if b != backendIFMA || keys == nil {
		return false
	}
	for _, k := range keys {
		if k != nil && k.warm(b) == nil {
			return false
		}
	}
	return true
}

// hotItems reports whether backend b verifies a chunk's cand prepared
// candidates each on its own under every profile rather than by the
// combined check: when every candidate brings b's hot tables and, on the
// avx2 backend, there are at most avx2.HotEachMax of them (its warm quad
// chain costs less a signature than a share of a small chunk's combined
// check, not of a full one), on the portable backend at most
// portableHotEachMax (a key's table, prep.Item.Tab, for Warm). The ifma
// backend has no such bound (hotKeys).
func hotItems(b int32, items []prep.Item, cand int) bool {
	if b == backendPortable {
		if cand > portableHotEachMax {
			return false
		}
		for i := range items {
			if items[i].OK && items[i].Tab == nil {
				return false
			}
		}
		return true
	}
	if b != backendIFMA && (b != backendAVX2 || cand > avx2.HotEachMax) {
		return false
	}
	for i := range items {
		if items[i].OK && items[i].Warm == nil {
			return false
		}
	}
	return true
}
