#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

sizes-*.txt: BenchmarkZZSizes (zz_sizes_tmp_test.go.txt; sizes-first and
sizes-second ran without the 4800 and 4900 rows), Sum256 of one message
of each length held to avx2 and to sse41, each line prefixed with its
binary: old (e932f2e) or new (e932f2e with the try's patch), alternated,
three rounds. Ratios are old / new of the least times.
batch-after.txt: BenchmarkZZFixed (zz_fixed_tmp_test.go.txt) on the
blake3 test binary of 2486417 (this change committed): Sum256Batch
against the loop of the now faster Sum256 ("speedup": loop time / batch
time), three runs.
"""
import collections
import re

def load(path):
    d = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        m = re.search(r"kernel=(\w+)/(\d+)", f[1])
        d[(m.group(1), int(m.group(2)), "old" if f[0] == "old" else "new")].append(float(f[3]))
    return d

for path in ("sizes-first.txt", "sizes-second.txt", "sizes-final.txt"):
    d = load(path)
    print(f"{path}: old / new least time")
    for k in ("avx2", "sse41"):
        cells = []
        for L in sorted({x[1] for x in d if x[0] == k}):
            cells.append(f"{L} {min(d[(k, L, 'old')]) / min(d[(k, L, 'new')]):.3f}")
        print(f"  {k}: " + ", ".join(cells))

d = load("sizes-final.txt")
print("final, least times (ns), old -> new:")
for k in ("avx2", "sse41"):
    for L in (2047, 3000, 4095, 5000, 8191, 16383):
        o, n = min(d[(k, L, "old")]), min(d[(k, L, "new")])
        print(f"  {k:5s} {L:5d} B: {o:5.0f} -> {n:5.0f} ({o / n:.2f}x)")
    low = min((min(d[(k, L, 'old')]) / min(d[(k, L, 'new')]), L) for L in {x[1] for x in d if x[0] == k})
    print(f"  {k}: lowest old / new {low[0]:.3f} ({low[1]} B)")
for k in ("avx2", "sse41"):
    for L in (2048, 4096):
        o, n = min(d[(k, L, "old")]), min(d[(k, L, "new")])
        print(f"  {k:5s} {L} B (whole chunks, unchanged path): {o / n:.3f}")

b = collections.defaultdict(list)
for line in open("batch-after.txt"):
    f = line.split()
    m = re.search(r"L=(\d+)/n=(\d+)/kernel=(\w+)", f[0])
    b[(m.group(3), int(m.group(1)))].append(float(f[f.index("speedup") - 1]))
print("Sum256Batch / the loop after the change, 2-16 messages (batch-after.txt):")
for k in ("avx2", "sse41"):
    print(f"  {k}: " + ", ".join(f"{L} {min(b[(k, L)]):.2f}-{max(b[(k, L)]):.2f}"
                              for L in (1500, 2047, 3000, 4095, 5000, 6000, 8191, 16383)))

