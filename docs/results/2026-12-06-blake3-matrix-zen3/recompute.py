#!/usr/bin/env python3
"""Reprint the figures of README.md (and the repository README's Zen 3
BLAKE3 rows) from the three gap-matrix runs beside this file (Python 3,
standard library only): peer time / vilya time, the range over the runs;
vilya's time, the median over the runs."""
import glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"]}


m = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "blake3-*.json")))]
assert len(m) == 3, len(m)


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else f"{lo}–{hi}"


def human(ns):
    return f"{ns / 1e6:.3g} ms" if ns >= 1e6 else f"{ns / 1e3:.3g} µs" if ns >= 1e3 else f"{ns:.3g} ns"


print(f"== blake3-*.json ({len(m)} runs at 90294f3): the README's Zen 3 BLAKE3 rows")
for label, key, peers in (("BLAKE3 hash, 64 B", ("hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 KiB", ("hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 MiB", ("hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
                          ("`vilya b3sum` 256 MiB, 1 thread", ("process-1-thread", 256 << 20, 0), ("b3sum",)),
                          ("`vilya b3sum` 256 MiB, all threads", ("process-all-threads", 256 << 20, 0), ("b3sum",))):
    v = human(statistics.median(t[key + ("vilya",)] for t in m))
    cells = [f"{p} {rng([t[key + (p,)] / t[key + ('vilya',)] for t in m])}" for p in peers]
    print(f"| {label} | {v} | {', '.join(cells)} |")
print("one-shot rows (hash, keyed, derive-key) against the official C, per size, range over the runs:")
for size in (64, 1024, 4096, 16384, 65536, 262144, 1 << 20):
    xs = [t[(op, size, 0, "official-c")] / t[(op, size, 0, "vilya")] for t in m for op in ("hash", "keyed", "derive-key")]
    print(f"  {size:>8} B: {min(xs):.3f}-{max(xs):.3f}")
print("rows below 0.97 against any peer but the official C (and its SSE4.1 twin), per run:")
for i, t in enumerate(m, 1):
    bad = [f"{k[0]} {k[1]} vs {k[3]} {v / t[k[:3] + ('vilya',)]:.3f}" for k, v in sorted(t.items())
           if k[3] not in ("vilya", "official-c", "official-c-avx2", "official-c-sse41") and t.get(k[:3] + ("vilya",))
           and v / t[k[:3] + ("vilya",)] < 0.97]
    print(f"  run {i}: {', '.join(bad) or 'none'}")
print("rows below 0.97 against the official C, per run:")
for i, t in enumerate(m, 1):
    bad = [f"{k[0]} {k[1]} {v / t[k[:3] + ('vilya',)]:.3f}" for k, v in sorted(t.items())
           if k[3] == "official-c" and t.get(k[:3] + ("vilya",)) and v / t[k[:3] + ("vilya",)] < 0.97]
    print(f"  run {i}: {', '.join(bad) or 'none'}")

print("xof rows (4 KiB input, output length) against the official C, range over the runs:")
for size in (64, 128, 256, 512, 1024):
    xs = [t[("xof", size, 0, "official-c")] / t[("xof", size, 0, "vilya")] for t in m]
    print(f"  {size:>5} B out: {rng(xs)}")
print("stream rows (1 MiB in writes of the size named) against the official C, range over the runs:")
for op in ("stream-4 KiB-writes", "stream-16 KiB-writes", "stream-64 KiB-writes"):
    xs = [t[(op, 1 << 20, 0, "official-c")] / t[(op, 1 << 20, 0, "vilya")] for t in m]
    print(f"  {op}: {rng(xs)}")
