#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/run*.txt: per run and
operation, the least, median and greatest of the rounds' Sum256 time /
operation time (each operation timed right after a Sum256 of the same
1 GiB), and the ranges over the three runs."""
import glob, os, re, statistics as st
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OPS = ('encode', 'encode-outboard', 'decode', 'decode-outboard')
allr = defaultdict(list)
meds = defaultdict(list)
sums = []
BAR = {'encode': 0.85, 'encode-outboard': 0.85, 'decode': 0.8, 'decode-outboard': 0.8}
files = sorted(glob.glob(os.path.join(HERE, 'raw', 'run*.txt')))
assert len(files) == 3, files
for f in files:
    per = defaultdict(list)
    for line in open(f):
        m = re.match(r'round \d+ (\S+)\s+sum256\s+([\d.]+) ms op\s+[\d.]+ ms ratio ([\d.]+)', line)
        if m:
            per[m.group(1)].append(float(m.group(3)))
            sums.append(float(m.group(2)))
    print(os.path.basename(f) + ':')
    for op in OPS:
        v = sorted(per[op])
        assert len(v) == 6, (f, op, len(v))
        allr[op] += v
        meds[op].append(st.median(v))
        print('  %-16s least %.3f median %.3f greatest %.3f' % (op, v[0], st.median(v), v[-1]))
print('over the three runs (18 rounds):')
for op in OPS:
    below = sum(1 for x in allr[op] if x < BAR[op])
    print('  %-16s rounds %.3f-%.3f, run medians %.3f-%.3f, %d of %d rounds below %.2f' % (
        op, min(allr[op]), max(allr[op]), min(meds[op]), max(meds[op]), below, len(allr[op]), BAR[op]))
print('Sum256 of 1 GiB: %.0f-%.0f ms' % (min(sums), max(sums)))

# The floor: a contiguous 1 GiB copy (Go's memmove, non-temporal stores)
# right after a Sum256, against the time the 0.85 bar leaves on top of
# Sum256's (Sum256 time / 0.85 - Sum256 time) in the same round.
floor = sorted(glob.glob(os.path.join(HERE, 'raw', 'floor-run*.txt')))
assert len(floor) == 2, floor
copies, slack = [], []
for f in floor:
    for line in open(f):
        m = re.match(r'round \d+ copy\s+sum256\s+([\d.]+) ms op\s+([\d.]+) ms', line)
        if m:
            s, c = float(m.group(1)), float(m.group(2))
            copies.append(c)
            slack.append(s / 0.85 - s)
print('floor (%d rounds): 1 GiB copy %.0f-%.0f ms; the 0.85 bar leaves %.0f-%.0f ms over Sum256' % (
    len(copies), min(copies), max(copies), min(slack), max(slack)))
