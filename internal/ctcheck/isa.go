package ctcheck

import (
	"regexp"
	"slices"
	"strings"
)

type amd64Model struct{}

var (
	amd64GPR = regexp.MustCompile(`^(AX|BX|CX|DX|SI|DI|BP|SP|R([89]|1[0-5]))$`)
	amd64Vec = regexp.MustCompile(`^([XYZ]([0-9]|[12][0-9]|3[01])|K[0-7])$`)
)

func (amd64Model) decode(insn string) (string, []string) { return decodeGeneric(insn) }
func (amd64Model) isGPR(r string) bool                   { return amd64GPR.MatchString(r) }
func (amd64Model) isVector(r string) bool                { return amd64Vec.MatchString(r) }
func (amd64Model) isReturn(op string) bool               { return op == "RET" }
func (amd64Model) isGather(op string) bool {
	return strings.Contains(op, "GATHER") || strings.Contains(op, "SCATTER")
}

func (amd64Model) jump(op string, args []string) (string, bool, bool) {
	if !strings.HasPrefix(op, "J") || len(args) != 1 {
		return "", false, false
	}
	return args[0], op != "JMP", true
}

func (amd64Model) narrowLoad(op string) bool {
	for _, x := range []string{"BLZX", "BQZX", "WLZX", "WQZX", "LQZX", "BLSX", "BQSX", "WLSX", "WQSX", "LQSX"} {
		if strings.HasSuffix(op, x) {
			return true
		}
	}
	c := op[0]
	return c != 'V' && c != 'P' && c != 'K' && strings.HasSuffix(op, "L") || strings.HasSuffix(op, "W") && c != 'V' && c != 'P' && c != 'K' || op == "MOVB"
}

var amd64FlagSetters = []string{"ADD", "SUB", "AND", "OR", "XOR", "INC", "DEC", "NEG", "SHL", "SHR", "SAR", "ROL", "ROR", "RCL", "RCR", "IMUL", "MUL", "BT", "ADC", "SBB", "CMP", "TEST", "BLS", "POPCNT", "LZCNT", "TZCNT"}

func (m amd64Model) effects(op string, args []string) (reads, writes []string, setsFlags, readsFlags bool, tests string) {
	var all []string
	for _, a := range args {
		all = append(all, regsOf(a)...)
	}
	if strings.HasPrefix(op, "LEA") {
		for _, a := range args[:len(args)-1] {
			regs, _, _ := memRegs(a)
			all = append(all, regs...)
		}
	}
	switch {
	case op == "VPTEST" || op == "PTEST" || strings.HasPrefix(op, "KORTEST") || strings.HasPrefix(op, "KTEST") ||
		strings.Contains(op, "COMIS"):
		return all, nil, true, false, ""
	case strings.HasPrefix(op, "CMP") || strings.HasPrefix(op, "TEST") || op == "BTQ" || op == "BTL":
		return all, nil, true, false, ""
	case strings.HasPrefix(op, "J"):
		return nil, nil, false, op != "JMP", ""
	case strings.HasPrefix(op, "CMOV"):
		return all, regsOf(args[len(args)-1]), false, true, ""
	case strings.HasPrefix(op, "SET"):
		return nil, regsOf(args[len(args)-1]), false, true, ""
	case strings.HasPrefix(op, "XCHG"):
		return all, all, false, false, ""
	}
	if len(args) == 0 {
		return nil, nil, false, false, ""
	}
	dst := regsOf(args[len(args)-1])
	reads = all
	if strings.HasPrefix(op, "MOV") || strings.HasPrefix(op, "LEA") || strings.HasPrefix(op, "VMOV") || strings.HasPrefix(op, "KMOV") {
		reads = nil
		for _, a := range args[:len(args)-1] {
			reads = append(reads, regsOf(a)...)
		}
		if strings.HasPrefix(op, "LEA") {
			for _, a := range args[:len(args)-1] {
				regs, _, _ := memRegs(a)
				reads = append(reads, regs...)
			}
		}
	}
	if c := op[0]; c != 'V' && c != 'P' && c != 'K' && c != 'M' {
		for _, p := range amd64FlagSetters {
			if strings.HasPrefix(op, p) {
				setsFlags = true
			}
		}
	}
	readsFlags = strings.HasPrefix(op, "ADC") || strings.HasPrefix(op, "SBB")
	return reads, dst, setsFlags, readsFlags, ""
}

