#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

batch-R.txt (R = 1..5, one process each): BenchmarkSumBatch at n = 16, 64
and 1024 for the classes 64B, 1KiB and mixed (random lengths 0-4 KiB) at
the levels avx2 (this CPU's own) and sse41; "speedup" is the loop of
Sum256's time over Sum256Batch's, the two alternated inside every
iteration. kernels.txt: the lane kernel alone (BenchmarkManyBlocks) and the
group kernels alone (BenchmarkManyOne). calls.txt: calls.patch's count of
the lane kernel's calls and steps in one mixed batch of 1024.
parent-queue-ab.txt: parent-queue.patch's sumLanes against 10c2c82's in one
process (zz_ab_tmp_test.go.txt).
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


# Issue 32's bars (loop time / batch time, 1024 messages).
bars = {("64B", "avx2"): 4, ("64B", "sse41"): 2, ("1KiB", "avx2"): 3,
        ("1KiB", "sse41"): 1.5, ("mixed", "avx2"): 2}

runs = sorted(glob.glob("batch-*.txt"))
d = parse(runs)
assert len(runs) == 5, runs
print("speedup over the loop of Sum256 (every run), batch MB/s; issue 32's bar at n = 1024")
for c in ("64B", "1KiB", "mixed"):
    for k in ("avx2", "sse41"):
        for n in (16, 64, 1024):
            v = d[(c, n, k)]
            assert len(v) == 5, (c, n, k)
            sp = [x["speedup"] for x in v]
            mb = [x["MB/s"] for x in v]
            line = "  %-5s %-5s n=%-4d %s  (%s MB/s)" % (c, k, n, rng(sp), rng(mb, "%.0f"))
            if n == 1024 and (c, k) in bars:
                bar = bars[(c, k)]
                under = sum(1 for s in sp if s < bar)
                line += "  bar %g: %s" % (bar, "met in every run" if under == 0 else "under in %d of 5 runs" % under)
            print(line)

print("\nthe lane kernel alone, ns per step of all its lanes (kernels.txt)")
for line in open("kernels.txt"):
    m = re.match(r"BenchmarkManyBlocks/m=(\d+)/kernel=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        print("  %-5s m=%-2s %.1f" % (m.group(2), m.group(1), float(m.group(3)) / int(m.group(1))))

c = dict(re.findall(r"([\w*-]+) (\d+)", open("calls.txt").read()))
calls, steps, busy, lanes = int(c["calls"]), int(c["steps"]), int(c["busy-lane-steps"]), int(c["lanes*steps"])
print("\none mixed batch of 1024 (calls.txt): %d kernel calls, %d steps (%.2f a call), lanes busy in %.1f %% of lane-steps"
      % (calls, steps, steps / calls, 100.0 * busy / lanes))
mixed = [x["ns/op"] for x in d[("mixed", 1024, "avx2")]]
print("  batch time %.2f-%.2f ms; %d steps at 120-135 ns: %.2f-%.2f ms of lane kernel"
      % (min(mixed) / 1e6, max(mixed) / 1e6, steps, steps * 120e-6, steps * 135e-6))

print("\nparent-queue.patch against 10c2c82, one process each (parent-queue-ab.txt): new / old least time")
for line in open("parent-queue-ab.txt"):
    m = re.match(r"(\w+) (\d+) (\w+): least new (\d+) old (\d+)", line)
    print("  %-5s n=%-4s %-5s %.3f" % (m.group(1), m.group(2), m.group(3), int(m.group(4)) / int(m.group(5))))
