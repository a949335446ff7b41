#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.txt (avx2) and ab-ifma.txt
(ifma): per configuration the median ns/op of its ten counts (five rounds
of two), each configuration's median over main's, and the range of the
per-round ratios."""
import re
import statistics as st
from pathlib import Path

here = Path(__file__).resolve().parent
NAMES = {
    "now-0": "main (Point.SetBytes before the chain)",
    "wds-0": "avx2: r64.Decoder after the chain (no overlap)",
    "wds-2": "avx2: 2 operations before each chain step",
    "wds-3": "avx2: 3 operations before each chain step",
    "wds-4": "avx2: 4 operations before each chain step",
    "ifsd-0": "ifma: r64.Decoder after the chain (no overlap)",
    "ifsd-3": "ifma: 3 operations before each chain step",
    "ifsd-4": "ifma: 4 operations before each chain step",
}


def table(name):
    runs = {}  # config -> round -> [ns/op]
    cur = rnd = None
    for line in (here / name).read_text().splitlines():
        m = re.match(r"== round (\d+) (\S+)", line)
        if m:
            rnd, cur = int(m.group(1)), m.group(2)
            continue
        m = re.match(r"BenchmarkVerifyPublicKey/stdlib/1232-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            runs.setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(1)))
    base = runs["now-0"]
    base_med = st.median(x for r in base.values() for x in r)
    print(f"{name}:")
    print(f"{'configuration':50} {'median ns':>10} {'/ main':>7} {'rounds':>13}")
    for cfg, rounds in runs.items():
        med = st.median(x for r in rounds.values() for x in r)
        per = [st.median(rounds[r]) / st.median(base[r]) for r in sorted(rounds)]
        print(f"{NAMES[cfg]:50} {med:10.0f} {med / base_med:7.3f} {min(per):6.3f}-{max(per):.3f}")
    print()


table("ab.txt")
table("ab-ifma.txt")
