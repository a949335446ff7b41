#!/usr/bin/env python3
"""Recompute this folder's README figures (and the README Status row for
BLAKE3 against its peers) from run*/matrix.json.

Usage: python3 recompute.py   (from this folder; standard library only)

Ratio = peer median time / vilya median time, per row, as the matrix
prints it. "Single-core" rows are every blake3 row except the multicore
and whole-process ones (44 of the 46 rows the matrix summary counts
against official C). Every run is included; nothing is dropped.
"""
import glob, json, math, os, re, statistics

def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))

def ratios(path, group, peer, pred=lambda op: True):
    d = json.load(open(path))
    by = {}
    for x in d["rows"]:
        if x["group"] == group:
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
    return {k: v[peer] / v["vilya"] for k, v in by.items()
            if peer in v and "vilya" in v and pred(k[0])}

def single(op):
    return not op.startswith("multicore") and not op.startswith("process")

def size(n):
    for unit, s in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= s and n % s == 0:
            return f"{n // s} {unit}"
    return str(n)

runs = sorted(glob.glob("run*/matrix.json"), key=lambda p: int(re.findall(r"\d+", p)[0]))
print(f"{len(runs)} runs: {', '.join(os.path.dirname(r) for r in runs)}\n")

print("BLAKE3 against official C, single-core rows (win > 1.05, loss < 0.95):")
per_row = {}
gms = []
for r in runs:
    rs = ratios(r, "blake3", "official-c", single)
    allrs = ratios(r, "blake3", "official-c")
    w = sum(x > 1.05 for x in rs.values()); l = sum(x < 0.95 for x in rs.values())
    g = geomean(rs.values()); gms.append(g)
    print(f"  {os.path.dirname(r):6} rows {len(rs)} wins {w} ties {len(rs)-w-l} losses {l} "
          f"geomean {g:.2f} (all {len(allrs)} rows incl. multicore/process: {geomean(allrs.values()):.2f})")
    for k, x in rs.items():
        per_row.setdefault(k, []).append(x)
print(f"  range of the single-core geomean: {min(gms):.2f}-{max(gms):.2f}")
meds = {k: statistics.median(v) for k, v in per_row.items()}
low = sorted((m, k) for k, m in meds.items() if m < 0.98)
print(f"  rows whose median over the runs is below 0.98 ({len(low)}), below 0.95: "
      f"{sum(m < 0.95 for m in meds.values())}; lowest median {min(meds.values()):.2f}")
for m, k in low:
    print(f"    {k[0]} {size(k[1])}: " + " ".join(f"{x:.2f}" for x in per_row[k]) + f"  median {m:.2f}")
print("  rows below 0.95 in each run:", [sum(x < 0.95 for x in ratios(r, "blake3", "official-c", single).values()) for r in runs])
print("  lowest single-run row:", f"{min(min(v) for v in per_row.values()):.2f}")

for peer in ("zeebo", "lukechampine"):
    g = [geomean(ratios(r, "blake3", peer, single).values()) for r in runs]
    lo = min(min(ratios(r, "blake3", peer, single).values()) for r in runs)
    print(f"\nBLAKE3 against {peer}, single-core rows: geomean {min(g):.2f}-{max(g):.2f}, lowest row of any run {lo:.2f}")

print("\nBLAKE3 multicore and whole-process rows (vilya all cores):")
for r in runs:
    mc = ratios(r, "blake3", "official-c", lambda op: op.startswith("multicore"))
    pr = ratios(r, "blake3", "b3sum", lambda op: op.startswith("process"))
    print(f"  {os.path.dirname(r):6} " + " ".join(f"{k[0]} {size(k[1])} x{v:.2f} vs C" for k, v in sorted(mc.items())) +
          " | " + " ".join(f"{k[0]} {size(k[1])} x{v:.2f} vs b3sum" for k, v in sorted(pr.items())))

print("\nOther groups (runs that hold them):")
for r in runs:
    d = json.load(open(r))
    for s in d.get("summary", []):
        if s["group"] != "blake3":
            print(f"  {os.path.dirname(r):6} {s['group']} vs {s['peer']}: rows {s['rows']} geomean {s['geomean']:.2f}")
    for peer in ("stdlib", "voi"):
        v = ratios(r, "ed25519", peer, lambda op: op == "verify")
        if v:
            print(f"  {os.path.dirname(r):6} ed25519 verify (cold, one signature) vs {peer}: " +
                  " ".join(f"{size(k[1])} B x{x:.2f}" for k, x in sorted(v.items())))
