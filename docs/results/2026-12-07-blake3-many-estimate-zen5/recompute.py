#!/usr/bin/env python3
"""Sum256Batch's choice between the 16-lane kernel and the loop of Sum256 on
Zen 5 (AMD EPYC family 26 model 2, cpu.Latency512), where the loop's single
compressions run on general registers (scalarRows): laneCosts16Latency and
manyMin16Latency.

costs/oneshot.txt: costs/zz_oneshot_tmp_test.go.txt in blake3 at 29644b0,
ZZK=1 GOMAXPROCS=1 blake3.test -test.bench ZZOneShot -test.count 3
-test.benchtime 100ms (name and ns/op columns kept).
ab/mixed-O-r, mixed-P-r: ab/zz_mixed_tmp_test.go.txt in the blake3 test
binary of 29644b0 (O) and of the commit that adds this folder (P,
change.patch), alternated O, P five times, ZZK=1 GOMAXPROCS=1
-test.bench ZZMixed -test.count 2 -test.benchtime 50ms.

Usage: python3 recompute.py   (standard library only)
"""
import collections, os, re

HERE = os.path.dirname(os.path.abspath(__file__))

one = collections.defaultdict(list)
for line in open(os.path.join(HERE, "costs/oneshot.txt")):
    name, ns = line.split()
    one[re.sub(r"-\d+$", "", name.split("/", 1)[1])].append(float(ns))
med = {k: sorted(v)[len(v) // 2] for k, v in one.items()}
q = med["64"] / 4  # a quarter of a one-block Sum256
print(f"## costs: medians of three counts, in quarters of a one-block Sum256 ({med['64']:.1f} ns)\n")
print("| case | ns | quarters |")
print("| --- | --: | --: |")
for k in ["64", "1024", "2048", "2112", "3072", "4096", "4160", "5120", "6144", "8192", "8256",
          "lanes2x64", "lanes3x64", "lanes4x64", "lanes8x64", "lanes16x64", "lanes16x128", "lanes16x1024", "lanes16x2048"]:
    print(f"| {k} | {med[k]:.0f} | {med[k] / q:.1f} |")
print(f"\nstep from lanes16x128 - lanes16x64: {(med['lanes16x128'] - med['lanes16x64']) / q:.1f} quarters; "
      f"from lanes16x1024 over 16 steps less lanes16x64's call: {(med['lanes16x1024'] - med['lanes16x64']) / 15 / q:.1f}")


def load(p):
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZMixed/(\S+)/(batch|loop)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[(m.group(1), m.group(2))].append(float(m.group(3)))
    return {k: min(v) for k, v in d.items()}


O = [load(os.path.join(HERE, f"ab/mixed-O-{r}.txt")) for r in range(1, 6)]
P = [load(os.path.join(HERE, f"ab/mixed-P-{r}.txt")) for r in range(1, 6)]
shapes = []
for s, _ in O[0]:
    if s not in shapes:
        shapes.append(s)
print("\n## Sum256Batch: old time / new time per round, and loop of Sum256 / Sum256Batch (the less of two counts)\n")
print("| batch | old / new, rounds 1..5 | loop / batch, old | loop / batch, new |")
print("| --- | --- | --- | --- |")
for s in shapes:
    r = [o[(s, "batch")] / p[(s, "batch")] for o, p in zip(O, P)]
    lo = [o[(s, "loop")] / o[(s, "batch")] for o in O]
    lp = [p[(s, "loop")] / p[(s, "batch")] for p in P]
    print(f"| {s} | {min(r):.2f}-{max(r):.2f} ({' '.join(f'{x:.2f}' for x in r)}) | {min(lo):.2f}-{max(lo):.2f} | {min(lp):.2f}-{max(lp):.2f} |")
