#!/usr/bin/env python3
"""What writing 1 GiB costs beside hashing it, on one core of the Zen 5 VM
(AMD EPYC family 26 model 2), against Bao's combined encoding (issue 31).

run-n.txt: main.go.txt (package main in a module that requires vilya at
6867198 through a replace directive), built with go build, three processes
of GOMAXPROCS=1 ./bw, five rounds each.

Usage: python3 recompute.py   (standard library only)
"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
cols = ["sum256", "clear", "copy", "hash-then-copy", "encode"]
rows = []
for p in sorted(glob.glob(os.path.join(HERE, "run-*.txt"))):
    for line in open(p):
        m = re.match(r"round \d+: sum256 ([\d.]+) ms, clear ([\d.]+) ms, copy ([\d.]+) ms, "
                     r"hash-then-copy ([\d.]+) ms, encode ([\d.]+) ms", line)
        if m:
            rows.append([float(x) for x in m.groups()])
assert len(rows) == 15, len(rows)


def rng(v):
    return "%.3f-%.3f" % (min(v), max(v))


for i, c in enumerate(cols):
    v = [r[i] for r in rows]
    print(f"{c}: {min(v):.1f}-{max(v):.1f} ms per GiB")
print("clear / sum256 (writing 1 GiB against hashing it):", rng([r[1] / r[0] for r in rows]))
print("sum256 / (sum256 + clear):", rng([r[0] / (r[0] + r[1]) for r in rows]))
print("sum256 / hash-then-copy (1 KiB pieces, no parents):", rng([r[0] / r[3] for r in rows]))
print("sum256 / bao.Encode, same rounds:", rng([r[0] / r[4] for r in rows]))
s = sorted(r[0] / r[4] for r in rows)
print("sum256 / bao.Encode, median of the 15 rounds: %.3f" % s[7])
