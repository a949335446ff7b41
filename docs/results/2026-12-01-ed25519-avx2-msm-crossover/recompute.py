#!/usr/bin/env python3
"""Recompute this folder's README figures from msm.txt (BenchmarkMSMCrossover).

Usage: python3 recompute.py   (from this folder; standard library only)

Per method and n (signatures; 2n + 1 points): µs per signature (ns/op / n),
the range over every count; for Pippenger also the best width per n, and
against the Straus chain's range at 64, the chunk size of the combined check.
"""
import re

d = {}
for line in open("msm.txt"):
    m = re.match(r"BenchmarkMSMCrossover/([\w-]+)/(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        n = int(m.group(2))
        d.setdefault(m.group(1), {}).setdefault(n, []).append(float(m.group(3)) / n / 1000)

def rng(v):
    return f"{min(v):.2f}-{max(v):.2f}"

print("µs per signature (every count):")
for meth in sorted(d, key=lambda s: (s != "straus", s)):
    print(f"  {meth:13} " + "  ".join(f"{n}: {rng(v)}" for n, v in sorted(d[meth].items())))
s64 = d["straus"][64]
print(f"\nbest Pippenger width per n, against the Straus chain at 64 ({rng(s64)}):")
for n in sorted(d["pippenger-w5"]):
    best = min((m for m in d if m.startswith("pippenger")), key=lambda m: min(d[m][n]))
    v = d[best][n]
    print(f"  n={n:<5} {best:13} {rng(v)}  straus64/pippenger {min(s64) / max(v):.2f}-{max(s64) / min(v):.2f}")
