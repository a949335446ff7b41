#!/usr/bin/env python3
"""Reprints the figures of README.md from the hyperfine JSON files:
per round, the median wall time of each command and the ratios
b3sum time / vilya time (higher: vilya faster), for vilya before (base)
with the smaller probes (new) and with them and the unmapping split over
the workers (drop); then the range of each ratio over every round."""
import glob
import json
import os
import re
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def who(cmd):
    if cmd.startswith("b3sum"):
        return "b3sum"
    return re.match(r"/tmp/v(\w+) ", cmd).group(1)


ratios = {}
for path in sorted(glob.glob(os.path.join(HERE, "raw", "round*-*.json"))):
    name = os.path.basename(path)[:-5]
    rnd, f = name.split("-", 1)
    res = json.load(open(path))["results"]
    med = {}
    for r in res:
        threads = "1 thread" if "--num-threads 1" in r["command"] else "all threads"
        med[(who(r["command"]), threads)] = statistics.median(r["times"]) * 1e3
    print(f"{rnd} {f}:")
    for threads in ("all threads", "1 thread"):
        b = med[("b3sum", threads)]
        line = [f"  {threads:11s} b3sum {b:6.1f} ms"]
        for v in ("base", "new", "drop"):
            t = med[(v, threads)]
            ratios.setdefault((f, threads, v), []).append(b / t)
            line.append(f"{v} {t:6.1f} ms ({b / t:.3f}x)")
        print("  ".join(line))
print()
print("b3sum time / vilya time, range over every round (median of 15 runs each):")
for (f, threads, v), rs in sorted(ratios.items()):
    print(f"  {f:6s} {threads:11s} {v:4s} {min(rs):.3f}-{max(rs):.3f}  ({len(rs)} rounds)")
