//go:build !purego

package cpu

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sys/cpu"
)

// TestIdentifyMatchesLinux checks identify's vendor, family and model
// against what Linux decoded from the same CPUID leaves into /proc/cpuinfo
// (for the first processor listed); elsewhere, or where the two disagree on
// basic features (an emulated CPU under qemu-user), it is skipped.
func TestIdentifyMatchesLinux(t *testing.T) {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo:", err)
	}
	defer f.Close()
	fields := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() == "" {
			break
		}
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok {
			fields[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	flags := " " + fields["flags"] + " "
	for flag, has := range map[string]bool{"avx2": cpu.X86.HasAVX2, "avx512f": cpu.X86.HasAVX512F, "sse4_1": cpu.X86.HasSSE41} {
		if strings.Contains(flags, " "+flag+" ") != has {
			t.Skipf("CPUID and /proc/cpuinfo disagree on %s: an emulated CPU (qemu-user), not the one Linux describes", flag)
		}
	}
	vendor, family, model := identify()
	t.Logf("vendor %s family %d model %d", vendor, family, model)
	if fields["vendor_id"] != vendor {
		t.Errorf("vendor %q, /proc/cpuinfo says %q", vendor, fields["vendor_id"])
	}
	for name, got := range map[string]uint32{"cpu family": family, "model": model} {
		want, err := strconv.ParseUint(fields[name], 10, 32)
		if err != nil {
			t.Fatalf("/proc/cpuinfo %q: %v", name, err)
		}
		if uint64(got) != want {
			t.Errorf("%s %d, /proc/cpuinfo says %d", name, got, want)
		}
	}
}

// TestLatency512FollowsIdentity checks the predicates inferred from the
// CPU's identity, so that no feature bit (AMX hidden in a virtual machine,
// say) turns one on for another vendor or family, and at most one is set.
func TestLatency512FollowsIdentity(t *testing.T) {
	vendor, family, _ := identify()
	want := AVX512 && vendor == "AuthenticAMD" && family == 26
	if Latency512 != want {
		t.Errorf("Latency512 %v on %s family %d with AVX512 %v", Latency512, vendor, family, AVX512)
	}
	want = AVX512 && vendor == "AuthenticAMD" && family == 25
	if Split512 != want {
		t.Errorf("Split512 %v on %s family %d with AVX512 %v", Split512, vendor, family, AVX512)
	}
	if Latency512 && Split512 {
		t.Error("Latency512 and Split512 both reported")
	}
}

func TestFamilyModel(t *testing.T) {
	for _, c := range []struct {
		eax           uint32
		family, model uint32
		cpu           string
	}{
		{0x00b00f21, 26, 2, "AMD EPYC, Zen 5"},
		{0x00a10f11, 25, 17, "AMD EPYC, Zen 4"},
		{0x00a00f11, 25, 1, "AMD EPYC, Zen 3"},
		{0x000c06f2, 6, 207, "Intel Xeon, Emerald Rapids"},
		{0x000806f8, 6, 143, "Intel Xeon, Sapphire Rapids"},
		{0x00000f29, 15, 2, "Intel Pentium 4 (no extended family or model)"},
		{0x00000665, 6, 6, "Intel Celeron (family 6, no extended model)"},
		{0x00010562, 5, 6, "family 5: the extended model is not used"},
	} {
		f, m := familyModel(c.eax)
		if f != c.family || m != c.model {
			t.Errorf("%s: familyModel(%#08x) = %d, %d, want %d, %d", c.cpu, c.eax, f, m, c.family, c.model)
		}
	}
}

func TestIdentityReport(t *testing.T) {
	vendor, family, model := identify()
	want := vendor + " family " + strconv.Itoa(int(family)) + " model " + strconv.Itoa(int(model))
	if got := Identity(); got != want {
		t.Errorf("Identity() = %q, want %q", got, want)
	}
}
