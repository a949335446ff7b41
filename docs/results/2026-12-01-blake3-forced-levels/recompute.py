#!/usr/bin/env python3
"""Recompute this folder's README figures from the raw matrix JSON files.

Usage: python3 recompute.py   (standard library only; run in this folder)

For each set of runs (final/, held/) and level (avx2 against
official-c-avx2, sse41 against official-c-sse41) it prints each run's
geomean of C time / vilya time over the blake3 rows (as the matrix summary
does), the geomean of the per-row medians over the runs, every row whose
median is below 0.97 (issue 14's bar) with its per-run values, and the rows
whose median ratio against zeebo or lukechampine is below 1, with the
kernel each of those peers ran (the report's header).
"""
import glob, json, math, statistics

SETS = (("final", "03f6166, before the changes below; zeebo unheld"),
        ("held", "f090de6, after them; zeebo held to the level where it can be"))
LEVELS = (("avx2", "official-c-avx2"), ("sse41", "official-c-sse41"))


def load(path):
    d = json.load(open(path))
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in d["rows"]
         if r["group"] == "blake3" and r["ns_median"] is not None}
    return d["env"]["kernels"], t


def ratios(t, peer):
    return {(op, size): ns / t[(op, size, "vilya")] for (op, size, impl), ns in t.items()
            if impl == peer and (op, size, "vilya") in t}


def gm(xs):
    xs = list(xs)
    return math.exp(sum(map(math.log, xs)) / len(xs))


for sub, what in SETS:
    for level, peer in LEVELS:
        files = sorted(glob.glob(f"{sub}/{level}-*.json"))
        if not files:
            continue
        loaded = [load(f) for f in files]
        runs = [ratios(t, peer) for _, t in loaded]
        keys = [k for k in runs[0] if all(k in r for r in runs)]
        med = {k: statistics.median(r[k] for r in runs) for k in keys}
        print(f"## {sub}/ ({what}): vilya forced to {level} against {peer}, {len(files)} runs")
        print("  geomean per run: " + ", ".join(f"{gm(r.values()):.3f}" for r in runs)
              + f"; of the per-row medians {gm(med.values()):.3f} over {len(med)} rows")
        single = [k for k in keys if k[0] != "multicore"]
        print(f"  geomean per run over the {len(single)} single-core rows (the multicore rows left out): "
              + ", ".join(f"{gm(r[k] for k in single):.3f}" for r in runs))
        low = sorted((v, k) for k, v in med.items() if v < 0.97)
        print(f"  rows below 0.97 by median: {len(low)}")
        for v, k in low:
            print(f"    {k[0]} {k[1]}: median {v:.3f}; runs " + ", ".join(f"{r[k]:.3f}" for r in runs))
        lowest = sorted((v, k) for k, v in med.items())[:3]
        print("  lowest medians: " + ", ".join(f"{k[0]} {k[1]} {v:.3f}" for v, k in lowest))
        for o in ("zeebo", "lukechampine"):
            kern = sorted({kern.get(o, "its own choice (not recorded)") for kern, _ in loaded})
            ro = [ratios(t, o) for _, t in loaded]
            mo = {k: statistics.median(r[k] for r in ro) for k in ro[0] if all(k in r for r in ro)}
            behind = sorted((v, k) for k, v in mo.items() if v < 1.0)
            print(f"  rows behind {o} (kernel: {', '.join(kern)}): "
                  + (", ".join(f"{k[0]} {k[1]} {v:.2f}" for v, k in behind) or "none"))
        print()

# native/: one run at the default (AVX-512) level against the official C,
# the one-shot rows (hash, keyed, derive-key) from 16 KiB to 1 MiB (the
# NOTEBOOK's "16 KiB to 1 MiB" band).
# The binary of before this session's changes, which the NOTEBOOK says read
# the same, was run by hand and its output not stored.
for f in sorted(glob.glob("native/native-*.json")):
    _, t = load(f)
    r = ratios(t, "official-c")
    band = sorted((v, k) for k, v in r.items() if 16384 <= k[1] <= 1048576 and k[0] in ("hash", "keyed", "derive-key"))
    print(f"## {f}: default level, official-c / vilya one-shot rows from 16 KiB to 1 MiB ({len(band)} rows): "
          f"{band[0][0]:.3f}-{band[-1][0]:.3f}")
    print("  " + ", ".join(f"{k[0]} {k[1]} {v:.3f}" for v, k in band))
    sc = [v for k, v in r.items() if k[0] != "multicore"]
    print(f"  geomean over the {len(sc)} single-core rows: {gm(sc):.3f}")
