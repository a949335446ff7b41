#!/usr/bin/env python3
"""Reprint every figure of README.md from set1-3/ (Python 3.11, standard
library only). rows = the bench test binary of baf8ddb (the blake3 code of
5844dab), eight = that of 81ea2f99."""
import glob, os, re, statistics, collections

HERE = os.path.dirname(os.path.abspath(__file__))
BUILDS = ("rows", "eight")
LINE = re.compile(r"round (\d+) size (\d+) vilya ([\d.]+) c ([\d.]+)")


def rng(xs):
    return f"{min(xs):.3f}-{max(xs):.3f}"


print("depth/: per depth the least of three passes; rows/eight over the 103 depths: median (range); medians in ns")
print("| set | 4 KiB | 8 KiB | 16 KiB |")
print("| --- | --- | --- | --- |")
for st in (1, 2, 3):
    cells = []
    for s in (4096, 8192, 16384):
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
        r = [least["rows"][k] / least["eight"][k] for k in least["rows"]]
        cells.append(f"{statistics.median(r):.3f} ({rng(r)}; {statistics.median(least['rows'].values()):.0f} -> "
                     f"{statistics.median(least['eight'].values()):.0f})")
    print(f"| {st} | {' | '.join(cells)} |")

print("\ninproc/: official C time / vilya time, range of the four runs' medians of the in-round ratios")
print("| set | build | 2 KiB | 4 KiB | 8 KiB | 16 KiB | 64 KiB |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for st in (1, 2, 3):
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
        cells = [rng([statistics.median(c / v for v, c in r[n]) for r in runs]) for n in (2048, 4096, 8192, 16384, 65536)]
        print(f"| {st} | {b} | {' | '.join(cells)} |")
