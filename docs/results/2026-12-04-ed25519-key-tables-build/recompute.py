#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw go-test output in ab/."""
import collections, glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
res = collections.defaultdict(lambda: collections.defaultdict(list))
mem = collections.defaultdict(set)
for f in sorted(glob.glob(os.path.join(HERE, "ab", "r*-*.txt"))):
    _, build, kind = os.path.basename(f)[:-4].split("-", 2)
    for line in open(f):
        m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op.*?(\d+) B/op\s+(\d+) allocs/op", line)
        if m:
            res[(kind, m.group(1))][build].append(float(m.group(2)))
            mem[(kind, m.group(1), build)].add((int(m.group(3)), int(m.group(4))))
print("go-test rounds (three, alternated), old = b5361e4, new = 6470034:")
print("new median / old median (new's fastest over old's slowest - new's slowest over old's fastest)")
for (kind, bench), by in sorted(res.items()):
    o, n = by["old"], by["new"]
    bo = sorted(mem[(kind, bench, "old")])
    bn = sorted(mem[(kind, bench, "new")])
    print(f"  {kind:16s} {bench:32s} old {statistics.median(o) / 1e3:7.2f} µs  new {statistics.median(n) / 1e3:7.2f} µs"
          f"  {statistics.median(n) / statistics.median(o):.3f} ({min(n) / max(o):.3f}-{max(n) / min(o):.3f})"
          f"  B/op, allocs/op old {bo[0][0]}-{bo[-1][0]}, {bo[0][1]}  new {bn[0][0]}-{bn[-1][0]}, {bn[0][1]}")
