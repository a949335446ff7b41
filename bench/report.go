package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
)

// Ratio thresholds: a ratio peer/vilya above winAbove is a vilya win, below
// lossBelow a loss, anything between a tie.
const (
	winAbove  = 1.05
	lossBelow = 0.95
)

// A summary aggregates the ratios peer/vilya of one peer in one group.
type summary struct {
	Group   string   `json:"group"`
	Peer    string   `json:"peer"`
	Rows    int      `json:"rows"`
	Wins    int      `json:"wins"`
	Ties    int      `json:"ties"`
	Losses  int      `json:"losses"`
	Geomean *float64 `json:"geomean"`
	Median  *float64 `json:"median"`
}

// jsonRow is one implementation's timings on one row. ns_* are per call,
// divided by batch where batch > 0 (ns per signature or per message). A
// missing peer or an n/a vilya cell has reps 0 and null timings.
type jsonRow struct {
	Group    string   `json:"group"`
	Op       string   `json:"op"`
	Size     int      `json:"size"`
	Batch    int      `json:"batch"`
	Impl     string   `json:"impl"`
	NsMedian *float64 `json:"ns_median"`
	NsMin    *float64 `json:"ns_min"`
	NsMax    *float64 `json:"ns_max"`
	Reps     int      `json:"reps"`
	// Iterations is the calls timed in each repetition.
	Iterations int `json:"iterations,omitempty"`
	// RatioPaired* are a peer's repetitions' own ratios peer/vilya (each
	// repetition times every implementation once, close together): their
	// median, least and greatest. Absent on vilya's rows and where either
	// side did not run.
	RatioPairedMedian *float64 `json:"ratio_paired_median,omitempty"`
	RatioPairedMin    *float64 `json:"ratio_paired_min,omitempty"`
	RatioPairedMax    *float64 `json:"ratio_paired_max,omitempty"`
}

type jsonReport struct {
	Env     envInfo   `json:"env"`
	Rows    []jsonRow `json:"rows"`
	Summary []summary `json:"summary"`
}

// ratio returns peer/vilya for one row and one peer result.
func ratio(r row, p result) (float64, bool) {
	v := r.vilya()
	if !v.ok() || !p.ok() || v.median <= 0 {
		return 0, false
	}
	return p.median / v.median, true
}

// pairedRatio returns the median of the repetitions' own ratios peer/vilya
// for one peer result.
func pairedRatio(p result) (float64, bool) {
	if len(p.paired) == 0 {
		return 0, false
	}
	return median(p.paired), true
}

// ratioCell is a peer's ratio cell: the ratio of the medians, then the
// median of the repetitions' own ratios in parentheses.
func ratioCell(r row, p result) string {
	x, ok := ratio(r, p)
	if !ok {
		return "–"
	}
	if q, ok := pairedRatio(p); ok {
		return fmt.Sprintf("%.2f (%.2f)", x, q)
	}
	return fmt.Sprintf("%.2f", x)
}

// summarize returns one summary per (group, peer), in order of appearance.
func summarize(rows []row) []summary {
	type key struct{ g, p string }
	ratios := map[key][]float64{}
	var order []key
	for _, r := range rows {
		for _, p := range r.results[1:] {
			k := key{r.spec.group, p.impl}
			if _, seen := ratios[k]; !seen {
				order = append(order, k)
				ratios[k] = nil
			}
			if x, ok := ratio(r, p); ok {
				ratios[k] = append(ratios[k], x)
			}
		}
	}
	var out []summary
	for _, k := range order {
		xs := ratios[k]
		s := summary{Group: k.g, Peer: k.p, Rows: len(xs)}
		if len(xs) > 0 {
			lg := 0.0
			for _, x := range xs {
				lg += math.Log(x)
				switch {
				case x > winAbove:
					s.Wins++
				case x < lossBelow:
					s.Losses++
				default:
					s.Ties++
				}
			}
			g := math.Exp(lg / float64(len(xs)))
			sorted := slices.Sorted(slices.Values(xs))
			m := median(sorted)
			s.Geomean, s.Median = &g, &m
		}
		out = append(out, s)
	}
	return out
}

