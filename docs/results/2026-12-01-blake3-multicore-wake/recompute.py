#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

Each raw file holds one run of run.sh (../2026-11-30-blake3-multicore-hold/run.sh): eight sections, "== LABEL KIND LOAD"
(KIND cold = isolated calls, 41 rounds; repeated = back-to-back calls, 25
rounds; LOAD idle, busy, pinned, procs8), each a table whose last column
is the speedup, one core's median time over all cores'. It prints every
section of every file, then the bar of the issue for the final build.
"""
import re

FILES = [
    ("raw-old-1.txt", "before: 1170808, helpers woken through the Go scheduler, run 1"),
    ("raw-old-2.txt", "before: 1170808, run 2"),
    ("raw-old-3.txt", "before: 1170808, run 3 (between the final runs)"),
    ("raw-variant-locked-1.txt", "variant: helpers locked to their threads for good, asleep in a futex at once, steered (affinity left set), run 1"),
    ("raw-variant-locked-2.txt", "variant: the same, run 2"),
    ("raw-variant-locked-3.txt", "variant: the same, run 3"),
    ("raw-variant-locked-restore-1.txt", "variant: the same, the helper taking back its CPUs once it runs"),
    ("raw-variant-cold-only-1.txt", "variant: locked only while asleep in the futex (no warm stage), run 1"),
    ("raw-variant-cold-only-2.txt", "variant: the same, run 2"),
    ("raw-new-1.txt", "final: 2 ms warm on the channel, then asleep in a futex, woken on another CPU, run 1"),
    ("raw-new-2.txt", "final, run 2"),
    ("raw-new-3.txt", "final, run 3"),
]
FINAL = ["raw-new-1.txt", "raw-new-2.txt", "raw-new-3.txt"]
KINDS = [(k, l) for k in ("cold", "repeated") for l in ("idle", "busy", "pinned", "procs8")]

def size(n):
    for unit, s in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= s and n % s == 0:
            return f"{n / s:g} {unit}"
    return f"{n} B"

def parse(path):
    """{(kind, load): {size: speedup}}"""
    runs, cur = {}, None
    for line in open(path):
        m = re.match(r"== \S+ (\S+) (\S+)", line)
        if m:
            cur = (m.group(1), m.group(2))
            runs[cur] = {}
            continue
        f = line.split()
        if cur and len(f) == 4 and f[0].isdigit():
            runs[cur][int(f[0])] = float(f[3])
    return runs

data = {}
for path, label in FILES:
    try:
        data[path] = parse(path)
    except FileNotFoundError:
        continue
    print(f"== {path}: {label}")
    for key in KINDS:
        row = data[path].get(key, {})
        print(f"  {key[0]:8} {key[1]:6} " + " ".join(f"{size(s)}:{v:.2f}" for s, v in sorted(row.items())))

BEFORE = ["raw-old-1.txt", "raw-old-2.txt", "raw-old-3.txt"]

def cell(files, kind, load, s):
    xs = [data[p][(kind, load)][s] for p in files if p in data and s in data[p].get((kind, load), {})]
    if not xs:
        return "-"
    return f"{min(xs):.2f}-{max(xs):.2f}" if len(xs) > 1 else f"{xs[0]:.2f}"

def table(kind, loads, lo=0, hi=1 << 40):
    """Markdown rows: load, size, before range, final range."""
    for load in loads:
        sizes = sorted({s for p in BEFORE + FINAL if p in data
                        for s in data[p].get((kind, load), {}) if lo <= s <= hi})
        for s in sizes:
            print(f"| {load} | {size(s)} | {cell(BEFORE, kind, load, s)} | {cell(FINAL, kind, load, s)} |")

print("\n== The bar, isolated calls: before and final, range over their runs (README table)")
table("cold", ("busy", "pinned", "procs8"), 512 << 10, 256 << 20)
table("cold", ("idle",), 16 << 20, 256 << 20)
for load, lo in (("busy", 512 << 10), ("pinned", 512 << 10), ("procs8", 512 << 10), ("idle", 16 << 20)):
    xs = [data[p][("cold", load)][s] for p in FINAL if p in data
          for s in data[p].get(("cold", load), {}) if s >= lo]
    print(f"  final {load:6}: lowest isolated-call speedup from {size(lo)}: {min(xs):.2f}")

print("\n== Repeated calls: before and final, range over their runs (README table)")
table("repeated", ("idle", "busy", "pinned", "procs8"))

print("\n== Repeated calls under 16 MiB with a busy core (busy, pinned) or GOMAXPROCS=8, every size and run")
for name, files in (("before", BEFORE), ("final", FINAL)):
    for loads in (("busy", "pinned"), ("busy", "pinned", "procs8")):
        xs = [(data[p][("repeated", l)][s], l, s, p) for p in files if p in data for l in loads
              for s in data[p].get(("repeated", l), {}) if s < 16 << 20]
        lo, hi = min(xs), max(xs)
        print(f"  {name:6} {'+'.join(loads):20} {lo[0]:.2f}-{hi[0]:.2f}"
              f"  (lowest: {lo[1]} {size(lo[2])} in {lo[3]}; highest: {hi[1]} {size(hi[2])} in {hi[3]})")

# The wake probe (probe/probe.txt): one stored run per mode; the README's
# table quotes these medians and p90s.
print("\n== probe/probe.txt: one run per mode (300 wakes each)")
for line in open("probe/probe.txt"):
    m = re.match(r"mode (\w*) ?wake latency: .*median (\S+) p75 \S+ p90 (\S+)", line)
    if m:
        print(f"  Go {m.group(1) or 'channel':8} median {m.group(2)}  p90 {m.group(3)}")
    m = re.match(r"pthread wake latency us: .*median (\d+) p75 \d+ p90 (\d+) .*; same cpu (\d+)/(\d+)", line)
    if m:
        print(f"  C pthread  median {m.group(1)} µs  p90 {m.group(2)} µs  woken on the waker's CPU {m.group(3)} of {m.group(4)}")
