#!/usr/bin/env python3
"""Two rejected transposes for the 16-lane AVX-512 chunk kernel on an Intel
Xeon of family 6 model 207 (README): hashChunksAVX512 (old) against each
variant (new) in one process, 41 alternated rounds, three processes
(ab/). A figure is old time / new time, the median of the paired rounds
(below 1: the variant is slower); ranges cover the three processes.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
rows = {}
for p in sorted(glob.glob(os.path.join(HERE, "ab", "ab-*.txt"))):
    for line in open(p):
        m = re.match(r"(\w+) chunks\s+(\d+): old/new time median ([\d.]+)", line)
        if m:
            rows.setdefault((m[1], int(m[2])), []).append(float(m[3]))
assert rows and all(len(v) == 3 for v in rows.values()), rows
for (name, n), xs in sorted(rows.items()):
    print(f"{name:7} {n:5} chunks: old/new time {min(xs):.3f}-{max(xs):.3f}")
