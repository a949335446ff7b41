#!/usr/bin/env python3
"""Medians of the interleaved A/B rounds in ab-raw.txt (A: before, B: after)."""
import collections, re, statistics, sys, os
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), sys.argv[1] if len(sys.argv) > 1 else "ab-raw.txt")
v, cur = collections.defaultdict(lambda: collections.defaultdict(list)), None
for line in open(path):
    m = re.match(r"== (\w) round", line)
    if m:
        cur = m.group(1)
        continue
    m = re.match(r"Benchmark\S+?/(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        v[m.group(1)][cur].append(float(m.group(2)))
print("| benchmark | before (A) | after (B) | after/before |")
print("|---|--:|--:|--:|")
for k, d in v.items():
    a, b = statistics.median(d["A"]), statistics.median(d["B"])
    print(f"| {k} | {a:.1f} | {b:.1f} | {b / a:.3f} |")
