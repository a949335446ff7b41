#!/usr/bin/env python3
"""Cofactored Ed25519 batches on the ifma backend on Zen 5 (AMD EPYC family
26 model 2, cpu.Latency512): the bucket sum per group of up to 1024
(msm.CombineWide, from 192 signatures before b2b7d3c) against the chunks'
combined checks of 64 (the only route on this class since b2b7d3c).

ab/ab-n.txt: one process each, b2b7d3c with ab.patch (TestZZWideAB: per
batch size, 15 rounds, both routes timed back to back in each round by
setting ifma.WideMin to WideMinFor(false) = 192 ("wide") or 0 ("chunks"),
the order alternated), GOMAXPROCS=1 ZZAB=1 ed25519.test -test.run ZZWideAB.
binaries/O-n, P-n: BenchmarkZZWide (binaries.patch) in the test binaries of
c09eb1d ("O") and b2b7d3c ("P"), alternated, -test.benchtime 0.5s.
explore/O-n, P-n: the same harness on c09eb1d, P with explore.patch
(WideMin 1 << 30: never), before the change was written.
rejected-pairs/ab-n.txt: the same harness with rejected-pairs/pairs.patch
(two entries a call of the pair kernels in the bucket sum), not kept.
matrix/O-n, P-n: the gap matrix's ed25519 group, the bench of c09eb1d and
of b2b7d3c (Narya c265ee9), alternated, GOMAXPROCS=2.

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def rng(v, f="%.3f"):
    return (f + "-" + f) % (min(v), max(v))


def in_process(folder, processes):
    """The per-round ratios' ranges over all processes, and the processes'
    medians."""
    ab = collections.defaultdict(lambda: {"ratio": [], "lo": [], "hi": [], "wide": [], "chunks": []})
    for p in sorted(glob.glob(os.path.join(HERE, folder, "ab-*.txt"))):
        for line in open(p):
            m = re.match(r"(\S+) n=(\d+) size=(\d+) wide ([\d.]+) \(([\d.]+)-([\d.]+)\) chunks ([\d.]+) "
                         r"\(([\d.]+)-([\d.]+)\) wide/chunks ([\d.]+) \(([\d.]+)-([\d.]+)\)", line)
            if m:
                k = (m.group(1), int(m.group(3)), int(m.group(2)))
                ab[k]["ratio"].append(float(m.group(10)))
                ab[k]["lo"].append(float(m.group(11)))
                ab[k]["hi"].append(float(m.group(12)))
                ab[k]["wide"].append(float(m.group(4)))
                ab[k]["chunks"].append(float(m.group(7)))
    assert ab and all(len(v["ratio"]) == processes for v in ab.values()), folder
    print(f"| profile | bytes | n | per round, {processes} x 15 rounds | process medians | wide µs/sig (medians) | chunks µs/sig |")
    print("| --- | --: | --: | --- | --- | --- | --- |")
    for k in sorted(ab, key=lambda k: (k[1], k[0] != "zip215", k[2])):
        v = ab[k]
        print(f"| {k[0]} | {k[1]} | {k[2]} | {min(v['lo']):.3f}-{max(v['hi']):.3f} | {rng(v['ratio'])} "
              f"| {rng(v['wide'], '%.2f')} | {rng(v['chunks'], '%.2f')} |")


print("## One process, both routes per round (ab/): bucket-sum time / chunks time\n")
in_process("ab", 3)
print("\n## Rejected, two entries a call (rejected-pairs/): bucket-sum time / chunks time\n")
in_process("rejected-pairs", 2)


def bench(pattern):
    out = collections.defaultdict(lambda: collections.defaultdict(list))
    for p in sorted(glob.glob(os.path.join(HERE, pattern))):
        side = os.path.basename(p)[0]
        for line in open(p):
            m = re.match(r"BenchmarkZZWide/(\S+)/(\d+)x(\d+)\S*\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                n = int(m.group(2))
                out[(m.group(1), int(m.group(3)), n)][side].append(float(m.group(4)) / n / 1000)
    return out


for name, what in [("binaries", "c09eb1d / b2b7d3c"), ("explore", "c09eb1d / never wide")]:
    b = bench(name + "/*.txt")
    print(f"\n## {name}/: separate test binaries alternated, O time / P time per round ({what})\n")
    print("| profile | bytes | n | O µs/sig | P µs/sig | O/P per round |")
    print("| --- | --: | --: | --- | --- | --- |")
    for k in sorted(b, key=lambda k: (k[1], k[0] != "zip215", k[2])):
        o, p = b[k]["O"], b[k]["P"]
        assert len(o) == 3 and len(p) == 3
        r = [x / y for x, y in zip(o, p)]
        print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(o, '%.2f')} | {rng(p, '%.2f')} | {' '.join('%.2f' % x for x in r)} |")


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}


O = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/O-*.json")))]
P = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/P-*.json")))]
assert len(O) == 3 and len(P) == 3
print("\n## Gap matrix, ed25519 group, three runs a side: ZIP215 (`verify-batch`)\n")
print("| bytes | n | µs/sig O | µs/sig P | crypto/ed25519 / vilya O | P | voi-batch / vilya O | P |")
print("| --: | --: | --- | --- | --- | --- | --- | --- |")
for size in (200, 1232):
    for n in (64, 1024):
        k = ("verify-batch", size, n)
        vo = [t[k + ("vilya",)] / 1000 for t in O]
        vp = [t[k + ("vilya",)] / 1000 for t in P]
        so = [t[k + ("stdlib",)] / t[k + ("vilya",)] for t in O]
        sp = [t[k + ("stdlib",)] / t[k + ("vilya",)] for t in P]
        bo = [t[k + ("voi-batch",)] / t[k + ("vilya",)] for t in O]
        bp = [t[k + ("voi-batch",)] / t[k + ("vilya",)] for t in P]
        print(f"| {size} | {n} | {rng(vo, '%.2f')} | {rng(vp, '%.2f')} | {rng(so, '%.2f')} | {rng(sp, '%.2f')} "
              f"| {rng(bo, '%.2f')} | {rng(bp, '%.2f')} |")
rest = []
for k in O[0]:
    if k[3] != "vilya" or (k[0] == "verify-batch" and k[2] == 1024):
        continue
    rest += [min(t[k] for t in O) / max(t[k] for t in P), max(t[k] for t in O) / min(t[k] for t in P)]
print(f"\nEvery other vilya row (the same route on both sides), O time / P time across runs: {rng(rest, '%.2f')}")
narya = [t[k] / t[k[:3] + ("vilya",)] for t in P for k in t if k[3] == "narya"]
print(f"Narya time / vilya time over the P runs' {len(narya)} Narya cells: {rng(narya, '%.2f')}")
