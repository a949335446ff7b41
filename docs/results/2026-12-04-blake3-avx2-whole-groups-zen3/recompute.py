#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: for each file and size, the
official C's time / vilya's time (the median of the in-process
alternations) per process and binary, the median over the processes, and
the ratio of those medians, second binary over first (above 1: the second
is faster)."""
import os, re, statistics as st
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r'\s*(\d+) vilya min\s+[\d.]+ med\s+[\d.]+ \| C min\s+[\d.]+ med\s+[\d.]+ \| C/vilya min [\d.]+ med ([\d.]+)')

# file: (first binary, second binary, processes of each)
FILES = [
    ('zz.txt', 'old', 'new', 8),
    ('big.txt', 'old', 'new', 6),
    ('disp-prefetch-big.txt', 'old', 'new', 5),
    ('sse41-all-kernels.txt', 'old', 'new', 11),
    ('x4-route.txt', 'new', 'x4', 6),
    ('rows4-permute.txt', 'old', 'new', 11),
    ('rows4-permute-chunks-only.txt', 'old', 'new', 6),
]
for name, a, b, procs in FILES:
    ratio = defaultdict(list)
    label = None
    for line in open(os.path.join(HERE, 'raw', name)):
        if line.startswith('== '):
            label = line.split()[1]
            continue
        m = ROW.match(line)
        if m:
            ratio[(int(m.group(1)), label)].append(float(m.group(2)))
    print('%s: C time / vilya time per process, %s then %s' % (name, a, b))
    for size in sorted({k[0] for k in ratio}):
        x, y = ratio[(size, a)], ratio[(size, b)]
        assert len(x) == len(y) == procs, (name, size, len(x), len(y))
        print('%9d %-3s %s' % (size, a, ' '.join('%.3f' % v for v in x)))
        print('%9s %-3s %s' % ('', b, ' '.join('%.3f' % v for v in y)))
        print('%9s median %s %.3f, %s %.3f; %s/%s %.3f' % ('', a, st.median(x), b, st.median(y), b, a, st.median(y) / st.median(x)))
