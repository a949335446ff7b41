package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// vilyaBin is the vilya binary TestMain builds for the tests to run (with
// the race detector when the tests have it).
var vilyaBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "vilya-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	vilyaBin = filepath.Join(dir, "vilya")
	buildArgs := []string{"build", "-o", vilyaBin}
	if raceEnabled {
		buildArgs = append(buildArgs, "-race")
	}
	// go test puts its own toolchain's bin first on the PATH.
	build := exec.Command("go", append(buildArgs, ".")...)
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building vilya:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// result is what one run of a command produced.
type result struct {
	stdout, stderr []byte
	code           int
}

func (r result) String() string {
	return fmt.Sprintf("exit %d\nstdout: %q\nstderr: %q", r.code, r.stdout, r.stderr)
}

// runIn runs bin with args in dir, with stdin from the named file ("" for
// none), and an environment without RAYON_NUM_THREADS.
func runIn(t testing.TB, dir, stdin, bin string, args ...string) result {
	t.Helper()
	return runEnv(t, nil, dir, stdin, bin, args...)
}

// runEnv is runIn with extra environment variables.
func runEnv(t testing.TB, env []string, dir, stdin, bin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "LC_ALL=C"}, env...)
	if stdin != "" {
		f, err := os.Open(filepath.Join(dir, stdin))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running %s %q: %v", bin, args, err)
		}
		code = ee.ExitCode()
	}
	return result{out.Bytes(), errb.Bytes(), code}
}

// vilya runs vilya with args in dir.
func vilya(t testing.TB, dir, stdin string, args ...string) result {
	t.Helper()
	return runIn(t, dir, stdin, vilyaBin, args...)
}

// b3sumBin returns the path of the reference b3sum, skipping the test
// loudly when it is not installed, or failing it under CI=true.
func b3sumBin(t testing.TB) string {
	t.Helper()
	p, err := exec.LookPath("b3sum")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("b3sum is not installed, and CI=true requires the comparison with it (apt-get install b3sum)")
		}
		t.Skip("SKIPPING the comparison with the reference b3sum: it is not installed (apt-get install b3sum)")
	}
	return p
}

// normalize makes vilya b3sum's standard error comparable with b3sum's:
// messages start with "vilya:" instead of "b3sum:", and for a usage error
// only the first line (the message itself) is compared, because the usage
// line after it names the command differently.
func normalize(stderr []byte) string {
	s := string(stderr)
	if strings.HasPrefix(s, "error: ") {
		s, _, _ = strings.Cut(s, "\n")
		return s
	}
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if rest, ok := strings.CutPrefix(l, "vilya: "); ok {
			lines[i] = "b3sum: " + rest
		}
	}
	return strings.Join(lines, "")
}

// compareB3sum runs vilya b3sum and the reference b3sum with the same
// arguments and standard input in dir, and fails unless standard output is
// byte-identical, standard error identical up to normalize, and the exit
// codes equal. It returns vilya's result.
func compareB3sum(t *testing.T, dir, stdin string, args ...string) result {
	t.Helper()
	ref := runIn(t, dir, stdin, b3sumBin(t), args...)
	got := vilya(t, dir, stdin, append([]string{"b3sum"}, args...)...)
	if !bytes.Equal(got.stdout, ref.stdout) {
		t.Errorf("b3sum %q: stdout differs\nvilya: %q\nb3sum: %q", args, got.stdout, ref.stdout)
	}
	if normalize(got.stderr) != normalize(ref.stderr) {
		t.Errorf("b3sum %q: stderr differs\nvilya: %q\nb3sum: %q", args, got.stderr, ref.stderr)
	}
	if got.code != ref.code {
		t.Errorf("b3sum %q: exit code %d, b3sum's is %d", args, got.code, ref.code)
	}
	return got
}

