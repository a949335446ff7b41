#!/usr/bin/env python3
"""Sum256Batch at the SSE4.1 level weighed by manyEstimate (README): speedup
(loop time / batch time in the same iterations, pairedBatch) per batch,
least-greatest over three rounds, for the binaries old (793229c), new
(793229c with change.patch) and ctl (new with the 4-lane estimate call
removed: the layout control); then the calibration of laneCosts4 from
raw/cal/.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, os, re
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
PAT = re.compile(r"^Benchmark(ZZ\S+?)-2\s.*\s([\d.]+) speedup")


def load(folder):
    d = defaultdict(lambda: defaultdict(list))
    files = sorted(glob.glob(os.path.join(HERE, folder, "*-[0-9].txt")))
    assert len(files) == 9, files
    for f in files:
        side = os.path.basename(f).split("-")[0]
        for line in open(f):
            m = PAT.match(line)
            if m:
                d[m.group(1)][side].append(float(m.group(2)))
    for k, v in d.items():
        assert all(len(v[s]) == 3 for s in ("old", "new", "ctl")), k
    return d


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}"


for folder, title in (("raw", "pairs and mixed batches"), ("raw/grid", "n messages of L bytes")):
    d = load(folder)
    print(f"## {title}: speedup old / new / ctl (rows where new's least and old's differ by 0.05 or more marked *)")
    for k, v in d.items():
        mark = " *" if abs(min(v["new"]) - min(v["old"])) >= 0.05 else ""
        print(f"{k:62s} {rng(v['old'])}  {rng(v['new'])}  {rng(v['ctl'])}{mark}")
    worst = min(d, key=lambda k: min(d[k]["new"]))
    print(f"least new speedup: {min(d[worst]['new']):.2f} ({worst}); rows with old's greatest under 0.95: "
          f"{sum(max(v['old']) < 0.95 for v in d.values())}, with new's: {sum(max(v['new']) < 0.95 for v in d.values())}")
    print()

print("## laneCosts4 calibration (raw/cal): ns, and in one-block Sum256s")
runs = []
for f in sorted(glob.glob(os.path.join(HERE, "raw/cal/cal-*.txt"))):
    t = {}
    for line in open(f):
        m = re.match(r"^BenchmarkZZCal/(\S+)-2\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            t[m.group(1)] = float(m.group(2))
    runs.append(t)
assert len(runs) == 2
for k in runs[0]:
    units = [t[k] / t["sum/64"] for t in runs]
    extra = ""
    if k.startswith("lanes4/m="):
        m = int(k.split("=")[1])
        extra = f"  ({min(units) / m:.2f}-{max(units) / m:.2f} a step)"
    print(f"{k:16s} {min(t[k] for t in runs):8.1f}-{max(t[k] for t in runs):8.1f} ns  {min(units):5.2f}-{max(units):5.2f}{extra}")
