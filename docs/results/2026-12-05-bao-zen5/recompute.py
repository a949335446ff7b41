#!/usr/bin/env python3
"""Issue 31 on AMD Zen 5 (2026-12-05). Reprints every figure of README.md:
raw/run*.txt (1 GiB, each operation right after a Sum256 of the same
bytes, six rounds a run), raw/floor-run*.txt (a contiguous 1 GiB copy
the same way), matrix/bao-*.json (the gap matrix's bao group),
raw/small-*.txt (BenchmarkDecodeSmall, BenchmarkSlice) and ab/ (64 MiB
decoding at d879d42 and 07307a4, alternated).
Usage: python3 recompute.py (standard library)."""
import glob, json, os, re, statistics as st
from collections import defaultdict

os.chdir(os.path.dirname(os.path.abspath(__file__)))
rng = lambda v, f="{:.3f}": (f + "-" + f).format(min(v), max(v))

OPS = ("encode", "encode-outboard", "decode", "decode-outboard")
BAR = {"encode": 0.85, "encode-outboard": 0.85, "decode": 0.8, "decode-outboard": 0.8}
allr, meds, sums = defaultdict(list), defaultdict(list), []
files = sorted(glob.glob("raw/run*.txt"))
assert len(files) == 3, files
for f in files:
    per = defaultdict(list)
    for line in open(f):
        m = re.match(r"round \d+ (\S+)\s+sum256\s+([\d.]+) ms op\s+[\d.]+ ms ratio ([\d.]+)", line)
        if m:
            per[m.group(1)].append(float(m.group(3)))
            sums.append(float(m.group(2)))
    for op in OPS:
        assert len(per[op]) == 6, (f, op)
        allr[op] += per[op]
        meds[op].append(st.median(per[op]))
print("1 GiB, Sum256 time / operation time, 18 rounds over three runs:")
for op in OPS:
    below = sum(1 for x in allr[op] if x < BAR[op])
    print(f"  {op:16s} rounds {rng(allr[op])}, run medians {rng(meds[op])}, {below} of 18 rounds below {BAR[op]}")
print(f"Sum256 of 1 GiB: {min(sums):.0f}-{max(sums):.0f} ms")

copies, slack = [], []
for f in sorted(glob.glob("raw/floor-run*.txt")):
    for line in open(f):
        m = re.match(r"round \d+ copy\s+sum256\s+([\d.]+) ms op\s+([\d.]+) ms", line)
        if m:
            s, c = float(m.group(1)), float(m.group(2))
            copies.append(c)
            slack.append(s / 0.85 - s)
print(f"floor: a contiguous copy of 1 GiB {min(copies):.0f}-{max(copies):.0f} ms; the 0.85 bar leaves {min(slack):.0f}-{max(slack):.0f} ms over Sum256")

print("\ngap matrix, bao group, three runs: Sum256 time / vilya time, and lukechampine time / vilya time")
runs = []
for p in sorted(glob.glob("matrix/bao-*.json")):
    by = {}
    for x in json.load(open(p))["rows"]:
        if x["ns_median"] is not None:
            by.setdefault((x["op"], x["size"]), {})[x["impl"]] = x["ns_median"]
    runs.append(by)
for k in sorted(runs[0]):
    s = [d[k]["vilya-sum256"] / d[k]["vilya"] for d in runs]
    l = [d[k]["lukechampine"] / d[k]["vilya"] for d in runs]
    print(f"  {k[0]:16s} {k[1]:>9}: Sum256/vilya {rng(s, '{:.2f}')}, lukechampine/vilya {rng(l, '{:.2f}')}")
lc = [d[k]["lukechampine"] / d[k]["vilya"] for d in runs for k in d]
print(f"  lukechampine/vilya over every row and run: {rng(lc, '{:.1f}')}")

def bench(p):
    d = defaultdict(list)
    for line in open(p):
        m = re.match(r"Benchmark(\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[m.group(1)].append(float(m.group(3)))
    return d

print("\nsmall objects (BenchmarkDecodeSmall, three runs): Sum256 time / decoder time")
sm = [bench(p) for p in sorted(glob.glob("raw/small-*.txt"))]
for size in ("1KiB", "4KiB", "64KiB", "256KiB"):
    line = f"  {size:>6}:"
    for kind in ("bytes", "reader", "outboard"):
        r = [d[f"DecodeSmall/sum256/{size}"][0] / d[f"DecodeSmall/{kind}/{size}"][0] for d in sm]
        line += f" {kind} {rng(r, '{:.2f}')}"
    print(line)
v = [d[f"DecodeSmall/sum256/{z}"][0] / d[f"DecodeSmall/bytes/{z}"][0] for d in sm for z in ("1KiB", "4KiB", "64KiB")]
print(f"  README: in memory, 1 to 64 KiB: {rng(v, '{:.2f}')}")
v = [d[f"DecodeSmall/sum256/{z}"][0] / d[f"DecodeSmall/bytes/{z}"][0] for d in sm for z in ("1KiB", "4KiB", "64KiB", "256KiB")]
print(f"  STATUS: in memory, 1 to 256 KiB: {rng(v, '{:.2f}')}")
for k in ("Slice/extract/1024KiB", "Slice/decode/1024KiB", "Slice/extract/65536KiB", "Slice/decode/65536KiB"):
    v = [d[k][0] / 1000 for d in sm]
    print(f"  {k}: {rng(v, '{:.2f}')} µs")

print("\nab/: 64 MiB, old d879d42 (before this week's decoder pools), new 07307a4; Sum256 time / decoding time over each run's counts")
for b in ("old", "new"):
    rr = [bench(p) for p in sorted(glob.glob(f"ab/r*-{b}.txt"))]
    for op in ("Decode", "DecodeOutboard"):
        r = [s / o for d in rr for s in d["Sum256/65536KiB"] for o in d[f"{op}/65536KiB"]]
        print(f"  {b} {op}: {rng(r)}")
