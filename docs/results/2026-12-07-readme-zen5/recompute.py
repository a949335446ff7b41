#!/usr/bin/env python3
"""The README's Zen 5 rows and issue 27's and 31's Zen 5 cells, AMD EPYC of
family 26 model 2. blake3/ and ed25519/: three runs of each group of the gap
matrix, alternated (run.sh), bench and vilya of 0d50ca5; ed25519-1692935/
and bao-1692935/: three runs each at 1692935 (run-1692935.sh; its blake3
groups are ../2026-12-07-bench-process-stage-zen5/before/run-1..3; the
ed25519 and bao code is the same at both commits); ed25519-bars/: at
1692935, the avx2 backend forced and the default backend's single, hot key,
cold and warm batches alone, three times each (bars.sh). A ratio is peer
time / vilya time (above 1: vilya is faster); ranges cover the runs; the
vilya column is the median run's median.

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


def own(runs, num, den):
    """vilya's time of key den / vilya's time of key num, run by run."""
    return [t[den + ("vilya",)] / t[num + ("vilya",)] for t in runs if num + ("vilya",) in t and den + ("vilya",) in t]


def human(ns, per=""):
    unit = f"{ns:.3g} ns" if ns < 1e3 else f"{ns / 1e3:.3g} µs" if ns < 1e6 else f"{ns / 1e6:.3g} ms"
    return unit + per


b3, ed = load("blake3/run-*.json"), load("ed25519/run-*.json")
ed0, bao = load("ed25519-1692935/run-*.json"), load("bao-1692935/run-*.json")
avx2, wc = load("ed25519-bars/avx2-*.json"), load("ed25519-bars/warmcold-*.json")
assert len(b3) == 3 and len(ed) == 3 and len(ed0) == 3 and len(bao) == 3 and len(avx2) == 3 and len(wc) == 3
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
print("## The README's table (0d50ca5)\n")
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for runs, label, key, peers, per in ROWS:
    v = sorted(t[key + ("vilya",)] for t in runs)[1]
    print(f"| {label} | {human(v, per)} | " + ", ".join(f"{NAMES.get(p, p)} {rng(ratios(runs, key, p))}" for p in peers) + " |")

COF = ("verify-batch-stdlibcompat", "verify-batch-dalekstrict")
for label, runs in (("0d50ca5", ed), ("1692935", ed0), ("both", ed + ed0)):
    na = [r for t in runs for k in t if k[1] in COF and k[2] == 1232 and k[3] >= 8 and k[4] == "vilya" for r in ratios([t], k[:4], "narya")]
    print(f"\nNarya time / vilya time at 1232 bytes from 8 signatures up (StdlibCompat and DalekStrict), {label}: {rng(na)}", end="")
print()
one = [r for t in b3 for k in t if k[1] in ("hash", "keyed", "derive-key") and k[2] >= 16 << 10 and k[4] == "vilya" for r in ratios([t], k[:4], "official-c")]
print(f"BLAKE3 one-shot rows from 16 KiB to 1 MiB against the official C: {rng(one)}")
many = [("many", 64), ("many", 1 << 10), ("many-mixed", 4 << 10)]
print("Sum256Batch of 1024 messages against a loop of Sum256, at 64 B, 1 KiB and random lengths up to 4 KiB: "
      + ", ".join(rng(ratios(b3, ("blake3", op, size, 1024), "vilya-loop")) for op, size in many))
dk = [r for t in b3 for k in t if k[1] == "derive-key" and k[2] <= 64 and k[4] == "vilya" for r in ratios([t], k[:4], "official-c")]
print(f"derive-key of 0-64 bytes against the official C, these three processes: {rng(dk)}")

print("\n## Issue 27 on Zen 5: cofactorless batches, cold keys (ifma, the default), six runs (0d50ca5 and 1692935)\n")
both = ed + ed0
for size in (1232, 200):
    print(f"| {size} bytes | " + " | ".join(f"n = {n}" for n in (1, 2, 4, 8, 16, 64)) + " |")
    print("| --- |" + " --: |" * 6)
    for op, name in zip(COF, ("StdlibCompat", "DalekStrict")):
        for peer in ("stdlib", "narya"):
            cells = [rng(ratios(both, ("ed25519", op, size, n), peer)) for n in (1, 2, 4, 8, 16, 64)]
            print(f"| {name} x {NAMES.get(peer, 'Narya')} | " + " | ".join(cells) + " |")
    print()
allnarya = [(r, k[1], k[2], k[3]) for t in both for k in t if k[4] == "narya" and ("ed25519",) + k[1:4] + ("vilya",) in t
            for r in ratios([t], k[:4], "narya")]
lo = min(allnarya)
print(f"Every Narya cell (single verification and both profiles' batches, both sizes, six runs): "
      f"lowest {lo[0]:.2f} ({lo[1]}, {lo[2]} bytes, n = {lo[3]}); {len(allnarya)} cells, "
      f"{sum(1 for x in allnarya if x[0] < 1.15)} below 1.15")
BARS = {1: 2.4, 2: 4, 4: 4.5, 8: 8, 64: 8.5}
for n, bar in BARS.items():
    rs = [r for op in COF for r in ratios(both, ("ed25519", op, 1232, n), "stdlib")]
    print(f"- crypto/ed25519 time / vilya time at 1232 bytes, n = {n} (bar {bar}): {rng(rs)}")
for size in (1232, 200):
    zip64 = [rng(ratios(both, ("ed25519", op, size, 64), "stdlib")) for op in ("verify-batch", "verify-batch-fips186-5")]
    slow = [t[("ed25519", op, size, 64, "vilya")] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in both for op in ("verify-batch", "verify-batch-fips186-5")]
    print(f"- item 4, {size} bytes: ZIP215 and FIPS186_5 batches of 64 {zip64[0]} and {zip64[1]} x crypto/ed25519; their time / StdlibCompat's {rng(slow)}")

print("\n## Issue 27 item 3 on Zen 5\n")
for name, runs in (("ifma, matrix runs (warm row: 256 keys cycled)", both), ("ifma, alone (ed25519-bars/warmcold)", wc), ("avx2 forced (ed25519-bars/avx2)", avx2)):
    for size in (1232, 200):
        parts = ["hot key / cold Verify " + rng(own(runs, ("ed25519", "verify-hot-key", size, 1), ("ed25519", "verify", size, 1))),
                 "warm / cold batch of 64 " + rng(own(runs, ("ed25519", "verify-batch-warm", size, 64), ("ed25519", "verify-batch-stdlibcompat", size, 64)))]
        print(f"- {name}, {size} bytes: " + "; ".join(parts))

print("\n## Issue 31 on Zen 5 (bao-1692935): Sum256 time / Bao time, and lukechampine time / vilya time\n")
for op in ("encode", "encode-outboard", "decode", "decode-outboard"):
    print(f"- {op}: " + ", ".join(f"{s >> 20} MiB {rng(ratios(bao, ('bao', op, s, 0), 'vilya-sum256'))} (lukechampine {rng(ratios(bao, ('bao', op, s, 0), 'lukechampine'))})" for s in (1 << 20, 64 << 20)))
