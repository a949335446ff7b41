#!/usr/bin/env python3
"""Recompute this folder's README figures from run-final-*.txt.

Usage: python3 recompute.py [FILE ...]   (standard library only; default:
this folder's run-final-*.txt)

Each file ends with the medians over its rounds printed by run.sh; the
ratio is b3sum's wall time / vilya's, for one thread and for all threads.
The per-round lines are there too, and the per-round ratio range is
printed as well (rounds are interleaved, so the same round's runs are
compared).
"""
import glob, os, re, sys
from collections import defaultdict

def key(cmd):
    threads = "one thread" if "--num-threads 1" in cmd else "two threads"
    return ("b3sum" if cmd.startswith("b3sum") else "vilya"), threads

here = os.path.dirname(os.path.abspath(__file__))
for path in sys.argv[1:] or sorted(glob.glob(os.path.join(here, "run-final-*.txt"))):
    med, rounds = {}, defaultdict(dict)
    in_med = False
    for line in open(path):
        if line.startswith("medians over"):
            in_med = True
            continue
        m = re.match(r"\s*\[\d\] (.*): wall ([\d.]+)", line)
        if in_med and m:
            med[key(m.group(1))] = float(m.group(2))
            continue
        m = re.match(r"run (\d+) \[\d\] (.*): ([\d.]+) ", line)
        if m:
            rounds[int(m.group(1))][key(m.group(2))] = float(m.group(3))
    print(os.path.basename(path))
    for threads in ("one thread", "two threads"):
        if ("b3sum", threads) not in med or ("vilya", threads) not in med:
            continue
        b, v = med[("b3sum", threads)], med[("vilya", threads)]
        per = [r[("b3sum", threads)] / r[("vilya", threads)] for r in rounds.values()]
        print(f"  {threads:11}: b3sum {b:.3f} s, vilya {v:.3f} s, ratio of medians {b / v:.2f}; "
              f"per round {min(per):.2f}-{max(per):.2f} ({len(per)} rounds)")
