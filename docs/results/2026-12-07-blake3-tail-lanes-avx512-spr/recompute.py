#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only): the grid of the partial chunk alone against each lane kernel
(none time / kernel time, least of the runs), and Sum256 by length before
and after the change (old time / new time, least of three alternated
runs)."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))


def bench(pattern):
    t = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", pattern))):
        for line in open(p):
            f = line.split()
            if f and f[0].startswith("Benchmark"):
                t[f[0]].append(float(f[2]))
    return t


def grid(pattern, name):
    t = {}
    for k, v in bench(pattern).items():
        m = re.match(r"BenchmarkZZTail\w+/w(\d+)/nb(\d+)/(\w+)-\d+", k)
        t[(int(m[1]), int(m[2]), m[3])] = min(v)
    nbs = sorted({k[1] for k in t})
    print(f"{name}: none time / kernel time, least of the runs; columns nb = {nbs}")
    for w in sorted({k[0] for k in t}):
        for kern in ("k4", "k8", "k16"):
            if (w, nbs[0], kern) in t:
                print(f"  whole {w:2} {kern:3} " + " ".join(f"{t[(w, nb, 'none')] / t[(w, nb, kern)]:.2f}" for nb in nbs))


grid("grid-*.txt", "grid (two runs)")
grid("fine-*.txt", "fine (three runs)")
old, new = bench("sizes-old-*.txt"), bench("sizes-new-*.txt")
print("Sum256 by length, old time / new time (least of three)")
for k in old:
    m = re.match(r"BenchmarkZZSizes/kernel=(\w+)/(\d+)-\d+", k)
    print(f"  {m[1]:6} {int(m[2]):6} bytes: old {min(old[k]):6.0f} ns, new {min(new[k]):6.0f} ns, {min(old[k]) / min(new[k]):.3f}")
