#!/usr/bin/env python3
"""scalarRows on Zen 5 (AMD EPYC family 26 model 2, cpu.Latency512): the
single compressions of level avx512 (compress, compressChain, sumChunk) on
general registers (compressBMI2, compressChainBMI2, sumChunkBMI2) instead
of the row-wise AVX-512VL kernels.

gotest/round1..7: the blake3 test binary of the commit that adds this
folder with zz_scalar_tmp_test.go.txt (BenchmarkZZScalar: each case with
the route off, then on, in one process; GOMAXPROCS=1, -test.count 3).
matrix/O-n, P-n: the gap matrix's in-process BLAKE3 rows, the bench of
5bea280 ("O", no scalar kernels) and of this folder's commit ("P"),
alternated (run-matrix.sh).

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))

print("## go test: time with the route off / time with it on (median of each round's three counts)\n")
rounds = sorted(glob.glob(os.path.join(HERE, "gotest/round*.txt")))
ratios = collections.defaultdict(list)
for p in rounds:
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZScalar/(\S+)/(\d+)/scalar=(\w+)\S*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[(m.group(1), int(m.group(2)), m.group(3))].append(float(m.group(4)))
    for k in sorted({(a, b) for a, b, _ in d}):
        off, on = sorted(d[k + ("false",)]), sorted(d[k + ("true",)])
        ratios[k].append((off[len(off) // 2] / on[len(on) // 2], off[len(off) // 2], on[len(on) // 2]))
print("| case | bytes | off/on, rounds 1..%d | on, ns |" % len(rounds))
print("| --- | --: | --- | --- |")
for k, rs in sorted(ratios.items(), key=lambda kv: (kv[0][0] != "sum256", kv[0])):
    print(f"| {k[0]} | {k[1]} | {min(r for r, _, _ in rs):.2f}-{max(r for r, _, _ in rs):.2f} ({' '.join(f'{r:.2f}' for r, _, _ in rs)}) "
          f"| {min(o for _, _, o in rs):.0f}-{max(o for _, _, o in rs):.0f} |")


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}


O = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/O-*.json")))]
P = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/P-*.json")))]
assert len(O) == 3 and len(P) == 3
print("\n## gap matrix, three runs each: vilya's time O/P, and official C time / vilya time\n")
print("| op | size | O time / P time | C/vilya O | C/vilya P |")
print("| --- | --: | --- | --- | --- |")
keys = []
for k in O[0]:
    if k[:2] not in keys and k[2] == "vilya":
        keys.append(k[:2])
for k in keys:
    vo = [t[k + ("vilya",)] for t in O]
    vp = [t[k + ("vilya",)] for t in P]
    co = [t[k + ("official-c",)] / t[k + ("vilya",)] for t in O]
    cp = [t[k + ("official-c",)] / t[k + ("vilya",)] for t in P]
    print(f"| {k[0]} | {k[1]} | {min(vo) / max(vp):.2f}-{max(vo) / min(vp):.2f} | {min(co):.2f}-{max(co):.2f} | {min(cp):.2f}-{max(cp):.2f} |")

# derive-key 1024 is left out: one O run read 3086 ns there (C/vilya 0.60),
# an outlier of that run; its row above shows it.
small = [k for k in keys if k[0] in ("hash", "keyed", "derive-key") and k[1] <= 1024 and k != ("derive-key", 1024)]
lo = min(min(t[k + ("vilya",)] for t in O) / max(t[k + ("vilya",)] for t in P) for k in small)
hi = max(max(t[k + ("vilya",)] for t in O) / min(t[k + ("vilya",)] for t in P) for k in small)
print(f"\none-shot rows of 0-1024 bytes but derive-key 1024, O time / P time over every pairing of runs: {lo:.2f}-{hi:.2f}")

print("\n## the README's Zen 5 rows of 64 B and 1 KiB, from the three P runs (peer time / vilya time; vilya: the median run's median)\n")
for size, label in ((64, "BLAKE3 hash, 64 B"), (1024, "BLAKE3 hash, 1 KiB")):
    k = ("hash", size)
    v = sorted(t[k + ("vilya",)] for t in P)[1]
    unit = f"{v:.3g} ns" if v < 1e3 else f"{v / 1e3:.3g} µs"
    cells = []
    for peer, name in (("official-c", "official C"), ("zeebo", "zeebo"), ("lukechampine", "lukechampine")):
        rs = [t[k + (peer,)] / t[k + ("vilya",)] for t in P]
        lo, hi = f"{min(rs):.2f}", f"{max(rs):.2f}"
        cells.append(f"{name} {lo if lo == hi else lo + '–' + hi}")
    print(f"| {label} | {unit} | {', '.join(cells)} |")

print("\n## tail/: one whole chunk and a partial one of nb blocks\n")
print("go test (tail/round1..3), time with the partial chunk in the rows4 call / time in a row of scalar compressions, median of three counts:\n")
print("| nb | rounds 1..3 |")
print("| --: | --- |")
tr = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(HERE, "tail/round*.txt"))):
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZTail/sum256/(\d+)/tail=(\d+)\S*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[(int(m.group(1)), m.group(2))].append(float(m.group(3)))
    for n in sorted({a for a, _ in d}):
        off, on = sorted(d[(n, "0")]), sorted(d[(n, "16")])
        tr[(n + 10 - 1024) // 64].append(off[len(off) // 2] / on[len(on) // 2])
for nb, rs in sorted(tr.items()):
    print(f"| {nb} | {' '.join(f'{r:.2f}' for r in rs)} |")
TO = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "tail/matrix/O-*.json")))]
TP = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "tail/matrix/P-*.json")))]
assert len(TO) == 3 and len(TP) == 3
print("\ngap matrix hash rows (tail/matrix: O = 43396e2, P = scalarTailMax 8), run by run: vilya ns and official C time / vilya time\n")
print("| run | 64 B | 1 KiB | 1500 B | 1 MiB |")
print("| --- | --- | --- | --- | --- |")
for name, t in [(f"O-{i + 1}", t) for i, t in enumerate(TO)] + [(f"P-{i + 1}", t) for i, t in enumerate(TP)]:
    cells = [f"{t[('hash', s, 'vilya')]:.0f} ({t[('hash', s, 'official-c')] / t[('hash', s, 'vilya')]:.2f})" for s in (64, 1024, 1500, 1 << 20)]
    print(f"| {name} | {' | '.join(cells)} |")

print("\n## busy-vcpu.txt: Sum256 of 1 KiB, scalar route, pinned to CPU 0 (ns, five counts each)\n")
state, seen = None, collections.defaultdict(list)
for line in open(os.path.join(HERE, "busy-vcpu.txt")):
    if line.startswith("#"):
        state = line[1:].strip() + (" (again)" if line[1:].strip() in seen else "")
        seen[state] = []
    m = re.match(r"BenchmarkZZScalar/sum256/1024/scalar=true\S*\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        seen[state].append(float(m.group(1)))
for s, v in seen.items():
    print(f"{s}: {min(v):.0f}-{max(v):.0f}")

print("\n## many-few/: Sum256Batch's 16-lane kernel against the loop of Sum256 (now on the scalar kernels), speedup = loop time / kernel time, two processes\n")
sp = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(HERE, "many-few/few-*.txt"))):
    for line in open(p):
        m = re.match(r"BenchmarkSumBatchFew/(\w+)/n=(\d+)/kernel=avx512\S*\s.*\s([\d.]+) speedup", line)
        if m:
            sp[(m.group(1), int(m.group(2)))].append(float(m.group(3)))
for cls in ("64B", "1KiB", "mixed"):
    print(cls + ": " + "  ".join(f"n={n} {min(v):.2f}-{max(v):.2f}" for (c, n), v in sorted(sp.items()) if c == cls))

o1k = [t[("hash", 1024, "vilya")] for t in O]
p1k = [t[("hash", 1024, "vilya")] for t in P]
print(f"\nhash of 1 KiB (16 blocks in a row): O {min(o1k):.0f}-{max(o1k):.0f} ns ({min(o1k) / 16:.0f}-{max(o1k) / 16:.0f} a block), "
      f"P {min(p1k):.0f}-{max(p1k):.0f} ns ({min(p1k) / 16:.0f}-{max(p1k) / 16:.0f} a block)")
