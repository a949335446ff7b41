#!/usr/bin/env python3
"""Reprints every figure the README of this folder quotes, from raw.txt
(ab.sh: base and new alternated, two counts a run) and pick.txt (the
choice of four or eight positions: base, p4 = 90f0adc, p8 = the tree of
71354e4, two rounds of one count each). Python 3 stdlib only."""
import collections
import statistics


def load(path):
    runs = collections.defaultdict(list)  # (variant, bench) -> [ns/op in order]
    for line in open(path):
        f = line.split()
        if len(f) < 4 or not f[1].startswith('Benchmark'):
            continue
        name = f[1].removeprefix('Benchmark').rsplit('-', 1)[0]
        runs[(f[0], name)].append(float(f[3]))
    return runs


def rng(xs):
    return '%.0f-%.0f' % (min(xs), max(xs))


def ratios(runs, v, cold, warm):
    # Paired within each run: the i-th cold figure with the i-th warm one.
    c, w = runs[(v, cold)], runs[(v, warm)]
    return [a / b for a, b in zip(c, w)]


def report(path, variants, title):
    runs = load(path)
    print('==', title, '(%s)' % path)
    rows = [('single', 'VerifyCold/stdlib/1232', 'VerifyPublicKey/stdlib/1232', 1)]
    for n in (1, 8, 64):
        rows.append(('batch n=%d' % n, 'VerifyBatch/stdlib/%dx1232' % n, 'VerifyBatchKeys/stdlib/%dx1232' % n, n))
    for v in variants:
        for label, cold, warm, n in rows:
            if not runs[(v, cold)] or not runs[(v, warm)]:
                continue
            r = ratios(runs, v, cold, warm)
            print('%-5s %-11s cold %s ns/sig, warm %s ns/sig (%d runs): cold/warm %.2f-%.2f, median %.2f' % (
                v, label, rng([x / n for x in runs[(v, cold)]]), rng([x / n for x in runs[(v, warm)]]),
                len(r), min(r), max(r), statistics.median(r)))
        if runs[(v, 'NewPublicKey')]:
            print('%-5s NewExpandedPublicKey %s ns' % (v, rng(runs[(v, 'NewPublicKey')])))
    if 'base' in variants and 'new' in variants:
        for label, cold, warm, n in rows:
            for b in (cold, warm):
                old, new = runs[('base', b)], runs[('new', b)]
                if old and new:
                    print('new/base time %-32s median %.3f (range of new/base per run %.3f-%.3f)' % (
                        b, statistics.median(new) / statistics.median(old),
                        min(x / y for x, y in zip(new, old)), max(x / y for x, y in zip(new, old))))
        b = 'NewPublicKey'
        if runs[('base', b)]:
            print('new/base time %-32s median %.3f' % (b, statistics.median(runs[('new', b)]) / statistics.median(runs[('base', b)])))


report('raw.txt', ['base', 'new'], 'the kept change against its base')
report('pick.txt', ['base', 'new', 'p8'], 'four positions (new = p4, 90f0adc) or eight (p8)')
