#!/usr/bin/env python3
"""Issue 29's WriteParallel grid on AMD Zen 3 at f5289a9 (README): three
main runs and three control runs (both columns hash on one core),
alternated, each with isolated and repeated calls, idle, beside a pinned
busy process and with GOMAXPROCS=8.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r"\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)$")


def cells(path):
    """{(kind, load, size): (ratio of the medians, median of the paired ratios)}"""
    out, sec = {}, ("repeated", "idle")
    for line in open(path):
        m = re.match(r"== \S+ (cold|repeated) (idle|pinned|procs8)", line)
        if m:
            sec = (m[1], m[2])
            continue
        m = ROW.match(line)
        if m and int(m[1]) >= 512 << 10:
            out[sec + (int(m[1]),)] = (float(m[2]), float(m[3]))
    return out


print("== WriteParallel / Write, cells from 512 KiB (60 a grid run)")
for f in sorted(glob.glob(os.path.join(HERE, "grid", "raw-*.txt"))):
    c = cells(f)
    assert len(c) == 60, (f, len(c))
    for est, i in (("ratio of the medians", 0), ("paired", 1)):
        low = sorted((v[i], k) for k, v in c.items() if v[i] < 0.97)
        print(f"  {os.path.basename(f)}, {est}: {len(low)} below 0.97" + (": " + ", ".join(f"{k[0]}/{k[1]} {k[2] >> 10} KiB {v:.2f}" for v, k in low) if low else ""))
big = {}
for f in sorted(glob.glob(os.path.join(HERE, "grid", "raw-main-*.txt"))):
    for k, v in cells(f).items():
        if k[1] == "idle" and k[2] >= 64 << 20:
            big.setdefault(k, []).append(v)
print("== main runs, idle, 64 MiB and up (bar 1.85): ratio of the medians / paired, per run")
for k, vs in sorted(big.items()):
    print(f"  {k[0]:8} {k[2] >> 20:4} MiB: " + ", ".join(f"{a:.2f}/{b:.2f}" for a, b in vs))
