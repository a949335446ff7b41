#!/usr/bin/env python3
"""Reprints the figures of README.md from the raw files (Python 3, standard
library only): for each benchmark of ab.txt (ed25519 test binaries of the
base and the change, alternated by round) and of micro/hifirst-field.txt
(r51x8 test binaries), the median ns/op of each binary over every count of
every round, new/old of those medians, and the range of the per-round
ratios of medians."""
import os, re, statistics as st

here = os.path.dirname(os.path.abspath(__file__))


def ab(path, old, new):
    d = {}
    cur = rnd = None
    for line in open(os.path.join(here, path)):
        m = re.match(r"== round (\d+) (\S+)", line)
        if m:
            rnd, cur = int(m.group(1)), m.group(2)
            continue
        m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            d.setdefault(m.group(1), {}).setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(3)))
    print(f"{path}: new = {new}, old = {old}")
    for name, v in d.items():
        if old not in v or new not in v:
            continue
        a = [x for r in v[old].values() for x in r]
        b = [x for r in v[new].values() for x in r]
        per = [st.median(v[new][r]) / st.median(v[old][r]) for r in v[old] if r in v[new]]
        print(f"  {name:48s} old {st.median(a):10.1f} new {st.median(b):10.1f} ns  new/old {st.median(b) / st.median(a):.3f}  rounds {min(per):.3f}-{max(per):.3f} ({len(per)})")


ab("ab.txt", "/tmp/ed.test", "/tmp/ed-frz.test")
ab("micro/hifirst-field.txt", "/tmp/r51x8.test", "/tmp/r51x8-hf.test")
