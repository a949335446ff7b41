#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only)."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))


def load(prefix):
    d = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", f"{prefix}-*.txt"))):
        v = os.path.basename(p).split("-")[1]
        for line in open(p):
            m = re.match(r"BenchmarkZZTailX16/w=(\d+)/nb=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                d[(int(m[1]), int(m[2]), v)].append(float(m[3]))
    return d


def table(d, a, b, label):
    print(label)
    for w in (9, 10, 12, 15, 25, 31):
        cells = [f"{nb}:{min(d[(w, nb, a)]) / min(d[(w, nb, b)]):.2f}" for nb in range(1, 17) if (w, nb, a) in d]
        print(f"  {w:2} whole chunks: " + " ".join(cells))


d = load("first")
table(d, "old", "new", "first build (taken from one block), old / new, least of three:")
d = load("control")
table(d, "ctl", "new", "the same binary with the route off (ctl) / on (new), least of three rotated runs:")
table(d, "old", "ctl", "old / ctl (the binaries' layout):")
d = load("final")
table(d, "old", "final", "final build (from two blocks), old / final, least of three:")
