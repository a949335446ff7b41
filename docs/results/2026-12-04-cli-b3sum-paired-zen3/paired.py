#!/usr/bin/env python3
"""Usage: paired.py VILYA_BIN FILE ROUNDS > raw.txt

vilya b3sum against b3sum on FILE (in the page cache), one thread and all
threads: every round runs the four commands once each, in a fresh random
order, and prints their wall times; the summary gives each command's median
and, per thread setting, the median of the rounds' own ratios (b3sum time /
vilya time of the same round), which a slow change of the machine's load
moves less than the ratio of the medians."""
import os, random, statistics, subprocess, sys, time

vilya, path, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
cmds = {
    ('b3sum', '1'): ['b3sum', '--num-threads', '1', '--no-names', path],
    ('vilya', '1'): [vilya, 'b3sum', '--num-threads', '1', '--no-names', path],
    ('b3sum', 'all'): ['b3sum', '--no-names', path],
    ('vilya', 'all'): [vilya, 'b3sum', '--no-names', path],
}
want = subprocess.run(cmds[('b3sum', 'all')], capture_output=True, check=True).stdout
for k, c in cmds.items():  # also warms the page cache and the binaries
    got = subprocess.run(c, capture_output=True, check=True).stdout
    assert got == want, (k, got, want)
print('# file: %s, %d bytes; rounds: %d' % (path, os.path.getsize(path), rounds))
print('# load: %s' % open('/proc/loadavg').read().strip())
rng = random.Random(rounds)
times = {k: [] for k in cmds}
for r in range(rounds):
    order = list(cmds)
    rng.shuffle(order)
    for k in order:
        t = time.perf_counter()
        subprocess.run(cmds[k], stdout=subprocess.DEVNULL, check=True)
        times[k].append(time.perf_counter() - t)
    print('round %2d ' % r + ' '.join('%s/%s %.1f' % (k[0], k[1], times[k][-1] * 1e3) for k in cmds))
for k in cmds:
    print('median %s threads=%s %.1f ms (min %.1f, max %.1f)' % (k[0], k[1], statistics.median(times[k]) * 1e3, min(times[k]) * 1e3, max(times[k]) * 1e3))
for t in ('1', 'all'):
    b, v = times[('b3sum', t)], times[('vilya', t)]
    paired = [x / y for x, y in zip(b, v)]
    print('threads=%s: b3sum/vilya ratio of medians %.3f, median of paired ratios %.3f (paired min %.3f, max %.3f)' % (
        t, statistics.median(b) / statistics.median(v), statistics.median(paired), min(paired), max(paired)))
