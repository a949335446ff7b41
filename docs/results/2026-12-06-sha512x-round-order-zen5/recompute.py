#!/usr/bin/env python3
"""sha512x's AVX-512 rounds reordered, and the Ed25519 warm batch's bound,
on AMD Zen 5, 2026-12-06 (README): in-process A/B of 287e203's kernel and
c31ce88's (ab/), the two orders tried (variants/), SHA-512 of eight
messages against crypto/sha512 (eight/), the gap matrix's ed25519 group
at 287e203 and 7adbc7d (final/, three runs each, alternated), the
rejected experiments (rejected/), and what bounds issue 27 item 3 at 1232
bytes (bound/). An A/B figure is old time / new time (above 1: the new is
faster), the median of 31 paired rounds, one per process; a matrix ratio
is peer time / vilya time; ranges cover every run.

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


def ab(pattern, prefix=""):
    """Rows of A/B lines: name -> [(median, new ns, old ns)] over files."""
    rows = {}
    for p in files(pattern):
        for line in open(p):
            m = re.match(r"(.+): old/new median ([\d.]+) .*; new (\d+) ns(?:/sig)? old (\d+)", line)
            if m and m[1].startswith(prefix):
                rows.setdefault(m[1], []).append((float(m[2]), float(m[3]), float(m[4])))
    return rows


print("== the kernel alone: SumPrefixedBatch of eight messages, 287e203's kernel / c31ce88's (ab/kernel-N.txt)")
kern = ab("ab/kernel-*.txt")
assert len(kern) == 3 and all(len(v) == 3 for v in kern.values()), kern
for name, xs in kern.items():
    print(f"  {name}: {rng([x[0] for x in xs])}; new {rng([x[1] for x in xs], '{:.0f}')} ns, old {rng([x[2] for x in xs], '{:.0f}')} ns")
print("== Ed25519 batches, the same kernels (ab/ed25519-N.txt)")
ed = ab("ab/ed25519-*.txt")
assert len(ed) == 16 and all(len(v) == 3 for v in ed.values()), len(ed)
for name, xs in sorted(ed.items()):
    print(f"  {name[5:]}: {rng([x[0] for x in xs])}")
w1232 = [x[0] for k, v in ed.items() if "warm" in k and "1232B" in k for x in v]
c1232 = [x[0] for k, v in ed.items() if "cold" in k and "1232B" in k for x in v]
print(f"  at 1232 bytes: warm {rng(w1232)}, cold {rng(c1232)}")

print("== BenchmarkBlocks/impl=avx512 (ns/op), the orders in alternated processes (variants/blocks.txt)")
blocks = {}
for line in open(os.path.join(HERE, "variants", "blocks.txt")):
    m = re.match(r"(\S+) BenchmarkBlocks/impl=avx512-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        blocks.setdefault(m[1], []).append(float(m[2]))
assert set(blocks) == {"old", "sum-first", "kept"}, blocks.keys()
for k in ("old", "sum-first", "kept"):
    print(f"  {k:9}: {rng(blocks[k], '{:.0f}')} ns ({len(blocks[k])} processes)")
print(f"  old / kept, medians: {sorted(blocks['old'])[len(blocks['old']) // 2] / sorted(blocks['kept'])[len(blocks['kept']) // 2]:.3f}")

print("== eight messages at once against crypto/sha512 in a loop, 7adbc7d (c31ce88's sha512x; eight/bench-N.txt)")
eight = {}
for p in files("eight/bench-*.txt"):
    for line in open(p):
        m = re.match(r"BenchmarkEight/(\d+)/impl=(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            eight.setdefault((int(m[1]), m[2]), []).append(float(m[3]))
for size in sorted({k[0] for k in eight}):
    st, x = eight[(size, "stdlib")], eight[(size, "avx512")]
    n = min(len(st), len(x))
    print(f"  {size} B: crypto/sha512 time / sha512x (avx512) time {rng([a / b for a, b in zip(st[:n], x[:n])], '{:.2f}')} (each count's pair)")


def load(pattern):
    out = []
    for p in files(pattern):
        d = json.load(open(p))
        out.append({(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]})
    return out


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


old, new = load("final/old-*.json"), load("final/new-*.json")
assert len(old) == 3 and len(new) == 3
print("== gap matrix, ed25519 group: 287e203 (old) and 7adbc7d (new), three runs each, alternated (final/)")
BARS = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
low = {}
for t, runs in (("old", old), ("new", new)):
    lows = {}
    for k in {k[1:4] for r in runs for k in r if k[0] == "ed25519" and k[1] in ("verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict")}:
        na = ratios(runs, ("ed25519",) + k, "narya")
        if na:
            lows[k] = min(na)
    kmin = min(lows, key=lows.get)
    low[t] = lows
    print(f"  {t}: Narya time / vilya time, lowest over {len(lows)} rows and every run {lows[kmin]:.3f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); rows under 1.15 in some run: {sum(1 for v in lows.values() if v < 1.15)}")
for n, bar in sorted(BARS.items()):
    key = ("ed25519", "verify-batch-stdlibcompat", 1232, n)
    sa = ratios(new, key, "stdlib")
    print(f"  new: StdlibCompat n = {n:2} at 1232 B: crypto/ed25519 time / vilya time {rng(sa, '{:.2f}')} (bar {bar}: {'met' if min(sa) >= bar else 'NOT met'} in every run)")
for op in ("verify-batch", "verify-batch-fips186-5"):
    for size in (200, 1232):
        key = ("ed25519", op, size, 64)
        rel = [t[key + ("vilya",)] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in new]
        print(f"  new: item 4, {op} {size} B n = 64: crypto/ed25519 {rng(ratios(new, key, 'stdlib'), '{:.2f}')}x, {rng(rel, '{:.2f}')} of StdlibCompat's time")
for size in (200, 1232):
    for t, runs in (("old", old), ("new", new)):
        w = [r[("ed25519", "verify-batch-warm", size, 64, "vilya")] for r in runs]
        c = [r[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for r in runs]
        h = [r[("ed25519", "verify-hot-key", size, 1, "vilya")] for r in runs]
        s = [r[("ed25519", "verify", size, 1, "vilya")] for r in runs]
        print(f"  {t}: item 3, {size} B: cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)], '{:.2f}')} "
              f"(warm {rng([x / 1e3 for x in w], '{:.2f}')} µs, cold {rng([x / 1e3 for x in c], '{:.2f}')} µs); cold Verify / hot {rng([a / b for a, b in zip(s, h)], '{:.2f}')}")

print("== rejected experiments (rejected/): old/new medians, one process each")
for d, what in (("branchless", "digit signs without a branch"), ("entries", "the warm chain's entry pointers lane by lane"),
                ("affine", "key tables scaled to Z = 1, affine warm additions")):
    rows = ab(f"rejected/{d}/ab.txt")
    meds = [x[0] for v in rows.values() for x in v]
    print(f"  {what}: {rng(meds)} over {len(meds)} rows")
    if d == "affine":
        for line in open(os.path.join(HERE, "rejected", d, "ab.txt")):
            m = re.match(r"NewExpandedPublicKey: old/new median ([\d.]+) .*; new (\d+) ns old (\d+)", line)
            if m:
                print(f"  NewExpandedPublicKey: old/new {m[1]}, {int(m[3]) / 1e3:.1f} -> {int(m[2]) / 1e3:.1f} µs")

print("== what bounds the warm batch at 1232 bytes (bound/): CPU profiles at 7adbc7d (the ed25519 code of 287e203), flat seconds by kernel")


def top(name):
    out, total = {}, None
    for line in open(os.path.join(HERE, "bound", name)):
        m = re.search(r"Total samples = ([\d.]+)s", line)
        if m:
            total = float(m[1])
        m = re.match(r"\s*([\d.]+)s\s+[\d.]+%\s+[\d.]+%\s+([\d.]+)s\s+[\d.]+%\s+(\S+)", line)
        if m:
            out[m[3]] = (float(m[1]), float(m[2]))
    return out, total


for kind in ("warm", "cold"):
    t, total = top(f"{kind}-top.txt")
    groups = {"point additions": r"r51x8\.point8Add", "doublings": r"r51x8\.point8Double", "table selection": r"r51x8\.select",
              "SHA-512 blocks": r"sha512x\.blocks", "field kernels (decoding, inversions)": r"r51x8\.fe8", "prefetches": r"prefetch"}
    parts = []
    for label, pat in groups.items():
        f = sum(v[0] for k, v in t.items() if re.search(pat, k))
        parts.append(f"{label} {100 * f / total:.0f} %")
    bench = [float(m[1]) for m in re.finditer(r"\s([\d.]+) ns/op", open(os.path.join(HERE, "bound", f"{kind}-bench.txt")).read())]
    print(f"  {kind}: {bench[0] / 64 / 1e3:.2f} µs a signature; of {total:.2f} s of samples: " + ", ".join(parts))
chain = {}
for line in open(os.path.join(HERE, "bound", "chain.txt")):
    m = re.match(r"BenchmarkChainIFMA/(\w+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        chain.setdefault(m[1], []).append(float(m[2]))
print("  kernels alone (bound/chain.txt): " + ", ".join(f"{k} {rng(v, '{:.1f}')} ns" for k, v in chain.items()))
print("  instruction timings (the blake3 folder's uarch/uarch.txt), cycles:")
u = {}
for line in open(os.path.join(HERE, "..", "2026-12-06-blake3-chunk-pairs-zen5", "uarch", "uarch.txt")):
    m = re.match(r"\s+(.+?)\s+([\d.]+) cycles", line)
    if m:
        u.setdefault(m[1], []).append(float(m[2]))
for k, xs in u.items():
    print(f"    {k}: {rng(xs, '{:.2f}')}")

print("== the item 3 rows alone, five processes each of 287e203 (old) and 57b2391 (new), alternated (layout/)")
for t, runs in (("old", load("layout/old-*.json")), ("new", load("layout/new-*.json"))):
    assert len(runs) == 5
    w = [r[("ed25519", "verify-batch-warm", 1232, 64, "vilya")] for r in runs]
    c = [r[("ed25519", "verify-batch-stdlibcompat", 1232, 64, "vilya")] for r in runs]
    h = [r[("ed25519", "verify-hot-key", 1232, 1, "vilya")] for r in runs]
    v = [r[("ed25519", "verify", 1232, 1, "vilya")] for r in runs]
    st = [r[("ed25519", "verify-batch-stdlibcompat", 1232, 64, "stdlib")] for r in runs]
    print(f"  {t}: cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)])}; cold Verify / hot {rng([a / b for a, b in zip(v, h)])}; "
          f"crypto/ed25519's own time {rng([x / 1e3 for x in st], '{:.1f}')} µs a signature (the machine's speed from process to process)")
