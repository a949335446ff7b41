#!/usr/bin/env python3
"""The avx2 Ed25519 backend forced on an Intel Xeon of family 6 model 207
(README): three runs of the gap matrix's ed25519 group with
-kernels ed25519=avx2,sha512x=avx2,blake3=avx2 (matrix/). Issue 27 item
3 on this backend: cold StdlibCompat batch of 64 / warm, cold Verify /
hot key; and vilya against the peers that do not use AVX-512
(crypto/ed25519, curve25519-voi). Ranges cover the three runs.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
runs = []
for p in sorted(glob.glob(os.path.join(HERE, "matrix", "avx2-*.json"))):
    runs.append({(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "ed25519" and r["ns_median"]})
assert len(runs) == 3


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else lo + "-" + hi


for size in (200, 1232):
    w = [t[("verify-batch-warm", size, 64, "vilya")] / t[("verify-batch-stdlibcompat", size, 64, "vilya")] for t in runs]
    h = [t[("verify", size, 1, "vilya")] / t[("verify-hot-key", size, 1, "vilya")] for t in runs]
    hot = [t[("verify-hot-key", size, 1, "vilya")] / 1e3 for t in runs]
    print(f"{size} B: cold StdlibCompat 64 / warm {rng([1 / x for x in w])} (bar 1.8); cold Verify / hot key {rng(h)} (bar 2), hot {rng(hot)} µs")
for label, key in (("verify, single", ("verify", 1232, 1)), ("ZIP215 batch of 8", ("verify-batch", 1232, 8)),
                   ("ZIP215 batch of 64", ("verify-batch", 1232, 64)), ("StdlibCompat batch of 64", ("verify-batch-stdlibcompat", 1232, 64))):
    cells = []
    for peer in ("stdlib", "voi", "voi-batch"):
        r = [t[key + (peer,)] / t[key + ("vilya",)] for t in runs if key + (peer,) in t]
        if r:
            cells.append(f"{peer} {rng(r)}")
    v = sorted(t[key + ("vilya",)] for t in runs)[1] / 1e3
    print(f"1232 B {label}: vilya {v:.3g} µs/sig; " + ", ".join(cells))
losses = [(t[k] / t[k[:3] + ("vilya",)], k) for t in runs for k in t if k[3] in ("stdlib", "voi", "voi-batch", "consensus", "consensus-batch", "libsodium", "openssl") and k[:3] + ("vilya",) in t]
print(f"least peer time / vilya time over every row and peer without AVX-512 (stdlib, voi, consensus, libsodium, openssl): {min(losses)[0]:.2f} ({min(losses)[1]})")
