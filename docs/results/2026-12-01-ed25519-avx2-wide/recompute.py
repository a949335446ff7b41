#!/usr/bin/env python3
"""Recompute this folder's README figures from the A/B files (ab-*.txt).

Usage: python3 recompute.py   (from this folder; standard library only)

Per benchmark: the range over the rounds of each binary, in µs per
signature (ns/op over the batch size), and the ratio of the medians
(old / new: above 1, the new commit is faster).
"""
import glob, re, statistics

for path in sorted(glob.glob("ab-*.txt")):
    cur, d = None, {}
    for line in open(path):
        m = re.match(r"# round \d+: (\w+) \((\w+)\)", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"Benchmark(\S+)/(\d+)x\d+-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            key, n = m.group(1) + "/" + m.group(2), int(m.group(2))
            d.setdefault(key, {"old": [], "new": []})[cur].append(float(m.group(3)) / n / 1000)
    print(f"{path} (µs per signature; old | new; old median / new median):")
    for k, v in sorted(d.items(), key=lambda kv: (kv[0].split("/")[1], int(kv[0].split("/")[2]))):
        o, n = v["old"], v["new"]
        print(f"  {k:28} {min(o):6.2f}-{max(o):6.2f} | {min(n):6.2f}-{max(n):6.2f}  {statistics.median(o) / statistics.median(n):.2f}")

# The gap matrix's ZIP215 batch rows (run*/ avx2 forced, default/ the
# package's own choice): vilya µs a signature and peer / vilya per peer.
import json
def rows(path):
    by = {}
    for x in json.load(open(path))["rows"]:
        if x["group"] == "ed25519":
            by.setdefault((x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
    return by
def rng(v):
    return f"{min(v):.2f}-{max(v):.2f}"
for label, paths in (("avx2 forced", sorted(glob.glob("run*/matrix.json"))), ("default", ["default/matrix.json"])):
    data = [rows(p) for p in paths]
    print(f"\ngap matrix, verify-batch (ZIP215), {label}, {len(data)} run(s):")
    for k in sorted(data[0]):
        us = [d[k]["vilya"] / 1000 for d in data]
        peers = ", ".join(f"{p} {rng([d[k][p] / d[k]['vilya'] for d in data])}" for p in data[0][k] if p != "vilya")
        print(f"  {k[0]:5} n={k[1]:<5} vilya {rng(us)} µs  {peers}")
