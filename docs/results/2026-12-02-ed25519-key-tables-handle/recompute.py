#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.sh's output (raw.txt) and
placement.sh's (placement.txt), or the files named: per backend, build
(every build but old) and row, old and new ns/op (min and median over
every run of every round: 3 rounds x -count 3), new/old of the minima and
of the medians, and the per-round ratios (each round's new median over the
same round's old median)."""
import re
import statistics
import sys
from collections import defaultdict


def parse(path):
    runs = defaultdict(list)  # (backend, build, round, row) -> [ns/op]
    key = None
    for line in open(path):
        m = re.match(r"## round (\d+) (\w+) backend=(\w+)", line)
        if m:
            key = (m[3], m[2], int(m[1]))
            continue
        m = re.match(r"Benchmark(\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m and key:
            runs[key + (m[1],)].append(float(m[3]))
    return runs


def main(path):
    print(f"#### {path}")
    runs = parse(path)
    backends = sorted({k[0] for k in runs}, key=lambda b: b != "ifma")
    builds = sorted({k[1] for k in runs if k[1] != "old"})
    for be, build in [(be, b) for be in backends for b in builds]:
        rounds = sorted({k[2] for k in runs if k[0] == be})
        rows = []
        for k in runs:
            if k[0] == be and k[3] not in rows:
                rows.append(k[3])
        print(f"== backend {be}: {build} against old, {len(rounds)} rounds; ns/op min and median over all runs; {build}/old")
        print(f"{'row':36} {'old min':>10} {build + ' min':>10} {'min':>6} {'old med':>10} {build + ' med':>10} {'med':>6}  per-round med ratios")
        allmin, allmed = [], []
        for row in rows:
            o = [x for r in rounds for x in runs[(be, "old", r, row)]]
            n = [x for r in rounds for x in runs[(be, build, r, row)]]
            if not o or not n:
                continue
            rmin = min(n) / min(o)
            rmed = statistics.median(n) / statistics.median(o)
            allmin.append(rmin)
            allmed.append(rmed)
            per = [statistics.median(runs[(be, build, r, row)]) / statistics.median(runs[(be, "old", r, row)])
                   for r in rounds if runs[(be, build, r, row)] and runs[(be, "old", r, row)]]
            print(f"{row:36} {min(o):10.0f} {min(n):10.0f} {rmin:6.3f} {statistics.median(o):10.0f} "
                  f"{statistics.median(n):10.0f} {rmed:6.3f}  {' '.join(f'{x:.3f}' for x in per)}")
        print(f"-- {be} {build}: {build}/old of the minima {min(allmin):.3f}-{max(allmin):.3f} "
              f"(geomean {statistics.geometric_mean(allmin):.3f}), of the medians "
              f"{min(allmed):.3f}-{max(allmed):.3f} (geomean {statistics.geometric_mean(allmed):.3f}), {len(allmin)} rows")
        print()


if __name__ == "__main__":
    for path in sys.argv[1:] or ["raw.txt", "placement.txt"]:
        main(path)
