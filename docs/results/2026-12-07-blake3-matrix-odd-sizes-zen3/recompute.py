#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

hash-N.json: the gap matrix's hash rows (`-group blake3 -ops hash`),
three runs; peer / vilya is the ratio of the medians of repetitions.
"""
import collections
import json

med = collections.defaultdict(list)  # (size, impl) -> [median ns per run]
for n in (1, 2, 3):
    for r in json.load(open(f"hash-{n}.json"))["rows"]:
        if r["op"] == "hash":
            med[(r["size"], r["impl"])].append(r["ns_median"])

def ratio(size, peer):
    rs = [p / v for p, v in zip(med[(size, peer)], med[(size, "vilya")])]
    return f"{min(rs):.2f}-{max(rs):.2f}"

print("size: vilya median ns (range over runs); official C / vilya; zeebo / vilya; lukechampine / vilya")
for size in (1024, 1500, 4095, 4096, 8191, 16384):
    v = med[(size, "vilya")]
    print(f"  {size:6d}: {min(v):.0f}-{max(v):.0f} ns; C {ratio(size, 'official-c')}; "
          f"zeebo {ratio(size, 'zeebo')}; lukechampine {ratio(size, 'lukechampine')}")
for size in (4095, 8191):
    c = med[(size, "official-c")]
    w = med[(size + 1, "official-c")] if (size + 1, "official-c") in med else None
    if w:
        print(f"  official C at {size} / at {size + 1} bytes: {min(c) / max(w):.2f}-{max(c) / min(w):.2f}")
sizes = sorted({s for s, _ in med})
worst = min((min(p / v for p, v in zip(med[(s, i)], med[(s, "vilya")])), s, i)
            for s in sizes for i in ("official-c", "official-c-avx2", "official-c-sse41", "zeebo", "lukechampine"))
print(f"least peer / vilya over every hash row and run: {worst[0]:.3f} ({worst[2]}, {worst[1]} bytes)")
