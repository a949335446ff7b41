#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only): Sum256 by whole chunks and partial blocks, old time / new time,
least of three alternated runs, for the first build (the kernel taken for
every partial length) and the final one; then the gap matrix's hash rows
against the official C held to AVX2."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))


def tailrows_avx2(whole, nb):
    return 1 <= whole <= 3 and nb >= [0, 3, 9, 3][whole]


def sizes(prefix, final):
    t = collections.defaultdict(list)
    for v in ("old", "new"):
        files = sorted(glob.glob(os.path.join(here, "raw", f"{prefix}-{v}-*.txt")))
        assert len(files) == 3, files
        for p in files:
            for line in open(p):
                m = re.match(r"BenchmarkZZSizes/kernel=(\w+)/(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
                if m:
                    t[(m[1], int(m[2]), v)].append(float(m[3]))
    taken, other = [], []
    for k in sorted({k[:2] for k in t}):
        lv, n = k
        o, w = min(t[(lv, n, "old")]), min(t[(lv, n, "new")])
        whole, rest = divmod(n, 1024)
        nb = (rest + 63) // 64
        route = lv == "avx2" and (tailrows_avx2(whole, nb) if final else True)
        (taken if route else other).append(o / w)
        print(f"  {lv:6} {n:5} bytes (whole {whole}, {nb:2} blocks, {'rows' if route else 'same'}): {o:5.0f} {w:5.0f}  {o / w:.3f}")
    print(f"  taken: {min(taken):.3f}-{max(taken):.3f}" + (f"; not taken: {min(other):.3f}-{max(other):.3f}" if other else ""))


print("First build (kernel taken at every partial length), least of three: old ns, new ns, old / new")
sizes("first-min1", False)
print("Final build (the tailRows thresholds), least of three: old ns, new ns, old / new")
sizes("sizes", True)

print("Gap matrix hash rows, official-c-avx2 time / vilya time (vilya held to avx2), three runs each:")
r = collections.defaultdict(lambda: collections.defaultdict(list))
for p in sorted(glob.glob(os.path.join(here, "raw", "matrix-*.md"))):
    v = os.path.basename(p).split("-")[1]
    hdr = None
    for line in open(p):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| op |"):
            hdr = cells
        elif line.startswith("| hash |"):
            med = lambda s: float(s.split()[0])
            r[cells[1]][v].append(med(cells[hdr.index("official-c-avx2")]) / med(cells[3]))
for s, x in r.items():
    print(f"  {s:>8}: old {min(x['old']):.2f}-{max(x['old']):.2f}, new {min(x['new']):.2f}-{max(x['new']):.2f}")
