#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: the routes of a group of
n cold signatures in one test binary, the cofactorless batches in copies
of the test binaries before and with the halves engine, the per-copy
spread of one binary, and the gap matrix's small batches.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")


def rng(v, fmt="{:.2f}"):
    return (fmt + "-" + fmt).format(min(v), max(v))


print("== routes of a group of n cold signatures, one test binary (raw/routes-*.txt), µs a group")
routes = collections.defaultdict(list)
for f in sorted(os.listdir(raw)):
    if f.startswith("routes-"):
        for line in open(os.path.join(raw, f)):
            m = re.match(r"BenchmarkGroupRoutes/n=(\d)/(\w+)-\d+\s+\d+\s+(\d+) ns/op", line)
            if m:
                routes[(int(m.group(1)), m.group(2))].append(int(m.group(3)) / 1000)
for n in range(1, 9):
    cells = "  ".join(f"{r} {rng(routes[(n, r)], '{:.1f}')}" for r in ("lanes", "pairs", "halves") if (n, r) in routes)
    line = f"  n={n}: {cells}"
    if (n, "halves") in routes:
        ratio = [h / p for h, p in zip(routes[(n, "halves")], routes[(n, "pairs")])]
        line += f"   halves / pairs per run {rng(ratio)}"
    print(line)

print("\n== BenchmarkVerifyBatch/stdlib/<n>x64, copies of the test binaries, two passes (raw/copies-ab.txt), µs a batch")
ab = collections.defaultdict(list)
cur = None
for line in open(os.path.join(raw, "copies-ab.txt")):
    m = re.match(r"# pass (\d) copy (\w)(\d+)", line)
    if m:
        cur = m.group(2)
        continue
    m = re.match(r"BenchmarkVerifyBatch/stdlib/(\d+)x64-\d+\s+\d+\s+(\d+) ns/op", line)
    if m and int(m.group(1)) in (4, 8):
        ab[(cur, int(m.group(1)))].append(int(m.group(2)) / 1000)
for n in (4, 8):
    a, b = ab[("a", n)], ab[("b", n)]
    print(f"  n={n}: before {rng(a, '{:.1f}')} (median {statistics.median(a):.1f}), halves {rng(b, '{:.1f}')} "
          f"(median {statistics.median(b):.1f}); ratio of medians {statistics.median(b) / statistics.median(a):.3f}")

print("\n== one binary's copies, each timed in turn (raw/copies-same.txt, raw/copies-keep.txt), stdlib/8x64, µs")
for f in ("copies-same.txt", "copies-keep.txt"):
    byc = collections.defaultdict(list)
    for line in open(os.path.join(raw, f)):
        m = re.match(r"# pass (\d+) copy (\d+)", line)
        if m:
            cur = int(m.group(2))
            continue
        m = re.match(r"BenchmarkVerifyBatch/stdlib/8x64-\d+\s+\d+\s+(\d+) ns/op", line)
        if m:
            byc[cur].append(int(m.group(1)) / 1000)
    print(f"  {f}: " + "; ".join(f"copy {c} {'/'.join(f'{x:.1f}' for x in v)}" for c, v in sorted(byc.items())))
    print("    medians by copy: " + " ".join(f"{statistics.median(v):.1f}" for _, v in sorted(byc.items())))

print("\n== two builds of the same code and a fresh copy of each (raw/files-same-code.txt), stdlib/8x64, µs by round")
byb = collections.defaultdict(list)
for line in open(os.path.join(raw, "files-same-code.txt")):
    m = re.match(r"# round (\d+) binary (\S+)", line)
    if m:
        cur = m.group(2)
        continue
    m = re.match(r"BenchmarkVerifyBatch/stdlib/8x64-\d+\s+\d+\s+(\d+) ns/op", line)
    if m:
        byb[cur].append(int(m.group(1)) / 1000)
print("  " + "; ".join(f"{b} {'/'.join(f'{x:.1f}' for x in v)}" for b, v in byb.items()))

print("\n== gap matrix, main (h0) and with the halves engine (h1), alternated processes (raw/matrix-*.md)")
cells = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(os.listdir(raw)):
    if not f.startswith("matrix-"):
        continue
    b = f.split("-")[1]
    hdr = None
    for line in open(os.path.join(raw, f)):
        cols = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| op |"):
            hdr = cols
        elif hdr and line.startswith("| verify-batch") and len(cols) == len(hdr):
            c = dict(zip(hdr, cols))
            cells[(c["op"], int(c["size"]), int(c["batch"]))][b].append(c)


def values(rows, col):
    return [float(r[col].split()[0]) for r in rows if col in r]


print("| op | size | n | vilya µs h0 | vilya µs h1 | stdlib/vilya h0 | h1 | narya/vilya h0 | h1 |")
print("|---|--:|--:|---|---|---|---|---|---|")
for k in sorted(cells):
    out = []
    for col in ("vilya µs/sig", "×stdlib", "×narya"):
        for b in ("h0", "h1"):
            v = values(cells[k][b], col)
            out.append(f"{rng(v)} ({len(v)} runs)" if v else "-")
    print(f"| {k[0]} | {k[1]} | {k[2]} | " + " | ".join(out) + " |")
