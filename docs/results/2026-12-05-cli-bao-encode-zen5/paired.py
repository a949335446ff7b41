#!/usr/bin/env python3
"""Usage: paired.py OLD NEW FILE OUTDIR ROUNDS

vilya bao encode of FILE into OUTDIR by the old binary (one core), the new
one (all threads, and RAYON_NUM_THREADS=1), the new one without its write
lock (NOLOCK), outboard encodings by old and new, and cp of FILE as the
cost of writing that many bytes. Every round runs each command once, in a
fresh random order; each output is removed (untimed) before its command.
Prints wall, user and system times per command and round, then medians and,
for each command against new, the ratio of the medians and the median of
the rounds' own ratios (command time / new time)."""
import os, random, statistics, subprocess, sys, time
old, new, path, outdir, rounds = sys.argv[1:5] + [int(sys.argv[5])]
one = dict(os.environ, RAYON_NUM_THREADS='1')
cmds = {
    'old': ([old, 'bao', 'encode', path, outdir + '/old.bao'], None, outdir + '/old.bao'),
    'new': ([new, 'bao', 'encode', path, outdir + '/new.bao'], None, outdir + '/new.bao'),
    'new-1thread': ([new, 'bao', 'encode', path, outdir + '/new1.bao'], one, outdir + '/new1.bao'),
    'old-outboard': ([old, 'bao', 'encode', path, '--outboard=' + outdir + '/old.obao'], None, outdir + '/old.obao'),
    'new-outboard': ([new, 'bao', 'encode', path, '--outboard=' + outdir + '/new.obao'], None, outdir + '/new.obao'),
    'cp': (['cp', path, outdir + '/cp.bin'], None, outdir + '/cp.bin'),
}

def run(k):
    argv, env, out = cmds[k]
    if os.path.exists(out):
        os.remove(out)
    t = time.perf_counter()
    p = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    assert status == 0, (k, status)
    return wall, ru.ru_utime, ru.ru_stime

# Every encoder writes the same bytes.
for k in cmds:
    run(k)
for a, b in (('old', 'new'), ('old', 'new-1thread'), ('old-outboard', 'new-outboard')):
    assert subprocess.run(['cmp', cmds[a][2], cmds[b][2]]).returncode == 0, (a, b)
print('# file: %s, %d bytes; outdir %s; rounds: %d; nproc %d' % (path, os.path.getsize(path), outdir, rounds, os.cpu_count()))
print('# load: %s' % open('/proc/loadavg').read().strip())
rng = random.Random(rounds)
times = {k: [] for k in cmds}
for r in range(rounds):
    order = list(cmds)
    rng.shuffle(order)
    for k in order:
        times[k].append(run(k))
    print('round %2d ' % r + ' '.join('%s %.1f/%.1f/%.1f' % ((k,) + tuple(x * 1e3 for x in times[k][-1])) for k in cmds))
for k in cmds:
    w = [x[0] for x in times[k]]
    print('median %s %.1f ms (min %.1f, max %.1f) user %.1f sys %.1f' % (k, statistics.median(w) * 1e3, min(w) * 1e3, max(w) * 1e3,
          statistics.median(x[1] for x in times[k]) * 1e3, statistics.median(x[2] for x in times[k]) * 1e3))
for a, b in (('old', 'new'), ('new-1thread', 'new'), ('cp', 'new'), ('old-outboard', 'new-outboard')):
    x, y = [t[0] for t in times[a]], [t[0] for t in times[b]]
    p = [i / j for i, j in zip(x, y)]
    print('%s / %s: ratio of medians %.3f, median of paired ratios %.3f (min %.3f, max %.3f)' % (
        a, b, statistics.median(x) / statistics.median(y), statistics.median(p), min(p), max(p)))
for k in cmds:
    os.remove(cmds[k][2])
