#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

Each run in raw-25-rounds.txt and raw-9-rounds-x2.txt starts with a
"GOMAXPROCS=..." line followed by a table (size, one core, all cores,
speedup). Printed: every run's speedup per size and the range over the
three runs.
"""
import os

here = os.path.dirname(os.path.abspath(__file__))
runs = []
for name in ("raw-9-rounds-x2.txt", "raw-25-rounds.txt"):
    for line in open(os.path.join(here, name)):
        f = line.split()
        if line.startswith("GOMAXPROCS"):
            runs.append((name, {}))
        elif len(f) == 4 and f[0].isdigit():
            runs[-1][1][int(f[0])] = (float(f[1]), float(f[2]), float(f[3]))

print("runs: " + ", ".join(f"{n} #{i}" for i, (n, _) in enumerate(runs, 1)))
for size in sorted(runs[-1][1]):
    xs = [r[size][2] for _, r in runs if size in r]
    one, all_ = runs[-1][1][size][:2]
    print(f"  {size:>10} B: speedup " + " ".join(f"{x:.2f}" for x in xs) +
          f"  range {min(xs):.2f}-{max(xs):.2f}; 25-round run: {one:.1f} us one core, {all_:.1f} us all cores")
