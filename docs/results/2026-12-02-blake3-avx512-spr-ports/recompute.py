#!/usr/bin/env python3
"""Reprints README.md's figures: per A/B file, each variant's range of MB/s
over every run and its median over the baseline's (main or base); from the
two matrices, the hash (and keyed) rows' ratio official-c time / vilya
time; from align.txt, the speed at each offset."""
import collections, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))


def load(name):
    runs = collections.defaultdict(list)
    variant = None
    for line in open(os.path.join(here, name)):
        m = re.match(r"== (\w+) r\d+", line)
        if m:
            variant = m.group(1)
            continue
        f = line.split()
        if len(f) == 2 and f[0].startswith("Benchmark"):
            runs[(variant, f[0].rsplit("-", 1)[0])].append(float(f[1]))
    return runs


for name, base in (("kept-ab.txt", "main"), ("bao-ab.txt", "main"), ("ins-ab.txt", "base"), ("rot-ab.txt", "base"), ("mem-ab.txt", "base")):
    runs = load(name)
    print(f"{name} (median / {base}'s median):")
    for (variant, bench), v in sorted(runs.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        b = statistics.median(runs[(base, bench)])
        print(f"  {bench:42} {variant:6} {min(v):7.0f}-{max(v):7.0f} MB/s  {statistics.median(v) / b:.3f}  ({len(v)} runs)")

for name in ("matrix-before.md", "matrix-after.md"):
    print(f"{name}: official-c time / vilya time")
    for line in open(os.path.join(here, name)):
        f = [c.strip() for c in line.split("|")[1:-1]]
        if len(f) > 5 and f[0] in ("hash", "keyed") and f[5]:
            print(f"  {f[0]:6} {f[1]:>7} {f[5]}")

print("align.txt (Sum256 of 1 MiB at byte offsets in a page, MB/s):")
rates = collections.defaultdict(list)
for line in open(os.path.join(here, "align.txt")):
    f = line.split()
    if f and f[0].startswith("BenchmarkZZAlign/"):
        rates[int(f[0].split("/")[1].rsplit("-", 1)[0])].append(float(f[-1]))  # name, ns/op, MB/s
for off in sorted(rates):
    print(f"  offset {off:5}: {' '.join(f'{x:.0f}' for x in rates[off])}")
print(f"  every offset {min(min(v) for v in rates.values()):.0f}-{max(max(v) for v in rates.values()):.0f} MB/s")
