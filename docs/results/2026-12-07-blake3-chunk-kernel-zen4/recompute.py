#!/usr/bin/env python3
"""Zen 4: Sum256 of 16 KiB and 1 MiB (BenchmarkSum256) by the blake3 test
binaries of c4be08c ("old"), c74e087 (40a38b2's parent), 40a38b2, 546bd99
(ce764cd's parent), ce764cd and 6653adc ("cur"), six rounds in that order
(raw/<binary>-N.txt); first, nine rounds of old and cur alone
(raw/first-<old|cur>-N.txt). Prints each binary's median and its time over
old's in the same round.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")


def t(name, size):
    for line in open(os.path.join(RAW, name)):
        m = re.match(rf"BenchmarkSum256/{size}-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            return float(m[1])


for size in ("16KiB", "1MiB"):
    print(f"== {size}: median ns, and time / old's per round (six rounds)")
    for v in ("old", "c74e087", "40a38b2", "546bd99", "ce764cd", "cur"):
        xs = [t(f"{v}-{r}.txt", size) for r in range(1, 7)]
        rel = [x / t(f"old-{r}.txt", size) for r, x in zip(range(1, 7), xs)]
        print(f"  {v:8} {statistics.median(xs):9.0f}   {min(rel):.3f}-{max(rel):.3f} (median {statistics.median(rel):.3f})")
rel = [t(f"first-cur-{r}.txt", "1MiB") / t(f"first-old-{r}.txt", "1MiB") for r in range(1, 10)]
print(f"== first, nine rounds of old and cur alone: cur / old at 1 MiB {min(rel):.3f}-{max(rel):.3f} (median {statistics.median(rel):.3f})")
rel = [t(f"ce764cd-{r}.txt", "1MiB") / t(f"546bd99-{r}.txt", "1MiB") for r in range(1, 7)]
print(f"== ce764cd / its parent 546bd99 at 1 MiB, per round: {min(rel):.3f}-{max(rel):.3f} (median {statistics.median(rel):.3f})")
