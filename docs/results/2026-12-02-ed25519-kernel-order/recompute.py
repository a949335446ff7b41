#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files of this folder."""
import collections, glob, os, statistics

here = os.path.dirname(os.path.abspath(__file__))


def table(paths, col):
    d = collections.defaultdict(list)
    for p in paths:
        for line in open(p):
            f = line.split()
            if len(f) > col and f[1].startswith("Benchmark"):
                d[(f[1], f[0])].append(float(f[col]))
    return d


def show(title, d, base="base"):
    print(title)
    for (b, v), xs in sorted(d.items()):
        line = f"  {b:44s} {v:5s} min {min(xs):10.2f} median {statistics.median(xs):10.2f} n={len(xs)}"
        if v != base and (b, base) in d:
            ys = d[(b, base)]
            line += f"   new/base min {min(xs)/min(ys):.3f} median {statistics.median(xs)/statistics.median(ys):.3f}"
        print(line)


for p in sorted(glob.glob(os.path.join(here, "micro", "kernels-round*.txt"))):
    show(os.path.basename(p) + " (ns/op; double250 is 250 doublings, walk 10 steps)", table([p], 3))
e = os.path.join(here, "micro", "engine.txt")
if os.path.exists(e):
    show("engine.txt (ns/op)", table([e], 3))

# The lead's A/Bs after the merge (the README's Narya paragraph): the two
# matrix sets and the engine A/B, printed by matrix_recompute.py.
import runpy
os.chdir(here)
runpy.run_path(os.path.join(here, "matrix_recompute.py"))
