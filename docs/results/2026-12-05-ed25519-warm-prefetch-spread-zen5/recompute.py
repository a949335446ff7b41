#!/usr/bin/env python3
"""Reprints the figures of README.md (and the docs/STATUS.md lines that
cite this folder) from raw/: the in-process A/B of the warm chain's
prefetch (raw/inproc/, new/old paired medians per process) and the
alternated go-test rounds of e22126c and 5c7c97b (raw/rounds/).
Usage: python3 recompute.py (from anywhere; standard library)."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))

print("== In-process A/B, batches of 64 expanded keys at 1232 bytes (StdlibCompat): new / old time, paired median of each process")
for backend in ("ifma", "avx2"):
    rows = {}
    for line in open(os.path.join(here, "raw", "inproc", f"inproc-{backend}.txt")):
        m = re.match(r"(\w+):\s+old ([\d.]+)\s+new ([\d.]+)\s+new/old paired median ([\d.]+)", line)
        if m:
            rows.setdefault(m.group(1), []).append((float(m.group(2)), float(m.group(3)), float(m.group(4))))
    for mode, xs in rows.items():
        r = [x[2] for x in xs]
        print(f"  {backend} {mode:11s} new/old {min(r):.3f}-{max(r):.3f} over {len(r)} processes; "
              f"µs a signature, old {min(x[0] for x in xs):.2f}-{max(x[0] for x in xs):.2f}, new {min(x[1] for x in xs):.2f}-{max(x[1] for x in xs):.2f}")

print("\n== Alternated go-test rounds (ifma, the default here): new / old time per round")
def load(p):
    out = {}
    for line in open(p):
        m = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            out[m.group(1)] = float(m.group(2))
    return out
rd = os.path.join(here, "raw", "rounds")
rounds = sorted({int(re.search(r"-(\d+)\.txt$", f).group(1)) for f in os.listdir(rd)})
old = {r: load(os.path.join(rd, f"old-{r}.txt")) for r in rounds}
new = {r: load(os.path.join(rd, f"new-{r}.txt")) for r in rounds}
for name in old[rounds[0]]:
    rs = [new[r][name] / old[r][name] for r in rounds]
    per = 64 if ("batch64" in name or "64x" in name) else 8
    o = statistics.median(old[r][name] for r in rounds) / per / 1e3
    n = statistics.median(new[r][name] for r in rounds) / per / 1e3
    print(f"  {name:44s} {min(rs):.3f}-{max(rs):.3f} (median {statistics.median(rs):.3f}); µs a signature, medians old {o:.2f}, new {n:.2f}")

print("\n== e22126c, one process (raw/cold-vs-warm-e22126c.txt): µs a signature, medians of 200 batches")
for line in open(os.path.join(here, "raw", "cold-vs-warm-e22126c.txt")):
    m = re.match(r"([\w-]+)\s+us/sig median ([\d.]+)", line)
    if m:
        print(f"  {m.group(1):13s} {m.group(2)}")
