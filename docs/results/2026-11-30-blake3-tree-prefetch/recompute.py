#!/usr/bin/env python3
"""Recompute this folder's README figures from raw.txt.

Usage: python3 recompute.py   (from this folder; standard library only)

Section A and C lines are "<commit> Benchmark... ns/op"; section B lines
"<commit> 512 MiB from memory: min X med Y ms". Printed: per section,
commit and benchmark, every round's value and the median over rounds.
"""
import os, re, statistics
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))
sections, cur = {}, None
for line in open(os.path.join(here, "raw.txt")):
    if line.startswith("## "):
        cur = line[3:].split(":")[0].strip()
        sections[cur] = defaultdict(list)
        continue
    m = re.match(r"(\S+) Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m and cur:
        sections[cur][(m.group(1), m.group(2))].append(float(m.group(3)) / 1000)
        continue
    m = re.match(r"(\S+) 512 MiB from memory: min ([\d.]+) med ([\d.]+) ms", line)
    if m and cur:
        sections[cur][(m.group(1), "512 MiB min (ms)")].append(float(m.group(2)))
        sections[cur][(m.group(1), "512 MiB median (ms)")].append(float(m.group(3)))

for name, rows in sections.items():
    print(f"== {name}")
    for (commit, what), xs in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        unit = "" if "ms" in what else " us"
        print(f"  {what:22} {commit:9} " + " ".join(f"{x:.1f}" for x in xs) +
              f"   median {statistics.median(xs):.1f}{unit}")
