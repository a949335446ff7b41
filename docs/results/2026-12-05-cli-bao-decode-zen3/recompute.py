#!/usr/bin/env python3
"""Reprints the README's figures from the raw-*.txt files of paired.py."""
import glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
modes = ('combined', 'outboard', 'stdout')
summary = {}
for path in sorted(glob.glob(os.path.join(here, 'raw-*.txt'))):
    name = os.path.basename(path)[4:-4]
    kind = name.rsplit('-', 1)[0]
    times = {}
    for line in open(path):
        if not line.startswith('round'):
            continue
        for k, w, u, s in re.findall(r'(\S+) ([\d.]+)/([\d.]+)/([\d.]+)', line):
            times.setdefault(k, []).append((float(w), float(u), float(s)))
    print('%s: %d rounds' % (name, len(next(iter(times.values())))))
    for k, v in times.items():
        print('  %-13s median wall %7.1f ms  user %6.1f  sys %6.1f  (wall %.1f-%.1f)' % (
            k, statistics.median(x[0] for x in v), statistics.median(x[1] for x in v),
            statistics.median(x[2] for x in v), min(x[0] for x in v), max(x[0] for x in v)))
    pairs = [('old-' + m, 'new-' + m) for m in modes] + [('cp', 'new-combined'), ('cp', 'new-outboard')]
    for a, b in pairs:
        if a not in times or b not in times:
            continue
        x, y = [t[0] for t in times[a]], [t[0] for t in times[b]]
        p = [i / j for i, j in zip(x, y)]
        rm, pm = statistics.median(x) / statistics.median(y), statistics.median(p)
        print('  %s / %s: ratio of medians %.3f, paired median %.3f (rounds %.3f-%.3f)' % (a, b, rm, pm, min(p), max(p)))
        summary.setdefault((kind, a, b), []).append((rm, pm))
    for m in modes:
        if 'old-' + m in times:
            o, n = times['old-' + m], times['new-' + m]
            for i, what in ((1, 'user'), (2, 'system')):
                r = statistics.median(x[i] for x in n) / statistics.median(x[i] for x in o)
                print('  %s time, new / old (medians), %s: %.2f' % (what, m, r))
                summary.setdefault(('all', 'new-' + what, 'old-' + what), []).append((r, r))
    print('  slowest round per command: %.2f-%.2f s' % (min(max(x[0] for x in v) for v in times.values()) / 1e3,
                                                     max(max(x[0] for x in v) for v in times.values()) / 1e3))
print()
print('Ranges over the sets of each kind (ratio of medians; paired medians):')
for (kind, a, b), v in summary.items():
    rms, pms = [x[0] for x in v], [x[1] for x in v]
    print('  %-8s %s / %s: %.2f-%.2f; %.2f-%.2f (%d values)' % (kind, a, b, min(rms), max(rms), min(pms), max(pms), len(v)))
