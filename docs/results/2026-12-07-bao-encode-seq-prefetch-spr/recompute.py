#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/ and explore/ (Python 3,
standard library only)."""
import collections, glob, json, os, re

here = os.path.dirname(os.path.abspath(__file__))


def rows(pattern):
    d = collections.defaultdict(list)
    for p in sorted(glob.glob(os.path.join(here, pattern))):
        v = os.path.basename(p).rsplit("-", 1)[0]
        for line in open(p):
            m = re.match(r"Benchmark(\S+?)(?:/(\d+)KiB)?(?:-\d+)?\s+\d+\s+(\d+) ns/op", line)
            if m:
                d[(v, m[1], m[2])].append(int(m[3]) / 1e6)
    return d


print("go test rounds, GOMAXPROCS=1, three alternated runs of three iterations:")
print("Sum256 time / time (range over runs, paired by run), and times in ms")
d = rows("raw/gib-*.txt")
for size in ("1024", "65536", "1048576"):
    for op in ("Encode", "EncodeOutboard", "EncodeTo/discard", "Decode"):
        cells = []
        for v in ("gib-old", "gib-new"):
            s, e = d[(v, "Sum256", size)], d[(v, op, size)]
            assert len(s) == len(e) == 3
            r = [a / b for a, b in zip(s, e)]
            cells.append(f"{min(e):7.2f}-{max(e):7.2f} ms x{min(r):.2f}-{max(r):.2f}")
        print(f"  {int(size) >> 10:5} MiB {op:17} old {cells[0]}   new {cells[1]}")

print("gap matrix, group bao (bench of 11069a3 = old, of the change = new), Sum256 time / time and lukechampine time / time:")
m = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "raw", "matrix-*.json"))):
    v = os.path.basename(p).split("-")[1]
    t = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["group"] == "bao"}
    for (op, size, impl), ns in t.items():
        if impl == "vilya":
            m[(op, size, v, "sum")].append(t[(op, size, "vilya-sum256")] / ns)
            if (op, size, "lukechampine") in t:
                m[(op, size, v, "lc")].append(t[(op, size, "lukechampine")] / ns)
for op, size in sorted({k[:2] for k in m}):
    line = f"  {op:16} {size >> 20:3} MiB"
    for v in ("11069a3", "new2"):
        s, l = m[(op, size, v, "sum")], m[(op, size, v, "lc")]
        line += f"   {'old' if v != 'new2' else 'new'} x{min(s):.2f}-{max(s):.2f} Sum256"
        if l:
            line += f", {min(l):.1f}-{max(l):.1f}x lukechampine"
    print(line)

print("explore/align: combined encoding into a destination o bytes past a 4 KiB boundary, MB/s (two runs each):")
a = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "explore", "align", "*.txt"))):
    v = os.path.basename(p).rsplit("-", 1)[0]
    for line in open(p):
        mm = re.match(r"BenchmarkZZAlign/size=(\d+)/(\S+)-\d+\s+\d+\s+\d+ ns/op\s+([\d.]+) MB/s", line)
        if mm:
            a[(v, int(mm[1]), mm[2])].append(float(mm[3]))
for v in ("old", "seq"):
    for size in (1 << 20, 64 << 20):
        s = a[(v, size, "sum")]
        enc = [x for (vv, ss, o), xs in a.items() if vv == v and ss == size and o != "sum" for x in xs]
        print(f"  {v:3} {size >> 20:2} MiB: Sum256 {min(s):.0f}-{max(s):.0f}, encodings at 8 offsets {min(enc):.0f}-{max(enc):.0f} (median {sorted(enc)[len(enc) // 2]:.0f})")

print("explore/variants: Sum256 time / encoding time at 64 MiB, offsets 0, 64, 1024 (least times of three runs):")
w = rows("explore/variants/*.txt")
z = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "explore", "variants", "*.txt"))):
    v = os.path.basename(p).rsplit("-", 1)[0]
    for line in open(p):
        mm = re.match(r"BenchmarkZZAlign/size=67108864/(\S+)-\d+\s+\d+\s+(\d+) ns/op", line)
        if mm:
            z[(v, mm[1])].append(int(mm[2]) / 1e6)
for v in ("old", "src", "t0", "nolane", "t2", "nolanet0", "seq", "sum"):
    s = min(z[(v, "sum")])
    print(f"  {v:8} Sum256 {s:.2f} ms; " + ", ".join(f"{o} x{s / min(z[(v, o)]):.2f}" for o in ("off=0", "off=64", "off=1024") if z[(v, o)]))

print("explore/lane-prefetch: old, seq (the sequential prefetch beside each lane's), nolane (in place of it, as committed);")
print("Sum256 time / encoding time, least of three runs (1 MiB at 300 iterations, 64 MiB at 20):")
q = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "explore", "lane-prefetch", "*.txt"))):
    v, sz, _ = os.path.basename(p).split("-")
    for line in open(p):
        mm = re.match(r"BenchmarkZZAlign/size=\d+/(\S+)-\d+\s+\d+\s+(\d+) ns/op", line)
        if mm:
            q[(v, sz, mm[1])].append(int(mm[2]) / 1e3)
for sz in ("1m", "64m"):
    for v in ("old", "seq", "nolane"):
        s = min(q[(v, sz, "sum")])
        print(f"  {sz:3} {v:6} Sum256 {s:8.1f} us; " + ", ".join(f"{o} x{s / min(q[(v, sz, o)]):.3f}" for o in ("off=0", "off=1024")))

print("explore/sum256 (NOTEBOOK): Sum256 with the sequential prefetch in its own kernel; old time / time, least against least and against the greatest:")
g = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(here, "explore", "sum256", "*.txt"))):
    v = os.path.basename(p).rsplit("-", 1)[0]
    for line in open(p):
        mm = re.match(r"BenchmarkZZBig/(\d+)KiB\s+\d+\s+(\d+) ns/op", line)
        if mm:
            g[(v, int(mm[1]))].append(int(mm[2]))
for sz in sorted({k[1] for k in g}):
    o = min(g[("old", sz)])
    print(f"  {sz >> 10 if sz >= 1024 else sz}{' MiB' if sz >= 1024 else ' KiB'}: old {sz * 1024 / o:.2f} GB/s; " + ", ".join(f"{v} {o / min(g[(v, sz)]):.3f} ({o / max(g[(v, sz)]):.3f})" for v in ("seqlane", "seq")))

print("explore/decode-src (NOTEBOOK): the in-place chunk kernel asking for the next group's source in order (decode-src.patch);")
print("Sum256 time / time, paired by run, three alternated runs of three iterations:")
e = rows("explore/decode-src/*.txt")
for size in ("65536", "1048576"):
    for op in ("Decode", "DecodeOutboard"):
        cells = []
        for v in ("old", "new"):
            s, t = e[(v, "Sum256", size)], e[(v, op, size)]
            r = [a / b for a, b in zip(s, t)]
            cells.append(f"{v} {min(t):.2f}-{max(t):.2f} ms x{min(r):.2f}-{max(r):.2f}")
        print(f"  {int(size) >> 10:5} MiB {op:15} " + "   ".join(cells))
