//go:build !purego

package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// avx2Modes lists the kernel sets the solo10 engine can run on here.
func avx2Modes() []string {
	if cpu.AVX2 {
		return []string{"generic", "avx2"}
	}
	return []string{"generic"}
}

// TestSolo10Engine runs every corpus through the solo10 engine under every
// profile, on the portable twins (so that every amd64 machine tests the
// engine) and on the AVX2 kernels where the CPU has them, with and without
// precomputed keys, the ifma backend's hot tables and the avx2 backend's
// own (with and without the split check's), with shortened challenges and
// at full length, and compares every verdict with the pinned ones.
func TestSolo10Engine(t *testing.T) {
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
				s := new(soloScratch)
				for p := range numProfiles {
					for _, c := range cs {
						vs := c.vs
						if mode == "generic" && len(vs) > 12 {
							vs = vs[:12]
						}
						want := g[c.name][p]
						for i, v := range vs {
							for keys := range 5 {
								var k keyCore
								var it prep.Item
								if keys == 0 || k.set(v.Pub) != nil {
									it = prepare(p, v.Pub, v.Msg, v.Sig, nil)
								} else {
									it = prepare(p, nil, v.Msg, v.Sig, &k)
									switch keys {
									case 2:
										it.Hot = ifma.NewHotTables(&k.negA)
									case 3:
										it.Solo = buildSoloTable(&k.negA)
									case 4: // verifySplit
										it.Solo, it.SoloHi = buildSoloTable(&k.negA), buildSoloHiTables(&k.negA)
									}
								}
								got := false
								if it.OK {
									it.Challenge()
									got = verifySolo10(p.rules(), &it, s)
								}
								if got != (want[i] == '1') {
									t.Errorf("%s %v %s (keys %d): got %v", mode, p, v.Name, keys, got)
								}
							}
						}
					}
				}
			})
		}
	}
}

// TestSolo10Faults corrupts the solo10 engine's accumulator and checks that
// the verdicts are still right (recomputed on the portable backend) and
// that each event is counted.
func TestSolo10Faults(t *testing.T) {
	vs := validPool(2)
	vs[1].Sig = append([]byte(nil), vs[1].Sig...)
	vs[1].Sig[5] ^= 4
	defer func() { soloFaultHook = nil }()
	soloFaultHook = func(acc *r25x4.Element) { acc[4][2] = 1 << 40 }
	s := new(soloScratch)
	for p := range numProfiles {
		for i, v := range vs {
			before := LaneFaults()
			it := prepare(p, v.Pub, v.Msg, v.Sig, nil)
			it.Challenge()
			if got := verifySolo10(p.rules(), &it, s); got != (i == 0) {
				t.Errorf("%v signature %d: verdict %v", p, i, got)
			}
			if LaneFaults() == before {
				t.Errorf("%v signature %d: no fault counted", p, i)
			}
		}
	}
}
