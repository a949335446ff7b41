#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/wgm-*.txt: the avx2 backend's
quadGroupMinWarmCofactorless at 4 (2cb4868) against 3 (before), alternated
in one process, per row the median of 61 rounds' ratios in each of five
processes, and the least times per signature over all of them.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
rx = re.compile(r"^size (\d+) (\w+ \w+) n=(\d+): warm min 3 ([\d.]+) us/sig \(least ([\d.]+)\), 4 ([\d.]+) \(least ([\d.]+)\); 4/3 median ([\d.]+)")
rows = collections.defaultdict(list)
files = sorted(glob.glob(os.path.join(here, "raw", "wgm-*.txt")))
for f in files:
    for line in open(f):
        m = rx.match(line.strip())
        if m:
            rows[(m.group(2), int(m.group(1)), int(m.group(3)))].append((float(m.group(5)), float(m.group(7)), float(m.group(8))))
print(f"{len(files)} processes")
print("| batch | size | n | 4/3 time (per-process medians) | least µs/sig, 3 | least µs/sig, 4 |")
print("|---|--:|--:|---|---|---|")
for k in sorted(rows):
    v = rows[k]
    r = [x[2] for x in v]
    print(f"| {k[0]} | {k[1]} | {k[2]} | {min(r):.3f}-{max(r):.3f} | {min(x[0] for x in v):.2f} | {min(x[1] for x in v):.2f} |")
