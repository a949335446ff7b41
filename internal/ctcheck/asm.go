// Package ctcheck checks vilya's constant-time manifest, ct.toml at the
// repository root: that it classes every exported entry point of blake3,
// sha512x and ed25519, that the generated kernels its entries cover index
// memory and branch only on lengths, counters and pointers (checkAsm), and,
// under qemu-user, that the entry points it marks constant-time execute the
// same blocks in the same order for different secrets of the same lengths
// (the ctprog command and TestTraceConstantTime).
package ctcheck

import (
	"fmt"
	"regexp"
	"strings"
)

// A violation is an instruction of a kernel through which a secret could
// reach an address or a branch.
type violation struct {
	fn, line, why string
}

func (v violation) String() string { return fmt.Sprintf("%s: %q: %s", v.fn, v.line, v.why) }

// An allowance declassifies the flags one instruction sets in one function:
// ct.toml lists each with the reason its operands are public.
type allowance struct {
	fn, insn string
}

// checkAsm checks the Go assembly src of arch ("amd64" or "arm64") under a
// taint model of the secrets. Vector and mask registers are secret (they
// hold message, key and state words; lengths in vectors are declassified
// only by an allowance). A general register is secret once written from a
// vector or mask register, from a secret register, or by a load narrower
// than 64 bits from memory other than the argument frame: the kernels read
// secret words (32-bit BLAKE3 words) that way, and read pointers, lengths
// and counters with 64-bit loads or from the frame. The check is flow
// sensitive over each function's control-flow graph (labels and jumps), to
// a fixed point, and reports
//   - a memory operand whose base or index register is secret,
//   - a gather or scatter (memory indexed by a vector),
//   - a conditional branch, conditional move or set that reads flags set
//     from a secret operand (on arm64 also CBZ, CBNZ, TBZ, TBNZ of a secret
//     register), unless an allowance names the flag-setting instruction.
func checkAsm(arch, src string, allow []allowance) []violation {
	var isa isaModel = amd64Model{}
	if arch == "arm64" {
		isa = arm64Model{}
	}
	var out []violation
	for _, fn := range splitFunctions(src) {
		out = append(out, checkFunction(isa, fn, allow)...)
	}
	return out
}

type function struct {
	name  string
	insns []string // instructions and labels ("name:"), comments stripped
}

var textRE = regexp.MustCompile(`^TEXT\s+·?([A-Za-z0-9_]+)`)

func splitFunctions(src string) []function {
	var fns []function
	for _, line := range strings.Split(src, "\n") {
		if i := strings.Index(line, "//"); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if m := textRE.FindStringSubmatch(line); m != nil {
			fns = append(fns, function{name: m[1]})
			continue
		}
		if len(fns) == 0 || strings.HasPrefix(line, "DATA") || strings.HasPrefix(line, "GLOBL") {
			continue
		}
		f := &fns[len(fns)-1]
		// A label may share its line with an instruction.
		if i := strings.Index(line, ":"); i > 0 && !strings.ContainsAny(line[:i], " \t,(") {
			f.insns = append(f.insns, line[:i+1])
			line = strings.TrimSpace(line[i+1:])
			if line == "" {
				continue
			}
		}
		f.insns = append(f.insns, line)
	}
	return fns
}

// isaModel describes one architecture's assembly to the checker.
type isaModel interface {
	// decode splits an instruction into its mnemonic and operands.
	decode(insn string) (op string, args []string)
	isGPR(reg string) bool
	isVector(reg string) bool
	// jump returns the label a jump goes to and whether execution may
	// also fall through; ok is false for other instructions.
	jump(op string, args []string) (label string, falls, ok bool)
	isReturn(op string) bool
	// effects returns the registers an instruction reads as data, those it
	// writes, whether it sets or reads the flags, and which register a
	// compare-and-branch tests directly.
	effects(op string, args []string) (reads, writes []string, setsFlags, readsFlags bool, tests string)
	// narrowLoad reports whether op loads fewer than 64 bits.
	narrowLoad(op string) bool
	isGather(op string) bool
}

// memRE finds the registers of a memory operand: off(base)(index*scale)
// on amd64, off(Rn) and (Rn)(Rm) on arm64.
var memRE = regexp.MustCompile(`\(([A-Z][A-Z0-9]*)\)(?:\(([A-Z][A-Z0-9]*)(?:\*\d)?\))?`)

// memRegs returns the address registers of operand a, whether it is a
// memory operand, and whether it is in the argument frame (FP) or a global
// (SB), whose contents are public.
func memRegs(a string) (regs []string, mem, frame bool) {
	m := memRE.FindStringSubmatch(a)
	if m == nil {
		return nil, false, false
	}
	if m[1] == "FP" || m[1] == "SB" {
		// The argument frame and the globals (constants) are public; an
		// index into them is still an address.
		if m[2] != "" {
			regs = append(regs, m[2])
		}
		return regs, true, true
	}
	regs = append(regs, m[1])
	if m[2] != "" {
		regs = append(regs, m[2])
	}
	return regs, true, false
}

type state struct {
	secret map[string]bool
	flags  bool // the flags were set from a secret operand
	setter string
}

func (s state) clone() state {
	c := state{secret: make(map[string]bool, len(s.secret)), flags: s.flags, setter: s.setter}
	for k, v := range s.secret {
		c.secret[k] = v
	}
	return c
}

