#!/usr/bin/env python3
"""Reprints the A/B of docs/results/2026-12-02-ed25519-avx2-engine.

raw/: the ed25519 test binaries of cd3201c (old) and 992ddb1 (new, the avx2
engine moved into ed25519/internal/avx2) alternated, the avx2 backend
forced; raw-pilot/: one round run first the same way. Per row: every old
and new ns/op, each new run over the old median, the median new over the
old median, and the same ratio for the untouched crypto/ed25519 row (the
control: how far the machine drifted); then every row divided by its own
run's control first. kernel-addresses.txt: each assembly kernel's entry
address mod 64 in both binaries. Standard library only."""
import glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
line = re.compile(r'^Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op')
CONTROL = 'VerifyCold/crypto-ed25519/64'


def load(path):
    rows = {}
    for l in open(path):
        m = line.match(l)
        if m:
            rows[m.group(1)] = float(m.group(2))
    return rows


def runs(folder):
    out = []  # (side, round, rows)
    for f in sorted(glob.glob(os.path.join(folder, '*-avx2-*.txt'))):
        side, _, rnd = os.path.basename(f)[:-4].split('-')
        rows = load(f)
        if rows:
            out.append((side, int(rnd), rows))
    return out


def table(rs, normalize):
    data = {}
    for side, _, rows in rs:
        ctl = rows.get(CONTROL)
        for row, ns in rows.items():
            if normalize and (row == CONTROL or not ctl):
                continue
            data.setdefault(row, {'old': [], 'new': []})[side].append(ns / ctl if normalize else ns)
    fmt = (lambda x: f'{x:.3f}') if normalize else (lambda x: f'{x:.0f}')
    meds, outside = [], []
    print(f'{"row":30} old (every run) | new (every run) | each new / old median | median new / old median')
    for row in sorted(data):
        v = data[row]
        if not v['old'] or not v['new']:
            continue
        base = statistics.median(v['old'])
        each = [n / base for n in v['new']]
        mr = statistics.median(v['new']) / base
        control = row == CONTROL
        if not control:
            meds.append(mr)
            if not 0.97 <= mr <= 1.03:
                outside.append((row, mr))
        tag = ' (control)' if control else ('' if 0.97 <= mr <= 1.03 else '  <-- outside 3 %')
        print(f'{row:30} {" ".join(fmt(x) for x in v["old"])} | {" ".join(fmt(x) for x in v["new"])} | '
              f'{" ".join(f"{r:.3f}" for r in each)} | {mr:.3f}{tag}')
    if meds:
        print(f'vilya rows: {len(meds)}; median new / old median {min(meds):.3f} .. {max(meds):.3f} '
              f'(geometric mean {statistics.geometric_mean(meds):.3f}); outside 0.97 .. 1.03: {len(outside)}')
        for r, m in outside:
            print(f'  {r}: {m:.3f}')


def loads(folder):
    for f in sorted(glob.glob(os.path.join(folder, '*-avx2-*.txt'))):
        for l in open(f):
            if l.startswith('# date:'):
                print(f'  {os.path.basename(f)}: {l[2:].strip()}')


def kernels():
    side = {'old': {}, 'new': {}}
    for l in open(os.path.join(here, 'kernel-addresses.txt')):
        s, addr, mod, name = l.split()
        side[s][name] = int(mod)
    same = [n for n in side['old'] if side['new'].get(n) == side['old'][n]]
    moved = [n for n in side['old'] if n in side['new'] and side['new'][n] != side['old'][n]]
    print(f'kernels: {len(side["old"])} old, {len(side["new"])} new; entry mod 64 unchanged: {len(same)}; moved: {len(moved)}')
    for prefix in ('r25x4.', 'r51x8.', 'r64.'):
        ks = [n for n in side['old'] if n.startswith(prefix)]
        mv = [n for n in ks if n in moved]
        print(f'  {prefix[:-1]}: {len(ks) - len(mv)} of {len(ks)} unchanged')
        for n in mv:
            print(f'    {n}: {side["old"][n]} -> {side["new"][n]}')


for name in ('raw', 'raw-pilot'):
    folder = os.path.join(here, name)
    rs = runs(folder)
    print(f'== {name}: forced avx2; old cd3201c, new 992ddb1; runs: old {sum(s == "old" for s, _, _ in rs)}, new {sum(s == "new" for s, _, _ in rs)}')
    loads(folder)
    print('-- ns/op')
    table(rs, False)
    print('-- each row over its own run\'s crypto/ed25519 row')
    table(rs, True)
    print()
print('== kernel entry addresses')
kernels()
