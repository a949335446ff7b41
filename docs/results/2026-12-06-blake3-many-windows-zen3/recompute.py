#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

batch-{old,new}-R.txt (R = 1..3, run old-1, new-1, old-2, ...):
BenchmarkSumBatch, every class, count and level, of the blake3 test binaries
of 10c2c82 (old) and e35d8cd (new); "speedup" is the loop of Sum256's time
over Sum256Batch's, alternated inside every iteration.
shapes-R.txt: zz_mixed_tmp_test.go.txt in each tree (least of 41 rounds of
five Sum256Batch calls, one process per line), old and new alternated per
round of all shapes.
"""
import glob
import json
import re


def parse(paths):
    d = {}
    for path in paths:
        for line in open(path):
            m = re.match(r"BenchmarkSumBatch/(\w+)/n=(\d+)/kernel=(\w+)-\d+\s", line)
            if not m:
                continue
            vals = dict((u, float(v)) for v, u in re.findall(r"([\d.]+) ([\w/-]+)", line))
            d.setdefault((m.group(1), int(m.group(2)), m.group(3)), []).append(vals)
    return d


def rng(xs, fmt="%.2f"):
    return (fmt + "-" + fmt) % (min(xs), max(xs))


old = parse(sorted(glob.glob("batch-old-*.txt")))
new = parse(sorted(glob.glob("batch-new-*.txt")))
assert len(glob.glob("batch-old-*.txt")) == 3 and len(glob.glob("batch-new-*.txt")) == 3

bars = {("64B", "avx2"): 4, ("64B", "sse41"): 2, ("1KiB", "avx2"): 3,
        ("1KiB", "sse41"): 1.5, ("mixed", "avx2"): 2}
print("issue 32's bars, 1024 messages: loop time / batch time, every run, old -> new")
for c in ("64B", "1KiB", "mixed"):
    for k in ("avx2", "sse41"):
        o = [x["speedup"] for x in old[(c, 1024, k)]]
        w = [x["speedup"] for x in new[(c, 1024, k)]]
        line = "  %-5s %-5s %s -> %s" % (c, k, rng(o), rng(w))
        if (c, k) in bars:
            bar = bars[(c, k)]
            line += "  (bar %g: %d of 3 runs under before, %d after)" % (
                bar, sum(s < bar for s in o), sum(s < bar for s in w))
        print(line)

print("\nevery count: least batch time new / old, and the new speedups over the loop (every run)")
below = []
for c in ("64B", "1KiB", "mixed"):
    for k in ("avx2", "sse41"):
        for n in sorted(set(n for (cc, n, kk) in new if cc == c and kk == k)):
            o, w = old[(c, n, k)], new[(c, n, k)]
            r = min(x["ns/op"] for x in w) / min(x["ns/op"] for x in o)
            sp = [x["speedup"] for x in w]
            spo = [x["speedup"] for x in o]
            print("  %-5s %-5s n=%-4d %.3f  speedup %s (before %s)" % (c, k, n, r, rng(sp), rng(spo)))
            if min(sp) < 0.97:
                below.append("%s %s n=%d %s (before %s)" % (c, k, n, rng(sp), rng(spo)))
print("\ncounts where some run's batch was slower than the loop (below 0.97):")
for b in below:
    print("  " + b)

print("\nshapes, least time of each process, new / old (least over the three rounds)")
shapes = {}
for path in sorted(glob.glob("shapes-*.txt")):
    for line in open(path):
        m = re.match(r"(old|new) (\S+) n=(\d+) kernel=(\w+) least (\d+)", line)
        shapes.setdefault((m.group(2), int(m.group(3)), m.group(4)), {}).setdefault(m.group(1), []).append(int(m.group(5)))
for key, v in shapes.items():
    assert len(v["old"]) == 3 and len(v["new"]) == 3, key
    print("  %-10s n=%-4d %-5s old %8d new %8d ns  %.3f" % (key[0], key[1], key[2], min(v["old"]), min(v["new"]), min(v["new"]) / min(v["old"])))

print("\ngap matrix, many rows (matrix/{old,new}-R.json, run old-1, new-1, old-2, ...): vilya ns per message, and peer time / vilya time")
for v in ("old", "new"):
    for path in sorted(glob.glob("matrix/%s-*.json" % v)):
        rows = {}
        for r in json.load(open(path))["rows"]:
            rows[(r["op"], r["size"], r["impl"])] = r["ns_median"]
        parts = []
        for op, size in (("many", 64), ("many", 1024), ("many-mixed", 4096)):
            vi = rows[(op, size, "vilya")]
            parts.append("%s %d: %.1f ns, loop %.2f, official C %.2f" % (
                op, size, vi, rows[(op, size, "vilya-loop")] / vi, rows[(op, size, "official-c")] / vi))
        print("  %-16s %s" % (path, "; ".join(parts)))
