#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/hotab-*.txt: VerifyBatchKeys
under ZIP215 with hot keys, each signature on its own against the
combined checks, per backend, message size and batch size.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, os, re

here = os.path.dirname(os.path.abspath(__file__))
line_re = re.compile(r"^(\w+) size (\d+) n=(\d+): hot keys, each signature ([\d.]+) us/sig .*?, combined ([\d.]+) .*?"
                     r"each/combined median ([\d.]+) .*?; cold VerifyBatch ([\d.]+)$")
rows = collections.defaultdict(list)
for f in sorted(os.listdir(os.path.join(here, "raw"))):
    for line in open(os.path.join(here, "raw", f)):
        m = line_re.match(line.strip())
        if m:
            be, size, n = m.group(1), int(m.group(2)), int(m.group(3))
            rows[(be, size, n)].append(tuple(float(m.group(i)) for i in range(4, 8)))
print("each/combined: the median of eleven alternated rounds' ratios, per process; µs a signature: medians")
print("| backend | size | n | each/combined | each µs | combined µs | cold VerifyBatch µs / each µs | cold / combined |")
print("|---|--:|--:|---|---|---|---|---|")
for k in sorted(rows, key=lambda k: (k[0] != "ifma", k[1], k[2])):
    v = rows[k]
    r = [x[2] for x in v]
    each = [x[0] for x in v]
    comb = [x[1] for x in v]
    cold = [x[3] / x[0] for x in v]
    coldc = [x[3] / x[1] for x in v]
    print(f"| {k[0]} | {k[1]} | {k[2]} | {min(r):.3f}-{max(r):.3f} | {min(each):.2f}-{max(each):.2f} | "
          f"{min(comb):.2f}-{max(comb):.2f} | {min(cold):.2f}-{max(cold):.2f} | {min(coldc):.2f}-{max(coldc):.2f} |")
ifma = [x[2] for k, v in rows.items() if k[0] == "ifma" for x in v]
ifma_mid = [x[2] for k, v in rows.items() if k[0] == "ifma" and 16 <= k[2] <= 512 for x in v]
avx2_big = [x[2] for k, v in rows.items() if k[0] == "avx2" and k[2] >= 64 for x in v]
print(f"ifma, n = 16..512: each/combined {min(ifma_mid):.3f}-{max(ifma_mid):.3f}; every n: {min(ifma):.3f}-{max(ifma):.3f}")
print(f"avx2 (forced), n >= 64: each/combined {min(avx2_big):.3f}-{max(avx2_big):.3f}")
