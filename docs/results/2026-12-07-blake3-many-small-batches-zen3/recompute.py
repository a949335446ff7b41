#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

fixed-{old,final}-R.txt: zz_fixed_tmp_test.go.txt (BenchmarkZZFixed: n
messages of L bytes, Sum256Batch against the loop of Sum256, alternated in
every iteration; "speedup" is loop time / batch time).
batch-{old,final}-R.txt: BenchmarkSumBatch, every class, count and level.
Old (c59578c's library) and final (bd5a476) alternated three times.
shapes-1.txt: zz_mixed_tmp_test.go.txt, least of 41 rounds of five calls
per process, old and final alternated, three rounds.
first/: the same for 1bbce92 ("new"), with a bound of 16 blocks on the
4-lane kernels, against the same old.
pad-{old,final,pad}-R.txt: BenchmarkZZFixed at 65-128 bytes, 3 and 4
messages, for old, final and 4d2ceac ("pad"), rotated three times.
grid-R.txt: zz_grid_tmp_test.go.txt at 1bbce92's scheduler (sumLanes
forced against the loop): the evidence for the thresholds.
"""
import glob
import os
import re


def parse(pat, name):
    d = {}
    files = sorted(glob.glob(pat))
    assert len(files) in (2, 3), pat
    for path in files:
        for line in open(path):
            m = re.match(r"Benchmark%s/(\S+)-\d+\s" % name, line)
            if not m:
                continue
            vals = dict((u, float(v)) for v, u in re.findall(r"([\d.]+) ([\w/-]+)", line))
            d.setdefault(m.group(1), []).append(vals)
    return d


def rng(xs):
    return "%.2f-%.2f" % (min(xs), max(xs))


def key(k):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", k)]


def compare(folder, new_name, verbose):
    for name, pat in (("ZZFixed", "fixed-%s-*.txt"), ("SumBatch", "batch-%s-*.txt")):
        old = parse(os.path.join(folder, pat % "old"), name)
        new = parse(os.path.join(folder, pat % new_name), name)
        print("%s %s: loop time / batch time (every run), old -> %s; least batch time %s / old"
              % (folder, name, new_name, new_name))
        below_old, below_new = [], []
        for k in sorted(new, key=key):
            o = [x["speedup"] for x in old[k]]
            w = [x["speedup"] for x in new[k]]
            r = min(x["ns/op"] for x in new[k]) / min(x["ns/op"] for x in old[k])
            if min(o) < 0.97:
                below_old.append(k)
            if min(w) < 0.97:
                below_new.append(k)
            if verbose:
                print("  %-28s %s -> %s  %.3f%s" % (k, rng(o), rng(w), r, "  (below 0.97)" if min(w) < 0.97 else ""))
        print("  cells with some run below 0.97: old %d, %s %d of %d" % (len(below_old), new_name, len(below_new), len(new)))
        if verbose:
            for k in below_new:
                print("    %s: %s (old %s)" % (k, rng([x["speedup"] for x in new[k]]), rng([x["speedup"] for x in old[k]])))
        print()
    shapes = {}
    for line in open(os.path.join(folder, "shapes-1.txt")):
        m = re.match(r"(\w+) (\S+) n=(\d+) kernel=(\w+) least (\d+)", line)
        if m:
            shapes.setdefault((m.group(2), int(m.group(3)), m.group(4)), {}).setdefault(m.group(1), []).append(int(m.group(5)))
    print("%s shapes, least time over the processes, %s / old" % (folder, new_name))
    for k, v in shapes.items():
        print("  %-14s n=%-5d %-5s old %8d %s %8d  %.3f" % (k[0], k[1], k[2], min(v["old"]), new_name, min(v[new_name]), min(v[new_name]) / min(v["old"])))
    print()


compare(".", "final", True)

old, fin = parse("fixed-old-*.txt", "ZZFixed"), parse("fixed-final-*.txt", "ZZFixed")
print("ZZFixed, least batch time final / old over n = 3..12, by length and level")
for kn in ("avx2", "sse41"):
    for l in (65, 100, 128, 200, 300, 500):
        rs = [min(x["ns/op"] for x in fin[k]) / min(x["ns/op"] for x in old[k])
              for k in fin if k.startswith("L=%d/" % l) and k.endswith(kn) and int(k.split("/")[1][2:]) >= 3]
        print("  %-5s L=%-3d %.3f-%.3f" % (kn, l, min(rs), max(rs)))
print()
compare("first", "new", False)

print("pad-*.txt: loop time / batch time, every run, old / final / pad")
pads = {b: parse("pad-%s-*.txt" % b, "ZZFixed") for b in ("old", "final", "pad")}
for k in sorted(pads["pad"], key=key):
    print("  %-24s %s / %s / %s" % (k, rng([x["speedup"] for x in pads["old"][k]]),
                                   rng([x["speedup"] for x in pads["final"][k]]),
                                   rng([x["speedup"] for x in pads["pad"][k]])))
print()

grid = parse("grid-*.txt", "ZZGrid")
print("grid (sumLanes forced, 1bbce92's scheduler): loop time / lanes time, both runs")
rows = {}
for k in grid:
    kn, l, n = k.split("/")
    rows.setdefault((kn, int(l[2:])), []).append((int(n[2:]), [x["speedup"] for x in grid[k]]))
for (kn, l), cells in sorted(rows.items()):
    print("  %-5s L=%-4d %s" % (kn, l, " ".join("n=%d:%s" % (n, rng(s)) for n, s in sorted(cells))))
print("\nend")
