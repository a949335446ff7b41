#!/usr/bin/env python3
"""The README's Zen 4 rows and issue 27's Zen 4 cells: three runs of the gap
matrix's blake3 group (blake3/) and three of its ed25519 group (ed25519/),
alternated (run.sh), then the avx2 backend forced and the warm and cold
batches of 64 alone, three times each (ed25519-bars/, bars.sh); all of the
bench module at 6653adc, on an AMD EPYC of family 25 model 17 (Zen 4). A
ratio is peer time / vilya time (above 1: vilya is faster); ranges cover the
runs; the vilya column is the median run's median.

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


b3, ed = load("blake3/new-*.json"), load("ed25519/new-*.json")
avx2, wc = load("ed25519-bars/avx2-*.json"), load("ed25519-bars/warmcold-*.json")
assert len(b3) == 3 and len(ed) == 3 and len(avx2) == 3 and len(wc) == 3
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
print("## The README's table\n")
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for runs, label, key, peers, per in ROWS:
    v = sorted(t[key + ("vilya",)] for t in runs)[1]
    print(f"| {label} | {human(v, per)} | " + ", ".join(f"{NAMES.get(p, p)} {rng(ratios(runs, key, p))}" for p in peers) + " |")

COF = ("verify-batch-stdlibcompat", "verify-batch-dalekstrict")
na = [r for t in ed for k in t if k[1] in COF and k[2] == 1232 and k[3] >= 8 and k[4] == "vilya" for r in ratios([t], k[:4], "narya")]
print(f"\nNarya time / vilya time at 1232 bytes from 8 signatures up (StdlibCompat and DalekStrict): {rng(na)}")
one = [r for t in b3 for k in t if k[1] in ("hash", "keyed", "derive-key") and k[2] >= 64 << 10
       and k[4] == "vilya" for r in ratios([t], k[:4], "official-c")]
print(f"BLAKE3 one-shot rows from 64 KiB to 1 MiB against the official C: {rng(one)}")
many = [("many", 64), ("many", 1 << 10), ("many-mixed", 4 << 10)]
print("Sum256Batch of 1024 messages against a loop of Sum256, at 64 B, 1 KiB and random lengths up to 4 KiB: "
      + ", ".join(rng(ratios(b3, ("blake3", op, size, 1024), "vilya-loop")) for op, size in many))
dk = [r for t in b3 for k in t if k[1] == "derive-key" and k[2] <= 64 and k[4] == "vilya" for r in ratios([t], k[:4], "official-c")]
print(f"derive-key of 0-64 bytes against the official C, these three processes: {rng(dk)}")

print("\n## Issue 27 on Zen 4: cofactorless batches, cold keys (ifma, the default)\n")
for size in (1232, 200):
    print(f"| {size} bytes | " + " | ".join(f"n = {n}" for n in (1, 2, 4, 8, 16, 64)) + " |")
    print("| --- |" + " --: |" * 6)
    for op, name in zip(COF, ("StdlibCompat", "DalekStrict")):
        for peer in ("stdlib", "narya"):
            cells = [rng(ratios(ed, ("ed25519", op, size, n), peer)) for n in (1, 2, 4, 8, 16, 64)]
            print(f"| {name} x {NAMES.get(peer, 'Narya')} | " + " | ".join(cells) + " |")
    print()
allnarya = [(r, k[1], k[2], k[3]) for t in ed for k in t if k[4] == "narya" and ("ed25519",) + k[1:4] + ("vilya",) in t
            for r in ratios([t], k[:4], "narya")]
lo = min(allnarya)
print(f"Every Narya cell (single verification and both profiles' batches, both sizes, three runs): "
      f"lowest {lo[0]:.2f} ({lo[1]}, {lo[2]} bytes, n = {lo[3]}); {len(allnarya)} cells, "
      f"{sum(1 for x in allnarya if x[0] < 1.15)} below 1.15")

print("\n## Issue 27 item 3 on Zen 4\n")
for name, runs, cold in (("ifma (matrix runs)", ed, ed), ("ifma (warm/cold runs)", wc, wc), ("avx2 forced", avx2, avx2)):
    for size in (1232, 200):
        parts = []
        if ("ed25519", "verify-hot-key", size, 1, "vilya") in runs[0]:
            parts.append("hot key / cold Verify " + rng(own(runs, ("ed25519", "verify-hot-key", size, 1), ("ed25519", "verify", size, 1))))
        parts.append("warm / cold batch of 64 " + rng(own(runs, ("ed25519", "verify-batch-warm", size, 64), ("ed25519", "verify-batch-stdlibcompat", size, 64))))
        print(f"- {name}, {size} bytes: " + "; ".join(parts))
for size in (1232, 200):
    print(f"- avx2 forced, {size} bytes, against crypto/ed25519: single "
          + rng(ratios(avx2, ("ed25519", "verify", size, 1), "stdlib"))
          + ", StdlibCompat batch of 64 " + rng(ratios(avx2, ("ed25519", "verify-batch-stdlibcompat", size, 64), "stdlib")))
zip64 = [rng(ratios(ed, ("ed25519", op, 1232, 64), "stdlib")) for op in ("verify-batch", "verify-batch-fips186-5")]
print(f"\nZIP215 and FIPS186_5 batches of 64 against crypto/ed25519 at 1232 bytes: {zip64[0]} and {zip64[1]}")
slower = [(op, s, n) for t in ed for (g, op, s, n, i) in t if i == "vilya" and op in ("verify-batch", "verify-batch-fips186-5")
          and ("ed25519", "verify-batch-stdlibcompat", s, n, "vilya") in t and t[(g, op, s, n, i)] > t[("ed25519", "verify-batch-stdlibcompat", s, n, "vilya")] * 1.05]
print(f"ZIP215/FIPS186_5 batches more than 5 % slower than StdlibCompat at the same n and size, over the runs: {len(slower)} {sorted(set(slower))}")
