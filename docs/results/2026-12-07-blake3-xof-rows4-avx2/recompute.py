#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only)."""
import collections, glob, json, os, re

here = os.path.dirname(os.path.abspath(__file__))


def load(prefix):
    d = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", f"{prefix}-*.txt"))):
        v = os.path.basename(p).split("-")[1]
        for line in open(p):
            m = re.match(r"BenchmarkZZXOF2/out=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                d[(v, int(m[1]))].append(float(m[2]))
    return d


print("SumXOF of 64 bytes at avx2, least times; first build (r4 for 2-7 blocks), six alternated runs: old, new, old / new")
d = load("first")
for n in sorted({k[1] for k in d}):
    o, w = min(d[("old", n)]), min(d[("new", n)])
    print(f"  {n:5} bytes ({n // 64:2} blocks): {o:4.0f} {w:4.0f}  {o / w:.3f}")
print("final build (r4 for 2-4 blocks and after a call of 8), three runs: old, new, ctl (new code, old table);")
print("new / ctl is the route's effect, old / ctl the binaries' layout")
d = load("final")
for n in sorted({k[1] for k in d}):
    o, w, c = min(d[("old", n)]), min(d[("new", n)]), min(d[("ctl", n)])
    print(f"  {n:5} bytes ({n // 64:2} blocks): old {o:4.0f} new {w:4.0f} ctl {c:4.0f}  ctl/new {c / w:.3f}  old/ctl {o / c:.3f}")
print("TestMeasureTails (raw/measure-tails.txt), median ns a call:")
for line in open(os.path.join(here, "raw", "measure-tails.txt")):
    if "| avx2 xof" in line:
        print("  " + line.strip())
print("gap matrix xof rows held to AVX2, official-c-avx2 time / vilya time (old: bench of 97170d8), three runs each:")
r = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "matrix-*.json"))):
    v = os.path.basename(p).split("-")[1]
    t = {(x["size"], x["impl"]): x["ns_median"] for x in json.load(open(p))["rows"] if x["op"] == "xof"}
    for (s, i), ns in t.items():
        if i == "vilya":
            r[(s, v)].append(t[(s, "official-c-avx2")] / ns)
for s in sorted({k[0] for k in r}):
    o, n = r[(s, "97170d8")], r[(s, "xof2new")]
    print(f"  {s:5} bytes: old {min(o):.2f}-{max(o):.2f}, new {min(n):.2f}-{max(n):.2f}")
