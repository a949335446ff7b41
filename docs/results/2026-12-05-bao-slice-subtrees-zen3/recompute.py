#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-{b7ed,c5da}-{1..3}.txt."""
import glob, re, statistics

pat = re.compile(r'^Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op')
ns = {}
for f in sorted(glob.glob('raw-*-*.txt')):
    v, r = re.match(r'raw-(\w+)-(\d+)\.txt', f).groups()
    for line in open(f):
        m = pat.match(line)
        if m:
            ns.setdefault((v, int(r), m.group(1)), []).append(float(m.group(2)))
med = statistics.median
rounds = sorted({r for _, r, _ in ns})
names = sorted({n for _, _, n in ns})
print(f"rounds: {len(rounds)}; b7edd36 (old) against c5da7d2 (new), us, medians of all counts")
for n in names:
    o = [x for r in rounds for x in ns[('b7ed', r, n)]]
    w = [x for r in rounds for x in ns[('c5da', r, n)]]
    per = [med(ns[('b7ed', r, n)]) / med(ns[('c5da', r, n)]) for r in rounds]
    print(f"  {n:24} old {med(o)/1e3:6.2f} ({min(o)/1e3:.2f}-{max(o)/1e3:.2f})  new {med(w)/1e3:6.2f} ({min(w)/1e3:.2f}-{max(w)/1e3:.2f})"
          f"  old/new {med(o)/med(w):.2f} (per round {min(per):.2f}-{max(per):.2f})")
