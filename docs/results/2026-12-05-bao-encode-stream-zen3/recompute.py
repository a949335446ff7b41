#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-{old,new}-{1..4}.txt."""
import glob, re, statistics

pat = re.compile(r'^BenchmarkEncodeStream/(\w+)/(\d+KiB)-\d+\s+\d+\s+([\d.]+) ns/op.*?([\d.]+) B/op\s+(\d+) allocs/op')
data = {}  # (version, round) -> {(dst, size): [ns...]}, plus B/op
bop = {}
for f in sorted(glob.glob('raw-*-*.txt')):
    v, r = re.match(r'raw-(\w+)-(\d+)\.txt', f).groups()
    for line in open(f):
        m = pat.match(line)
        if m:
            dst, size, ns, b, a = m.groups()
            data.setdefault((v, int(r)), {}).setdefault((dst, size), []).append(float(ns))
            bop.setdefault((v, dst, size), []).append((float(b), int(a)))

rounds = sorted({r for _, r in data})
keys = sorted({k for d in data.values() for k in d}, key=lambda k: (k[0] != 'mem', int(k[1][:-3])))
print(f"rounds: {len(rounds)}, counts per round: {len(data[('new', rounds[0])][keys[0]])}")
print(f"{'dst':5} {'size':>9} {'old us (median)':>16} {'new us (median)':>16} {'old/new per round':>20} {'all':>6}  B/op old -> new (allocs)")
for k in keys:
    old = [x for r in rounds for x in data[('old', r)][k]]
    new = [x for r in rounds for x in data[('new', r)][k]]
    per = [statistics.median(data[('old', r)][k]) / statistics.median(data[('new', r)][k]) for r in rounds]
    ob = bop[('old',) + k]; nb = bop[('new',) + k]
    print(f"{k[0]:5} {k[1]:>9} {statistics.median(old)/1e3:16.1f} {statistics.median(new)/1e3:16.1f} "
          f"{min(per):9.2f}-{max(per):<9.2f} {statistics.median(old)/statistics.median(new):6.2f}  "
          f"{statistics.median(b for b, _ in ob):.0f} ({max(a for _, a in ob)}) -> {statistics.median(b for b, _ in nb):.0f} ({max(a for _, a in nb)})")

print()
print("focus (run-focus.sh): mem 64 MiB alone, ms per op")
allv = {}
for v in ['old', 'new']:
    for f in sorted(glob.glob(f'focus-{v}-*.txt')):
        ys = [float(l.split()[2]) / 1e6 for l in open(f) if l.startswith('BenchmarkEncodeStream')]
        allv.setdefault(v, []).extend(ys)
        print(f"  {f}: median {statistics.median(ys):.1f} (range {min(ys):.1f}-{max(ys):.1f})")
om, nm = statistics.median(allv['old']), statistics.median(allv['new'])
print(f"  all: old {om:.1f}, new {nm:.1f}, old/new {om/nm:.2f}")
per = []
for r in (1, 2, 3):
    o = [float(l.split()[2]) for l in open(f'focus-old-{r}.txt') if l.startswith('BenchmarkEncodeStream')]
    n = [float(l.split()[2]) for l in open(f'focus-new-{r}.txt') if l.startswith('BenchmarkEncodeStream')]
    per.append(statistics.median(o) / statistics.median(n))
print(f"  old/new per round: {min(per):.2f}-{max(per):.2f}")
