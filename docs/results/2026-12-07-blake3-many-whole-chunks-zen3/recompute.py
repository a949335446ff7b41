#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

grid-*.txt: sumLanes forced against the loop of Sum256 (pairedBatch:
"speedup" is loop time / lanes time), 6b6a974's scheduler, n messages of L
bytes, sse41 and avx2: grid-pairs.txt (zz_grid_pairs, n = 2, 500 B to 4
KiB, three runs), grid-kib.txt (zz_grid_kib, 2-8 KiB, three runs),
grid-partial.txt (zz_grid_partial, around 4 and 8 KiB, two runs).
fixed.txt: zz_fixed, Sum256Batch against the loop, binaries "old"
(6b6a974) and "new" (6b6a974 with new.patch), alternated, three rounds.
large.txt: zz_large, 1024 messages of random lengths, least times, three
rounds of two counts.
"""
import collections
import re

def grid(path):
    d = collections.defaultdict(list)
    for line in open(path):
        f = line.split()
        m = re.search(r"ZZGrid/(\w+)/L=(\d+)/n=(\d+)", f[0])
        d[(m.group(1), int(m.group(2)), int(m.group(3)))].append(float(f[f.index("speedup") - 1]))
    return d

def rng(v):
    return f"{min(v):.2f}-{max(v):.2f}"

g = grid("grid-pairs.txt")
print("two messages forced into the lanes (grid-pairs.txt), lanes speedup over the loop:")
for k in ("avx2", "sse41"):
    print(f"  {k}: " + ", ".join(f"{L} B {rng(g[(k, L, 2)])}" for L in (500, 560, 600, 800, 1024, 2048, 4096)))
g = grid("grid-kib.txt")
g.update(grid("grid-partial.txt"))
print("whole chunks filling whole calls, forced into the lanes:")
for k, L in (("sse41", 4096), ("sse41", 8192), ("avx2", 8192)):
    v = [x for n in (2, 3, 4, 8, 16) for x in g.get((k, L, n), [])]
    print(f"  {k} {L} B, n = 2-16: {rng(v)}")
print("a byte less or more, forced into the lanes:")
for k, L in (("sse41", 4095), ("sse41", 8191), ("avx2", 4095), ("avx2", 8191), ("sse41", 3073)):
    print(f"  {k} {L} B: " + ", ".join(f"n={n} {rng(g[(k, L, n)])}" for n in (2, 4, 8)))

d = collections.defaultdict(list)
for line in open("fixed.txt"):
    f = line.split()
    m = re.search(r"L=(\d+)/n=(\d+)/kernel=(\w+)", f[1])
    d[(m.group(3), int(m.group(1)), int(m.group(2)), f[0])].append(float(f[f.index("speedup") - 1]))
print("Sum256Batch / loop (fixed.txt), old > new, n = 2-16:")
for k in ("sse41", "avx2"):
    for L in (4095, 4096, 5000, 8191, 8192):
        o = [x for n in (2, 3, 4, 8, 16) for x in d[(k, L, n, "old")]]
        w = [x for n in (2, 3, 4, 8, 16) for x in d[(k, L, n, "new")]]
        print(f"  {k:5s} {L} B: {rng(o)} > {rng(w)}")

t = collections.defaultdict(list)
for line in open("large.txt"):
    f = line.split()
    t[(re.sub(r"-\d+$", "", f[1].split("/", 1)[1]), f[0])].append(float(f[3]))
print("1024 messages, least time new / old:")
for k in sorted({k for k, _ in t}):
    print(f"  {k:20s} {min(t[(k, 'new')]) / min(t[(k, 'old')]):.3f}")
