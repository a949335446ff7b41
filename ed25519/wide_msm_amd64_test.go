//go:build !purego

package ed25519

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// TestCombineWide checks the avx2 and ifma backends' bucket-sum check over
// many chunks (msm.CombineWide on the avx2 and ifma group scratch) through
// VerifyBatch, verifyBatchRand and VerifyBatchKeys, on the portable twins
// of the kernels and on the AVX2 or IFMA ones where present, under ZIP215
// and FIPS186_5, for sizes on both sides of the backend's threshold
// (wideFrom) and past msm.WideMax (the twins only where they are the only
// mode, and not in -short): every verdict must equal single
// verification's, and the check must pass for batches without an invalid
// signature (whatever small-order components, undecodable points and bad
// lengths they hold, which are false and left out of the sum) and fail,
// falling back to the chunks, for batches with one, also with keys of
// every kind in one batch (the avx2 backend's tables, the ifma backend's
// where IFMA is present, -A alone); a failing randomness source and a lane
// fault fall back too. The ifma backend's threshold is set to the one of
// CPUs where it takes the bucket sum, so that the engine is tested on every
// CPU.
func TestCombineWide(t *testing.T) {
	defer SetBackend("auto")
	defer active.Store(active.Load())
	defer func(m int) { ifma.WideMin = m }(ifma.WideMin)
	ifma.WideMin = ifma.WideMinFor(false)
	oldAVX2, oldIFMA, oldMulQ := r25x4.UseAVX2, r51x8.UseIFMA, r51x8.UseMulQ
	defer func() {
		r25x4.UseAVX2, r51x8.UseIFMA, r51x8.UseMulQ, wideCheckHook = oldAVX2, oldIFMA, oldMulQ, nil
		avx2.SetFaultHook(nil)
		ifma.SetFaultHook(nil)
	}()
	var passed, failed int
	wideCheckHook = func(ok bool) {
		if ok {
			passed++
		} else {
			failed++
		}
	}
	edge := genEdgeCorpus()
	g := readGolden(t)
	pool := validPool(msm.WideMax + 6)
	// On any amd64 CPU: the kernels' twins run where the CPU lacks them.
	for _, engine := range []struct {
		backend int32
		modes   []string
		use     func(mode string)
		fault   func(on bool)
	}{
		{backendAVX2, avx2Modes(), func(m string) { r25x4.UseAVX2 = m == "avx2" }, func(on bool) {
			avx2.SetFaultHook(nil)
			if on {
				avx2.SetFaultHook(func(acc *r25x4.Element) { acc[1][0] |= 1 << 62 })
			}
		}},
		{backendIFMA, ownKernelModes(), func(m string) { r51x8.UseIFMA, r51x8.UseMulQ = m != "generic", m == "ifma-mulq" }, func(on bool) {
			ifma.SetFaultHook(nil)
			if on {
				ifma.SetFaultHook(func(acc *r51x8.Element) { acc[1][0] |= 1 << 62 })
			}
		}},
	} {
		active.Store(engine.backend)
		least := wideFrom(engine.backend, ZIP215)
		for _, mode := range engine.modes {
			engine.use(mode)
			sizes := []int{least - 1, least, msm.WideMax + 6}
			if mode == "generic" {
				// The portable twins past msm.WideMax took most of
				// the package's time. Where the CPU has the kernels,
				// which are tested against the twins elsewhere and
				// run every size here, the twins check the sizes
				// around the threshold; where they are the only mode
				// they run every size; in -short, one group.
				switch {
				case testing.Short():
					sizes = []int{least}
				case len(engine.modes) > 1:
					sizes = sizes[:2]
				}
			}
			mode := backendTable[engine.backend].name + "/" + mode
			for _, p := range []Profile{ZIP215, FIPS186_5} {
				for _, n := range sizes {
					groups := 0
					if n >= least {
						groups = (n + msm.WideMax - 1) / msm.WideMax
					}
					valid, mixed, bad := wideBatches(p, pool[:n], edge, g)
					wantMixed := portableVerdicts(p, mixed)
					for _, c := range []struct {
						name   string
						vs     []vector
						want   []bool
						passes bool
					}{{"valid", valid, portableVerdicts(p, valid), true}, {"mixed", mixed, wantMixed, true}, {"bad", bad, portableVerdicts(p, bad), false}} {
						what := mode + "/" + c.name + "/" + strconv.Itoa(n)
						passed, failed = 0, 0
						checkBatch(t, p, c.vs, c.want, what, 7)
						// Three calls run the group checks; on the ifma
						// backend VerifyBatchKeys, its keys all hot,
						// verifies each signature instead (hotKeys).
						// Keys get ifma tables only where the CPU has
						// IFMA: elsewhere (the twins' mode) they are
						// cold for that backend.
						calls := 3
						if engine.backend == backendIFMA && r51x8.Available() {
							calls = 2
						}
						wantPassed, wantFailed := calls*groups, 0
						if !c.passes {
							// The bad signature is in one group of each call.
							wantPassed, wantFailed = calls*max(groups-1, 0), calls*min(groups, 1)
						}
						if passed != wantPassed || failed != wantFailed {
							t.Errorf("%v %s: %d group checks passed and %d failed, want %d and %d", p, what, passed, failed, wantPassed, wantFailed)
						}
					}

					// Keys of every kind, in one batch: the avx2 backend's
					// tables, the ifma backend's (where IFMA is present), and
					// -A alone.
					if n >= least {
						_, msgs, sigs := split(mixed)
						keys := make([]*ExpandedPublicKey, n)
						for i, v := range mixed {
							k, err := NewExpandedPublicKey(v.Pub)
							if err != nil {
								continue
							}
							switch i % 3 {
							case 1:
								k.avx2Tables = nil
							case 2:
								k.avx2Tables, k.ifmaTables = nil, nil
							}
							keys[i] = k
						}
						passed, failed = 0, 0
						verdicts := make([]bool, n)
						VerifyBatchKeys(p, keys, msgs, sigs, verdicts)
						if passed != groups || failed != 0 {
							t.Errorf("%v %s/keys/%d: %d group checks passed and %d failed, want %d and 0", p, mode, n, passed, failed, groups)
						}
						for i, want := range wantMixed {
							if verdicts[i] != want {
								t.Errorf("%v %s/keys/%d: signature %d: %v, want %v", p, mode, n, i, verdicts[i], want)
							}
						}
					}

					// A failing randomness source and a lane fault fall back.
					pubs, msgs, sigs := split(mixed)
					verdicts := make([]bool, n)
					verifyBatchRand(badReader{}, p, pubs, msgs, sigs, verdicts)
					faults := prep.Faults.Load()
					engine.fault(true)
					verdicts2 := make([]bool, n)
					verifyBatchRand(rand.NewChaCha8([32]byte{3}), p, pubs, msgs, sigs, verdicts2)
					engine.fault(false)
					if n >= least && prep.Faults.Load() == faults {
						t.Errorf("%v %s/%d: the lane fault was not counted", p, mode, n)
					}
					for i, want := range wantMixed {
						if verdicts[i] != want || verdicts2[i] != want {
							t.Errorf("%v %s/%d: signature %d: %v (rnd failing), %v (lane fault), want %v", p, mode, n, i, verdicts[i], verdicts2[i], want)
						}
					}
				}
			}
		}
	}
}

