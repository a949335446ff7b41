package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/vilyacrypto/vilya/bench/internal/cblake3"
	"github.com/vilyacrypto/vilya/bench/internal/cverify"
	"github.com/vilyacrypto/vilya/internal/cpu"
)

// envInfo is the environment header, printed above the tables and written
// to the JSON report.
type envInfo struct {
	CPU     string            `json:"cpu"`
	Flags   string            `json:"flags"`
	Go      string            `json:"go"`
	Kernels map[string]string `json:"kernels"`

	extra []string // further header lines, markdown only
}

// interestingFlags are the /proc/cpuinfo flags the kernels care about.
var interestingFlags = []string{"sse2", "ssse3", "sse4_1", "avx", "avx2", "bmi2", "adx", "sha_ni",
	"avx512f", "avx512vl", "avx512bw", "avx512dq", "avx512ifma", "avx512vbmi", "avx512vbmi2", "vaes"}

func collectEnv() envInfo {
	e := envInfo{CPU: "unknown", Kernels: map[string]string{}}
	model, flags := cpuinfo()
	if model != "" {
		e.CPU = model
	}
	var fl []string
	for _, f := range interestingFlags {
		if flags[f] {
			fl = append(fl, f)
		}
	}
	e.Flags = strings.Join(fl, " ")
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
	if cblake3.Present() {
		e.Kernels["official-c"] = "BLAKE3 C " + cblake3.Version() + ", runtime dispatch (SSE2/SSE4.1/AVX2/AVX-512 assembly)"
	} else {
		e.Kernels["official-c"] = "missing"
	}

	var preds []string
	for _, f := range cpu.Features() {
		preds = append(preds, fmt.Sprintf("%s=%v", f.Name, f.Present))
	}
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

// cpuinfo returns the first model name and flag set in /proc/cpuinfo.
func cpuinfo() (model string, flags map[string]bool) {
	flags = map[string]bool{}
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "", flags
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch {
		case k == "model name" && model == "":
			model = v
		case k == "flags" && len(flags) == 0:
			for _, x := range strings.Fields(v) {
				flags[x] = true
			}
		}
	}
	return model, flags
}
