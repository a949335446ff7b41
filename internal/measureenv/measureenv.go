// Package measureenv describes the machine and the build for measurement
// output: the header every raw results file starts with (CPU model and
// flags, Go version, commit), so that a figure can be traced to where it
// was measured. It is read by measurement tests and bench/, never used to
// choose a kernel (that is package cpu's job).
package measureenv

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// Flags lists the /proc/cpuinfo flags the kernels care about, in the order
// the header prints them.
var Flags = []string{"sse2", "ssse3", "sse4_1", "avx", "avx2", "bmi2", "adx", "sha_ni",
	"avx512f", "avx512vl", "avx512bw", "avx512dq", "avx512ifma", "avx512vbmi", "avx512vbmi2", "vaes"}

// CPUInfo returns the first model name and flag set in /proc/cpuinfo; on
// systems without it, an empty model and no flags.
func CPUInfo() (model string, flags map[string]bool) {
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

// Commit returns the checked-out commit of the repository around the
// working directory, with " (modified)" when the tree has uncommitted
// changes, or "unknown" when git cannot tell.
func Commit() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	c := strings.TrimSpace(string(out))
	if exec.Command("git", "diff", "--quiet", "HEAD").Run() != nil {
		c += " (modified)"
	}
	return c
}

// Header returns the environment lines a raw results file starts with,
// each prefixed with "# ".
func Header() string {
	model, flags := CPUInfo()
	var fl []string
	for _, f := range Flags {
		if flags[f] {
			fl = append(fl, f)
		}
	}
	load := "unknown"
	if la, err := os.ReadFile("/proc/loadavg"); err == nil {
		load = strings.TrimSpace(string(la))
	}
	return fmt.Sprintf("# cpu: %s, %d logical cores\n# flags: %s\n# go: %s %s/%s\n# commit: %s\n# load: %s\n",
		model, runtime.NumCPU(), strings.Join(fl, " "), runtime.Version(), runtime.GOOS, runtime.GOARCH, Commit(), load)
}