// TestWideGroup checks the split of a batch into groups: each between
// avx2.WideMin and msm.WideMax, as few as possible, covering the batch.
func TestWideGroup(t *testing.T) {
	for n := avx2.WideMin; n <= 5*msm.WideMax+3; n++ {
		groups := 0
		for rest := n; rest > 0; groups++ {
			m := msm.WideGroup(rest)
			if m < avx2.WideMin || m > msm.WideMax || m > rest {
				t.Fatalf("n=%d: a group of %d with %d left", n, m, rest)
			}
			rest -= m
		}
		if want := (n + msm.WideMax - 1) / msm.WideMax; groups != want {
			t.Fatalf("n=%d: %d groups, want %d", n, groups, want)
		}
	}
}

// TestWideMin checks where the ifma backend takes the bucket sum: never
// where 512-bit operations run at full width, from WideMinFor(false)
// signatures of a cofactored batch elsewhere (WideMin as cpu.Latency512
// sets it), and that a valid batch above that threshold passes both ways,
// in one bucket sum and, with WideMin 0, in the chunks.
func TestWideMin(t *testing.T) {
	if ifma.WideMinFor(true) != 0 || ifma.WideMinFor(false) != 192 {
		t.Fatalf("WideMinFor(true), WideMinFor(false) = %d, %d, want 0, 192", ifma.WideMinFor(true), ifma.WideMinFor(false))
	}
	if want := ifma.WideMinFor(cpu.Latency512); ifma.WideMin != want {
		t.Fatalf("ifma.WideMin = %d on a CPU with Latency512 %v, want %d", ifma.WideMin, cpu.Latency512, want)
	}
	defer active.Store(active.Load())
	defer func(m int) { ifma.WideMin = m }(ifma.WideMin)
	defer func() { wideCheckHook = nil }()
	checks := 0
	wideCheckHook = func(bool) { checks++ }
	active.Store(backendIFMA)
	n := ifma.WideMinFor(false) + 8
	pubs, msgs, sigs := split(validPool(n))
	for _, c := range []struct{ wideMin, checks int }{{ifma.WideMinFor(false), 1}, {0, 0}} {
		ifma.WideMin = c.wideMin
		checks = 0
		verdicts := make([]bool, n)
		if !VerifyBatch(ZIP215, pubs, msgs, sigs, verdicts) {
			t.Errorf("WideMin %d: a batch of %d valid signatures failed", c.wideMin, n)
		}
		if checks != c.checks {
			t.Errorf("WideMin %d: %d bucket sums over a batch of %d, want %d", c.wideMin, checks, n, c.checks)
		}
	}
}
