#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-bench.txt and raw-matrix.txt
(Python 3, standard library only)."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))


def bench():
    runs = {}  # (variant, name) -> [ns]
    variant = None
    for line in open(os.path.join(here, "raw-bench.txt")):
        m = re.match(r"== round (\d+) (\w+)", line)
        if m:
            variant = m.group(2)
            continue
        m = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and variant:
            runs.setdefault((variant, m.group(1)), []).append(float(m.group(2)))
    names = sorted({n for _, n in runs}, key=lambda n: (n.split("/")[0], size(n)))
    print("raw-bench.txt: ns/op, range over the rounds (median)")
    print(f"{'benchmark':36} {'before':>22} {'after':>22}")
    for n in names:
        cells = []
        for v in ("before", "after"):
            xs = runs.get((v, n), [])
            cells.append(f"{min(xs):.1f}-{max(xs):.1f} ({statistics.median(xs):.1f})" if xs else "-")
        print(f"{n:36} {cells[0]:>22} {cells[1]:>22}")


def size(n):
    s = n.split("/")[-1]
    m = re.match(r"(\d+)(B|KiB|MiB)", s)
    if not m:
        return 0
    return int(m.group(1)) * {"B": 1, "KiB": 1024, "MiB": 1 << 20}[m.group(2)]


def matrix():
    p = os.path.join(here, "raw-matrix.txt")
    if not os.path.exists(p):
        return
    print("\nraw-matrix.txt: vilya derive-key ns/op and x official-c per process")
    run = None
    rows = {}
    for line in open(p):
        m = re.match(r"== (.*)", line)
        if m:
            run = m.group(1)
            continue
        m = re.match(r"\| derive-key \| ([^|]+) \| [^|]+ \| (\d+) \([^)]*\) \| (\d+) \([^)]*\) \| ([\d.]+) \|", line)
        if m and run:
            rows.setdefault(m.group(1).strip(), []).append((run, int(m.group(2)), int(m.group(3)), float(m.group(4))))
    for sz in ("0", "1", "32", "64"):
        xs = rows.get(sz, [])
        if not xs:
            continue
        print(f"  size {sz:>3}: vilya {min(x[1] for x in xs)}-{max(x[1] for x in xs)} ns, official-c {min(x[2] for x in xs)}-{max(x[2] for x in xs)} ns, ratio {min(x[3] for x in xs):.2f}-{max(x[3] for x in xs):.2f} over {len(xs)} processes")


bench()
matrix()
