#!/usr/bin/env python3
"""Usage: paired.py OLD NEW CONTENT ENC OUTBOARD OUTDIR ROUNDS [COMMANDS]

vilya bao decode of the combined encoding ENC, and of CONTENT with its
outboard encoding OUTBOARD, by the OLD and NEW binaries, to a named file in
OUTDIR and to standard output redirected to a file there; cp of CONTENT as
the cost of writing that many bytes. Every round runs each command once, in
a fresh random order; each output is removed (untimed) before its command.
Prints wall, user and system times per command and round, then medians and,
for each old command against its new one, the ratio of the medians and the
median of the rounds' own ratios (old time / new time). COMMANDS, a
comma-separated list of the names below, runs only those."""
import os, random, statistics, subprocess, sys, time
old, new, content, enc, ob, outdir = sys.argv[1:7]
rounds = int(sys.argv[7])
root = subprocess.run(['b3sum', '--no-names', content], capture_output=True, check=True, text=True).stdout.strip()
cmds = {}
for tag, b in (('old', old), ('new', new)):
    cmds[tag + '-combined'] = ([b, 'bao', 'decode', root, enc, outdir + '/%s-c.out' % tag], None, outdir + '/%s-c.out' % tag)
    cmds[tag + '-outboard'] = ([b, 'bao', 'decode', root, content, outdir + '/%s-o.out' % tag, '--outboard=' + ob], None, outdir + '/%s-o.out' % tag)
    cmds[tag + '-stdout'] = ([b, 'bao', 'decode', root, enc], outdir + '/%s-s.out' % tag, outdir + '/%s-s.out' % tag)
cmds['cp'] = (['cp', content, outdir + '/cp.out'], None, outdir + '/cp.out')
if len(sys.argv) > 8:
    cmds = {k: cmds[k] for k in sys.argv[8].split(',')}

def run(k):
    argv, stdout, out = cmds[k]
    if os.path.exists(out):
        os.remove(out)
    f = open(stdout, 'wb') if stdout else subprocess.DEVNULL
    t = time.perf_counter()
    p = subprocess.Popen(argv, stdout=f)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    if stdout:
        f.close()
    assert status == 0, (k, status)
    return wall, ru.ru_utime, ru.ru_stime

# Every decoder writes the content.
for k in cmds:
    run(k)
    assert subprocess.run(['cmp', content, cmds[k][2]]).returncode == 0, k
print('# content: %s, %d bytes; outdir %s; rounds: %d; nproc %d' % (content, os.path.getsize(content), outdir, rounds, os.cpu_count()))
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
    print('median %s %.1f ms (min %.1f, max %.1f)' % (k, statistics.median(w) * 1e3, min(w) * 1e3, max(w) * 1e3))
for k in cmds:
    os.remove(cmds[k][2])
