#!/usr/bin/env python3
"""The 16-lane estimate's costs on AMD Zen 4 (README): the calibration
(raw/cal-N.txt, BenchmarkZZCal) in units of a one-block Sum256, and
Sum256Batch against the loop of Sum256 (the harnesses' `speedup`, loop time
/ batch time in the same iterations) with Sapphire Rapids' costs ("cur",
6653adc, six rounds) and with this CPU's ("z4", 6653adc + z4costs.patch,
rounds 1-4; "final", the committed change, rounds 5-6), each harness in its
own process, alternated.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, math, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")


def bench(path):
    t = {}
    for line in open(path):
        m = re.match(r"Benchmark(\S+?)-\d+\s+\d+\s+([\d.]+) ns/op(?:.*?([\d.]+) speedup)?", line)
        if m:
            t[m[1]] = float(m[3]) if m[3] else float(m[2])
    return t


print("== costs in one-block Sum256s (the mean of the two runs' sum/64 as the unit)")
cals = [bench(p) for p in sorted(glob.glob(os.path.join(RAW, "cal-*.txt")))]
unit = sum(c["ZZCal/sum/64"] for c in cals) / len(cals)
for name, key, div in [("one chunk", "sum/1024", 1), ("two chunks", "sum/2048", 1), ("three or four", ("sum/3072", "sum/4096"), 1),
                       ("five to eight", ("sum/5120", "sum/6144", "sum/7168", "sum/8192"), 1),
                       ("a 16-lane step (16 a call)", "lanes16/m=16", 16), ("a 16-lane step (1 a call)", "lanes16/m=1", 1)]:
    keys = key if isinstance(key, tuple) else (key,)
    vs = [c["ZZCal/" + k] / div / unit for c in cals for k in keys]
    print(f"  {name}: {min(vs):.1f}-{max(vs):.1f}")
print(f"  (unit {unit:.1f} ns; Sapphire Rapids' table: a step 3, one chunk 16, two to four 19, five to eight 34)")

HARNESSES = ("ZZBatchGrid", "ZZPairs", "ZZMix", "ZZMix5")


def runs(v):
    out = []
    for p in sorted(glob.glob(os.path.join(RAW, f"{v}-ZZBatchGrid-*.txt"))):
        r = p.rsplit("-", 1)[1]
        t = {}
        for h in HARNESSES:
            t.update(bench(os.path.join(RAW, f"{v}-{h}-{r}")))
        out.append(t)
    return out


cur, new = runs("cur"), runs("z4") + runs("final")
assert len(cur) == 6 and len(new) == 6, (len(cur), len(new))
CHANGED = ["ZZBatchGrid/L=4095/n=2", "ZZBatchGrid/L=4095/n=5", "ZZBatchGrid/L=4096/n=5", "ZZPairs/n=2/L=4500",
           "ZZBatchGrid/L=8191/n=3", "ZZPairs/n=3/L=7000", "ZZMix5/mix/[4096_4096_4096_4096_4096]"]
print("== the cells whose decision changes: loop time / batch time, every round (cur: SPR's costs; new: this CPU's)")
for k in CHANGED:
    c, n = [t[k] for t in cur], [t[k] for t in new]
    print(f"  {k:40} cur {min(c):.2f}-{max(c):.2f}  new {min(n):.2f}-{max(n):.2f}")


def med(xs):
    xs = sorted(xs)
    return (xs[len(xs) // 2] + xs[(len(xs) - 1) // 2]) / 2


keys = sorted(cur[0])
gc = math.exp(sum(math.log(med([t[k] for t in cur])) for k in keys) / len(keys))
gn = math.exp(sum(math.log(med([t[k] for t in new])) for k in keys) / len(keys))
print(f"== every cell ({len(keys)}), geomean of the per-cell medians: cur {gc:.3f}, new {gn:.3f}")
low = [(k, med([t[k] for t in cur]), med([t[k] for t in new])) for k in keys if min(med([t[k] for t in cur]), med([t[k] for t in new])) < 0.95]
print("== cells whose median is under 0.95 with either table (cur / new):")
for k, c, n in low:
    print(f"  {k:40} {c:.2f} / {n:.2f}")
