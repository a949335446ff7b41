#!/usr/bin/env python3
"""Recompute this folder's README figures from base*/matrix.json and
run*/matrix.json (./ab.sh: the bench module at fc14c77, before, and at
c92296c, after the chain-overhead changes, alternated), and the engine
benchmarks of micro/engine.txt.

Usage: python3 recompute.py   (from this folder; standard library only)

For every row (verify, verify-batch-stdlibcompat, verify-batch-dalekstrict;
200 and 1232 bytes; n = 1, 2, 4, 8, 16, 64) it prints, over the runs of each
build: vilya's µs per signature (the range of the medians), the per-run
ratios narya/vilya and crypto-ed25519/vilya (peer time / vilya time: above
1 vilya is faster), and the change of vilya's time relative to Narya's in
the same run, (narya/vilya after) / (narya/vilya before), medians over the
runs (above 1: the new build is faster). Then which of issue 27's Zen 5 bars
hold in every run of the new build: vilya >= 1.0x and >= 1.15x Narya on
every row, and against crypto/ed25519 n=64 >= 8.5x, n=8 >= 8x, n=4 >= 4.5x,
n=2 >= 4x, n=1 >= 2.4x (stated for the cofactorless batches at 1232 bytes;
printed for both sizes and profiles).
"""
import glob, json, re, statistics

def load(pattern):
    data = []
    for p in sorted(glob.glob(pattern)):
        by = {}
        for x in json.load(open(p))["rows"]:
            if x["group"] == "ed25519" and x["ns_median"] is not None:
                by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"] / 1000
        data.append(by)
    return data

def rng(v, f="{:.2f}"):
    return (f + "-" + f).format(min(v), max(v))

base, run = load("base*/matrix.json"), load("run*/matrix.json")
print(f"{len(base)} runs before (base*), {len(run)} after (run*)")
bars = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
ops = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
keys = sorted(run[0], key=lambda k: (k[1], ops.index(k[0]), k[2]))
print("\n| op | size | n | vilya µs before | vilya µs after | vilya/narya before | vilya/narya after | vs Narya, after/before | vilya/crypto-ed25519 after | bars hold after |")
print("|---|--:|--:|---|---|---|---|--:|---|---|")
for k in keys:
    vb = [d[k]["vilya"] for d in base]
    va = [d[k]["vilya"] for d in run]
    nb = [d[k]["narya"] / d[k]["vilya"] for d in base]
    na = [d[k]["narya"] / d[k]["vilya"] for d in run]
    sa = [d[k]["stdlib"] / d[k]["vilya"] for d in run]
    held = ["narya>=1.0 " + ("yes" if min(na) >= 1.0 else "no"), "narya>=1.15 " + ("yes" if min(na) >= 1.15 else "no")]
    bar = bars.get(k[2])
    if bar is not None:
        held.append(f"stdlib>={bar} " + ("yes" if min(sa) >= bar else "no"))
    print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(vb)} | {rng(va)} | {rng(nb)} | {rng(na)} | {statistics.median(na) / statistics.median(nb):.2f} | {rng(sa)} | {', '.join(held)} |")

# The throwaway go test benchmarks (micro/*.txt, micro/abmin.sh: binaries
# alternated, each run 5 counts of 300 iterations under cpujob bench):
# minimum, first quartile and median ns/op per variant and benchmark.
import collections, os
for path in sorted(glob.glob("micro/*.txt")):
    if path.endswith(".go.txt"):
        continue
    d = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        if len(f) >= 4 and f[1].startswith("Benchmark"):
            d[(f[1], f[0])].append(float(f[3]))
    print(f"\n{path}:")
    for k in sorted(d):
        v = sorted(d[k])
        print(f"  {k[0]:42s} {k[1]:8s} min {v[0]:9.0f} q1 {v[len(v) // 4]:9.0f} median {v[len(v) // 2]:9.0f} (n={len(v)})")

# Each change against the variant before it (micro/engine.txt): the ratio of
# the minima and of the medians, new / old (below 1: the change is faster).
# base fc14c77, c1 64db35f (SignedWindows), c2 88d5053 (branch-free signs,
# reverted by c92296c), c3 39b46bf (ReduceWide, item.kb), c4 39b46bf plus
# the doubling's reassociated sums (d17170e's generator and .s).
d = collections.defaultdict(list)
for line in open("micro/engine.txt"):
    f = line.split()
    if len(f) >= 4 and f[1].startswith("Benchmark"):
        d[(f[1], f[0])].append(float(f[3]))
print("\nper change, new/old (min, median):")
order = ["base", "c1", "c2", "c3", "c4"]
for bench in sorted({k[0] for k in d}):
    cells = []
    for a, b in zip(order, order[1:]):
        va, vb = sorted(d[(bench, a)]), sorted(d[(bench, b)])
        cells.append(f"{b}/{a} {vb[0] / va[0]:.3f} {vb[len(vb) // 2] / va[len(va) // 2]:.3f}")
    va, vb = sorted(d[(bench, "base")]), sorted(d[(bench, "c4")])
    cells.append(f"c4/base {vb[0] / va[0]:.3f} {vb[len(vb) // 2] / va[len(va) // 2]:.3f}")
    print(f"  {bench:42s} " + "; ".join(cells))

# The squaring experiment that was not kept (micro/sqrcolumns.txt,
# micro/sqrcolumns.patch): sq / hd, minimum and median.
d = collections.defaultdict(list)
for line in open("micro/sqrcolumns.txt"):
    f = line.split()
    if len(f) >= 4 and f[1].startswith("Benchmark"):
        d[(f[1], f[0])].append(float(f[3]))
print("\nsqrcolumns, sq/hd (min, median):")
for bench in sorted({k[0] for k in d}):
    va, vb = sorted(d[(bench, "hd")]), sorted(d[(bench, "sq")])
    print(f"  {bench:42s} {vb[0] / va[0]:.3f} {vb[len(vb) // 2] / va[len(va) // 2]:.3f}")
