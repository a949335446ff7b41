#!/usr/bin/env python3
"""Recompute every figure of this folder's README from raw/.

Usage: python3 recompute.py   (from any folder; standard library only)

raw/single-N.txt: go test -bench at GOMAXPROCS=1, 1 MiB, 64 MiB and 1 GiB
(three iterations each: the 1 MiB rows include a first, cold iteration
and are not what the README quotes), destinations written once before
timing; per run, Sum256's time over each benchmark's.

raw/multi-pP-N.txt: the multi-core benchmarks at GOMAXPROCS=P (1 or 2),
run N of each alternated; per run the speedup (time at 1 / time at 2) of
WriteParallel (Sum256Parallel), EncodeParallel and EncodeOutboardParallel,
and the encoders at 2 against WriteParallel at 2 and Sum256 at 1.
"""
import glob, os, re

os.chdir(os.path.dirname(os.path.abspath(__file__)))

BAR = {"encode": 0.85, "encode-outboard": 0.85, "decode": 0.8, "decode-outboard": 0.8}


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f} ({' '.join(f'{x:.2f}' for x in xs)})"


def verdict(xs, bar):
    return "met" if min(xs) >= bar else ("missed" if max(xs) < bar else "mixed")


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

