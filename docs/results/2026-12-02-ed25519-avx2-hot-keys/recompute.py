#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.sh's outputs (raw.txt and
raw2.txt, or the files named): per backend and build, the cold/warm ratios
of each run (ranges over every run), the warm and cold times,
NewExpandedPublicKey's cost, and new/base per row within each round."""
import re
import sys
from collections import defaultdict


def parse(path):
    runs = defaultdict(dict)  # (round, build, backend) -> row -> ns/op
    key = None
    for line in open(path):
        m = re.match(r"## round (\d+) (\w+) backend=(\w+)", line)
        if m:
            key = (int(m[1]), m[2], m[3])
            continue
        m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and key:
            runs[key][m[1]] = float(m[2])
    return runs


def rng(xs, fmt="{:.2f}"):
    return (fmt + "-" + fmt).format(min(xs), max(xs)) if xs else "n/a"


PAIRS = [("single", "VerifyCold/stdlib/1232", "VerifyPublicKey/stdlib/1232", 2.0)]
for n in (1, 8, 64):
    PAIRS.append((f"batch n = {n}", f"VerifyBatch/stdlib/{n}x1232", f"VerifyBatchKeys/stdlib/{n}x1232", 1.8))
ROWS = [PAIRS[0][1], PAIRS[0][2]] + [c for _, c, _, _ in PAIRS[1:]] + [w for _, _, w, _ in PAIRS[1:]] + ["NewPublicKey"]


def show(path):
    runs = parse(path)
    print(f"#### {path}")
    for backend in ("avx2", "ifma"):
        rounds = sorted({k[0] for k in runs if k[2] == backend})
        if not rounds:
            continue
        print(f"== backend {backend}: cold/warm (each run's own rows), {len(rounds)} rounds")
        print(f"{'row':16} {'base':>12} {'new':>12} {'bar':>5}")
        for name, cold, warm, bar in PAIRS:
            cols = []
            for build in ("base", "new"):
                xs = [runs[(r, build, backend)][cold] / runs[(r, build, backend)][warm] for r in rounds]
                cols.append(rng(xs))
            print(f"{name:16} {cols[0]:>12} {cols[1]:>12} {bar:>5}")
        print("-- times, µs (ranges over rounds)")
        for row in ROWS:
            cols = [rng([runs[(r, b, backend)][row] / 1000 for r in rounds], "{:.1f}") for b in ("base", "new")]
            print(f"{row:34} base {cols[0]:>16}  new {cols[1]:>16}")
        print("-- new/base per round (each round's value, then the range)")
        for row in ROWS:
            xs = [runs[(r, 'new', backend)][row] / runs[(r, 'base', backend)][row] for r in rounds]
            print(f"{row:34} {' '.join(f'{x:.3f}' for x in xs)}   {rng(xs, '{:.3f}')}")
        print()


for path in sys.argv[1:] or ["raw.txt", "raw2.txt"]:
    show(path)
