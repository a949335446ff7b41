#!/usr/bin/env python3
"""One BLAKE3 compression chained on the last one's chaining value (the
latency a chunk's blocks pay), on an AMD EPYC of family 26 model 2 (Zen 5):
the portable Go twin (compressGeneric, scalar) against the row-wise SSE4.1
and AVX-512VL kernels; then fifteen blocks in one call (compressChain*).
raw/cmp-r1..3.txt: three processes of the blake3 test binary of 2dece5e
with zz_compress_tmp_test.go.txt, GOMAXPROCS=1, -test.count 5;
raw-unrolled/unr-r1..3.txt: the same at b0ff131 with zz_unrolled_tmp.go.txt
(the compression unrolled, message words in locals) and
zz_unrolled_tmp_test.go.txt, -test.count 4.

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
for p in sorted(glob.glob(os.path.join(HERE, "raw", "cmp-r*.txt"))):
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZ(Chain(?:15)?)/(\w+)-?\d*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            per = 15 if m[1] == "Chain15" else 1
            d[(m[1], m[2])].append(float(m[3]) / per)
    print(os.path.basename(p) + ": ns a block, least-most of five counts: " + "; ".join(
        f"{k[0]} {k[1]} {min(v):.1f}-{max(v):.1f}" for k, v in sorted(d.items())))

for p in sorted(glob.glob(os.path.join(HERE, "raw-unrolled", "unr-r*.txt"))):
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZUnrolled/(\w+)-?\d*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[m[1]].append(float(m[2]))
    print(os.path.basename(p) + ": ns a block, least-most of four counts: " + "; ".join(
        f"{k} {min(v):.1f}-{max(v):.1f}" for k, v in sorted(d.items())))
