#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

before-batch-R.txt / after-batch-R.txt (R = 1..3, alternated): BenchmarkSumBatch
of the binary before the group kernels (fc14c77) and after (3ea63aa):
per class, count n and level, "speedup" is the loop of Sum256's time over
Sum256Batch's, the two alternated inside every iteration. pre-batch1024.txt:
the first check of the bars (before binary, n = 1024 only, three counts).
cascade-batch-{1,2}.txt, alternated with after-batch-4.txt: the same at 2e40649
(the narrower group kernels on what the widest leaves); rule-batch-{1,2}.txt,
alternated with after-batch-5.txt: at 6febaf7 (only where they leave at most
one message to the loop).
kernels.txt: the lane kernel alone (BenchmarkManyBlocks) and the group
kernels alone (BenchmarkManyOne). matrix-*.json: the gap matrix's many rows.
"""
import glob
import json
import re


def parse(paths, name):
    d = {}
    for path in paths:
        for line in open(path):
            m = re.match(r"Benchmark%s/(\w+)/n=(\d+)/kernel=(\w+)-\d+\s" % name, line)
            if not m:
                continue
            vals = dict((u, float(v)) for v, u in re.findall(r"([\d.]+) ([\w/-]+)", line))
            d.setdefault((m.group(1), int(m.group(2)), m.group(3)), []).append(vals)
    return d


def rng(xs, fmt="%.2f"):
    return (fmt + "-" + fmt) % (min(xs), max(xs))


levels = ["avx512", "avx2", "sse41"]
classes = ["64B", "1KiB", "mixed"]
bars = {("64B", "avx512"): 8, ("64B", "avx2"): 4, ("64B", "sse41"): 2,
        ("1KiB", "avx512"): 6, ("1KiB", "avx2"): 3, ("1KiB", "sse41"): 1.5,
        ("mixed", "avx512"): 4, ("mixed", "avx2"): 2}

pre = parse(["pre-batch1024.txt"], "SumBatch")
before = parse(sorted(glob.glob("before-batch-*.txt")), "SumBatch")
after = parse(sorted(glob.glob("after-batch-*.txt")), "SumBatch")
cascade = parse(sorted(glob.glob("cascade-batch-*.txt")), "SumBatch")
rule = parse(sorted(glob.glob("rule-batch-*.txt")), "SumBatch")

print("the issue's bars, 1024 messages: speedup over the loop (every run), batch and loop ns per message")
for label, d in (("pre (before, first check)", pre), ("before", before), ("after", after), ("cascade", cascade), ("rule", rule)):
    print(" ", label)
    for c in classes:
        for k in levels:
            v = d.get((c, 1024, k))
            if not v:
                continue
            sp = [x["speedup"] for x in v]
            per = [x["ns/op"] / 1024 for x in v]
            loop = [x["loop-ns/op"] / 1024 for x in v]
            bar = bars.get((c, k))
            verdict = "no bar" if bar is None else ("met" if min(sp) >= bar else "NOT met") + " (bar %gx)" % bar
            print("    %-5s %-6s speedup %s  batch %s ns/msg  loop %s ns/msg  %s  (%d runs)" % (
                c, k, rng(sp), rng(per, "%.1f"), rng(loop, "%.1f"), verdict, len(v)))

print("\nbefore, all six runs (pre-batch1024.txt and before-batch-*.txt), 1024 messages:")
for c in classes:
    for k in levels:
        v = pre.get((c, 1024, k), []) + before.get((c, 1024, k), [])
        if v:
            print("    %-5s %-6s speedup %s" % (c, k, rng([x["speedup"] for x in v])))

print("\n1024 messages, every run with the group kernels (after, cascade and rule: the same path at n = 1024):")
for c in classes:
    for k in levels:
        v = after.get((c, 1024, k), []) + cascade.get((c, 1024, k), []) + rule.get((c, 1024, k), [])
        if v:
            print("    %-5s %-6s speedup %s  (%d runs)" % (c, k, rng([x["speedup"] for x in v]), len(v)))

print("\nsmallest speedup at each count over the after runs (below 1: the batch lost to the loop):")
for k in levels:
    cells = []
    for n in sorted({n for (c, n, kk) in after if kk == k}):
        w = min(min(x["speedup"] for x in after[(c, n, k)]) for c in classes if (c, n, k) in after)
        cells.append("n=%d %.2f" % (n, w))
    print("  %-6s %s" % (k, "  ".join(cells)))
print("  (n = 1..4 below manyMin run the loop in both halves: the same code timed twice)")

print("\nafter/before speedup at each count, 64-byte messages (ranges over the runs):")
for k in levels:
    cells = []
    for n in sorted({n for (c, n, kk) in after if kk == k and c == "64B"}):
        a = [x["speedup"] for x in after[("64B", n, k)]]
        b = [x["speedup"] for x in before.get(("64B", n, k), [])]
        cells.append("n=%d %s / %s" % (n, rng(a), rng(b) if b else "-"))
    print("  %-6s %s" % (k, "  ".join(cells)))

def versus(label, new, old):
    print("\n%s, every class, speedup ranges over the runs (new/old):" % label)
    for k in levels:
        for c in classes:
            cells = []
            for n in sorted({n for (cc, n, kk) in new if kk == k and cc == c}):
                a = [x["speedup"] for x in new[(c, n, k)]]
                b = [x["speedup"] for x in old.get((c, n, k), [])]
                cells.append("n=%d %s/%s" % (n, rng(a), rng(b)))
            print("  %-6s %-5s %s" % (k, c, "  ".join(cells)))
    print("smallest speedup at each count over the new runs:")
    for k in levels:
        cells = []
        for n in sorted({n for (c, n, kk) in new if kk == k}):
            w = min(min(x["speedup"] for x in new[(c, n, k)]) for c in classes if (c, n, k) in new)
            cells.append("n=%d %.2f" % (n, w))
        print("  %-6s %s" % (k, "  ".join(cells)))


versus("cascade (2e40649) against after (3ea63aa)", cascade, after)
if rule:
    versus("rule (6febaf7) against after (3ea63aa)", rule, after)
    versus("rule (6febaf7) against cascade (2e40649)", rule, cascade)

print("\nthe kernels alone (kernels.txt):")
blocks, groups = {}, {}
for line in open("kernels.txt"):
    m = re.match(r"BenchmarkManyBlocks/m=(\d+)/kernel=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        blocks.setdefault((m.group(2), int(m.group(1))), []).append(float(m.group(3)))
    m = re.match(r"BenchmarkManyOne/n=1024/kernel=(\w+)-\d+\s.*?([\d.]+) ns/group", line)
    if m:
        groups.setdefault(m.group(1), []).append(float(m.group(2)))
width = {"avx512": 16, "avx2": 8, "sse41": 4}
for k in levels:
    one = blocks[(k, 1)]
    g = groups[k]
    loop = [x["loop-ns/op"] / 1024 for x in after[("64B", 1024, k)]]
    w = width[k]
    print("  %-6s lane kernel, one block in every lane: %s ns a call (%s ns a message)" % (
        k, rng(one, "%.1f"), rng([x / w for x in one], "%.2f")))
    print("  %-6s group kernel: %s ns a group of %d (%s ns a message, digests out included)" % (
        k, rng(g, "%.1f"), w, rng([x / w for x in g], "%.2f")))
    print("  %-6s loop of Sum256 at 64 B (after runs): %s ns a message; ceiling loop / group kernel %.1f-%.1fx" % (
        k, rng(loop, "%.1f"), min(loop) / (max(g) / w), max(loop) / (min(g) / w)))

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
        for impl, x in sorted(v.items()):
            if impl != "vilya" and x.get("ns_median"):
                cells.append("%s %.2f" % (impl, x["ns_median"] / me))
        print("  %-6s %-10s %5d x%d  %s" % (lvl, key[0], key[1], key[2], "  ".join(cells)))

# lead-check/: the lead's own rerun of the forced-level many rows on main at
# 323fb3b (the bench binary of ../2026-12-02-readme-zen5, one run each, under
# the measurement lock), loop of Sum256 time / batch time.
print("\nlead check at 323fb3b, vilya-loop / vilya:")
for lvl in ("avx2", "sse41"):
    rows = json.load(open("lead-check/matrix-%s.json" % lvl))["rows"]
    t = {(x["op"], x["size"], x["impl"]): x["ns_median"] for x in rows if x["group"] == "blake3"}
    print("  %-6s " % lvl + "  ".join("%s %d %.2f" % (op, size, t[(op, size, "vilya-loop")] / t[(op, size, "vilya")])
                                      for op, size in (("many", 64), ("many", 1024), ("many-mixed", 4096))))
