#!/usr/bin/env python3
"""internal/cpu's Latency512 and FastMulQ on an Intel Xeon (family 6 model
207) whose virtual machine hides AMX, 2026-12-06 (README): the routes they
choose, off and on in one process (ab/: the ifma backend's MulQ kernels,
on/off time per round, and BLAKE3's chunk pairs, off/on time per round;
medians of paired rounds, three processes each), and the gap matrix's
ed25519 group at c3a3b0d (old: both predicates true here) and 8b5ad21
(new: both false), three runs each, alternated (matrix/). A matrix ratio
is peer time / vilya time (above 1: vilya is faster); ranges cover every
run.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def files(pattern):
    return sorted(glob.glob(os.path.join(HERE, pattern)), key=natural)


def rng(xs, fmt="{:.3f}"):
    if not xs:
        return "–"
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "–" + hi


mulq = {}
for p in files("ab/mulq-*.txt"):
    for line in open(p):
        m = re.match(r"n=(\d+)\s+off ([\d.]+) us\s+on ([\d.]+) us\s+on/off time paired median ([\d.]+)", line)
        if m:
            mulq.setdefault(int(m[1]), []).append((float(m[2]), float(m[3]), float(m[4])))
assert mulq and all(len(v) == 3 for v in mulq.values())
print("== ifma MulQ kernels in one process, DalekStrict cold keys at 1232 bytes: on/off time (above 1: MulQ slower)")
for n, xs in sorted(mulq.items()):
    what = "Verify, single" if n == 0 else f"batch of {n}"
    print(f"  {what:15}: {rng([x[2] for x in xs])}  (off {rng([x[0] for x in xs], '{:.2f}')} µs, on {rng([x[1] for x in xs], '{:.2f}')} µs a signature)")

pairs = {}
for p in files("ab/pairs-*.txt"):
    for line in open(p):
        m = re.match(r"(\S+) (\d+) B: off/on median ([\d.]+)", line)
        if m:
            pairs.setdefault((m[1], int(m[2])), []).append(float(m[3]))
assert pairs and all(len(v) == 3 for v in pairs.values())
print("== BLAKE3 chunk pairs in one process: off/on time (below 1: the pairs slower)")
for (op, size), xs in sorted(pairs.items(), key=lambda kv: (kv[0][1], kv[0][0])):
    print(f"  {op:11} {size:>8} B: {rng(xs)}")
big = [x for (op, size), xs in pairs.items() if size >= 32 << 10 for x in xs]
print(f"  from 32 KiB up, every operation and run: {rng(big)}")


def load(pattern):
    out = []
    for p in files(pattern):
        d = json.load(open(p))
        out.append({(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]})
    return out


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


BARS = {64: 6.0, 8: 5.5}  # issue 27 item 2, Intel (Sapphire Rapids class), 1232 bytes
OPS = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
old, new = load("matrix/old-*.json"), load("matrix/new-*.json")
assert len(old) == 3 and len(new) == 3, (len(old), len(new))
print("== gap matrix, ed25519 group: c3a3b0d (old) and 8b5ad21 (new), three runs each, alternated")
print("| op | size | n | old vilya µs | new vilya µs | new/old speed | narya/vilya old | narya/vilya new | stdlib/vilya new | bars (new, every run) |")
print("|---|--:|--:|---|---|---|---|---|---|---|")
keys = sorted({k[1:4] for t in new for k in t if k[0] == "ed25519" and k[1] in OPS}, key=lambda k: (k[1], OPS.index(k[0]), k[2]))
low = {}
for k in keys:
    key = ("ed25519",) + k
    na, sa = ratios(new, key, "narya"), ratios(new, key, "stdlib")
    held = ["narya>=1.15 " + ("yes" if min(na) >= 1.15 else "NO")]
    if k[1] == 1232 and k[2] in BARS and k[0] != "verify":
        held.append(f"stdlib>={BARS[k[2]]} " + ("yes" if min(sa) >= BARS[k[2]] else "NO"))
    low[k] = min(na)
    speed = [a[key + ("vilya",)] / b[key + ("vilya",)] for a, b in zip(old, new)]
    print(f"| {k[0]} | {k[1]} | {k[2]} | {rng([t[key + ('vilya',)] / 1e3 for t in old], '{:.2f}')} | "
          f"{rng([t[key + ('vilya',)] / 1e3 for t in new], '{:.2f}')} | {rng(speed, '{:.2f}')} | {rng(ratios(old, key, 'narya'), '{:.2f}')} | "
          f"{rng(na, '{:.2f}')} | {rng(sa, '{:.2f}')} | {', '.join(held)} |")
kmin = min(low, key=low.get)
print(f"lowest Narya time / vilya time (new): {low[kmin]:.3f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); "
      f"rows under 1.15 in some run: {sum(1 for w in low.values() if w < 1.15)} of {len(low)}")
for op in ("verify-batch", "verify-batch-fips186-5"):
    for size in (200, 1232):
        key = ("ed25519", op, size, 64)
        rel = [t[key + ("vilya",)] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in new]
        print(f"  item 4, {op} {size} B n = 64: crypto/ed25519 {rng(ratios(new, key, 'stdlib'), '{:.2f}')}x, {rng(rel, '{:.2f}')} of StdlibCompat's time")
for size in (200, 1232):
    w = [t[("ed25519", "verify-batch-warm", size, 64, "vilya")] for t in new]
    c = [t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in new]
    h = [t[("ed25519", "verify-hot-key", size, 1, "vilya")] for t in new]
    s = [t[("ed25519", "verify", size, 1, "vilya")] for t in new]
    print(f"  item 3, {size} B: cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)], '{:.2f}')}; "
          f"cold Verify / hot {rng([a / b for a, b in zip(s, h)], '{:.2f}')}")
