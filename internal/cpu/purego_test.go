//go:build purego || (!amd64 && !arm64)

package cpu

import "testing"

func TestPuregoReportsNothing(t *testing.T) {
	for _, f := range Features() {
		if f.Present {
			t.Errorf("%s reported in a purego build or one without kernels", f.Name)
		}
	}
}

func TestPuregoReadsNoIdentity(t *testing.T) {
	if id := Identity(); id != "" {
		t.Errorf("Identity() = %q in a purego build or one without kernels", id)
	}
}
