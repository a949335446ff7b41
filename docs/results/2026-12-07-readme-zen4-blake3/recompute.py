#!/usr/bin/env python3
"""The README's Zen 4 BLAKE3 rows at 8375bb9 (README): three runs of the gap
matrix's blake3 group (new-N.json) and one of its bao group (bao-1.json),
on an AMD EPYC of family 25 model 17. A ratio is peer time / vilya time;
ranges cover the runs; the vilya column is the median run's median.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
runs = []
for p in sorted(glob.glob(os.path.join(HERE, "new-*.json"))):
    runs.append({(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["ns_median"]})
assert len(runs) == 3


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else lo + "–" + hi


def human(ns):
    return f"{ns:.3g} ns" if ns < 1e3 else f"{ns / 1e3:.3g} µs" if ns < 1e6 else f"{ns / 1e6:.3g} ms"


NAMES = {"official-c": "official C"}
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for label, key, peers in [("BLAKE3 hash, 64 B", ("hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 KiB", ("hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
                          ("BLAKE3 hash, 1 MiB", ("hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
                          ("`vilya b3sum` 256 MiB, 1 thread", ("process-1-thread", 256 << 20, 0), ("b3sum",)),
                          ("`vilya b3sum` 256 MiB, all threads", ("process-all-threads", 256 << 20, 0), ("b3sum",))]:
    v = sorted(t[key + ("vilya",)] for t in runs)[1]
    print(f"| {label} | {human(v)} | " + ", ".join(f"{NAMES.get(p, p)} {rng([t[key + (p,)] / t[key + ('vilya',)] for t in runs])}" for p in peers) + " |")


def shot(lo):
    return rng([t[(op, s, b, "official-c")] / t[(op, s, b, "vilya")] for t in runs for (op, s, b, i) in t
                if i == "vilya" and op in ("hash", "keyed", "derive-key") and s >= lo])


print(f"\nOne-shot rows (hash, keyed, derive-key) against the official C: 16 KiB to 1 MiB {shot(16 << 10)}, 64 KiB to 1 MiB {shot(64 << 10)}")
print("derive-key of 0-64 bytes against the official C: " + rng([t[(op, s, b, "official-c")] / t[(op, s, b, "vilya")] for t in runs
                                                                for (op, s, b, i) in t if i == "vilya" and op == "derive-key" and s <= 64]))
print("Sum256Batch of 1024 messages against the loop of Sum256 (64 B, 1 KiB, random up to 4 KiB): "
      + ", ".join(rng([t[(op, s, 1024, "vilya-loop")] / t[(op, s, 1024, "vilya")] for t in runs]) for op, s in (("many", 64), ("many", 1024), ("many-mixed", 4096))))
bao = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(os.path.join(HERE, "bao-1.json")))["rows"] if r["ns_median"]}
print("Bao (one run), Sum256 time / time at 1 MiB and 64 MiB: " + "; ".join(
    f"{op} {bao[(op, 1 << 20, 'vilya-sum256')] / bao[(op, 1 << 20, 'vilya')]:.2f} and {bao[(op, 64 << 20, 'vilya-sum256')] / bao[(op, 64 << 20, 'vilya')]:.2f}"
    for op in ("encode", "encode-outboard", "decode", "decode-outboard")))
print("Bao against lukechampine.com/blake3/bao: " + rng([bao[k[:2] + ("lukechampine",)] / v for k, v in bao.items() if k[2] == "vilya" and k[:2] + ("lukechampine",) in bao]))
