#!/usr/bin/env python3
"""The README's AMD Zen 5 table and chart (2026-12-05), and the issue 27
and 29 figures that docs/STATUS.md cites from this folder: matrix/ holds
five fresh processes of the blake3 group at e22126c (blake3-N.json,
run-e22126c.sh) and three of the ed25519 group at 5c7c97b with Narya
c265ee9 forced to r51 (ed25519-N.json, run-5c7c97b.sh); matrix-e22126c/
three of the ed25519 group at e22126c, alternated with the blake3 runs.
Between e22126c and 5c7c97b only the warm chains' prefetch changed. A
cell is peer time / vilya time (above 1: vilya is faster), the range
over every run; vilya's own time is the median over the runs of its
per-run median. chart.svg is drawn from matrix/'s eight files (README.md
has the command).

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        md = open(p[:-len(".json")] + ".md").read()
        m = re.search(r"^- checkout: (.+)$", md, re.M)
        d["env"]["checkout"] = m.group(1) if m else "?"
        t = {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}
        out.append((os.path.relpath(p, HERE), d["env"], t))
    return out


def rng(xs, fmt="{:.2f}"):
    if not xs:
        return "–"
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "–" + hi


def human_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def ratios(runs, key, peer):
    out = []
    for _, _, t in runs:
        v, p = t.get(key + ("vilya",)), t.get(key + (peer,))
        if v and p:
            out.append(p / v)
    return out


def vilya_time(runs, key):
    xs = [t[key + ("vilya",)] for _, _, t in runs if key + ("vilya",) in t]
    return human_ns(statistics.median(xs)) if xs else "–"


NAMES = {"official-c": "official C", "zeebo": "zeebo", "lukechampine": "lukechampine", "b3sum": "b3sum",
         "stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
BLAKE3 = [("BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0)),
          ("BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0)),
          ("BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0))]
CLI = [("`vilya b3sum` 256 MiB, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0)),
       ("`vilya b3sum` 256 MiB, all threads", ("blake3", "process-all-threads", 256 << 20, 0))]
ED = [("Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi")),
      ("Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
      ("Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
      ("Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"))]

b3 = load("matrix/blake3-*.json")
ed = load("matrix/ed25519-*.json")
assert len(b3) == 5 and len(ed) == 3, (len(b3), len(ed))

print("== The README's AMD Zen 5 table")
for name, runs, k in (("blake3", b3, "blake3"), ("ed25519", ed, "ed25519")):
    envs = sorted({(e.get("cpu", "?"), e.get("cpuid", ""), e["checkout"], e["kernels"].get(k, "?")) for _, e, _ in runs})
    print(f"{name}: {len(runs)} runs; " + "; ".join(f"{c} {i}, checkout {m}, kernel {kk}" for c, i, m, kk in envs))
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for label, key in BLAKE3:
    cells = [f"{NAMES[p]} {rng(ratios(b3, key, p))}" for p in ("official-c", "zeebo", "lukechampine") if ratios(b3, key, p)]
    print(f"| {label} | {vilya_time(b3, key)} | {', '.join(cells)} |")
for label, key in CLI:
    print(f"| {label} | {vilya_time(b3, key)} | b3sum {rng(ratios(b3, key, 'b3sum'))} |")
for label, key, peers in ED:
    cells = [f"{NAMES[p]} {rng(ratios(ed, key, p))}" for p in peers if ratios(ed, key, p)]
    print(f"| {label} | {vilya_time(ed, key)} /sig | {', '.join(cells)} |")

print("\n== Issue 29: the whole-process rows (b3sum time / vilya time, each run) and derive-key against the official C")
for label, key in CLI:
    print(f"  {label}: " + " ".join(f"{r:.3f}" for r in ratios(b3, key, "b3sum")))
for size in (0, 1, 4, 16, 64):
    key = ("blake3", "derive-key", size, 0)
    rs = ratios(b3, key, "official-c")
    if rs:
        print(f"  derive-key {size} B: official C time / vilya time per run " + " ".join(f"{r:.2f}" for r in rs))

def issue27(ed, label):
    print(f"\n== Issue 27 on Zen 5, {label}: Narya time / vilya time and crypto/ed25519 time / vilya time over the three runs")
    BARS = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
    OPS = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
    keys = sorted({k[1:4] for _, _, t in ed for k in t if k[0] == "ed25519" and k[1] in OPS},
                  key=lambda k: (k[1], OPS.index(k[0]), k[2]))
    low = {}
    print("| op | size | n | vilya µs | narya/vilya | stdlib/vilya | bars in every run |")
    print("|---|--:|--:|---|---|---|---|")
    for k in keys:
        key = ("ed25519",) + k
        v = [t[key + ("vilya",)] / 1e3 for _, _, t in ed]
        na, sa = ratios(ed, key, "narya"), ratios(ed, key, "stdlib")
        held = ["narya>=1.15 " + ("yes" if min(na) >= 1.15 else "NO")]
        if k[2] in BARS and k[0] != "verify":
            held.append(f"stdlib>={BARS[k[2]]} " + ("yes" if min(sa) >= BARS[k[2]] else "NO"))
        low[k] = min(na)
        print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(v, '{:.1f}')} | {rng(na)} | {rng(sa)} | {', '.join(held)} |")
    for n in (1, 2, 4, 8, 16, 64):
        sa = [r for k in keys if k[0] != "verify" and k[2] == n for r in ratios(ed, ("ed25519",) + k, "stdlib")]
        na = [r for k in keys if k[0] != "verify" and k[2] == n for r in ratios(ed, ("ed25519",) + k, "narya")]
        print(f"  n = {n}: stdlib {rng(sa)}, narya {rng(na)}")
    kmin = min(low, key=low.get)
    print(f"lowest Narya time / vilya time: {low[kmin]:.3f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); from n = 8 up "
          f"{rng([w for k, w in low.items() if k[2] >= 8], '{:.3f}')} (each row's lowest); rows under 1.15 in some run: "
          f"{sum(1 for w in low.values() if w < 1.15)} of {len(low)}")
    for op in ("verify-batch", "verify-batch-fips186-5"):
        for size in (200, 1232):
            key = ("ed25519", op, size, 64)
            rel = [t[key + ("vilya",)] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for _, _, t in ed]
            print(f"  item 4, {op} {size} B n = 64: crypto/ed25519 {rng(ratios(ed, key, 'stdlib'))}x, {rng(rel)} of StdlibCompat's time")
    for size in (200, 1232):
        w = [t[("ed25519", "verify-batch-warm", size, 64, "vilya")] for _, _, t in ed]
        c = [t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for _, _, t in ed]
        h = [t[("ed25519", "verify-hot-key", size, 1, "vilya")] for _, _, t in ed]
        s = [t[("ed25519", "verify", size, 1, "vilya")] for _, _, t in ed]
        print(f"  {size} B: warm 64 {rng([x / 1e3 for x in w])} µs, cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)])}; "
              f"hot {rng([x / 1e3 for x in h])} µs, cold Verify / hot {rng([a / b for a, b in zip(s, h)])}")


issue27(ed, "1a8332a (matrix/)")
issue27(load("matrix-e22126c/ed25519-*.json"), "e22126c (matrix-e22126c/)")
issue27(load("matrix-5c7c97b/ed25519-*.json"), "5c7c97b (matrix-5c7c97b/)")
