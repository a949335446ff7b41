package ctcheck

import (
	"os"
	"strings"
	"testing"
)

// TestAsmChecker checks the checker on small kernels: public addressing and
// branching pass; each deliberately secret-dependent variant fails.
func TestAsmChecker(t *testing.T) {
	for _, c := range []struct {
		arch, name, src string
		bad             bool
	}{
		{"amd64", "lengths and counters", `TEXT ·k(SB), $0-24
	MOVQ in+0(FP), SI
	MOVQ n+8(FP), CX
	MOVL flags+16(FP), DX
loop:
	VMOVDQU (SI)(CX*1), Y0
	VPADDD Y0, Y1, Y1
	ADDQ $32, CX
	CMPQ CX, $1024
	JLT loop
	CMPL DX, $8
	CMOVQEQ CX, BX
	RET`, false},
		{"amd64", "table lookup on a secret word", `TEXT ·k(SB), $0-8
	MOVQ key+0(FP), SI
	MOVL (SI), AX
	MOVQ tab<>(SB)(AX*8), BX
	RET`, true},
		{"amd64", "address from a vector lane", `TEXT ·k(SB), $0-8
	MOVQ in+0(FP), SI
	VMOVDQU (SI), X0
	MOVQ X0, AX
	ANDQ $63, AX
	MOVQ (SI)(AX*1), BX
	RET`, true},
		{"amd64", "branch on a secret word", `TEXT ·k(SB), $0-8
	MOVQ key+0(FP), SI
	MOVL (SI), AX
	TESTL $1, AX
	JNZ odd
	RET
odd:
	RET`, true},
		{"amd64", "secret through a loop", `TEXT ·k(SB), $0-8
	MOVQ in+0(FP), SI
	XORQ BX, BX
loop:
	MOVQ (SI)(BX*1), CX
	VMOVDQU (SI), X0
	VMOVQ X0, BX
	CMPQ CX, $0
	JNE loop
	RET`, true},
		{"amd64", "vector test", `TEXT ·k(SB), $0-8
	MOVQ in+0(FP), SI
	VMOVDQU (SI), Y0
	VPTEST Y0, Y0
	JZ done
done:
	RET`, true},
		{"amd64", "gather", `TEXT ·k(SB), $0-8
	MOVQ in+0(FP), SI
	VPGATHERDD Y1, (SI)(Y2*4), Y0
	RET`, true},
		{"arm64", "lengths", `TEXT ·k(SB), NOSPLIT, $0-16
	MOVD in+0(FP), R1
	MOVD n+8(FP), R2
loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	SUBS $64, R2, R2
	BNE loop
	RET`, false},
		{"arm64", "branch on a lane", `TEXT ·k(SB), NOSPLIT, $0-16
	MOVD in+0(FP), R1
	VLD1 (R1), [V0.S4]
	VMOV V0.S[0], R3
	CBZ R3, zero
	RET
zero:
	RET`, true},
		{"arm64", "load indexed by a secret word", `TEXT ·k(SB), NOSPLIT, $0-16
	MOVD in+0(FP), R1
	MOVWU (R1), R2
	MOVD (R1)(R2), R4
	RET`, true},
	} {
		v := checkAsm(c.arch, c.src, nil)
		if bad := len(v) > 0; bad != c.bad {
			t.Errorf("%s %s: violations %v, want bad=%v", c.arch, c.name, v, c.bad)
		}
	}
}

// TestGeneratedKernelsStatic runs the checker over every generated kernel
// that handles secrets, with the allowances ct.toml gives.
func TestGeneratedKernelsStatic(t *testing.T) {
	m := readManifest(t)
	for _, k := range m.static {
		src, err := os.ReadFile("../../" + k.file)
		if err != nil {
			t.Fatal(err)
		}
		fns := splitFunctions(string(src))
		if len(fns) == 0 {
			t.Fatalf("%s: no functions", k.file)
		}
		v := checkAsm(k.arch, string(src), m.allow)
		for _, x := range v {
			t.Errorf("%s: %v", k.file, x)
		}
		var names []string
		for _, f := range fns {
			names = append(names, f.name)
		}
		t.Logf("%s: %d functions, %d violations: %s", k.file, len(fns), len(v), strings.Join(names, " "))
	}
}

// TestStaticCatchesInjectedLeak injects, into a copy of the real kernels,
// a load indexed by a state word and a branch on one: the check must fail
// on each copy, naming the function.
func TestStaticCatchesInjectedLeak(t *testing.T) {
	for _, c := range []struct{ file, arch, fn, inject string }{
		{"blake3/blake3_amd64.s", "amd64", "compressSSE41", "\tMOVQ X0, R12\n\tMOVQ (SP)(R12*1), R13\n"},
		{"blake3/blake3_amd64.s", "amd64", "hashChunksAVX2", "\tVMOVD X0, R12\n\tTESTQ R12, R12\n\tJZ leak_done\nleak_done:\n"},
		{"blake3/blake3_arm64.s", "arm64", "compressNEON", "\tVMOV V0.S[0], R12\n\tCBZ R12, leak_done\nleak_done:\n"},
		{"sha512x/sha512x_amd64.s", "amd64", "blocksAVX2", "\tVMOVQ X0, R12\n\tMOVQ (SP)(R12*8), R13\n"},
	} {
		src, err := os.ReadFile("../../" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		s := string(src)
		i := strings.Index(s, "TEXT ·"+c.fn+"(SB)")
		if i < 0 {
			t.Fatalf("%s: no %s", c.file, c.fn)
		}
		// After the function's sixth line: its arguments are loaded.
		j := i
		for range 6 {
			j += strings.IndexByte(s[j:], '\n') + 1
		}
		v := checkAsm(c.arch, s[:j]+c.inject+s[j:], readManifest(t).allow)
		if len(v) == 0 || v[0].fn != c.fn {
			t.Errorf("%s %s: injected leak not found: %v", c.file, c.fn, v)
		}
	}
}
