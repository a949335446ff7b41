#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only): Sum256 by length and kernel level, old time / new time, least of
three alternated runs each."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
t = collections.defaultdict(list)
for v in ("old", "new"):
    files = sorted(glob.glob(os.path.join(here, "raw", f"sizes-{v}-*.txt")))
    assert len(files) == 3, files
    for p in files:
        for line in open(p):
            f = line.split()
            if f and f[0].startswith("Benchmark"):
                t[(v, f[0])].append(float(f[2]))
print("Sum256, least of three runs: old ns, new ns, old / new")
for k in dict.fromkeys(k[1] for k in t if k[0] == "old"):
    m = re.match(r"BenchmarkZZSizes/kernel=(\w+)/(\d+)-\d+", k)
    o, n = min(t[("old", k)]), min(t[("new", k)])
    whole, rest = divmod(int(m[2]), 1024)
    route = "rows" if m[1] == "avx512" and 1 <= whole <= 3 and rest > 192 else "same"
    print(f"  {m[1]:6} {int(m[2]):5} bytes ({route:4}): {o:6.0f} {n:6.0f}  {o / n:.3f}")
b = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "batch-*.txt"))):
    for line in open(p):
        m = re.match(r"BenchmarkZZTailBatch/L=(\d+)/n=(\d+)-\d+\s.*\s([\d.]+) speedup", line)
        if m:
            b[(int(m[1]), int(m[2]))].append(float(m[3]))
print("Sum256Batch against the new loop at avx512 (speedup, two runs):")
for k, v in b.items():
    print(f"  {k[1]:2} messages of {k[0]} bytes: {min(v):.2f}-{max(v):.2f}")
print("gap matrix hash rows, official C time / vilya time (three runs each; old: bench of 9e550c9, new: bench of 03404e4):")
import json
for v in ("old", "new"):
    rs = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", f"matrix-{v}-*.json"))):
        t = {(r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["op"] == "hash"}
        for s in (1500, 4095, 4096, 8191):
            rs[s].append(t[(s, "official-c")] / t[(s, "vilya")])
    print(f"  {v}: " + ", ".join(f"{s} B {min(x):.2f}-{max(x):.2f}" for s, x in rs.items()))
