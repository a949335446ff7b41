#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/*.json (Python 3, standard
library only): the gap matrix's ed25519 rows, per run, as peer time /
vilya time (medians of the matrix's repetitions) for crypto/ed25519
(stdlib) and Narya (forced r51) on the cofactorless batches, and a cold
single verification's time over a hot key's and a cold batch of 64's
over a warm one's (issue 27 item 3), for the
ifma runs (raw/ifma-N.json) and the avx2 run (raw/avx2-1.json)."""
import glob, json, os

here = os.path.dirname(os.path.abspath(__file__))


def load(path):
    t = {}
    for r in json.load(open(path))["rows"]:
        t[(r["op"], r["size"], r["batch"], r["impl"])] = r["ns_median"]
    return t


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}"


ifma = [load(p) for p in sorted(glob.glob(os.path.join(here, "raw", "ifma-*.json")))]
print(f"ifma: {len(ifma)} runs")
for op in ("verify-batch-dalekstrict", "verify-batch-stdlibcompat"):
    for size in (1232, 200):
        for n in (1, 2, 4, 8, 16, 64):
            st = [t[(op, size, n, "stdlib")] / t[(op, size, n, "vilya")] for t in ifma]
            na = [t[(op, size, n, "narya")] / t[(op, size, n, "vilya")] for t in ifma]
            print(f"  {op:26} {size:5} n={n:2}  x stdlib {rng(st)}  x narya {rng(na)}")
for size in (1232, 200):
    st = [t[("verify", size, 1, "stdlib")] / t[("verify", size, 1, "vilya")] for t in ifma]
    na = [t[("verify", size, 1, "narya")] / t[("verify", size, 1, "vilya")] for t in ifma]
    ch = [t[("verify", size, 1, "vilya")] / t[("verify-hot-key", size, 1, "vilya")] for t in ifma]
    hot = [t[("verify-hot-key", size, 1, "vilya")] / 1e3 for t in ifma]
    wm = [t[("verify-batch-warm", size, 64, "stdlib")] / t[("verify-batch-warm", size, 64, "vilya")] for t in ifma]
    wc = [t[("verify-batch-stdlibcompat", size, 64, "vilya")] / t[("verify-batch-warm", size, 64, "vilya")] for t in ifma]
    print(f"  verify {size}: x stdlib {rng(st)}, x narya {rng(na)}; hot key {min(hot):.2f}-{max(hot):.2f} us, cold/hot {rng(ch)}; warm batch of 64 x stdlib {rng(wm)}, cold/warm {rng(wc)}")
wcr = [load(p) for p in sorted(glob.glob(os.path.join(here, "raw", "warmcold-*.json")))]
for size in (1232, 200):
    wc = [t[("verify-batch-stdlibcompat", size, 64, "vilya")] / t[("verify-batch-warm", size, 64, "vilya")] for t in ifma + wcr]
    print(f"  batch of 64 at {size} bytes, cold/warm over {len(ifma) + len(wcr)} runs (ifma and warmcold): {rng(wc)}")
avx2 = load(os.path.join(here, "raw", "avx2-1.json"))
print("avx2 (forced), one run:")
for size in (1232, 200):
    cold, hot = avx2[("verify", size, 1, "vilya")], avx2[("verify-hot-key", size, 1, "vilya")]
    cb, wb = avx2[("verify-batch-stdlibcompat", size, 64, "vilya")], avx2[("verify-batch-warm", size, 64, "vilya")]
    print(f"  {size}: cold {cold / 1e3:.1f} us, hot key {hot / 1e3:.1f} us, cold/hot {cold / hot:.2f}; batch of 64 cold {cb / 1e3:.1f} us, warm {wb / 1e3:.2f} us, cold/warm {cb / wb:.2f}")
cof = [load(p) for p in sorted(glob.glob(os.path.join(here, "raw", "cofactored-*.json")))]
print(f"cofactored batches at 1232 bytes, {len(cof)} runs (bench of 9e550c9: ed25519 as at 551788a):")
for op, name in (("verify-batch", "ZIP215"), ("verify-batch-fips186-5", "FIPS186_5")):
    for n in (1, 8, 64):
        st = [t[(op, 1232, n, "stdlib")] / t[(op, 1232, n, "vilya")] for t in cof]
        cf = [t[(op, 1232, n, "vilya")] / t[("verify-batch-stdlibcompat", 1232, n, "vilya")] for t in cof]
        print(f"  {name:9} n={n:2}: x stdlib {rng(st)}, time / StdlibCompat batch time {rng(cf)}")
