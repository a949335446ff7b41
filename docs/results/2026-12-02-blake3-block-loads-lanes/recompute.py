#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.txt: the new kernels' speed
over main's (MB/s, median of the two counts in each round), by round."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
per = {}
cur = None
for line in open(os.path.join(here, "ab.txt")):
    m = re.match(r"== (\w+) r(\d+)", line)
    if m:
        cur = (m.group(1), m.group(2))
        continue
    p = line.split()
    if len(p) == 2 and p[0].startswith("Benchmark"):
        per.setdefault(p[0], {}).setdefault(cur, []).append(float(p[1]))
print("new (many) speed / main speed, by round; median")
for name, d in per.items():
    rounds = sorted({r for (_, r) in d})
    rs = [statistics.median(d[("many", r)]) / statistics.median(d[("main", r)]) for r in rounds]
    print(f"  {name:46} {' '.join(f'{x:.3f}' for x in rs)}  median {statistics.median(rs):.3f}")
