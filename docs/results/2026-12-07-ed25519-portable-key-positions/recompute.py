#!/usr/bin/env python3
"""Reprints every figure of README.md from raw/: the purego go-test A/B
(raw/purego), the gap-matrix runs with the portable backend forced
(raw/matrix), old = 534f823, new = 36011ac, and the crossover of hot
chunks each on its own against the combined check (raw/hot-each)."""
import collections
import glob
import json
import os
import re

here = os.path.dirname(os.path.abspath(__file__))


def rng(xs, fmt="{:.3f}"):
    return (fmt + "-" + fmt).format(min(xs), max(xs))


bench = collections.defaultdict(lambda: collections.defaultdict(dict))
for f in sorted(glob.glob(os.path.join(here, "raw/purego/*.txt"))):
    m = re.search(r"(old|new)-r(\d)\.txt$", f)
    for line in open(f):
        b = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if b:
            bench[b.group(1)][m.group(1)][int(m.group(2))] = float(b.group(2))
print("purego go-test A/B, three alternated rounds: old µs, new µs, new/old per round")
for name, v in bench.items():
    rounds = sorted(set(v["old"]) & set(v["new"]))
    print(f"  {name}: {rng([v['old'][i] / 1e3 for i in rounds], '{:.1f}')}, "
          f"{rng([v['new'][i] / 1e3 for i in rounds], '{:.1f}')}, "
          f"{rng([v['new'][i] / v['old'][i] for i in rounds])}")
cold = bench["BenchmarkVerifyCold/stdlib/1232"]["new"]
hot = bench["BenchmarkVerifyPublicKey/stdlib/1232"]["new"]
print("  cold Verify / hot key at 1232 bytes, new:", rng([cold[i] / hot[i] for i in hot], "{:.2f}"))
cold, hot = bench["BenchmarkVerifyCold/stdlib/1232"]["old"], bench["BenchmarkVerifyPublicKey/stdlib/1232"]["old"]
print("  cold Verify / hot key at 1232 bytes, old:", rng([cold[i] / hot[i] for i in hot], "{:.2f}"))

runs = collections.defaultdict(dict)
for f in sorted(glob.glob(os.path.join(here, "raw/matrix/*.json"))):
    m = re.search(r"(old|new)-r(\d)\.json$", f)
    d = json.load(open(f))
    assert d["env"]["kernels"]["ed25519"] == "portable", f
    rows = collections.defaultdict(dict)
    for r in d["rows"]:
        rows[(r["op"], r["size"], r["batch"])][r["impl"]] = r["ns_median"]
    runs[m.group(1)][int(m.group(2))] = rows
rounds = sorted(set(runs["old"]) & set(runs["new"]))
print(f"\ngap matrix, ed25519 group, portable backend forced, {len(rounds)} alternated runs a side")
print("row: vilya new µs; new/old per round; peer time / vilya time (new, old)")
changed, other = [], []
for k in sorted(runs["new"][rounds[0]], key=lambda k: (k[1], k[0], k[2])):
    nv = [runs["new"][i][k]["vilya"] for i in rounds]
    ov = [runs["old"][i][k]["vilya"] for i in rounds]
    r = [a / b for a, b in zip(nv, ov)]
    (changed if k[0] in ("verify-batch-warm", "verify-hot-key") else other).extend(r)
    peers = []
    for p in ("stdlib", "voi", "consensus", "libsodium", "openssl", "voi-batch", "consensus-batch"):
        if p in runs["new"][rounds[0]][k]:
            pn = [runs["new"][i][k][p] / runs["new"][i][k]["vilya"] for i in rounds]
            po = [runs["old"][i][k][p] / runs["old"][i][k]["vilya"] for i in rounds]
            peers.append(f"{p} {rng(pn, '{:.2f}')} ({rng(po, '{:.2f}')})")
    print(f"  {k[0]} {k[1]} B n={k[2]}: {rng([x / 1e3 for x in nv], '{:.2f}')}; {rng(r)}; " + ", ".join(peers))
print("new/old, warm and hot-key rows:", rng(changed), "; every other row:", rng(other))

print("\nhot chunks under ZIP215 (portable forced, 36011ac with hot-each-var.patch), µs a signature")
d = collections.defaultdict(list)
for line in open(os.path.join(here, "raw/hot-each/hot-each.txt")):
    m = re.match(r"BenchmarkZZHotEach/(\d+)/n=(\d+)/each=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        d[(int(m[1]), int(m[2]), int(m[3]))].append(float(m[4]))
for sz, n, e in sorted(d):
    if e == 0:
        a, b = d[(sz, n, 0)], d[(sz, n, 64)]
        print(f"  {sz} bytes n={n}: combined {rng([x / n / 1e3 for x in a], '{:.1f}')}, "
              f"each {rng([x / n / 1e3 for x in b], '{:.1f}')}, each/combined {rng([x / y for x, y in zip(b, a)])}")
