//go:build !purego

package cpu

import "golang.org/x/sys/cpu"

func init() {
	x := &cpu.X86
	SSE41 = x.HasSSE41
	AVX2 = x.HasAVX2
	BMI2 = x.HasBMI2
	AVX512 = x.HasAVX512F && x.HasAVX512VL && x.HasAVX512BW && x.HasAVX512DQ
	IFMA = AVX512 && x.HasAVX512IFMA && x.HasAVX512VBMI
	Latency512 = AVX512 && x.HasAVXVNNI && x.HasAVX512BF16 && !x.HasAMXTile
	FastMulQ = IFMA && Latency512
}
