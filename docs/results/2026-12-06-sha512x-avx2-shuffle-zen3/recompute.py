#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: the alternated test
binaries of 920159f (old) and 46d9868 (new) (raw/processes.txt), the
in-process rotations of the kernel variants (raw/inproc/), and
BenchmarkFewMessages (raw/few-messages.txt).
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")

print("== Alternated processes, eight rounds each (ns/op: BenchmarkBlocks = 64 blocks in each of 4 lanes;")
print("   BenchmarkPaired = SumBatch of eight messages, speedup = crypto/sha512's time over it)")
d = collections.defaultdict(list)
who = None
for line in open(os.path.join(raw, "processes.txt")):
    if line.startswith("=="):
        who = line.split()[1]
        continue
    m = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if not m:
        continue
    d[(m.group(1), who)].append(float(m.group(2)))
    s = re.search(r"([\d.]+) speedup", line)
    if s:
        d[(m.group(1) + " speedup", who)].append(float(s.group(1)))
for name in sorted({k[0] for k in d}):
    o, n = d[(name, "old")], d[(name, "new")]
    pairs = [b / a for a, b in zip(o, n)]
    if name.endswith("speedup"):
        print(f"  {name:40s} old {min(o):.3f}-{max(o):.3f}  new {min(n):.3f}-{max(n):.3f}")
    else:
        print(f"  {name:40s} new/old: least {min(n) / min(o):.3f}, medians {statistics.median(n) / statistics.median(o):.3f}, "
              f"per round {min(pairs):.3f}-{max(pairs):.3f}")

print("\n== In one process, variants in rotation (least ns a four-lane block; median of the rounds' ratios to old)")
for f in sorted(os.listdir(os.path.join(raw, "inproc"))):
    for line in open(os.path.join(raw, "inproc", f)):
        if not line.startswith("blocks per lane"):
            continue
        nb = re.match(r"blocks per lane (\d+)", line).group(1)
        parts = re.findall(r"(old|shuf\+order|shuf\+k4|shuf) ([\d.]+) ns \(least ([\d.]+)\)(?: /old median ([\d.]+))?", line)
        least = {p[0]: float(p[2]) for p in parts}
        out = f"  {f:10s} {nb:>2s} blocks: old least {least['old']:.1f}"
        for p in parts[1:]:
            out += f"; {p[0]} least {float(p[2]):.1f} ({float(p[2]) / least['old']:.3f}), median ratio {p[3]}"
        print(out)

print("\n== BenchmarkFewMessages at d0fac22 (raw/few-messages.txt): crypto/sha512 time / kernel time, five counts")
few = collections.defaultdict(list)
for line in open(os.path.join(raw, "few-messages.txt")):
    m = re.match(r"BenchmarkFewMessages/(\w+)/(\d+)/n=(\d+)-\d+\s.*?([\d.]+) speedup", line)
    if m:
        few[(m.group(1), int(m.group(2)), int(m.group(3)))].append(float(m.group(4)))
for k in sorted(few):
    v = few[k]
    print(f"  {k[0]} {k[1]:5d} bytes, n = {k[2]}: {min(v):.3f}-{max(v):.3f} (median {statistics.median(v):.3f})")
