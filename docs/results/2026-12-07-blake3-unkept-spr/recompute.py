#!/usr/bin/env python3
"""Session 54's measurements behind changes not kept and one status figure
(README): the 16-lane chunk kernel with masked-load transpositions
(masked-loads/), an AVX2 transposed tail kernel (tail-avx2/), and Bao's
combined encoding with everything in cache (bao-in-cache/). Ratios are
old time / new time (above 1: the change is faster), or Sum256 time /
Encode time; ranges cover every round.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, os, re
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))


def rng(xs):
    return f"{min(xs):.3f}-{max(xs):.3f}"


print("## masked-loads: Sum256 old/new, least time of each round's counts")
for name, rounds in (("broadcast", 3), ("movdqu", 2)):
    side, per = None, []  # per: list of {size: {side: [ns]}}
    for line in open(os.path.join(HERE, "masked-loads", name + ".txt")):
        if line.startswith("== "):
            side = "old" if line.split()[1] == "old" else "new"
            if side == "old":
                per.append(defaultdict(lambda: defaultdict(list)))
            continue
        m = re.match(r"^BenchmarkSum256/(\S+)-2\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            per[-1][m.group(1)][side].append(float(m.group(2)))
    assert len(per) == rounds, (name, len(per))
    sizes = list(per[0])
    print(f"{name}: " + ", ".join(f"{s} {rng([min(r[s]['old']) / min(r[s]['new']) for r in per])}" for s in sizes))
    print(f"  all sizes {rng([min(r[s]['old']) / min(r[s]['new']) for r in per for s in sizes])}")

print("\n## tail-avx2: Sum256 at avx2, old/new least times of three rounds")
t = defaultdict(lambda: defaultdict(list))
for f in sorted(glob.glob(os.path.join(HERE, "tail-avx2", "*-[0-9].txt"))):
    side = os.path.basename(f).split("-")[0]
    for line in open(f):
        m = re.match(r"^BenchmarkZZTailAVX2/(\d+)-2\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            t[int(m.group(1))][side].append(float(m.group(2)))
untouched = {6144, 8192, 4596}
taken, other = [], []
for n, v in t.items():
    assert len(v["old"]) == 3 and len(v["new"]) == 3, n
    r = min(v["old"]) / min(v["new"])
    (other if n in untouched else taken).append(r)
    print(f"{n:6d} ({n // 1024} whole + {n % 1024:4d} B) old {min(v['old']):.0f}-{max(v['old']):.0f} new {min(v['new']):.0f}-{max(v['new']):.0f} ns  old/new {r:.3f}")
print(f"taken lengths {rng(taken)}, untouched {rng(other)}")
five7 = [x for n, v in t.items() if n not in untouched and 5 <= n // 1024 <= 7 for x in v["new"]]
whole = [x for n in (6144, 8192) for x in t[n]["new"] + t[n]["old"]]
print(f"five to seven whole and a partial chunk, new: {min(five7):.0f}-{max(five7):.0f} ns; six or eight whole chunks, both: {min(whole):.0f}-{max(whole):.0f} ns")

print("\n## bao-in-cache: Sum256 time / Encode time, three runs")
b = defaultdict(lambda: defaultdict(list))
for f in sorted(glob.glob(os.path.join(HERE, "bao-in-cache", "run-*.txt"))):
    for line in open(f):
        m = re.match(r"^BenchmarkZZSmall/(sum|enc)/(\d+)\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            b[int(m.group(2))][m.group(1)].append(float(m.group(3)))
for kib, v in b.items():
    assert len(v["sum"]) == 3 == len(v["enc"]), kib
    print(f"{kib:5d} KiB: Sum256 {min(v['sum']) / 1e3:.2f}-{max(v['sum']) / 1e3:.2f} us, Encode {min(v['enc']) / 1e3:.2f}-{max(v['enc']) / 1e3:.2f} us, "
          f"ratio {rng([s / e for s, e in zip(v['sum'], v['enc'])])}")
for op, kern in (("enc", "hashChunksCopyAVX512"), ("sum", "hashChunksAVX512")):
    ns = float(re.search(r"([\d.]+) ns/op", open(os.path.join(HERE, "bao-in-cache", f"profile-{op}-256.bench.txt")).read()).group(1))
    share = float(re.search(r"([\d.]+)%\s+[\d.]+%\s+[\d.]+s\s+[\d.]+%\s+\S+blake3\." + kern + "$",
                            open(os.path.join(HERE, "bao-in-cache", f"profile-{op}-256.txt")).read(), re.M).group(1))
    print(f"profile, 256 KiB {op}: {ns:.0f} ns a call, {share:.1f} % in {kern}: {ns * share / 100 / 256:.1f} ns a 16-lane block step (256 of them)")
