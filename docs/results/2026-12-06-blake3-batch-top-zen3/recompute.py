#!/usr/bin/env python3
"""Reprint every figure of README.md from set1-3/ (Python 3.11, standard
library only). old = the bench test binary of 7db146d, new = that of
f9e9a4f."""
import glob, os, re, statistics, collections

HERE = os.path.dirname(os.path.abspath(__file__))
BUILDS = ("old", "new")
SETS = (1, 2, 3)
LINE = re.compile(r"round (\d+) size (\d+) vilya ([\d.]+) c ([\d.]+)")


def rng(xs, f="{:.3f}"):
    return f.format(min(xs)) + "-" + f.format(max(xs))


print("depth/: Sum256, per depth the least of three passes; old/new time over the 103 depths: median (range); medians in ns")
print("| set | 4 KiB | 16 KiB |")
print("| --- | --- | --- |")
for st in SETS:
    cells = []
    for s in (4096, 16384):
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


def runs(st, what, b):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, f"set{st}", what, f"{b}-*.txt"))):
        d = collections.defaultdict(list)
        for line in open(p):
            m = LINE.match(line)
            if m:
                d[int(m[2])].append((float(m[3]), float(m[4])))
        out.append(d)
    assert len(out) == 4, (st, what, b)
    return out


for what, sizes, label, unit in (("xof", (32, 64, 128, 256, 1024), "SumXOF of a 4 KiB input, output bytes", 1),
                                 ("stream", (4096, 16384, 65536), "Hasher over 1 MiB, write size in KiB", 1024)):
    print(f"\n{what}/: {label}; official C time / vilya time, range of the four runs' medians of the in-round ratios")
    print("| set | build | " + " | ".join(str(n // unit) for n in sizes) + " |")
    print("| --- | --- |" + " --- |" * len(sizes))
    least = {}
    for st in SETS:
        for b in BUILDS:
            rs = runs(st, what, b)
            cells = [rng([statistics.median(c / v for v, c in r[n]) for r in rs]) for n in sizes]
            print(f"| {st} | {b} | {' | '.join(cells)} |")
            for n in sizes:
                least.setdefault((b, n), []).extend(min(v for v, _ in r[n]) for r in rs)
    print(f"\n{what}/: vilya's least time per run, range over the twelve runs (ns), old -> new")
    for n in sizes:
        print(f"- {n // unit}: {rng(least[('old', n)], '{:.0f}')} -> {rng(least[('new', n)], '{:.0f}')}")

print("\nodd-sizes-a713505.txt: official C time / vilya time, median of the in-round ratios, by length")
d = collections.defaultdict(list)
for line in open(os.path.join(HERE, "odd-sizes-a713505.txt")):
    m = LINE.match(line)
    if m:
        d[int(m[2])].append((float(m[3]), float(m[4])))
print(", ".join(f"{n}: {statistics.median(c / v for v, c in r):.3f}" for n, r in d.items()))
