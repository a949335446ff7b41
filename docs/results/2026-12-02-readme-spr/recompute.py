#!/usr/bin/env python3
"""Reprint the README's Sapphire Rapids table as of e747762 (its BLAKE3 rows
now come from ../2026-12-02-readme-spr-blake3) and issue 27's Intel figures
from the raw gap-matrix JSON in this folder.

Usage: python3 recompute.py   (from anywhere; standard library only)

- The README's table: BLAKE3 one-shot hashes of 64 B, 1 KiB and 1 MiB
  against the official C and the Go ports, the command line against b3sum
  on a 256 MiB cached file, and Ed25519 of 1232-byte messages (single,
  ZIP215 batches of 8 and 64, 64 warm keys) against crypto/ed25519 and
  curve25519-voi. A cell is peer time / vilya time (above 1: vilya is
  faster), the range over every run; vilya's own time is the median over
  the runs of its per-run median.
- Issue 27 on this CPU class: Narya time / vilya time on every row Narya
  joins (single verification, DalekStrict and StdlibCompat batches of 1 to
  64, 200 and 1232 bytes), and crypto/ed25519 time / vilya time for the
  cofactorless batches (the bars: n = 64 >= 6, n = 8 >= 5.5 at 1232 bytes).
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

b3, ed = load("blake3-*.json"), load("ed25519-*.json")
for name, runs in (("blake3", b3), ("ed25519", ed)):
    envs = sorted({(e.get("cpu", "?"), e.get("cpuid", ""), e["kernels"].get(name, "?")) for _, e, _ in runs})
    print(f"{name}: {len(runs)} run(s): " + ", ".join(p for p, _, _ in runs))
    print("  env: " + "; ".join(f"{c} {i}, kernel {k}" for c, i, k in envs))
print("\n| | vilya | peer time / vilya time |\n| --- | --- | --- |")
for label, key, peers in ROWS:
    runs = b3 if key[0] == "blake3" else ed
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

# The MulQ kernels forced on this CPU (mulq-ab.txt: test binaries of
# ./ed25519 at e747762, "head" as built, "mulq" with internal/cpu's FastMulQ
# set wherever IFMA is; three alternated rounds of one 1 s count each).
print("\nMulQ kernels forced, mulq time / head time per round (above 1: slower):")
ab = {}
for line in open(os.path.join(HERE, "mulq-ab.txt")):
    f = line.split()
    ab.setdefault(f[1], {}).setdefault(f[0], []).append(float(f[3]))
for bench, v in sorted(ab.items()):
    print(f"  {bench:40} " + ", ".join(f"{m / h:.3f}" for h, m in zip(v["head"], v["mulq"])))

# Port microbenchmarks (ports/raw.txt): ns per instruction, two counts.
print("\nPort microbenchmarks, ns per instruction (two counts):")
tp = {}
for line in open(os.path.join(HERE, "ports", "raw.txt")):
    m = re.match(r"Benchmark_(\S+)-\d+\s+\d+\s+\d+ ns/op\s+([\d.]+) ns/insn", line)
    if m:
        tp.setdefault(m.group(1), []).append(float(m.group(2)))
for k, v in tp.items():
    print(f"  {k:20} " + ", ".join(f"{x:.4f}" for x in v))

# Issue 31 on this CPU (bao-1.json, one run of the bao group): vilya's Bao
# against plain Sum256 of the same bytes (the bars: encode 0.85, decode 0.8
# at 1 GiB, which the matrix does not run) and against lukechampine.
print("\nBao, one run: Sum256 time / vilya time, lukechampine time / vilya time:")
for p, _, t in load("bao-*.json"):
    for op in ("encode", "encode-outboard", "decode", "decode-outboard"):
        for size in (1 << 20, 64 << 20):
            k = ("bao", op, size, 0)
            v = t[k + ("vilya",)]
            print(f"  {p} {op:16} {size >> 20:3} MiB: Sum256 {t[k + ('vilya-sum256',)] / v:.2f}, lukechampine {t[k + ('lukechampine',)] / v:.2f}")

# Issue 29 on this CPU: derive-key of 0-64 bytes against the official C in
# five fresh matrix processes (issue29/derive-key-*.json: `-group blake3
# -ops derive-key`), and `vilya b3sum` against b3sum on a cached 1 GiB file
# (issue29/hyperfine-1gib.json: hyperfine -N, 2 warm-ups, 15 runs each).
print("\nIssue 29, derive-key official C time / vilya time per fresh process (0, 1, 32, 64 bytes):")
for p, _, t in load("issue29/derive-key-*.json"):
    print(f"  {p}: " + ", ".join(f"{t[('blake3', 'derive-key', s, 0, 'official-c')] / t[('blake3', 'derive-key', s, 0, 'vilya')]:.2f}" for s in (0, 1, 32, 64)))
hf = json.load(open(os.path.join(HERE, "issue29", "hyperfine-1gib.json")))["results"]
med = {r["command"]: r for r in hf}
print("Issue 29, a cached 1 GiB file, b3sum median / vilya b3sum median (bar 1.05), with user and system ms:")
for label, v, b in (("one thread", 0, 1), ("all threads", 2, 3)):
    rv, rb = hf[v], hf[b]
    print(f"  {label}: {rb['median'] / rv['median']:.3f}  (vilya {rv['median'] * 1e3:.1f} ms, user {rv['user'] * 1e3:.0f}, system {rv['system'] * 1e3:.0f};"
          f" b3sum {rb['median'] * 1e3:.1f} ms, user {rb['user'] * 1e3:.0f}, system {rb['system'] * 1e3:.0f})")
