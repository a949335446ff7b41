#!/usr/bin/env python3
"""Reprint every figure of README.md from the raw output beside it (Python
3.11, standard library only). prev = 7eb641e, rows = baf8ddb."""
import glob, json, os, re, statistics, collections

HERE = os.path.dirname(os.path.abspath(__file__))
BUILDS = ("prev", "rows")


def rng(xs, f="{:.3f}"):
    return f"{f.format(min(xs))}-{f.format(max(xs))}"


def human(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB" if n >= 1024 else f"{n} B"


print("== depth/: Sum256 below each of the matrix's 103 stack depths, per depth the least of three passes")
print("| size | prev median ns | rows median ns | prev/rows median | prev/rows range over the depths |")
print("| --- | --- | --- | --- | --- |")
for s in (64, 2048, 3072, 4096, 8192):
    least = {}
    for b in BUILDS:
        per = []
        for p in sorted(glob.glob(os.path.join(HERE, "depth", f"{b}-{s}-*.txt"))):
            ns = {}
            for line in open(p):
                if line.startswith("k "):
                    f = line.split()
                    ns[int(f[1])] = float(f[-1])
            per.append(ns)
        assert len(per) == 3 and all(len(p) == 103 for p in per), (b, s)
        least[b] = {k: min(p[k] for p in per) for k in per[0]}
    r = [least["prev"][k] / least["rows"][k] for k in least["prev"]]
    print(f"| {human(s)} | {statistics.median(least['prev'].values()):.1f} | {statistics.median(least['rows'].values()):.1f} | "
          f"{statistics.median(r):.3f} | {rng(r)} |")

LINE = re.compile(r"round (\d+) size (\d+) vilya ([\d.]+) c ([\d.]+)")
runs = {}
for b in BUILDS:
    runs[b] = []
    for p in sorted(glob.glob(os.path.join(HERE, "inproc", f"{b}-*.txt"))):
        d = collections.defaultdict(list)
        for line in open(p):
            m = LINE.match(line)
            if m:
                d[int(m[2])].append((float(m[3]), float(m[4])))
        runs[b].append(d)
    assert len(runs[b]) == 4, b
print("\n== inproc/: official C time / vilya time in one process, range of the four runs' medians of the in-round ratios")
print("| size | prev | rows | least vilya ns prev, rows | least C ns |")
print("| --- | --- | --- | --- | --- |")
for n in sorted(runs["prev"][0]):
    cells = [rng([statistics.median(c / v for v, c in r[n]) for r in runs[b]]) for b in BUILDS]
    least = [min(v for r in runs[b] for v, _ in r[n]) for b in BUILDS]
    cl = min(c for b in BUILDS for r in runs[b] for _, c in r[n])
    print(f"| {human(n)} | {cells[0]} | {cells[1]} | {least[0]:.0f}, {least[1]:.0f} | {cl:.0f} |")


def load_matrix(p):
    return {(r["op"], r["size"], r["batch"], r["impl"]): r for r in json.load(open(p))["rows"]}


mx = {b: [load_matrix(os.path.join(HERE, "matrix", f"{b}-{i}.json")) for i in (1, 2, 3)] for b in BUILDS}
print("\n== matrix/: official C time / vilya time (each run's paired median of the repetitions), range over three runs")
print("| op | size | prev | rows |")
print("| --- | --- | --- | --- |")
for op in ("hash", "keyed", "derive-key"):
    for size in (64, 1024, 4096, 16384, 65536, 262144, 1 << 20):
        k = (op, size, 0, "official-c")
        print(f"| {op} | {human(size)} | " + " | ".join(rng([t[k]["ratio_paired_median"] for t in mx[b]], "{:.2f}") for b in BUILDS) + " |")
worst = {b: min((t[k]["ratio_paired_median"], k[0], k[1]) for t in mx[b] for k in t
                if k[3] == "official-c" and k[2] == 0 and k[0] in ("hash", "keyed", "derive-key")) for b in BUILDS}
print("lowest one-shot row against the C, any run:", ", ".join(f"{b} {w[0]:.3f} ({w[1]} {human(w[2])})" for b, w in worst.items()))
