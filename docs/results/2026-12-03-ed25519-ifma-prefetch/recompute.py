#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.txt (and the earlier forms' ab-second.txt, ab-first.txt, ab-t1.txt): per
benchmark row the median ns/op of main (19bc74d) and of the prefetching
tree over the rounds, new/main, and the range of the per-round ratios
(each round ran main, then the prefetching tree)."""
import re
import statistics as st
from pathlib import Path

here = Path(__file__).resolve().parent


def table(name, new):
    runs = {}  # row -> side -> round -> ns/op
    rnd = side = None
    for line in (here / name).read_text().splitlines():
        m = re.match(r"== round (\d+) (\S+)$", line)
        if m:
            rnd, side = int(m.group(1)), m.group(2)
            continue
        m = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and side:
            runs.setdefault(m.group(1), {}).setdefault(side, {})[rnd] = float(m.group(2))
    print(f"{name}:")
    print(f"{'row':42} {'main ns':>9} {'new ns':>9} {'new/main':>8} {'rounds':>13}")
    for row, sides in runs.items():
        b, n = sides["baseT"], sides[new]
        per = [n[r] / b[r] for r in sorted(b) if r in n]
        mb, mn = st.median(b.values()), st.median(n.values())
        print(f"{row:42} {mb:9.0f} {mn:9.0f} {mn / mb:8.3f} {min(per):6.3f}-{max(per):.3f}")
    print()


table("ab.txt", "pfF")  # the kept code
table("ab-second.txt", "pfF")  # earlier forms, same prefetches but the first's four lines
table("ab-first.txt", "pf2")
table("ab-t1.txt", "pfT1")  # PREFETCHT1 instead of PREFETCHT0, not kept
table("cold-ab.txt", "cur")  # cold rows at 4e79f77 (the scratch grew)
table("cold-ab2.txt", "cur")
