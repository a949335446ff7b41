#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.sh's output (raw.txt, or the
file named): per build and message size, cold/hot (VerifyCold over
VerifyPublicKey, StdlibCompat, the same run) for every round, the times,
and each variant's hot and cold time over base's in the same round;
ranges include every round."""
import re
import sys
from collections import defaultdict

runs = defaultdict(dict)  # (round, build) -> row -> ns/op
key = None
for line in open(sys.argv[1] if len(sys.argv) > 1 else "raw.txt"):
    m = re.match(r"## round (\d+) (\S+)", line)
    if m:
        key = (int(m[1]), m[2])
        continue
    m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m and key:
        runs[key][m[1]] = float(m[2])

rounds = sorted({r for r, _ in runs})
builds = []
for _, b in sorted(runs):
    if b not in builds:
        builds.append(b)
builds.sort(key=lambda b: (b != "base", b))


def rng(xs, fmt):
    return (fmt + "-" + fmt).format(min(xs), max(xs))


for size in (64, 1232):
    cold, hot = f"VerifyCold/stdlib/{size}", f"VerifyPublicKey/stdlib/{size}"
    print(f"== {size}-byte messages, {len(rounds)} rounds")
    for b in builds:
        ratios = [runs[(r, b)][cold] / runs[(r, b)][hot] for r in rounds]
        hots = [runs[(r, b)][hot] / 1000 for r in rounds]
        colds = [runs[(r, b)][cold] / 1000 for r in rounds]
        line = f"{b:6} cold/hot {' '.join(f'{x:.3f}' for x in ratios)} ({rng(ratios, '{:.3f}')})"
        line += f"  hot {rng(hots, '{:.2f}')} us  cold {rng(colds, '{:.2f}')} us"
        if b != "base":
            rh = [runs[(r, b)][hot] / runs[(r, "base")][hot] for r in rounds]
            rc = [runs[(r, b)][cold] / runs[(r, "base")][cold] for r in rounds]
            line += f"  hot/base {rng(rh, '{:.3f}')}  cold/base {rng(rc, '{:.3f}')}"
        print(line)
    print()
