#!/usr/bin/env python3
"""Issue 31's speed bars on an Intel Xeon of family 6 model 207 (README):
one core at 1 MiB, 64 MiB and 1 GiB (gib/, three go-test runs of three
iterations; Sum256 time / time), the gap matrix's bao group (matrix/,
three runs: lukechampine time / vilya time and Sum256 time / vilya time),
and the rejected copying kernel (rejected-copy-in-load/: old time / new
time, medians of 31 paired rounds, three processes).

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def rng(xs, fmt="{:.2f}"):
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "-" + hi


t = {}
for p in sorted(glob.glob(os.path.join(HERE, "gib", "single-*.txt"))):
    for line in open(p):
        m = re.match(r"Benchmark(\S+?)/(\d+)KiB\S*\s+\d+\s+(\d+) ns/op", line)
        if m:
            t.setdefault((m[1], int(m[2])), []).append(int(m[3]))
assert all(len(v) == 3 for v in t.values()), t
print("== one core, Sum256 time / time (three runs; ms at 1 GiB)")
for size in (1024, 65536, 1048576):
    s = t[("Sum256", size)]
    for name in ("Encode", "EncodeOutboard", "EncodeTo/discard", "EncodeTo/buffer", "Decode", "DecodeOutboard", "ZZCopy"):
        x = t[(name, size)]
        extra = f" ({rng([v / 1e6 for v in x], '{:.0f}')} ms against {rng([v / 1e6 for v in s], '{:.0f}')})" if size == 1048576 else ""
        print(f"  {size >> 10:5} MiB {name:17}: {rng([a / b for a, b in zip(s, x)])}{extra}")

runs = []
for p in sorted(glob.glob(os.path.join(HERE, "matrix", "bao-*.json"))):
    runs.append({(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "bao"})
assert len(runs) == 3
print("== gap matrix, bao group (three runs)")
for op in ("encode", "encode-outboard", "decode", "decode-outboard"):
    for size in (1 << 20, 64 << 20):
        lc = [r[(op, size, "lukechampine")] / r[(op, size, "vilya")] for r in runs]
        s = [r[(op, size, "vilya-sum256")] / r[(op, size, "vilya")] for r in runs]
        print(f"  {op:16} {size >> 20:3} MiB: lukechampine {rng(lc, '{:.1f}')}x, Sum256 time / time {rng(s)}")

ab = {}
for p in sorted(glob.glob(os.path.join(HERE, "rejected-copy-in-load", "ab-*.txt"))):
    for line in open(p):
        m = re.match(r"copy\s+(\d+) chunks: old/new time median ([\d.]+)", line)
        if m:
            ab.setdefault(int(m[1]), []).append(float(m[2]))
print("== rejected: the copy as one 64-byte load and store per row in the load phase, old/new time")
for n, xs in sorted(ab.items()):
    print(f"  {n:6} chunks: {rng(xs, '{:.3f}')}")

enc = {}
for p in sorted(glob.glob(os.path.join(HERE, "refactor-8ce37d3", "*-*.txt"))):
    v = os.path.basename(p).split("-")[0]
    for line in open(p):
        m = re.match(r"BenchmarkEncode/(\d+)KiB\S*\s+\d+\s+(\d+) ns/op", line)
        if m:
            enc.setdefault((v, int(m[1])), []).append(int(m[2]))
assert len(enc) == 4 and all(len(x) == 6 for x in enc.values()), enc
print("== 8ce37d3 (the copying kernel's destination from blk) against 60bf5f4: Encode, six timings each, ms")
for size in (1024, 65536):
    print(f"  {size >> 10:3} MiB: old {rng([x / 1e6 for x in enc[('old', size)]], '{:.3f}')}, new {rng([x / 1e6 for x in enc[('new', size)]], '{:.3f}')}")
