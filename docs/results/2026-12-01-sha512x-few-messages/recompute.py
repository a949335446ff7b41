#!/usr/bin/env python3
"""Recompute this folder's README figures from few.txt (BenchmarkFewMessages).

Usage: python3 recompute.py   (from this folder; standard library only)

Per kernel, message size and count n: the range over every count of
"speedup" (crypto/sha512's time over the kernel's on the same messages;
below 1 the kernel loses), and the smallest n at which the kernel wins in
every count, which is what minKernelMsgs should be on this CPU.
"""
import re

d = {}
for line in open("few.txt"):
    m = re.match(r"BenchmarkFewMessages/(\w+)/(\d+)/n=(\d+)-\d+\s.*?([\d.]+) speedup", line)
    if m:
        d.setdefault((m.group(1), int(m.group(2))), {}).setdefault(int(m.group(3)), []).append(float(m.group(4)))
for (k, size), by in sorted(d.items()):
    cells = "  ".join(f"n={n} {min(v):.2f}-{max(v):.2f}" for n, v in sorted(by.items()))
    least = min((n for n, v in by.items() if min(v) > 1), default=None)
    print(f"{k:7} {size:5} bytes  {cells}   kernel wins from n={least}")
import statistics
print("\nmedian of the counts at n = 2 (above 1: the kernel is faster than crypto/sha512):")
for (k, size), by in sorted(d.items()):
    print(f"  {k:7} {size:5} bytes  {statistics.median(by[2]):.3f}")

# The gap matrix's sha512 rows before and after (ratio crypto-sha512 / vilya).
import json
def ratios(path):
    by = {}
    for x in json.load(open(path))["rows"]:
        if x["group"] == "sha512":
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
    return {k: v["crypto-sha512"] / v["vilya"] for k, v in by.items()}
before, after = ratios("matrix-before.json"), ratios("matrix-after.json")
print("\ngap matrix, sha512 rows, crypto-sha512 / vilya (before -> after):")
for k in sorted(after, key=lambda k: (k[0], k[1], k[2])):
    print(f"  {k[0]:12} {k[1]:5} n={k[2]:<3} {before[k]:.2f} -> {after[k]:.2f}")
