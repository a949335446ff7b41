#!/usr/bin/env python3
"""Issue 27's Zen 5 figures at 2ba69a1 (the halves engine, hot keys under
the cofactored profiles, cofactored groups encoding R' first): three
fresh processes of the gap matrix's ed25519 group (matrix/matrix-N.json
and .md, run.sh), Narya c265ee9 forced to r51. A cell is peer time /
vilya time (above 1: vilya is faster), the range over the runs. The
helpers follow ../2026-12-05-readme-zen5-refresh/recompute.py.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        t = {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}
        out.append(t)
    return out


def rng(xs, fmt="{:.2f}"):
    if not xs:
        return "–"
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "–" + hi


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


ed = load("matrix/matrix-*.json")
print(f"== Issue 27 on Zen 5 at 2ba69a1, {len(ed)} runs: Narya time / vilya time and crypto/ed25519 time / vilya time")
BARS = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
OPS = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
keys = sorted({k[1:4] for t in ed for k in t if k[0] == "ed25519" and k[1] in OPS},
              key=lambda k: (k[1], OPS.index(k[0]), k[2]))
low = {}
print("| op | size | n | vilya µs | narya/vilya | stdlib/vilya | bars in every run |")
print("|---|--:|--:|---|---|---|---|")
for k in keys:
    key = ("ed25519",) + k
    v = [t[key + ("vilya",)] / 1e3 for t in ed]
    na, sa = ratios(ed, key, "narya"), ratios(ed, key, "stdlib")
    held = ["narya>=1.15 " + ("yes" if min(na) >= 1.15 else "NO")]
    if k[2] in BARS and k[0] != "verify":
        held.append(f"stdlib>={BARS[k[2]]} " + ("yes" if min(sa) >= BARS[k[2]] else "NO"))
    low[k] = min(na)
    print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(v, '{:.1f}')} | {rng(na)} | {rng(sa)} | {', '.join(held)} |")
kmin = min(low, key=low.get)
print(f"lowest Narya time / vilya time: {low[kmin]:.3f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); rows under 1.15 in some run: "
      f"{sum(1 for w in low.values() if w < 1.15)} of {len(low)}")
for op in ("verify-batch", "verify-batch-fips186-5"):
    for size in (200, 1232):
        key = ("ed25519", op, size, 64)
        rel = [t[key + ("vilya",)] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in ed]
        print(f"  item 4, {op} {size} B n = 64: crypto/ed25519 {rng(ratios(ed, key, 'stdlib'))}x, {rng(rel)} of StdlibCompat's time")
for size in (200, 1232):
    w = [t[("ed25519", "verify-batch-warm", size, 64, "vilya")] for t in ed]
    c = [t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in ed]
    h = [t[("ed25519", "verify-hot-key", size, 1, "vilya")] for t in ed]
    s = [t[("ed25519", "verify", size, 1, "vilya")] for t in ed]
    print(f"  item 3, {size} B: warm 64 {rng([x / 1e3 for x in w])} µs, cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)])}; "
          f"hot {rng([x / 1e3 for x in h])} µs, cold Verify / hot {rng([a / b for a, b in zip(s, h)])}")
