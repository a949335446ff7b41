#!/usr/bin/env python3
"""Zen 4, the ifma backend's MulQ kernels (README): gotest/q0-N.txt and
q1-N.txt, BenchmarkZZMulQ of one ed25519 test binary with the MulQ kernels
off (ZZ_MULQ=0) and on (1), five alternated rounds; matrix/N-*.json and
M-*.json, the gap matrix's ed25519 group built without the change (8375bb9)
and with it, three alternated runs. Ratios: time off / time on, and
crypto/ed25519 (or Narya) time / vilya time.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
t = {}
for p in glob.glob(os.path.join(HERE, "gotest", "q*-*.txt")):
    q, r = re.search(r"q(\d)-(\d+)\.txt$", p).groups()
    for line in open(p):
        m = re.match(r"BenchmarkZZMulQ/mulq=\w+/(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            t[(int(q), int(r), m[1])] = float(m[2])
rounds = sorted({k[1] for k in t})
print(f"== go test, 1232-byte messages, cold keys, time off / time on per round ({len(rounds)} rounds)")
for name, label in (("single", "single verification (StdlibCompat)"), ("stdlib/8", "StdlibCompat batch of 8"), ("zip215/8", "ZIP215 batch of 8"),
                    ("stdlib/64", "StdlibCompat batch of 64"), ("zip215/64", "ZIP215 batch of 64")):
    rel = [t[(0, r, name)] / t[(1, r, name)] for r in rounds]
    print(f"  {label:36} {min(rel):.3f}-{max(rel):.3f} (median {statistics.median(rel):.3f})")


def load(v):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, "matrix", f"{v}-*.json"))):
        out.append({(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["ns_median"]})
    return out


old, new = load("N"), load("M")
if old and new:
    assert len(old) == 3 and len(new) == 3
    print("== gap matrix, 1232 bytes: crypto/ed25519 time / vilya time, without / with (three runs each)")
    for op, n in (("verify", 1), ("verify-batch-stdlibcompat", 8), ("verify-batch-stdlibcompat", 64), ("verify-batch-dalekstrict", 8),
                  ("verify-batch-dalekstrict", 64), ("verify-batch", 8), ("verify-batch", 64), ("verify-batch", 1024)):
        k = (op, 1232, n)
        f = lambda runs: [x[k + ("stdlib",)] / x[k + ("vilya",)] for x in runs]
        print(f"  {op} n={n}: {min(f(old)):.2f}-{max(f(old)):.2f} -> {min(f(new)):.2f}-{max(f(new)):.2f}")
    for name, runs in (("without", old), ("with", new)):
        na = [x[k] / x[k[:3] + ("vilya",)] for x in runs for k in x if k[3] == "narya" and k[:3] + ("vilya",) in x]
        print(f"  Narya time / vilya time over every Narya cell, {name}: {min(na):.2f}-{max(na):.2f}")
    # The README's Zen 4 Ed25519 rows, from the runs with the change.
    def rng(xs):
        lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
        return lo if lo == hi else lo + "–" + hi
    names = {"stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
    print("== the README's Zen 4 Ed25519 rows (the runs with the change)")
    for label, k, peers in (("Ed25519 verify, single", ("verify", 1232, 1), ("stdlib", "voi")),
                            ("Ed25519 batch of 8 (ZIP215)", ("verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
                            ("Ed25519 batch of 64 (ZIP215)", ("verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
                            ("Ed25519, 64 warm keys", ("verify-batch-warm", 1232, 64), ("stdlib", "voi"))):
        v = sorted(x[k + ("vilya",)] for x in new)[1]
        print(f"| {label} | {v / 1e3:.3g} µs /sig | " + ", ".join(f"{names[p]} {rng([x[k + (p,)] / x[k + ('vilya',)] for x in new])}" for p in peers) + " |")
    na = [x[k] / x[k[:3] + ("vilya",)] for x in new for k in x if k[3] == "narya" and k[0] in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict")
          and k[1] == 1232 and k[2] >= 8]
    print(f"Narya time / vilya time at 1232 bytes from 8 signatures up (StdlibCompat and DalekStrict): {rng(na)}")
