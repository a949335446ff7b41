#!/usr/bin/env python3
"""The AVX-512 tail route tables on Zen 5 (AMD EPYC family 26 model 2,
cpu.Latency512): for n = 1..15 chunks (chunkRoute16, hashChunks) and XOF
blocks (xofRoute16Latency, xof), the time with the table's first step set to
each candidate, medians of seven alternated rounds, two processes
(routes-1.txt, routes-2.txt: zz_route_tmp_test.go.txt in the blake3 test
binary of e53129d, GOMAXPROCS=1 ZZR=1 blake3.test -test.run ZZRoutes -test.v),
and n = 1..15 parent blocks (parentRoute16, hashParents: parents-1.txt,
parents-2.txt, zz_route_parents_tmp_test.go.txt at d51376c, the same way).

Prints, per n, the table's step, the fastest candidate in each process, and
the table's time over the fastest.

Usage: python3 recompute.py   (standard library only)
"""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))
runs = []
for i in (1, 2):
    d = {}
    for line in open(os.path.join(HERE, f"routes-{i}.txt")).readlines() + open(os.path.join(HERE, f"parents-{i}.txt")).readlines():
        m = re.match(r"(\w+) n=\s*(\d+) table=(\w+)\s+(.*)", line)
        kind, n, tab, rest = m.group(1), int(m.group(2)), m.group(3), m.group(4)
        c = dict((a, float(b)) for a, b in re.findall(r"(\w+) ([\d.]+)", rest))
        d[(kind, n)] = (tab, c)
    runs.append(d)
print("| kind | n | table | fastest (process 1, 2) | table / fastest |")
print("| --- | --: | --- | --- | --- |")
worst = 1.0
for key in runs[0]:
    tab = runs[0][key][0]
    best = [min(r[key][1], key=r[key][1].get) for r in runs]
    ratio = [r[key][1][tab] / min(r[key][1].values()) for r in runs]
    worst = max(worst, *ratio)
    print(f"| {key[0]} | {key[1]} | {tab} | {', '.join(best)} | {' '.join(f'{x:.3f}' for x in ratio)} |")
print(f"\nthe table's step at most {worst:.3f}x the fastest candidate's time")
