#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/recheck-*.txt: ZIP215
batches on the ifma backend, the cofactored groups encoding R' first
(new) against decoding R first (old), per message size, batch and keys.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, os, re

here = os.path.dirname(os.path.abspath(__file__))
line_re = re.compile(r"^size (\d+) (\w+) n=(\d+): encode first ([\d.]+) us/sig .*?, decode first ([\d.]+) .*?"
                     r"new/old median ([\d.]+)")
rows = collections.defaultdict(list)
for f in sorted(os.listdir(os.path.join(here, "raw"))):
    for line in open(os.path.join(here, "raw", f)):
        m = line_re.match(line.strip())
        if m:
            rows[(m.group(2), int(m.group(3)), int(m.group(1)))].append(
                (float(m.group(4)), float(m.group(5)), float(m.group(6))))
print("new/old: per process, the median of eleven alternated rounds' ratios; µs a signature: medians")
print("| keys | n | size | new/old | new µs | old µs |")
print("|---|--:|--:|---|---|---|")
for k in sorted(rows):
    v = rows[k]
    r, a, b = [x[2] for x in v], [x[0] for x in v], [x[1] for x in v]
    print(f"| {k[0]} | {k[1]} | {k[2]} | {min(r):.3f}-{max(r):.3f} | {min(a):.2f}-{max(a):.2f} | {min(b):.2f}-{max(b):.2f} |")
hot = [x[2] for k, v in rows.items() if k[0] == "hot" for x in v]
cold = [x[2] for k, v in rows.items() if k[0] == "cold" for x in v]
print(f"hot keys: new/old {min(hot):.3f}-{max(hot):.3f}; cold: {min(cold):.3f}-{max(cold):.3f}")
