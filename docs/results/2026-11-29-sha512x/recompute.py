#!/usr/bin/env python3
"""Recompute this folder's README figures from raw.txt and paired.txt.

Usage: python3 recompute.py   (from this folder; standard library only)

raw.txt holds ten runs of the test binary, each measuring every
implementation back to back. Printed: the median time per implementation
(what benchstat.txt shows), the ratio of the medians, and the ratio
crypto/sha512 / kernel within each run (every run, min-max). paired.txt:
the sorted `speedup` samples and their median.
"""
import re, statistics
from collections import defaultdict

times = defaultdict(list)  # (size, impl) -> ns/op per run, in run order
for line in open("raw.txt"):
    m = re.match(r"BenchmarkEight/(\d+)/impl=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        times[(int(m.group(1)), m.group(2))].append(float(m.group(3)))

for size in sorted({s for s, _ in times}):
    base = times[(size, "stdlib")]
    print(f"8 x {size} B: crypto/sha512 median {statistics.median(base):.0f} ns ({len(base)} runs)")
    for impl in ("generic", "avx2", "avx512"):
        t = times[(size, impl)]
        per_run = [b / x for b, x in zip(base, t)]
        print(f"  {impl:8} median {statistics.median(t):.0f} ns, ratio of medians "
              f"{statistics.median(base) / statistics.median(t):.2f}x, per run "
              f"{min(per_run):.2f}-{max(per_run):.2f}x: " + " ".join(f"{r:.2f}" for r in per_run))

speed = defaultdict(list)
for line in open("paired.txt"):
    m = re.match(r"BenchmarkPaired/(\d+)/impl=avx512-\d+\s+\d+\s+[\d.]+ ns/op\s+([\d.]+) speedup", line)
    if m:
        speed[int(m.group(1))].append(float(m.group(2)))
for size, xs in sorted(speed.items()):
    xs.sort()
    print(f"paired {size} B: " + " ".join(f"{x:.3f}" for x in xs) + f" (median {statistics.median(xs):.3f}x)")
