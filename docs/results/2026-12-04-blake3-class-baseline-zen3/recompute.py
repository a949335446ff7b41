#!/usr/bin/env python3
"""Reprints every figure quoted from this folder: the median speedup
(WriteParallel on all cores over one core) of every cell of every grid, the
ranges per condition for main before (head) and after (cls, final) the
per-class baseline, and the same for the own-piece variant and the forced
sharing runs. Run from anywhere: python3 recompute.py"""
import collections, glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def grids(pattern):
    """label -> {(kind, load, size): speedup} for raw files matching pattern."""
    out = {}
    for f in sorted(glob.glob(os.path.join(HERE, pattern))):
        label = os.path.basename(f)[4:-4]
        cells, sec = {}, None
        for line in open(f):
            m = re.match(r'== \S+ (cold|repeated) (idle|pinned|procs8)', line)
            if m:
                sec = (m.group(1), m.group(2))
                continue
            m = re.match(r'\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)$', line)
            if m and sec:
                cells[sec + (int(m.group(1)),)] = float(m.group(2))
        out[label] = cells
    return out


def rng(vals):
    return '%.2f-%.2f' % (min(vals), max(vals)) if vals else '-'


def table(g):
    labels = sorted(g, key=lambda l: (l.rstrip('0123456789-'), int(l.split('-')[-1])))
    keys = sorted({k for c in g.values() for k in c})
    print('%-9s %-7s %10s ' % ('kind', 'load', 'size') + ' '.join('%8s' % l for l in labels))
    for k in keys:
        print('%-9s %-7s %10d ' % k + ' '.join('%8s' % (g[l].get(k, '')) for l in labels))


def summary(g, groups):
    """groups: name -> list of labels. Prints the ranges per condition."""
    conds = [
        ('idle, 64 and 256 MiB, isolated and repeated (bar >= 1.85)', lambda k: k[1] == 'idle' and k[2] >= 64 << 20),
        ('repeated idle, 4-16 MiB', lambda k: k[0] == 'repeated' and k[1] == 'idle' and 4 << 20 <= k[2] <= 16 << 20),
        ('isolated idle, 16-32 MiB', lambda k: k[0] == 'cold' and k[1] == 'idle' and 16 << 20 <= k[2] <= 32 << 20),
        ('GOMAXPROCS=8, 16-256 MiB', lambda k: k[1] == 'procs8' and k[2] >= 16 << 20),
        ('one core busy (pinned), 512 KiB-256 MiB', lambda k: k[1] == 'pinned' and k[2] >= 512 << 10),
        ('512 KiB-4 MiB, every condition', lambda k: 512 << 10 <= k[2] <= 4 << 20),
    ]
    for name, pick in conds:
        print('  ' + name)
        for gname, labels in groups.items():
            vals = sorted(v for l in labels for k, v in g[l].items() if pick(k))
            print('    %-8s %s  (%d cells, median %.2f; below 1.85: %s; below 0.97: %d)' % (
                gname, rng(vals), len(vals), vals[len(vals) // 2],
                ' '.join('%.2f' % v for v in vals if v < 1.85) if sum(v < 1.85 for v in vals) <= 8 else '%d cells' % sum(v < 1.85 for v in vals),
                sum(v < 0.97 for v in vals)))
    print('  cells from 512 KiB below 0.97, per run (of 60), and the least')
    for gname, labels in groups.items():
        for l in labels:
            low = [v for k, v in g[l].items() if k[2] >= 512 << 10 and v < 0.97]
            print('    %-10s %2d  %s' % (l, len(low), min(low) if low else '-'))


g = grids('raw-*.txt')
print('== main grids, alternated: head (de9eaea), cls (de9eaea + tree-cls.patch), final (c2e2d85)')
table(g)
print()
summary(g, collections.OrderedDict([
    ('before', [l for l in g if l.startswith('head')]),
    ('after', [l for l in g if l.startswith(('cls', 'final'))]),
]))

v = grids('variant-ownpiece/raw-*.txt')
print()
print('== rejected variant: alone = max(bestRate, caller\'s fastest piece), alternated with head')
table(v)
print()
summary(v, collections.OrderedDict([
    ('head', [l for l in v if l.startswith('head')]),
    ('ownpiece', [l for l in v if l.startswith('ownpiece')]),
]))

print()
print('== forced sharing (every call of 512 KiB or more shares; forced/raw-forced.txt)')
sec = None
for line in open(os.path.join(HERE, 'forced', 'raw-forced.txt')):
    if line.startswith('== '):
        sec = line[3:].strip()
        continue
    m = re.match(r'\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s', line)
    if m:
        print('  %-40s %10s %s' % (sec, m.group(1), m.group(2)))
