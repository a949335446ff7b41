package ctcheck

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// tracedSymbols are the functions whose executed blocks are compared: all
// of vilya's packages, the trace program's own code, and the standard
// library's SHA-512 blocks (sha512x's generic kernel).
var tracedSymbols = regexp.MustCompile(`^(github\.com/vilyacrypto/vilya/|main\.|crypto/internal/fips140/sha512\.)`)

// TestTraceConstantTime runs, for each constant-time entry of ct.toml and
// each of its runs, the trace program under qemu-user with "-d
// exec,nochain" (every translated block logged each time it executes,
// restricted by -dfilter to vilya's code) for two secrets of the same
// lengths, and requires the two sequences of executed blocks to be
// identical. The "leak" program, secret-dependent on purpose, must give
// different sequences. It runs when VILYA_CT_TRACE=1 (.ci/run sets it); it
// needs qemu-x86_64 and, for the arm64 runs, qemu-aarch64.
// traceTries is how many times a run that differs is traced again.
const traceTries = 8

func TestTraceConstantTime(t *testing.T) {
	if os.Getenv("VILYA_CT_TRACE") != "1" {
		t.Skip("set VILYA_CT_TRACE=1 to trace the constant-time entries under qemu-user")
	}
	if runtime.GOOS != "linux" {
		t.Skip("qemu-user runs Linux binaries")
	}
	m := readManifest(t)
	dir := t.TempDir()
	progs := map[string]*tracedProg{}
	prog := func(arch string) *tracedProg {
		if p, ok := progs[arch]; ok {
			return p
		}
		p := buildTraced(t, dir, arch)
		progs[arch] = p
		return p
	}
	for _, e := range m.entries {
		if first(e["class"]) != "constant-time" || first(e["trace"]) == "" {
			continue
		}
		for _, run := range e["runs"] {
			f := strings.Fields(run)
			arch, kernel, cpu := f[0], f[1], ""
			if len(f) > 2 {
				cpu = f[2]
			}
			p := prog(arch)
			// qemu's blocks are not always cut the same way twice (the
			// same secret has given two traces that differ at one block
			// boundary, in code that runs before any secret is drawn),
			// so a pair that differs is traced again, up to traceTries
			// times: a secret-dependent path differs in every try, as
			// the leak program below does.
			var a, b []string
			var diffs []string
			for try := 0; try < traceTries; try++ {
				a = p.trace(t, cpu, kernel, first(e["trace"]), 1)
				b = p.trace(t, cpu, kernel, first(e["trace"]), 2)
				i, ok := firstDiff(a, b)
				if ok {
					diffs = nil
					break
				}
				diffs = append(diffs, fmt.Sprintf("block %d of %d/%d: %s / %s", i, len(a), len(b), at(a, i), at(b, i)))
				t.Logf("%s %s: try %d: the blocks differ at %s", first(e["name"]), run, try+1, diffs[len(diffs)-1])
			}
			if len(a) < 1000 {
				t.Errorf("%s %s: only %d blocks traced", first(e["name"]), run, len(a))
			}
			if diffs != nil {
				t.Errorf("%s %s: the executed blocks differ between secrets in every one of %d tries: %s",
					first(e["name"]), run, traceTries, strings.Join(diffs, "; "))
			} else {
				t.Logf("%s %s: %d blocks, identical for two secrets", first(e["name"]), run, len(a))
			}
		}
	}
	// The harness must see a secret-dependent branch, in every try.
	p := prog("amd64")
	for try := 0; try < traceTries; try++ {
		a := p.trace(t, "Haswell", "avx2", "leak", 1)
		b := p.trace(t, "Haswell", "avx2", "leak", 2)
		if i, ok := firstDiff(a, b); ok {
			t.Errorf("the deliberately secret-dependent program traced the same for two secrets (%d blocks): the harness cannot fail", len(a))
		} else {
			t.Logf("leak (self-test), try %d: differs at block %d of %d/%d, as it must", try+1, i, len(a), len(b))
		}
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "(end)"
}

func firstDiff(a, b []string) (int, bool) {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i, false
		}
	}
	return min(len(a), len(b)), len(a) == len(b)
}

// A tracedProg is the trace program built for one architecture, with the
// -dfilter ranges of vilya's code and the stack-growth stubs to drop.
type tracedProg struct {
	arch, bin, qemu, ranges string
	// spill lists each function's stack-growth stub (from the target of
	// its prologue's branch to the function's end) and the function's
	// entry: the runtime enters the stub when the goroutine's stack must
	// grow or when the scheduler asks for preemption, a matter of time,
	// not of the secret, and the function then starts again. The stub and
	// the prologue blocks before it are dropped from traces.
	spill [][3]uint64
}

