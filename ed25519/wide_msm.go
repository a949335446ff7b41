package ed25519

import (
	"io"
	"sync"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// This file hands a cofactored batch of at least an engine's threshold
// (avx2.WideMin, ifma.WideMin, portable.WideMin) to the bucket sums of
// internal/msm (msm.CombineWide) in groups of up to msm.WideMax, on the
// active backend's group scratch (avx2.NewWide, ifma.NewWide,
// portable.NewWide).

var (
	wideAVX2Scratches     = sync.Pool{New: func() any { return avx2.NewWide() }}
	wideIFMAScratches     = sync.Pool{New: func() any { return ifma.NewWide() }}
	widePortableScratches = sync.Pool{New: func() any { return portable.NewWide() }}
)

// wideCheckHook, when set by a test, is told the outcome of every group's
// check (false also for a lane fault or a failed rnd).
var wideCheckHook func(passed bool)

// wideFrom is the fewest signatures backend b checks in one bucket sum
// under profile p; 0 means it never does.
func wideFrom(b int32, p Profile) int {
	if !p.cofactored() {
		return 0
	}
	switch b {
	case backendAVX2:
		return avx2.WideMin
	case backendIFMA:
		return ifma.WideMin
	}
	return portable.WideMin
}

// combineWide runs backend b's combined check over the m signatures from
// base on (m <= msm.WideMax), preparing them chunk by chunk in ws, with
// msm.CombineWide's contract.
func combineWide(b int32, p Profile, keys []*ExpandedPublicKey, pubs, msgs, sigs [][]byte, base, m int, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	pool := &widePortableScratches
	switch b {
	case backendAVX2:
		pool = &wideAVX2Scratches
	case backendIFMA:
		pool = &wideIFMAScratches
	}
	e := pool.Get().(msm.WideEngine)
	passed := msm.CombineWide(e, m, ws.items[:], &ws.hash, func(first int, items []prep.Item) {
		prepareItems(b, p, keys, pubs, msgs, sigs, base+first, items)
	}, verdicts, rnd)
	pool.Put(e)
	if wideCheckHook != nil {
		wideCheckHook(passed)
	}
	return passed
}
