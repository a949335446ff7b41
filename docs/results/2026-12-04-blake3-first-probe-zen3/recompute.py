#!/usr/bin/env python3
"""Reprints every figure of this folder's README.

fresh-processes.txt: 16 alternated pairs of fresh processes of the bao
package's BenchmarkSum256Parallel at GOMAXPROCS=2 (five calls of each size;
the 64 MiB line): per build, the median time a call, and the processes
whose 64 MiB calls did not all share (allocations a call below 14: every
shared call allocates, a call hashed alone does not).

raw-<build>-<n>.txt: the multi-core grids, alternated: per build, the
cells from 512 KiB below 0.97 by the paired ratio, the idle cells from
64 MiB, and each condition's range. Run from anywhere: python3 recompute.py"""
import glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))

rows = {}
for line in open(os.path.join(HERE, 'fresh-processes.txt')):
    m = re.match(r'(\d+) (\w+) BenchmarkSum256Parallel/65536KiB-2\s+5\s+(\d+) ns/op.*\s(\d+) allocs/op', line)
    rows.setdefault(m.group(2), []).append((int(m.group(3)) / 1e6, int(m.group(4))))
for b in ('old', 'new'):
    r = rows[b]
    part = [(t, a) for t, a in r if a < 14]
    print('fresh processes, %s: %d; median %.1f ms a call; not every call shared in %d: %s' % (
        b, len(r), statistics.median(t for t, _ in r), len(part),
        ', '.join('%d allocs %.1f ms' % (a, t) for t, a in part)))

print()
ROW = re.compile(r'\s+(\d+)\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)$')
for b in ('head', 'first-probe'):
    below, idle, per = [], [], {}
    for f in sorted(glob.glob(os.path.join(HERE, 'raw-%s-*.txt' % b))):
        sec, n = None, 0
        for line in open(f):
            m = re.match(r'== \S+ (cold|repeated) (idle|pinned|procs8)', line)
            if m:
                sec = m.group(1) + '/' + m.group(2)
                continue
            m = ROW.match(line)
            if m and sec and int(m.group(1)) >= 512 << 10:
                size, med, par = int(m.group(1)), float(m.group(2)), float(m.group(3))
                per.setdefault(sec, []).append(par)
                n += par < 0.97
                if sec.endswith('idle') and size >= 64 << 20:
                    idle.append(par)
        below.append(n)
    print('%s grids: %d; cells from 512 KiB below 0.97 (paired) per run of 60: %s; idle from 64 MiB %.2f-%.2f (%d of %d at least 1.85)' % (
        b, len(below), ' '.join(map(str, below)), min(idle), max(idle), sum(x >= 1.85 for x in idle), len(idle)))
    for sec in sorted(per):
        print('   %-15s %.2f-%.2f' % (sec, min(per[sec]), max(per[sec])))
