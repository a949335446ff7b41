#!/usr/bin/env python3
"""Reprints the figures of README.md: for every bao-group run (bao-N-<commit>.json),
vilya's Sum256 time over vilya's time for each op and size (above 1: the Bao
op is faster than plain hashing), and vilya's speed over lukechampine's; then
the ranges per commit."""
import collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def bao_group(folder):
    """Prints the per-run cells and the per-commit ranges of the bao-group
    runs bao-N-<commit>.json in folder (also used by the SSE4.1 folder)."""
    ranges = collections.defaultdict(list)
    for f in sorted(glob.glob(os.path.join(folder, 'bao-*.json')), key=lambda p: int(re.search(r'bao-(\d+)-', p).group(1))):
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


def gib(folder):
    # gib-0967aa1.txt: the go-test benchmarks at 1 GiB (VILYA_BAO_GIB=1,
    # GOMAXPROCS=1, -benchtime 5x), four runs: Sum256 time / each op's time.
    print()
    runs, cur = [], None
    for line in open(os.path.join(folder, 'gib-0967aa1.txt')):
        if line.startswith('# cpu'):
            cur = {}
            runs.append(cur)
        m = re.match(r'Benchmark(\w+)/1048576KiB\s+\d+\s+(\d+) ns/op', line)
        if m:
            cur[m.group(1)] = int(m.group(2))
    for op in ('Encode', 'EncodeOutboard', 'Decode', 'DecodeOutboard'):
        xs = [r['Sum256'] / r[op] for r in runs]
        print('1 GiB %-15s Sum256/op %s  (%.2f-%.2f)' % (op, ' '.join('%.2f' % x for x in xs), min(xs), max(xs)))


if __name__ == '__main__':
    bao_group(HERE)
    gib(HERE)
