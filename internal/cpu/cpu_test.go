package cpu

import "testing"

func TestImplications(t *testing.T) {
	if FastMulQ && !IFMA {
		t.Error("FastMulQ reported without IFMA")
	}
	if IFMA && !AVX512 {
		t.Error("IFMA reported without AVX512")
	}
	if AVX512 && !AVX2 {
		t.Error("AVX512 reported without AVX2")
	}
	if AVX2 && !SSE41 {
		t.Error("AVX2 reported without SSE41")
	}
	for _, f := range Features() {
		t.Logf("%-7s %v", f.Name, f.Present)
	}
}
