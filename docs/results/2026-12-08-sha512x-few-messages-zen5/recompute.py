#!/usr/bin/env python3
"""sha512x's kernels on batches too small to fill their lanes, on Zen 5
(AMD EPYC family 26 model 2, cpu.Latency512): BenchmarkFewMessages, which
times crypto/sha512 and the kernel (its threshold lifted) on the same n
messages in each iteration; "speedup" is crypto/sha512's time over the
kernel's.

few-n.txt: the sha512x test binary of 1106848 (the benchmark does not
depend on the threshold it measures), three processes of
GOMAXPROCS=1 ./sha512x.test -test.run '^$' -test.bench FewMessages -test.count 3.

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
d = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(HERE, "few-*.txt"))):
    for line in open(p):
        m = re.match(r"BenchmarkFewMessages/(\w+)/(\d+)/n=(\d)\S*\s.*?([\d.]+) speedup", line)
        if m:
            d[(m.group(1), int(m.group(2)), int(m.group(3)))].append(float(m.group(4)))
assert all(len(v) == 9 for v in d.values()) and len(d) == 24
print("| kernel | bytes | n=1 | n=2 | n=3 | n=4 |")
print("| --- | --: | --- | --- | --- | --- |")
for k in ("avx2", "avx512"):
    for size in (64, 200, 1232):
        cells = ["%.2f-%.2f" % (min(d[(k, size, n)]), max(d[(k, size, n)])) for n in range(1, 5)]
        print(f"| {k} | {size} | " + " | ".join(cells) + " |")
