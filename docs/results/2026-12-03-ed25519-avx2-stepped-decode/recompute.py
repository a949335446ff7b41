#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.txt: per configuration the
median ns/op of its ten counts (five rounds of two), each configuration's
median over main's, and the range of the per-round ratios."""
import re
import statistics as st
from pathlib import Path

here = Path(__file__).resolve().parent
runs = {}  # config -> round -> [ns/op]
cur = rnd = None
for line in (here / "ab.txt").read_text().splitlines():
    m = re.match(r"== round (\d+) (\S+)", line)
    if m:
        rnd, cur = int(m.group(1)), m.group(2)
        continue
    m = re.match(r"BenchmarkVerifyPublicKey/stdlib/1232-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m and cur:
        runs.setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(1)))

base = runs["now-0"]
base_med = st.median(x for r in base.values() for x in r)
names = {
    "now-0": "main (Point.SetBytes before the chain)",
    "wds-0": "r64.Decoder after the chain (no overlap)",
    "wds-2": "r64.Decoder, 2 operations before each chain step",
    "wds-3": "r64.Decoder, 3 operations before each chain step",
    "wds-4": "r64.Decoder, 4 operations before each chain step",
}
print(f"{'configuration':50} {'median ns':>10} {'/ main':>7} {'rounds':>13}")
for cfg, rounds in runs.items():
    med = st.median(x for r in rounds.values() for x in r)
    per = [st.median(rounds[r]) / st.median(base[r]) for r in sorted(rounds)]
    print(f"{names[cfg]:50} {med:10.0f} {med / base_med:7.3f} {min(per):6.3f}-{max(per):.3f}")