// unit returns the time unit of a group's cells and its divisor from ns.
func unit(r rowSpec) (string, float64) {
	switch {
	case r.group == "ed25519":
		return "µs/sig", 1e3
	case r.process:
		return "ms/run", 1e6
	case r.batch > 0:
		return "ns/msg", 1
	case r.size >= 16*mib:
		return "ms/op", 1e6
	}
	return "ns/op", 1
}

func fmtTime(x float64) string {
	switch {
	case x >= 100:
		return fmt.Sprintf("%.0f", x)
	case x >= 10:
		return fmt.Sprintf("%.1f", x)
	}
	return fmt.Sprintf("%.2f", x)
}

func cell(r row, res result) string {
	switch {
	case res.na:
		return "n/a"
	case res.missing != "":
		return "missing"
	case res.reps == 0:
		return "–"
	}
	_, div := unit(r.spec)
	return fmt.Sprintf("%s (%s–%s)", fmtTime(res.median/div), fmtTime(res.min/div), fmtTime(res.max/div))
}

// writeMarkdown prints the report.
func writeMarkdown(w io.Writer, env envInfo, rows []row, sums []summary, notes []string, cfg config) {
	fmt.Fprintf(w, "# vilya gap matrix\n\n")
	fmt.Fprintf(w, "- cpu: %s\n- flags: %s\n- go: %s\n", env.CPU, env.Flags, env.Go)
	keys := make([]string, 0, len(env.Kernels))
	for k := range env.Kernels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "- kernel %s: %s\n", k, env.Kernels[k])
	}
	for _, x := range env.extra {
		fmt.Fprintf(w, "- %s\n", x)
	}
	clock := cpuClockName
	if cfg.wall {
		clock = "wall clock (-wall)"
	}
	fmt.Fprintf(w, "- measurement: implementations interleaved per row (a fresh random order and stack depth every repetition), calibrated warm-up, %d repetitions of about %v each; single-core rows timed by %s, multi-core and whole-process rows by the wall clock; cells are median (min–max); ratio = peer / vilya, higher means vilya is faster: the ratio of the medians, and in parentheses the median of the repetitions' own ratios (each repetition times every implementation once, close together, so a change in the machine's speed between repetitions moves it less); wins, ties, losses and the summaries use the first; win > %.2f, tie %.2f..%.2f, loss < %.2f\n",
		cfg.reps, cfg.target, clock, winAbove, lossBelow, winAbove, lossBelow)

	groups := []string{}
	for _, r := range rows {
		if !slices.Contains(groups, r.spec.group) {
			groups = append(groups, r.spec.group)
		}
	}
	for _, g := range groups {
		fmt.Fprintf(w, "\n## %s\n", g)
		var grp []row
		for _, r := range rows {
			if r.spec.group == g {
				grp = append(grp, r)
			}
		}
		// One table per run of rows with the same implementations.
		for i := 0; i < len(grp); {
			j := i + 1
			for j < len(grp) && sameImpls(grp[i], grp[j]) {
				j++
			}
			writeTable(w, grp[i:j])
			i = j
		}
		fmt.Fprintf(w, "\n### %s summary (ratio peer/vilya)\n\n", g)
		fmt.Fprintf(w, "| peer | rows | wins | ties | losses | geomean | median |\n|---|--:|--:|--:|--:|--:|--:|\n")
		for _, s := range sums {
			if s.Group != g {
				continue
			}
			gm, md := "–", "–"
			if s.Geomean != nil {
				gm, md = fmt.Sprintf("%.2f", *s.Geomean), fmt.Sprintf("%.2f", *s.Median)
			}
			fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %s | %s |\n", s.Peer, s.Rows, s.Wins, s.Ties, s.Losses, gm, md)
		}
		writeWorst(w, grp)
		writeMissing(w, grp)
	}
	if len(notes) > 0 {
		fmt.Fprintf(w, "\n## Notes\n\n")
		for _, n := range notes {
			fmt.Fprintf(w, "- %s\n", n)
		}
	}
}

