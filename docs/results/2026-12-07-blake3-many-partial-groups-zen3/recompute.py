#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

batch-{old,new}-R.txt (R = 1..3, run old-1, new-1, old-2, ...):
BenchmarkSumBatch, every class, count and level (-benchtime 0.3s), of the
blake3 test binaries of 6512a4e (old) and the partial-group change (new);
"speedup" is the loop of Sum256's time over Sum256Batch's, alternated
inside every iteration.
shapes-R.txt: zz_mixed_tmp_test.go.txt in each tree (least of 41 rounds of
five Sum256Batch calls, one process per line), old and new alternated.
"""
import glob
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


oldf, newf = sorted(glob.glob("batch-old-*.txt")), sorted(glob.glob("batch-new-*.txt"))
assert len(oldf) == 3 and len(newf) == 3
old, new = parse(oldf), parse(newf)

print("every count: least batch time new / old, and loop time / batch time (every run), new and old")
below_old, below_new = [], []
for c in ("64B", "1KiB", "mixed"):
    for k in ("avx2", "sse41"):
        for n in sorted(set(n for (cc, n, kk) in new if cc == c and kk == k)):
            o, w = old[(c, n, k)], new[(c, n, k)]
            r = min(x["ns/op"] for x in w) / min(x["ns/op"] for x in o)
            sp = [x["speedup"] for x in w]
            spo = [x["speedup"] for x in o]
            print("  %-5s %-5s n=%-4d %.3f  speedup %s (old %s)" % (c, k, n, r, rng(sp), rng(spo)))
            if min(sp) < 0.97:
                below_new.append("%s %s n=%d %s" % (c, k, n, rng(sp)))
            if min(spo) < 0.97:
                below_old.append("%s %s n=%d %s" % (c, k, n, rng(spo)))
for name, below in (("old", below_old), ("new", below_new)):
    print("\n%s: counts where some run's batch was slower than the loop (below 0.97):" % name)
    for b in below:
        print("  " + b)

shapes = {}
for path in sorted(glob.glob("shapes-*.txt")):
    for line in open(path):
        m = re.match(r"(old|new) (\S+) n=(\d+) kernel=(\w+) least (\d+)", line)
        if m:
            shapes.setdefault((m.group(2), int(m.group(3)), m.group(4)), {}).setdefault(m.group(1), []).append(int(m.group(5)))
if shapes:
    print("\nshapes, least time of each process, new / old (least over the processes)")
    for key, v in shapes.items():
        print("  %-10s n=%-4d %-5s old %8d new %8d ns  %.3f" % (key[0], key[1], key[2], min(v["old"]), min(v["new"]), min(v["new"]) / min(v["old"])))
few = {}
for path in sorted(glob.glob("few-*.txt")):
    side = path.split("-")[1]
    for line in open(path):
        m = re.match(r"Benchmark(SumBatch/64B/n=[12]/kernel=\w+|ZZOne/\w+/[12])-\d+\s+\d+\s+([\d.]+) ns/op(.*)", line)
        if not m:
            continue
        sp = re.search(r"([\d.]+) speedup", m.group(3))
        few.setdefault(side, {}).setdefault(m.group(1), []).append(float(sp.group(1)) if sp else float(m.group(2)))
if few:
    assert len(glob.glob("few-*.txt")) == 6
    print("\none or two messages (few-*.txt): loop time / batch time, every run, old and new")
    for name in sorted(k for k in few["new"] if k.startswith("SumBatch")):
        print("  %-32s old %s  new %s" % (name, rng(few["old"][name], "%.3f"), rng(few["new"][name], "%.3f")))
    print("  separate loops (ZZOne, ns/op): batch / loop per run")
    for side in ("old", "new"):
        for n in ("1", "2"):
            b, l = few[side]["ZZOne/batch/" + n], few[side]["ZZOne/loop/" + n]
            print("    %s n=%s %s" % (side, n, " ".join("%.3f" % (x / y) for x, y in zip(b, l))))
print("\nend")
