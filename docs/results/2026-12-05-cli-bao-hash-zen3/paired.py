#!/usr/bin/env python3
"""Usage: pairedbh.py OLD_VILYA NEW_VILYA FILE ROUNDS: vilya bao hash of FILE by the
old and the new binary, the new binary's vilya b3sum, and b3sum, every round each
once in a fresh random order (all threads); wall times; medians and the median of
the rounds' own ratios old / new and b3sum / new."""
import os, random, statistics, subprocess, sys, time
old, new, path, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
cmds = {
    'bao-hash-old': [old, 'bao', 'hash', path],
    'bao-hash-new': [new, 'bao', 'hash', path],
    'vilya-b3sum': [new, 'b3sum', '--no-names', path],
    'b3sum': ['b3sum', '--no-names', path],
}
want = subprocess.run(cmds['b3sum'], capture_output=True, check=True).stdout
for k, c in cmds.items():
    got = subprocess.run(c, capture_output=True, check=True).stdout
    assert got == want, (k, got, want)
print('# file: %s, %d bytes; rounds: %d; nproc %d' % (path, os.path.getsize(path), rounds, os.cpu_count()))
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
    print('round %2d ' % r + ' '.join('%s %.1f' % (k, times[k][-1] * 1e3) for k in cmds))
for k in cmds:
    print('median %s %.1f ms (min %.1f, max %.1f)' % (k, statistics.median(times[k]) * 1e3, min(times[k]) * 1e3, max(times[k]) * 1e3))
for a in ('bao-hash-old', 'b3sum', 'vilya-b3sum'):
    x, y = times[a], times['bao-hash-new']
    p = [i / j for i, j in zip(x, y)]
    print('%s / bao-hash-new: ratio of medians %.3f, median of paired ratios %.3f (min %.3f, max %.3f)' % (
        a, statistics.median(x) / statistics.median(y), statistics.median(p), min(p), max(p)))
