#!/usr/bin/env python3
"""Recompute every figure of this folder's README from raw/.

Usage: python3 recompute.py   (from this folder; standard library only)

raw/A-N.json, raw/B-N.json: the gap matrix's bao group (11 repetitions per
cell, implementations interleaved, single-core rows timed by thread CPU
time), A built at fc14c77 (main), B at this branch, alternated A, B, A, B,
A, B. Per row: vilya's speed relative to vilya's own Sum256 of the same
bytes (Sum256 time / vilya time; 1.0 is Sum256's speed) and to
lukechampine.com/blake3/bao (its time / vilya's), per run and as ranges.

raw/single-N.txt: go test -bench at GOMAXPROCS=1, 1 MiB, 64 MiB and 1 GiB,
destinations written once before timing; per run, Sum256's time over each
benchmark's.

raw/multi-pP-N.txt: the multi-core benchmarks at GOMAXPROCS=P (1 or 2),
run N of each alternated; per run the speedup (time at 1 / time at 2) of
WriteParallel (Sum256Parallel), EncodeParallel and EncodeOutboardParallel,
and the single-core Encode / EncodeOutboard at 2 against Sum256 at 1.

raw/probe.txt: plain copies (probe.go), reprinted.
"""
import glob, json, os, re

os.chdir(os.path.dirname(os.path.abspath(__file__)))
from collections import defaultdict

BAR = {"encode": 0.85, "encode-outboard": 0.85, "decode": 0.8, "decode-outboard": 0.8}


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f} ({' '.join(f'{x:.2f}' for x in xs)})"


def verdict(xs, bar):
    return "met" if min(xs) >= bar else ("missed" if max(xs) < bar else "mixed")


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


print("== Gap matrix, bao group ==")
fa, order, A = load("A")
fb, _, B = load("B")
print(f"A runs: {', '.join(fa)}\nB runs: {', '.join(fb)}")
print(f"{'op':16} {'size':>6}  {'B x Sum256':28} {'A x Sum256':28} {'B x lukechampine':30} bars (B)")
allx = {}
for op, size in order:
    bs = [s / x for s, x in zip(B[(op, size, "vilya-sum256")], B[(op, size, "vilya")])]
    as_ = [s / x for s, x in zip(A[(op, size, "vilya-sum256")], A[(op, size, "vilya")])]
    bl = [l / x for l, x in zip(B[(op, size, "lukechampine")], B[(op, size, "vilya")])]
    al = [l / x for l, x in zip(A[(op, size, "lukechampine")], A[(op, size, "vilya")])]
    print(f"{op:16} {size >> 20:>4}Mi  {rng(bs):28} {rng(as_):28} {rng(bl):30} "
          f"{BAR[op]}x: {verdict(bs, BAR[op])} (A+B: {verdict(bs + as_, BAR[op])}); 3x lc: {verdict(bl + al, 3)}")
    allx.setdefault("sum256", []).extend(bs + as_)
    allx.setdefault("lc", []).extend(bl + al)
print(f"A and B together: x lukechampine {min(allx['lc']):.1f}-{max(allx['lc']):.1f}")


def bench(path):
    out = {}  # (name, size KiB) -> ns/op
    for line in open(path):
        m = re.match(r"Benchmark([\w/]+?)/(\d+)KiB(?:-\d+)?\s+\d+\s+(\d+(?:\.\d+)?) ns/op", line)
        if m:
            out[(m.group(1), int(m.group(2)))] = float(m.group(3))
    return out


SIZES = [(1024, "1 MiB"), (65536, "64 MiB"), (1048576, "1 GiB")]
print("\n== Single core (GOMAXPROCS=1), Sum256 time / time ==")
sf = sorted(glob.glob("raw/single-*.txt"))
runs = [bench(p) for p in sf]
print(f"runs: {', '.join(sf)}")
names = [("Encode", "encode"), ("EncodeOutboard", "encode-outboard"), ("EncodeTo/discard", "encode"),
         ("EncodeTo/buffer", "encode"), ("Decode", "decode"), ("DecodeOutboard", "decode-outboard")]
for kib, label in SIZES:
    sums = ' '.join(f"{r[('Sum256', kib)] / 1e6:.2f}" for r in runs)
    print(f"{label}: Sum256 {sums} ms")
    for name, op in names:
        xs = [r[("Sum256", kib)] / r[(name, kib)] for r in runs if (name, kib) in r]
        ms = ' '.join(f"{r[(name, kib)] / 1e6:.2f}" for r in runs if (name, kib) in r)
        print(f"  {name:18} {ms:>26} ms  x Sum256 {rng(xs)}  {BAR[op]}x: {verdict(xs, BAR[op])}")

print("\n== Multi-core: speedup at GOMAXPROCS=2 over 1 (paired by run) ==")
p1 = [bench(p) for p in sorted(glob.glob("raw/multi-p1-*.txt"))]
p2 = [bench(p) for p in sorted(glob.glob("raw/multi-p2-*.txt"))]
print(f"runs: {len(p1)} at 1, {len(p2)} at 2")
for kib, label in SIZES[1:]:
    print(label)
    for name in ["Sum256Parallel", "EncodeParallel", "EncodeOutboardParallel"]:
        sp = [a[(name, kib)] / b[(name, kib)] for a, b in zip(p1, p2)]
        t2 = ' '.join(f"{b[(name, kib)] / 1e6:.2f}" for b in p2)
        print(f"  {name:24} speedup {rng(sp)}  (ms at 2: {t2})")
    for name in ["EncodeParallel", "EncodeOutboardParallel"]:
        xs = [b[("Sum256Parallel", kib)] / b[(name, kib)] for b in p2]
        print(f"  {name:24} at 2: WriteParallel time / time {rng(xs)}")
        xs = [a[("Sum256", kib)] / b[(name, kib)] for a, b in zip(p1, p2)]
        print(f"  {name:24} at 2: single-core Sum256 time / time {rng(xs)}")

print("\n== probe.go ==")
for line in open("raw/probe.txt"):
    if line.startswith("size"):
        print(line.rstrip())
