#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only): for each batch shape, Sum256Batch's speedup over the loop of
Sum256 in the same binary (pairedBatch's `speedup`: loop time / batch
time), least and greatest of three runs, in the old and the new test
binary."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
sp = collections.defaultdict(list)
for v in ("old", "new"):
    files = sorted(glob.glob(os.path.join(here, "raw", f"{v}-[0-9].txt")))
    assert len(files) == 3, files
    for p in files:
        for line in open(p):
            m = re.match(r"Benchmark(\S+)-\d+\s.*\s([\d.]+) speedup", line)
            if m:
                sp[(v, m[1])].append(float(m[2]))
names = list(dict.fromkeys(k[1] for k in sp if k[0] == "old"))


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}"


print("shape: old speedup, new speedup (loop time / Sum256Batch time; min-max of three runs)")
for n in names:
    print(f"  {n:40} {rng(sp[('old', n)])}  {rng(sp[('new', n)])}")
low = [n for n in names if min(sp[("new", n)]) < 0.95]
print("new below 0.95 in some run:", ", ".join(f"{n} {rng(sp[('new', n)])}" for n in low) or "none")
cal = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "cal-*.txt"))):
    for line in open(p):
        f = line.split()
        cal[f[0]].append(float(f[2]))
row = min(cal["BenchmarkZZCal/sum/64-2"])
print(f"calibration (least of two runs), in row compressions of one block ({row:.1f} ns):")
for k, v in cal.items():
    print(f"  {k[len('BenchmarkZZCal/'):-2]:14} {min(v):7.1f} ns  {min(v) / row:5.1f}")
extra = collections.defaultdict(list)
for v in ("old", "new"):
    for p in sorted(glob.glob(os.path.join(here, "raw", f"{v}-extra-*.txt"))):
        for line in open(p):
            m = re.match(r"Benchmark(\S+)-\d+\s.*\s([\d.]+) speedup", line)
            if m:
                extra[(v, m[1])].append(float(m[2]))
print("three more rounds of some grid rows (raw/*-extra-*), old and new speedup:")
for n in dict.fromkeys(k[1] for k in extra):
    print(f"  {n:40} {rng(extra[('old', n)])}  {rng(extra[('new', n)])}")
