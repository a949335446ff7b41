#!/usr/bin/env python3
"""Reprints every figure quoted from this folder: for each grid (control:
both columns hash on one core; main: WriteParallel on all cores against one
core), the cells from 512 KiB whose speedup is below 0.97, by the ratio of
the medians (every run) and by the median of the paired ratios (the runs
in paired/), with the least cell, and the conditions of main's paired cells
below 0.97. Run from anywhere: python3 recompute.py"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r'\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)(?:\s+([\d.]+))?$')


def cells(path):
    """{(kind, load, size): (median ratio, paired ratio or None)}"""
    out, sec = {}, None
    for line in open(path):
        m = re.match(r'== \S+ (cold|repeated) (idle|pinned|procs8)', line)
        if m:
            sec = (m.group(1), m.group(2))
            continue
        m = ROW.match(line)
        if m and sec and int(m.group(1)) >= 512 << 10:
            out[sec + (int(m.group(1)),)] = (float(m.group(2)), float(m.group(3)) if m.group(3) else None)
    return out


def show(sub, est):
    print('%s, %s estimator:' % (sub, est))
    for grid in ('control', 'main'):
        counts, least = [], []
        for f in sorted(glob.glob(os.path.join(HERE, sub, 'raw-%s-*.txt' % grid))):
            c = cells(f)
            v = [x[0] if est == 'median' else x[1] for x in c.values()]
            assert len(v) == 60, (f, len(v))
            counts.append(sum(x < 0.97 for x in v))
            least.append(min(v))
        print('  %-7s runs %d: cells below 0.97 per run of 60: %s (range %d-%d); least per run: %s (least %.2f)' % (
            grid, len(counts), ' '.join(map(str, counts)), min(counts), max(counts),
            ' '.join('%.2f' % x for x in least), min(least)))


show('median-only', 'median')
show('paired', 'median')
show('paired', 'paired')
print("main's paired cells below 0.97 (paired/):")
for f in sorted(glob.glob(os.path.join(HERE, 'paired', 'raw-main-*.txt'))):
    for k, (med, par) in sorted(cells(f).items()):
        if par < 0.97:
            print('  %s %s/%s %d KiB: median-ratio %.2f paired %.2f' % (os.path.basename(f), k[0], k[1], k[2] >> 10, med, par))
