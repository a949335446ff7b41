#!/usr/bin/env python3
"""Reprints every figure of README.md from raw/: the crossover of the
portable bucket sum against the chunks' combined checks (raw/crossover),
the bucket sum with cached and with affine points (raw/affine), and the
gap matrix's ZIP215 batch rows with the portable backend forced, old =
f56d874, new = fa833dd (raw/matrix)."""
import collections
import glob
import json
import os
import re

here = os.path.dirname(os.path.abspath(__file__))


def rng(xs, fmt="{:.3f}"):
    return (fmt + "-" + fmt).format(min(xs), max(xs))


d = collections.defaultdict(list)
for line in open(os.path.join(here, "raw/crossover/wide-crossover.txt")):
    m = re.match(r"BenchmarkZZWidePortable/n=(\d+)/wide=(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        d[(int(m[1]), int(m[2]))].append(float(m[3]))
print("ZIP215 batches of 64-byte messages, portable forced, µs a signature (three counts)")
for n, w in sorted(d):
    if w == 0:
        a, b = d[(n, 0)], d[(n, 64)]
        print(f"  n={n}: chunks {rng([x / n / 1e3 for x in a], '{:.1f}')}, bucket sum "
              f"{rng([x / n / 1e3 for x in b], '{:.1f}')}, bucket sum / chunks {rng([y / x for x, y in zip(a, b)])}")

aff = collections.defaultdict(lambda: collections.defaultdict(dict))
for f in glob.glob(os.path.join(here, "raw/affine/*.txt")):
    m = re.search(r"affine-(cached|affine)-r(\d)\.txt$", f)
    for line in open(f):
        b = re.match(r"BenchmarkZZWidePortable/n=(\d+)/wide=64-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if b:
            aff[int(b[1])][m[1]][int(m[2])] = float(b[2])
print("\nbucket sum, cached (19e8685) against affine (fa833dd) points, µs a signature, three alternated rounds")
for n in sorted(aff):
    c, a = aff[n]["cached"], aff[n]["affine"]
    print(f"  n={n}: cached {rng([x / n / 1e3 for x in c.values()], '{:.1f}')}, affine "
          f"{rng([x / n / 1e3 for x in a.values()], '{:.1f}')}, affine / cached {rng([a[r] / c[r] for r in a])}")

runs = collections.defaultdict(dict)
for f in sorted(glob.glob(os.path.join(here, "raw/matrix/*.json"))):
    m = re.search(r"(old|new)-r(\d)\.json$", f)
    j = json.load(open(f))
    assert j["env"]["kernels"]["ed25519"] == "portable", f
    rows = collections.defaultdict(dict)
    for r in j["rows"]:
        rows[(r["op"], r["size"], r["batch"])][r["impl"]] = r["ns_median"]
    runs[m.group(1)][int(m.group(2))] = rows
rounds = sorted(set(runs["old"]) & set(runs["new"]))
print(f"\ngap matrix, ZIP215 batches (verify-batch), portable forced, {len(rounds)} alternated runs a side")
print("row: vilya new µs; new/old per round; peer time / vilya time (new, old)")
for k in sorted(runs["new"][rounds[0]], key=lambda k: (k[1], k[2])):
    nv = [runs["new"][i][k]["vilya"] for i in rounds]
    ov = [runs["old"][i][k]["vilya"] for i in rounds]
    peers = []
    for p in ("stdlib", "voi", "voi-batch", "consensus-batch", "libsodium", "openssl"):
        if p in runs["new"][rounds[0]][k]:
            pn = [runs["new"][i][k][p] / runs["new"][i][k]["vilya"] for i in rounds]
            po = [runs["old"][i][k][p] / runs["old"][i][k]["vilya"] for i in rounds]
            peers.append(f"{p} {rng(pn, '{:.2f}')} ({rng(po, '{:.2f}')})")
    print(f"  {k[1]} B n={k[2]}: {rng([x / 1e3 for x in nv], '{:.2f}')}; "
          f"{rng([a / b for a, b in zip(nv, ov)])}; " + ", ".join(peers))
