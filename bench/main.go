package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"
)

func usage() {
	fmt.Fprintf(os.Stderr, `usage: go run . matrix [flags]
       go run . plot -in matrix.json[,...] -out chart.svg   (see go run . plot -h)

Measures vilya against its peers and prints markdown tables: per row each
implementation's median time (min–max) and the ratio peer/vilya (higher
means vilya is faster), then a summary per peer and the worst rows.

flags:
`)
}

func main() {
	if len(os.Args) >= 2 && os.Args[1] == "plot" {
		if err := plotMain(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		return
	}
	if len(os.Args) < 2 || os.Args[1] != "matrix" {
		usage()
		os.Exit(2)
	}
	fs := flag.NewFlagSet("matrix", flag.ExitOnError)
	fs.Usage = func() { usage(); fs.PrintDefaults() }
	group := fs.String("group", "", "limit to these groups, comma-separated: blake3, ed25519, sha512, bao (default all)")
	quick := fs.Bool("quick", false, "a small subset with short repetitions, under a minute")
	jsonPath := fs.String("json", "", "also write the results as JSON to `FILE`")
	reps := fs.Int("reps", 0, "timed repetitions per implementation and row (default 11, or 5 with -quick; at least 5)")
	target := fs.Duration("target", 0, "duration of one repetition (default 20ms, or 2ms with -quick)")
	vilyaBin := fs.String("vilya-bin", "", "use this prebuilt vilya command for the whole-process rows instead of building ../cmd/vilya")
	kernels := fs.String("kernels", "", "force vilya kernels, e.g. `blake3=avx2,sha512x=generic,ed25519=portable` (default: each package's own choice)")
	ops := fs.String("ops", "", "limit to rows whose op is one of these, comma-separated, e.g. `verify,verify-batch` (default all)")
	batches := fs.String("batches", "", "limit to rows of these batch sizes, comma-separated, e.g. `1,64` (default all)")
	wall := fs.Bool("wall", false, "time single-core rows by the wall clock instead of process CPU time")
	fs.Parse(os.Args[2:])
	if fs.NArg() != 0 {
		fs.Usage()
		os.Exit(2)
	}

	cfg := config{reps: 11, target: 20 * time.Millisecond}
	if *quick {
		cfg = config{reps: 5, target: 2 * time.Millisecond}
	}
	if *reps != 0 {
		cfg.reps = *reps
	}
	if *target != 0 {
		cfg.target = *target
	}
	cfg.wall = *wall
	if cfg.reps < 5 {
		fmt.Fprintln(os.Stderr, "matrix: -reps must be at least 5")
		os.Exit(2)
	}

	groups := []string{"blake3", "ed25519", "sha512", "bao"}
	if *group != "" {
		var want []string
		for _, g := range strings.Split(*group, ",") {
			g = strings.TrimSpace(g)
			if !slices.Contains(groups, g) {
				fmt.Fprintf(os.Stderr, "matrix: unknown group %q (want blake3, ed25519, sha512 or bao)\n", g)
				os.Exit(2)
			}
			want = append(want, g)
		}
		groups = want
	}

	if err := forceKernels(*kernels); err != nil {
		fmt.Fprintln(os.Stderr, "matrix:", err)
		os.Exit(2)
	}
	start := time.Now()
	env := collectEnv()
	var notes []string
	notef := func(format string, args ...any) { notes = append(notes, fmt.Sprintf(format, args...)) }

	var specs []rowSpec
	for _, g := range groups {
		switch g {
		case "blake3":
			specs = append(specs, blake3Rows(*quick)...)
			pr, cleanup := processRows(*quick, *vilyaBin, notef)
			defer cleanup()
			specs = append(specs, pr...)
		case "ed25519":
			specs = append(specs, ed25519Rows(*quick)...)
		case "sha512":
			specs = append(specs, sha512Rows(*quick)...)
		case "bao":
			specs = append(specs, baoRows(*quick)...)
		}
	}

	specs = filterRows(specs, *ops, *batches)
	rows := make([]row, 0, len(specs))
	for i, s := range specs {
		progress(i, len(specs), s)
		if s.stage != nil {
			if err := s.stage(); err != nil {
				notef("%s %s: staging its input failed: %v", s.group, s.op, err)
			}
		}
		rows = append(rows, measure(s, cfg))
		if s.residency != nil {
			notef("%s %s: %s", s.group, s.op, s.residency())
		}
	}
	sums := summarize(rows)
	notef("run took %v", time.Since(start).Round(time.Second))
	if la, err := os.ReadFile("/proc/loadavg"); err == nil {
		notef("load average at end: %s", strings.TrimSpace(string(la)))
	}
	writeMarkdown(os.Stdout, env, rows, sums, notes, cfg)
	if *jsonPath != "" {
		if err := writeJSON(*jsonPath, env, rows, sums); err != nil {
			fmt.Fprintln(os.Stderr, "matrix:", err)
			os.Exit(1)
		}
	}

	if missing := missingPeers(rows); len(missing) > 0 {
		fmt.Fprintf(os.Stderr, "matrix: missing peers: %s\n", strings.Join(missing, ", "))
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "matrix: CI=true and a peer is missing: failing")
			os.Exit(1)
		}
	}
}

// missingPeers returns the names of the peers that could not run, other
// than the optional ones.
func missingPeers(rows []row) []string {
	var out []string
	for _, r := range rows {
		for _, p := range r.results[1:] {
			if p.missing != "" && !slices.Contains(out, p.impl) && !slices.Contains(optionalPeers, p.impl) {
				out = append(out, p.impl)
			}
		}
	}
	return out
}
