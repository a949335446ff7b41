#!/usr/bin/env python3
"""Reprints the figures of README.md from probes.txt: the median of each
benchmark's three counts, and the derived per-operation times."""
import re
import statistics as st
from pathlib import Path

here = Path(__file__).resolve().parent
runs = {}
for line in (here / "probes.txt").read_text().splitlines():
    m = re.match(r"BenchmarkProbe(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        runs.setdefault(m.group(1), []).append(float(m.group(2)))
med = {k: st.median(v) for k, v in runs.items()}
for k, v in med.items():
    print(f"{k:20} {v:8.1f} ns/op (counts {min(runs[k]):.1f}-{max(runs[k]):.1f})")
print()
print(f"pair addition, dependent:   {med['PairAdd/dep'] / 2:5.1f} ns ({med['PairAdd/dep'] / 4:.1f} a point)")
print(f"pair addition, independent: {med['PairAdd/indep'] / 2:5.1f} ns ({med['PairAdd/indep'] / med['PairAdd/dep']:.3f} of dependent)")
print(f"eight-lane addition:        {med['PairAdd/point8add'] / 2:5.1f} ns ({med['PairAdd/point8add'] / 16:.1f} a point)")
print(f"squaring, r64 BMI2:         {med['Sqr250'] / 250:5.2f} ns")
print(f"squaring, filippo.io field: {med['FieldSqr250'] / 250:5.2f} ns")
print(f"Point.SetBytes:             {med['SetBytes'] / 1000:5.2f} us")
print(f"field inversion:            {med['Invert'] / 1000:5.2f} us")