func writeFile(t testing.TB, dir, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestUsage(t *testing.T) {
	dir := t.TempDir()
	if r := vilya(t, dir, ""); r.code != 2 || !bytes.Contains(r.stderr, []byte("USAGE")) {
		t.Errorf("no subcommand: %v", r)
	}
	if r := vilya(t, dir, "", "frobnicate"); r.code != 2 {
		t.Errorf("unknown subcommand: %v", r)
	}
	if r := vilya(t, dir, "", "help"); r.code != 0 || !bytes.Contains(r.stdout, []byte("b3sum")) {
		t.Errorf("help: %v", r)
	}
	if r := vilya(t, dir, "", "b3sum", "--help"); r.code != 0 || !bytes.Contains(r.stdout, []byte("--num-threads")) {
		t.Errorf("b3sum --help: %v", r)
	}
	// verify's help goes to stdout like the others', with its flags spelt
	// as its synopsis spells them; a usage error goes to stderr.
	for _, h := range []string{"-h", "--help"} {
		r := vilya(t, dir, "", "verify", h)
		if r.code != 0 || !bytes.Contains(r.stdout, []byte("  --profile NAME\n")) || bytes.Contains(r.stdout, []byte("\n  -profile")) || len(r.stderr) != 0 {
			t.Errorf("verify %s: %v", h, r)
		}
	}
	if r := vilya(t, dir, "", "verify", "--bogus"); r.code != 2 || len(r.stdout) != 0 || !bytes.Contains(r.stderr, []byte("vilya verify [--profile NAME]")) {
		t.Errorf("verify --bogus: %v", r)
	}
}

// TestHelpOnStdout checks that every command's help goes to standard
// output, with exit code 0 and nothing on standard error.
func TestHelpOnStdout(t *testing.T) {
	dir := t.TempDir()
	lines := []string{"help", "-h", "--help", "b3sum --help", "b3sum -h", "sum --help", "verify --help",
		"verify -h", "cpu --help", "cpu -h", "bao --help", "bao -h", "bao help"}
	for _, sub := range []string{"hash", "encode", "decode", "slice", "decode-slice"} {
		lines = append(lines, "bao "+sub+" --help", "bao "+sub+" -h")
	}
	for _, line := range lines {
		r := vilya(t, dir, "", strings.Fields(line)...)
		if r.code != 0 || len(r.stdout) == 0 || len(r.stderr) != 0 {
			t.Errorf("vilya %s: %v", line, r)
		}
	}
}

// TestFlagSpelling checks that each command spells its flags one way: the
// flags of verify's synopsis, its flag list and its error messages alike
// (two dashes, the same value names), and bao's flags in its synopsis and
// its flag list.
func TestFlagSpelling(t *testing.T) {
	dir := t.TempDir()
	help := string(vilya(t, dir, "", "verify", "--help").stdout)
	synopsis, list, _ := strings.Cut(help, "\nFLAGS:\n")
	inSynopsis := regexp.MustCompile(`\[(--[a-z-]+(?: [A-Z]+)?)\]`).FindAllStringSubmatch(synopsis, -1)
	inList := regexp.MustCompile(`(?m)^  (--[a-z-]+(?: [A-Z]+)?)$`).FindAllStringSubmatch(list, -1)
	var syn, fl []string
	for _, m := range inSynopsis {
		syn = append(syn, m[1])
	}
	for _, m := range inList {
		fl = append(fl, m[1])
	}
	slices.Sort(syn)
	if len(syn) == 0 || !slices.Equal(syn, fl) {
		t.Errorf("verify: synopsis flags %q, flag list %q", syn, fl)
	}
	for _, c := range []struct{ args, want string }{
		{"--bogus", "vilya verify: flag provided but not defined: --bogus\n"},
		{"-bogus", "vilya verify: flag provided but not defined: --bogus\n"},
		{"--batch x", "vilya verify: invalid value \"x\" for flag --batch: parse error\n"},
		{"--batch", "vilya verify: flag needs an argument: --batch\n"},
		{"--quiet=2", "vilya verify: invalid boolean value \"2\" for --quiet: parse error\n"},
	} {
		r := vilya(t, dir, "", append([]string{"verify"}, strings.Fields(c.args)...)...)
		if r.code != 2 || !strings.HasPrefix(string(r.stderr), c.want) || !bytes.Contains(r.stderr, []byte("[--batch N]")) {
			t.Errorf("verify %s: %v\nwant stderr starting %q", c.args, r, c.want)
		}
	}

	help = string(vilya(t, dir, "", "bao", "--help").stdout)
	synopsis, list, _ = strings.Cut(help, "\nFLAGS:\n")
	synopsis, _, _ = strings.Cut(synopsis, "\n\n")
	flag := regexp.MustCompile(`--[a-z-]+=<[a-z]+>`)
	syn = slices.Compact(slices.Sorted(slices.Values(flag.FindAllString(synopsis, -1))))
	fl = slices.Sorted(slices.Values(flag.FindAllString(list, -1)))
	if len(syn) == 0 || !slices.Equal(syn, slices.Compact(fl)) {
		t.Errorf("bao: synopsis flags %q, flag list %q", syn, fl)
	}
	// A usage error shows the synopsis and points to --help.
	if r := vilya(t, dir, "", "bao", "decode", "--start"); r.code != 2 || !strings.Contains(string(r.stderr), synopsis+"\n\nRun 'vilya bao --help'") {
		t.Errorf("bao decode --start: %v", r)
	}
}

// TestProgressDocumented checks that the progress bar and its switch are
// in vilya's help and vilya b3sum's, and not in the help vilya prints as
// b3sum (which is b3sum's own).
func TestProgressDocumented(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"--help"}, {"b3sum", "--help"}} {
		r := vilya(t, dir, "", args...)
		if !bytes.Contains(r.stdout, []byte("progress bar")) || !bytes.Contains(r.stdout, []byte("VILYA_NO_PROGRESS=1")) {
			t.Errorf("vilya %q does not document the progress bar: %v", args, r)
		}
	}
	if !strings.HasPrefix(strings.ReplaceAll(b3sumHelp("vilya"), "vilya b3sum", "b3sum"), b3sumHelp("b3sum")) {
		t.Errorf("vilya b3sum's help is not b3sum's with lines added:\n%s", b3sumHelp("vilya"))
	}
	if strings.Contains(b3sumHelp("b3sum"), "VILYA") {
		t.Errorf("the help as b3sum names vilya's variables:\n%s", b3sumHelp("b3sum"))
	}
}

