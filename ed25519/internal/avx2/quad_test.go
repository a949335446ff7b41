//go:build !purego

package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
)

// TestQuadEngine runs every corpus through the quad engine under every
// profile, in groups of one to four lanes (each vector at a rotating lane
// position), with keys from bytes, precomputed keys, the ifma backend's hot
// tables and the avx2 backend's own tables mixed within a group, on the
// portable twins (a prefix of each corpus) and on the AVX2 kernels where
// the CPU has them, with shortened challenges and at full length (the
// cofactorless verdicts of the latter written at once or by a quadLater),
// and compares every verdict with the pinned ones.
func TestQuadEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	defer func() { useShortChallenge = true }()
	for _, mode := range avx2Modes() {
		for _, short := range []bool{true, false} {
			useShortChallenge = short
			t.Run(mode+map[bool]string{true: "/short", false: "/full"}[short], func(t *testing.T) {
				old := r25x4.UseAVX2
				r25x4.UseAVX2 = mode == "avx2"
				defer func() { r25x4.UseAVX2 = old }()
				s := new(quadScratch)
				for p := range numProfiles {
					for ci, c := range cs {
						// Cofactorless verdicts left to a quadLater in every
						// other corpus.
						var later *quadLater
						if ci%2 == 1 {
							later = new(quadLater)
						}
						vs := c.vs
						if mode == "generic" && len(vs) > 8 {
							vs = vs[:8]
						}
						want := g[c.name][p]
						var items [4]prep.Item
						var keys [4]keyCore
						var group [4]*prep.Item
						var where [4]int
						verdicts := make([]bool, len(vs))
						for i := 0; i < len(vs); {
							size := 1 + i%4
							n := 0
							for ; n < size && i+n < len(vs); n++ {
								v := vs[i+n]
								j := i + n
								it := prepare(p, v.Pub, v.Msg, v.Sig, nil)
								if kind := j % 4; kind > 0 && keys[n].set(v.Pub) == nil {
									it = prepare(p, nil, v.Msg, v.Sig, &keys[n])
									switch kind {
									case 2:
										it.Hot = ifma.NewHotTables(&keys[n].negA)
									case 3:
										it.Solo = buildSoloTable(&keys[n].negA)
									}
								}
								items[n] = it
							}
							// Rotate the lanes: the vectors of this group go to
							// lanes (i + k) mod n.
							m := 0
							for k := range n {
								it := &items[(i+k)%n]
								if !it.OK {
									verdicts[i+(i+k)%n] = false
									continue
								}
								it.Challenge()
								group[m], where[m] = it, i+(i+k)%n
								m++
							}
							if m > 0 {
								verifyQuad(p.rules(), group[:m], where[:m], verdicts, s, later)
							}
							i += n
							if later != nil && later.n > batchChunk-4 {
								later.finish(verdicts)
							}
						}
						if later != nil {
							later.finish(verdicts)
						}
						for i, v := range vs {
							if verdicts[i] != (want[i] == '1') {
								t.Errorf("%s %v %s: got %v", mode, p, v.Name, verdicts[i])
							}
						}
					}
				}
			})
		}
	}
}

// TestQuadFaults corrupts the quad engine's accumulator and checks that
// the verdicts are still right (recomputed on the portable backend) and
// that each event is counted.
func TestQuadFaults(t *testing.T) {
	vs := validPool(3)
	vs[1].Sig = append([]byte(nil), vs[1].Sig...)
	vs[1].Sig[5] ^= 4
	defer func() { soloFaultHook = nil }()
	soloFaultHook = func(acc *r25x4.Element) { acc[4][2] = 1 << 40 }
	s := new(quadScratch)
	defer func() { useShortChallenge = true }()
	for i := range 2 * numProfiles {
		p := i / 2
		useShortChallenge = i%2 == 0
		var items [3]prep.Item
		var group [3]*prep.Item
		for i, v := range vs {
			items[i] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
			items[i].Challenge()
			group[i] = &items[i]
		}
		before := LaneFaults()
		verdicts := make([]bool, 3)
		verifyQuad(p.rules(), group[:], []int{0, 1, 2}, verdicts, s, nil)
		if verdicts[0] != true || verdicts[1] != false || verdicts[2] != true {
			t.Errorf("%v: verdicts %v", p, verdicts)
		}
		if LaneFaults() != before+1 {
			t.Errorf("%v: %d faults counted, want 1", p, LaneFaults()-before)
		}
	}
}

// TestSoloMSMFaults corrupts the avx2 backend's combined check and checks,
// for a small chunk and a large one, that the batch falls back to single
// verification with the right verdicts and that the event is counted.
func TestSoloMSMFaults(t *testing.T) {
	requireAVX2(t)
	defer SetBackend("auto")
	if err := SetBackend("avx2"); err != nil {
		t.Fatal(err)
	}
	defer func() { soloFaultHook = nil }()
	for _, n := range []int{4, 19} {
		vs := validPool(n)
		pubs, msgs, sigs := split(vs)
		verdicts := make([]bool, len(vs))
		faulty := true
		soloFaultHook = func(acc *r25x4.Element) {
			if faulty {
				acc[4][2] = 1 << 40
				faulty = false // only the combined check's
			}
		}
		before := LaneFaults()
		if !VerifyBatch(ZIP215, pubs, msgs, sigs, verdicts) {
			t.Errorf("%d: verdicts %v", n, verdicts)
		}
		if LaneFaults() != before+1 {
			t.Errorf("%d: %d faults counted, want 1", n, LaneFaults()-before)
		}
	}
}
