package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/vilyacrypto/vilya/bench/internal/cblake3"
	"github.com/vilyacrypto/vilya/bench/internal/cverify"
	"github.com/vilyacrypto/vilya/internal/cpu"
	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// envInfo is the environment header, printed above the tables and written
// to the JSON report.
type envInfo struct {
	CPU      string            `json:"cpu"`
	CPUID    string            `json:"cpuid,omitempty"` // "family F model M" from /proc/cpuinfo
	Flags    string            `json:"flags"`
	Go       string            `json:"go"`
	Commit   string            `json:"commit,omitempty"`   // the binary's (measureenv.Commit)
	Checkout string            `json:"checkout,omitempty"` // checked out where it ran (measureenv.Checkout)
	Kernels  map[string]string `json:"kernels"`

	extra []string // further header lines, markdown only
}

func collectEnv() envInfo {
	e := envInfo{CPU: "unknown", Kernels: map[string]string{}}
	model, flags := measureenv.CPUInfo()
	if model != "" {
		e.CPU = model
	}
	var fl []string
	for _, f := range measureenv.Flags {
		if flags[f] {
			fl = append(fl, f)
		}
	}
	e.Flags = strings.Join(fl, " ")
	e.CPUID = cpuFamilyModel()
	e.Commit = measureenv.Commit()
	e.Checkout = measureenv.Checkout()
	e.Go = fmt.Sprintf("%s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)

	e.Kernels["blake3"] = "n/a"
	if vilyaBlake3 != nil && vilyaBlake3.kernel != nil {
		e.Kernels["blake3"] = vilyaBlake3.kernel()
	}
	e.Kernels["ed25519"] = "n/a"
	if vilyaEd25519 != nil && vilyaEd25519.backend != nil {
		e.Kernels["ed25519"] = vilyaEd25519.backend()
	}
	e.Kernels["sha512x"] = "n/a"
	if vilyaSHA512x != nil && vilyaSHA512x.kernel != nil {
		e.Kernels["sha512x"] = vilyaSHA512x.kernel()
	}
	e.Kernels["zeebo"] = zeeboLevel()
	e.Kernels["narya"] = "missing"
	if n := naryaPeer(); n.missing == "" && n.backend != nil {
		e.Kernels["narya"] = n.backend()
	}
	if cblake3.Present() {
		e.Kernels["official-c"] = "BLAKE3 C " + cblake3.Version() + ", runtime dispatch (SSE2/SSE4.1/AVX2/AVX-512 assembly)"
		e.Kernels["official-c-avx2"] = "the same, dispatch without AVX-512 (as BLAKE3_NO_AVX512)"
		e.Kernels["official-c-sse41"] = "the same, dispatch without AVX-512 and AVX2"
	} else {
		e.Kernels["official-c"] = "missing"
	}

	var preds []string
	for _, f := range cpu.Features() {
		preds = append(preds, fmt.Sprintf("%s=%v", f.Name, f.Present))
	}
	if e.CPUID != "" {
		e.extra = append(e.extra, "cpu: "+e.CPUID)
	}
	e.extra = append(e.extra, "commit: "+e.Commit)
	e.extra = append(e.extra, "checkout: "+e.Checkout)
	e.extra = append(e.extra, "vilya internal/cpu predicates: "+strings.Join(preds, " "))
	e.extra = append(e.extra, fmt.Sprintf("cores: NumCPU=%d; single-core rows run with GOMAXPROCS=1, multi-core and whole-process rows with GOMAXPROCS=%d", runtime.NumCPU(), runtime.NumCPU()))
	if la, err := os.ReadFile("/proc/loadavg"); err == nil {
		e.extra = append(e.extra, "load average at start: "+strings.TrimSpace(string(la)))
	}
	if k, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		e.extra = append(e.extra, "linux kernel: "+strings.TrimSpace(string(k)))
	}
	if cverify.Sodium() == nil {
		e.extra = append(e.extra, "libsodium "+cverify.SodiumVersion())
	}
	if cverify.OpenSSL() == nil {
		e.extra = append(e.extra, cverify.OpenSSLVersion())
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		var deps []string
		for _, d := range bi.Deps {
			if d.Path == "github.com/vilyacrypto/vilya" {
				continue
			}
			deps = append(deps, d.Path+" "+d.Version)
		}
		e.extra = append(e.extra, "Go modules: "+strings.Join(deps, ", "))
	}
	return e
}

// commitLabel names the measured commit for a chart's caption: the
// binary's, or where the binary did not know it (a go run without VCS
// stamping) the checkout it ran in, which go run built it from.
func (e envInfo) commitLabel() string {
	if strings.HasPrefix(e.Commit, "unknown") && e.Checkout != "" && e.Checkout != "unknown" {
		return e.Checkout + " (checkout)"
	}
	return e.Commit
}

// zeeboLevel is the kernel level github.com/zeebo/blake3 chose, by its own
// rule (internal/consts): AVX2, else SSE4.1, where the CPU has it and the
// environment variables BLAKE3_DISABLE_AVX2 (BLAKE3_DISABLE_SSE41) and
// BLAKE3_PUREGO are unset or empty; so a run with BLAKE3_DISABLE_AVX2=1
// measures zeebo at the SSE4.1 level. zeebo reads them once, at start-up.
func zeeboLevel() string {
	pure := os.Getenv("BLAKE3_PUREGO") != ""
	switch {
	case runtime.GOARCH != "amd64" || pure:
		return "generic"
	case cpu.AVX2 && os.Getenv("BLAKE3_DISABLE_AVX2") == "":
		return "avx2"
	case cpu.SSE41 && os.Getenv("BLAKE3_DISABLE_SSE41") == "":
		return "sse41"
	}
	return "generic"
}

// cpuFamilyModel returns "family F model M" (decimal, as /proc/cpuinfo
// prints them) for the first CPU, or "" where /proc/cpuinfo lacks them: the
// model name alone does not say which generation a VM's "AMD EPYC" is.
func cpuFamilyModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	var fam, mod string
	for _, line := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch {
		case k == "cpu family" && fam == "":
			fam = v
		case k == "model" && mod == "":
			mod = v
		}
	}
	if fam == "" || mod == "" {
		return ""
	}
	return "family " + fam + " model " + mod
}
