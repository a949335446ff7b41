#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ (Python 3, standard library
only)."""
import collections, glob, json, os, re

here = os.path.dirname(os.path.abspath(__file__))


def xof(prefix):
    d = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, "raw", f"{prefix}-*.txt"))):
        v = os.path.basename(p).split("-")[1]
        for line in open(p):
            m = re.match(r"BenchmarkZZXOF/out=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                d[(v, int(m[1]))].append(float(m[2]))
    for n in sorted({k[1] for k in d}):
        assert len(d[("old", n)]) == len(d[("new", n)]) == 3
        o, w = min(d[("old", n)]), min(d[("new", n)])
        print(f"  {n:5} bytes ({n // 64:2} blocks): old {o:4.0f} ns, new {w:4.0f} ns, old / new {o / w:.3f}")


print("SumXOF of 64 bytes, least of three alternated runs; first build (r4 for 2-12 blocks):")
xof("first")
print("final build (r4 for 2-8 blocks):")
xof("final")
print("TestMeasureTails (raw/measure-tails.txt), median ns a call:")
for line in open(os.path.join(here, "raw", "measure-tails.txt")):
    if re.search(r"\| xof (x16|r4|x1)", line):
        print("  " + line.strip())
print("gap matrix xof rows, official C time / vilya time (old: bench of 728d5b1, new: with the change), three runs each:")
r = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "matrix-*.json"))):
    v = os.path.basename(p).split("-")[1]
    t = {(x["size"], x["impl"]): x["ns_median"] for x in json.load(open(p))["rows"] if x["op"] == "xof"}
    for (s, i), ns in t.items():
        if i == "vilya":
            r[(s, v)].append(t[(s, "official-c")] / ns)
for s in sorted({k[0] for k in r}):
    o, n = r[(s, "728d5b1")], r[(s, "xofnew")]
    print(f"  {s:5} bytes: old {min(o):.2f}-{max(o):.2f}, new {min(n):.2f}-{max(n):.2f}")
