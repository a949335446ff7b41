#!/usr/bin/env python3
"""Reprint the figures of README.md from the gap-matrix runs beside this
file (Python 3, standard library only): for every single-core row and
peer, the spread over the runs (greatest over least, less 1) of the ratio of the
medians and of the repetitions' own ratios' median (ratio_paired_median),
and the official C's one-shot rows by both."""
import glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = sorted(glob.glob(os.path.join(HERE, "blake3-*.json")))


def load(p):
    return {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r for r in json.load(open(p))["rows"]}


runs = [load(p) for p in FILES]
assert len(runs) >= 3, len(runs)
SINGLE = lambda op: not op.startswith("process") and op != "multicore"

spread = {"medians": [], "paired": []}
cells = 0
steadier = 0
for k in sorted(runs[0]):
    g, op, size, batch, impl = k
    if impl == "vilya" or not SINGLE(op) or runs[0][k]["ns_median"] is None:
        continue
    rm = [t[k]["ns_median"] / t[k[:4] + ("vilya",)]["ns_median"] for t in runs]
    rp = [t[k]["ratio_paired_median"] for t in runs]
    spread["medians"].append(max(rm) / min(rm) - 1)
    spread["paired"].append(max(rp) / min(rp) - 1)
    cells += 1
    steadier += max(rp) / min(rp) < max(rm) / min(rm)
print(f"== {len(runs)} runs, {cells} single-core row-peer cells")
for name, xs in spread.items():
    xs = sorted(xs)
    print(f"  spread over the runs, {name:>7}: median {100 * statistics.median(xs):.1f} %, "
          f"90th percentile {100 * xs[int(0.9 * len(xs))]:.1f} %, greatest {100 * xs[-1]:.1f} %")
print(f"  cells whose paired median spreads less than the ratio of the medians: {steadier} of {cells}")

print("one-shot rows (hash, keyed, derive-key) against the official C, per size, range over runs and ops:")
print(f"  {'size':>8}  {'ratio of medians':>17}  {'paired median':>14}")
for size in (64, 1024, 4096, 16384, 65536, 262144, 1 << 20):
    rm, rp = [], []
    for t in runs:
        for op in ("hash", "keyed", "derive-key"):
            k = ("blake3", op, size, 0)
            rm.append(t[k + ("official-c",)]["ns_median"] / t[k + ("vilya",)]["ns_median"])
            rp.append(t[k + ("official-c",)]["ratio_paired_median"])
    print(f"  {size:>8}  {min(rm):.3f}-{max(rm):.3f}       {min(rp):.3f}-{max(rp):.3f}")
print("cells below 0.97 by each measure, per run (single-core rows, every peer):")
for i, t in enumerate(runs, 1):
    bm = [k for k in t if k[4] != "vilya" and SINGLE(k[1]) and t[k]["ns_median"] is not None
          and t[k]["ns_median"] / t[k[:4] + ("vilya",)]["ns_median"] < 0.97]
    bp = [k for k in t if k[4] != "vilya" and SINGLE(k[1]) and t[k].get("ratio_paired_median") is not None
          and t[k]["ratio_paired_median"] < 0.97]
    fmt = lambda ks: ", ".join(f"{k[1]} {k[2]} vs {k[4]}" for k in sorted(ks)) or "none"
    print(f"  run {i}: ratio of medians {len(bm)} ({fmt(bm)}); paired {len(bp)} ({fmt(bp)})")
