#!/usr/bin/env python3
"""Reprints every figure of README.md from raw/: the purego go-test A/B
(raw/purego) and the gap-matrix runs with the portable backend forced
(raw/matrix), old = 7d61f04, new = 3e33cfb."""
import collections
import glob
import json
import os
import re

here = os.path.dirname(os.path.abspath(__file__))


def rng(xs, fmt="{:.3f}"):
    return (fmt + "-" + fmt).format(min(xs), max(xs))


# --- purego go-test A/B: ns/op per benchmark, per side, per round.
bench = collections.defaultdict(lambda: collections.defaultdict(dict))
for f in sorted(glob.glob(os.path.join(here, "raw/purego/*.txt"))):
    m = re.search(r"(purego2?)-(old|new)-r(\d)\.txt$", f)
    side, rnd = m.group(2), int(m.group(3))
    for line in open(f):
        b = re.match(r"(Benchmark\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if b:
            bench[b.group(1)][side][rnd] = float(b.group(2))
print("purego go-test A/B (Go field code in both binaries, as on arm64), three alternated rounds")
print("benchmark: old µs, new µs, new/old per round")
for name, v in bench.items():
    rounds = sorted(set(v["old"]) & set(v["new"]))
    r = [v["new"][i] / v["old"][i] for i in rounds]
    print(f"  {name}: {rng([v['old'][i] / 1e3 for i in rounds], '{:.1f}')}, "
          f"{rng([v['new'][i] / 1e3 for i in rounds], '{:.1f}')}, {rng(r)}")
print("crypto/ed25519 time / vilya time in the same binary and round (VerifyCold)")
for size in (64, 1024, 1232):
    ref = bench[f"BenchmarkVerifyCold/crypto-ed25519/{size}"]
    for side in ("old", "new"):
        rs = []
        for prof in ("stdlib", "dalek-strict", "zip215", "fips186-5", "libsodium", "voi-default"):
            v = bench[f"BenchmarkVerifyCold/{prof}/{size}"][side]
            rs += [ref[side][i] / v[i] for i in v]
        print(f"  {size} bytes, {side}: every profile {rng(rs, '{:.2f}')}")

# --- gap matrix, ed25519 group, ed25519=portable.
runs = collections.defaultdict(dict)  # side -> round -> {(op,size,batch): {impl: ns}}
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
keys = sorted(runs["new"][rounds[0]], key=lambda k: (k[1], k[0], k[2]))
lo_new = []
for k in keys:
    if "vilya" not in runs["new"][rounds[0]][k]:
        continue
    nv = [runs["new"][i][k]["vilya"] for i in rounds]
    ov = [runs["old"][i][k]["vilya"] for i in rounds]
    r = [a / b for a, b in zip(nv, ov)]
    peers = []
    for p in ("stdlib", "voi", "consensus", "libsodium", "openssl", "voi-batch", "consensus-batch"):
        if p in runs["new"][rounds[0]][k]:
            pn = [runs["new"][i][k][p] / runs["new"][i][k]["vilya"] for i in rounds]
            po = [runs["old"][i][k][p] / runs["old"][i][k]["vilya"] for i in rounds]
            lo_new.append((min(pn), p, k))
            peers.append(f"{p} {rng(pn, '{:.2f}')} ({rng(po, '{:.2f}')})")
    print(f"  {k[0]} {k[1]} B n={k[2]}: {rng([x / 1e3 for x in nv], '{:.2f}')}; {rng(r)}; " + ", ".join(peers))
lo_new.sort()
print("lowest peer/vilya cells, new:", ", ".join(f"{p} {k[0]} {k[1]}B n={k[2]} {v:.2f}" for v, p, k in lo_new[:6]))
