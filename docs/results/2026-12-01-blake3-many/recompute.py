#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

batch.txt (BenchmarkSumBatch, three counts): per message class, count n
and kernel level, the range over the counts of "speedup" (the loop of
Sum256's time over Sum256Batch's, the two alternated in every iteration)
and the batch's ns per message; then the issue's bars at n = 1024 and the
smallest speedup at every count (Sum256Batch must never lose to the loop).
counts.txt: BenchmarkSumBatch again after the thresholds changed.
few.txt (BenchmarkSumBatchFew): each lane kernel itself on 1..8 messages,
the evidence for the manyMin thresholds. blocks.txt
(BenchmarkManyBlocks): the lane kernels alone. matrix-*.json: the gap matrix's
many rows at each level, peer / vilya.
"""
import json
import re

def parse(path, name):
    d = {}
    for line in open(path):
        m = re.match(r"Benchmark%s/(\w+)/n=(\d+)/kernel=(\w+)-\d+\s" % name, line)
        if not m:
            continue
        vals = dict((u, float(v)) for v, u in re.findall(r"([\d.]+) ([\w/-]+)", line))
        key = (m.group(1), int(m.group(2)), m.group(3))
        d.setdefault(key, []).append(vals)
    return d

def rng(xs, fmt="%.2f"):
    return (fmt + "-" + fmt) % (min(xs), max(xs))

levels = ["avx512", "avx2", "sse41"]
classes = ["64B", "1KiB", "mixed"]
batch = parse("batch.txt", "SumBatch")
print("Sum256Batch against a loop of Sum256 (batch.txt): speedup range over the counts, batch ns/message")
for c in classes:
    for k in levels:
        cells = []
        for n in sorted({n for (cc, n, kk) in batch if cc == c and kk == k}):
            v = batch[(c, n, k)]
            cells.append("n=%d %s" % (n, rng([x["speedup"] for x in v])))
        print("  %-5s %-6s %s" % (c, k, "  ".join(cells)))

bars = {("64B", "avx512"): 8, ("64B", "avx2"): 4, ("64B", "sse41"): 2,
        ("1KiB", "avx512"): 6, ("1KiB", "avx2"): 3, ("1KiB", "sse41"): 1.5,
        ("mixed", "avx512"): 4, ("mixed", "avx2"): 2}
print("\nthe issue's bars, 1024 messages:")
for c in classes:
    for k in levels:
        v = batch.get((c, 1024, k))
        if not v:
            continue
        sp = [x["speedup"] for x in v]
        per = [x["ns/op"] / 1024 for x in v]
        loop = [x["loop-ns/op"] / 1024 for x in v]
        bar = bars.get((c, k))
        verdict = "no bar" if bar is None else ("met" if min(sp) >= bar else "NOT met") + " (bar %gx)" % bar
        print("  %-5s %-6s speedup %s  batch %s ns/msg  loop %s ns/msg  %s" % (
            c, k, rng(sp), rng(per, "%.1f"), rng(loop, "%.1f"), verdict))

print("\nsmallest speedup at each count (below 1: the batch call lost to the loop):")
for k in levels:
    worst = []
    for n in sorted({n for (c, n, kk) in batch if kk == k}):
        w = min(min(x["speedup"] for x in batch[(c, n, k)]) for c in classes if (c, n, k) in batch)
        worst.append("n=%d %.2f" % (n, w))
    print("  %-6s %s" % (k, "  ".join(worst)))

after = parse("counts.txt", "SumBatch")
print("\nafter the threshold change (counts.txt, commit de0142b), smallest speedup at each count,")
print("and the range at 1024 messages:")
for k in levels:
    worst = []
    for n in sorted({n for (c, n, kk) in after if kk == k}):
        w = min(min(x["speedup"] for x in after[(c, n, k)]) for c in classes if (c, n, k) in after)
        worst.append("n=%d %.2f" % (n, w))
    print("  %-6s %s" % (k, "  ".join(worst)))
for c in classes:
    for k in levels:
        v = after.get((c, 1024, k))
        if v:
            print("  %-5s %-6s n=1024 speedup %s" % (c, k, rng([x["speedup"] for x in v])))

few = parse("few.txt", "SumBatchFew")
print("\neach lane kernel itself on n messages (few.txt), speedup over the loop:")
for c in classes:
    for k in levels:
        ns = sorted({n for (cc, n, kk) in few if cc == c and kk == k})
        cells = ["n=%d %s" % (n, rng([x["speedup"] for x in few[(c, n, k)]])) for n in ns]
        wins = [n for n in ns if min(x["speedup"] for x in few[(c, n, k)]) > 1]
        least = min((n for n in ns if all(m in wins for m in ns if m >= n)), default=None)
        print("  %-5s %-6s %s   wins in every count from n=%s" % (c, k, "  ".join(cells), least))

print("\ngap matrix, many rows, peer / vilya (ns per message, medians):")
for lvl in levels:
    try:
        rows = json.load(open("matrix-%s.json" % lvl))["rows"]
    except FileNotFoundError:
        continue
    by = {}
    for x in rows:
        if x["group"] == "blake3" and x["op"].startswith("many"):
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x
    for key in sorted(by):
        v = by[key]
        me = v["vilya"]["ns_median"]
        cells = ["vilya %.1f" % me]
        for impl, x in v.items():
            if impl != "vilya" and x.get("ns_median"):
                cells.append("%s %.2f" % (impl, x["ns_median"] / me))
        print("  %-6s %-10s %5d x%d  %s" % (lvl, key[0], key[1], key[2], "  ".join(cells)))

print("\nthe lane kernels alone (blocks.txt), ns per call of m blocks in every lane, and per lane-block:")
d = {}
for line in open("blocks.txt"):
    m = re.match(r"BenchmarkManyBlocks/m=(\d+)/kernel=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        d.setdefault((m.group(2), int(m.group(1))), []).append(float(m.group(3)))
width = {"avx512": 16, "avx2": 8, "sse41": 4}
for (k, m), v in sorted(d.items()):
    print("  %-6s m=%-2d %s ns  (%s ns per lane-block)" % (k, m, rng(v, "%.1f"), rng([x / m / width[k] for x in v], "%.2f")))
loop = [x["loop-ns/op"] / 1024 for x in batch[("64B", 1024, "avx512")]]
one = [x / 16 for x in d[("avx512", 1)]]
print("  ceiling for one-block messages at avx512, loop / kernel alone: %.1f-%.1fx" % (min(loop) / max(one), max(loop) / min(one)))

print("\n1024 messages, both runs of BenchmarkSumBatch (batch.txt and counts.txt; six counts):")
for c in classes:
    for k in levels:
        v = batch.get((c, 1024, k), []) + after.get((c, 1024, k), [])
        if v:
            print("  %-5s %-6s speedup %s" % (c, k, rng([x["speedup"] for x in v])))
