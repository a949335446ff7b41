package cpu

import (
	"runtime"
	"slices"
	"testing"
)

func TestImplications(t *testing.T) {
	if FastMulQ && !IFMA {
		t.Error("FastMulQ reported without IFMA")
	}
	if FastMulQ != (IFMA && (Latency512 || Split512)) {
		t.Error("FastMulQ is not IFMA with Latency512 or Split512")
	}
	if Latency512 && !AVX512 {
		t.Error("Latency512 reported without AVX512")
	}
	if Split512 && !AVX512 {
		t.Error("Split512 reported without AVX512")
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

// TestFeaturesOfThisArchitecture checks that the report lists only the
// predicates of GOARCH: no neon on amd64, no x86 extension on arm64.
func TestFeaturesOfThisArchitecture(t *testing.T) {
	var names []string
	for _, f := range Features() {
		names = append(names, f.Name)
	}
	want := map[string][]string{
		"amd64": {"sse41", "avx2", "bmi2", "avx512", "ifma", "fastmulq", "latency512", "split512"},
		"arm64": {"neon"},
	}[runtime.GOARCH]
	if !slices.Equal(names, want) {
		t.Errorf("Features() on %s lists %v, want %v", runtime.GOARCH, names, want)
	}
}
