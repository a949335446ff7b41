#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only)."""
import collections, glob, json, os, re

here = os.path.dirname(os.path.abspath(__file__))


def grid(prefix):
    d = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", f"{prefix}-*.txt"))):
        v = os.path.basename(p).split("-")[1]
        for line in open(p):
            m = re.match(r"BenchmarkZZTailX8/w=(\d+)/nb=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                d[(int(m[1]), int(m[2]), v)].append(float(m[3]))
    for w in (4, 5, 6, 7, 8, 20, 23):
        cells = []
        for nb in range(1, 17):
            if (w, nb, "old") in d:
                assert len(d[(w, nb, "old")]) == len(d[(w, nb, "new")]) == 3
                cells.append(f"{nb}:{min(d[(w, nb, 'old')]) / min(d[(w, nb, 'new')]):.2f}")
        print(f"  {w:2} whole chunks: " + " ".join(cells))
    return d


print("Sum256 at avx512, old time / new time (least of three), by whole chunks and the partial chunk's blocks;")
print("first build (taken for 4-7 whole chunks and any partial chunk):")
grid("first")
print("final build (5-7 any, 4 from 14 blocks):")
d = grid("final")
for w, nb in ((5, 1), (5, 12), (7, 16), (4, 16)):
    print(f"  {w} whole + {nb} blocks: {min(d[(w, nb, 'old')]):.0f} -> {min(d[(w, nb, 'new')]):.0f} ns")
print("gap matrix hash rows, official C time / vilya time (old: bench of ee0abae, new: with the change), three runs each:")
r = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "matrix-*.json"))):
    v = os.path.basename(p).split("-")[1]
    t = {(x["size"], x["impl"]): x["ns_median"] for x in json.load(open(p))["rows"] if x["op"] == "hash"}
    for (s, i), ns in t.items():
        if i == "vilya":
            r[(s, v)].append(t[(s, "official-c")] / ns)
for s in sorted({k[0] for k in r}):
    o, n = r[(s, "ee0abae")], r[(s, "x8new")]
    print(f"  {s:7} bytes: old {min(o):.2f}-{max(o):.2f}, new {min(n):.2f}-{max(n):.2f}")
