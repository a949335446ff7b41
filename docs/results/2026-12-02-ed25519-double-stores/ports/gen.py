#!/usr/bin/env python3
"""Writes the port microbenchmarks of this folder's README into DIR (a Go
module of its own: tp.go, tp_amd64.s, tp_test.go) and prints how to run
them. Each kernel runs a loop of 96 instructions over 24 independent
accumulators (Z0-Z23; Z30, Z31 zero), n times.

    python3 gen.py /tmp/tp && cd /tmp/tp && go test -bench . -count 2
"""
import os
import sys

IFMA = "VPMADD52LUQ Z30, Z31, Z%d"
KERNELS = {
    "ifma": lambda i: IFMA % (i % 24),
    "mullq": lambda i: "VPMULLQ Z30, Z31, Z%d" % (i % 24),
    "addq": lambda i: "VPADDQ Z30, Z%d, Z%d" % (i % 24, i % 24),
    "srlq": lambda i: "VPSRLQ $3, Z30, Z%d" % (i % 24),
    "andbc": lambda i: "VPANDQ.BCST c<>(SB), Z30, Z%d" % (i % 24),
    "xorzero": lambda i: "VPXORQ Z%d, Z%d, Z%d" % (i % 24, i % 24, i % 24),
    "load": lambda i: "VMOVDQU64 -%d(SP), Z%d" % (64 * (1 + i % 8), i % 24),
    "store": lambda i: "VMOVDQU64 Z%d, -%d(SP)" % (i % 24, 64 * (1 + i % 8)),
    "addmem": lambda i: "VPADDQ -%d(SP), Z30, Z%d" % (64 * (1 + i % 8), i % 24),
    "ifmamem": lambda i: "VPMADD52LUQ -%d(SP), Z30, Z%d" % (64 * (1 + i % 8), i % 24),
}


def mix(*ops):
    return lambda i: KERNELS[ops[i % len(ops)]](i) if ops[i % len(ops)] != "ifma" else IFMA % (i % 24)


KERNELS.update({
    "mix_ifma_add": mix("ifma", "addq"),
    "mix_ifma_mull": mix("ifma", "mullq"),
    "mix_ifma_srl": mix("ifma", "srlq"),
    "mix_ifma_andbc": mix("ifma", "andbc"),
    "mix_ifma_load": mix("ifma", "load"),
    "mix_ifma_store": mix("ifma", "store"),
    "mix_3ifma_load": mix("ifma", "ifma", "ifma", "load"),
    "mix_3ifma_store": mix("ifma", "ifma", "ifma", "store"),
    "mix_add_load": mix("addq", "load"),
    "mix_add_store": mix("addq", "store"),
    "mix_ifma_add_store": mix("ifma", "addq", "store"),
    "mix_2ifma_2add": mix("ifma", "addq"),
    "mix_ifma_xor": lambda i: IFMA % (i % 24) if i % 2 == 0 else KERNELS["xorzero"](i + 12),
    "mix_2ifma_add_xor": lambda i: [IFMA % (i % 24), "VPMADD52HUQ Z30, Z31, Z%d" % (i % 24),
                                    KERNELS["addq"](i + 8), KERNELS["xorzero"](i + 16)][i % 4],
})

out = sys.argv[1] if len(sys.argv) > 1 else "tp"
os.makedirs(out, exist_ok=True)
asm = ['#include "textflag.h"', "DATA c<>+0(SB)/8, $0x7ffffffffffff", "GLOBL c<>(SB), RODATA|NOPTR, $8", ""]
decl = ["package tp", ""]
bench = ["package tp", "", 'import "testing"', ""]
for name, body in KERNELS.items():
    asm += ["TEXT ·%s(SB), NOSPLIT, $0-8" % name, "\tMOVQ n+0(FP), CX",
            "\tVPXORQ Z30, Z30, Z30", "\tVPXORQ Z31, Z31, Z31", "loop_%s:" % name]
    asm += ["\t" + body(i) for i in range(96)]
    asm += ["\tDECQ CX", "\tJNZ loop_%s" % name, "\tVZEROUPPER", "\tRET", ""]
    decl += ["//go:noescape", "func %s(n uint64)" % name, ""]
    bench += ["func Benchmark_%s(b *testing.B) {" % name,
              "\tfor b.Loop() {", "\t\t%s(1000)" % name, "\t}",
              '\tb.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn")', "}", ""]
open(os.path.join(out, "go.mod"), "w").write("module tp\n\ngo 1.26\n")
open(os.path.join(out, "tp_amd64.s"), "w").write("\n".join(asm))
open(os.path.join(out, "tp.go"), "w").write("\n".join(decl))
open(os.path.join(out, "tp_test.go"), "w").write("\n".join(bench))
print("cd %s && go test -bench . -count 2" % out)
