package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// plotRow is one bar group of the chart: a row of the gap matrix and the
// peers drawn for it, in this order (a peer absent from every input is
// left out; so a peer such as narya appears once the matrix has it).
type plotRow struct {
	label     string
	group, op string
	size      int // message or input length; anySize matches any
	batch     int
	peers     []string
}

const anySize = -1

// chartRows are the rows the README's chart shows: BLAKE3 at 64 B, 1 KiB
// and 1 MiB against the official C and the Go ports, the command line
// against b3sum, and Ed25519 single, batched and warm-key verification of
// 1232-byte messages against crypto/ed25519 and curve25519-voi.
var chartRows = []plotRow{
	{label: "BLAKE3 hash, 64 B", group: "blake3", op: "hash", size: 64, peers: blake3PlotPeers},
	{label: "BLAKE3 hash, 1 KiB", group: "blake3", op: "hash", size: 1 << 10, peers: blake3PlotPeers},
	{label: "BLAKE3 hash, 1 MiB", group: "blake3", op: "hash", size: 1 << 20, peers: blake3PlotPeers},
	{label: "vilya b3sum, 1 thread", group: "blake3", op: "process-1-thread", size: anySize, peers: []string{"b3sum"}},
	{label: "vilya b3sum, all threads", group: "blake3", op: "process-all-threads", size: anySize, peers: []string{"b3sum"}},
	{label: "Ed25519 verify, single", group: "ed25519", op: "verify", size: 1232, batch: 1, peers: ed25519PlotPeers},
	{label: "Ed25519 batch of 8 (ZIP215)", group: "ed25519", op: "verify-batch", size: 1232, batch: 8, peers: ed25519PlotPeers},
	{label: "Ed25519 batch of 64 (ZIP215)", group: "ed25519", op: "verify-batch", size: 1232, batch: 64, peers: ed25519PlotPeers},
	{label: "Ed25519 64 warm keys", group: "ed25519", op: "verify-batch-warm", size: 1232, batch: 64, peers: ed25519PlotPeers},
}

var (
	blake3PlotPeers  = []string{"official-c", "zeebo", "lukechampine"}
	ed25519PlotPeers = []string{"stdlib", "voi", "voi-batch", "narya", "narya-batch"}
)

// peerColors gives each peer a fixed colour, so that charts of different
// machines read alike.
var peerColors = map[string]string{
	"official-c":   "#1f77b4",
	"zeebo":        "#ff7f0e",
	"lukechampine": "#2ca02c",
	"b3sum":        "#d62728",
	"stdlib":       "#9467bd",
	"voi":          "#8c564b",
	"voi-batch":    "#e377c2",
	"narya":        "#17becf",
	"narya-batch":  "#bcbd22",
}

var peerLabels = map[string]string{
	"official-c":   "official C",
	"stdlib":       "crypto/ed25519",
	"voi":          "curve25519-voi",
	"voi-batch":    "curve25519-voi batch",
	"narya":        "Narya",
	"narya-batch":  "Narya batch",
	"lukechampine": "lukechampine",
	"zeebo":        "zeebo",
	"b3sum":        "b3sum",
}

// plotBar is one peer's ratio (peer time / vilya time) on one row, over
// the runs that measured both.
type plotBar struct {
	peer   string
	ratios []float64 // one per run, in input order
}

