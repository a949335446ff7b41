#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json (avx2
forced), portable/matrix.json and default/matrix.json.

Usage: python3 recompute.py   (from this folder; standard library only)

The per-row table, issue 11's bars and the rows behind a peer are printed
by the previous folder's script (docs/results/2026-12-01-ed25519-avx2-straus/
recompute.py), run here on this folder's files; this script adds the
package's own choice (default/, ifma on this CPU) against the forced avx2
runs, which shows that the dispatch picks the faster backend here.
"""
import glob, json, os, runpy

here = os.path.dirname(os.path.abspath(__file__))
runpy.run_path(os.path.join(here, "..", "2026-12-01-ed25519-avx2-straus", "recompute.py"), run_name="__main__")

def rows(path):
    by = {}
    for x in json.load(open(path))["rows"]:
        if x["group"] == "ed25519" and x["impl"] == "vilya":
            by[(x["op"], x["size"], x["batch"])] = x["ns_median"]
    return by

avx2 = [rows(p) for p in sorted(glob.glob("run*/matrix.json"))]
dflt = rows("default/matrix.json")
print("\nThe package's own choice (default/, one run) against the forced avx2 runs (avx2 time / default time):")
worst = min(min(a[k] for a in avx2) / dflt[k] for k in dflt)
for k in sorted(dflt, key=lambda k: (k[1], k[0], k[2])):
    rs = [a[k] / dflt[k] for a in avx2]
    print(f"  {k[0]:25} {k[1]:5} n={k[2]:<3} default {dflt[k] / 1000:6.2f} µs  {min(rs):.2f}-{max(rs):.2f}")
print(f"  lowest: {worst:.2f}")
