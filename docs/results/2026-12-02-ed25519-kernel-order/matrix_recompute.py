#!/usr/bin/env python3
"""The gap matrix A/Bs of the kernel change (ab.sh BASE NEW 3: the bench
module built at two commits, alternated; matrix/: main before (6416ad3) and
after (430fbf7) merging cb9a5a9; matrix2/: 6416ad3 against 7cb9312, the
high-halves-first products kept to the eight-lane point kernels;
Narya c265ee9 forced to r51 and crypto/ed25519 in every run; commits in
matrix/commits.txt). For every row it prints vilya's µs per signature before
and after, the per-run ratios narya/vilya and crypto-ed25519/vilya (above 1
vilya is faster), the change relative to Narya (after/before of the median
narya/vilya), and which of issue 27's Zen 5 bars hold in every run after.
Usage: python3 matrix_recompute.py (from this folder; standard library)."""
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


report("matrix")
report("matrix2")

# micro/engine-merged.txt (micro/eab2.sh: ed25519 test binaries of 6416ad3
# "base" and 430fbf7 "new", six alternated rounds of five counts of 300
# iterations): new/base of the minimum, first quartile and median.
import collections
d = collections.defaultdict(list)
for line in open("micro/engine-merged.txt"):
    f = line.split()
    d[(f[1], f[0])].append(float(f[3]))
print("\nmicro/engine-merged.txt, new/base (min, q1, median):")
for bench in sorted({k[0] for k in d}):
    a, c = sorted(d[(bench, "base")]), sorted(d[(bench, "new")])
    print(f"  {bench:42s} {c[0] / a[0]:.3f} {c[len(c) // 4] / a[len(a) // 4]:.3f} {c[len(c) // 2] / a[len(a) // 2]:.3f} (n={len(a)}, {len(c)})")
