#!/usr/bin/env python3
"""Recompute this folder's figures from ab-*.txt (old and new test
binaries alternated; a line "== old" or "== new" precedes each binary's
output). Prints, per benchmark, every run's ns/op for old and new, the
ranges, the medians and new/old of the medians.

Usage: python3 recompute.py   (from this folder; standard library only)
"""
import glob, re, statistics

for path in sorted(glob.glob("ab-*.txt")):
    runs, cur = {}, None
    for line in open(path):
        m = re.match(r"== (old|new)", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            runs.setdefault(m.group(1), {"old": [], "new": []})[cur].append(float(m.group(2)))
    print(path)
    for name, r in runs.items():
        o, n = r["old"], r["new"]
        mo, mn = statistics.median(o), statistics.median(n)
        print(f"  {name:55} old {min(o):10.1f}-{max(o):10.1f} (median {mo:10.1f})  new {min(n):10.1f}-{max(n):10.1f} (median {mn:10.1f})  new/old {mn / mo:.3f}")
