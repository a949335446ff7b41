#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/inproc-avx2.txt: new / old
time of StdlibCompat batches of 64 expanded keys at 1232 bytes, the paired
median of each process, per mode.
Usage: python3 recompute.py (from anywhere; standard library)."""
import os, re

here = os.path.dirname(os.path.abspath(__file__))
rows = {}
for line in open(os.path.join(here, "raw", "inproc-avx2.txt")):
    m = re.match(r"(\w+):\s+old ([\d.]+)\s+new ([\d.]+)\s+new/old paired median ([\d.]+)", line)
    if m:
        rows.setdefault(m.group(1), []).append(tuple(float(m.group(i)) for i in (2, 3, 4)))
for mode, xs in rows.items():
    r = [x[2] for x in xs]
    print(f"{mode:11s} new/old {min(r):.3f}-{max(r):.3f} over {len(r)} processes; µs a signature, "
          f"old {min(x[0] for x in xs):.2f}-{max(x[0] for x in xs):.2f}, new {min(x[1] for x in xs):.2f}-{max(x[1] for x in xs):.2f}")
