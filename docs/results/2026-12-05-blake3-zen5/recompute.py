#!/usr/bin/env python3
"""Issue 29 on AMD Zen 5 (2026-12-05). Reprints every figure of README.md.
grid/raw-main-*.txt and grid/raw-control-*.txt: the WriteParallel grid
(run.sh of docs/results/2026-12-01-blake3-multicore-zen5; control: both
columns hash on one core). Per run: cells from 512 KiB below 0.97 (ratio
of the medians and paired), the least cell, and the speedups at 64 and
256 MiB idle. b3sum/raw-*.txt: paired6.py sets (b3sum time / vilya time).
Usage: python3 recompute.py (standard library)."""
import glob, os, re, statistics as st

os.chdir(os.path.dirname(os.path.abspath(__file__)))
ROW = re.compile(r"\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)$")

def cells(path):
    out, sec = {}, None
    for line in open(path):
        m = re.match(r"== \S+ (cold|repeated) (idle|pinned|procs8)", line)
        if m:
            sec = (m.group(1), m.group(2))
            continue
        m = ROW.match(line)
        if m and sec:
            out[sec + (int(m.group(1)),)] = (float(m.group(2)), float(m.group(3)))
    return out

for grid in ("control", "main"):
    files = sorted(glob.glob(f"grid/raw-{grid}-*.txt"))
    print(f"{grid}: {len(files)} runs")
    big = {"median": [], "paired": []}
    for f in files:
        c = cells(f)
        small = {k: v for k, v in c.items() if k[2] >= 512 << 10}
        assert len(small) == 60, (f, len(small))
        for est, i in (("median", 0), ("paired", 1)):
            v = [x[i] for x in small.values()]
            below = sorted((x[i], k) for k, x in small.items() if x[i] < 0.97)
            desc = ", ".join(f"{k[0]}/{k[1]} {k[2] >> 10} KiB {x:.2f}" for x, k in below)
            print(f"  {os.path.basename(f)} {est}: {len(below)} of 60 cells below 0.97, least {min(v):.2f}" + (f" ({desc})" if desc else ""))
            big[est] += [x[i] for k, x in c.items() if k[1] == "idle" and k[2] >= 64 << 20]
    for est in ("median", "paired"):
        low = sorted(x for x in big[est] if x < 1.85)
        print(f"  idle from 64 MiB ({est}): {min(big[est]):.2f}-{max(big[est]):.2f}, "
              f"{len(big[est]) - len(low)} of {len(big[est])} cells at least 1.85" + (f" (the others {', '.join(f'{x:.2f}' for x in low)})" if low else ""))

print("\nb3sum/raw-fresh-*.txt: a 1 GiB file written just before (head -c ... /dev/urandom), paired6.py sets of 12 rounds; b3sum time / vilya time")
for f in sorted(glob.glob("b3sum/raw-fresh-*.txt")):
    for line in open(f):
        m = re.match(r"threads=(\S+) (vilya|vilya-read): b3sum/\S+ ratio of medians ([\d.]+), median of paired ratios ([\d.]+) \(min ([\d.]+), max ([\d.]+)\)", line)
        if m:
            print(f"  {os.path.basename(f)} threads={m.group(1)} {m.group(2)}: medians {m.group(3)}, paired median {m.group(4)} (rounds {m.group(5)}-{m.group(6)})")
    for line in open(f):
        m = re.match(r"median (b3sum|vilya) threads=(\S+) ([\d.]+) ms", line)
        if m:
            print(f"    {m.group(1)} threads={m.group(2)} median {m.group(3)} ms")

import json
print("\nmatrix/blake3-*.json: five fresh processes of the blake3 group")
runs, paired = [], []
for p in sorted(glob.glob("matrix/blake3-*.json")):
    t, q = {}, {}
    for r in json.load(open(p))["rows"]:
        if r["ns_median"]:
            t[(r["op"], r["size"], r["impl"])] = r["ns_median"]
            if "ratio_paired_median" in r:
                q[(r["op"], r["size"], r["impl"])] = r["ratio_paired_median"]
    runs.append(t)
    paired.append(q)
for op in ("process-1-thread", "process-all-threads"):
    v = [t[(op, 256 << 20, "b3sum")] / t[(op, 256 << 20, "vilya")] for t in runs]
    w = [q[(op, 256 << 20, "b3sum")] for q in paired]
    vt = [t[(op, 256 << 20, "vilya")] / 1e6 for t in runs]
    print(f"  {op} 256 MiB: b3sum/vilya {', '.join(f'{x:.2f}' for x in v)} (range {min(v):.2f}-{max(v):.2f}; "
          f"paired medians {min(w):.2f}-{max(w):.2f}; vilya {min(vt):.1f}-{max(vt):.1f} ms) (bar 1.0)")
dk = []
for i, t in enumerate(runs):
    v = [t[("derive-key", s, "official-c")] / t[("derive-key", s, "vilya")] for s in (0, 1, 32, 64)]
    dk += v
    print(f"  run {i + 1}: derive-key 0, 1, 32, 64 B, official C / vilya: {', '.join(f'{x:.2f}' for x in v)}")
print(f"  derive-key 0-64 B over the runs: {min(dk):.2f}-{max(dk):.2f} (bar 1.0 in each of five processes)")

print("\nREADME details:")
mains = [cells(f) for f in sorted(glob.glob("grid/raw-main-*.txt"))]
iso = [c[k][1] for c in mains for k in c if k[:2] == ("cold", "idle") and (512 << 10) <= k[2] <= (32 << 20)]
rep = [c[k][1] for c in mains for k in c if k[:2] == ("repeated", "idle") and (8 << 20) <= k[2] <= (16 << 20)]
print(f"  isolated idle calls 512 KiB-32 MiB, paired: {min(iso):.2f}-{max(iso):.2f}; repeated idle 8-16 MiB, paired: {min(rep):.2f}-{max(rep):.2f}")
rr = []
for f in sorted(glob.glob("b3sum/raw-fresh-*.txt")):
    r = {}
    for line in open(f):
        m = re.match(r"threads=(\S+) (vilya|vilya-read): b3sum/\S+ ratio of medians ([\d.]+)", line)
        if m:
            r[(m.group(1), m.group(2))] = float(m.group(3))
    rr += [r[(t, "vilya-read")] / r[(t, "vilya")] for t in ("1", "all")]
print(f"  vilya mapping time / vilya reading time (ratio of medians): {min(rr):.2f}-{max(rr):.2f}")
