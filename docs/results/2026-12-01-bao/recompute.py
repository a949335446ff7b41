#!/usr/bin/env python3
"""Recompute the figures of this folder's README (and the repository
README's Bao section) from raw/run-*.json.

Usage: python3 recompute.py   (from this folder; standard library only)

Each run is one `vilya-matrix matrix -group bao` (11 repetitions per cell,
implementations interleaved). Per row it prints each run's median times and
two ratios, the speed of vilya relative to lukechampine.com/blake3/bao
(lukechampine time / vilya time: higher is better for vilya) and relative
to vilya's own Sum256 of the same bytes (Sum256 time / vilya time: 1.0 is
Sum256's speed), then their range over all runs, checked against the
issue's bars (>= 3x lukechampine; >= 0.85x Sum256 for encoding, >= 0.8x for
decoding).
"""
import glob, json
from collections import defaultdict

runs = sorted(glob.glob("raw/run-*.json"))
cells = defaultdict(list)  # (op, size, impl) -> median ns per run
order = []
for path in runs:
    for r in json.load(open(path))["rows"]:
        key = (r["op"], r["size"])
        if key not in order:
            order.append(key)
        cells[(r["op"], r["size"], r["impl"])].append(r["ns_median"])

bar_sum = {"encode": 0.85, "encode-outboard": 0.85, "decode": 0.8, "decode-outboard": 0.8}
print(f"{len(runs)} runs: {', '.join(runs)}")
print(f"{'op':16} {'size':>6}  {'vilya MB/s (runs)':26} {'x lukechampine':22} {'x Sum256':22} bars")
for op, size in order:
    v = cells[(op, size, "vilya")]
    lc = [l / x for l, x in zip(cells[(op, size, "lukechampine")], v)]
    sm = [s / x for s, x in zip(cells[(op, size, "vilya-sum256")], v)]
    mbs = " ".join(f"{size / x * 1e3:.0f}" for x in v)
    ok_lc = "ok" if min(lc) >= 3 else "MISSED"
    ok_sm = "ok" if min(sm) >= bar_sum[op] else ("MISSED" if max(sm) < bar_sum[op] else "mixed")
    print(f"{op:16} {size >> 20:>4}Mi  {mbs:26} {min(lc):5.2f}-{max(lc):5.2f} ({' '.join(f'{x:.2f}' for x in lc)})"
          f"  {min(sm):.2f}-{max(sm):.2f} ({' '.join(f'{x:.2f}' for x in sm)})  3x lc: {ok_lc}; {bar_sum[op]}x Sum256: {ok_sm}")
