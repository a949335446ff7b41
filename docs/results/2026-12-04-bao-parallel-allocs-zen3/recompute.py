#!/usr/bin/env python3
"""Reprints this folder's figures: for each benchmark at 64 MiB (the 1 MiB
rows are not shared: pieces are 1 MiB), every run's time, B/op and
allocs/op, old (402a031) and new (+ tree.patch), and the median time
new/old; and abba-64mib.txt (EncodeParallel 64 MiB, 40 calls a run, ten
alternated pairs, the order swapped every pair): the paired ratios. Run
from anywhere: python3 recompute.py"""
import glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r'(Benchmark\S+)/65536KiB-\d+\s+\d+\s+(\d+) ns/op\s+[\d.]+ MB/s\s+(\d+) B/op\s+(\d+) allocs/op')
res = {}
for side in ('old', 'new'):
    for f in sorted(glob.glob(os.path.join(HERE, 'bench-%s-*.txt' % side))):
        for line in open(f):
            m = ROW.match(line)
            if m:
                res.setdefault((m.group(1), side), []).append((int(m.group(2)) / 1e6, int(m.group(3)), int(m.group(4))))
for name in sorted({k[0] for k in res}):
    for side in ('old', 'new'):
        r = res[name, side]
        print('%s 64 MiB %s: ms %s; B/op %s; allocs/op %s' % (name, side, ' '.join('%.1f' % x[0] for x in r),
              ' '.join(str(x[1]) for x in r), ' '.join(str(x[2]) for x in r)))
    print('%s 64 MiB: median time new/old %.3f' % (name, statistics.median(x[0] for x in res[name, 'new']) /
                                                   statistics.median(x[0] for x in res[name, 'old'])))

d = {'old': [], 'new': []}
for line in open(os.path.join(HERE, 'abba-64mib.txt')):
    v, ms = line.split()
    d['old' if v == '66a' else 'new'].append(float(ms))
pairs = [n / o for n, o in zip(d['new'], d['old'])]
print('abba EncodeParallel 64 MiB: old %.1f-%.1f ms, new %.1f-%.1f ms; paired new/old median %.3f (%.3f-%.3f)' % (
    min(d['old']), max(d['old']), min(d['new']), max(d['new']), statistics.median(pairs), min(pairs), max(pairs)))
