#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

For every raw file and every kind of run in it (old/new, repeated/isolated
calls), it prints the speedup (one core time / all cores time) of each
size in every run, then the range over all runs. Every run is included:
an outlier shows in the range and the README explains it.
"""
import re

def size(n):
    n = int(n)
    for unit, s in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= s and n % s == 0:
            v = n / s
            return f"{v:g} {unit}"
    return f"{n} B"

def parse_runs(path, header, row):
    """{kind: [{size: speedup}]}: a line matching header starts a run of
    kind group(1); row(line) returns (size, speedup) or None."""
    runs, kind = {}, None
    for line in open(path):
        m = re.match(header, line)
        if m:
            kind = m.group(1)
            runs.setdefault(kind, []).append({})
            continue
        r = row(line)
        if kind and r:
            runs[kind][-1][r[0]] = r[1]
    return runs

def table_row(line):
    f = line.split()
    return (int(f[0]), float(f[3])) if len(f) == 4 and f[0].isdigit() else None

def cold_row(line):
    m = re.match(r"cold (\d+): one \S+ all \S+ ratio (\S+)", line)
    return (int(m.group(1)), float(m.group(2))) if m else None

def table_runs(path):
    return parse_runs(path, r"== (.*?),? (?:\d+ rounds )?\((?:run|round) \d+\)", table_row)

def cold_runs(path):
    return parse_runs(path, r"== (\S+) run \d+", cold_row)

def show(path, runs):
    print(f"== {path}")
    for kind, rs in runs.items():
        print(f"  {kind} ({len(rs)} runs)")
        for s in sorted({s for r in rs for s in r}):
            xs = [r[s] for r in rs if s in r]
            print(f"    {size(s):>9}: " + " ".join(f"{x:.2f}" for x in xs) +
                  f"   range {min(xs):.2f}-{max(xs):.2f}")
    return runs

all_runs = {}
for p in ("raw.txt", "raw-final.txt", "raw-gated.txt", "raw-threshold.txt"):
    all_runs[p] = show(p, table_runs(p))
show("cold-calls.txt", cold_runs("cold-calls.txt"))

# The README Status row: main's code (the gate) from raw-gated.txt and
# raw-threshold.txt; the paths at 16 MiB and above are the same in both.
print("\n== README Status row (raw-gated.txt and raw-threshold.txt together)")
# 512 KiB is above the threshold only in raw-threshold.txt (512 KiB); in
# raw-gated.txt (threshold 1.5 MiB) it is hashed on one core.
for kind in ("repeated calls", "isolated calls"):
    for s in (512 << 10, 1 << 20, 16 << 20, 64 << 20, 256 << 20):
        files = ("raw-threshold.txt",) if s < 1536 << 10 else ("raw-gated.txt", "raw-threshold.txt")
        xs = [r[s] for p in files for r in all_runs[p].get(kind, []) if s in r]
        if xs:
            print(f"  {kind:15} {size(s):>8}: " + " ".join(f"{x:.2f}" for x in xs) +
                  f"   range {min(xs):.2f}-{max(xs):.2f}")
