#!/usr/bin/env python3
"""The README's Sapphire Rapids rows (README): three runs of the gap matrix's blake3
group (blake3/) and three of its ed25519 group (ed25519/), alternated, all of
the bench module at 860b6f4, on an Intel Xeon of family 6 model 167. A
ratio is peer time / vilya time (above 1: vilya is faster); ranges cover
the three runs; the vilya column is the median run's median.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        out.append({(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]})
    return out


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else lo + "–" + hi


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


def human(ns, per=""):
    unit = f"{ns:.3g} ns" if ns < 1e3 else f"{ns / 1e3:.3g} µs" if ns < 1e6 else f"{ns / 1e6:.3g} ms"
    return unit + per


b3, ed = load("blake3/new-*.json"), load("ed25519/new-*.json")
assert len(b3) == 3 and len(ed) == 3, (len(b3), len(ed))
NAMES = {"official-c": "official C", "stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
ROWS = [(b3, "BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0), ("official-c", "zeebo", "lukechampine"), ""),
        (b3, "BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0), ("official-c", "zeebo", "lukechampine"), ""),
        (b3, "BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine"), ""),
        (b3, "`vilya b3sum` 256 MiB, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0), ("b3sum",), ""),
        (b3, "`vilya b3sum` 256 MiB, all threads", ("blake3", "process-all-threads", 256 << 20, 0), ("b3sum",), ""),
        (ed, "Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi"), " /sig"),
        (ed, "Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch"), " /sig"),
        (ed, "Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch"), " /sig"),
        (ed, "Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"), " /sig")]
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for runs, label, key, peers, per in ROWS:
    v = sorted(t[key + ("vilya",)] for t in runs)[1]
    print(f"| {label} | {human(v, per)} | " + ", ".join(f"{NAMES.get(p, p)} {rng(ratios(runs, key, p))}" for p in peers) + " |")
na = [r for t in ed for k in t if k[0] == "ed25519" and k[1] in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict")
      and k[2] == 1232 and k[3] >= 8 and k[4] == "vilya" for r in ratios([t], k[:4], "narya")]
print(f"Narya time / vilya time at 1232 bytes from 8 signatures up (StdlibCompat and DalekStrict): {rng(na)}")
one = [r for t in b3 for k in t if k[0] == "blake3" and k[1] in ("hash", "keyed", "derive-key") and k[2] >= 64 << 10
       and k[4] == "vilya" for r in ratios([t], k[:4], "official-c")]
print(f"BLAKE3 one-shot rows from 64 KiB to 1 MiB against the official C: {rng(one)}")
many = [("many", 64), ("many", 1 << 10), ("many-mixed", 4 << 10)]
print("Sum256Batch of 1024 messages against a loop of Sum256, at 64 B, 1 KiB and random lengths up to 4 KiB: "
      + ", ".join(rng(ratios(b3, ("blake3", op, size, 1024), "vilya-loop")) for op, size in many))
