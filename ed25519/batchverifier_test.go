package ed25519

import (
	"testing"
)

// fill queues vs in v: lanes where useKey(i) is true through AddKey (with
// the key from keys, nil for an undecodable one), the others through Add.
func fill(v *BatchVerifier, vs []vector, keys []*ExpandedPublicKey, useKey func(int) bool) {
	for i, w := range vs {
		if useKey(i) {
			v.AddKey(keys[i], w.Msg, w.Sig)
		} else {
			v.Add(w.Pub, w.Msg, w.Sig)
		}
	}
}

func decodeKeys(vs []vector) []*ExpandedPublicKey {
	keys := make([]*ExpandedPublicKey, len(vs))
	for i, v := range vs {
		keys[i], _ = NewExpandedPublicKey(v.Pub) // nil for an undecodable key: invalid
	}
	return keys
}

// TestBatchVerifier checks that a BatchVerifier, reused with Reset, gives
// the pinned verdict on every vector of every corpus under every profile
// and backend, whether the signatures come through Add, AddKey or a mix,
// and that Verify(nil) reports the same all-valid bit. With -short it
// takes every fifth vector.
func TestBatchVerifier(t *testing.T) {
	cs := allCorpora(t)
	g := readGolden(t)
	forEachBackend(t, func(t *testing.T) {
		for p := range numProfiles {
			bv := NewBatchVerifier(p)
			for _, c := range cs {
				want := g[c.name][p]
				if testing.Short() {
					c.vs, want = everyFifth(c.vs), string(everyFifth([]byte(want)))
				}
				keys := decodeKeys(c.vs)
				for name, useKey := range map[string]func(int) bool{
					"Add":    func(int) bool { return false },
					"AddKey": func(int) bool { return true },
					"mixed":  func(i int) bool { return i%3 == 1 },
				} {
					bv.Reset()
					fill(bv, c.vs, keys, useKey)
					if bv.Len() != len(c.vs) {
						t.Fatalf("Len = %d, want %d", bv.Len(), len(c.vs))
					}
					verdicts := make([]bool, len(c.vs))
					all := bv.Verify(verdicts)
					wantAll := true
					for i := range c.vs {
						wantAll = wantAll && want[i] == '1'
						if verdicts[i] != (want[i] == '1') {
							t.Errorf("%v %s %s: got %v, pinned %c", p, name, c.vs[i].Name, verdicts[i], want[i])
						}
					}
					if all != wantAll || bv.Verify(nil) != wantAll {
						t.Errorf("%v %s %s: all-valid %v, want %v", p, name, c.name, all, wantAll)
					}
				}
			}
		}
	})
}

// TestBatchVerifierMatchesVerifyBatch checks batches of valid signatures
// with one bad lane at every position, against VerifyBatch, for sizes that
// cross the chunk of 64 and the ZIP215 combined-check threshold.
func TestBatchVerifierMatchesVerifyBatch(t *testing.T) {
	pool := validPool(70)
	keys := decodeKeys(pool)
	for _, p := range []Profile{ZIP215, StdlibCompat} {
		bv := NewBatchVerifierWithCapacity(p, 4)
		for _, n := range []int{0, 1, 2, 65, 70} {
			for bad := 0; bad < n; bad += 7 {
				vs := append([]vector(nil), pool[:n]...)
				vs[bad].Msg = []byte("forged")
				pubs, msgs, sigs := split(vs)
				want := make([]bool, n)
				wantAll := VerifyBatch(p, pubs, msgs, sigs, want)
				bv.Reset()
				fill(bv, vs, keys, func(i int) bool { return i%2 == 0 })
				got := make([]bool, n)
				if bv.Verify(got) != wantAll {
					t.Errorf("%v n=%d bad=%d: all-valid differs", p, n, bad)
				}
				for i := range got {
					if got[i] != want[i] {
						t.Errorf("%v n=%d bad=%d lane %d: %v, VerifyBatch %v", p, n, bad, i, got[i], want[i])
					}
				}
			}
		}
	}
	var zero BatchVerifier // StdlibCompat, ready to use
	if !zero.Verify(nil) {
		t.Error("empty batch not all-valid")
	}
	zero.Add(pool[0].Pub, pool[0].Msg, pool[0].Sig)
	zero.AddKey(nil, pool[0].Msg, pool[0].Sig)
	verdicts := make([]bool, 2)
	if zero.Verify(verdicts) || !verdicts[0] || verdicts[1] {
		t.Errorf("zero BatchVerifier: %v", verdicts)
	}
}

func TestBatchVerifierPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	bv := NewBatchVerifier(ZIP215)
	bv.Add(nil, nil, nil)
	bv.Verify(make([]bool, 2))
}

func everyFifth[T any](s []T) (out []T) {
	for i := 0; i < len(s); i += 5 {
		out = append(out, s[i])
	}
	return out
}

// TestBatchVerifierAllocations proves that a reused BatchVerifier allocates
// nothing once it has verified a batch of the size, for every profile (two
// with -short) and kind of batch, and that Reset drops its references.
func TestBatchVerifierAllocations(t *testing.T) {
	pool := validPool(100)
	keys := decodeKeys(pool)
	verdicts := make([]bool, len(pool))
	profiles := []Profile{StdlibCompat, DalekStrict, ZIP215, FIPS186_5, Libsodium, VoiDefault}
	if testing.Short() {
		profiles = []Profile{StdlibCompat, ZIP215}
	}
	for _, p := range profiles {
		for _, n := range []int{1, 65} {
			for name, useKey := range map[string]func(int) bool{
				"Add":    func(int) bool { return false },
				"AddKey": func(int) bool { return true },
				"mixed":  func(i int) bool { return i%2 == 0 },
			} {
				bv := NewBatchVerifier(p)
				run := func() {
					fill(bv, pool[:n], keys, useKey)
					bv.Verify(verdicts[:n])
					bv.Verify(nil)
					bv.Reset()
				}
				run() // the first batch of this size may allocate
				if a := testing.AllocsPerRun(10, run); a != 0 {
					t.Errorf("%v %s/%d: %v allocations", p, name, n, a)
				}
				// A sized one allocates nothing from its first batch:
				// every run (and AllocsPerRun's warm-up) takes a fresh one.
				sized := make([]*BatchVerifier, 11)
				for i := range sized {
					sized[i] = NewBatchVerifierWithCapacity(p, n)
				}
				i := 0
				if a := testing.AllocsPerRun(10, func() {
					bv = sized[i]
					i++
					run()
				}); a != 0 {
					t.Errorf("%v %s/%d sized: %v allocations", p, name, n, a)
				}
				for _, s := range bv.pubs[:cap(bv.pubs)] {
					if s != nil {
						t.Fatal("Reset kept a reference")
					}
				}
			}
		}
	}
}