type arm64Model struct{}

var (
	arm64GPR = regexp.MustCompile(`^R([0-9]|[12][0-9]|30)$`)
	arm64Vec = regexp.MustCompile(`^[VF]([0-9]|[12][0-9]|3[01])$`)
	arm64Bcc = []string{"BEQ", "BNE", "BLT", "BGE", "BLS", "BHI", "BLO", "BHS", "BGT", "BLE", "BMI", "BPL", "BVS", "BVC", "BCC", "BCS"}
)

func (arm64Model) decode(insn string) (string, []string) { return decodeGeneric(insn) }
func (arm64Model) isGPR(r string) bool                   { return arm64GPR.MatchString(r) }
func (arm64Model) isVector(r string) bool                { return arm64Vec.MatchString(r) }
func (arm64Model) isReturn(op string) bool               { return op == "RET" }
func (arm64Model) isGather(string) bool                  { return false }

func (arm64Model) jump(op string, args []string) (string, bool, bool) {
	switch {
	case op == "B" || op == "JMP":
		return args[0], false, true
	case slices.Contains(arm64Bcc, op) && len(args) == 1:
		return args[0], true, true
	case (op == "CBZ" || op == "CBNZ" || op == "CBZW" || op == "CBNZW") && len(args) == 2:
		return args[1], true, true
	case (op == "TBZ" || op == "TBNZ") && len(args) == 3:
		return args[2], true, true
	}
	return "", false, false
}

func (arm64Model) narrowLoad(op string) bool {
	return slices.Contains([]string{"MOVW", "MOVWU", "MOVH", "MOVHU", "MOVB", "MOVBU"}, op)
}

func (m arm64Model) effects(op string, args []string) (reads, writes []string, setsFlags, readsFlags bool, tests string) {
	var all []string
	for _, a := range args {
		all = append(all, regsOf(a)...)
	}
	switch {
	case op == "CMP" || op == "CMPW" || op == "CMN" || op == "CMNW" || op == "TST" || op == "TSTW" || strings.HasPrefix(op, "FCMP"):
		return all, nil, true, false, ""
	case slices.Contains(arm64Bcc, op):
		return nil, nil, false, true, ""
	case op == "CBZ" || op == "CBNZ" || op == "CBZW" || op == "CBNZW":
		return nil, nil, false, false, args[0]
	case op == "TBZ" || op == "TBNZ":
		return nil, nil, false, false, args[1]
	case strings.HasPrefix(op, "CSEL") || strings.HasPrefix(op, "CSINC") || strings.HasPrefix(op, "CSET") || strings.HasPrefix(op, "CINC") || strings.HasPrefix(op, "CNEG"):
		return all, regsOf(args[len(args)-1]), false, true, ""
	}
	if len(args) == 0 {
		return nil, nil, false, false, ""
	}
	last := args[len(args)-1]
	if _, mem, _ := memRegs(last); mem {
		return all, nil, false, false, "" // a store
	}
	reads = all
	if strings.HasPrefix(op, "MOV") || strings.HasPrefix(op, "FMOV") || strings.HasPrefix(op, "VMOV") || strings.HasPrefix(op, "VLD") {
		reads = nil
		for _, a := range args[:len(args)-1] {
			reads = append(reads, regsOf(a)...)
		}
	}
	setsFlags = strings.HasSuffix(op, "S") && (strings.HasPrefix(op, "ADD") || strings.HasPrefix(op, "SUB") || strings.HasPrefix(op, "AND") || strings.HasPrefix(op, "BIC"))
	return reads, regsOf(last), setsFlags, false, ""
}
