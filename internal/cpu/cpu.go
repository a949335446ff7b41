// Package cpu names the processor features vilya's kernels need. It is the
// one place the rest of the module asks about the CPU; a purego build, or a
// build for an architecture without kernels, reports no feature at all.
package cpu

import "runtime"

// Feature variables are set once at start-up and never change afterwards.
var (
	// SSE41 reports SSE4.1 (and the SSSE3 and SSE2 it implies).
	SSE41 bool
	// AVX2 reports AVX2 with operating-system support for the YMM state.
	AVX2 bool
	// BMI2 reports BMI2 (MULX, the multiplication that leaves the flags
	// alone).
	BMI2 bool
	// AVX512 reports AVX-512 F, VL, BW and DQ with operating-system support
	// for the ZMM and opmask state.
	AVX512 bool
	// IFMA reports AVX512 plus AVX-512 IFMA (52-bit multiply-add) and VBMI
	// (byte permutes).
	IFMA bool
	// ASIMD reports arm64's Advanced SIMD (NEON), part of the baseline
	// ARMv8-A profile but still asked for.
	ASIMD bool
	// FastMulQ reports IFMA on a CPU where a 64-bit multiplication of eight
	// lanes (VPMULLQ on ZMM registers) costs less than the two shifts and
	// three additions it replaces in the IFMA kernels' reductions: IFMA
	// with Latency512 or Split512 (which CPUs that selects, and the
	// measurements behind it: docs/results/2026-12-01-ed25519-ifma-mulq,
	// docs/results/2026-12-06-cpu-family-predicate and
	// docs/results/2026-12-07-ed25519-ifma-mulq-zen4). It chooses between two
	// kernel variants that compute the same limbs, so a wrong guess costs
	// speed, never a result.
	FastMulQ bool
	// Latency512 reports AVX512 on a CPU whose 512-bit integer additions,
	// logic operations and rotations run on four full-width pipes but take
	// two cycles to their result, so that a kernel with four independent
	// chains of them leaves half the pipes idle and one with eight fills
	// them. No feature bit says so, and a virtual machine may hide any of
	// them, so it is read from the CPU's identity: AVX512 on a CPU whose
	// CPUID names AuthenticAMD and family 26 (which CPUs that selects, and
	// the measurements behind it: docs/results/2026-12-06-blake3-chunk-pairs-zen5,
	// docs/results/2026-12-06-cpu-family-predicate and
	// docs/results/2026-12-07-blake3-pipe-latency512-zen5). It chooses
	// kernel routes that compute the same words, and where the ifma
	// Ed25519 backend's batches and sha512x's small batches change route
	// (docs/results/2026-12-08-ed25519-ifma-wide-zen5,
	// docs/results/2026-12-08-sha512x-few-messages-zen5), so a wrong guess
	// costs speed, never a result.
	Latency512 bool
	// Split512 reports AVX512 on a CPU that runs each 512-bit integer
	// operation as two 256-bit halves on the pipes of its 256-bit ones, so
	// that the pipes, not the chains of dependent operations, bound a
	// 16-lane kernel, and its step costs about as much against a row-wise
	// compression as an 8-lane one's. Like Latency512 it is read from the
	// CPU's identity: AVX512 on a CPU whose CPUID names AuthenticAMD and
	// family 25 (which CPUs that selects, and the measurements behind it:
	// docs/results/2026-12-07-blake3-many-estimate-zen4 and
	// docs/results/2026-12-07-blake3-chunk-pipe-zen4). It chooses the costs
	// a batch of few messages is weighed by and a chunk kernel that
	// computes the same words (and with IFMA it sets FastMulQ), so a wrong
	// guess costs speed, never a result.
	Split512 bool
)

// identity is set with the predicates: see Identity.
var identity string

// Identity returns the CPU's vendor, family and model as CPUID leaves 0
// and 1 give them ("AuthenticAMD family 26 model 2"), the facts Latency512
// and Split512 are read from, for reports; "" where vilya does not read
// them (other architectures, purego builds).
func Identity() string { return identity }

// Feature is one named predicate, for reports.
type Feature struct {
	Name    string
	Present bool
}

// Features lists, in a fixed order, the predicates that apply to the
// architecture the program was built for (GOARCH): SSE41, AVX2, BMI2,
// AVX512, IFMA, FastMulQ, Latency512 and Split512 on amd64, ASIMD (as
// "neon") on arm64, none elsewhere. It is for CPU reports and test logs;
// in a purego build they are all absent.
func Features() []Feature {
	switch runtime.GOARCH {
	case "amd64":
		return []Feature{
			{"sse41", SSE41},
			{"avx2", AVX2},
			{"bmi2", BMI2},
			{"avx512", AVX512},
			{"ifma", IFMA},
			{"fastmulq", FastMulQ},
			{"latency512", Latency512},
			{"split512", Split512},
		}
	case "arm64":
		return []Feature{{"neon", ASIMD}}
	}
	return nil
}
