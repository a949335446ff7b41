#!/usr/bin/env python3
"""Reprint the figures of README.md from the raw gap-matrix JSON beside this
file (Python 3, standard library only).

- ab/ab-{main,new}-N.json: the blake3 group's one-shot, XOF and batch rows,
  a0c5f5e ("main") and the change ("new") alternated; ab/ab-sse-*: the
  same with both held to SSE4.1; ab/mm-*: the batch rows alone. Printed:
  peer time / vilya time per run, main | new.
- matrix/blake3-N.json: three full blake3-group runs at 6f2492c, the
  README's Zen 3 BLAKE3 rows (peer time / vilya time, range over the runs).
"""
import glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"]}


def runs(pattern):
    return [load(p) for p in sorted(glob.glob(os.path.join(HERE, pattern)))]


for prefix, peer in (("ab", "official-c"), ("ab-sse", "official-c-sse41"), ("mm", "official-c")):
    sides = {b: runs(f"ab/{prefix}-{b}-*.json") for b in ("main", "new")}
    keys = sorted({k[:3] for t in sides["main"] for k in t if k[3] == "vilya"})
    print(f"== ab/{prefix}-*: {peer} time / vilya time, per run (main | new)")
    for k in keys:
        cells = []
        for b in ("main", "new"):
            xs = [t[k + (peer,)] / t[k + ("vilya",)] for t in sides[b] if k + (peer,) in t and k + ("vilya",) in t]
            cells.append(" ".join(f"{x:.3f}" for x in xs))
        print(f"  {k[0]:11} {k[1]:>8} {k[2]:>5}: {cells[0]} | {cells[1]}")
    if prefix == "ab":
        print("  ranges from 16 KiB to 1 MiB (hash, keyed, derive-key), main | new:")
        for size in (16384, 65536, 262144, 1 << 20):
            r = []
            for b in ("main", "new"):
                xs = [t[(op, size, 0, peer)] / t[(op, size, 0, "vilya")] for t in sides[b]
                      for op in ("hash", "keyed", "derive-key") if (op, size, 0, "vilya") in t]
                r.append(f"{min(xs):.3f}-{max(xs):.3f} (median {statistics.median(xs):.3f}, {len(xs)} cells)")
            print(f"    {size >> 10:>5} KiB: {r[0]} | {r[1]}")

m = runs("matrix/blake3-*.json")
print(f"\n== matrix/blake3-*.json ({len(m)} runs at 6f2492c): the README's Zen 3 BLAKE3 rows")


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else f"{lo}–{hi}"


def human(ns):
    return f"{ns / 1e6:.3g} ms" if ns >= 1e6 else f"{ns / 1e3:.3g} µs" if ns >= 1e3 else f"{ns:.3g} ns"


for label, key, peers in (("BLAKE3 hash, 64 B", ("hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 KiB", ("hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 MiB", ("hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
                          ("`vilya b3sum` 256 MiB, 1 thread", ("process-1-thread", 256 << 20, 0), ("b3sum",)),
                          ("`vilya b3sum` 256 MiB, all threads", ("process-all-threads", 256 << 20, 0), ("b3sum",))):
    v = human(statistics.median(t[key + ("vilya",)] for t in m))
    cells = [f"{p} {rng([t[key + (p,)] / t[key + ('vilya',)] for t in m])}" for p in peers]
    print(f"| {label} | {v} | {', '.join(cells)} |")
print("one-shot rows (hash, keyed, derive-key) against the official C, per size, range over the runs:")
for size in (4096, 16384, 65536, 262144, 1 << 20):
    xs = [t[(op, size, 0, "official-c")] / t[(op, size, 0, "vilya")] for t in m for op in ("hash", "keyed", "derive-key")]
    print(f"  {size >> 10:>5} KiB: {min(xs):.3f}-{max(xs):.3f}")
print("the matrix's losses (below 0.95) against any peer, per run:")
for i, t in enumerate(m, 1):
    bad = [f"{k[0]} {k[1]} vs {k[3]} {v / t[k[:3] + ('vilya',)]:.3f}" for k, v in sorted(t.items())
           if k[3] not in ("vilya", "official-c-sse41") and t.get(k[:3] + ("vilya",)) and v / t[k[:3] + ("vilya",)] < 0.95]
    print(f"  run {i}: {', '.join(bad) or 'none'}")
