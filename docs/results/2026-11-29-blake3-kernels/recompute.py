#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw markdown files.

Usage: python3 recompute.py [FILE.md ...]   (standard library only;
default: every raw-*.md in this folder)

For each file it reads every table with ratio columns (the gap matrix's
"×peer", the b3min harness's "xC" and "xzeebo") and prints, per peer, the
rows, wins (> 1.05), ties, losses (< 0.95), geomean and median of the
ratios over all rows and over the single-core rows (without the multicore
and process rows), and the rows below 0.95. The ratios are the two-decimal
cells of the tables, so a geomean may differ in the last digit from the
matrix's own summary (computed from unrounded times), which is printed
beside it when the file has one.
"""
import glob, math, os, re, statistics, sys

def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))

def tables(path):
    header, out, summary, in_summary = None, {}, {}, False
    for line in open(path):
        line = line.strip()
        if not line.startswith("|"):
            header = None
            if line.startswith("#"):
                in_summary = "summary" in line
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells[0] in ("op", "row"):
            header = cells
            continue
        if header is None or set(cells[0]) <= set("-: "):
            if in_summary and cells[0] == "peer":
                header = cells
            continue
        if header[0] == "peer" and "geomean" in header:
            summary[cells[0]] = ", ".join(f"{h} {c}" for h, c in zip(header[1:], cells[1:]))
            continue
        name = " ".join(c for c in cells[:2 if header[0] == "op" else 1])
        for i, h in enumerate(header):
            if h.startswith(("×", "x")) and h not in ("x",):
                try:
                    r = float(cells[i])
                except ValueError:
                    continue
                out.setdefault(h.lstrip("×x"), []).append((name, r))
    return out, summary

def report(path):
    ratios, summary = tables(path)
    if not ratios:
        return
    print(f"== {os.path.basename(path)}")
    for peer, rows in ratios.items():
        for label, sel in (("all rows", rows),
                           ("single-core", [r for r in rows if not r[0].startswith(("multicore", "process"))])):
            xs = [r for _, r in sel]
            if not xs:
                continue
            w = sum(x > 1.05 for x in xs); l = sum(x < 0.95 for x in xs)
            print(f"  {peer:13} {label:11} rows {len(xs):2} wins {w:2} ties {len(xs)-w-l:2} losses {l:2} "
                  f"geomean {geomean(xs):.2f} median {statistics.median(xs):.2f}")
        low = [f"{n} {r:.2f}" for n, r in rows if r < 0.95]
        if low:
            print(f"  {'':13} below 0.95: " + "; ".join(low))
        if peer in summary:
            print(f"  {'':13} the file's own summary (exact ratios): {summary[peer]}")

here = os.path.dirname(os.path.abspath(__file__))
for p in sys.argv[1:] or sorted(glob.glob(os.path.join(here, "raw-*.md"))):
    report(p)
