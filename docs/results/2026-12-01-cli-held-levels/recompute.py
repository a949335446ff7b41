#!/usr/bin/env python3
"""Recompute this folder's README figures from avx2.txt, sse41.txt and
native.txt (the output of run.sh at each level).

Usage: python3 recompute.py   (standard library only; run in this folder)

Each file ends with the medians over its rounds; for each vilya build
(before, after) and thread count it prints b3sum's median wall time over
vilya's, and the range of the same ratio within each round (the rounds are
interleaved, so one round's runs are compared with each other).
"""
import re
from collections import defaultdict


def key(cmd):
    threads = "one thread" if "--num-threads 1" in cmd else "all threads"
    who = "b3sum" if "CPUIDMASK=" in cmd else ("before" if "vilya-before" in cmd else "after")
    return who, threads


for level in ("avx2", "sse41", "native"):
    med, rounds = {}, defaultdict(dict)
    in_med = False
    for line in open(f"{level}.txt"):
        if line.startswith("medians over"):
            in_med = True
            continue
        m = re.match(r"\s*\[\d\] (.*): wall ([\d.]+) user ([\d.]+) sys ([\d.]+)", line)
        if in_med and m:
            med[key(m.group(1))] = tuple(float(m.group(i)) for i in (2, 3, 4))
            continue
        m = re.match(r"run (\d+) \[\d\] (.*): ([\d.]+) ", line)
        if m:
            rounds[int(m.group(1))][key(m.group(2))] = float(m.group(3))
    print(f"## {level} ({len(rounds)} rounds): median wall (user, sys) seconds; b3sum / vilya")
    for threads in ("one thread", "all threads"):
        b = med[("b3sum", threads)]
        line = f"  {threads:11}: b3sum {b[0]:.3f} ({b[1]:.3f}, {b[2]:.3f})"
        for who in ("before", "after"):
            v = med[(who, threads)]
            per = [r[("b3sum", threads)] / r[(who, threads)] for r in rounds.values()]
            line += (f"; {who} {v[0]:.3f} ({v[1]:.3f}, {v[2]:.3f}) ratio {b[0] / v[0]:.2f}"
                     f" [rounds {min(per):.2f}-{max(per):.2f}]")
        print(line)
    print()
