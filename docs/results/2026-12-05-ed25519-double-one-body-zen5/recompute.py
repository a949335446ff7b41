#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: the gap matrix's
cofactorless batch rows in alternated bench binaries (main against the
one-body doubling kernel; 5c7c97b with and without it), the kernels'
in-process A/B, and the test binaries' rounds.
Usage: python3 recompute.py (from anywhere; standard library)."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")
row = re.compile(r"^\| verify-batch-(\S+) \| (\d+) \| (\d+) \| ([\d.]+) .*\| ([\d.]+) \(([\d.]+)\) \|$")


def matrix(folder):
    """{(op, size, n): {binary: [(vilya µs, narya/vilya), ...]}}"""
    d = {}
    for f in sorted(os.listdir(folder)):
        b = f.split("-")[1]
        for line in open(os.path.join(folder, f)):
            m = row.match(line.strip())
            if m:
                k = (m.group(1), int(m.group(2)), int(m.group(3)))
                d.setdefault(k, {}).setdefault(b, []).append((float(m.group(4)), float(m.group(5))))
    return d


def show(title, folder, names):
    d = matrix(os.path.join(raw, folder))
    print(title)
    print("| op | size | n | " + " | ".join(f"{b}: vilya µs median, Narya/vilya range (median)" for b in names) + " |")
    print("|---|--:|--:|" + "---|" * len(names))
    lows = {b: [] for b in names}
    for k in sorted(d):
        cells = []
        for b in names:
            v = d[k][b]
            us = statistics.median(x[0] for x in v)
            rs = [x[1] for x in v]
            lows[b].append(min(rs))
            cells.append(f"{us:.2f}, {min(rs):.2f}-{max(rs):.2f} ({statistics.median(rs):.2f}) [{len(v)} runs]")
        print(f"| {k[0]} | {k[1]} | {k[2]} | " + " | ".join(cells) + " |")
    for b in names:
        meds = [statistics.median(x[1] for x in d[k][b]) for k in d if k[2] >= 8]
        print(f"  {b}: rows n >= 8, median Narya/vilya {min(meds):.2f}-{max(meds):.2f}; lowest single run {min(lows[b]):.2f}")
    print()


show("== main (37ca1aa) against the one-body kernel (37ca1aa + one-body.patch), alternated, raw/matrix-ab",
     "matrix-ab", ["base", "single"])
show("== the binary of 5c7c97b (l5c), 5c7c97b + one-body.patch (l5cs) and main (base), alternated, raw/matrix-layout",
     "matrix-layout", ["base", "l5c", "l5cs"])

print("== in-process A/B of the kernels (raw/inprocess-ab.txt): one-body time / two-body time")
for line in open(os.path.join(raw, "inprocess-ab.txt")):
    if line.startswith("n="):
        print("  " + line.strip())
print()

print("== test binaries of main and of the one-body tree, alternated (raw/test-binaries): ns/op over the rounds")
tb = os.path.join(raw, "test-binaries")
chain = r"^BenchmarkChainIFMA/(double1|double5|double250|walk)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op"
for prefix, pat, what in (
        ("chain", chain, "r51x8 kernels, first six rounds (the matrix A/B of matrix-layout running beside them)"),
        ("vb", r"^BenchmarkVerifyBatch/(stdlib/(?:8|64)x1232)-2\s+\d+\s+([\d.]+) ns/op", "ed25519 batches, four rounds"),
        ("chainlater", chain, "r51x8 kernels, three later rounds on cpu 0, the other core idle"),
        ("chainbusy", chain, "r51x8 kernels, three later rounds on cpu 0, busy.sh on cpu 1")):
    print(what + ":")
    res = {}
    for f in sorted(os.listdir(tb)):
        if not f.startswith(prefix + "-"):
            continue
        b = f.split("-")[1]
        for line in open(os.path.join(tb, f)):
            m = re.match(pat, line)
            if m:
                res.setdefault(m.group(1), {}).setdefault(b, []).append(float(m.group(2)))
    for k in sorted(res):
        print(f"  {k:18s} " + "  ".join(f"{b}: {min(v):.0f}-{max(v):.0f} (median {statistics.median(v):.0f})" for b, v in sorted(res[k].items())))
