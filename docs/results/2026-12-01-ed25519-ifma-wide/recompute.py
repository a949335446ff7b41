#!/usr/bin/env python3
"""Recompute this folder's README figures from ab-*.txt (./ab.sh) and, when
present, run*/matrix.json (./run.sh).

Usage: python3 recompute.py   (from this folder; standard library only)

A/B: per benchmark, the range over the rounds with the groups off and on,
in µs per signature, and off median / on median (above 1: the groups pay).
Matrix: the ZIP215 rows, vilya's µs a signature and peer / vilya.
"""
import glob, json, re, statistics

def rng(v):
    return f"{min(v):.2f}-{max(v):.2f}"

for path in sorted(glob.glob("ab-*.txt")):
    cur, d = None, {}
    for line in open(path):
        m = re.match(r"# round \d+: (\w+) ", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"Benchmark\S+/(\w+)/(\d+)x\d+-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            key = (m.group(1), int(m.group(2)))
            d.setdefault(key, {"off": [], "on": []})[cur].append(float(m.group(3)) / key[1] / 1000)
    print(f"{path} (µs per signature; off | on; off median / on median):")
    for k in sorted(d):
        o, n = d[k]["off"], d[k]["on"]
        print(f"  {k[0]:7} {k[1]:5}  {rng(o)} | {rng(n)}  {statistics.median(o) / statistics.median(n):.2f}")

runs = sorted(glob.glob("run*/matrix.json"))
if runs:
    data = []
    for p in runs:
        by = {}
        for x in json.load(open(p))["rows"]:
            if x["group"] == "ed25519":
                by.setdefault((x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"]
        data.append(by)
    print(f"\ngap matrix, verify-batch (ZIP215), ifma backend (the default), {len(data)} runs:")
    for k in sorted(data[0]):
        us = [d[k]["vilya"] / 1000 for d in data]
        peers = ", ".join(f"{p} {rng([d[k][p] / d[k]['vilya'] for d in data])}" for p in data[0][k] if p != "vilya")
        print(f"  {k[0]:5} n={k[1]:<5} vilya {rng(us)} µs  {peers}")
