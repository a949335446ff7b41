// Command _asm generates the one assembly function of package cpu: cpuid,
// the CPUID instruction, which golang.org/x/sys/cpu runs but does not export
// and which the family and vendor checks of cpu_amd64.go need.
package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("!purego")
	TEXT("cpuid", NOSPLIT, "func(leaf, subleaf uint32) (eax, ebx, ecx, edx uint32)")
	Doc("cpuid returns the registers CPUID leaves for leaf (EAX) and subleaf",
		"(ECX). A leaf above the CPU's highest returns what the CPU returns for",
		"it, which callers must not read as a feature.")
	Load(Param("leaf"), EAX)
	Load(Param("subleaf"), ECX)
	CPUID()
	Store(EAX, Return("eax"))
	Store(EBX, Return("ebx"))
	Store(ECX, Return("ecx"))
	Store(EDX, Return("edx"))
	RET()
	Generate()
}
