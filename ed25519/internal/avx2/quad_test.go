package avx2

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestQuadLanes runs the same signatures through the quad engine directly,
// in groups of one to four lanes with each vector at a rotating lane
// position and the key modes mixed within a group, under every rule set,
// with shortened challenges and at full length (the cofactorless verdicts
// of the latter written at once, or held by a quadLater and written by its
// finish), against portable.VerifyItem.
func TestQuadLanes(t *testing.T) {
	for _, mode := range kernelModes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+"/"+shortModes[short], func(t *testing.T) {
				defer useKernels(mode)()
				withShort(short, func() {
					vs := engineVectors(t, mode)
					s := new(quadScratch)
					for ri, rules := range ruleSets {
						want := wantVerdicts(rules, vs)
						for _, useLater := range []bool{false, true} {
							var later *quadLater
							if useLater {
								later = new(quadLater)
							}
							verdicts := make([]bool, len(vs))
							var items [4]prep.Item
							var group [4]*prep.Item
							var where [4]int
							for i := 0; i < len(vs); {
								n := min(1+(i+ri)%4, len(vs)-i)
								for k := range n {
									items[k] = keyItem(rules, vs[i+k], keyModes[(i+k)%len(keyModes)])
								}
								// The vectors of this group go to lanes (i + k) mod n.
								m := 0
								for k := range n {
									j := (i + k) % n
									it := &items[j]
									verdicts[i+j] = false
									if !it.OK {
										continue
									}
									it.Challenge()
									group[m], where[m] = it, i+j
									m++
								}
								if m > 0 {
									verifyQuad(rules, group[:m], where[:m], verdicts, s, later)
								}
								i += n
								if later != nil && later.n > prep.Chunk-4 {
									later.finish(verdicts)
								}
							}
							if later != nil {
								later.finish(verdicts)
							}
							for i, v := range vs {
								if verdicts[i] != want[i] {
									t.Errorf("%+v later=%v: %s: got %v", rules, useLater, v.Name, verdicts[i])
								}
							}
						}
					}
				})
			})
		}
	}
}
