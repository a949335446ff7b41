#!/usr/bin/env python3
"""Recompute this folder's README figures from the raw matrix JSON files.

Usage: python3 recompute.py   (standard library only; run in this folder)

For each set of runs (cv-registers/, final/) and level it prints, per run, the geomean of official C / vilya over
the blake3 rows (as the matrix summary does), the geomean of the per-row
medians over the runs, and the rows whose median ratio is below 0.97; then
the same rows' medians in the previous folder's two post-fillBlock runs,
for comparison, and the rows behind zeebo and lukechampine. For every
sse41 run (the previous folder's, this folder's sets and control/) it
prints the geomean and how far vilya's and the C's median repetition sit
above their fastest. It also
reprints the medians of the interleaved A/B microbenchmarks in ab/.
"""
import glob, json, math, re, statistics

PREV = "../2026-11-30-blake3-avx2-forced/post-fillblock"

def load(path):
    d = json.load(open(path))
    t = {}
    for r in d["rows"]:
        if r["group"] != "blake3" or r["ns_median"] is None:
            continue
        t[(r["op"], r["size"], r["batch"], r["impl"])] = r["ns_median"]
    return t

def load_min(path):
    d = json.load(open(path))
    return {(r["op"], r["size"], r["batch"], r["impl"]): r["ns_min"] for r in d["rows"]
            if r["group"] == "blake3" and r["ns_min"] is not None}

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

def keys_of(runs):
    return [k for k in runs[0] if all(k in r for r in runs)]

def medians(files, peer):
    runs = [ratios(load(f), peer) for f in files]
    keys = [k for k in runs[0] if all(k in r for r in runs)]
    return runs, {k: statistics.median(r[k] for r in runs) for k in keys}

def report(title, sub, level, peer):
    files = sorted(glob.glob(f"{sub}/{level}-*.json"))
    if not files:
        return
    runs, med = medians(files, peer)
    prev_files = sorted(glob.glob(f"{PREV}/{level}-*.json"))
    prev = medians(prev_files, peer)[1] if prev_files else {}
    print(f"## {title}: vilya forced to {level} against {peer}, {len(files)} run(s)")
    for f, r in zip(files, runs):
        print(f"  {f}: geomean {gm(r.values()):.3f} over {len(r)} rows, min {min(r.values()):.2f}")
    print(f"  per-row median over runs: geomean {gm(med.values()):.3f}, rows below 0.97: {sum(v < 0.97 for v in med.values())}")
    low = {k for k, v in med.items() if v < 0.97} | {k for k, v in prev.items() if v < 0.97}
    print("  rows below 0.97 here or in the previous post-fillBlock median (this median / previous):")
    for k in sorted(low, key=lambda k: med.get(k, 9)):
        print(f"    {k[0]} {k[1]}: {med.get(k, float('nan')):.3f} / {prev.get(k, float('nan')):.3f}")
    mins = [ratios(load_min(f), peer) for f in files]
    mmed = {k: statistics.median(r[k] for r in mins) for k in keys_of(mins)}
    print(f"  by fastest repetition (min / min), median over runs: geomean {gm(mmed.values()):.3f}; rows below 0.97: "
          + (", ".join(f"{k[0]} {k[1]} {v:.2f}" for k, v in sorted(mmed.items(), key=lambda kv: kv[1]) if v < 0.97) or "none"))
    mc = [k for k in med if k[0].startswith("multicore")]
    for k in sorted(mc):
        print(f"  {k[0]} {k[1]}: per run " + ", ".join(f"{r[k]:.2f}" for r in runs) + f"; median {med[k]:.3f} (previous {prev.get(k, float('nan')):.3f})")
    for o in ("zeebo", "lukechampine"):
        _, mo = medians(files, o)
        behind = sorted((v, k) for k, v in mo.items() if v < 1.0)
        print(f"  rows behind {o} (median ratio < 1): " + (", ".join(f"{k[0]} {k[1]} {v:.2f}" for v, k in behind) or "none"))
    print()

for title, sub in (("previous folder, 9f2f24d (post-fillblock)", PREV),
                   ("90a4540 (chaining values in registers)", "cv-registers"),
                   ("dfc9879 (and the two-parent SSE4.1 kernel)", "final")):
    report(title, sub, "avx2", "official-c-avx2")
    report(title, sub, "sse41", "official-c-sse41")

# Control runs and spread: for every sse41 run, the geomean against
# official-c-sse41 and, over the single-core rows, the median of each
# implementation's (median / min) time: how far its typical repetition sits
# above its fastest one.
def spread(path, impl):
    d = json.load(open(path))
    xs = [r["ns_median"] / r["ns_min"] for r in d["rows"]
          if r["group"] == "blake3" and r["impl"] == impl and r["ns_min"]
          and not r["op"].startswith(("multicore", "process"))]
    return statistics.median(xs) if xs else float("nan")

print("## sse41 runs: geomean vs official-c-sse41; median over single-core rows of median/min time (vilya, official-c-sse41, zeebo)")
for path in sorted(glob.glob(f"{PREV}/sse41-*.json")) + sorted(glob.glob("*/sse41-*.json")):
    r = ratios(load(path), "official-c-sse41")
    print(f"  {path}: geomean {gm(r.values()):.3f}; spread vilya {spread(path, 'vilya'):.3f}, C {spread(path, 'official-c-sse41'):.3f}, zeebo {spread(path, 'zeebo'):.3f}")
print()

# Interleaved A/B files: "== A" / "== B" headers, then go test -bench lines.
for path in sorted(glob.glob("ab/*-ab*.txt")):
    d = {}
    v = None
    for line in open(path):
        if line.startswith("=="):
            v = line.split()[1]
            continue
        m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m and v:
            d.setdefault(m.group(1), {}).setdefault(v, []).append(float(m.group(3)))
    print(f"## {path}: median ns/op over the interleaved rounds")
    for k, vs in d.items():
        a, b = statistics.median(vs["A"]), statistics.median(vs["B"])
        print(f"  {k:42s} A {a:8.1f}  B {b:8.1f}  B/A {b / a:.3f}  (n={len(vs['A'])})")
    print()
