#!/usr/bin/env python3
"""Recompute this folder's README figures from raw.txt.

Usage: python3 recompute.py [raw.txt]   (standard library only)

For every route table (chunks, parents, xof; AVX-512 and AVX2 levels) it
prints each stored run's table, how many runs gave each distinct table,
and the step medians (ns per call) of every run. In the tables, 5 means
the AVX-512 row-wise kernel r4 (rows4 in blake3/kernel_amd64.go).
"""
import re, sys
from collections import Counter

path = sys.argv[1] if len(sys.argv) > 1 else "raw.txt"
runs, cur, section = [], None, None
for line in open(path):
    if line.startswith(("=== RUN   TestMeasureTails", "$ VILYA_MEASURE_TAILS")):
        if cur is None or cur["steps"]:  # a run starts; "$ ..." may precede "=== RUN"
            cur = {"tables": {}, "steps": {}, "tails": {}}
            runs.append(cur)
        continue
    if cur is None:
        continue
    m = re.match(r"\s*\| (.+?) \| (\d+) \| \d+ \| \d+ \|", line)
    if m:
        cur["steps"][m.group(1)] = int(m.group(2))
        continue
    m = re.match(r"\s*(.+?): n -> first step", line)
    if m:
        section = m.group(1)
        continue
    m = re.match(r"\s*(\d+:\d+\(\d+\)( |$).*)", line)
    if m and section:
        cur["tails"][section] = m.group(1).strip()
        continue
    m = re.match(r"\s*table: (\[.*\])", line)
    if m and section:
        cur["tables"][section] = m.group(1)

print(f"{path}: {len(runs)} runs\n")
for sec in runs[0]["tables"]:
    tabs = [r["tables"].get(sec) for r in runs]
    print(f"{sec}:")
    for i, t in enumerate(tabs, 1):
        print(f"  run {i}: {t}")
    for t, c in Counter(tabs).most_common():
        print(f"  {c} of {len(runs)} runs: {t}")
    print()
print("step medians, ns per call (runs " + ", ".join(str(i) for i in range(1, len(runs) + 1)) + "):")
for step in runs[0]["steps"]:
    print(f"  {step:28} " + " ".join(f"{r['steps'].get(step, '-'):>6}" for r in runs))
