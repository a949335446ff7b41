#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json,
portable/matrix.json and the package benchmarks' A/B (ab-*.txt).

Usage: python3 recompute.py   (from this folder; standard library only)

Ratio = peer median time / vilya median time, per row, as the matrix
prints it (above 1: vilya is faster). Every run is included; nothing is
dropped. The bars are issue 11's, checked against the peers of the same
run.
"""
import glob, json, re

def rows(path):
    by = {}
    for x in json.load(open(path))["rows"]:
        if x["group"] == "ed25519":
            by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
    return by

def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}" if len(xs) > 1 else f"{xs[0]:.2f}"

runs = sorted(glob.glob("run*/matrix.json"), key=lambda p: int(re.findall(r"\d+", p)[0]))
data = [rows(r) for r in runs]
port = rows("portable/matrix.json")
keys = sorted(data[0], key=lambda k: (k[1], k[0], k[2]))
print(f"avx2 forced, {len(runs)} runs; portable forced, 1 run\n")
print("vilya µs/sig (avx2 runs | portable run) and ratio per peer over the avx2 runs:")
for k in keys:
    us = [d[k]["vilya"] / 1000 for d in data]
    cells = []
    for p in (p for p in data[0][k] if p != "vilya"):
        cells.append(f"{p} {rng([d[k][p] / d[k]['vilya'] for d in data])}")
    print(f"  {k[0]:25} {k[1]:5} n={k[2]:<3} vilya {rng(us)} | {port[k]['vilya'] / 1000:.2f} µs  " + ", ".join(cells))

print("\nIssue 11's bars (ratio peer/vilya must reach the bar), avx2 runs:")
bars = []
for size in (200, 1232):
    bars += [("verify", size, 1, "voi", 1.15), ("verify-hot-key", size, 1, "voi", 1.15),
             ("verify-batch", size, 64, "voi-batch", 1.15)]
    for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict"):
        bars += [(op, size, 4, "stdlib", 1.6), (op, size, 8, "stdlib", 1.9), (op, size, 64, "stdlib", 1.9)]
for op, size, n, peer, bar in bars:
    rs = [d[(op, size, n)][peer] / d[(op, size, n)]["vilya"] for d in data]
    print(f"  {op:25} {size:5} n={n:<3} vs {peer:10} bar {bar:.2f}  measured {min(rs):.4f}-{max(rs):.4f}  {'met' if min(rs) >= bar else 'not met'}")

print("\nRows behind a peer (ratio below 1 in some avx2 run):")
behind = []
for k in keys:
    for p in (p for p in data[0][k] if p != "vilya"):
        rs = [d[k][p] / d[k]["vilya"] for d in data]
        if min(rs) < 1:
            behind.append(f"  {k[0]:25} {k[1]:5} n={k[2]:<3} vs {p:10} {rng(rs)}")
print("\n".join(behind) if behind else "  none")

print("\navx2 against portable (portable time / avx2 time, each avx2 run against the one portable run):")
for k in keys:
    print(f"  {k[0]:25} {k[1]:5} n={k[2]:<3} {rng([port[k]['vilya'] / d[k]['vilya'] for d in data])}")

# The package benchmarks' A/B (ab-*.txt): per benchmark the range over the
# rounds of each binary and the ratio of the medians. A round's header is
# "# round N: LABEL" or "# round N: LABEL (COMMIT)"; the label seen first
# is the "old" side (the session's start, the route without the change,
# the parent commit), the second the "new" one.
import statistics
for path in sorted(glob.glob("ab-*.txt")):
    cur, labels, d = None, [], {}
    for line in open(path):
        m = re.match(r"# round \d+: (\w+)", line)
        if m:
            if m.group(1) not in labels:
                labels.append(m.group(1))
            cur = labels.index(m.group(1))
            continue
        m = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur is not None:
            d.setdefault(m.group(1), ([], []))[cur].append(float(m.group(2)) / 1000)
    print(f"\n{path} (µs per op; {' | '.join(labels)}; median {' / median '.join(labels)}):")
    for k, (o, n) in d.items():
        cell = lambda xs: f"{min(xs):8.2f}-{max(xs):8.2f}" if xs else f"{'(absent)':>17}"
        ratio = f"  {statistics.median(o) / statistics.median(n):.2f}" if o and n else ""
        print(f"  {k:40} {cell(o)} | {cell(n)}{ratio}")
