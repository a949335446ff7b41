#!/usr/bin/env python3
"""Reprints the figures of README.md from rot-ab.txt, mem-ab.txt and
align.txt: per variant and size, the range of MB/s over every run, and each
variant's median over base's median."""
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
            runs[(variant, f[0].split("/")[-1].rsplit("-", 1)[0] if "/" in f[0] else f[0])].append(float(f[1]))
    return runs


for name in ("rot-ab.txt", "mem-ab.txt"):
    runs = load(name)
    print(name)
    for (variant, size), v in sorted(runs.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        base = statistics.median(runs[("base", size)])
        print(f"  {size:22} {variant:6} {min(v):8.0f}-{max(v):8.0f} MB/s  median/base {statistics.median(v) / base:.3f}  ({len(v)} runs)")

print("align.txt (Sum256 of 1 MiB at byte offsets from a fresh buffer, MB/s):")
rates = collections.defaultdict(list)
for line in open(os.path.join(here, "align.txt")):
    f = line.split()
    if f and f[0].startswith("BenchmarkZZAlign/"):
        rates[int(f[0].split("/")[1].rsplit("-", 1)[0])].append(float(f[-2] if f[-1] == "MB/s" else f[-1]))
lo = min(min(v) for v in rates.values())
hi = max(max(v) for v in rates.values())
for off in sorted(rates):
    print(f"  offset {off:5}: {' '.join(f'{x:.0f}' for x in rates[off])}")
print(f"  every offset {lo:.0f}-{hi:.0f} MB/s")
