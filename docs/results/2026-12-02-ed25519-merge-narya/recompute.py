#!/usr/bin/env python3
"""The gap matrix A/B of this session's merges (ab.sh BASE NEW 3, the bench
module built at cd3201c, the session's start, and at 2a69a32, main after
merging the avx2 engine's move and the warm keys' tables, alternated;
Narya c265ee9 forced to r51 and crypto/ed25519 in every run; commits in
commits.txt). For every cold-key row it prints vilya's µs per signature
before and after, the per-run ratios narya/vilya and crypto-ed25519/vilya
(above 1 vilya is faster), the change relative to Narya (after/before of
the median narya/vilya), and which of issue 27's Zen 5 bars hold in every
run after; then the warm rows (warm/) if present.
Usage: python3 recompute.py (from this folder; standard library)."""
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



import os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
report(".")

# warm/run*/: the matrix's verify-batch-warm row (batches of 64, every key
# an ExpandedPublicKey made beforehand) at 2a69a32, three runs of
# `matrix -group ed25519 -ops verify-batch-warm`.
print("\nwarm rows (µs per signature, median of each run; peer time / vilya time):")
rows = {}
for p in sorted(glob.glob("warm/run*/matrix.json")):
    for x in json.load(open(p))["rows"]:
        if x["op"] == "verify-batch-warm" and x["ns_median"] is not None:
            rows.setdefault(x["size"], []).append(x)
for size in sorted(rows):
    runs = {}
    for x in rows[size]:
        runs.setdefault(x["impl"], []).append(x["ns_median"] / 1000)
    v = runs["vilya"]
    line = f"  {size} bytes: vilya {rng(v)} µs"
    for impl in sorted(runs):
        if impl != "vilya":
            line += f", {impl} {rng([a / b for a, b in zip(runs[impl], v)])}"
    print(line)

