#!/usr/bin/env python3
"""Recompute every figure of this folder's README from raw/.

Usage: python3 recompute.py   (from anywhere; standard library only)

raw/{base,nt2,al}-N.txt: go test -bench of blake3/bao at GOMAXPROCS=1,
64 MiB, 20 iterations, the three test binaries alternated (README):
Sum256, Encode (combined, into a destination written once before timing)
and EncodeOutboard. Per run and binary: ms per op, and Sum256's time over
Encode's and EncodeOutboard's (1.0 = Sum256's speed; the bar is 0.85);
then the extra time of Encode over EncodeOutboard (what writing the
content costs on top of hashing) and over Sum256.

raw/cli-hyperfine.txt: hyperfine of vilya bao encode, one core
(EncodeReader) against the mapped, all-core prototype (cli-*.go.txt),
reprinted with the ratios of the means.
"""
import glob, os, re

os.chdir(os.path.dirname(os.path.abspath(__file__)))
NAMES = {"base": "base (206d1a5: unaligned row stores, destination prefetched)",
         "nt2": "nt (whole aligned lines, non-temporal)",
         "al": "aligned (whole aligned lines, ordinary stores, no prefetch)"}
row = re.compile(r"^Benchmark(\w+)/65536KiB\S*\s+\d+\s+(\d+) ns/op")
res = {}
for f in sorted(glob.glob("raw/*-[0-9].txt")):
    v, i = re.match(r"raw/(\w+)-(\d+)\.txt", f).groups()
    d = {}
    for line in open(f):
        m = row.match(line)
        if m:
            d[m.group(1)] = int(m.group(2)) / 1e6
    res[(v, int(i))] = d

def rng(xs, fmt="%.2f"):
    return (fmt % min(xs)) + "-" + (fmt % max(xs))

runs = sorted({i for _, i in res})
print("64 MiB, one core, ms per op (runs %s):" % runs)
for v in ["base", "nt2", "al"]:
    ds = [res[(v, i)] for i in runs if (v, i) in res]
    if not ds:
        continue
    s = [d["Sum256"] for d in ds]
    e = [d["Encode"] for d in ds]
    o = [d["EncodeOutboard"] for d in ds]
    print("  %s" % NAMES[v])
    for i, d in zip(runs, ds):
        print("    run %d: Sum256 %.2f  Encode %.2f  EncodeOutboard %.2f  Encode x Sum256 %.2f  outboard x Sum256 %.2f"
              % (i, d["Sum256"], d["Encode"], d["EncodeOutboard"], d["Sum256"] / d["Encode"], d["Sum256"] / d["EncodeOutboard"]))
    print("    Sum256 %s ms, Encode %s ms, EncodeOutboard %s ms" % (rng(s), rng(e), rng(o)))
    print("    Encode x Sum256 %s, EncodeOutboard x Sum256 %s" % (rng([a / b for a, b in zip(s, e)]), rng([a / b for a, b in zip(s, o)])))
    print("    Encode - EncodeOutboard %s ms, Encode - Sum256 %s ms, the bar's allowance 0.85: Sum256/0.85 - Sum256 = %s ms"
          % (rng([a - b for a, b in zip(e, o)]), rng([a - b for a, b in zip(e, s)]), rng([x / 0.85 - x for x in s])))
# Paired by run: the variants' Encode over base's.
for v in ["nt2", "al"]:
    r = [res[(v, i)]["Encode"] / res[("base", i)]["Encode"] for i in runs if (v, i) in res and ("base", i) in res]
    if r:
        print("%s Encode time over base's, paired by run: %s" % (v, rng(r)))

if os.path.exists("raw/cli-hyperfine.txt"):
    print()
    txt = open("raw/cli-hyperfine.txt").read()
    means = re.findall(r"Benchmark \d+: (.*)\n\s+Time \(mean ± σ\):\s+([\d.]+) (ms|s)", txt)
    t = {}
    for cmd, m, unit in means:
        t[cmd] = float(m) * (1000 if unit == "s" else 1)
        print("  %-55s %8.1f ms" % (cmd, t[cmd]))
    for a, b in [("/tmp/vilya-new bao encode in256 enc-new", "/tmp/vilya-old bao encode in256 enc-old"),
                 ("/tmp/vilya-new bao encode in256 --outboard=ob-new", "/tmp/vilya-old bao encode in256 --outboard=ob-old")]:
        if a in t and b in t:
            print("  mapped all-core over one-core time: %.2f  (%s)" % (t[a] / t[b], a.split("in256 ")[1]))
