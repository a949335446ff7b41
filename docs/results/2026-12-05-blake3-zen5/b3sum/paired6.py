#!/usr/bin/env python3
"""Usage: paired6.py VILYA_BIN FILE ROUNDS: b3sum, vilya b3sum (default), vilya b3sum
with VILYA_B3SUM_NO_MMAP=1 (read), one thread and all threads, every round each once
in a fresh random order; wall times; per thread setting the median of the rounds'
own ratios b3sum / vilya."""
import os, random, statistics, subprocess, sys, time
vilya, path, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
env_read = dict(os.environ, VILYA_B3SUM_NO_MMAP='1')
cmds = {}
for t, a in (('1', ['--num-threads', '1']), ('all', [])):
    cmds[('b3sum', t)] = (['b3sum'] + a + ['--no-names', path], None)
    cmds[('vilya', t)] = ([vilya, 'b3sum'] + a + ['--no-names', path], None)
    cmds[('vilya-read', t)] = ([vilya, 'b3sum'] + a + ['--no-names', path], env_read)
want = subprocess.run(cmds[('b3sum', 'all')][0], capture_output=True, check=True).stdout
for k, (c, e) in cmds.items():
    got = subprocess.run(c, capture_output=True, check=True, env=e).stdout
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
        subprocess.run(cmds[k][0], stdout=subprocess.DEVNULL, check=True, env=cmds[k][1])
        times[k].append(time.perf_counter() - t)
    print('round %2d ' % r + ' '.join('%s/%s %.1f' % (k[0], k[1], times[k][-1] * 1e3) for k in cmds))
for k in cmds:
    print('median %s threads=%s %.1f ms (min %.1f, max %.1f)' % (k[0], k[1], statistics.median(times[k]) * 1e3, min(times[k]) * 1e3, max(times[k]) * 1e3))
for t in ('1', 'all'):
    for v in ('vilya', 'vilya-read'):
        b, x = times[('b3sum', t)], times[(v, t)]
        p = [i / j for i, j in zip(b, x)]
        print('threads=%s %s: b3sum/%s ratio of medians %.3f, median of paired ratios %.3f (min %.3f, max %.3f)' % (
            t, v, v, statistics.median(b) / statistics.median(x), statistics.median(p), min(p), max(p)))
