#!/usr/bin/env python3
"""Reprints the README's figures from the raw-*.txt files of paired.py."""
import glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
pairs = (('old', 'new'), ('new-1thread', 'new'), ('old', 'new-1thread'), ('nolock', 'new'), ('cp', 'new'), ('old-outboard', 'new-outboard'))
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
    print('%s: %d rounds' % (name, len(times['new'])))
    for k, v in times.items():
        print('  %-13s median wall %7.1f ms  user %6.1f  sys %6.1f  (wall %.1f-%.1f)' % (
            k, statistics.median(x[0] for x in v), statistics.median(x[1] for x in v),
            statistics.median(x[2] for x in v), min(x[0] for x in v), max(x[0] for x in v)))
    for a, b in pairs:
        x, y = [t[0] for t in times[a]], [t[0] for t in times[b]]
        p = [i / j for i, j in zip(x, y)]
        rm, pm = statistics.median(x) / statistics.median(y), statistics.median(p)
        print('  %s / %s: ratio of medians %.3f, paired median %.3f (rounds %.3f-%.3f)' % (a, b, rm, pm, min(p), max(p)))
        summary.setdefault((kind, a, b), []).append((rm, pm))
    sysr = statistics.median(x[2] for x in times['nolock']) / statistics.median(x[2] for x in times['new'])
    print('  system time, nolock / new (medians): %.2f' % sysr)
    summary.setdefault(('all', 'nolock-sys', 'new-sys'), []).append((sysr, sysr))
print()
print('Ranges over the sets of each kind (ratio of medians; paired medians):')
for (kind, a, b), v in summary.items():
    rms, pms = [x[0] for x in v], [x[1] for x in v]
    print('  %-11s %s / %s: %.2f-%.2f; %.2f-%.2f (%d sets)' % (kind, a, b, min(rms), max(rms), min(pms), max(pms), len(v)))

# The in-memory EncodeParallel after the pieces moved into pieceSet.
print()
print('encode-parallel-check.txt: median ns/op, new / old')
bench = {}
for line in open(os.path.join(here, 'encode-parallel-check.txt')):
    f = line.split()
    if len(f) > 3 and f[1].startswith('Benchmark'):
        bench.setdefault((f[1], f[0]), []).append(float(f[3]))
for name in sorted({k[0] for k in bench}):
    o, n = statistics.median(bench[(name, 'old')]), statistics.median(bench[(name, 'new')])
    print('  %-45s old %10.0f  new %10.0f  new/old %.3f' % (name, o, n, n / o))
