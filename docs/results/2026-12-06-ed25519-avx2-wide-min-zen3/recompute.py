#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: ZIP215 batches of raw keys
on the avx2 backend, WideMin 256 (main before the change) against 160
(raw/wm160-*) or 96 (raw/wm96-*), alternated in one process, per row the
median of 21 rounds' ratios in each process.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
rx = re.compile(r"^size (\d+) n=(\d+): WideMin 256 ([\d.]+) us/sig \(least ([\d.]+)\), (\d+) ([\d.]+) \(least ([\d.]+)\); \d+/256 median ([\d.]+)")
rows = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(here, "raw", "wm*.txt"))):
    for line in open(f):
        m = rx.match(line.strip())
        if m:
            rows[(int(m.group(2)), int(m.group(1)))].append((float(m.group(4)), float(m.group(7)), float(m.group(8))))
print("| n | size | lower WideMin / 256, time (per process) | least µs/sig, 256 | least µs/sig, lower |")
print("|--:|--:|---|---|---|")
for k in sorted(rows):
    v = rows[k]
    r = [x[2] for x in v]
    print(f"| {k[0]} | {k[1]} | {min(r):.3f}-{max(r):.3f} | {min(x[0] for x in v):.2f} | {min(x[1] for x in v):.2f} |")