// merge ORs o into s and reports whether s changed.
func (s *state) merge(o state) bool {
	changed := false
	for k, v := range o.secret {
		if v && !s.secret[k] {
			s.secret[k] = true
			changed = true
		}
	}
	if o.flags && !s.flags {
		s.flags, s.setter = true, o.setter
		changed = true
	}
	return changed
}

func checkFunction(isa isaModel, fn function, allow []allowance) []violation {
	// Basic blocks: a label starts one, a jump or return ends one.
	type block struct {
		start, end int // fn.insns[start:end]
		succ       []int
	}
	var blocks []block
	labelBlock := map[string]int{}
	start := 0
	flush := func(end int) {
		if end > start {
			blocks = append(blocks, block{start: start, end: end})
		}
		start = end
	}
	for i, in := range fn.insns {
		if strings.HasSuffix(in, ":") {
			flush(i)
			continue
		}
		op, args := isa.decode(in)
		if _, _, ok := isa.jump(op, args); ok || isa.isReturn(op) {
			flush(i + 1)
		}
	}
	flush(len(fn.insns))
	for b := range blocks {
		for i := blocks[b].start; i < blocks[b].end; i++ {
			if in := fn.insns[i]; strings.HasSuffix(in, ":") {
				labelBlock[strings.TrimSuffix(in, ":")] = b
			}
		}
	}
	for b := range blocks {
		last := fn.insns[blocks[b].end-1]
		op, args := isa.decode(last)
		falls := !isa.isReturn(op)
		if label, f, ok := isa.jump(op, args); ok {
			falls = f
			if t, ok := labelBlock[label]; ok {
				blocks[b].succ = append(blocks[b].succ, t)
			}
		}
		if falls && b+1 < len(blocks) {
			blocks[b].succ = append(blocks[b].succ, b+1)
		}
	}
	allowed := func(setter string) bool {
		op, _ := isa.decode(setter)
		for _, a := range allow {
			if a.fn == fn.name && a.insn == op {
				return true
			}
		}
		return false
	}
	// step runs one instruction on st; with report set it records
	// violations.
	var out []violation
	step := func(st *state, in string, report bool) {
		if strings.HasSuffix(in, ":") {
			return
		}
		op, args := isa.decode(in)
		bad := func(why string) {
			if report {
				out = append(out, violation{fn.name, in, why})
			}
		}
		if isa.isGather(op) {
			bad("memory indexed by a vector")
		}
		reads, writes, setsFlags, readsFlags, tests := isa.effects(op, args)
		secretIn := false
		for _, a := range args {
			if regs, mem, frame := memRegs(a); mem {
				for _, r := range regs {
					if st.secret[r] && !strings.HasPrefix(op, "LEA") {
						bad("address from secret register " + r)
					}
				}
				if !frame && isa.narrowLoad(op) && a != args[len(args)-1] {
					secretIn = true // a narrow load from data memory
				}
			}
		}
		for _, r := range reads {
			if isa.isVector(r) || st.secret[r] {
				secretIn = true
			}
		}
		if readsFlags && st.flags && !allowed(st.setter) {
			bad("branch or select on flags set from secret data by " + st.setter)
			secretIn = true // a conditional move or set copies them
		}
		if tests != "" && st.secret[tests] {
			bad("branch on secret register " + tests)
		}
		for _, w := range writes {
			if isa.isGPR(w) {
				st.secret[w] = secretIn
			}
		}
		if setsFlags {
			st.flags, st.setter = secretIn, in
		}
	}
	entry := make([]state, len(blocks))
	for b := range entry {
		entry[b] = state{secret: map[string]bool{}}
	}
	for changed := true; changed; {
		changed = false
		for b, bl := range blocks {
			st := entry[b].clone()
			for i := bl.start; i < bl.end; i++ {
				step(&st, fn.insns[i], false)
			}
			for _, s := range bl.succ {
				if entry[s].merge(st) {
					changed = true
				}
			}
		}
	}
	for b, bl := range blocks {
		st := entry[b].clone()
		for i := bl.start; i < bl.end; i++ {
			step(&st, fn.insns[i], true)
		}
	}
	return out
}

// splitArgs splits operands at top-level commas (not inside brackets).
func splitArgs(s string) []string {
	var args []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case ',':
			if depth == 0 {
				args = append(args, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		args = append(args, t)
	}
	return args
}

func decodeGeneric(insn string) (string, []string) {
	op, rest, _ := strings.Cut(insn, " ")
	if i := strings.IndexByte(op, '\t'); i >= 0 {
		op, rest = op[:i], op[i+1:]+" "+rest
	}
	return op, splitArgs(strings.TrimSpace(rest))
}

// regsOf returns the registers an operand names as data (not as an
// address): a register, or an arm64 register list "[V0.S4, V1.S4]" or lane
// "V0.S[1]".
func regsOf(a string) []string {
	if _, mem, _ := memRegs(a); mem {
		return nil
	}
	var out []string
	for _, f := range strings.FieldsFunc(a, func(r rune) bool { return r == '[' || r == ']' || r == ',' || r == ' ' }) {
		f, _, _ = strings.Cut(f, ".")
		if f != "" && f[0] >= 'A' && f[0] <= 'Z' {
			out = append(out, f)
		}
	}
	return out
}
