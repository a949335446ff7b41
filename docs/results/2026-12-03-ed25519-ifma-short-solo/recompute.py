#!/usr/bin/env python3
"""Reprint every figure of this folder's README (and the repository
README's Sapphire Rapids Ed25519 rows, issue 27's rows for this class) from
the raw files here.

Usage: python3 recompute.py   (from anywhere; standard library only)

1. gotest/ab-1.txt: four alternated rounds of the ed25519 test binaries
   at 60df7c5 (before) and c3454d2 (after): per benchmark the median
   ns/op of each binary, after / before, and the range of the per-round
   ratios.
2. pairs/ab.txt: the rejected pair version (pairs/pair-short.patch) against
   60df7c5, three rounds, the same figures.
3. matrix/ed25519-*.json: three gap-matrix runs of the ed25519 group at
   c3454d2 (Narya c265ee9 forced r51): the README's rows, Narya / vilya and
   crypto/ed25519 / vilya per cell, and the hot key's single verification
   against a cold one (issue 27 item 3).
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        t = {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"]}
        out.append((os.path.relpath(p, HERE), d["env"], t))
    return out


def rng(xs, fmt="{:.2f}"):
    if not xs:
        return "–"
    lo, hi = min(xs), max(xs)
    return fmt.format(lo) if fmt.format(lo) == fmt.format(hi) else fmt.format(lo) + "–" + fmt.format(hi)


def human_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def vilya_time(runs, key):
    xs = [t.get(key + ("vilya",)) for _, _, t in runs]
    xs = [x for x in xs if x]
    return human_ns(statistics.median(xs)) if xs else "–"


def ratios(runs, key, peer):
    out = []
    for _, _, t in runs:
        v, p = t.get(key + ("vilya",)), t.get(key + (peer,))
        if v and p:
            out.append(p / v)
    return out


NAMES = {"official-c": "official C", "zeebo": "zeebo", "lukechampine": "lukechampine", "b3sum": "b3sum",
         "stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
ROWS = [("BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
        ("`vilya b3sum` 256 MiB, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0), ("b3sum",)),
        ("`vilya b3sum` 256 MiB, all threads", ("blake3", "process-all-threads", 256 << 20, 0), ("b3sum",)),
        ("Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi")),
        ("Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
        ("Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
        ("Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"))]

ed = load("matrix/ed25519-*.json")
for name, runs in (("ed25519", ed),):
    envs = sorted({(e.get("cpu", "?"), e.get("cpuid", ""), e["kernels"].get(name, "?")) for _, e, _ in runs})
    print(f"{name}: {len(runs)} run(s): " + ", ".join(p for p, _, _ in runs))
    print("  env: " + "; ".join(f"{c} {i}, kernel {k}" for c, i, k in envs))
print("\n| | vilya | peer time / vilya time |\n| --- | --- | --- |")
for label, key, peers in ROWS:
    if key[0] != "ed25519":
        continue
    runs = ed
    cells = [f"{NAMES[p]} {rng(ratios(runs, key, p))}" for p in peers if ratios(runs, key, p)]
    unit = " /sig" if key[0] == "ed25519" else ""
    print(f"| {label} | {vilya_time(runs, key)}{unit} | {', '.join(cells)} |")

print("\nIssue 27, Narya (forced r51) time / vilya time, range over the runs:")
worst = []
for op in ("verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"):
    for size in (200, 1232):
        cells = []
        for n in (1, 2, 4, 8, 16, 64):
            rs = ratios(ed, ("ed25519", op, size, n), "narya")
            if rs:
                cells.append(f"n={n} {rng(rs)}")
                worst.append((min(rs), op, size, n))
        print(f"  {op:26} {size:5} B: " + ", ".join(cells))
worst.sort()
print(f"  lowest cell: {worst[0][0]:.2f} ({worst[0][1]} {worst[0][2]} B n={worst[0][3]});"
      f" cells under 1.15 in some run: {sum(1 for w in worst if w[0] < 1.15)} of {len(worst)}")

print("\nIssue 27, crypto/ed25519 time / vilya time, cofactorless batches (bars at 1232 B: n=64 >= 6, n=8 >= 5.5):")
for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict"):
    for size in (1232, 200):
        cells = [f"n={n} {rng(ratios(ed, ('ed25519', op, size, n), 'stdlib'))}" for n in (1, 2, 4, 8, 16, 64)]
        print(f"  {op:26} {size:5} B: " + ", ".join(cells))

print("\nCofactored batches of 64 (issue 27 item 4 on this CPU), crypto/ed25519 time / vilya time:")
for op in ("verify-batch", "verify-batch-fips186-5"):
    print(f"  {op:22} 1232 B: {rng(ratios(ed, ('ed25519', op, 1232, 64), 'stdlib'))}, 200 B: {rng(ratios(ed, ('ed25519', op, 200, 64), 'stdlib'))}")



def gotest(path, old, new):
    cur = rnd = None
    d = {}
    for line in open(os.path.join(HERE, path)):
        m = re.match(r"== round (\d+) (\S+)", line)
        if m:
            rnd, cur = int(m.group(1)), os.path.basename(m.group(2))
            continue
        m = re.match(r"(Benchmark\S+)\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            d.setdefault(m.group(1), {}).setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(2)))
    print(f"{path}: after / before ({new} / {old})")
    for k, v in d.items():
        if old not in v or new not in v:
            continue
        a = [x for r in v[old].values() for x in r]
        b = [x for r in v[new].values() for x in r]
        per = [statistics.median(v[new][r]) / statistics.median(v[old][r]) for r in sorted(v[old]) if r in v[new]]
        print(f"  {k:46} {statistics.median(a):10.0f} {statistics.median(b):10.0f}  {statistics.median(b) / statistics.median(a):.3f}  rounds {min(per):.3f}-{max(per):.3f}")
    print()


gotest("gotest/ab-1.txt", "ed-60df7c5.test", "ed-c3454d2.test")
gotest("pairs/ab.txt", "ed-old.test", "ed-new2.test")

print("\nIssue 27 item 3: cold single verification / hot key's (verify / verify-hot-key, vilya), per run:")
for size in (200, 1232):
    ch = [t[("ed25519", "verify", size, 1, "vilya")] / t[("ed25519", "verify-hot-key", size, 1, "vilya")] for _, _, t in ed]
    print(f"  {size:5} B: {rng(ch, '{:.3f}')}")
