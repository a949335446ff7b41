#!/usr/bin/env python3
"""BLAKE3 chunks two groups of 16 lanes at a time on AMD Zen 5, 2026-12-06
(README): the gap matrix's blake3 group at c31ce88 (old, one group of 16
at a time) and f4ff776 (new), three runs each, alternated (matrix/); the
same two routes in one process (ab/ and ab-at/, pairGroups off and on, 31
rounds a process); the bao group at 287e203 against 57b2391 (bao/) and
against 7adbc7d (bao-7adbc7d/, Bao's copying kernel in pairs too); the
instruction timings behind the change (uarch/). A matrix
ratio is peer time / vilya time (above 1: vilya is faster); an A/B figure
is off time / on time, the median of 31 paired rounds; ranges cover every
run.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def files(pattern):
    return sorted(glob.glob(os.path.join(HERE, pattern)), key=natural)


def rng(xs, fmt="{:.2f}"):
    if not xs:
        return "–"
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "–" + hi


def load(pattern):
    out = []
    for p in files(pattern):
        d = json.load(open(p))
        out.append({(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]})
    return out


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


def size(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB" if n >= 1 << 10 else f"{n} B"


old, new = load("matrix/old-*.json"), load("matrix/new-*.json")
assert len(old) == 3 and len(new) == 3
print("== gap matrix, blake3 group: official C time / vilya time (b3sum for the whole-process rows), c31ce88 -> f4ff776")
keys = sorted({k[:4] for t in new for k in t if k[0] == "blake3" and k[4] == "vilya"}, key=lambda k: (k[1], k[2], k[3]))
for k in keys:
    peer = "b3sum" if k[1].startswith("process") else "official-c"
    o, n = ratios(old, k, peer), ratios(new, k, peer)
    if not n:
        continue
    speed = [a[k + ("vilya",)] / b[k + ("vilya",)] for a, b in zip(old, new)]
    print(f"  {k[1]:22} {size(k[2]):>8}{'' if not k[3] else ' x' + str(k[3]):>6}: {peer} {rng(o)} -> {rng(n)}; old vilya time / new {rng(speed)}")
one = [r for k in keys if k[1] in ("hash", "keyed", "derive-key") and k[2] >= 64 << 10 for r in ratios(new, k, "official-c")]
oneo = [r for k in keys if k[1] in ("hash", "keyed", "derive-key") and k[2] >= 64 << 10 for r in ratios(old, k, "official-c")]
print(f"  one-shot rows 64 KiB-1 MiB (hash, keyed, derive-key): official C time / vilya time {rng(oneo)} -> {rng(one)}")

print("== README, AMD Zen 5 BLAKE3 rows (f4ff776, three runs)")
for label, k, peers in (("BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
                        ("BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
                        ("BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
                        ("`vilya b3sum` 256 MiB, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0), ("b3sum",)),
                        ("`vilya b3sum` 256 MiB, all threads", ("blake3", "process-all-threads", 256 << 20, 0), ("b3sum",))):
    v = sorted(t[k + ("vilya",)] for t in new)[1]
    unit = f"{v:.3g} ns" if v < 1e3 else f"{v / 1e3:.3g} µs" if v < 1e6 else f"{v / 1e6:.3g} ms"
    names = {"official-c": "official C"}
    print(f"| {label} | {unit} | " + ", ".join(f"{names.get(p, p)} {rng(ratios(new, k, p))}" for p in peers) + " |")

print("== one process, pairGroups off / on (ab/pairs-N.txt)")
rows = {}
for p in files("ab/pairs-*.txt"):
    for line in open(p):
        m = re.match(r"(\w+) (\d+) B: off/on median ([\d.]+)", line)
        if m:
            rows.setdefault((m[1], int(m[2])), []).append(float(m[3]))
assert rows and all(len(v) == 3 for v in rows.values()), rows
for (op, n), xs in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][0])):
    print(f"  {op:12} {size(n):>7}: {rng(xs, '{:.3f}')}")

print("== instruction timings (uarch/uarch.txt), cycles of a dependent scalar addition")
u, ghz = {}, []
for line in open(os.path.join(HERE, "uarch", "uarch.txt")):
    m = re.match(r"round \d+: clock ([\d.]+) GHz", line)
    if m:
        ghz.append(float(m[1]))
    m = re.match(r"\s+(.+?)\s+([\d.]+) cycles", line)
    if m:
        u.setdefault(m[1], []).append(float(m[2]))
print(f"  clock (one dependent scalar addition a cycle): {rng(ghz)} GHz")
for k, xs in u.items():
    print(f"  {k}: {rng(xs)}")

print("== one process, Bao's chunk kernels, pairGroups off / on (ab-at/at-N.txt; the copying kernel in pairs as at 7adbc7d)")
rows = {}
for p in files("ab-at/at-*.txt"):
    for line in open(p):
        m = re.match(r"(\w+) (\d+) chunks: off/on median ([\d.]+)", line)
        if m:
            rows.setdefault((m[1], int(m[2])), []).append(float(m[3]))
assert rows and all(len(v) == 3 for v in rows.values()), rows
for (op, n), xs in sorted(rows.items(), key=lambda kv: (kv[0][1], kv[0][0])):
    print(f"  {'hashChunksAt' if op == 'at' else 'hashChunksCopy':14} {size(n * 1024):>7}: {rng(xs, '{:.3f}')}")

bao = load("bao/new-*.json")
lc = [r for k in {k[:4] for t in bao for k in t if k[0] == "bao" and k[4] == "vilya"} for r in ratios(bao, k, "lukechampine")]
print(f"== README, Bao on AMD Zen 5: {rng(lc, '{:.1f}')}x lukechampine.com/blake3/bao over the bao group's rows (bao/, 57b2391)")
for folder, label in (("bao", "57b2391"), ("bao-7adbc7d", "7adbc7d")):
    o, n = load(folder + "/old-*.json"), load(folder + "/new-*.json")
    assert len(o) == 3 and len(n) == 3
    print(f"== gap matrix, bao group, 287e203 (old) and {label} (new), three runs each ({folder}/): vilya against lukechampine and against vilya's Sum256 of the same bytes (its time / Bao's)")
    for k in sorted({k[:4] for t in n for k in t if k[0] == "bao" and k[4] == "vilya"}, key=lambda k: (k[1], k[2])):
        print(f"  {k[1]:16} {size(k[2]):>7}: Sum256 {rng(ratios(o, k, 'vilya-sum256'))} -> {rng(ratios(n, k, 'vilya-sum256'))}; "
              f"lukechampine {rng(ratios(o, k, 'lukechampine'), '{:.1f}')} -> {rng(ratios(n, k, 'lukechampine'), '{:.1f}')}")
