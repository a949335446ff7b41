#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files in ab/ and matrix/."""
import collections, glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))

# ab/: go-test rounds, r<round>-<build>-<kind>.txt, build old (3edd0b3) or new (c153ba2).
res = collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(os.path.join(HERE, "ab", "r*-*.txt"))):
    _, build, kind = os.path.basename(f)[:-4].split("-", 2)
    for line in open(f):
        m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            res[(kind, m.group(1))][build].append(float(m.group(2)))
print("go-test rounds (three, alternated; two counts a round): new median / old median,")
print("in brackets new's fastest over old's slowest and new's slowest over old's fastest")
for (kind, bench), by in sorted(res.items()):
    o, n = by["old"], by["new"]
    print(f"  {kind:11s} {bench:40s} old {statistics.median(o):9.0f} ns  new {statistics.median(n):9.0f} ns"
          f"  {statistics.median(n) / statistics.median(o):.3f} ({min(n) / max(o):.3f}-{max(n) / min(o):.3f})")
print()

# matrix/: gap matrix, <backend>-<build>-<run>.json, and hot-avx2-new-<run>.json.
runs = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(HERE, "matrix", "*.json"))):
    name = os.path.basename(f)[:-5]
    rows = {(x["op"], x["size"], x["batch"], x["impl"]): x["ns_median"] for x in json.load(open(f))["rows"]}
    if name.startswith("hot-"):
        _, k, b, _ = name.split("-")
        runs[(k, b, "hot")].append(rows)
    else:
        k, b, _ = name.split("-")
        runs[(k, b)].append(rows)


def rng(ds, f):
    v = [f(d) for d in ds]
    return f"{min(v):.2f}-{max(v):.2f}"


print("gap matrix, three runs a build (rotated), vilya's rows; ranges over the runs")
for k in ("ifma", "avx2"):
    for size in (200, 1232):
        for b in ("old", "new"):
            ds = runs[(k, b)]

            def single(impl):
                return rng(ds, lambda d: d[("verify", size, 1, impl)] / d[("verify", size, 1, "vilya")])

            line = [f"single verification {rng(ds, lambda d: d[('verify', size, 1, 'vilya')] / 1e3)} µs",
                    f"crypto/ed25519 / vilya {single('stdlib')}x"]
            if k == "ifma":  # Narya runs its IFMA backend: no peer for avx2 forced
                line.append(f"narya / vilya {single('narya')}")
            line += [f"voi / vilya {single('voi')}",
                     f"cold / hot key {rng(ds, lambda d: d[('verify', size, 1, 'vilya')] / d[('verify-hot-key', size, 1, 'vilya')])}x"
                     f" (hot {rng(ds, lambda d: d[('verify-hot-key', size, 1, 'vilya')] / 1e3)} µs)"]
            print(f"  {k} {size:4d} B {b}: " + ", ".join(line))
            for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict"):
                cells = [f"n={n} {rng(ds, lambda d: d[(op, size, n, 'stdlib')] / d[(op, size, n, 'vilya')])}"
                         for n in (1, 2, 4, 8, 16, 64)]
                print(f"      {op.removeprefix('verify-batch-'):12s} crypto/ed25519 / vilya: " + "  ".join(cells))
            cells = [] if k == "avx2" else [f"n={n} {rng(ds, lambda d: d[(op, size, n, 'narya')] / d[(op, size, n, 'vilya')])}"
                     for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict") for n in (1, 2, 4, 8, 16, 64)
                     if (op, size, n, "narya") in ds[0]]
            if cells:
                lo = min(d[(op, size, n, "narya")] / d[(op, size, n, "vilya")] for d in ds
                         for op in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict") for n in (1, 2, 4, 8, 16, 64)
                         if (op, size, n, "narya") in d)
                print(f"      narya / vilya over both predicates' batches: lowest {lo:.2f}")
print()
ds = runs[("avx2", "new")] + runs[("avx2", "new", "hot")]
print("avx2 forced, new, the six runs with the hot key (three above, three of verify and verify-hot-key only):")
for size in (200, 1232):
    per = [d[("verify", size, 1, "vilya")] / d[("verify-hot-key", size, 1, "vilya")] for d in ds]
    hot = [d[("verify-hot-key", size, 1, "vilya")] / 1e3 for d in ds]
    print(f"  {size:4d} B cold / hot per run: " + " ".join(f"{x:.2f}" for x in per) + f"  (hot {min(hot):.2f}-{max(hot):.2f} µs)")
