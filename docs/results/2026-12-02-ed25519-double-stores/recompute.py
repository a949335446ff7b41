#!/usr/bin/env python3
"""Reprints the figures of this folder's README: per benchmark, the medians
and minima of the base (cd3201c) and new (patch.diff) test binaries over
every alternated round of raw.txt, new/base, and the same ratios divided by
the control row's (crypto/ed25519, identical code in both binaries); then
the port microbenchmarks of ports/raw.txt in ns per instruction."""
import collections
import os
import statistics as st

here = os.path.dirname(os.path.abspath(__file__))
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open(os.path.join(here, "raw.txt")):
    f = line.split()
    if "ns/op" not in f:
        continue
    d[f[2]][f[0]].append(float(f[f.index("ns/op") - 1]))
ctl = "BenchmarkVerifyCold/crypto-ed25519/64-2"
cm = st.median(d[ctl]["new"]) / st.median(d[ctl]["base"])
cn = min(d[ctl]["new"]) / min(d[ctl]["base"])
print("benchmark                                   runs   base med/min        new med/min      new/base med min  /control med min")
for name, v in d.items():
    b, n = v["base"], v["new"]
    rm, rn = st.median(n) / st.median(b), min(n) / min(b)
    print(f"{name:42s} {len(b):2d},{len(n):2d} {st.median(b):9.0f} {min(b):9.0f} {st.median(n):9.0f} {min(n):9.0f}   {rm:.3f} {rn:.3f}   {rm / cm:.3f} {rn / cn:.3f}")
print()
print("port microbenchmarks (ns per instruction, each count):")
p = collections.defaultdict(list)
for line in open(os.path.join(here, "ports", "raw.txt")):
    f = line.split()
    if f and f[0].startswith("Benchmark_") and "ns/insn" in f:
        p[f[0]].append(float(f[f.index("ns/insn") - 1]))
for k in sorted(p):
    print(f"  {k:34s} " + " ".join(f"{x:.4f}" for x in p[k]))
