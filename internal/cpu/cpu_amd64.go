//go:build !purego

//go:generate go run -C _asm . -out ../cpuid_amd64.s -stubs ../cpuid_stubs_amd64.go -pkg cpu

package cpu

import (
	"strconv"

	"golang.org/x/sys/cpu"
)

func init() {
	x := &cpu.X86
	SSE41 = x.HasSSE41
	AVX2 = x.HasAVX2
	BMI2 = x.HasBMI2
	AVX512 = x.HasAVX512F && x.HasAVX512VL && x.HasAVX512BW && x.HasAVX512DQ
	IFMA = AVX512 && x.HasAVX512IFMA && x.HasAVX512VBMI
	vendor, family, model := identify()
	identity = vendor + " family " + strconv.Itoa(int(family)) + " model " + strconv.Itoa(int(model))
	Latency512 = AVX512 && vendor == "AuthenticAMD" && family == 0x1a
	Split512 = AVX512 && vendor == "AuthenticAMD" && family == 0x19
	FastMulQ = IFMA && (Latency512 || Split512)
}

// identify returns the CPU's vendor string (CPUID leaf 0) and its family
// and model (leaf 1).
func identify() (vendor string, family, model uint32) {
	highest, ebx, ecx, edx := cpuid(0, 0)
	var v [12]byte
	for i := range 4 {
		v[i] = byte(ebx >> (8 * i))
		v[4+i] = byte(edx >> (8 * i))
		v[8+i] = byte(ecx >> (8 * i))
	}
	if highest < 1 {
		return string(v[:]), 0, 0
	}
	eax, _, _, _ := cpuid(1, 0)
	family, model = familyModel(eax)
	return string(v[:]), family, model
}

// familyModel decodes the family and model from CPUID leaf 1's EAX as both
// vendors define them: the extended family is added where the base family
// is 15, and the extended model is the model's high nibble where the
// family is 6 or from 15 on.
func familyModel(eax uint32) (family, model uint32) {
	family = eax >> 8 & 0xf
	model = eax >> 4 & 0xf
	if family == 0xf {
		family += eax >> 20 & 0xff
	}
	if family == 6 || family >= 0xf {
		model |= (eax >> 16 & 0xf) << 4
	}
	return family, model
}
