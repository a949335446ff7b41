#!/usr/bin/env python3
"""Reprints the README's figures from the raw-*.txt files of paired.py:
per set, each command's median wall, user and system time, and old / new
(ratio of the medians; median of the rounds' own ratios); then the ranges
over the sets. Usage: python3 recompute.py (standard library)."""
import glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
pairs = (('old', 'new'), ('new-1thread', 'new'), ('old', 'new-1thread'), ('cp', 'new'), ('old-outboard', 'new-outboard'))
summary = {}
for path in sorted(glob.glob(os.path.join(here, 'raw-*.txt'))):
    name = os.path.basename(path)[4:-4]
    times = {}
    for line in open(path):
        if not line.startswith('round'):
            continue
        for k, w, u, s in re.findall(r'(\S+) ([\d.]+)/([\d.]+)/([\d.]+)', line):
            times.setdefault(k, []).append((float(w), float(u), float(s)))
    assert len(times['new']) == 15, (name, len(times['new']))
    print('%s: %d rounds' % (name, len(times['new'])))
    for k, v in times.items():
        print('  %-13s median wall %7.1f ms  user %6.1f  sys %6.1f  (wall %.1f-%.1f)' % (
            k, statistics.median(x[0] for x in v), statistics.median(x[1] for x in v),
            statistics.median(x[2] for x in v), min(x[0] for x in v), max(x[0] for x in v)))
    for a, b in pairs:
        x, y = [t[0] for t in times[a]], [t[0] for t in times[b]]
        p = [i / j for i, j in zip(x, y)]
        rm, pm = statistics.median(x) / statistics.median(y), statistics.median(p)
        print('  %s / %s: ratio of medians %.3f, paired median %.3f (rounds %.3f-%.3f)' % (a, b, rm, pm, min(p), max(p)))
        summary.setdefault((a, b), []).append((rm, pm))
print()
print('Ranges over the sets (ratio of medians; paired medians):')
for (a, b), v in summary.items():
    rms, pms = [x[0] for x in v], [x[1] for x in v]
    print('  %s / %s: %.2f-%.2f; %.2f-%.2f (%d sets)' % (a, b, min(rms), max(rms), min(pms), max(pms), len(v)))
