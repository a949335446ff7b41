#!/usr/bin/env python3
"""Reprints the figures of this folder's README from raw-*.txt: per set and
thread setting, the median wall time of each command, the ratio of the
medians and the median of the rounds' paired ratios (b3sum / vilya), both
recomputed from the rounds, and the range of the paired medians per file
state (sets 1-6: the older file, mapped with few faults; 7-9: a file
written just before). Run from anywhere: python3 recompute.py"""
import glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
state = {}
for f in sorted(glob.glob(os.path.join(HERE, 'raw-*.txt')), key=lambda p: int(re.search(r'raw-(\d+)', p).group(1))):
    n = int(re.search(r'raw-(\d+)', f).group(1))
    t = {}
    for line in open(f):
        if line.startswith('round'):
            for name, threads, ms in re.findall(r'(\w+)/(\w+) ([\d.]+)', line):
                t.setdefault((name, threads), []).append(float(ms))
    for th in ('1', 'all'):
        b, v = t[('b3sum', th)], t[('vilya', th)]
        assert len(b) == len(v) == 15
        pr = [x / y for x, y in zip(b, v)]
        print('%s threads=%-3s b3sum %.1f ms, vilya %.1f ms (medians of %d rounds): ratio of medians %.3f, median of paired ratios %.3f' % (
            os.path.basename(f), th, statistics.median(b), statistics.median(v), len(b),
            statistics.median(b) / statistics.median(v), statistics.median(pr)))
        state.setdefault(('older file' if n <= 6 else 'written just before', th), []).append(
            (statistics.median(b) / statistics.median(v), statistics.median(pr)))
for (st, th), v in state.items():
    print('%s, threads=%s, %d sets: ratio of medians %.3f-%.3f, paired %.3f-%.3f' % (
        st, th, len(v), min(x[0] for x in v), max(x[0] for x in v), min(x[1] for x in v), max(x[1] for x in v)))
