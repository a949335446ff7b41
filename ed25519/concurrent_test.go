package ed25519

import (
	"sync"
	"testing"
)

// TestConcurrentVerifiers runs every verification entry point from several
// goroutines at once on the active backend, sharing ExpandedPublicKeys and a
// KeyCache, so that the race detector (CI runs it under -race) sees the
// shared state they use: the scratch pools, the lazily built tables, the
// backend switch and the lane-fault counter. Batches of 300 take the
// grouped bucket-sum route where the backend has one.
func TestConcurrentVerifiers(t *testing.T) {
	// Faults counted by earlier tests (those that inject them) do not
	// count here: no test of this package runs in parallel with another.
	faultsBefore := LaneFaults()
	good, bad, keys := concurrentPools(t, 300)
	cache := NewKeyCache(16 * CacheEntryBytes)
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				p := Profile((g + r) % int(numProfiles))
				for _, n := range []int{1, 4, 9, 64, 300} {
					vs := good[:n]
					if (g+n)%2 == 1 {
						vs = bad[:n]
					}
					pubs, msgs, sigs := split(vs)
					verdicts := make([]bool, n)
					want := &vs[0] == &good[0]
					if VerifyBatch(p, pubs, msgs, sigs, verdicts) != want {
						t.Errorf("goroutine %d: VerifyBatch of %d under %v: %v", g, n, p, !want)
						return
					}
					if VerifyBatchKeys(p, keys[:n], msgs, sigs, verdicts) != want {
						t.Errorf("goroutine %d: VerifyBatchKeys of %d under %v: %v", g, n, p, !want)
						return
					}
					bv := NewBatchVerifier(p)
					for i := range n {
						bv.Add(pubs[i], msgs[i], sigs[i])
					}
					if bv.Verify(verdicts) != want {
						t.Errorf("goroutine %d: BatchVerifier of %d under %v: %v", g, n, p, !want)
						return
					}
				}
				for i := g; i < 40; i += 4 {
					v, w := good[i], bad[i]
					if !VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) || VerifyWithProfile(p, w.Pub, w.Msg, w.Sig) ||
						!keys[i].Verify(p, v.Msg, v.Sig) || keys[i].Verify(p, w.Msg, w.Sig) ||
						!cache.Verify(p, v.Pub, v.Msg, v.Sig) || cache.Verify(p, w.Pub, w.Msg, w.Sig) ||
						CheckSignature(p, v.Pub, v.Msg, v.Sig) != nil || CheckSignature(p, w.Pub, w.Msg, w.Sig) == nil {
						t.Errorf("goroutine %d: signature %d under %v judged wrongly", g, i, p)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	if d := LaneFaults() - faultsBefore; d != 0 {
		t.Errorf("%d lane faults", d)
	}
}

// TestSetBackendConcurrent verifies from three goroutines while a fourth
// switches the backend through every one this machine has, as SetBackend's
// contract allows: every verdict must stay exact (a call runs on the
// backend it started with; an ExpandedPublicKey made under one backend
// verifies under any), and the race detector (CI runs this under -race)
// must see no unsynchronised access to the switch.
func TestSetBackendConcurrent(t *testing.T) {
	faultsBefore := LaneFaults()
	defer SetBackend("auto")
	good, bad, keys := concurrentPools(t, 64)
	rounds := 4
	if testing.Short() {
		rounds = 2
	}
	names := append(Backends(), "auto")
	done := make(chan struct{})
	flips := make(chan int)
	go func() {
		n := 0
		for {
			select {
			case <-done:
				flips <- n
				return
			default:
			}
			if err := SetBackend(names[n%len(names)]); err != nil {
				t.Errorf("SetBackend(%q): %v", names[n%len(names)], err)
			}
			n++
		}
	}()
	var wg sync.WaitGroup
	for g := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				p := Profile((g + r) % int(numProfiles))
				for _, n := range []int{1, 4, 9, 64} {
					vs := good[:n]
					if (g+n+r)%2 == 1 {
						vs = bad[:n]
					}
					want := &vs[0] == &good[0]
					pubs, msgs, sigs := split(vs)
					verdicts := make([]bool, n)
					if VerifyBatch(p, pubs, msgs, sigs, verdicts) != want {
						t.Errorf("goroutine %d: VerifyBatch of %d under %v: %v", g, n, p, !want)
						return
					}
					if VerifyBatchKeys(p, keys[:n], msgs, sigs, verdicts) != want {
						t.Errorf("goroutine %d: VerifyBatchKeys of %d under %v: %v", g, n, p, !want)
						return
					}
				}
				for i := g; i < 24; i += 3 {
					v, w := good[i], bad[i]
					if !VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) || VerifyWithProfile(p, w.Pub, w.Msg, w.Sig) ||
						!keys[i].Verify(p, v.Msg, v.Sig) || keys[i].Verify(p, w.Msg, w.Sig) {
						t.Errorf("goroutine %d: signature %d under %v judged wrongly", g, i, p)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(done)
	t.Logf("%d backend switches during the verifications", <-flips)
	if d := LaneFaults() - faultsBefore; d != 0 {
		t.Errorf("%d lane faults", d)
	}
}

// concurrentPools returns n valid signatures, the same n each with one bit
// of S flipped (invalid under every profile), and the valid ones' keys
// expanded.
func concurrentPools(t *testing.T, n int) (good, bad []vector, keys []*ExpandedPublicKey) {
	t.Helper()
	good = validPool(n)
	bad = validPool(n)
	for i := range bad {
		bad[i].Sig = append([]byte(nil), bad[i].Sig...)
		bad[i].Sig[33] ^= 1 << (i % 8)
	}
	keys = make([]*ExpandedPublicKey, n)
	for i, v := range good {
		k, err := NewExpandedPublicKey(v.Pub)
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
	}
	return good, bad, keys
}
