#!/usr/bin/env python3
"""Reprints the figures of this folder's README:
raw/        the decoding change (18afd80): in-process rounds, and go-test
            rounds of dbe5be0 (old) against 18afd80 (new);
raw-encode/ the encoding change (7c359b2): in-process rounds, and go-test
            rounds of 18afd80 (mid) against 7c359b2 (new2);
gib/        the 1 GiB paired harness at dbe5be0 and 7c359b2;
matrix/     the gap matrix's bao group at dbe5be0 and 7c359b2;
matrix-decode/, matrix-decode3/  its decode rows alone: dbe5be0 and
            7c359b2, then dbe5be0, 7c359b2 and 38c0a5a;
raw-38c0a5a/  in-process rounds at 38c0a5a (the kept code);
raw-38c0a5a-forced/  the same with blake3 held to avx2 and sse41."""
import glob
import json
import os
import re
import statistics as st

os.chdir(os.path.dirname(os.path.abspath(__file__)))


def rng(v, f='{:.3f}'):
    return f'{f.format(min(v))}-{f.format(max(v))}'


def rounds_of(folder):
    d = {}
    for f in sorted(glob.glob(f'{folder}/r*-*.txt')):
        r, b = re.match(r'r(\d+)-(\w+)\.txt', os.path.basename(f)).groups()
        for line in open(f):
            m = re.match(r'^Benchmark(\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op', line)
            if m:
                d.setdefault((int(r), b, m.group(1)), []).append(float(m.group(3)))
    return d, sorted({k[0] for k in d})


def med(d, r, b, n):
    return st.median(d[(r, b, n)])


def inproc(folder, sizes):
    below = {}
    for size in sizes:
        for f in sorted(glob.glob(f'{folder}/inproc-{size}-*.txt')):
            off, on = [], []
            for line in open(f):
                m = re.match(r'round \d+ \d+ MiB: .* off [\d.]+ ms \(([\d.]+)\), on [\d.]+ ms \(([\d.]+)\)', line)
                if m:
                    off.append(float(m.group(1)))
                    on.append(float(m.group(2)))
            below.setdefault(size, [0, 0, 0])
            below[size][0] += sum(x < 0.8 for x in off)
            below[size][1] += sum(x < 0.8 for x in on)
            below[size][2] += len(on)
            print(f'  {f}: {len(on)} rounds; without {rng(off)} (median {st.median(off):.3f}), '
                  f'with {rng(on)} (median {st.median(on):.3f})')
    for size, (a, b, n) in below.items():
        print(f'  {size}: rounds under 0.8: without {a} of {n}, with {b} of {n}')


print('Kept code (38c0a5a), in-process rounds, Sum256 time / decoding time, without and with the prefetch:')
inproc('raw-38c0a5a', ['1gib', '64mib', '1mib'])
print('The same, blake3 held to avx2 and to sse41 (SetKernel), 64 MiB:')
for k in ['avx2', 'sse41']:
    for f in sorted(glob.glob(f'raw-38c0a5a-forced/inproc-{k}-*.txt')):
        for line in open(f):
            m = re.match(r'64 MiB (off|on): Sum256/decode min ([\d.]+) median ([\d.]+) max ([\d.]+)', line)
            if m:
                print(f'  {os.path.basename(f):26s} {m.group(1):3s} {m.group(2)}-{m.group(4)} (median {m.group(3)})')


def matrix_decode(folder):
    res = {}
    for p in sorted(glob.glob(f'{folder}/bao-*.json')):
        c = os.path.basename(p).split('-')[1]
        for x in json.load(open(p))['rows']:
            res.setdefault((x['size'], c, p), {})[x['impl']] = x['ns_median']
    out = {}
    for (size, c, p), d in res.items():
        out.setdefault((size, c), []).append(d['vilya-sum256'] / d['vilya'])
    for (size, c), v in sorted(out.items()):
        print(f'  {size // (1 << 20):3d} MiB {c}: {len(v)} runs, Sum256/vilya {rng(v)} (median {st.median(v):.3f})')