func (b plotBar) median() float64 {
	xs := slices.Clone(b.ratios)
	sort.Float64s(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

type plotGroup struct {
	label string
	group string // the matrix group: blake3, ed25519
	size  int
	bars  []plotBar
	runs  int // reports that measured vilya on this row
}

// plotData selects chartRows' bars from the reports (one per matrix run).
func plotData(reps []jsonReport, rows []plotRow) []plotGroup {
	var out []plotGroup
	for _, pr := range rows {
		g := plotGroup{label: pr.label, group: pr.group, size: pr.size}
		for _, rep := range reps {
			if _, _, ok := reportTime(rep, pr, "vilya"); ok {
				g.runs++
			}
		}
		for _, peer := range pr.peers {
			b := plotBar{peer: peer}
			for _, rep := range reps {
				v, size, ok := reportTime(rep, pr, "vilya")
				if !ok {
					continue
				}
				p, _, ok := reportTime(rep, pr, peer)
				if !ok {
					continue
				}
				g.size = size
				b.ratios = append(b.ratios, p/v)
			}
			if len(b.ratios) > 0 {
				g.bars = append(g.bars, b)
			}
		}
		if len(g.bars) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// reportTime returns impl's median time on the report's row pr, and the
// row's size; ok is false where the row or the implementation is missing
// or was not measured.
func reportTime(rep jsonReport, pr plotRow, impl string) (ns float64, size int, ok bool) {
	for _, r := range rep.Rows {
		if r.Group != pr.group || r.Op != pr.op || r.Batch != pr.batch || r.Impl != impl {
			continue
		}
		if pr.size != anySize && r.Size != pr.size {
			continue
		}
		if r.NsMedian == nil || *r.NsMedian <= 0 {
			return 0, 0, false
		}
		return *r.NsMedian, r.Size, true
	}
	return 0, 0, false
}

// readReports reads gap-matrix JSON files; a directory stands for its
// *.json files in name order.
func readReports(args []string) ([]jsonReport, error) {
	var paths []string
	for _, a := range args {
		if fi, err := os.Stat(a); err == nil && fi.IsDir() {
			m, err := filepath.Glob(filepath.Join(a, "*.json"))
			if err != nil {
				return nil, err
			}
			if len(m) == 0 {
				return nil, fmt.Errorf("%s: no .json file", a)
			}
			sort.Strings(m)
			paths = append(paths, m...)
			continue
		}
		paths = append(paths, a)
	}
	var reps []jsonReport
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var rep jsonReport
		if err := json.Unmarshal(b, &rep); err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		reps = append(reps, rep)
	}
	return reps, nil
}

// distinct returns the distinct non-empty values of f over the reports, in
// order of first appearance, or "not recorded".
func distinct(reps []jsonReport, f func(envInfo) string) string {
	var vs []string
	for _, r := range reps {
		if v := f(r.Env); v != "" && !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		return "not recorded"
	}
	return strings.Join(vs, "; ")
}

// Chart geometry, in SVG user units (pixels).
const (
	plotWidth  = 1000.0
	plotLeft   = 250.0 // start of the axis
	plotRight  = 860.0 // end of the axis; labels run on to the right
	plotBarH   = 13.0
	plotBarGap = 3.0
	plotGapRow = 12.0
	plotTop    = 64.0
)

// writeSVG draws the chart: per row group, one horizontal bar per peer
// from 1 (level with vilya) to the median of its ratios on a log2 axis, a
// line over the range of the runs where there is more than one, and the
// caption naming the CPU, the Go version and the commit. The output
// depends only on the reports: numbers are printed with fixed precision
// and nothing is read from the clock or the environment.
func writeSVG(w io.Writer, reps []jsonReport, groups []plotGroup) error {
	if len(groups) == 0 {
		return errors.New("no row of the chart has both vilya and a peer measured")
	}
	lo, hi := 1.0, 1.0
	for _, g := range groups {
		for _, b := range g.bars {
			for _, r := range b.ratios {
				lo, hi = math.Min(lo, r), math.Max(hi, r)
			}
		}
	}
	// The axis spans whole powers of two around every ratio and 1.
	loE := math.Floor(math.Log2(lo))
	hiE := math.Ceil(math.Log2(hi))
	if loE > -1 {
		loE = -1
	}
	if hiE < 1 {
		hiE = 1
	}
	x := func(r float64) float64 {
		return plotLeft + (math.Log2(r)-loE)/(hiE-loE)*(plotRight-plotLeft)
	}

	var body strings.Builder
	y := plotTop
	fileSize := "a"
	var peersSeen []string
	for _, g := range groups {
		label := g.label
		if strings.HasPrefix(g.label, "vilya b3sum") && g.size > 0 {
			fileSize = "a " + humanSize(g.size)
		}
		fmt.Fprintf(&body, `<text x="%s" y="%s" text-anchor="end" font-weight="bold">%s</text>`+"\n",
			num(plotLeft-8), num(y+plotBarH-2), xmlEscape(label))
		for _, b := range g.bars {
			if !slices.Contains(peersSeen, b.peer) {
				peersSeen = append(peersSeen, b.peer)
			}
			m := b.median()
			x0, x1 := x(1), x(m)
			left := math.Min(x0, x1)
			width := math.Abs(x1 - x0)
			color := peerColors[b.peer]
			if color == "" {
				color = "#7f7f7f"
			}
			fmt.Fprintf(&body, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"><title>%s %s</title></rect>`+"\n",
				num(left), num(y), num(width), num(plotBarH), color, xmlEscape(peerName(b.peer)), ratioText(b))
			if len(b.ratios) > 1 {
				rlo, rhi := slices.Min(b.ratios), slices.Max(b.ratios)
				fmt.Fprintf(&body, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#000" stroke-width="1.5"/>`+"\n",
					num(x(rlo)), num(y+plotBarH/2), num(x(rhi)), num(y+plotBarH/2))
			}
			// The peer and the ratio to the right of the bar and of 1, so
			// that a bar left of 1 does not run into the row's label.
			tx := math.Max(x(1), math.Max(x1, x(slices.Max(b.ratios)))) + 4
			fmt.Fprintf(&body, `<text x="%s" y="%s" font-size="11">%s %s</text>`+"\n",
				num(tx), num(y+plotBarH-2), xmlEscape(peerName(b.peer)), ratioText(b))
			y += plotBarH + plotBarGap
		}
		y += plotGapRow
	}
	axisBottom := y - plotGapRow + 4

	var svg strings.Builder
	// The axis: a tick and a grid line at every power of two.
	for e := loE; e <= hiE; e++ {
		r := math.Exp2(e)
		stroke, sw := "#ddd", "1"
		if e == 0 {
			stroke, sw = "#000", "1.5"
		}
		fmt.Fprintf(&svg, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"/>`+"\n",
			num(x(r)), num(plotTop-6), num(x(r)), num(axisBottom), stroke, sw)
		fmt.Fprintf(&svg, `<text x="%s" y="%s" text-anchor="middle" font-size="11">%s×</text>`+"\n",
			num(x(r)), num(plotTop-10), strconv.FormatFloat(r, 'g', -1, 64))
	}
	svg.WriteString(body.String())

	// The caption.
	// Runs per matrix group (a report may hold one group or all of them).
	var runParts []string
	multi := false
	for _, name := range []string{"blake3", "ed25519"} {
		n := 0
		for _, g := range groups {
			if g.group == name && g.runs > n {
				n = g.runs
			}
		}
		if n > 0 {
			runParts = append(runParts, fmt.Sprintf("%s group %d", name, n))
			multi = multi || n > 1
		}
	}
	runs := "Gap-matrix runs: " + strings.Join(runParts, ", ")
	if multi {
		runs += "; bar: the median of the runs' ratios, line: their range"
	}
	cpu := distinct(reps, func(e envInfo) string {
		if e.CPUID != "" {
			return e.CPU + " (" + e.CPUID + ")"
		}
		return e.CPU
	})
	kern := distinct(reps, func(e envInfo) string {
		return "blake3 " + e.Kernels["blake3"] + ", ed25519 " + e.Kernels["ed25519"]
	})
	caption := []string{
		"CPU: " + cpu + "; vilya kernels: " + kern,
		"Go: " + distinct(reps, func(e envInfo) string { return e.Go }) + "; commit: " + distinct(reps, envInfo.commitLabel),
		runs + ".",
		"BLAKE3 and Ed25519 rows: one core, the thread's CPU time; vilya b3sum rows: the whole command on " + fileSize + " cached file, wall clock.",
		"Ed25519: 1232-byte messages, a different key per signature except in the warm row (keys decoded once).",
	}
	cy := axisBottom + 22
	for _, c := range caption {
		fmt.Fprintf(&svg, `<text x="12" y="%s" font-size="11">%s</text>`+"\n", num(cy), xmlEscape(c))
		cy += 15
	}
	height := cy + 4

	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif" font-size="12">`+"\n",
		num(plotWidth), num(height), num(plotWidth), num(height))
	fmt.Fprintf(w, `<rect width="100%%" height="100%%" fill="#fff"/>`+"\n")
	fmt.Fprintf(w, `<text x="12" y="22" font-size="15" font-weight="bold">%s</text>`+"\n",
		xmlEscape("vilya against its peers: peer time / vilya time"))
	fmt.Fprintf(w, `<text x="12" y="40" font-size="11">%s</text>`+"\n",
		xmlEscape("Log scale. Right of 1×: vilya is faster (2× = half the peer's time); left of 1×: the peer is faster."))
	if _, err := io.WriteString(w, svg.String()); err != nil {
		return err
	}
	_, err := io.WriteString(w, "</svg>\n")
	return err
}

func peerName(p string) string {
	if l, ok := peerLabels[p]; ok {
		return l
	}
	return p
}

// ratioText is "1.41×", or "1.41× (1.38-1.45)" over several runs.
func ratioText(b plotBar) string {
	s := strconv.FormatFloat(b.median(), 'f', 2, 64) + "×"
	if len(b.ratios) > 1 {
		s += " (" + strconv.FormatFloat(slices.Min(b.ratios), 'f', 2, 64) + "–" +
			strconv.FormatFloat(slices.Max(b.ratios), 'f', 2, 64) + ")"
	}
	return s
}

// num prints a coordinate with one decimal, the same on every platform.
func num(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }

var xmlReplacer = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

func xmlEscape(s string) string { return xmlReplacer.Replace(s) }

// plotMain is `go run . plot`: gap-matrix JSON in, SVG out.
func plotMain(args []string) error {
	fs := flag.NewFlagSet("plot", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), `usage: go run . plot -in run1.json[,run2.json...|DIR] [-out chart.svg]

Draws the gap matrix's README rows (BLAKE3 64 B, 1 KiB, 1 MiB; the command
line against b3sum; Ed25519 single, batches of 8 and 64, warm keys) from
the JSON of one or more runs of 'go run . matrix -json FILE' as an SVG
bar chart of peer time / vilya time, with the CPU and commit in the
caption. The same input gives the same bytes.

flags:
`)
		fs.PrintDefaults()
	}
	in := fs.String("in", "", "gap-matrix JSON `files`, comma-separated (one per run); a directory stands for its *.json files")
	out := fs.String("out", "", "write the SVG to `FILE` (default standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *in == "" || fs.NArg() != 0 {
		fs.Usage()
		return errors.New("plot: -in is required")
	}
	reps, err := readReports(strings.Split(*in, ","))
	if err != nil {
		return err
	}
	var sb strings.Builder
	if err := writeSVG(&sb, reps, plotData(reps, chartRows)); err != nil {
		return err
	}
	if *out == "" {
		_, err = io.WriteString(os.Stdout, sb.String())
		return err
	}
	return os.WriteFile(*out, []byte(sb.String()), 0o644)
}
