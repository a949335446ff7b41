// Package measureenv describes the machine and the build for measurement
// output: the header every raw results file starts with (CPU model and
// flags, Go version, the binary's commit and the checkout it ran in), so
// that a figure can be traced to where it was measured. It is read by
// measurement tests and bench/, never used to choose a kernel (that is
// package cpu's job).
package measureenv

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
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

// buildCommit names the binary's commit for builds the Go command does not
// stamp (-buildvcs=false, a git worktree, whose .git is a file): set it with
// -ldflags "-X github.com/vilyacrypto/vilya/internal/measureenv.buildCommit=$(git rev-parse --short HEAD)".
var buildCommit string

// unknownCommit is what Commit returns when the binary does not say.
const unknownCommit = "unknown (the binary carries no VCS stamp)"

// Commit returns the commit the running binary was built from: the Go
// command's VCS stamp (debug.ReadBuildInfo's vcs.revision, its first 12
// hex digits, with " (modified)" when vcs.modified is true), else
// buildCommit, else "unknown (the binary carries no VCS stamp)". go test
// and go run binaries carry no stamp unless built with -buildvcs=true, and
// no build in a git worktree does; Checkout then names the tree the command
// ran in, which is the binary's for go test and go run.
func Commit() string {
	bi, ok := debug.ReadBuildInfo()
	return commitOf(bi, ok, buildCommit)
}

// commitOf is Commit for the given build information and -X value.
func commitOf(bi *debug.BuildInfo, ok bool, x string) string {
	var rev, modified string
	if ok && bi != nil {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
	}
	switch {
	case rev != "":
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if modified == "true" {
			rev += " (modified)"
		}
		return rev
	case x != "":
		return x
	}
	return unknownCommit
}

// Checkout returns the commit checked out in the git repository around the
// working directory, with " (modified)" when the tree has uncommitted
// changes, or "unknown" when git cannot tell. It is the binary's commit
// only when the binary was built from that tree as it stands (go test, go
// run); a binary built elsewhere or earlier says its own in Commit.
func Checkout() string {
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
// each prefixed with "# ": the CPU, its flags, the Go version, the binary's
// commit (Commit), the checkout the command ran in (Checkout) and the load.
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
	return fmt.Sprintf("# cpu: %s, %d logical cores\n# flags: %s\n# go: %s %s/%s\n# commit: %s\n# checkout: %s\n# load: %s\n",
		model, runtime.NumCPU(), strings.Join(fl, " "), runtime.Version(), runtime.GOOS, runtime.GOARCH, Commit(), Checkout(), load)
}
