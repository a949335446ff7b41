#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-{old,new}-{1..4}.txt."""
import glob, re, statistics

pat = re.compile(r'^Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op.*?(\d+) B/op\s+(\d+) allocs/op')
ns, bop = {}, {}
for f in sorted(glob.glob('raw-*-*.txt')):
    v, r = re.match(r'raw-(\w+)-(\d+)\.txt', f).groups()
    for line in open(f):
        m = pat.match(line)
        if m:
            name, t, b, a = m.groups()
            ns.setdefault((v, int(r), name), []).append(float(t))
            bop.setdefault((v, name), []).append((int(b), int(a)))

rounds = sorted({r for _, r, _ in ns})
names = []
for _, _, n in ns:
    if n not in names:
        names.append(n)
med = statistics.median

def allv(v, n):
    return [x for r in rounds for x in ns.get((v, r, n), [])]

print(f"rounds: {len(rounds)}")
print(f"{'benchmark':34} {'old':>10} {'new':>10} {'old/new':>7} {'per round':>11}  B/op (allocs) old -> new")
for n in names:
    o, w = allv('old', n), allv('new', n)
    per = [med(ns[('old', r, n)]) / med(ns[('new', r, n)]) for r in rounds if ('new', r, n) in ns]
    ob, nb = bop[('old', n)], bop[('new', n)]
    unit = 'us' if med(o) < 1e6 else 'ms'
    div = 1e3 if unit == 'us' else 1e6
    print(f"{n:34} {med(o)/div:8.2f}{unit} {med(w)/div:8.2f}{unit} {med(o)/med(w):7.2f} {min(per):5.2f}-{max(per):<5.2f}  "
          f"{med(b for b, _ in ob)} ({max(a for _, a in ob)}) -> {med(b for b, _ in nb)} ({max(a for _, a in nb)})")

print()
print("Sum256 time / decode time (the package's bar is 0.8 for decoding), medians of all counts:")
for size in ['1KiB', '4KiB', '64KiB', '256KiB']:
    s = med(allv('new', f'DecodeSmall/sum256/{size}'))
    so = med(allv('old', f'DecodeSmall/sum256/{size}'))
    row = []
    for kind in ['bytes', 'reader', 'outboard']:
        row.append(f"{kind} {so/med(allv('old', f'DecodeSmall/{kind}/{size}')):.2f} -> {s/med(allv('new', f'DecodeSmall/{kind}/{size}')):.2f}")
    print(f"  {size:7} " + ', '.join(row))

print()
print("In-place threshold sweep (inplace-threshold.txt; ZZIP=0 is ca07ac8's rule, in place above 1 KiB;")
print("ZZIP=v: in place above v bytes): NewDecoderBytes + WriteTo, us, median (range) of six counts")
sweep = {}
cur = None
for line in open('inplace-threshold.txt'):
    if line.startswith('ZZIP='):
        cur = int(line.strip()[5:])
    elif line.startswith('BenchmarkZZIP/'):
        size = line.split()[0].split('/')[1].rsplit('-', 1)[0]
        sweep.setdefault((cur, size), []).append(float(line.split()[2]) / 1e3)
sizes = ['2KiB', '4KiB', '8KiB', '16KiB', '32KiB']
print(f"  {'ZZIP':>6} " + ' '.join(f'{s:>17}' for s in sizes))
for v in sorted({v for v, _ in sweep}):
    print(f"  {v:>6} " + ' '.join(f"{med(sweep[(v, s)]):5.2f} ({min(sweep[(v, s)]):.2f}-{max(sweep[(v, s)]):.2f})" for s in sizes))

print()
print("In-place threshold, ca07ac8 against 381ee65 (run-threshold.sh), us, medians of all counts:")
th = {}
for f in sorted(glob.glob('threshold-*-*.txt')):
    v, r = re.match(r'threshold-(\w+)-(\d+)\.txt', f).groups()
    for line in open(f):
        m = pat.match(line)
        if m:
            th.setdefault((v, int(r), m.group(1)), []).append(float(m.group(2)))
trounds = sorted({r for _, r, _ in th})
for size in ['1KiB', '4KiB', '64KiB', '256KiB']:
    s = med([x for r in trounds for x in th[('381e', r, f'DecodeSmall/sum256/{size}')]])
    for kind in ['bytes', 'reader', 'outboard']:
        n = f'DecodeSmall/{kind}/{size}'
        a = [x for r in trounds for x in th[('ca07', r, n)]]
        b = [x for r in trounds for x in th[('381e', r, n)]]
        per = [med(th[('ca07', r, n)]) / med(th[('381e', r, n)]) for r in trounds]
        print(f"  {n:28} ca07ac8 {med(a)/1e3:6.2f}  381ee65 {med(b)/1e3:6.2f}  ratio {med(a)/med(b):.2f} "
              f"(per round {min(per):.2f}-{max(per):.2f})  Sum256/381ee65 {s/med(b):.2f}")