print('Gap matrix, decode rows alone, Sum256 time / vilya time:')
matrix_decode('matrix-decode3')
matrix_decode('matrix-decode')

print('First version (18afd80: both ends of every node), in-process rounds:')
inproc('raw', ['1gib', '64mib'])

d, rs = rounds_of('raw')
print(f'Decoding, go-test rounds ({len(rs)}), 18afd80 time / dbe5be0 time:')
for n in ['Decode/1024KiB', 'Decode/65536KiB', 'DecodeOutboard/65536KiB', 'Sum256/65536KiB',
          'DecodeSmall/bytes/64KiB', 'DecodeSmall/bytes/256KiB']:
    rat = [med(d, r, 'new', n) / med(d, r, 'old', n) for r in rs]
    print(f'  {n:26s} {rng(rat)} (median {st.median(rat):.3f})')
for size in ['1024KiB', '65536KiB']:
    for b in ['old', 'new']:
        rat = [med(d, r, b, f'Sum256/{size}') / med(d, r, b, f'Decode/{size}') for r in rs]
        print(f'  Sum256 / Decode {size:9s} {b}: {rng(rat)} (median {st.median(rat):.3f})')

print('Encoding (7c359b2), in-process rounds, Sum256 time / encoding time (min, median, max of each run):')
for f in sorted(glob.glob('raw-encode/inproc-*.txt')):
    for line in open(f):
        m = re.match(r'(\d+) MiB (off|on): Sum256/encode min ([\d.]+) median ([\d.]+) max ([\d.]+)', line)
        if m:
            print(f'  {os.path.basename(f):20s} {m.group(2):3s} {m.group(3)}-{m.group(5)} (median {m.group(4)})')
d, rs = rounds_of('raw-encode')
print(f'Encoding, go-test rounds ({len(rs)}), 7c359b2 time / 18afd80 time:')
for n in ['Encode/1024KiB', 'Encode/65536KiB', 'EncodeOutboard/65536KiB', 'Sum256/65536KiB']:
    rat = [med(d, r, 'new2', n) / med(d, r, 'mid', n) for r in rs]
    print(f'  {n:26s} {rng(rat)} (median {st.median(rat):.3f})')

print('1 GiB paired harness (three runs of six rounds a build): Sum256 time / operation time')
for c in ['dbe5be0', '7c359b2', '38c0a5a']:
    res = {}
    for f in sorted(glob.glob(f'gib/gib-{c}-*.txt')):
        meds = {}
        for line in open(f):
            m = re.match(r'round \d+ (\S+)\s+sum256\s+[\d.]+ ms op\s+[\d.]+ ms ratio ([\d.]+)', line)
            if m:
                res.setdefault(m.group(1), []).append(float(m.group(2)))
                meds.setdefault(m.group(1), []).append(float(m.group(2)))
        for op, v in meds.items():
            res.setdefault(op + ' run medians', []).append(st.median(v))
    for op in ['encode', 'encode-outboard', 'decode', 'decode-outboard']:
        v, rm = res.get(op, []), res.get(op + ' run medians', [])
        if v:
            print(f'  {c} {op:16s} {rng(v)} (run medians {rng(rm)}; under 0.8: {sum(x < 0.8 for x in v)} of {len(v)})')

print('Gap matrix, bao group (three runs a build): Sum256 time / vilya time; lukechampine time / vilya time')
for c in ['dbe5be0', '7c359b2']:
    runs = []
    for p in sorted(glob.glob(f'matrix/bao-{c}-*.json')):
        by = {}
        for x in json.load(open(p))['rows']:
            if x['ns_median'] is not None:
                by.setdefault((x['op'], x['size']), {})[x['impl']] = x['ns_median']
        runs.append(by)
    if not runs:
        continue
    for k in sorted(runs[0]):
        s = [r[k]['vilya-sum256'] / r[k]['vilya'] for r in runs]
        l = [r[k]['lukechampine'] / r[k]['vilya'] for r in runs]
        print(f'  {c} {k[0]:16s} {k[1]:>9}: Sum256/vilya {rng(s, "{:.2f}")}, lukechampine/vilya {rng(l, "{:.1f}")}')
