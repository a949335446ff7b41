#!/usr/bin/env python3
"""Reprints the figures of this folder's README from its raw outputs:
raw/rR-old.txt and raw/rR-new.txt (the kept change against main), and
rejected-sub/raw/rR-{old,sub,new}.txt (the rejected SoloSub kernel).
Each figure is a ratio within one round: a benchmark's median over the
round's two counts, new over old."""
import glob
import os
import re
import statistics as st

HERE = os.path.dirname(os.path.abspath(__file__))
COLD = 'BenchmarkVerifyCold/stdlib/1232'
HOT = 'BenchmarkVerifyPublicKey/stdlib/1232'


def load(folder):
    d = {}
    for f in sorted(glob.glob(os.path.join(folder, 'r*-*.txt'))):
        r, b = re.match(r'r(\d+)-(\w+)\.txt', os.path.basename(f)).groups()
        for line in open(f):
            m = re.match(r'^(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op', line)
            if m:
                d.setdefault((int(r), b, m.group(1)), []).append(float(m.group(2)))
    return d


def report(d, sides):
    rounds = sorted({k[0] for k in d})
    names = sorted({k[2] for k in d})
    print(f'{len(rounds)} rounds')
    for n in names:
        for b in sides:
            rat = [st.median(d[(r, b, n)]) / st.median(d[(r, 'old', n)]) for r in rounds]
            print(f'  {n:42s} {b}/old {min(rat):.3f}-{max(rat):.3f} (median {st.median(rat):.3f})')
    for b in ['old'] + sides:
        rr = [st.median(d[(r, b, COLD)]) / st.median(d[(r, b, HOT)]) for r in rounds]
        pairs = [c / h for r in rounds for c, h in zip(d[(r, b, COLD)], d[(r, b, HOT)])]
        hs = [x for r in rounds for x in d[(r, b, HOT)]]
        cs = [x for r in rounds for x in d[(r, b, COLD)]]
        print(f'  {b}: cold Verify / hot key: counts paired {min(pairs):.2f}-{max(pairs):.2f}, '
              f'round medians {min(rr):.2f}-{max(rr):.2f}; hot {min(hs)/1e3:.1f}-{max(hs)/1e3:.1f} us, '
              f'cold {min(cs)/1e3:.1f}-{max(cs)/1e3:.1f} us')


print('The change (raw/):')
report(load(os.path.join(HERE, 'raw')), ['new'])
print('Rejected: SoloSub (rejected-sub/raw/):')
report(load(os.path.join(HERE, 'rejected-sub', 'raw')), ['sub', 'new'])
