#!/usr/bin/env python3
"""Reprints this folder's figures: for each benchmark and size, the time at
GOMAXPROCS=1 over the time at GOMAXPROCS=2 in each of the three alternated
pairs of runs (raw-procs1-N.txt, raw-procs2-N.txt), and their range.
Run from anywhere: python3 recompute.py"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    out = {}
    for line in open(path):
        m = re.match(r'Benchmark(\w+)/(\d+)KiB\S*\s+\d+\s+(\d+) ns/op', line)
        if m:
            out[(m.group(1), int(m.group(2)))] = int(m.group(3))
    return out


pairs = []
for i in (1, 2, 3):
    pairs.append((load(os.path.join(HERE, 'raw-procs1-%d.txt' % i)), load(os.path.join(HERE, 'raw-procs2-%d.txt' % i))))
for key in sorted(pairs[0][0], key=lambda k: (k[0], k[1])):
    r = [one[key] / two[key] for one, two in pairs]
    print('%-22s %8d KiB  two threads over one: %s  (range %.2f-%.2f)' % (key[0], key[1], ' '.join('%.2f' % x for x in r), min(r), max(r)))