func sameImpls(a, b row) bool {
	if len(a.results) != len(b.results) || a.spec.process != b.spec.process {
		return false
	}
	ua, _ := unit(a.spec)
	ub, _ := unit(b.spec)
	if ua != ub {
		return false
	}
	for i := range a.results {
		if a.results[i].impl != b.results[i].impl {
			return false
		}
	}
	return true
}

func writeTable(w io.Writer, rows []row) {
	u, _ := unit(rows[0].spec)
	var hdr, sep strings.Builder
	fmt.Fprintf(&hdr, "| op | size | batch | vilya %s |", u)
	sep.WriteString("|---|--:|--:|--:|")
	for _, p := range rows[0].results[1:] {
		fmt.Fprintf(&hdr, " %s | ×%s |", p.impl, p.impl)
		sep.WriteString("--:|--:|")
	}
	fmt.Fprintf(w, "\n%s\n%s\n", hdr.String(), sep.String())
	for _, r := range rows {
		batch := "–"
		if r.spec.batch > 0 {
			batch = fmt.Sprint(r.spec.batch)
		}
		op := r.spec.op
		if r.spec.multicore {
			op += " (all cores)"
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s |", op, humanSize(r.spec.size), batch, cell(r, r.vilya()))
		for _, p := range r.results[1:] {
			fmt.Fprintf(w, " %s | %s |", cell(r, p), ratioCell(r, p))
		}
		fmt.Fprintln(w)
	}
}

// writeWorst lists the rows with the lowest ratios in the group.
func writeWorst(w io.Writer, rows []row) {
	type worst struct {
		r     row
		p     result
		ratio float64
	}
	var ws []worst
	for _, r := range rows {
		for _, p := range r.results[1:] {
			if x, ok := ratio(r, p); ok {
				ws = append(ws, worst{r, p, x})
			}
		}
	}
	if len(ws) == 0 {
		return
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].ratio < ws[j].ratio })
	fmt.Fprintf(w, "\nworst rows:\n\n")
	for _, x := range ws[:min(8, len(ws))] {
		fmt.Fprintf(w, "- %s  %s %s size=%s batch=%d vs %s\n", ratioCell(x.r, x.p), x.r.spec.group, x.r.spec.op, humanSize(x.r.spec.size), x.r.spec.batch, x.p.impl)
	}
}

// writeMissing names every missing peer and n/a vilya cell with its reason.
func writeMissing(w io.Writer, rows []row) {
	seen := map[string]bool{}
	var lines []string
	for _, r := range rows {
		for _, p := range r.results {
			var line string
			switch {
			case p.na:
				line = fmt.Sprintf("vilya is n/a: its %s package is not in this build", r.spec.group)
				if r.spec.process {
					line = "vilya is n/a for the whole-process rows (see notes)"
				}
			case p.missing != "":
				line = fmt.Sprintf("%s is MISSING: %s", p.impl, p.missing)
			default:
				continue
			}
			if !seen[line] {
				seen[line] = true
				lines = append(lines, line)
			}
		}
	}
	if len(lines) > 0 {
		fmt.Fprintf(w, "\n")
		for _, l := range lines {
			fmt.Fprintf(w, "- %s\n", l)
		}
	}
}

// writeJSON writes the report in the documented schema.
func writeJSON(path string, env envInfo, rows []row, sums []summary) error {
	rep := jsonReport{Env: env, Summary: sums}
	if rep.Summary == nil {
		rep.Summary = []summary{}
	}
	rep.Rows = []jsonRow{}
	for _, r := range rows {
		for _, p := range r.results {
			jr := jsonRow{Group: r.spec.group, Op: r.spec.op, Size: r.spec.size, Batch: r.spec.batch, Impl: p.impl, Reps: p.reps, Iterations: p.iterationsRep}
			if p.ok() {
				md, lo, hi := p.median, p.min, p.max
				jr.NsMedian, jr.NsMin, jr.NsMax = &md, &lo, &hi
			}
			if q, ok := pairedRatio(p); ok {
				lo, hi := p.paired[0], p.paired[len(p.paired)-1]
				jr.RatioPairedMedian, jr.RatioPairedMin, jr.RatioPairedMax = &q, &lo, &hi
			}
			rep.Rows = append(rep.Rows, jr)
		}
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
