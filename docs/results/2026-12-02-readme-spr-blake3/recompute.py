#!/usr/bin/env python3
"""Reprint the BLAKE3 rows of the README's Sapphire Rapids table from the
three gap-matrix runs in this folder (blake3-*.json): one-shot hashes of
64 B, 1 KiB and 1 MiB against the official C and the Go ports, and the
command line against b3sum on a 256 MiB cached file. A cell is peer time /
vilya time (above 1: vilya is faster), the range over every run; vilya's
own time is the median over the runs of its per-run median. Also the
one-shot rows from 16 KiB to 1 MiB against the official C (issue 29's
and the STATUS page's band).

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


runs = []
for p in sorted(glob.glob(os.path.join(HERE, "blake3-*.json")), key=natural):
    d = json.load(open(p))
    runs.append({(r["op"], r["size"], r["impl"]): r["ns_median"] for r in d["rows"] if r["group"] == "blake3"})


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else lo + "–" + hi


def human_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


NAMES = {"official-c": "official C", "zeebo": "zeebo", "lukechampine": "lukechampine", "b3sum": "b3sum"}
ROWS = [("BLAKE3 hash, 64 B", ("hash", 64), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 KiB", ("hash", 1024), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 MiB", ("hash", 1 << 20), ("official-c", "zeebo", "lukechampine")),
        ("`vilya b3sum` 256 MiB, 1 thread", ("process-1-thread", 256 << 20), ("b3sum",)),
        ("`vilya b3sum` 256 MiB, all threads", ("process-all-threads", 256 << 20), ("b3sum",))]

print(f"{len(runs)} runs")
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for name, key, peers in ROWS:
    v = statistics.median(t[key + ("vilya",)] for t in runs)
    cells = ", ".join(f"{NAMES[p]} {rng([t[key + (p,)] / t[key + ('vilya',)] for t in runs])}" for p in peers)
    print(f"| {name} | {human_ns(v)} | {cells} |")
print()
band = []
for op in ("hash", "keyed"):
    for size in (16 << 10, 64 << 10, 256 << 10, 1 << 20):
        xs = [t[(op, size, "official-c")] / t[(op, size, "vilya")] for t in runs]
        band += xs
        print(f"{op} {size >> 10} KiB: official C time / vilya time {rng(xs)}")
print(f"16 KiB to 1 MiB, hash and keyed: {rng(band)}")
