package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/ed25519"
	"github.com/vilyacrypto/vilya/internal/cpu"
	"github.com/vilyacrypto/vilya/sha512x"
)

// cpuMain prints the CPU model (and, where vilya reads it, the vendor,
// family and model from CPUID), the features vilya uses, and for each
// package the kernel or backend selected and those available.
func cpuMain(args []string) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "--help" {
			_, err := fmt.Println("USAGE:\n    vilya cpu\n\nPrints the CPU model, the CPU features vilya uses, and the kernel or\nbackend each package selected, with those available: paste it into bug reports.")
			return exitPrinted("vilya cpu", err, 0)
		}
		fmt.Fprintf(os.Stderr, "vilya cpu: unexpected argument %q\n", args[0])
		return 2
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "vilya:    %s (%s, %s/%s, GOMAXPROCS=%d)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0))
	fmt.Fprintf(w, "cpu:      %s\n", cpuModel())
	if id := cpu.Identity(); id != "" {
		fmt.Fprintf(w, "cpuid:    %s\n", id)
	}
	for _, line := range featureLines(puregoBuild, runtime.GOARCH, cpu.Features()) {
		fmt.Fprintln(w, line)
	}
	for _, p := range packageReports() {
		fmt.Fprintf(w, "%-9s %s (available: %s)\n", p.name+":", p.selected, strings.Join(p.available, ", "))
	}
	return exitPrinted("vilya cpu", w.Flush(), 0)
}

// featureLines returns the report's lines on CPU features: those of feats
// (the predicates that apply to arch) present and missing; in a purego
// build, or for an architecture without kernels, one line saying that no
// feature is used, rather than a list of features that do not apply.
func featureLines(purego bool, arch string, feats []cpu.Feature) []string {
	switch {
	case purego:
		return []string{"features: none used (built with -tags purego: portable Go only)"}
	case len(feats) == 0:
		return []string{"features: none used (vilya has no kernels for " + arch + ")"}
	}
	var have, lack []string
	for _, f := range feats {
		if f.Present {
			have = append(have, f.Name)
		} else {
			lack = append(lack, f.Name)
		}
	}
	return []string{"features: " + listOrNone(have), "missing:  " + listOrNone(lack)}
}

func listOrNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

// A packageReport says which kernel or backend a package selected.
type packageReport struct {
	name      string
	selected  string
	available []string
}

func packageReports() []packageReport {
	return []packageReport{
		{"blake3", blake3.Kernel(), blake3.Kernels()},
		{"ed25519", ed25519.Backend(), ed25519.Backends()},
		{"sha512x", sha512x.Kernel(), sha512x.Kernels()},
	}
}

// cpuModel returns the processor's marketing name: /proc/cpuinfo's
// "model name" on Linux, "unknown" where that is unavailable.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), ":")
		if ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
