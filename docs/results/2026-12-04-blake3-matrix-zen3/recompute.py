#!/usr/bin/env python3
"""Reprints this folder's figures: from the three gap-matrix runs of the
blake3 group at 30cf6c5, every row-peer pair where a peer's median time over
vilya's is below 0.97 in any run (each run's ratio); and from
ab-a0c5f5e-30cf6c5.txt (go-test BenchmarkSum256 of a0c5f5e and 30cf6c5,
six alternated runs) the median time 30cf6c5/a0c5f5e per size. Run from
anywhere: python3 recompute.py"""
import collections, glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
rows = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(HERE, 'blake3-*.json'))):
    t = collections.defaultdict(dict)
    for x in json.load(open(f))['rows']:
        t[(x['op'], x['size'])][x['impl']] = x['ns_median']
    for k, v in t.items():
        if 'vilya' in v:
            for p, ns in v.items():
                if p != 'vilya':
                    rows[k, p].append(ns / v['vilya'])
print('peer time / vilya time, rows below 0.97 in any of the runs:')
for (k, p), v in sorted(rows.items(), key=lambda kv: min(kv[1])):
    if min(v) < 0.97:
        print('  %-22s %8d B  %-16s %s' % (k[0], k[1], p, ' '.join('%.3f' % x for x in v)))
d = collections.defaultdict(list)
for line in open(os.path.join(HERE, 'ab-a0c5f5e-30cf6c5.txt')):
    v, n, ns = line.split()
    d[n, v].append(float(ns))
for n in sorted({k[0] for k in d}):
    print('%s: a0c5f5e %s ns, 30cf6c5 %s ns, median 30cf6c5/a0c5f5e %.3f' % (
        n, ' '.join('%.0f' % x for x in d[n, 'a0c']), ' '.join('%.0f' % x for x in d[n, '30c']),
        statistics.median(d[n, '30c']) / statistics.median(d[n, 'a0c'])))
