#!/usr/bin/env python3
"""Issue 29's bars on an AMD EPYC of the Zen 5 generation (README), the
harness of 2026-12-07-blake3-multicore-cli-spr: the WriteParallel grid
(grid/raw-main-1.txt: isolated and repeated calls, idle, beside a pinned
busy process and with GOMAXPROCS=8), `vilya b3sum` against b3sum 1.2.0 on
a cached 1 GiB file written two ways (cli/, three hyperfine rounds each),
and the derive-key rows of 0-64 bytes in five fresh matrix processes
(../2026-12-07-bench-process-stage-zen5/before/run-1..3, whole blake3
groups, and derive-key/dk-4, dk-5).

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

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


print("== WriteParallel / Write, cells from 512 KiB (ratio of the medians / paired)")
for f in sorted(glob.glob(os.path.join(HERE, "grid", "raw-*.txt"))):
    c = cells(f)
    print(f"  {os.path.basename(f)}: {len(c)} cells")
    for sec in sorted({k[:2] for k in c}):
        print(f"    {sec[0]:8} {sec[1]:6}: " + ", ".join(f"{k[2] >> 10} KiB {v[0]:.2f}/{v[1]:.2f}" for k, v in sorted(c.items()) if k[:2] == sec))
    for est, i in (("ratio of the medians", 0), ("paired", 1)):
        low = sorted((v[i], k) for k, v in c.items() if v[i] < 0.97)
        print(f"  {est}: {len(low)} below 0.97" + (": " + ", ".join(f"{k[0]}/{k[1]} {k[2] >> 10} KiB {v:.2f}" for v, k in low) if low else ""))
    big = [(k, v) for k, v in c.items() if k[1] == "idle" and k[2] >= 64 << 20]
    print("  idle, 64 MiB and up (bar 1.85): " + ", ".join(f"{k[0]} {k[2] >> 20} MiB {v[0]:.2f}/{v[1]:.2f}" for k, v in sorted(big)))

print("== vilya b3sum on 1 GiB: b3sum time / vilya time (medians of 10 runs)")
for p in sorted(glob.glob(os.path.join(HERE, "cli", "*round*.json"))):
    r = {x["command"]: x["median"] for x in json.load(open(p))["results"]}
    c = list(r)
    print(f"  {os.path.basename(p)}: all threads {r[c[1]] / r[c[0]]:.3f} ({r[c[0]] * 1e3:.0f} against {r[c[1]] * 1e3:.0f} ms), "
          f"one thread {r[c[3]] / r[c[2]]:.3f} ({r[c[2]] * 1e3:.0f} against {r[c[3]] * 1e3:.0f} ms)")

print("== derive-key, 0-64 bytes: official C time / vilya time, five fresh processes")
runs = sorted(glob.glob(os.path.join(HERE, "..", "2026-12-07-bench-process-stage-zen5", "before", "run-[123].json"))) + sorted(glob.glob(os.path.join(HERE, "derive-key", "dk-*.json")))
assert len(runs) == 5, runs
allr = []
for p in runs:
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "blake3"}
    rs = [t[("derive-key", s, "official-c")] / t[("derive-key", s, "vilya")] for s in (0, 1, 32, 64)]
    vs = [t[("derive-key", s, "vilya")] for s in (0, 1, 32, 64)]
    allr += rs
    print(f"  {os.path.relpath(p, HERE)}: {min(rs):.2f}-{max(rs):.2f} (vilya {min(vs):.0f}-{max(vs):.0f} ns)")
print(f"  every process and size: {min(allr):.2f}-{max(allr):.2f}")
