package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// lanesVerdicts verifies vs under p through the ifma backend's batch path
// (ifma.VerifyChunk), chunk by chunk, whatever backend is active. With
// keys, every key that decodes comes decoded with hot tables, as
// VerifyBatchKeys passes an ExpandedPublicKey's.
func lanesVerdicts(p Profile, vs []vector, keys bool) []bool {
	ws := new(workspace)
	s := new(ifma.Scratch)
	out := make([]bool, len(vs))
	cores := make([]keyCore, len(vs))
	for base := 0; base < len(vs); base += batchChunk {
		m := min(batchChunk, len(vs)-base)
		for j := range m {
			v := vs[base+j]
			k := &cores[base+j]
			if !keys || k.set(v.Pub) != nil {
				ws.items[j] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
				continue
			}
			ws.items[j] = prepare(p, nil, v.Msg, v.Sig, k)
			ws.items[j].Warm = ifma.NewKeyTables(&k.negA)
		}
		ifma.VerifyChunk(p.rules(), ws.items[:m], out[base:base+m], s, &ws.hash)
	}
	return out
}

// TestLanesEngine runs every corpus through the lanes engine under every
// profile, on the portable twins of the kernels (so that every machine
// tests the engine) and on the IFMA kernels where the CPU has them, and
// compares every verdict with the pinned ones.
func TestLanesEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for p := range numProfiles {
				for _, c := range cs {
					vs := c.vs
					if mode == "generic" && testing.Short() && len(vs) > 40 {
						vs = vs[:40]
					}
					want := g[c.name][p]
					for _, keys := range []bool{false, true} {
						got := lanesVerdicts(p, vs, keys)
						for i := range vs {
							if got[i] != (want[i] == '1') {
								t.Errorf("%s %v %s (keys %v): got %v", mode, p, vs[i].Name, keys, got[i])
							}
						}
					}
				}
			}
		})
	}
}

// TestPairEngine runs every corpus through the pair engine (every item
// alone, then in pairs, through ifma.VerifyItems) under every profile, on
// the portable twins and on the IFMA kernels where the CPU has them, with
// the shortened checks and with the full-length chains.
func TestPairEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	defer ifma.SetShortChallenges(true)
	for _, mode := range kernelModes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+map[bool]string{true: "/short", false: "/full"}[short], func(t *testing.T) {
				defer useKernels(mode)()
				ifma.SetShortChallenges(short)
				for p := range numProfiles {
					for _, c := range cs {
						vs := c.vs
						if mode == "generic" && testing.Short() && len(vs) > 20 {
							vs = vs[:20]
						}
						want := g[c.name][p]
						for _, size := range []int{1, 2} {
							for i := 0; i < len(vs); i += size {
								m := min(size, len(vs)-i)
								var items [2]prep.Item
								var out [2]bool
								for j := range m {
									v := vs[i+j]
									items[j] = prepare(p, v.Pub, v.Msg, v.Sig, nil)
								}
								ifma.VerifyItems(p.rules(), items[:m], out[:m])
								for j := range m {
									if out[j] != (want[i+j] == '1') {
										t.Errorf("%s %v %s by %d: got %v", mode, p, vs[i+j].Name, size, out[j])
									}
								}
							}
						}
					}
				}
			})
		}
	}
}

// TestSplitEngine runs every corpus through the split verification of
// keys with hot tables under every profile, on the portable twins and on
// the IFMA kernels where the CPU has them (building the tables directly,
// so that machines without IFMA test it too), through ifma.VerifyItems.
func TestSplitEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	for _, mode := range kernelModes() {
		t.Run(mode, func(t *testing.T) {
			defer useKernels(mode)()
			for _, c := range cs {
				vs := c.vs
				if mode == "generic" && testing.Short() && len(vs) > 20 {
					vs = vs[:20]
				}
				for i, v := range vs {
					var k keyCore
					if k.set(v.Pub) != nil {
						continue // no key: the ExpandedPublicKey paths never get here
					}
					hot := ifma.NewKeyTables(&k.negA)
					for p := range numProfiles {
						it := prepare(p, nil, v.Msg, v.Sig, &k)
						got := false
						if it.OK {
							it.Warm = hot
							it.Challenge()
							var out [1]bool
							ifma.VerifyItems(p.rules(), []prep.Item{it}, out[:]) // an item with hot tables takes the split check
							got = out[0]
						}
						if want := g[c.name][p][i] == '1'; got != want {
							t.Errorf("%s %v %s: got %v, want %v", mode, p, v.Name, got, want)
						}
					}
				}
			}
		})
	}
}
