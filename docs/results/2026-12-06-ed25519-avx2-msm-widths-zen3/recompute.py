#!/usr/bin/env python3
"""Reprints the table of README.md from raw/msm-*.txt (BenchmarkMSMCrossover
of the avx2 backend): per batch size n, each digit width's least and
median time per bucket sum over every count of every process, the width
msm.WideWidth picks, and the fastest width by least and by median time.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
rx = re.compile(r"^BenchmarkMSMCrossover/pippenger-w(\d)/(\d+)-\d+\s+\d+\s+(\d+) ns/op")
t = collections.defaultdict(list)
files = sorted(glob.glob(os.path.join(here, "raw", "msm-*.txt")))
for f in files:
    for line in open(f):
        m = rx.match(line)
        if m:
            t[(int(m.group(2)), int(m.group(1)))].append(int(m.group(3)) / 1e6)

def wide_width(c):  # msm.WideWidth at the measured commit
    return 5 if c < 192 else 6 if c < 384 else 7 if c < 768 else 8

print(f"{len(files)} processes")
print("| n | w5 | w6 | w7 | w8 | WideWidth | fastest (least) | fastest (median) |")
print("|--:|---|---|---|---|--:|--:|--:|")
for n in sorted({k[0] for k in t}):
    cells, least, med = [], {}, {}
    for w in range(5, 9):
        v = t[(n, w)]
        least[w], med[w] = min(v), statistics.median(v)
        cells.append(f"{least[w]:.2f} / {med[w]:.2f}")
    print(f"| {n} | " + " | ".join(cells) + f" | {wide_width(n)} | {min(least, key=least.get)} | {min(med, key=med.get)} |")

# The whole-batch A/B (raw/batch-*.txt): width 6 against the pick.
rb = re.compile(r"^n=(\d+) pick w(\d): [\d.]+ us/sig \(least ([\d.]+)\), w6 [\d.]+ \(least ([\d.]+)\); w6/pick median ([\d.]+)")
b = collections.defaultdict(list)
bfiles = sorted(glob.glob(os.path.join(here, "raw", "batch-*.txt")))
for f in bfiles:
    for line in open(f):
        m = rb.match(line)
        if m:
            b[(int(m.group(1)), int(m.group(2)))].append((float(m.group(3)), float(m.group(4)), float(m.group(5))))
print()
print(f"whole ZIP215 batches, {len(bfiles)} processes")
print("| n | pick | w6/pick time (per-process medians) | least µs/sig, pick | least µs/sig, w6 |")
print("|--:|--:|---|---|---|")
for k in sorted(b):
    v = b[k]
    r = [x[2] for x in v]
    print(f"| {k[0]} | {k[1]} | {min(r):.3f}-{max(r):.3f} | {min(x[0] for x in v):.2f} | {min(x[1] for x in v):.2f} |")
