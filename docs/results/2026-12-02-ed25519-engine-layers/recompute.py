#!/usr/bin/env python3
"""Reprints the A/B of docs/results/2026-12-02-ed25519-engine-layers.

For every raw-<commit>/ folder: per backend and row, the three old and the
three new ns/op, each new run divided by the median of the old runs, and the
ranges over all rows. Standard library only."""
import glob, os, re, statistics, sys

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
    print(f'== {os.path.basename(folder)}')
    data = {}  # (backend, row) -> {'old': [...], 'new': [...]}
    for f in sorted(glob.glob(os.path.join(folder, '*-*-*.txt'))):
        side, backend, rnd = os.path.basename(f)[:-4].split('-')
        for row, ns in load(f).items():
            data.setdefault((backend, row), {'old': [], 'new': []})[side].append(ns)
    all_ratios, med_ratios, out = [], [], []
    print(f'{"backend":9} {"row":28} old ns/op (every run) | new ns/op (every run) | each new / old median | median new / old median')
    for (backend, row), v in sorted(data.items()):
        if len(v['old']) == 0 or len(v['new']) == 0:
            continue
        base = statistics.median(v['old'])
        rs = [n / base for n in v['new']]
        mr = statistics.median(v['new']) / base
        all_ratios += rs
        med_ratios.append(mr)
        flag = '' if 0.97 <= mr <= 1.03 else '  <-- outside 3 %'
        if flag:
            out.append((backend, row, mr))
        print(f'{backend:9} {row:28} {" ".join(f"{x:.0f}" for x in v["old"])} | {" ".join(f"{x:.0f}" for x in v["new"])} | {" ".join(f"{r:.3f}" for r in rs)} | {mr:.3f}{flag}')
    print(f'rows: {len(med_ratios)}')
    print(f'every new run / old median: {min(all_ratios):.3f} .. {max(all_ratios):.3f}')
    print(f'median new / old median:    {min(med_ratios):.3f} .. {max(med_ratios):.3f} (geometric mean {statistics.geometric_mean(med_ratios):.3f})')
    print(f'rows whose median ratio is outside 0.97 .. 1.03: {len(out)}')
    for b, r, m in out:
        print(f'  {b} {r}: {m:.3f}')
    print()

def inlining():
    """The -gcflags=-m comparison: functions that can inline (names without
    their package, lower case, closures by number) and the values that escape,
    before and after; and how many calls of the small helpers that now cross
    a package are inlined."""
    def lines(name):
        return [l.rstrip('\n') for l in open(os.path.join(here, name))]
    def strip(l):
        return re.sub(r'^[^:]+:\d+:\d+: ', '', l)
    def pk(x):
        return re.sub(r'\b(prep|edwards|msm|portable)\.', '', x).lower()
    def inl(ls):
        out = set()
        for l in ls:
            m = re.search(r': can inline (\S+)', l)
            if m:
                n = re.sub(r'\(\*?(\w+)\)', r'\1', m.group(1)).lower()
                out.add(n.split('.')[-1])
        return out
    def esc(ls):
        return sorted(pk(strip(l)) for l in ls if 'escapes to heap' in l or 'moved to heap' in l)
    b, a = lines('inlining-before-fc14c77.txt'), lines('inlining-after-c301978.txt')
    print('== inlining and escape (go build -gcflags=-m)')
    print('can inline, before only:', sorted(inl(b) - inl(a)))
    print('can inline, after only: ', sorted(inl(a) - inl(b)))
    eb, ea = esc(b), esc(a)
    print(f'escaping values: before {len(eb)}, after {len(ea)}')
    for x in sorted(set(eb) ^ set(ea)):
        print('  differs:', x)
    pats = {
        'Profile.cofactored': r'inlining call to Profile\.cofactored\b',
        'Profile.rules (new; also inside cofactored)': r'inlining call to Profile\.rules\b',
        'Profile.valid': r'inlining call to Profile\.valid\b',
        'IsSmallOrderEncoding': r'inlining call to .*[iI]sSmallOrderEncoding',
        'ProjPoint.FromExt': r'inlining call to .*ProjPoint\)\.[fF]romExt',
        'ProjPoint.Identity': r'inlining call to .*ProjPoint\)\.[iI]dentity',
        'r51x8.Lane': r'inlining call to r51x8\.Lane\b',
        'scalar.Abs': r'inlining call to scalar\.Abs\b',
        'atomic Add (fault counter)': r'inlining call to .*atomic.*Add',
    }
    for name, pat in pats.items():
        cb = sum(1 for l in b if re.search(pat, l, re.I))
        ca = sum(1 for l in a if re.search(pat, l, re.I))
        print(f'  inlined calls of {name}: before {cb}, after {ca}')
    c, f = lines('inlining-after-c301978.txt'), lines('inlining-after-7c14e75.txt')
    same = inl(c) == inl(f) and esc(c) == esc(f)
    print(f'7c14e75 (engines take prep.Rules) against c301978: same can-inline set and escaping values: {same}')
    print()

def profiles():
    """The total samples and the three heaviest functions of each profile."""
    print('== profiles (profile/*-top.txt): total, then the top three by flat time')
    for side in ('old', 'new'):
        for backend in ('ifma', 'avx2'):
            ls = open(os.path.join(here, 'profile', f'{side}-{backend}-top.txt')).read().split('\n')
            total = next(l for l in ls if l.startswith('Duration')).split('Total samples = ')[1].split(' ')[0]
            i = next(i for i, l in enumerate(ls) if l.strip().startswith('flat'))
            top = ['%s %s' % (l.split()[0], l.split()[-1].split('/')[-1]) for l in ls[i + 1:i + 4]]
            print(f'  {side} {backend}: total {total}; ' + '; '.join(top))
    print()

inlining()
profiles()
for folder in sorted(glob.glob(os.path.join(here, 'raw-*'))) + sorted(glob.glob(os.path.join(here, 'focus-*'))):
    report(folder)
