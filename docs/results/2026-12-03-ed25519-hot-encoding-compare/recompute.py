#!/usr/bin/env python3
"""Reprints this folder's figures from ab.txt and ab2.txt (go test -bench
output, ns/op): per row the median over every count of each build, the
ratios between builds, and for ab.txt the range of the per-round ratios.
Runs to the end with the raw files of this folder."""
import collections, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(name):
    d = collections.defaultdict(list)
    with open(os.path.join(HERE, name)) as fh:
        for line in fh:
            m = re.match(r"== round (\d) (\w+) (\w+)", line)
            if m:
                rnd, be, build = m.groups()
                continue
            m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                d[(be, m.group(1), build, rnd)].append(float(m.group(3)))
    return d


def med(d, be, row, build):
    return statistics.median([x for k, v in d.items() if k[:3] == (be, row, build) for x in v])


print("ab.txt: main (cba943a) against enc (the change with avx2-tried.patch), three rounds")
d = parse("ab.txt")
for be, row in sorted(set(k[:2] for k in d)):
    rounds = sorted(set(k[3] for k in d if k[:2] == (be, row)))
    per = [statistics.median(d[(be, row, "enc", r)]) / statistics.median(d[(be, row, "main", r)]) for r in rounds]
    m, e = med(d, be, row, "main"), med(d, be, row, "enc")
    print(f"  {be:5s} {row:44s} main {m:8.0f}  enc {e:8.0f}  enc/main {e/m:.3f}  rounds {min(per):.3f}-{max(per):.3f}")

print()
print("ab2.txt (ifma): the kept change at both kernel placements")
d = parse("ab2.txt")
builds = ["main", "mainpad", "enc2", "encpad"]
print(f"  {'':44s}" + "".join(f"{b:>9s}" for b in builds) + "   change/base, same code placement pairs and crossed")
for row in sorted(set(k[1] for k in d)):
    m = {b: med(d, "ifma", row, b) for b in builds}
    pairs = [m["enc2"] / m["main"], m["encpad"] / m["mainpad"], m["encpad"] / m["main"], m["enc2"] / m["mainpad"]]
    print(f"  {row:44s}" + "".join(f"{m[b]:9.0f}" for b in builds) + "   " + " ".join(f"{p:.3f}" for p in pairs)
          + f"  ({min(pairs):.3f}-{max(pairs):.3f})")
cold = {b: med(d, "ifma", "BenchmarkVerifyCold/stdlib/1232", b) for b in builds}
hot = {b: med(d, "ifma", "BenchmarkVerifyPublicKey/stdlib/1232", b) for b in builds}
print()
print("cold Verify / hot ExpandedPublicKey.Verify, StdlibCompat, 1232 bytes (issue 27 item 3):")
for b in builds:
    print(f"  {b:8s} {cold[b]/hot[b]:.2f}")

print()
print("matrix/ (gap matrix, -ops verify,verify-hot-key; cba943a and e8465a3 alternated): vilya cold Verify / hot key")
import glob, json
for c in ("cba943a", "e8465a3"):
    for f in sorted(glob.glob(os.path.join(HERE, "matrix", f"hot-{c}-*.json"))):
        with open(f) as fh:
            by = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(fh)["rows"]}
        cells = []
        for size in (200, 1232):
            cold, hot = by[("verify", size, "vilya")], by[("verify-hot-key", size, "vilya")]
            cells.append(f"{size} B: cold {cold/1e3:.2f} µs, hot {hot/1e3:.2f} µs, {cold/hot:.2f}x")
        print(f"  {c} run {f[-6]}: " + "; ".join(cells))