// TestVerifySummaryPlural checks the summary's count: "1 signature", "2
// signatures".
func TestVerifySummaryPlural(t *testing.T) {
	if got := plural(1, "signature"); got != "1 signature" {
		t.Errorf("plural(1) = %q", got)
	}
	for _, n := range []int{0, 2, 4096} {
		if got, want := plural(n, "signature"), fmt.Sprint(n, " signatures"); got != want {
			t.Errorf("plural(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestInvokedAsB3sum checks that vilya linked under the name b3sum behaves
// as vilya b3sum, with b3sum's name in its messages.
func TestInvokedAsB3sum(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "b3sum")
	if err := os.Symlink(vilyaBin, link); err != nil {
		t.Skip("cannot make a symbolic link:", err)
	}
	writeFile(t, dir, "a", []byte("hello"))
	r := runIn(t, dir, "", link, "a", "missing")
	want := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200f  a\n"
	if string(r.stdout) != want || r.code != 1 || !strings.HasPrefix(string(r.stderr), "b3sum: missing: ") {
		t.Errorf("as b3sum: %v", r)
	}
}

func TestCPU(t *testing.T) {
	r := vilya(t, t.TempDir(), "", "cpu")
	if r.code != 0 {
		t.Fatalf("vilya cpu: %v", r)
	}
	for _, want := range []string{"cpu:", "features:", "blake3:", "generic"} {
		if !bytes.Contains(r.stdout, []byte(want)) {
			t.Errorf("vilya cpu output lacks %q:\n%s", want, r.stdout)
		}
	}
	t.Logf("vilya cpu:\n%s", r.stdout)
	if r := vilya(t, t.TempDir(), "", "cpu", "extra"); r.code != 2 {
		t.Errorf("vilya cpu extra: %v", r)
	}
}

// TestCPUFeatureLines checks that the report lists only the features that
// apply: amd64's or arm64's own, and none at all (said so) in a purego
// build or on an architecture without kernels.
func TestCPUFeatureLines(t *testing.T) {
	amd64 := []cpu.Feature{{Name: "sse41", Present: true}, {Name: "avx2", Present: true}, {Name: "ifma"}}
	arm64 := []cpu.Feature{{Name: "neon", Present: true}}
	for _, c := range []struct {
		purego bool
		arch   string
		feats  []cpu.Feature
		want   string
	}{
		{false, "amd64", amd64, "features: sse41 avx2\nmissing:  ifma"},
		{false, "arm64", arm64, "features: neon\nmissing:  none"},
		{false, "386", nil, "features: none used (vilya has no kernels for 386)"},
		{true, "amd64", nil, "features: none used (built with -tags purego: portable Go only)"},
	} {
		if got := strings.Join(featureLines(c.purego, c.arch, c.feats), "\n"); got != c.want {
			t.Errorf("purego %v, %s: %q, want %q", c.purego, c.arch, got, c.want)
		}
	}
	out := string(vilya(t, t.TempDir(), "", "cpu").stdout)
	for _, name := range []string{"neon", "sse41", "avx2", "ifma"} {
		applies := false
		for _, f := range cpu.Features() {
			applies = applies || f.Name == name
		}
		if !applies && regexp.MustCompile(`(?m)^(features|missing):.*\b`+name+`\b`).MatchString(out) {
			t.Errorf("vilya cpu on %s names %s:\n%s", runtime.GOARCH, name, out)
		}
	}
}

// TestKernelsEnv checks that VILYA_KERNELS forces the named kernels for
// every command, and that a kernel or package that cannot be had is an
// error, not a fallback.
func TestKernelsEnv(t *testing.T) {
	dir := t.TempDir()
	r := runEnv(t, []string{"VILYA_KERNELS=blake3=generic, sha512x=generic,ed25519=portable"}, dir, "", vilyaBin, "cpu")
	for _, want := range []string{"blake3:   generic", "ed25519:  portable", "sha512x:  generic"} {
		if r.code != 0 || !bytes.Contains(r.stdout, []byte(want)) {
			t.Errorf("forced generic kernels: output lacks %q: %v", want, r)
		}
	}
	writeFile(t, dir, "a", []byte("hello"))
	want := "ea8f163db38682925e4491c5e58d4bb3506ef8c14eb78a86e908c5624a67200f  a\n"
	// The kernels this CPU has, from "blake3:   X (available: a, b)".
	_, avail, _ := strings.Cut(string(vilya(t, dir, "", "cpu").stdout), "blake3:")
	_, avail, _ = strings.Cut(avail, "available: ")
	avail, _, _ = strings.Cut(avail, ")")
	for _, k := range strings.Fields("generic sse41 avx2 avx512 neon") {
		r := runEnv(t, []string{"VILYA_KERNELS=blake3=" + k}, dir, "", vilyaBin, "b3sum", "a")
		cpuHas := strings.Contains(", "+avail+", ", ", "+k+", ")
		switch {
		case cpuHas && (r.code != 0 || string(r.stdout) != want):
			t.Errorf("VILYA_KERNELS=blake3=%s b3sum: %v", k, r)
		case !cpuHas && (r.code != 2 || !bytes.Contains(r.stderr, []byte("VILYA_KERNELS"))):
			t.Errorf("VILYA_KERNELS=blake3=%s on a CPU without it: want exit 2 and a message, got %v", k, r)
		}
	}
	for _, bad := range []string{"blake3", "blake3=", "md5=generic", "blake3=turbo", "blake3=generic,sha512x"} {
		r := runEnv(t, []string{"VILYA_KERNELS=" + bad}, dir, "", vilyaBin, "b3sum", "a")
		if r.code != 2 || len(r.stdout) != 0 || !bytes.Contains(r.stderr, []byte("VILYA_KERNELS")) {
			t.Errorf("VILYA_KERNELS=%s: want exit 2, no output and a message, got %v", bad, r)
		}
	}
}
