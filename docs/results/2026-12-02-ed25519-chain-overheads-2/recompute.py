#!/usr/bin/env python3
"""Recompute this folder's README figures from three A/B matrix sets
(./ab.sh BASE NEW: the bench module built at two commits, alternated; each
set's commits.txt names them):
  .       323fb3b (before) against e0573bc (S and the challenge as bytes)
  merge/  c92296c (the chain-overheads commit) against 323fb3b (main now)
  sqr/    ff11fab against 316db0e (the squaring's columns)
and the test-binary benchmarks of micro/sqrcolumns.txt.

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

def report(folder):
    base, run = load(folder + "/base*/matrix.json"), load(folder + "/run*/matrix.json")
    print(f"\n== {folder}: " + open(folder + "/commits.txt").read().strip())
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


for folder in [".", "merge", "sqr"]:
    if glob.glob(folder + "/run*/matrix.json"):
        report(folder)

# micro/sqrcolumns.txt (micro/abmin.sh: test binaries hd and sq alternated,
# eight rounds of five counts of 300 iterations): sq/hd of the minimum,
# first quartile and median ns/op (below 1: the new squaring is faster).
import collections
d = collections.defaultdict(list)
for line in open("micro/sqrcolumns.txt"):
    f = line.split()
    if len(f) >= 4 and f[1].startswith("Benchmark"):
        d[(f[1], f[0])].append(float(f[3]))
print("\nmicro/sqrcolumns.txt, sq/hd (min, q1, median):")
for bench in sorted({k[0] for k in d}):
    a, c = sorted(d[(bench, "hd")]), sorted(d[(bench, "sq")])
    print(f"  {bench:42s} {c[0] / a[0]:.3f} {c[len(c) // 4] / a[len(a) // 4]:.3f} {c[len(c) // 2] / a[len(a) // 2]:.3f} (n={len(a)}, {len(c)})")
