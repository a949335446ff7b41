#!/usr/bin/env python3
"""Recompute this folder's figures from ab-*.txt (old and new test
binaries alternated; a line "== old" or "== new" precedes each binary's
output). Prints, per benchmark, every run's ns/op for old and new, the
ranges, the medians and new/old of the medians.

Usage: python3 recompute.py   (from this folder; standard library only)
"""
import glob, re, statistics

for path in sorted(glob.glob("ab-*.txt")):
    runs, cur = {}, None
    for line in open(path):
        m = re.match(r"== (old|new)", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            runs.setdefault(m.group(1), {"old": [], "new": []})[cur].append(float(m.group(2)))
    print(path)
    for name, r in runs.items():
        o, n = r["old"], r["new"]
        mo, mn = statistics.median(o), statistics.median(n)
        print(f"  {name:55} old {min(o):10.1f}-{max(o):10.1f} (median {mo:10.1f})  new {min(n):10.1f}-{max(n):10.1f} (median {mn:10.1f})  new/old {mn / mo:.3f}")

# The gap matrix on 4b80af6 (matrix/run1..3, avx2 forced) against the three
# runs of docs/results/2026-12-01-ed25519-avx2-zen4-main (574d625, the
# kernels before): vilya's time per signature, new/old of the medians over
# the runs, and the ratio to the fastest peer of each row in the new runs.
import json

def matrix(pattern):
    d = {}
    for p in sorted(glob.glob(pattern)):
        for x in json.load(open(p))["rows"]:
            if x["group"] == "ed25519":
                d.setdefault((x["op"], x["size"], x["batch"]), {}).setdefault(x["impl"], []).append(x["ns_median"])
    return d

old = matrix("../2026-12-01-ed25519-avx2-zen4-main/run*/matrix.json")
for folder, commit in (("matrix", "4b80af6"), ("matrix-b27e490", "b27e490")):
    new = matrix(folder + "/run*/matrix.json")
    if not new:
        continue
    print(f"\n{folder}/ ({commit}) against ../2026-12-01-ed25519-avx2-zen4-main (574d625), avx2 forced, µs a signature:")
    behind = []
    for k in sorted(new, key=lambda k: (k[1], k[0], k[2])):
        o, n = old[k]["vilya"], new[k]["vilya"]
        best = min((p for p in new[k] if p != "vilya"), key=lambda p: statistics.median(new[k][p]))
        r = [new[k][best][i] / n[i] for i in range(len(n))]
        if min(r) < 1:
            behind.append(k)
        print(f"  {k[0]:26} {k[1]:5} n={k[2]:<5} {min(o) / 1000:6.2f}-{max(o) / 1000:6.2f} -> {min(n) / 1000:6.2f}-{max(n) / 1000:6.2f}"
              f"  new/old {statistics.median(n) / statistics.median(o):.3f}  vs {best} {min(r):.2f}-{max(r):.2f}")
    print("  rows behind their fastest peer in some new run:", behind or "none")
    print("  issue 11's bars in these runs (peer time / vilya time):")
    for size in (200, 1232):
        bars = [("verify", 1, "voi", 1.15), ("verify-hot-key", 1, "voi", 1.15), ("verify-batch", 64, "voi-batch", 1.15)]
        for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict"):
            bars += [(op, 4, "stdlib", 1.6), (op, 8, "stdlib", 1.9), (op, 64, "stdlib", 1.9)]
        for op, n, peer, bar in bars:
            row = new[(op, size, n)]
            rs = [row[peer][i] / row["vilya"][i] for i in range(len(row["vilya"]))]
            print(f"    {op:26} {size:5} n={n:<3} vs {peer:10} bar {bar:.2f}  {min(rs):.2f}-{max(rs):.2f}  {'met' if min(rs) >= bar else 'not met'}")
