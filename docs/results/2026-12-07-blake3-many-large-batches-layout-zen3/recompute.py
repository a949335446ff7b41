#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

round-R.txt: BenchmarkZZReg (zz_reg_test.go.txt: Sum256Batch of 1024
messages of 100 bytes, of 0-128 bytes, of 64 bytes), each line prefixed
with the binary: old (c59578c's library), bd (bd5a476), new (1ddc6a6,
the library code of 605060b). round-2.txt also carries a second label
("avx2" or "sse41") that is the VILYA_KERNELS the runs were given; test
binaries of the library do not read that variable (only cmd/vilya and
bench do), so every line ran the auto-selected AVX2 kernels and both
labels count alike here. round-4.txt: BenchmarkZZReg2
(zz_reg2_test.go.txt, a third test file: the same 1024 messages of 100
bytes allocated one by one, in one buffer, and as manyMsg makes them).
mixed-harness.txt: the previous folder's zz_mixed_tmp_test.go.txt
(../2026-12-07-blake3-many-small-batches-zen3) linked into each library,
ZZCLASS=fixed100 and upto:128, ZZN=1024, ZZKERNEL=avx2: least and median
of 41 rounds, each the least of five calls.
"""
import glob
import re

times = {}  # (shape, binary) -> [ns/op]
for path in sorted(glob.glob("round-*.txt")):
    for line in open(path):
        f = line.split()
        m = re.match(r"BenchmarkZZReg2?/(\S+)-\d+$", next(x for x in f if x.startswith("Benchmark")))
        if "ZZReg2" in line:
            m = re.match(r"(.*)", "reg2:" + m.group(1))
        ns = float(f[f.index("ns/op") - 1])
        times.setdefault((m.group(1), f[0]), []).append(ns)

print("Sum256Batch, 1024 messages, ns per call: least (range) [runs]")
for shape in ["100Bx1024", "0-128Bx1024", "64Bx1024"]:
    for b in ["old", "bd", "new"]:
        t = times.get((shape, b))
        if t:
            print(f"  {shape:12s} {b:4s} {min(t)/1e3:6.1f} µs ({min(t)/1e3:.1f}-{max(t)/1e3:.1f}) [{len(t)}]")
    o = times[(shape, "old")]
    n = times[(shape, "new")]
    print(f"  {shape:12s} least new/old {min(n)/min(o):.3f}")
    if (shape, "bd") in times:
        print(f"  {shape:12s} least bd/old {min(times[(shape, 'bd')])/min(o):.3f}")

print("third test file (round-4.txt), least (range):")
for shape in ["reg2:100Bx1024", "reg2:100Bx1024contig", "reg2:100Bx1024manyMsg"]:
    o, n = times[(shape, "old")], times[(shape, "new")]
    print(f"  {shape[5:]:18s} old {min(o)/1e3:.1f} ({min(o)/1e3:.1f}-{max(o)/1e3:.1f}) new {min(n)/1e3:.1f} ({min(n)/1e3:.1f}-{max(n)/1e3:.1f}) least new/old {min(n)/min(o):.3f}")

mix = {}
for line in open("mixed-harness.txt"):
    f = line.split()
    mix.setdefault((f[1], f[0]), []).append(float(f[3]))
print("previous folder's harness (mixed-harness.txt), least of the least rounds:")
for c in ["fixed100", "upto:128"]:
    o = min(mix[(c, "old")])
    print(f"  {c:9s} old {o/1e3:.1f} µs, bd/old {min(mix[(c, 'bd')])/o:.3f}, new/old {min(mix[(c, 'new')])/o:.3f}")

olds = [min(times[("100Bx1024", "old")]), min(times[("reg2:100Bx1024", "old")]), min(mix[("fixed100", "old")])]
news = [min(times[("100Bx1024", "new")]), min(times[("reg2:100Bx1024", "new")]), min(mix[("fixed100", "new")])]
print(f"1024 of 100 bytes, least by test file linked in: old {min(olds)/1e3:.1f}-{max(olds)/1e3:.1f} µs "
      f"(spread {max(olds)/min(olds):.3f}), new {min(news)/1e3:.1f}-{max(news)/1e3:.1f} (spread {max(news)/min(news):.3f})")
print("new/old by test file: " + ", ".join(f"{n/o:.3f}" for n, o in zip(news, olds)))
