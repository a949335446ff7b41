#!/usr/bin/env python3
"""Issue 29's bars on an AMD EPYC of the Zen 4 generation (README), the
harness of 2026-12-07-blake3-multicore-cli-spr:
the WriteParallel grid (grid/: two main runs and a control run, where
both columns hash on one core, each with isolated and repeated calls,
idle, beside a pinned busy process and with GOMAXPROCS=8; three more
repeated-call runs idle), `vilya b3sum` against b3sum 1.2.0 on a cached
1 GiB file (cli/, three hyperfine rounds) and the derive-key rows of
0-64 bytes in five fresh matrix processes (matrix/blake3-1..3, whole
blake3 groups, and derive-key/dk-4, dk-5), and the whole-process b3sum
rows of 256 MiB in the three blake3 groups (the README runs of
../2026-12-07-readme-zen4); then ab/: the grid of 6653adc ("old") and of
6653adc with ab/share-baseline.patch ("new", rejected) alternated, and
the command of both against b3sum.

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


print("== WriteParallel / Write, cells from 512 KiB (60 a grid run)")
for f in sorted(glob.glob(os.path.join(HERE, "grid", "raw-*.txt"))):
    c = cells(f)
    assert len(c) == 60, (f, len(c))
    for est, i in (("ratio of the medians", 0), ("paired", 1)):
        low = sorted((v[i], k) for k, v in c.items() if v[i] < 0.97)
        print(f"  {os.path.basename(f)}, {est}: {len(low)} below 0.97" + (": " + ", ".join(f"{k[0]}/{k[1]} {k[2] >> 10} KiB {v:.2f}" for v, k in low) if low else ""))
big = {}
for f in sorted(glob.glob(os.path.join(HERE, "grid", "*.txt"))):
    if "control" in f:
        continue
    for k, v in cells(f).items():
        if k[1] == "idle" and k[2] >= 64 << 20:
            big.setdefault(k, []).append(v)
print("== idle, 64 MiB and up (bar 1.85): ratio of the medians / paired, every main and repeated-idle run")
for k, vs in sorted(big.items()):
    print(f"  {k[0]:8} {k[2] >> 20:4} MiB: " + ", ".join(f"{a:.2f}/{b:.2f}" for a, b in vs))

print("== vilya b3sum on 1 GiB: b3sum time / vilya time (medians of 15 runs)")
for p in sorted(glob.glob(os.path.join(HERE, "cli", "round*.json"))):
    r = {x["command"]: x["median"] for x in json.load(open(p))["results"]}
    c = list(r)
    print(f"  {os.path.basename(p)}: all threads {r[c[1]] / r[c[0]]:.3f} ({r[c[0]] * 1e3:.0f} against {r[c[1]] * 1e3:.0f} ms), "
          f"one thread {r[c[3]] / r[c[2]]:.3f} ({r[c[2]] * 1e3:.0f} against {r[c[3]] * 1e3:.0f} ms)")

print("== derive-key, 0-64 bytes: official C time / vilya time, five fresh processes")
runs = sorted(glob.glob(os.path.join(HERE, "..", "2026-12-07-readme-zen4", "blake3", "new-*.json"))) + sorted(glob.glob(os.path.join(HERE, "derive-key", "dk-*.json")))
assert len(runs) == 5, runs
allr = []
for p in runs:
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "blake3"}
    rs = [t[("derive-key", s, "official-c")] / t[("derive-key", s, "vilya")] for s in (0, 1, 32, 64)]
    vs = [t[("derive-key", s, "vilya")] for s in (0, 1, 32, 64)]
    allr += rs
    print(f"  {os.path.relpath(p, HERE)}: {min(rs):.2f}-{max(rs):.2f} (vilya {min(vs):.0f}-{max(vs):.0f} ns)")
print(f"  every process and size: {min(allr):.2f}-{max(allr):.2f}")

print("== 256 MiB whole-process rows: b3sum time / vilya b3sum time, three matrix runs")
for p in sorted(glob.glob(os.path.join(HERE, "..", "2026-12-07-readme-zen4", "blake3", "new-*.json"))):
    rows = [r for r in json.load(open(p))["rows"] if r["group"] == "blake3" and r["op"].startswith("process-")]
    t = {(r["op"], r["impl"]): r["ns_median"] for r in rows}
    print(f"  {os.path.basename(p)}: " + ", ".join(f"{op} {t[(op, 'b3sum')] / t[(op, 'vilya')]:.2f} ({t[(op, 'vilya')] / 1e6:.1f} ms)" for op in sorted({r['op'] for r in rows})))

print("== Sum256Batch of 1024 messages: the loop of vilya's Sum256 / Sum256Batch, three matrix runs")
for p in sorted(glob.glob(os.path.join(HERE, "..", "2026-12-07-readme-zen4", "blake3", "new-*.json"))):
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "blake3" and r["op"].startswith("many")}
    print(f"  {os.path.basename(p)}: " + ", ".join(f"{op} {size} B {t[(op, size, 'vilya-loop')] / t[(op, size, 'vilya')]:.2f}" for op, size, impl in sorted(t) if impl == "vilya"))

print("== one-shot rows of 16 KiB to 1 MiB: official C time / vilya time, three matrix runs")
for p in sorted(glob.glob(os.path.join(HERE, "..", "2026-12-07-readme-zen4", "blake3", "new-*.json"))):
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "blake3" and r["op"] in ("hash", "keyed", "derive-key")}
    rs = {s: [t[(op, s, "official-c")] / t[(op, s, "vilya")] for op in ("hash", "keyed", "derive-key") if (op, s, "vilya") in t] for s in (16 << 10, 64 << 10, 256 << 10, 1 << 20)}
    print(f"  {os.path.basename(p)}: " + ", ".join(f"{s >> 10} KiB {min(v):.2f}-{max(v):.2f}" for s, v in rs.items()))


print("== ab/: the class baselines of share-baseline.patch (rejected), old = 6653adc, three rounds alternated")
for v in ("old", "new"):
    for f in sorted(glob.glob(os.path.join(HERE, "ab", "grid", v + "-main-*.txt"))):
        c = cells(f)
        low = sorted((x[1], k) for k, x in c.items() if x[1] < 0.97)
        print(f"  {os.path.basename(f)}: paired below 0.97: " + (", ".join(f"{k[0]}/{k[1]} {k[2] >> 10} KiB {x:.2f}" for x, k in low) or "none"))
    rep = {}
    for f in sorted(glob.glob(os.path.join(HERE, "ab", "grid", v + "-*.txt"))):
        for k, x in cells(f).items():
            if k[0] == "repeated" and k[1] == "idle" and k[2] >= 16 << 20:
                rep.setdefault(k[2] >> 20, []).append(x[1])
    print(f"  {v}, repeated idle calls, paired, every run: " + "; ".join(f"{m} MiB " + " ".join(f"{x:.2f}" for x in xs) for m, xs in sorted(rep.items())))
for p in sorted(glob.glob(os.path.join(HERE, "ab", "cli", "round*.json"))):
    r = [x["median"] for x in json.load(open(p))["results"]]
    print(f"  {os.path.basename(p)}: b3sum time / vilya time, all threads, 1 GiB: old {r[2] / r[0]:.3f}, new {r[2] / r[1]:.3f}")
