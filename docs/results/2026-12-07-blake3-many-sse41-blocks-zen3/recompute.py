#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

Every line is prefixed with its binary: old (60a9378, main before the
change) or new (60a9378 with new.patch: a bound of 12 blocks on the
4-lane kernel; fixed-13.txt: new-13.patch, the same with 13).
fixed-*.txt: zz_fixed_tmp_test.go.txt, BenchmarkZZFixed held to sse41,
n messages of L bytes, Sum256Batch against the loop of Sum256 alternated
in every iteration ("speedup": loop time / batch time), three rounds.
large.txt: zz_large_tmp_test.go.txt, 1024 messages, sse41 and avx2 (the
avx2 path is unchanged: a control), three rounds of two counts.
shapes.txt: zz_mixed_tmp_test.go.txt at sse41 (least of 41 rounds of
five calls; ZZCLASS ZZN as printed), three rounds.
"""
import collections
import re

def fixed(path):
    d = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        m = re.search(r"L=(\d+)/n=(\d+)", f[1])
        d[(int(m.group(1)), int(m.group(2)), f[0])].append(float(f[f.index("speedup") - 1]))
    return d

for path, bound in [("fixed-13.txt", 13), ("fixed-12.txt", 12)]:
    d = fixed(path)
    print(f"{path} (bound {bound}): loop time / batch time at sse41, old range > new range")
    for L in [65, 100, 128, 150, 200, 300, 500]:
        cells = []
        for n in [2, 3, 4, 5, 6, 7, 8, 9, 12]:
            o, w = d[(L, n, "old")], d[(L, n, "new")]
            cells.append(f"{n}: {min(o):.2f}-{max(o):.2f}>{min(w):.2f}-{max(w):.2f}")
        print(f"  L={L:3d} " + " | ".join(cells))

d = fixed("fixed-12.txt")
small = [(L, n) for L in (65, 100, 128) for n in (3, 4, 5, 6)]
lo = lambda v: min(min(d[(L, n, v)]) for L, n in small)
hi = lambda v: max(max(d[(L, n, v)]) for L, n in small)
print(f"3-6 messages of 65-128 bytes at sse41: old {lo('old'):.2f}-{hi('old'):.2f}, new {lo('new'):.2f}-{hi('new'):.2f}")
for n in (3, 5):
    o = [x for L in (65, 100, 128) for x in d[(L, n, "old")]]
    w = [x for L in (65, 100, 128) for x in d[(L, n, "new")]]
    print(f"  n={n}: old {min(o):.2f}-{max(o):.2f}, new {min(w):.2f}-{max(w):.2f}")
o = [x for L in (65, 100, 128) for x in d[(L, 4, "old")]]
w = [x for L in (65, 100, 128) for x in d[(L, 4, "new")]]
print(f"  n=4: old {min(o):.2f}-{max(o):.2f}, new {min(w):.2f}-{max(w):.2f} (the loop now)")
worst = min((min(d[(L, n, 'new')]) - min(d[(L, n, 'old')]), L, n) for L in (150, 200, 300, 500) for n in (2, 3, 4, 5, 6, 7, 8, 9, 12))
print(f"150-500 bytes: largest drop of the least speedup new - old {worst[0]:+.2f} (L={worst[1]}, n={worst[2]})")

t = collections.defaultdict(list)
for line in open("large.txt"):
    f = line.split()
    t[(re.sub(r"-\d+$", "", f[1].split("/", 1)[1]), f[0])].append(float(f[3]))
print("1024 messages, least time new / old (µs old, new):")
for k in sorted({k for k, _ in t}):
    o, w = min(t[(k, "old")]), min(t[(k, "new")])
    print(f"  {k:22s} {w/o:.3f} ({o/1e3:.1f}, {w/1e3:.1f})")

s = collections.defaultdict(list)
for line in open("shapes.txt"):
    f = line.split()
    s[(f[1] + " " + f[2], f[0])].append(float(f[4]))
print("shapes at sse41, least time new / old (ns old, new):")
for k in sorted({k for k, _ in s}):
    o, w = min(s[(k, "old")]), min(s[(k, "new")])
    print(f"  {k:18s} {w/o:.3f} ({o:.0f}, {w:.0f})")
