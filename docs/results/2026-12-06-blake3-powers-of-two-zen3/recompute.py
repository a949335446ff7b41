#!/usr/bin/env python3
"""Reprint every figure of README.md from set1-3/ (Python 3.11, standard
library only). old = the bench test binary of 96c5068, new = that of
a713505."""
import glob, os, re, statistics, collections

HERE = os.path.dirname(os.path.abspath(__file__))
BUILDS = ("old", "new")
SETS = (1, 2, 3)
DEPTH_SIZES = (8192, 16384, 32768, 65536)
INPROC_SIZES = (4096, 8192, 16384, 32768, 65536, 262144)
LINE = re.compile(r"round (\d+) size (\d+) vilya ([\d.]+) c ([\d.]+)")


def rng(xs):
    return f"{min(xs):.3f}-{max(xs):.3f}"


def kib(n):
    return f"{n // 1024} KiB"


print("depth/: per depth the least of three passes; old/new time over the 103 depths: median (range); medians in ns")
print("| set | " + " | ".join(kib(s) for s in DEPTH_SIZES) + " |")
print("| --- |" + " --- |" * len(DEPTH_SIZES))
for st in SETS:
    cells = []
    for s in DEPTH_SIZES:
        least = {}
        for b in BUILDS:
            per = []
            for p in sorted(glob.glob(os.path.join(HERE, f"set{st}", "depth", f"{b}-{s}-*.txt"))):
                ns = {}
                for line in open(p):
                    if line.startswith("k "):
                        f = line.split()
                        ns[int(f[1])] = float(f[-1])
                per.append(ns)
            assert len(per) == 3 and all(len(p) == 103 for p in per), (st, b, s)
            least[b] = {k: min(p[k] for p in per) for k in per[0]}
        r = [least["old"][k] / least["new"][k] for k in least["old"]]
        cells.append(f"{statistics.median(r):.3f} ({rng(r)}; {statistics.median(least['old'].values()):.0f} -> "
                     f"{statistics.median(least['new'].values()):.0f})")
    print(f"| {st} | {' | '.join(cells)} |")

print("\ninproc/: official C time / vilya time, range of the four runs' medians of the in-round ratios")
print("| set | build | " + " | ".join(kib(s) for s in INPROC_SIZES) + " |")
print("| --- | --- |" + " --- |" * len(INPROC_SIZES))
for st in SETS:
    for b in BUILDS:
        runs = []
        for p in sorted(glob.glob(os.path.join(HERE, f"set{st}", "inproc", f"{b}-*.txt"))):
            d = collections.defaultdict(list)
            for line in open(p):
                m = LINE.match(line)
                if m:
                    d[int(m[2])].append((float(m[3]), float(m[4])))
            runs.append(d)
        assert len(runs) == 4, (st, b)
        cells = [rng([statistics.median(c / v for v, c in r[n]) for r in runs]) for n in INPROC_SIZES]
        print(f"| {st} | {b} | {' | '.join(cells)} |")
