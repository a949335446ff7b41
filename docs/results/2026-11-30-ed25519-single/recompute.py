#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json and
routes.txt.

Usage: python3 recompute.py   (from this folder; standard library only)

Ratio = peer median time / vilya median time, per row, as the matrix
prints it (above 1: vilya is faster). Every run is included; nothing is
dropped. The bars are issue 12's, checked on the 1232-byte rows against
crypto/ed25519 ("stdlib") in the same run.
"""
import glob, json, os, re, statistics

def rows(path):
    d = json.load(open(path))
    by = {}
    for x in d["rows"]:
        if x["group"] == "ed25519":
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
    return by

runs = sorted(glob.glob("run*/matrix.json"), key=lambda p: int(re.findall(r"\d+", p)[0]))
print(f"{len(runs)} runs: {', '.join(os.path.dirname(r) for r in runs)}\n")
data = [rows(r) for r in runs]
keys = sorted(data[0], key=lambda k: (k[1], k[0], k[2]))

def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}" if len(xs) > 1 else f"{xs[0]:.2f}"

print("vilya µs/sig and ratio per peer (range over the runs):")
for k in keys:
    us = [d[k]["vilya"] / 1000 for d in data if k in d]
    peers = [p for p in data[0][k] if p != "vilya"]
    cells = []
    for p in peers:
        rs = [d[k][p] / d[k]["vilya"] for d in data if k in d and p in d[k]]
        cells.append(f"{p} {rng(rs)}")
    print(f"  {k[0]:26} {k[1]:5} n={k[2]:<3} vilya {rng(us)} µs  " + ", ".join(cells))

print("\nIssue 12's bars (1232-byte rows, against stdlib unless named):")
bars = [("verify", 1, "stdlib", 1.8), ("verify-batch", 1, "stdlib", 1.8)]
profile_ops = ("verify-batch", "verify-batch-stdlibcompat", "verify-batch-dalekstrict",
               "verify-batch-fips186-5", "verify-batch-libsodium")
for op in profile_ops[1:]:
    bars.append((op, 1, "stdlib", 1.8))
for op in profile_ops:
    bars += [(op, 2, "stdlib", 1.8), (op, 4, "stdlib", 2.5), (op, 8, "stdlib", 3.0), (op, 64, "stdlib", 3.5)]
bars += [("verify-batch-warm", 64, "stdlib", 5.0), ("verify-batch", 64, "voi-batch", 1.3)]
for op, n, peer, bar in bars:
    k = (op, 1232, n)
    rs = [d[k][peer] / d[k]["vilya"] for d in data if k in d and peer in d[k]]
    if not rs:
        continue
    verdict = "met" if min(rs) >= bar else ("met in the median" if statistics.median(rs) >= bar else "NOT met")
    print(f"  {op:26} n={n:<3} vs {peer:10} bar {bar:.1f}: {rng(rs)} (median {statistics.median(rs):.2f}) {verdict}")

print("\nRows where a peer is faster than vilya in some run (ratio < 1):")
found = False
for k in keys:
    for p in data[0][k]:
        if p == "vilya":
            continue
        rs = [d[k][p] / d[k]["vilya"] for d in data if k in d and p in d[k]]
        if min(rs) < 1:
            found = True
            print(f"  {k[0]} {k[1]} n={k[2]} vs {p}: {rng(rs)}")
if not found:
    print("  none")

if os.path.exists("routes.txt"):
    print("\nroutes.txt: ns per group, median of the runs (lanes = eight-lane engine, pairs = pair/solo engine):")
    med = {}
    for line in open("routes.txt"):
        m = re.match(r"BenchmarkGroupRoutes/n=(\d+)/(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            med.setdefault((int(m[1]), m[2]), []).append(float(m[3]))
    for n in sorted({k[0] for k in med}):
        l, p = statistics.median(med[(n, "lanes")]), statistics.median(med[(n, "pairs")])
        print(f"  n={n}: lanes {l/1000:.1f} µs, pairs {p/1000:.1f} µs -> {'pairs' if p < l else 'lanes'}"
              f" (per signature {min(l, p)/n/1000:.1f} µs)")

if os.path.exists("portable/matrix.json"):
    print("\nportable/ (the portable backend forced, single verification rows): ratio to vilya")
    d = rows("portable/matrix.json")
    for k in sorted(d):
        print(f"  {k[0]} {k[1]} n={k[2]}: vilya {d[k]['vilya']/1000:.1f} µs, "
              + ", ".join(f"{p} {d[k][p]/d[k]['vilya']:.2f}" for p in d[k] if p != "vilya"))

if os.path.exists("ab/kernels.txt"):
    print("\nab/kernels.txt: kernel benchmarks, A (babe73d) against B (main), five alternating runs each")
    ab = {}
    for line in open("ab/kernels.txt"):
        m = re.match(r"([AB]) (Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            ab.setdefault(m[2], {}).setdefault(m[1], []).append(float(m[3]))
    for k, v in ab.items():
        a, b = v["A"], v["B"]
        print(f"  {k:36} A {rng(a)} ns, B {rng(b)} ns, median B/A {statistics.median(b) / statistics.median(a):.3f}")
