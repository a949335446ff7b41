#!/usr/bin/env python3
"""Reprints the A/B of docs/results/2026-12-02-ed25519-engines.

raw/: the ed25519 test binaries of 206d1a5 (old) and 118b451 (new, the ifma
engines moved into ed25519/internal/ifma) alternated, each backend forced.
Per backend and row: every old and new ns/op, each new run over the old
median, the median new over the old median, and the same ratio for the
untouched crypto/ed25519 row (the control: how far the machine drifted).
kernel-addresses.txt: each assembly kernel's entry address mod 64 in both
binaries. Standard library only."""
import glob, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
line = re.compile(r'^Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op')


def load(path):
    rows = {}
    for l in open(path):
        m = line.match(l)
        if m:
            rows[m.group(1)] = float(m.group(2))
    return rows


def report(folder):
    data = {}  # (backend, row) -> {'old': [...], 'new': [...]}
    runs = {'old': 0, 'new': 0}
    for f in sorted(glob.glob(os.path.join(folder, '*-*-*.txt'))):
        side, backend, rnd = os.path.basename(f)[:-4].split('-')
        rows = load(f)
        if rows:
            runs[side] += 1
        for row, ns in rows.items():
            data.setdefault((backend, row), {'old': [], 'new': []})[side].append(ns)
    print(f'runs with output: old {runs["old"]}, new {runs["new"]}')
    print(f'{"backend":8} {"row":34} old ns/op (every run) | new ns/op (every run) | each new / old median | median new / old median')
    all_r, med_r, outside = [], [], []
    for (backend, row), v in sorted(data.items()):
        if not v['old'] or not v['new']:
            continue
        base = statistics.median(v['old'])
        rs = [n / base for n in v['new']]
        mr = statistics.median(v['new']) / base
        control = 'crypto-ed25519' in row
        if not control:
            all_r += rs
            med_r.append(mr)
            if not 0.97 <= mr <= 1.03:
                outside.append((backend, row, mr))
        tag = ' (control)' if control else ('' if 0.97 <= mr <= 1.03 else '  <-- outside 3 %')
        print(f'{backend:8} {row:34} {" ".join(f"{x:.0f}" for x in v["old"])} | {" ".join(f"{x:.0f}" for x in v["new"])} | {" ".join(f"{r:.3f}" for r in rs)} | {mr:.3f}{tag}')
    if med_r:
        print(f'vilya rows: {len(med_r)}')
        print(f'every new run / old median: {min(all_r):.3f} .. {max(all_r):.3f}')
        print(f'median new / old median:    {min(med_r):.3f} .. {max(med_r):.3f} (geometric mean {statistics.geometric_mean(med_r):.3f})')
        print(f'rows whose median ratio is outside 0.97 .. 1.03: {len(outside)}')
        for b, r, m in outside:
            print(f'  {b} {r}: {m:.3f}')


def normalized(folder):
    """Each vilya row over the control row of the same run (so that load
    that changes between runs cancels), then new over old as above."""
    data = {}
    for f in sorted(glob.glob(os.path.join(folder, '*-*-*.txt'))):
        side, backend, rnd = os.path.basename(f)[:-4].split('-')
        rows = load(f)
        ctl = rows.get('VerifyCold/crypto-ed25519/64')
        if not ctl:
            continue
        for row, ns in rows.items():
            if 'crypto-ed25519' not in row:
                data.setdefault((backend, row), {'old': [], 'new': []})[side].append(ns / ctl)
    meds = []
    for (backend, row), v in sorted(data.items()):
        if not v['old'] or not v['new']:
            continue
        base = statistics.median(v['old'])
        mr = statistics.median(v['new']) / base
        meds.append(mr)
        print(f'{backend:8} {row:34} {" ".join(f"{x:.3f}" for x in v["old"])} | {" ".join(f"{x:.3f}" for x in v["new"])} | {mr:.3f}')
    if meds:
        print(f'median new / old median over rows: {min(meds):.3f} .. {max(meds):.3f} (geometric mean {statistics.geometric_mean(meds):.3f})')


def kernels():
    side = {'old': {}, 'new': {}}
    for l in open(os.path.join(here, 'kernel-addresses.txt')):
        s, addr, mod, name = l.split()
        side[s][name] = int(mod)
    same = [n for n in side['old'] if side['new'].get(n) == side['old'][n]]
    moved = [n for n in side['old'] if n in side['new'] and side['new'][n] != side['old'][n]]
    print(f'kernels: {len(side["old"])} old, {len(side["new"])} new; entry mod 64 unchanged: {len(same)}; moved: {len(moved)}')
    for n in moved:
        print(f'  {n}: {side["old"][n]} -> {side["new"][n]}')
    for prefix in ('r51x8.', 'r25x4.'):
        ks = [n for n in side['old'] if n.startswith(prefix)]
        print(f'  {prefix[:-1]}: {sum(1 for n in ks if n in same)} of {len(ks)} unchanged')


print('== raw (ifma and forced avx2; old 206d1a5, new 118b451)')
report(os.path.join(here, 'raw'))
print()
print('== the same, each row first divided by its own run\'s crypto/ed25519 row')
normalized(os.path.join(here, 'raw'))
print()
print('== kernel entry addresses')
kernels()
