#!/usr/bin/env python3
"""Reprints every vilya row of the ed25519 gap-matrix group: the three
'before' runs (main e42d27a) and three 'after' runs (layers 9aea73d),
each after run's time divided by the median of the three before runs,
and the range over all rows."""
import json, os, statistics

here = os.path.dirname(os.path.abspath(__file__))

def load(name):
    with open(os.path.join(here, name, "matrix.json")) as f:
        rows = json.load(f)["rows"]
    return {(r["op"], r["size"], r["batch"]): r["ns_median"] for r in rows
            if r["group"] == "ed25519" and r["impl"] == "vilya"}

before = [load("before%d" % i) for i in (1, 2, 3)]
after = [load("after%d" % i) for i in (1, 2, 3)]
keys = sorted(before[0], key=lambda k: (k[0], k[1], k[2]))
lo, hi, worst = 9.0, 0.0, None
meds = []
print("| op | size | batch | before µs (3 runs) | after µs (3 runs) | after / before-median (3) | median ratio |")
print("|---|--:|--:|---|---|---|--:|")
for k in keys:
    b = [r[k] / 1000 for r in before]
    a = [r[k] / 1000 for r in after]
    bm = statistics.median(b)
    ratios = [x / bm for x in a]
    mr = statistics.median(a) / bm
    meds.append(mr)
    lo, hi = min(lo, *ratios), max(hi, *ratios)
    if worst is None or abs(mr - 1) > abs(worst[1] - 1):
        worst = (k, mr)
    print("| %s | %d | %d | %s | %s | %s | %.3f |" % (
        k[0], k[1], k[2], " ".join("%.2f" % x for x in b), " ".join("%.2f" % x for x in a),
        " ".join("%.3f" % x for x in ratios), mr))
print()
print("rows: %d" % len(keys))
print("every after run / before-median: %.3f .. %.3f" % (lo, hi))
print("median after / before-median: %.3f .. %.3f (geomean %.4f)" % (
    min(meds), max(meds), statistics.geometric_mean(meds)))
print("rows with median ratio outside 0.97..1.03: %d" % sum(1 for m in meds if not 0.97 <= m <= 1.03))
print("largest median deviation: %s %.3f" % (worst[0], worst[1]))

# The focused A/B (focus/: before, after, before, after; rows of batches 4, 8, 64).
print()
print("focused A/B (focus/b1 a1 b2 a2), vilya µs/sig:")
def loadf(name):
    with open(os.path.join(here, "focus", name + ".json")) as f:
        rows = json.load(f)["rows"]
    return {(r["op"], r["size"], r["batch"]): r["ns_median"] for r in rows
            if r["group"] == "ed25519" and r["impl"] == "vilya"}
runs = {n: loadf(n) for n in ("b1", "a1", "b2", "a2")}
for k in sorted(runs["b1"]):
    b = statistics.median([runs["b1"][k], runs["b2"][k]])
    print("  %-26s %4d %3d  before %s  after %s  after/before-median %s" % (
        k[0], k[1], k[2], " ".join("%.2f" % (runs[n][k] / 1000) for n in ("b1", "b2")),
        " ".join("%.2f" % (runs[n][k] / 1000) for n in ("a1", "a2")),
        " ".join("%.3f" % (runs[n][k] / b) for n in ("a1", "a2"))))

# The quiet A/B (quiet/): go test -bench of the ed25519 package, run after every helper had stopped.
print()
print("quiet A/B (quiet/), medians of three rounds, ns per batch:")
def loadq(name):
    runs, cur = {}, None
    with open(os.path.join(here, "quiet", name)) as f:
        for line in f:
            if line.startswith("== "):
                cur = line.split()[1]
            elif line.startswith("Benchmark"):
                k, v = line.split()
                runs.setdefault(cur, {}).setdefault(k, []).append(float(v))
    return runs
q = loadq("ab-main-narya-layers.txt")
q.update(loadq("ab-base-pre.txt"))
for k in sorted(q["base"]):
    m = {n: statistics.median(q[n][k]) for n in q}
    print("  %-40s pre/base %.3f  layers/narya %.3f  narya/main %.3f" % (
        k, m["pre"] / m["base"], m["layers"] / m["narya"], m["narya"] / m["main"]))