func buildTraced(t *testing.T, dir, arch string) *tracedProg {
	t.Helper()
	qemu := map[string]string{"amd64": "qemu-x86_64", "arm64": "qemu-aarch64"}[arch]
	if _, err := exec.LookPath(qemu); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed and CI=true requires the trace check", qemu)
		}
		t.Skipf("SKIPPING the trace check: %s is not installed", qemu)
	}
	p := &tracedProg{arch: arch, bin: filepath.Join(dir, "ctprog-"+arch), qemu: qemu}
	build := exec.Command("go", "build", "-o", p.bin, "./ctprog")
	build.Env = append(os.Environ(), "GOARCH="+arch, "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building ctprog for %s: %v\n%s", arch, err, out)
	}
	nm, err := exec.Command("go", "tool", "nm", "-size", "-sort", "address", p.bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	var ranges []string
	for _, line := range strings.Split(string(nm), "\n") {
		f := strings.Fields(line)
		if len(f) >= 4 && (f[2] == "T" || f[2] == "t") && tracedSymbols.MatchString(f[3]) {
			ranges = append(ranges, "0x"+f[0]+"+"+f[1])
		}
	}
	p.ranges = strings.Join(ranges, ",")
	dump, err := exec.Command("go", "tool", "objdump", "-s", `^(github\.com/vilyacrypto/vilya/|main\.)`, p.bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	p.spill = spillStubs(string(dump))
	if len(p.spill) == 0 {
		t.Fatalf("%s: no stack-growth stubs found in the disassembly", arch)
	}
	return p
}

var insnRE = regexp.MustCompile(`\t0x([0-9a-f]+)\t+[0-9a-f]+\t+(.*)$`)

// spillStubs finds, in go tool objdump output, each function's
// stack-growth stub: the code from the target of the prologue's
// conditional branch to the function's end, when it calls morestack.
func spillStubs(dump string) [][3]uint64 {
	var out [][3]uint64
	type insn struct {
		addr uint64
		text string
	}
	var fn []insn
	end := func() {
		defer func() { fn = fn[:0] }()
		if len(fn) == 0 {
			return
		}
		last := fn[len(fn)-1].addr + 1
		for _, in := range fn[:min(len(fn), 8)] {
			op, arg, _ := strings.Cut(strings.TrimSpace(in.text), " ")
			if !(strings.HasPrefix(op, "J") && op != "JMP" || op == "BLS" || op == "BLO" || op == "BHI" || op == "BCC" || op == "BCS") {
				continue
			}
			arg = strings.TrimSpace(arg)
			var target uint64
			if n, ok := strings.CutSuffix(arg, "(PC)"); ok { // arm64: in instructions
				k, err := strconv.ParseInt(n, 10, 64)
				if err != nil {
					continue
				}
				target = in.addr + uint64(4*k)
			} else {
				var err error
				if target, err = strconv.ParseUint(strings.TrimPrefix(arg, "0x"), 16, 64); err != nil {
					continue
				}
			}
			if target <= in.addr {
				continue
			}
			for _, x := range fn {
				if x.addr >= target && strings.Contains(x.text, "morestack") {
					out = append(out, [3]uint64{target, last, fn[0].addr})
					return
				}
			}
			return
		}
	}
	for _, line := range strings.Split(dump, "\n") {
		if strings.HasPrefix(line, "TEXT ") {
			end()
			continue
		}
		if m := insnRE.FindStringSubmatch(line); m != nil {
			a, _ := strconv.ParseUint(m[1], 16, 64)
			fn = append(fn, insn{a, m[2]})
		}
	}
	end()
	return out
}

var traceRE = regexp.MustCompile(`^Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/`)

// trace runs the program for one entry, kernel and seed under qemu and
// returns the guest addresses of the blocks it executed in vilya's code,
// with the stack-growth stubs (and the re-entry of the function that
// follows each) removed.
func (p *tracedProg) trace(t *testing.T, cpu, kernel, entry string, seed int) []string {
	t.Helper()
	log := filepath.Join(t.TempDir(), "trace.log")
	args := []string{"-d", "exec,nochain", "-dfilter", p.ranges, "-D", log}
	if cpu != "" {
		args = append(args, "-cpu", cpu)
	}
	args = append(args, p.bin, kernel, entry, strconv.Itoa(seed))
	cmd := exec.Command(p.qemu, args...)
	// One P, no garbage collection, no asynchronous preemption: the Go
	// code runs in the same order each time.
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1", "GOGC=off", "GODEBUG=asyncpreemptoff=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s %s %s: %v\n%s%s", p.arch, kernel, entry, cpu, err, out, stderr.Bytes())
	}
	f, err := os.Open(log)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var blocks []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		m := traceRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		pc, _ := strconv.ParseUint(m[1], 16, 64)
		if entry, ok := p.inSpill(pc); ok {
			// Drop the prologue blocks since the function's entry: it
			// runs them again once the stack has grown.
			e := fmt.Sprintf("%x", entry)
			for i := len(blocks) - 1; i >= 0 && i >= len(blocks)-8; i-- {
				if blocks[i] == e {
					blocks = blocks[:i]
					break
				}
			}
			continue
		}
		blocks = append(blocks, fmt.Sprintf("%x", pc))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return blocks
}

// inSpill reports whether pc is in a stack-growth stub, and the entry of
// its function.
func (p *tracedProg) inSpill(pc uint64) (uint64, bool) {
	for _, r := range p.spill {
		if r[0] <= pc && pc < r[1] {
			return r[2], true
		}
	}
	return 0, false
}
