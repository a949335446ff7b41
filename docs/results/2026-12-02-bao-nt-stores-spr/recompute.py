#!/usr/bin/env python3
"""Recompute every figure of this folder's README from raw/.

Usage: python3 recompute.py   (from anywhere; standard library only)

raw/{base,nt2,al}-N.txt: go test -bench of blake3/bao at GOMAXPROCS=1,
64 MiB, 20 iterations; raw/{base,nt2,al}-gib-N.txt: the same at 1 GiB,
3 iterations; the three test binaries alternated within each size (README).
Sum256, Encode (combined, into a destination written once before timing)
and EncodeOutboard. Per run and binary: ms per op, Encode's time over
Sum256's (the issue's bar: at most 1/0.85 = 1.18), Sum256's time over
Encode's (the speed ratio, bar 0.85) and over EncodeOutboard's; then the
extra time of Encode over EncodeOutboard (what writing the content costs
on top of hashing), and each variant's Encode time over base's paired by
run.
"""
import glob, os, re

os.chdir(os.path.dirname(os.path.abspath(__file__)))
NAMES = {"base": "base (137e167: unaligned row stores, destination prefetched)",
         "nt2": "nt (whole aligned lines, non-temporal)",
         "al": "aligned (whole aligned lines, ordinary stores, no prefetch)"}
SIZES = [("", "65536KiB", "64 MiB, 20 iterations"), ("gib-", "1048576KiB", "1 GiB, 3 iterations")]


def rng(xs, fmt="%.2f"):
    return (fmt % min(xs)) + "-" + (fmt % max(xs))


for tag, sub, label in SIZES:
    row = re.compile(r"^Benchmark(\w+)/" + sub + r"\S*\s+\d+\s+(\d+) ns/op")
    res = {}
    for f in sorted(glob.glob("raw/*-%s[0-9].txt" % tag)):
        m = re.match(r"raw/(base|nt2|al)-%s(\d+)\.txt$" % tag, f)
        if not m:
            continue
        v, i = m.groups()
        d = {}
        for line in open(f):
            mm = row.match(line)
            if mm:
                d[mm.group(1)] = int(mm.group(2)) / 1e6
        if len(d) != 3:
            raise SystemExit("%s: %d of 3 benchmarks" % (f, len(d)))
        res[(v, int(i))] = d
    if not res:
        continue
    runs = sorted({i for _, i in res})
    print("%s, one core, ms per op (runs %s):" % (label, runs))
    for v in ["base", "nt2", "al"]:
        ds = [res[(v, i)] for i in runs if (v, i) in res]
        if not ds:
            continue
        s = [d["Sum256"] for d in ds]
        e = [d["Encode"] for d in ds]
        o = [d["EncodeOutboard"] for d in ds]
        print("  %s" % NAMES[v])
        for i, d in zip(runs, ds):
            print("    run %d: Sum256 %.2f  Encode %.2f  EncodeOutboard %.2f  Encode/Sum256 time %.3f  Encode x Sum256 %.3f  outboard x Sum256 %.3f"
                  % (i, d["Sum256"], d["Encode"], d["EncodeOutboard"], d["Encode"] / d["Sum256"],
                     d["Sum256"] / d["Encode"], d["Sum256"] / d["EncodeOutboard"]))
        print("    Sum256 %s ms, Encode %s ms, EncodeOutboard %s ms" % (rng(s), rng(e), rng(o)))
        print("    Encode/Sum256 time %s; Encode x Sum256 %s; EncodeOutboard x Sum256 %s"
              % (rng([b / a for a, b in zip(s, e)], "%.3f"), rng([a / b for a, b in zip(s, e)], "%.3f"),
                 rng([a / b for a, b in zip(s, o)], "%.3f")))
        print("    Encode - EncodeOutboard %s ms, Encode - Sum256 %s ms; the bar's allowance Sum256/0.85 - Sum256 = %s ms"
              % (rng([a - b for a, b in zip(e, o)]), rng([a - b for a, b in zip(e, s)]), rng([x / 0.85 - x for x in s])))
    for v in ["nt2", "al"]:
        r = [res[(v, i)]["Encode"] / res[("base", i)]["Encode"] for i in runs if (v, i) in res and ("base", i) in res]
        if r:
            print("  %s Encode time over base's, paired by run: %s (%s)"
                  % (v, rng(r, "%.3f"), ", ".join("%.3f" % x for x in r)))
    print()
# Diagnostic (README, "Diagnostics"): nt without its SFENCE, and Go's copy.
fres = {}
for f in sorted(glob.glob("raw/fence-*-[0-9].txt")):
    v, i = re.match(r"raw/fence-(\w+)-(\d+)\.txt$", f).groups()
    d = {}
    for line in open(f):
        mm = re.match(r"^Benchmark(\w+)/65536KiB\S*\s+\d+\s+(\d+) ns/op", line)
        if mm:
            d[mm.group(1)] = int(mm.group(2)) / 1e6
    fres.setdefault(v, []).append(d)
if fres:
    print("SFENCE diagnostic, 64 MiB, 20 iterations (raw/fence-*):")
    for v in ["base", "nt2", "nofence"]:
        ds = fres.get(v, [])
        if ds:
            print("  %-8s Encode %s ms, Encode/Sum256 time %s"
                  % (v, rng([d["Encode"] for d in ds]), rng([d["Encode"] / d["Sum256"] for d in ds], "%.3f")))
if os.path.exists("raw/memcpy.txt"):
    c = {}
    for line in open("raw/memcpy.txt"):
        mm = re.match(r"^Benchmark(\w+)\s+\d+\s+(\d+) ns/op", line)
        if mm:
            c.setdefault(mm.group(1), []).append(int(mm.group(2)) / 1e6)
    print("copy of 64 MiB (raw/memcpy.txt):")
    for k, xs in c.items():
        print("  %-10s %s ms, %s GB/s copied" % (k, rng(xs), rng([64 * 2**20 / (x * 1e6) for x in xs])))
