#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files in ab/ and matrix/."""
import collections, glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))

res = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(HERE, "ab", "r*-*.txt"))):
    _, build, kind = os.path.basename(f)[:-4].split("-", 2)
    for line in open(f):
        m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            res[(kind, m.group(1))][build].append(float(m.group(2)))
print("go-test rounds (three, alternated; two counts a round), old = aa4c781, new = 397e6d2's code:")
print("new median / old median (new's fastest over old's slowest - new's slowest over old's fastest)")
for (kind, bench), by in sorted(res.items()):
    o, n = by["old"], by["new"]
    print(f"  {kind:13s} {bench:40s} {statistics.median(n) / statistics.median(o):.3f}"
          f" ({min(n) / max(o):.3f}-{max(n) / min(o):.3f})")
print()

runs = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(HERE, "matrix", "*.json"))):
    _, b, _ = os.path.basename(f)[:-5].split("-")
    runs[b].append({(x["op"], x["size"], x["batch"], x["impl"]): x["ns_median"] for x in json.load(open(f))["rows"]})


def rng(v):
    return f"{min(v):.2f}-{max(v):.2f}"


print("gap matrix, three runs a build (rotated); crypto/ed25519 time / vilya time, and Narya's")
for size in (200, 1232):
    for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict", "verify-batch"):
        for n in (1, 2, 4, 8):
            cells = []
            for b in ("old", "new"):
                ds = runs[b]
                cell = f"{b} {rng([d[(op, size, n, 'stdlib')] / d[(op, size, n, 'vilya')] for d in ds])}x"
                if (op, size, n, "narya") in ds[0]:
                    cell += f" (narya {rng([d[(op, size, n, 'narya')] / d[(op, size, n, 'vilya')] for d in ds])})"
                cells.append(cell)
            name = op.removeprefix("verify-batch-") if op != "verify-batch" else "zip215"
            print(f"  {size:4d} B {name:12s} n={n}: " + "  ".join(cells))
