#!/usr/bin/env python3
"""Reprints the figures of README.md from raw.txt: per run, the medians over
rounds of (time / plain hashing time) for the copying kernel and for
copy-then-hash, and the least time of each."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
runs, cur = [], None
for line in open(os.path.join(HERE, 'raw.txt')):
    m = re.match(r'per-round time/hash: kernel med ([\d.]+) min [\d.]+; copy-then-hash med ([\d.]+)', line)
    if m:
        cur = {'kernel/hash': float(m.group(1)), 'copy-then-hash/hash': float(m.group(2))}
        runs.append(cur)
        continue
    m = re.match(r'(kernel|copy-then-hash|hash)\s+min ([\d.]+) med ([\d.]+)', line)
    if m and cur is not None:
        cur[m.group(1) + ' min ms'] = float(m.group(2))
for i, r in enumerate(runs, 1):
    print('run %d: ' % i + ', '.join('%s %.3f' % kv for kv in r.items()))
for k in ('kernel/hash', 'copy-then-hash/hash', 'kernel min ms', 'copy-then-hash min ms', 'hash min ms'):
    v = [r[k] for r in runs]
    print('%-22s %.3f-%.3f' % (k, min(v), max(v)))
