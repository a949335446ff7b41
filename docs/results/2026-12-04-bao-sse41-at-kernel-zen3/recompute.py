#!/usr/bin/env python3
"""Reprints the figures of README.md: for every bao-group run held to the
SSE4.1 kernels (-kernels blake3=sse41; bao-N-<commit>.json),
vilya's Sum256 time over vilya's time for each op and size (above 1: the Bao
op is faster than plain hashing), and vilya's speed over lukechampine's; then
the ranges per commit."""
import collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
ranges = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(HERE, 'bao-*.json')), key=lambda p: int(re.search(r'bao-(\d+)-', p).group(1))):
    run, commit = re.search(r'bao-(\d+)-(\w+)\.json', f).groups()
    rows = collections.defaultdict(dict)
    for r in json.load(open(f))['rows']:
        rows[(r['op'], r['size'])][r['impl']] = r['ns_median']
    cells = []
    for (op, size), v in sorted(rows.items(), key=lambda kv: (kv[0][0], kv[0][1])):
        s = v['vilya-sum256'] / v['vilya']
        l = v['lukechampine'] / v['vilya']
        ranges[(commit, op, size, 'sum256/vilya')].append(s)
        ranges[(commit, op, size, 'lukechampine/vilya')].append(l)
        cells.append('%s %dMiB %.2f' % (op, size >> 20, s))
    print('run %s %s: Sum256/vilya: %s' % (run, commit, ', '.join(cells)))
print()
for k in sorted(ranges):
    v = ranges[k]
    print('%-8s %-16s %3d MiB %-19s %.2f-%.2f (%d runs)' % (k[0], k[1], k[2] >> 20, k[3], min(v), max(v), len(v)))
