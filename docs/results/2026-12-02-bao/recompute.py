#!/usr/bin/env python3
"""Recompute every figure of this folder's README (and the repository
README's Bao line) from raw/.

Usage: python3 recompute.py   (from this folder; standard library only)

raw/A-N.json and raw/B-N.json: the gap matrix's bao group (11 repetitions
per cell, implementations interleaved, single-core rows timed by thread CPU
time), A built at e42d27a (content copied between the combined encoding
and a contiguous buffer), B at 3a6cd63 (chunks hashed where they lie), run
N of each alternated A, B, A, B, A, B. Per row it prints, per run, vilya's
speed relative to vilya's own Sum256 of the same bytes (Sum256 time /
vilya time: 1.0 is Sum256's speed) and to lukechampine.com/blake3/bao
(lukechampine time / vilya time), their ranges, and B's gain over A: B's
ratio to Sum256 over A's, paired by run (each against the Sum256 of its
own run, so that the VM's drift between runs cancels). The bars: >= 0.85x Sum256 for
encoding, >= 0.8x for decoding, >= 3x lukechampine.

raw/gib-N.txt: `go test -bench` at 1 GiB (B's code, 3 timed iterations
per benchmark, GOMAXPROCS=1); per run the same ratio to Sum256.
"""
import glob, json, re
from collections import defaultdict

BAR = {"encode": 0.85, "encode-outboard": 0.85, "decode": 0.8, "decode-outboard": 0.8}


def load(v):
    cells = defaultdict(list)  # (op, size, impl) -> median ns per run
    order = []
    files = sorted(glob.glob(f"raw/{v}-*.json"))
    for path in files:
        for r in json.load(open(path))["rows"]:
            key = (r["op"], r["size"])
            if key not in order:
                order.append(key)
            cells[(r["op"], r["size"], r["impl"])].append(r["ns_median"])
    return files, order, cells


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f} ({' '.join(f'{x:.2f}' for x in xs)})"


fa, order, A = load("A")
fb, _, B = load("B")
print(f"A runs: {', '.join(fa)}\nB runs: {', '.join(fb)}\n")
print(f"{'op':16} {'size':>6}  {'B x Sum256':28} {'A x Sum256':28} {'B x lukechampine':30} {'B gain over A':26} bar")
for op, size in order:
    bv, av = B[(op, size, "vilya")], A[(op, size, "vilya")]
    bs = [s / x for s, x in zip(B[(op, size, "vilya-sum256")], bv)]
    as_ = [s / x for s, x in zip(A[(op, size, "vilya-sum256")], av)]
    bl = [l / x for l, x in zip(B[(op, size, "lukechampine")], bv)]
    sp = [b / a for a, b in zip(as_, bs)]
    bar = BAR[op]
    ok = "met" if min(bs) >= bar else ("missed" if max(bs) < bar else "mixed")
    print(f"{op:16} {size >> 20:>4}Mi  {rng(bs):28} {rng(as_):28} {rng(bl):30} {rng(sp):26} {bar}x: {ok}; 3x lc: {'met' if min(bl) >= 3 else 'missed'}")

print("\n1 GiB (go test -bench, B's code): Sum256 time / time, per run")
gib = defaultdict(list)  # name -> ns/op per run
gf = sorted(glob.glob("raw/gib-*.txt"))
for path in gf:
    for line in open(path):
        m = re.match(r"Benchmark(\w+)/1048576KiB\S*\s+\d+\s+(\d+(?:\.\d+)?) ns/op", line)
        if m:
            gib[m.group(1)].append(float(m.group(2)))
print(f"runs: {', '.join(gf)}")
print(f"Sum256: {' '.join(f'{x / 1e6:.0f}' for x in gib['Sum256'])} ms")
names = {"Encode": "encode", "EncodeOutboard": "encode-outboard", "Decode": "decode", "DecodeOutboard": "decode-outboard"}
for name, op in names.items():
    r = [s / x for s, x in zip(gib["Sum256"], gib[name])]
    if not r:
        print(f"{op:16} not measured")
        continue
    bar = BAR[op]
    ok = "met" if r and min(r) >= bar else ("missed" if r and max(r) < bar else "mixed")
    print(f"{op:16} {' '.join(f'{x / 1e6:.0f}' for x in gib[name])} ms  x Sum256 {rng(r)}  {bar}x: {ok}")
