#!/usr/bin/env python3
"""Reprints every figure quoted from this folder. grids/: three alternated
grids each of e42f964 (old: shared calls allocate ~13 objects) and of the
same tree with pooled windows (new, tree.patch): per grid, the cells from
512 KiB whose paired speedup (the median of each round's own ratio) is
below 0.97, the least cell, and the idle cells from 64 MiB; medians over
the three grids per cell. forced/: go-test benchmarks with every call
shared (alwaysShare), alternated runs a side (bench-*: three, bench2-*:
five, bench3-*: eight, the order swapped every run): ns/op, B/op and allocs/op, and the median time new/old per size. Run from anywhere: python3 recompute.py"""
import glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = re.compile(r'\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)$')


def cells(path):
    """{(kind, load, size): paired ratio}"""
    out, sec = {}, None
    for line in open(path):
        m = re.match(r'== \S+ (cold|repeated) (idle|pinned|procs8)', line)
        if m:
            sec = (m.group(1), m.group(2))
            continue
        m = ROW.match(line)
        if m and sec and int(m.group(1)) >= 512 << 10:
            out[sec + (int(m.group(1)),)] = float(m.group(3))
    return out


grids = {}
for side in ('old', 'new'):
    runs = [cells(f) for f in sorted(glob.glob(os.path.join(HERE, 'grids', 'raw-%s-*.txt' % side)))]
    for c in runs:
        assert len(c) == 60, len(c)
    grids[side] = runs
    below = [sum(v < 0.97 for v in c.values()) for c in runs]
    least = [min(c.values()) for c in runs]
    big = sorted(v for c in runs for k, v in c.items() if k[1] == 'idle' and k[2] >= 64 << 20)
    print('%s: %d grids; paired cells below 0.97 per grid of 60: %s; least per grid: %s' % (
        side, len(runs), ' '.join(map(str, below)), ' '.join('%.2f' % x for x in least)))
    print('     idle from 64 MiB: %.2f-%.2f, %d of %d at least 1.85' % (big[0], big[-1], sum(v >= 1.85 for v in big), len(big)))
keys = sorted(grids['old'][0])
ratios = []
for k in keys:
    o = statistics.median(c[k] for c in grids['old'])
    n = statistics.median(c[k] for c in grids['new'])
    ratios.append(n / o)
print('new/old, per cell, medians over the grids: median %.3f, range %.2f-%.2f (%d cells)' % (
    statistics.median(ratios), min(ratios), max(ratios), len(ratios)))

BENCH = re.compile(r'BenchmarkTmpForced/(\d+)-\d+\s+\d+\s+(\d+) ns/op\s+[\d.]+ MB/s\s+(\d+) B/op\s+(\d+) allocs/op')
print('forced sharing, WriteParallel on 2 workers, every run:')
for prefix in ('bench', 'bench2', 'bench3'):
    med = {}
    for side in ('old', 'new'):
        rows = {}
        for f in sorted(glob.glob(os.path.join(HERE, 'forced', '%s-%s-*.txt' % (prefix, side)))):
            for line in open(f):
                m = BENCH.match(line)
                if m:
                    rows.setdefault(int(m.group(1)), []).append((int(m.group(2)), int(m.group(3)), int(m.group(4))))
        for kib in sorted(rows):
            r = rows[kib]
            med[side, kib] = statistics.median(x[0] for x in r)
            print('  %s %s %6d KiB: us %s; B/op %s; allocs/op %s' % (prefix, side, kib,
                  ' '.join('%.0f' % (x[0] / 1e3) for x in r),
                  ' '.join(str(x[1]) for x in r), ' '.join(str(x[2]) for x in r)))
    for kib in sorted(k for s_, k in med if s_ == 'old'):
        print('  %s %6d KiB: median time new/old %.3f' % (prefix, kib, med['new', kib] / med['old', kib]))

print('refcount/ (the rejected first version, alternated with old), B/op by size, every run:')
for side in ('old', 'refcount'):
    rows = {}
    for f in sorted(glob.glob(os.path.join(HERE, 'forced', 'refcount', 'bench-%s-*.txt' % side))):
        for line in open(f):
            m = BENCH.match(line)
            if m:
                rows.setdefault(int(m.group(1)), []).append(int(m.group(3)))
    for kib in sorted(rows):
        print('  %-8s %6d KiB: B/op %s' % (side, kib, ' '.join(map(str, rows[kib]))))
