#!/usr/bin/env python3
"""The ifma backend's decoding work of 2026-12-05 on AMD Zen 5 (README):
four in-process A/B runs (ab-*/ab-N.txt: the old route's time over the
new one's, paired per round, median of 31 rounds per run), the squaring
kernels (sqr/), one group's decoding before and after (decode/), and the
gap matrix's ed25519 group: 4470530 against d4c7ad8 (matrix-4470530/,
old-N and new-N) and 8c15f1c against d4c7ad8 (matrix-8c15f1c/, old-N and
final-N), three runs each, alternated. A matrix ratio is peer time / vilya
time (above 1: vilya is faster); ranges cover every run.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def rng(xs, fmt="{:.3f}"):
    if not xs:
        return "–"
    lo, hi = fmt.format(min(xs)), fmt.format(max(xs))
    return lo if lo == hi else lo + "–" + hi


AB = [("ab-pair", "4470530: two groups decoded side by side (fe8Sqr2), against one at a time"),
      ("ab-lone-first", "the chunk's only group decoding R beside its keys, on 4470530 (not kept then)"),
      ("ab-freeze", "35881df: decoding finished eight lanes at a time (fe8Freeze), against lane by lane"),
      ("ab-lone", "9000736: the chunk's only group decoding R beside its keys, on 35881df"),
      ("ab-verdicts", "8c15f1c: the lanes' verdicts from canonical limbs reduced eight at a time")]
for d, what in AB:
    runs = sorted(glob.glob(os.path.join(HERE, d, "ab-*.txt")), key=natural)
    rows = {}
    for p in runs:
        for line in open(p):
            m = re.match(r"(\S+) n=(\d+): old/new median ([\d.]+)", line)
            if m:
                rows.setdefault((m[1], int(m[2])), []).append(float(m[3]))
    print(f"== {d} ({what}), {len(runs)} runs: old/new")
    for (prof, n), xs in sorted(rows.items(), key=lambda kv: (kv[0][0], kv[0][1])):
        print(f"  {prof:9} n = {n:4}: {rng(xs)}")

# Rejected: affine key tables and base-point additions (rejected-affine/).
for d, what in (("keys-and-base", "key tables scaled to Z = 1 at build, every warm addition affine"),
                ("base-only", "only the base point's additions with T affine (point8AddAffine)")):
    rows = {}
    for p in sorted(glob.glob(os.path.join(HERE, "rejected-affine", d, "ab-*.txt")), key=natural):
        for line in open(p):
            m = re.match(r"(.+): old/new median ([\d.]+) .*; new (\d+) ns/op old (\d+)", line)
            if m:
                rows.setdefault(m[1], []).append((float(m[2]), float(m[3]), float(m[4])))
    print(f"== rejected, {what}: old/new (medians per run), new and old ns per operation")
    for name, xs in rows.items():
        print(f"  {name}: {rng([x[0] for x in xs])}; new {rng([x[1] for x in xs], '{:.0f}')}, old {rng([x[2] for x in xs], '{:.0f}')}")

sq = {"one": [], "two": []}
for line in open(os.path.join(HERE, "sqr", "bench-sqr.txt")):
    m = re.match(r"BenchmarkSqrIFMA/(one|two)-\d+\s+\d+\s+[\d.]+ ns/op\s+([\d.]+) ns/sqr", line)
    if m:
        sq[m[1]].append(float(m[2]))
print(f"== chains of 250 squarings: one element (fe8Sqr) {rng(sq['one'], '{:.2f}')} ns a squaring; "
      f"two at once (fe8Sqr2) {rng(sq['two'], '{:.2f}')} ns a squaring of an element")
dec = {"old": [], "new": [], "two": []}
for p in sorted(glob.glob(os.path.join(HERE, "decode", "decode-*.txt")), key=natural):
    for line in open(p):
        m = re.match(r"round \d+: one group: d4c7ad8's decoding (\d+) ns, this tree's (\d+) ns; two groups side by side (\d+) ns", line)
        if m:
            for k, v in zip(("old", "new", "two"), m.groups()):
                dec[k].append(float(v))
print(f"== one group of eight encodings decoded: d4c7ad8's {rng(dec['old'], '{:.0f}')} ns, 8c15f1c's (the same as 35881df's) {rng(dec['new'], '{:.0f}')} ns; "
      f"two groups side by side {rng(dec['two'], '{:.0f}')} ns (medians of rounds)")


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        out.append({(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]})
    return out


def ratios(runs, key, peer):
    return [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + ("vilya",) in t and key + (peer,) in t]


BARS = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
OPS = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]
for folder, newname in (("matrix-4470530", "new"), ("matrix-8c15f1c", "final")):
    old, new = load(folder + "/old-*.json"), load(folder + "/" + newname + "-*.json")
    print(f"== {folder}: d4c7ad8 ({len(old)} runs) and {folder[7:]} ({len(new)} runs), alternated")
    print("| op | size | n | d4c7ad8 vilya µs | new vilya µs | narya/vilya d4c7ad8 | narya/vilya new | stdlib/vilya new | bars (new, every run) |")
    print("|---|--:|--:|---|---|---|---|---|---|")
    keys = sorted({k[1:4] for t in new for k in t if k[0] == "ed25519" and k[1] in OPS}, key=lambda k: (k[1], OPS.index(k[0]), k[2]))
    low = {}
    for k in keys:
        key = ("ed25519",) + k
        na, sa = ratios(new, key, "narya"), ratios(new, key, "stdlib")
        held = ["narya>=1.15 " + ("yes" if min(na) >= 1.15 else "NO")]
        if k[2] in BARS and k[0] != "verify":
            held.append(f"stdlib>={BARS[k[2]]} " + ("yes" if min(sa) >= BARS[k[2]] else "NO"))
        low[k] = min(na)
        print(f"| {k[0]} | {k[1]} | {k[2]} | {rng([t[key + ('vilya',)] / 1e3 for t in old], '{:.2f}')} | "
              f"{rng([t[key + ('vilya',)] / 1e3 for t in new], '{:.2f}')} | {rng(ratios(old, key, 'narya'), '{:.2f}')} | "
              f"{rng(na, '{:.2f}')} | {rng(sa, '{:.2f}')} | {', '.join(held)} |")
    kmin = min(low, key=low.get)
    print(f"lowest Narya time / vilya time ({folder[7:]}): {low[kmin]:.3f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); "
          f"rows under 1.15 in some run: {sum(1 for w in low.values() if w < 1.15)} of {len(low)}")
    for op in ("verify-batch", "verify-batch-fips186-5"):
        for size in (200, 1232):
            key = ("ed25519", op, size, 64)
            rel = [t[key + ("vilya",)] / t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in new]
            print(f"  item 4, {op} {size} B n = 64: crypto/ed25519 {rng(ratios(new, key, 'stdlib'), '{:.2f}')}x "
                  f"(d4c7ad8 {rng(ratios(old, key, 'stdlib'), '{:.2f}')}x), {rng(rel, '{:.2f}')} of StdlibCompat's time")
    for size in (200, 1232):
        w = [t[("ed25519", "verify-batch-warm", size, 64, "vilya")] for t in new]
        c = [t[("ed25519", "verify-batch-stdlibcompat", size, 64, "vilya")] for t in new]
        h = [t[("ed25519", "verify-hot-key", size, 1, "vilya")] for t in new]
        s = [t[("ed25519", "verify", size, 1, "vilya")] for t in new]
        print(f"  item 3, {size} B: cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)], '{:.2f}')}; "
              f"cold Verify / hot {rng([a / b for a, b in zip(s, h)], '{:.2f}')}")

# The README's AMD Zen 5 Ed25519 rows and its Narya sentence, from the
# three runs of 8c15f1c (matrix-8c15f1c/final-N).
final = load("matrix-8c15f1c/final-*.json")
assert len(final) == 3, len(final)


def human_ns(ns):
    return f"{ns / 1e3:.3g} µs" if ns >= 1e3 else f"{ns:.3g} ns"


NAMES = {"stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
ED = [("Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi")),
      ("Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
      ("Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
      ("Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"))]
print("\n== The README's AMD Zen 5 Ed25519 rows (8c15f1c, three runs)")
print("| | vilya | peer time / vilya time |")
print("| --- | --- | --- |")
for label, key, peers in ED:
    med = sorted(t[key + ("vilya",)] for t in final)[1]
    cells = [f"{NAMES[p]} {rng(ratios(final, key, p), '{:.2f}')}" for p in peers if ratios(final, key, p)]
    print(f"| {label} | {human_ns(med)} /sig | {', '.join(cells)} |")
na = [r for t in final for k in t if k[0] == "ed25519" and k[1] in OPS[1:] and k[2] == 1232 and k[3] >= 8 and k[4] == "vilya"
      for r in ratios([t], k[:4], "narya")]
print(f"Narya time / vilya time at 1232 bytes from 8 signatures up (StdlibCompat and DalekStrict rows): {rng(na, '{:.2f}')}")
