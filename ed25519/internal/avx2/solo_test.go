package avx2

import (
	"slices"
	"testing"
)

// TestVerifyItems runs the same signatures through VerifyItems (the solo10
// engine) one and two at a time, under every rule set and key mode, with
// shortened challenges and at full length, against portable.VerifyItem.
func TestVerifyItems(t *testing.T) {
	for _, mode := range kernelModes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+"/"+shortModes[short], func(t *testing.T) {
				defer useKernels(mode)()
				withShort(short, func() {
					vs := engineVectors(t, mode)
					for _, rules := range ruleSets {
						want := wantVerdicts(rules, vs)
						for _, km := range keyModes {
							items := itemsOf(rules, vs, km)
							for _, size := range []int{1, 2} {
								for base := 0; base < len(vs); base += size {
									m := min(size, len(vs)-base)
									var out [2]bool
									group := slices.Clone(items[base : base+m])
									VerifyItems(rules, group, out[:m])
									for j := range m {
										if out[j] != want[base+j] {
											t.Errorf("%+v %s by %d: %s: got %v", rules, km, size, vs[base+j].Name, out[j])
										}
									}
								}
							}
						}
					}
				})
			})
		}
	}
}
