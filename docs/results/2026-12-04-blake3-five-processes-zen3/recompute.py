#!/usr/bin/env python3
"""Reprints the figures quoted from this folder: per fresh matrix process
(blake3-N.json, 0967aa1), derive-key, hash and keyed at 0-64 bytes against
the official C (issue 29: derive-key >= 1.0 in each of five processes); the
256 MiB whole-process rows against b3sum; the README's Zen 3 BLAKE3 rows;
and the 1 GiB command-line sets of cli-1g.txt (b3sum time / vilya time)."""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
runs = []
for f in sorted(glob.glob(os.path.join(HERE, 'blake3-*.json')), key=lambda p: int(re.search(r'-(\d+)\.json', p).group(1))):
    t = {}
    for r in json.load(open(f))['rows']:
        t[(r['op'], r['size'], r['impl'])] = r['ns_median']
    runs.append(t)


def ratio(t, op, size, peer):
    return t[(op, size, peer)] / t[(op, size, 'vilya')]


def rng(xs):
    return '%.2f-%.2f' % (min(xs), max(xs))


print('%d fresh processes' % len(runs))
for op in ('derive-key', 'hash', 'keyed'):
    print('%s against the official C, per process:' % op)
    for size in (0, 1, 32, 64):
        xs = [ratio(t, op, size, 'official-c') for t in runs]
        print('  %3d B: %s   (vilya %s ns)' % (size, ' '.join('%.2f' % x for x in xs),
                                            ' '.join('%.0f' % t[(op, size, 'vilya')] for t in runs)))
print('whole-process 256 MiB against b3sum, per process:')
for op in ('process-1-thread', 'process-all-threads'):
    xs = [ratio(t, op, 256 << 20, 'b3sum') for t in runs]
    print('  %-20s %s  (range %s; vilya median %.1f ms)' % (op, ' '.join('%.2f' % x for x in xs), rng(xs),
                                                           statistics.median(t[(op, 256 << 20, 'vilya')] for t in runs) / 1e6))
print('README rows (Zen 3): vilya median of the process medians, and peer / vilya ranges')
for op, size, label in (('hash', 64, 'hash 64 B'), ('hash', 1024, 'hash 1 KiB'), ('hash', 1 << 20, 'hash 1 MiB')):
    v = statistics.median(t[(op, size, 'vilya')] for t in runs)
    print('  %-12s %9.1f ns  ' % (label, v) + ', '.join('%s %s' % (p, rng([ratio(t, op, size, p) for t in runs]))
                                                     for p in ('official-c', 'zeebo', 'lukechampine')))
for op, size in (('multicore', 16 << 20), ('multicore', 256 << 20)):
    print('  %s %d MiB: official C (one thread) / vilya %s' % (op, size >> 20, rng([ratio(t, op, size, 'official-c') for t in runs])))

for cli in sorted(glob.glob(os.path.join(HERE, 'cli-1g*.txt'))):
    sec = None
    med = {}
    for line in open(cli):
        m = re.match(r'== (\S+) threads (\S+)', line)
        if m:
            sec = m.group(2)
            continue
        if line.startswith('json ') and sec:
            j = json.loads(line[5:])
            med[(sec, j['command'].split()[0])] = statistics.median(j['times'])
    print('1 GiB cached file (%s), hyperfine medians, b3sum / vilya:' % os.path.basename(cli))
    for s in ('1', 'all'):
        b = med[(s, 'b3sum')]
        vs = {c: m for (ss, c), m in med.items() if ss == s and c != 'b3sum'}
        print('  threads %-3s b3sum %.1f ms; ' % (s, b * 1e3) + ', '.join('%s %.1f ms (%.2f)' % (os.path.basename(c), m * 1e3, b / m) for c, m in sorted(vs.items())))
