#!/usr/bin/env python3
"""Reprints the figures of README.md from the raw output in this folder."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
OLD, NEW = "546bd99", "ce764cd"


def table_rows(path):
    """Yields (op, size, cells) for every row of the matrix's tables."""
    for line in open(path):
        if not line.startswith("| ") or line.startswith("| op") or line.startswith("| peer"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        yield cells[0], cells[1], cells


def median_of(cell):
    """The median before the (min–max) range, in the row's unit."""
    return float(cell.split()[0])


def runs(group, build):
    return sorted(f for f in os.listdir(os.path.join(here, "matrix"))
                  if f.startswith(f"{group}-{build}-") and f.endswith(".md"))


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}"


print("BLAKE3 one-shot rows, vilya against the official C's AVX-512 assembly (C time / vilya time), every run:")
sizes = ["4 KiB", "16 KiB", "64 KiB", "256 KiB", "1 MiB"]
print(f"{'op':6} {'size':8} {OLD + ' x C':>14} {NEW + ' x C':>14}  vilya time {NEW}/{OLD} (median of runs)")
lo_new, lo_old = [], []
for op in ["hash", "keyed"]:
    for size in sizes:
        ratio = {OLD: [], NEW: []}
        vt = {OLD: [], NEW: []}
        for b in (OLD, NEW):
            for f in runs("blake3", b):
                for o, s, c in table_rows(os.path.join(here, "matrix", f)):
                    if o == op and s == size:
                        vt[b].append(median_of(c[3]))
                        ratio[b].append(float(c[5]))
        t = statistics.median(vt[NEW]) / statistics.median(vt[OLD])
        print(f"{op:6} {size:8} {rng(ratio[OLD]):>14} {rng(ratio[NEW]):>14}  {t:.3f}")
        if size != "4 KiB":
            lo_old += ratio[OLD]
            lo_new += ratio[NEW]
print(f"16 KiB to 1 MiB, hash and keyed: {OLD} {rng(lo_old)} x the C, {NEW} {rng(lo_new)}")

print()
print("Bao (vilya time, and vilya-sum256 time / vilya time), every run:")
for op in ["encode", "encode-outboard", "decode", "decode-outboard"]:
    for size in ["1 MiB", "64 MiB"]:
        out = []
        for b in (OLD, NEW):
            ts, rs = [], []
            for f in runs("bao", b):
                for o, s, c in table_rows(os.path.join(here, "matrix", f)):
                    if o == op and s == size:
                        ts.append(median_of(c[3]))
                        rs.append(float(c[7]))
            out.append(f"{b} {min(ts):g}-{max(ts):g} ({rng(rs)})")
        print(f"  {op:16} {size:7} " + "   ".join(out))

print()
print("Bao after 2a7d5cd (the copy spread over the rounds), matrix/bao2-*: vilya time (vilya-sum256 time / vilya time), every run:")
for op in ["encode", "encode-outboard", "decode", "decode-outboard"]:
    for size in ["1 MiB", "64 MiB"]:
        out = []
        for b in (OLD, "2a7d5cd"):
            ts, rs = [], []
            for f in sorted(os.listdir(os.path.join(here, "matrix"))):
                if f.startswith(f"bao2-{b}-") and f.endswith(".md"):
                    for o, s, c in table_rows(os.path.join(here, "matrix", f)):
                        if o == op and s == size:
                            ts.append(median_of(c[3]))
                            rs.append(float(c[7]))
            out.append(f"{b} {min(ts):g}-{max(ts):g} ({rng(rs)})")
        print(f"  {op:16} {size:7} " + "   ".join(out))


def ab(path, a, b):
    """Prints build b's speed over build a's for every benchmark of an
    alternated-rounds file (MB/s, the median of each round's counts)."""
    cur = None
    per = {}
    for line in open(os.path.join(here, path)):
        m = re.match(r"== (\w+) r(\d+)", line)
        if m:
            cur = (m.group(1), m.group(2))
            continue
        p = line.split()
        if len(p) == 2 and p[0].startswith("Benchmark"):
            per.setdefault(p[0], {}).setdefault(cur, []).append(float(p[1]))
    for bench, d in per.items():
        rounds = sorted({r for (_, r) in d})
        rs = [statistics.median(d[(b, r)]) / statistics.median(d[(a, r)]) for r in rounds]
        print(f"  {bench:40} {' '.join(f'{x:.3f}' for x in rs)}  median {statistics.median(rs):.3f}")


print()
print("go test -bench, alternated rounds (gotest/ab.txt; main = " + OLD + ", new = " + NEW + "): new/main speed by round (medians of two counts)")
ab("gotest/ab.txt", "main", "new")
print()
print("gotest/ab-copy.txt: the copying kernel, 2a7d5cd ('copy') speed / 546bd99's, then / ce764cd's, by round:")
ab("gotest/ab-copy.txt", OLD, "copy")
ab("gotest/ab-copy.txt", NEW, "copy")
print()
print("halves/ab.txt: the rejected half-row variant's speed / main's, by round:")
ab("halves/ab.txt", "main", "halves")
print()
print("blend/ab.txt: the rejected shift-and-blend variant's speed / main's, by round:")
ab("blend/ab.txt", "main", "blend")
print()
print("nopf/ab.txt: the contiguous kernel without prefetches, speed / main's, by round:")
ab("nopf/ab.txt", "main", "nopf")
