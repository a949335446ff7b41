#!/usr/bin/env python3
"""Recompute this folder's README figures from ab.txt.

Usage: python3 recompute.py   (standard library only; run in this folder)

ab.txt holds three interleaved rounds of two test binaries ("== A" is main,
challenges by sha512x; "== B" by crypto/sha512 one at a time), each round
the go test -bench lines of BenchmarkZZChallenges (zz_tmp_test.go.txt). It
prints, per row, the median µs per signature of each and their ratio, with
every round's value.
"""
import re, statistics, collections

d = collections.defaultdict(lambda: collections.defaultdict(list))
v = None
for line in open("ab.txt"):
    if line.startswith("=="):
        v = line.split()[1]
        continue
    m = re.match(r"(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        d[m.group(1)][v].append(float(m.group(2)))
for k, vs in d.items():
    n = int(re.search(r"/(\d+)x", k).group(1))
    a, b = statistics.median(vs["A"]) / n / 1000, statistics.median(vs["B"]) / n / 1000
    print(f"{k:42s} sha512x {a:6.2f} µs/sig, crypto/sha512 {b:6.2f} µs/sig, ratio {a / b:.3f}"
          f"  (rounds A {[round(x / n / 1000, 1) for x in vs['A']]}, B {[round(x / n / 1000, 1) for x in vs['B']]})")
