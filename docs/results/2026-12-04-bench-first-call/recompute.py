#!/usr/bin/env python3
"""Reprints every figure of this folder's README: for each run, the single
verification rows (200 bytes, the group's first row, and 1232 bytes):
vilya's median in µs, its calls per repetition (the JSON's `iterations`
for the fixed harness; the stderr of the old harness built with
iters.patch for iters-old-*; the old harness's JSON lacks them), and
curve25519-voi's and crypto/ed25519's medians over vilya's; then the
ranges per harness. Run from anywhere: python3 recompute.py"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
ranges = {}


def note(harness, size, voi, std, n):
    for k, x in (('voi', voi), ('stdlib', std), ('calls', n)):
        if x is not None:
            ranges.setdefault((harness, size, k), []).append(x)
    return '%d B: voi %.2fx, stdlib %.2fx, %s calls/rep' % (size, voi, std, n if n else '-')


for f in sorted(glob.glob(os.path.join(HERE, '*.json'))):
    name = os.path.basename(f)[:-5]
    harness = 'old' if '-old-' in name else 'fixed'
    rows = {}
    for r in json.load(open(f))['rows']:
        rows.setdefault((r['op'], r['size'], r['batch']), {})[r['impl']] = r
    out = []
    for size in (200, 1232):
        row = rows[('verify', size, 1)]
        v = row['vilya']['ns_median']
        out.append('vilya %.1f µs, ' % (v / 1e3) + note(harness, size, row['voi']['ns_median'] / v, row['stdlib']['ns_median'] / v, row['vilya'].get('iterations')))
    print('%-14s %s' % (name, ' | '.join(out)))

for f in sorted(glob.glob(os.path.join(HERE, 'iters-old-*.md'))):
    name = os.path.basename(f)[:-3]
    calls = {}
    for line in open(f[:-3] + '.stderr'):
        m = re.match(r'calibrated: ed25519 verify size=(\d+) batch=1 vilya: (\d+) calls', line)
        if m:
            calls[int(m.group(1))] = int(m.group(2))
    out = []
    for line in open(f):
        c = [x.strip() for x in line.split('|')]
        if len(c) > 8 and c[1] == 'verify':
            size = int(c[2])
            out.append('vilya %s µs, ' % c[4].split()[0] + note('old', size, float(c[8]), float(c[6]), calls[size]))
    print('%-14s %s' % (name, ' | '.join(out)))

print()
for harness in ('old', 'fixed'):
    for size in (200, 1232):
        vo, st, n = (ranges.get((harness, size, k), []) for k in ('voi', 'stdlib', 'calls'))
        print('%-5s harness, %4d B, %d runs: voi/vilya %.2f-%.2f, stdlib/vilya %.2f-%.2f; vilya calls per repetition %s (%d runs)' % (
            harness, size, len(vo), min(vo), max(vo), min(st), max(st), '%d-%d' % (min(n), max(n)), len(n)))

print()
for f in sorted(glob.glob(os.path.join(HERE, 'full-*.json'))):
    s = json.load(open(f))['summary']
    print('%-11s' % os.path.basename(f)[:-5], ', '.join('%s %d/%d/%d' % (x['peer'], x['wins'], x['ties'], x['losses']) for x in s if x['rows']), '(wins/ties/losses)')
