#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json (./run.sh).

Usage: python3 recompute.py   (from this folder; standard library only)

For every row (verify, verify-batch-stdlibcompat, verify-batch-dalekstrict;
200 and 1232 bytes; n = 1, 2, 4, 8, 16, 64) it prints, over the runs: vilya's
and Narya's µs per signature (the range of the medians), and the ranges of
the per-run ratios narya/vilya and crypto-ed25519/vilya (peer time / vilya
time: above 1 vilya is faster), then which of issue 27's Zen 5 bars hold
in every run: vilya >= 1.15x Narya on every row, and against crypto/ed25519
n=64 >= 8.5x, n=8 >= 8x, n=4 >= 4.5x, n=2 >= 4x, n=1 >= 2.4x (the issue
states them for the cofactorless batches at 1232 bytes; they are printed for
both sizes and both profiles).
"""
import glob, json

runs = sorted(glob.glob("run*/matrix.json"))
data = []
for p in runs:
    by = {}
    for x in json.load(open(p))["rows"]:
        if x["group"] == "ed25519" and x["ns_median"] is not None:
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"] / 1000
    data.append(by)
print(f"{len(data)} runs: {', '.join(runs)}")

def rng(v, f="{:.2f}"):
    return (f + "-" + f).format(min(v), max(v))

bars = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
ops = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
keys = sorted(data[0], key=lambda k: (k[1], ops.index(k[0]), k[2]))
print("\n| op | size | n | vilya µs | narya µs | crypto/ed25519 µs | vilya/narya speed | vilya/crypto-ed25519 speed | bar vs stdlib | bars hold |")
print("|---|--:|--:|---|---|---|---|---|--:|---|")
for k in keys:
    v = [d[k]["vilya"] for d in data]
    n = [d[k]["narya"] for d in data]
    s = [d[k]["stdlib"] for d in data]
    rn = [d[k]["narya"] / d[k]["vilya"] for d in data]
    rs = [d[k]["stdlib"] / d[k]["vilya"] for d in data]
    bar = bars.get(k[2])
    held = []
    held.append("narya " + ("yes" if min(rn) >= 1.15 else "no"))
    if bar is not None:
        held.append("stdlib " + ("yes" if min(rs) >= bar else "no"))
    print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(v)} | {rng(n)} | {rng(s, '{:.1f}')} | {rng(rn)} | {rng(rs)} | {bar if bar else '-'} | {', '.join(held)} |")

# The profiles: flat shares of the functions the README's table groups.
groups = [
    ("doublings", ["point8DoubleIFMA"]),
    ("additions", ["point8AddNoTIFMA", "point8AddIFMA"]),
    ("table lookups", ["selectLanesIFMA", "selectCompactIFMA"]),
    ("fe8SqrIFMA", ["fe8SqrIFMA"]),
    ("signedWindows", ["signedWindows"]),
    ("walkChain and the chain's closures", ["walkChain", "doubleBaseMult.func1", "doubleBaseMult.func2", "doubleBaseMult.func3"]),
]
for n in (8, 64):
    flat = {}
    for line in open(f"profile-n{n}.txt"):
        f = line.split()
        if len(f) == 6 and f[1].endswith("%") and "." in f[5]:
            flat[f[5].rsplit(".", 1)[-1] if "(*" not in f[5] else f[5].split(").", 1)[-1]] = float(f[1][:-1])
    print(f"\nprofile n={n} (flat % of samples):")
    for name, fns in groups:
        print(f"  {name}: {sum(flat.get(fn, 0) for fn in fns):.1f} %")
