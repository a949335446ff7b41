#!/usr/bin/env python3
"""Reprints the figures of README.md from raw.txt: per run, the copy and
hash passes' medians (ms), and the Encode rows' medians of Sum256/Encode;
then the ranges over the three runs."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
runs = []
for line in open(os.path.join(HERE, 'raw.txt')):
    if line.startswith('## run') and 'copy/hash' in line:
        runs.append({})
        continue
    m = re.match(r'(\S+)\s+min\s+([\d.]+) median\s+([\d.]+) max\s+([\d.]+)', line)
    if m:
        runs[-1][m.group(1) + ' ms'] = float(m.group(3))
        continue
    m = re.match(r'(base|nt|hashfirst)\s+([\d. ]+)\s+median ([\d.]+)', line)
    if m:
        runs[-1]['Encode ' + m.group(1) + ' Sum256/Encode'] = float(m.group(3))
assert len(runs) == 3, len(runs)
for i, r in enumerate(runs, 1):
    print('run %d: ' % i + ', '.join('%s %.3f' % kv for kv in r.items()))
for k in runs[0]:
    v = [r[k] for r in runs]
    print('%-34s %.3f-%.3f' % (k, min(v), max(v)))
