#!/usr/bin/env python3
"""Recompute this folder's README figures from the raw matrix JSON files.

Usage: python3 recompute.py   (standard library only; run in this folder)

For each set of runs it prints, per peer compared, every run's geomean of
peer/vilya over the blake3 rows (as the matrix summary does), the geomean
of the per-row medians over the runs, and the rows whose median ratio is
below 0.97. For the AVX-512 A/B (avx512-ab/, A = main, B = this branch,
interleaved A B A B A B) it prints vilya's per-row time B/A (median over
the pairs) and each variant's geomean against official-c.
"""
import glob, json, math, statistics

def load(path):
    d = json.load(open(path))
    t = {}
    for r in d["rows"]:
        if r["group"] != "blake3" or r["ns_median"] is None:
            continue
        t[(r["op"], r["size"], r["batch"], r["impl"])] = r["ns_median"]
    return d["env"], t

def ratios(t, peer):
    out = {}
    for (op, size, batch, impl), ns in t.items():
        if impl != peer:
            continue
        v = t.get((op, size, batch, "vilya"))
        if v:
            out[(op, size)] = ns / v
    return out

def gm(xs):
    xs = list(xs)
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")

def report(title, files, peer, others=("zeebo", "lukechampine")):
    files = sorted(files)
    if not files:
        return
    for o in others:
        ro = [ratios(load(f)[1], o) for f in files]
        keys = [k for k in ro[0] if all(k in r for r in ro)]
        behind = sorted((statistics.median(r[k] for r in ro), k) for k in keys)
        behind = [(v, k) for v, k in behind if v < 1.0]
        print(f"## {title}: rows behind {o} (median ratio < 1): " + (", ".join(f"{k[0]} {k[1]} {v:.2f}" for v, k in behind) or "none"))
    runs = [ratios(load(f)[1], peer) for f in files]
    print(f"## {title}: vilya against {peer}, {len(files)} run(s)")
    for f, r in zip(files, runs):
        print(f"  {f}: geomean {gm(r.values()):.3f} over {len(r)} rows, min {min(r.values()):.2f}")
    keys = [k for k in runs[0] if all(k in r for r in runs)]
    med = {k: statistics.median(r[k] for r in runs) for k in keys}
    print(f"  per-row median over runs: geomean {gm(med.values()):.3f}, rows below 0.97: {sum(v < 0.97 for v in med.values())}")
    for k, v in sorted(med.items(), key=lambda kv: kv[1]):
        if v < 0.97:
            print(f"    {v:.2f}  {k[0]} {k[1]}")
    print()

report("baseline main ab69521, forced avx2", glob.glob("avx2-full-1.json"), "official-c-avx2")
report("baseline main ab69521, forced sse41", glob.glob("sse41-full-1.json"), "official-c-sse41")
report("ede23c0, forced avx2", glob.glob("final/avx2-*.json"), "official-c-avx2")
report("ede23c0, forced sse41", glob.glob("final/sse41-*.json"), "official-c-sse41")
report("after fillBlock (9f2f24d), forced avx2", glob.glob("post-fillblock/avx2-*.json"), "official-c-avx2")
report("after fillBlock (9f2f24d), forced sse41", glob.glob("post-fillblock/sse41-*.json"), "official-c-sse41")

a = sorted(glob.glob("avx512-ab/A-*.json"))
b = sorted(glob.glob("avx512-ab/B-*.json"))
if a and b:
    ta = [load(f)[1] for f in a]
    tb = [load(f)[1] for f in b]
    print(f"## AVX-512 (auto kernel) A/B, {len(a)} + {len(b)} runs")
    for name, ts in (("A main", ta), ("B branch", tb)):
        print(f"  {name}: geomean vs official-c per run " + ", ".join(f"{gm(ratios(t, 'official-c').values()):.3f}" for t in ts))
    keys = [k for k in ta[0] if k[3] == "vilya" and all(k in t for t in ta + tb)]
    rel = {k: statistics.median(tb[i][k] / ta[i][k] for i in range(min(len(ta), len(tb)))) for k in keys}
    print(f"  vilya time B/A, median over pairs: geomean {gm(rel.values()):.3f}; rows above 1.03:")
    for k, v in sorted(rel.items(), key=lambda kv: -kv[1]):
        if v > 1.03:
            print(f"    {v:.3f}  {k[0]} {k[1]}")
